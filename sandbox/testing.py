"""Helpers for domain authors: a conformance check and a hypothesis state machine per domain.

Usage in a test module::

    from apis.notes import DOMAIN
    from sandbox.testing import check_domain, domain_machine

    def test_conformance():
        check_domain(DOMAIN)

    TestNotesMachine = domain_machine(DOMAIN, CONFIG, values={"kind:note_title": st.sampled_from(["a", "b"])}).TestCase

The machine calls random tools with arguments drawn from the parameter types (or from ``values``,
looked up by ``"tool.param"``, then ``"param"``, then ``"kind:<kind>"``) and checks after every
call that the state still validates and holds only finite numbers, that no result shows a
non-finite number, that read-only tools left no difference, and that only
:class:`~sandbox.tools.errors.ToolError` escaped a tool. At teardown it replays the recorded calls on a
fresh episode and requires identical results and state.

This module imports hypothesis, which is a test dependency; the runtime never imports it.
"""

from __future__ import annotations

import copy
import math
import re
import typing
from collections.abc import Mapping
from typing import Any, Literal

from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, rule

from sandbox.episode.calls import ToolCall
from sandbox.judge.diff import diff_states
from sandbox.episode.execution import Toolbox
from sandbox.tools.context import EpisodeContext, LongContext, Profile
from sandbox.tools.domain import Domain
from sandbox.tools.spec import ParamSpec, ToolSpec
from sandbox.tools.types import strip_optional

SAFE_TEXT = st.text(alphabet="abcdefghijklmnopqrstuvwxyzABC0123456789 ._-/", max_size=12)
# A non-finite number as Python's str() or json.dumps() writes it inside a result string.
_NON_FINITE_TEXT = re.compile(r"(?<![\w.])-?(inf|nan|Infinity|NaN)(?!\w)")


def non_finite(value: Any, path: str = "state") -> str | None:
    """Where a JSON-like value holds a float that is infinite or NaN (``None`` when it holds none)."""
    stack = [(path, value)]
    while stack:
        where, item = stack.pop()
        if isinstance(item, float) and not math.isfinite(item):
            return f"{where} = {item!r}"
        if isinstance(item, dict):
            stack.extend((f"{where}[{k!r}]", v) for k, v in item.items())
        elif isinstance(item, (list, tuple)):
            stack.extend((f"{where}[{i}]", v) for i, v in enumerate(item))
    return None


def strategy_for(annotation: Any) -> st.SearchStrategy[Any]:
    """A hypothesis strategy for values of a tool parameter type."""
    inner, optional = strip_optional(annotation)
    base: st.SearchStrategy[Any]
    origin = typing.get_origin(inner)
    args = typing.get_args(inner)
    if inner is bool:
        base = st.booleans()
    elif inner is int:
        base = st.integers(-5, 20_000)
    elif inner is float:
        base = st.floats(-1e4, 1e5, allow_nan=False, allow_infinity=False) | st.integers(-10, 500)
    elif inner is str:
        base = SAFE_TEXT
    elif origin is Literal:
        base = st.sampled_from(list(args))
    elif origin is list or inner is list:
        base = st.lists(strategy_for(args[0]) if args else SAFE_TEXT, max_size=4)
    elif origin is dict or inner is dict:
        value = strategy_for(args[1]) if len(args) == 2 else SAFE_TEXT
        base = st.dictionaries(SAFE_TEXT, value, max_size=3)
    else:
        base = st.none() | st.booleans() | st.integers(-5, 50) | SAFE_TEXT
    return st.none() | base if optional else base


def _param_strategy(spec: ToolSpec, param: ParamSpec, values: Mapping[str, st.SearchStrategy[Any]]) -> st.SearchStrategy[Any]:
    for key in (f"{spec.name}.{param.name}", param.name, f"kind:{param.kind}"):
        if key in values:
            return values[key]
    return strategy_for(param.annotation)


def arguments_for(spec: ToolSpec, values: Mapping[str, st.SearchStrategy[Any]]) -> st.SearchStrategy[dict[str, Any]]:
    """A strategy for a whole keyword-argument dict of a tool (optional parameters sometimes left out)."""
    required = {p.name: _param_strategy(spec, p, values) for p in spec.params if p.required}
    optional = {p.name: _param_strategy(spec, p, values) for p in spec.params if not p.required}
    return st.fixed_dictionaries(required, optional=optional)


def check_domain(domain: Domain) -> None:
    """Conformance checks every domain must pass: schemas build, every tool is documented, kinds are sane.

    Also: tool names are valid function names for model APIs, and the state model refuses unknown
    fields (so a typo in a configuration cannot pass silently).

    Raises:
        AssertionError: A check failed; the message names the tool.
    """
    assert domain.tools, f"domain {domain.name!r} has no tools"
    forbids = domain.api.state_model.model_config.get("extra") == "forbid"
    assert forbids, f"domain {domain.name!r}: its state model does not forbid extra fields"
    for name, spec in domain.tools.items():
        schema = spec.openai_schema()
        assert schema["function"]["name"] == name
        assert re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]{0,63}", name), f"{name!r}: not a valid function name"
        assert spec.summary, f"{name}: no summary"
        for param in spec.params:
            assert param.description.strip(), f"{name}.{param.name}: no description"
            assert param.kind is None or param.kind, f"{name}.{param.name}: empty consumed kind"
        assert all(isinstance(k, str) and k for k in spec.produces.values()), f"{name}: empty produced kind"


def domain_machine(
    domain: Domain,
    config: Mapping[str, Any],
    *,
    values: Mapping[str, st.SearchStrategy[Any]] | None = None,
    profile: Profile = "native",
    long_context: LongContext | None = None,
    seed: int = 0,
) -> type[RuleBasedStateMachine]:
    """Build a hypothesis state machine that exercises one domain's tools at random.

    Args:
        domain: The domain under test.
        config: The initial configuration (deep-copied for every episode).
        values: Strategies for parameters, keyed ``"tool.param"``, ``"param"`` or ``"kind:<kind>"``.
        profile: The compatibility profile to run in.
        long_context: Long-context injection, if any.
        seed: The episode seed.

    Returns:
        A :class:`RuleBasedStateMachine` subclass; use its ``TestCase`` attribute as a test.
    """
    pools = dict(values or {})
    names = sorted(domain.tools)
    tool_args = {name: arguments_for(domain.tools[name], pools) for name in names}

    def fresh() -> Toolbox:
        ctx = EpisodeContext(seed=seed, profile=profile, long_context=long_context)
        return Toolbox({domain: copy.deepcopy(dict(config))}, ctx)

    class DomainMachine(RuleBasedStateMachine):
        def __init__(self) -> None:
            super().__init__()
            self.toolbox = fresh()
            self.calls: list[ToolCall] = []
            self.outputs: list[str] = []

        @rule(data=st.data())
        def call_a_tool(self, data: st.DataObject) -> None:
            name = data.draw(st.sampled_from(names), label="tool")
            args = data.draw(tool_args[name], label="arguments")
            call = ToolCall(name=name, arguments=args)
            before = self.toolbox.projection()
            result = self.toolbox.execute(call)
            assert result.status != "crashed", f"{call} raised a non-ToolError exception:\n{result.detail}"
            assert not _NON_FINITE_TEXT.search(result.output), f"{call} returned a non-finite number: {result.output}"
            if not domain.tools[name].mutates:
                changes = diff_states(before, self.toolbox.projection())
                assert not changes, f"read-only {call} changed state: {[str(c) for c in changes]}"
            self.calls.append(call)
            self.outputs.append(result.output)

        @invariant()
        def state_validates(self) -> None:
            api = self.toolbox.apis[domain.name]
            dumped = api.state.model_dump()
            type(api.state).model_validate(dumped)
            where = non_finite(dumped) or non_finite(api.projection(), "projection")
            assert where is None, f"the state holds a non-finite number: {where}"

        def teardown(self) -> None:
            again = fresh()
            outputs = [again.execute(call).output for call in self.calls]
            assert outputs == self.outputs, "replaying the same calls gave different results"
            assert again.projection() == self.toolbox.projection(), "replaying the same calls gave a different state"

    DomainMachine.__name__ = DomainMachine.__qualname__ = f"{domain.name.title().replace('_', '')}Machine"
    return DomainMachine
