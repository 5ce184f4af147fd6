"""Would a read the request turn offers show a held-back value? ``withheld_readable`` of :mod:`scenarios.validate`.

A miss_param request holds a value back so that the right answer is to ask for it. If one read
the model is offered, with arguments it knows, shows that value and no other candidate, a model
that looks it up and acts is right, and the turn's gold (ask) is wrong. This check replays the
reads the turn offers on the state before it: every offered read without required parameters,
and every read of the gold's up to the follow-up that passes no held-back value, each after each
prefix of the follow-up's gold calls that need no held-back value (``cd`` into the folder the user
named, a login). A value is shown *unambiguously* when a result holds it and nothing else of its
kind: no other item of the list it is in, no other key of its mapping, no other record's same
field has its shape (letters, digits and separators, so a folder among files is alone), or,
among those that do, it is the only one that shares a word with the request.

Not in long-context scenarios (their distractors add candidates by design).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from sandbox.episode.calls import ToolCall
from sandbox.episode.execution import Toolbox
from sandbox.episode.scenario import Scenario
from sandbox.judge.gold import build_toolbox
from sandbox.judge.native import shown
from sandbox.judge.values import decoded, is_number, same_value
from scenarios.validate_needed import gold_calls
from scenarios.validate_withheld import follow_gold_turn, withheld_pairs

_WORD = re.compile(r"[^\W\d_]{4,}")


def readable_withheld(scenario: Scenario) -> Iterator[tuple[int, Any, str]]:
    """``(request turn, value, read)`` for each held-back value an offered read shows unambiguously.

    Only where reads show every value the request holds back: with one left, asking is right.
    """
    if scenario.long_context is not None:
        return
    for request, follow in withheld_pairs(scenario):
        withheld = list(scenario.turns[request].withheld)
        target = follow_gold_turn(scenario, follow)
        calls = gold_calls(scenario.turns[target]) if target is not None else None
        if not withheld or calls is None:
            continue
        text = "\n".join(t.text for t in scenario.turns[: request + 1])
        found = dict(_shown_by_reads(scenario, request, target or follow, calls, withheld, text))
        if len(found) == len(withheld):  # one value left to ask for, and asking is right
            for index, value in enumerate(withheld):
                yield request, value, found[index]


def _shown_by_reads(scenario: Scenario, request: int, target: int, calls: list[ToolCall], withheld: list[Any],
                    text: str) -> Iterator[tuple[int, str]]:
    try:
        box = build_toolbox(scenario)
    except Exception:  # noqa: BLE001 - reported as bad_scenario by the replay
        return
    for turn in scenario.turns[:request]:
        for call in gold_calls(turn) or []:
            box.execute(call)
    offered = scenario.offered(request, sorted(box.tools))
    reads = _reads(scenario, box, offered, target, withheld)
    free = [call for call in calls if not _takes(call, withheld)]
    found: set[int] = set()
    for step in [None, *free]:
        if step is not None:
            if step.name not in offered:
                break
            box.execute(step)
        for read in reads:
            output = box.execute(read).output
            for index, value in enumerate(withheld):
                if index not in found and _unambiguous(value, decoded(output), text):
                    found.add(index)
                    yield index, _render(read)


def _reads(scenario: Scenario, box: Toolbox, offered: frozenset[str], target: int,
           withheld: list[Any]) -> list[ToolCall]:
    """The offered reads a model can make with what it knows: no required parameter, or the gold's own."""
    reads = [ToolCall(name=name, arguments={}) for name in sorted(offered)
             if not box.tools[name].spec.mutates and not any(p.required for p in box.tools[name].spec.params)]
    for turn in scenario.turns[: target + 1]:
        for call in gold_calls(turn) or []:
            bound = box.tools.get(call.name)
            if bound is not None and not bound.spec.mutates and call.name in offered and not _takes(call, withheld) \
                    and call not in reads:
                reads.append(call)
    return reads


def _takes(call: ToolCall, withheld: list[Any]) -> bool:
    """Whether a call passes a held-back value (shown in its arguments as the judge would see it)."""
    arguments = repr([call.args, call.arguments])
    return any(shown(value, [], arguments) for value in withheld)


def _render(call: ToolCall) -> str:
    arguments = ", ".join(f"{k}={v!r}" for k, v in call.arguments.items())
    return f"{call.name}({arguments})"


def _unambiguous(value: Any, result: Any, text: str) -> bool:
    """Whether ``result`` holds ``value`` and no other candidate of its kind (see the module doc)."""
    for siblings in _occurrences(value, result, None):
        same_kind = [s for s in siblings if _shape(s) == _shape(value) and not _is(s, value)]
        if not same_kind:
            return True
        words = _words(text)
        if words and _words(value) & words and not any(_words(s) & words for s in same_kind):
            return True
    return False


def _occurrences(value: Any, node: Any, siblings: list[Any] | None) -> Iterator[list[Any]]:
    """For each place ``node`` holds ``value``: the other candidates at that place."""
    if isinstance(node, dict):
        keys = list(node)
        for key in keys:
            if _is(key, value):
                yield [k for k in keys if k != key]
        records = [v for v in node.values() if isinstance(v, dict)]
        for key, item in node.items():
            if isinstance(item, dict) and len(records) > 1:
                yield from _in_record(value, item, [r for r in records if r is not item])
            elif not isinstance(item, (dict, list)):
                if _is(item, value):  # a field: the record's other fields are its rivals
                    yield [*(siblings or []), *(v for k, v in node.items() if k != key and not isinstance(v, (dict, list)))]
            else:
                yield from _occurrences(value, item, None)
    elif isinstance(node, list):
        records = [v for v in node if isinstance(v, dict)]
        for index, item in enumerate(node):
            if isinstance(item, dict) and len(records) > 1:
                yield from _in_record(value, item, [r for r in records if r is not item])
            elif isinstance(item, (dict, list)):
                yield from _occurrences(value, item, None)
            elif _is(item, value):
                yield [v for i, v in enumerate(node) if i != index and not isinstance(v, (dict, list))]
    elif _is(node, value):
        yield list(siblings or [])


def _in_record(value: Any, record: dict[str, Any], others: list[dict[str, Any]]) -> Iterator[list[Any]]:
    """``value`` inside one of several records: the others' values under the same key are its rivals."""
    for key, item in record.items():
        if isinstance(item, (dict, list)):
            for rivals in _occurrences(value, item, None):
                yield [*rivals, *(o[key] for o in others if key in o)]
        elif _is(item, value):
            yield [o[key] for o in others if key in o]


def _is(leaf: Any, value: Any) -> bool:
    """Whether a result leaf is the value: the same number, the same text, or a path ending in it."""
    if isinstance(value, str) and isinstance(leaf, str):
        wanted, got = value.strip().lstrip("@#").casefold(), leaf.strip().lstrip("@#").casefold()
        return bool(wanted) and (got == wanted or got.rstrip("/").rsplit("/", 1)[-1] == wanted)
    return is_number(value) and is_number(leaf) and same_value(leaf, value)


def _shape(value: Any) -> str:
    """Letters, digits and separators of a value, runs collapsed (``card_5150`` -> ``a_9``; a number -> ``9``)."""
    if not isinstance(value, str):
        return "9" if is_number(value) else type(value).__name__
    tail = value.rstrip("/").rsplit("/", 1)[-1]
    return re.sub(r"[^\W\d_]+", "a", re.sub(r"\d+", "9", tail))


def _words(value: Any) -> set[str]:
    """Words of four letters or more, cut to their first five (``giveaways`` and ``giveaway`` meet)."""
    return {w.casefold()[:5] for w in _WORD.findall(str(value))}
