"""Every numeric parameter of every tool of every domain, fed huge, tiny and negative numbers.

Each domain's state machine (its configuration and value pools from its ``test_*_machine`` module)
runs with every ``int`` and ``float`` parameter drawn from extreme values, and with one more rule
that makes the same numeric call three times in a row (a deposit of 1.7e308 twice overflows). The
machine checks that no call crashes, that no result shows an infinite or NaN number and that the
state holds only finite numbers (see :func:`sandbox.testing.domain_machine`).
"""

from __future__ import annotations

import typing
from types import ModuleType
from typing import Any

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import rule

from sandbox.episode.calls import ToolCall
from sandbox.testing import arguments_for, domain_machine
from sandbox.tools.context import Profile
from sandbox.tools.domain import Domain
from sandbox.tools.types import strip_optional
from tests.apis import (
    test_file_system_machine, test_math_machine, test_message_machine, test_posting_machine, test_ticket_machine,
    test_trading_machine, test_travel_machine, test_vehicle_machine,
)

MACHINES: list[ModuleType] = [
    test_file_system_machine, test_math_machine, test_message_machine, test_posting_machine, test_ticket_machine,
    test_trading_machine, test_travel_machine, test_vehicle_machine,
]
HUGE = [1.7e308, -1.7e308, 1e308, 8.9e307, -8.9e307, 1e200, -1e200, 1e154, 3.4e38]
TINY = [5e-324, -5e-324, 2.2e-308, 1e-300, -1e-300, 1e-30, 0.0, -0.0]
FLOATS = st.sampled_from(HUGE + TINY) | st.floats(allow_nan=False, allow_infinity=False)
INTS = st.sampled_from([2**63 - 1, -(2**63) + 1, 10**18, -(10**18), 2**53 + 1, -1, 0]) | st.integers(-(2**63) + 1, 2**63 - 1)
#: Configuration changes that let the machine reach the numeric tools sooner (already logged in).
START: dict[str, dict[str, Any]] = {"trading": {"authenticated": True}}
SETTINGS = settings(max_examples=40, stateful_step_count=12, deadline=None, suppress_health_check=list(HealthCheck))


def _numeric(annotation: Any) -> st.SearchStrategy[Any] | None:
    inner, _ = strip_optional(annotation)
    origin = typing.get_origin(inner)
    if origin is list:
        (item,) = typing.get_args(inner) or (Any,)
        element = _numeric(item)
        return st.lists(element, min_size=1, max_size=4) if element is not None else None
    if inner is float:
        return FLOATS | INTS  # a float parameter takes JSON integers too
    if inner is int:
        return INTS
    if set(typing.get_args(inner)) >= {int, float}:  # int | float
        return FLOATS | INTS
    return None


def extreme_values(domain: Domain, pools: dict[str, Any]) -> dict[str, Any]:
    """The domain's value pools with every numeric parameter drawn from extreme numbers instead."""
    values = dict(pools)
    for name, spec in domain.tools.items():
        for param in spec.params:
            strategy = _numeric(param.annotation)
            if strategy is not None:
                values[f"{name}.{param.name}"] = strategy
    return values


def _cases() -> list[Any]:
    cases = []
    for module in MACHINES:
        domain: Domain = module.DOMAIN
        numeric = [f"{n}.{p.name}" for n, s in domain.tools.items() for p in s.params if _numeric(p.annotation) is not None]
        for profile in ("native", "bfcl"):
            cases.append(pytest.param(module, profile, id=f"{domain.name}-{profile}",
                                      marks=() if numeric else pytest.mark.skip(reason=f"{domain.name} has no numeric parameter")))
    return cases


@pytest.mark.parametrize(("module", "profile"), _cases())
def test_extreme_numbers_keep_results_and_state_finite(module: ModuleType, profile: Profile) -> None:
    domain: Domain = module.DOMAIN
    config = {**getattr(module, "CONFIG", {}), **START.get(domain.name, {})}
    values = extreme_values(domain, module.VALUES)
    numeric = sorted(n for n, spec in domain.tools.items() if any(_numeric(p.annotation) is not None for p in spec.params))
    machine = domain_machine(domain, config, values=values, profile=profile)

    class Hammer(machine):  # type: ignore[valid-type,misc]
        @rule(data=st.data())
        def repeat_a_numeric_call(self, data: st.DataObject) -> None:
            name = data.draw(st.sampled_from(numeric), label="tool")
            call = ToolCall(name=name, arguments=data.draw(arguments_for(domain.tools[name], values), label="arguments"))
            for _ in range(3):
                result = self.toolbox.execute(call)
                assert result.status != "crashed", f"{call} raised a non-ToolError exception:\n{result.detail}"
                assert "Infinity" not in result.output and "inf" not in result.output.split(), result.output
                self.calls.append(call)
                self.outputs.append(result.output)
                self.state_validates()

    test_case = Hammer.TestCase
    test_case.settings = SETTINGS
    test_case("runTest").runTest()


def test_the_reported_overflows_are_tool_errors_and_leave_the_state_finite() -> None:
    from apis.travel import DOMAIN as TRAVEL
    from apis.vehicle import DOMAIN as VEHICLE
    from tests.apis.helpers import projection, run, toolbox

    for profile in ("native", "bfcl"):
        trading = toolbox(test_trading_machine.DOMAIN, {**test_trading_machine.CONFIG, "authenticated": True}, profile)
        assert run(trading, "fund_account", amount=1.7e308).status == "ok"
        second = run(trading, "fund_account", amount=1.7e308)
        assert second.status == "tool_error" and "too large" in second.output, second.output
        assert projection(test_trading_machine.DOMAIN, trading)["account_info"]["balance"] < 1.8e308
        travel = toolbox(TRAVEL, test_travel_machine.CONFIG, profile)
        assert run(travel, "compute_exchange_rate", base_currency="USD", target_currency="RMB", value=1.7e308).status == "tool_error"
        car = toolbox(VEHICLE, {}, profile)
        assert run(car, "gallon_to_liter", gallon=1.7e308).status == "tool_error"
        before = projection(VEHICLE, car)["acTemperature"]
        assert run(car, "adjustClimateControl", temperature=-1.7e308, unit="fahrenheit").status == "tool_error"
        assert projection(VEHICLE, car)["acTemperature"] == before
