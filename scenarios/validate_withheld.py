"""Is the value a miss_param variant withholds one the request needs? Checks of :mod:`scenarios.validate`.

- ``value_not_withheld``: the follow-up turn supplies no value of the gold that the earlier user
  text did not already give (:func:`scenarios.withheld.withheld_values`).
- ``withheld_shown``: every value it supplies was shown before it all the same, in the user's text
  or in a result of the gold's earlier turns (an order id a listing returned, a file name ``ls``
  printed), judged as the native judge judges a guess (:func:`sandbox.judge.native.shown`).
  Not in long-context scenarios: their distractors show many small numbers and names by chance,
  and the same request is checked in the scenario without them.
- ``optional_withheld``: every value it supplies fills an optional parameter and the gold, run
  without them, still does what was asked (it succeeds and changes the state).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from sandbox.episode.calls import ToolCall
from sandbox.judge.native import shown
from sandbox.episode.scenario import Scenario
from sandbox.tools.spec import ToolSpec
from scenarios.validate_needed import acts_without, gold_calls
from scenarios.withheld import scalars, withheld_values

#: ``(check, message, turn)`` -> recorded.
Report = Callable[[str, str, int], None]


def withheld_pairs(scenario: Scenario) -> list[tuple[int, int]]:
    """``(request turn, follow-up turn)`` pairs of a miss_param-style scenario."""
    variant = scenario.metadata.get("variant")
    if isinstance(variant, dict) and isinstance(variant.get("miss_param"), dict):
        info = variant["miss_param"]
        return [(int(info["request_turn"]), int(info["follow_up_turn"]))]
    if scenario.category not in ("miss_param", "composite"):
        return []
    turns = scenario.turns
    return [
        (i, i + 1) for i in range(len(turns) - 1)
        if turns[i].messages and not turns[i].ground_truth and turns[i + 1].messages
    ]


def follow_gold_turn(scenario: Scenario, follow: int) -> int | None:
    """The turn whose gold takes what the follow-up ``follow`` gives (it, or a later turn without words)."""
    return next((t for t in range(follow, len(scenario.turns))
                 if scenario.turns[t].ground_truth and (t == follow or not scenario.turns[t].messages)), None)


def _arguments(call: ToolCall, spec: ToolSpec | None) -> dict[str, object]:
    names = [p.name for p in spec.params] if spec is not None else []
    return {**{names[i] if i < len(names) else str(i): v for i, v in enumerate(call.args)}, **call.arguments}


def _dropped(fresh: list[tuple[str, str, bool]]) -> dict[str, set[str]]:
    dropped: dict[str, set[str]] = {}
    for name, param, _ in fresh:
        dropped.setdefault(name, set()).add(param)
    return dropped


def check_withheld(scenario: Scenario, tools: Mapping[str, ToolSpec], add: Report,
                   outputs: Sequence[Sequence[str]]) -> None:
    """Report ``value_not_withheld``, ``withheld_shown`` and ``optional_withheld`` findings of a scenario.

    Args:
        scenario: The scenario.
        tools: The tools of its domains, by name (for their parameters).
        add: Records a finding.
        outputs: The gold's results of every turn, in order.
    """
    for request, follow in withheld_pairs(scenario):
        gold_turn = follow_gold_turn(scenario, follow)
        calls = gold_calls(scenario.turns[gold_turn]) if gold_turn is not None else None
        if calls is None or gold_turn is None:
            continue
        texts = [t.text for t in scenario.turns[:follow]]
        given = withheld_values(texts, scenario.turns[follow].text, calls)
        results = [output for turn in outputs[:follow] for output in turn]
        showing = [] if scenario.long_context is not None else [
            value for value in given if shown(value, results, "\n".join(texts))]
        if given and len(showing) == len(given):
            values = ", ".join(repr(v) for v in showing)
            add("withheld_shown", f"the follow-up (turn {follow}) only supplies {values}, which the conversation "
                "showed before it", request)
            continue
        given = [value for value in given if value not in showing]
        fresh = []  # (call, parameter, required) for every argument holding a value only the follow-up gave
        for call in calls:
            spec = tools.get(call.name)
            required = {p.name: p.required for p in spec.params} if spec is not None else {}
            for param, value in _arguments(call, spec).items():
                if any(v in given for v in scalars([ToolCall(name=call.name, arguments={param: value})])):
                    fresh.append((call.name, param, required.get(param, True)))
        if not fresh:
            add("value_not_withheld", f"the follow-up (turn {follow}) supplies no gold value the request lacked",
                request)
        elif not any(needed for _, _, needed in fresh) and acts_without(scenario, gold_turn, _dropped(fresh)):
            names = ", ".join(f"{name}({param})" for name, param, _ in fresh)
            add("optional_withheld", f"the follow-up (turn {follow}) only fills optional {names}: the request "
                "was complete without it", request)
