"""Calls that act outside the state: a message shown on the car's display, a note to the support desk.

Such a tool changes nothing the state diff sees (:attr:`~sandbox.tools.spec.ToolSpec.effect`), so a
model that never makes the call, or makes it about another booking, would reach the gold state all
the same. In the native profile the successful effect calls of a turn are compared with the gold's
as a multiset of (function, arguments), arguments by parameter name and numbers within the
tolerance; each one left unmatched on either side is a difference of the turn's state, under the
path ``effects['display_log']``.

>>> from sandbox.episode.calls import CallResult, ToolCall
>>> def shown(*lines: str) -> CallResult:
...     return CallResult(call=ToolCall(name="display_log", arguments={"messages": list(lines)}), output="{}", status="ok")
>>> tools = {"display_log": Tool("vehicle", False, ("messages",))}
>>> differences([shown("Tyre at 21 psi")], [shown("Tyre at 21 psi")], tools)
[]
>>> [str(d) for d in differences([shown("Tyre at 21 psi")], [], tools)]
["effects['display_log']: expected {'messages': ['Tyre at 21 psi']}, got '<missing>'"]
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from sandbox.episode.calls import CallResult
from sandbox.episode.memo import ByIdentity
from sandbox.episode.parsing import parse_prompt
from sandbox.episode.scenario import Scenario
from sandbox.judge.asking import Tool, named
from sandbox.judge.diff import MISSING, StateDifference, diff_states
from sandbox.judge.gold import domains_of
from sandbox.judge.values import same_value


def effect_tools(scenario: Scenario) -> dict[str, Tool]:
    """The scenario's functions that act outside the state, as the value flow sees them."""
    return _EFFECTS(scenario)


def _effect_tools(scenario: Scenario) -> dict[str, Tool]:
    return {name: Tool(domain.name, spec.mutates, tuple(p.name for p in spec.params))
            for domain in domains_of(scenario) for name, spec in domain.tools.items() if spec.effect}


_EFFECTS: ByIdentity[dict[str, Tool]] = ByIdentity(_effect_tools, capacity=1024)


def differences(gold: Sequence[CallResult], model: Sequence[CallResult],
                tools: Mapping[str, Tool]) -> list[StateDifference]:
    """The effect calls of the gold the model did not make alike, and those it made that the gold does not."""
    if not tools:
        return []
    expected, actual = _effects(gold, tools), _effects(model, tools)
    found = []
    for name, arguments in expected:
        match = next((i for i, (other, given) in enumerate(actual)
                      if other == name and not diff_states(arguments, given, limit=1, same=same_value)), None)
        if match is None:
            found.append(StateDifference(path=f"effects[{name!r}]", expected=arguments, actual=MISSING))
        else:
            del actual[match]
    found += [StateDifference(path=f"effects[{name!r}]", expected=MISSING, actual=arguments) for name, arguments in actual]
    return found


def unasked(results: Sequence[CallResult], allowed: Sequence[str], tools: Mapping[str, Tool]) -> bool:
    """Whether a call of ``results`` acts outside the state where no ``allowed`` call string does alike.

    On a turn that asks or abstains, a note to the support desk the request did not call for is an
    action like a write, though no state shows it.

    >>> from sandbox.episode.calls import ToolCall
    >>> tools = {"contact_customer_support": Tool("travel", False, ("booking_id", "message"))}
    >>> note = CallResult(call=ToolCall(name="contact_customer_support",
    ...                   arguments={"booking_id": "3388201", "message": "Add insurance"}), output="{}", status="ok")
    >>> unasked([note], [], tools), unasked([note], ["contact_customer_support(booking_id='3388201', message='Add insurance')"], tools)
    (True, False)
    """
    if not tools or not any(result.call.name in tools and result.status == "ok" for result in results):
        return False
    expected = [CallResult(call=call, output="", status="ok") for text in allowed for call in parse_prompt(text)]
    return any(found.expected is MISSING for found in differences(expected, results, tools))


def _effects(results: Sequence[CallResult], tools: Mapping[str, Tool]) -> list[tuple[str, dict[str, Any]]]:
    """The successful calls of effect ``tools`` among ``results``, with their arguments by parameter name."""
    return [(result.call.name, named(result.call, tools)) for result in results
            if result.call.name in tools and result.status == "ok"]
