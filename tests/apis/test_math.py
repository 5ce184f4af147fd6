"""Unit tests for the math domain, in both compatibility profiles."""

from __future__ import annotations

import decimal
import json
from typing import Any

import mpmath
import pytest

from apis.math import DOMAIN
from apis.math.base import ReprText, too_many_digits_message
from apis.math.tools_precise import significant
from sandbox.episode.execution import Toolbox
from sandbox.testing import check_domain
from sandbox.tools.context import LongContext, Profile
from tests.apis.helpers import error_message
from tests.apis.helpers import run_checked as run
from tests.apis.helpers import toolbox

PROFILES: tuple[Profile, ...] = ("bfcl", "native")


def box(profile: Profile = "bfcl", config: dict[str, Any] | None = None, **ctx: Any) -> Toolbox:
    return toolbox(DOMAIN, config or {}, profile, **ctx)


def text(profile: Profile, tool: str, /, **arguments: Any) -> str:
    return run(box(profile), tool, **arguments).output


def value(profile: Profile, tool: str, /, **arguments: Any) -> Any:
    return json.loads(text(profile, tool, **arguments))


def error(profile: Profile, tool: str, /, **arguments: Any) -> str:
    return error_message(box(profile), tool, **arguments)


def test_conformance_and_statelessness() -> None:
    check_domain(DOMAIN)
    assert DOMAIN.known_config_keys() == frozenset()
    for profile in PROFILES:
        tb = box(profile, {"anything": 1}, long_context=LongContext())
        assert tb.projection() == {"math": {}}
    assert all(not spec.mutates for spec in DOMAIN.tools.values())


# -- bfcl result strings ---------------------------------------------------------------------------


def test_bfcl_keeps_python_number_types() -> None:
    assert text("bfcl", "add", a=1, b=2) == '{"result": 3}'
    assert text("bfcl", "add", a=1.5, b=2) == '{"result": 3.5}'
    assert text("bfcl", "subtract", a=5, b=7.25) == '{"result": -2.25}'
    assert text("bfcl", "multiply", a=3, b=4) == '{"result": 12}'
    assert text("bfcl", "divide", a=7, b=2) == '{"result": 3.5}'
    assert text("bfcl", "power", base=2, exponent=10) == '{"result": 1024}'
    assert text("bfcl", "absolute_value", number=-3) == '{"result": 3}'
    assert text("bfcl", "round_number", number=2.675, decimal_places=2) == '{"result": 2.67}'
    assert text("bfcl", "round_number", number=1234, decimal_places=-2) == '{"result": 1200}'
    assert text("bfcl", "percentage", part=1, whole=8) == '{"result": 12.5}'
    assert text("bfcl", "sum_values", numbers=[1, 2, 3]) == '{"result": 6}'
    assert text("bfcl", "min_value", numbers=[3, 1.5, 2]) == '{"result": 1.5}'
    assert text("bfcl", "max_value", numbers=[3, 1.5, 2]) == '{"result": 3}'
    assert text("bfcl", "mean", numbers=[1, 2]) == '{"result": 1.5}'
    assert text("bfcl", "standard_deviation", numbers=[2, 4, 4, 4, 5, 5, 7, 9]) == '{"result": 2.0}'


def test_bfcl_logarithm_and_square_root_print_like_mpmath_and_decimal() -> None:
    assert text("bfcl", "logarithm", value=1000, base=10, precision=10) == "{'result': mpf('3.0')}"
    assert text("bfcl", "logarithm", value=2, base=3, precision=5) == "{'result': mpf('0.63092995')}"
    # BFCL prints {'result': mpf('-inf')}; toolsim's results are always finite (docs/compat.md)
    assert text("bfcl", "logarithm", value=0, base=10, precision=4) == '{"error": "the logarithm would be too large a number"}'
    assert text("bfcl", "logarithm", value=-8, base=2, precision=3).startswith("{'result': mpc(real=")
    assert text("bfcl", "square_root", number=2, precision=5) == "{'result': Decimal('1.4142')}"
    assert text("bfcl", "square_root", number=16.0, precision=3) == "{'result': Decimal('4')}"


def test_no_process_wide_precision_changes() -> None:
    dps, prec = mpmath.mp.dps, decimal.getcontext().prec
    tb = box("bfcl")
    run(tb, "logarithm", value=7, base=3, precision=40)
    run(tb, "square_root", number=7, precision=40)
    run(box("native"), "logarithm", value=7, base=3, precision=40)
    assert (mpmath.mp.dps, decimal.getcontext().prec) == (dps, prec)


def test_bfcl_non_json_results_fall_back_to_str() -> None:
    assert text("bfcl", "power", base=-8, exponent=0.5) == "{'result': (1.7319121124709868e-16+2.8284271247461903j)}"
    # BFCL prints {"result": Infinity}; toolsim's results are always finite (docs/compat.md)
    assert text("bfcl", "multiply", a=1e308, b=10) == '{"error": "multiply: the result is too large a number"}'
    assert repr(ReprText("mpf('1.0')")) == "mpf('1.0')"


def test_bfcl_returned_errors() -> None:
    assert error("bfcl", "divide", a=1, b=0) == "Cannot divide by zero"
    assert error("bfcl", "percentage", part=1, whole=0) == "Whole value cannot be zero"
    assert error("bfcl", "mean", numbers=[]) == "Cannot calculate mean of an empty list"
    assert error("bfcl", "standard_deviation", numbers=[]) == "Cannot calculate standard deviation of an empty list"
    assert error("bfcl", "min_value", numbers=[]) == "Cannot find minimum of an empty list"
    assert error("bfcl", "max_value", numbers=[]) == "Cannot find maximum of an empty list"
    assert error("bfcl", "sum_values", numbers=[]) == "Cannot calculate sum of an empty list"
    assert error("bfcl", "square_root", number=-1, precision=3) == "Cannot calculate square root of a negative number"
    assert error("bfcl", "logarithm", value=10, base=1, precision=5) == ""
    assert error("bfcl", "logarithm", value=10, base=2, precision=10**6) == "precision may be at most 10000 digits"
    assert error("bfcl", "si_unit_conversion", value=1, unit_in="ft", unit_out="m") == (
        "Conversion from 'ft' to 'm' is not supported"
    )
    assert error("bfcl", "imperial_si_conversion", value=1, unit_in="ft", unit_out="km") == (
        "Conversion from 'ft' to 'km' is not supported"
    )


def test_bfcl_raised_errors() -> None:
    assert text("bfcl", "power", base=10.0, exponent=400) == (
        "Error during execution: (34, 'Numerical result out of range')"
    )
    assert text("bfcl", "power", base=0, exponent=-1) == (
        "Error during execution: 0.0 cannot be raised to a negative power"
    )
    assert text("bfcl", "square_root", number=4, precision=0) == (
        "Error during execution: valid range for prec is [1, MAX_PREC]"
    )
    assert text("bfcl", "power", base=10, exponent=5000) == f"Error during execution: {too_many_digits_message()}"
    assert text("bfcl", "power", base=10, exponent=10**9) == f"Error during execution: {too_many_digits_message()}"
    assert text("bfcl", "mean", numbers=[1e308, 1e308]) == '{"error": "mean: the result is too large a number"}'
    assert text("bfcl", "standard_deviation", numbers=[1e200, -1e200]) == (
        "Error during execution: (34, 'Numerical result out of range')"
    )


# -- conversions -----------------------------------------------------------------------------------


@pytest.mark.parametrize("profile", PROFILES)
def test_conversions(profile: Profile) -> None:
    assert value(profile, "si_unit_conversion", value=5, unit_in="km", unit_out="m") == {"result": 5000.0}
    assert value(profile, "si_unit_conversion", value=250, unit_in="mm", unit_out="cm") == {"result": 25.0}
    assert value(profile, "imperial_si_conversion", value=100, unit_in="celsius", unit_out="fahrenheit") == {
        "result": 212.0
    }
    assert value(profile, "imperial_si_conversion", value=212, unit_in="fahrenheit", unit_out="celsius") == {
        "result": 100.0
    }
    assert value(profile, "imperial_si_conversion", value=2, unit_in="in", unit_out="cm") == {"result": 5.08}
    assert value(profile, "imperial_si_conversion", value=3, unit_in="kg", unit_out="kg") == {"result": 3}


def test_same_unit_conversion_of_an_unknown_unit() -> None:
    assert value("bfcl", "imperial_si_conversion", value=3, unit_in="parsec", unit_out="parsec") == {"result": 3}
    assert error("native", "imperial_si_conversion", value=3, unit_in="parsec", unit_out="parsec") == (
        "Conversion from 'parsec' to 'parsec' is not supported"
    )


# -- native ----------------------------------------------------------------------------------------


def test_native_results_are_floats() -> None:
    assert text("native", "add", a=1, b=2) == '{"result": 3.0}'
    assert value("native", "logarithm", value=1000, base=10, precision=10) == {"result": 3.0}
    assert value("native", "logarithm", value=2, base=3, precision=5) == {"result": 0.63093}
    assert value("native", "square_root", number=2, precision=5) == {"result": 1.4142}
    assert value("native", "square_root", number=2, precision=40) == {"result": 1.4142135623730951}
    assert value("native", "round_number", number=1234, decimal_places=-2) == {"result": 1200.0}
    assert value("native", "max_value", numbers=[1, 3]) == {"result": 3.0}


def test_native_errors() -> None:
    assert error("native", "logarithm", value=0, base=10, precision=4) == (
        "the logarithm is only defined for positive values"
    )
    assert error("native", "logarithm", value=8, base=1, precision=4) == (
        "the base must be positive and different from 1"
    )
    assert error("native", "logarithm", value=8, base=2, precision=0) == "precision must be at least 1 digit"
    assert error("native", "square_root", number=4, precision=0) == "precision must be at least 1 digit"
    assert error("native", "power", base=-8, exponent=0.5) == "the result is not a real number"
    assert error("native", "multiply", a=1e308, b=10) == "the result is too large or not a number"
    assert error("native", "power", base=10, exponent=400).startswith("the result cannot be computed: ")
    assert error("native", "add", a=float("inf"), b=1) == "the result is too large or not a number"
    assert error("native", "square_root", number=float("inf"), precision=3) == "inputs must be finite numbers"
    assert error("native", "logarithm", value=float("inf"), base=2, precision=3) == "inputs must be finite numbers"


def test_significant_digits() -> None:
    assert significant(3.14159, 3) == 3.14
    assert significant(1 / 3, 40) == 1 / 3
