"""Rebasing a long-context scenario's gold onto the ids that exist with distractors.

Ids created during an episode can move when distractors exist (a new ticket gets a later
number), so a long-context variant's gold is replayed with and without its distractors in
lockstep, and an argument that passes on a value an earlier call produced is rewritten to the
value produced with distractors (see :func:`rebase_gold`).
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from typing import Any

from sandbox.episode.calls import ToolCall
from sandbox.episode.config import execute_strings
from sandbox.episode.loop import build_toolbox
from sandbox.episode.parsing import parse_prompt
from sandbox.episode.scenario import Scenario
from sandbox.judge.gold import gold_track
from sandbox.tools.context import LongContext
from sandbox.tools.errors import ParseError
from sandbox.tools.registry import DOMAINS
from sandbox.tools.spec import ToolSpec


def tool_specs(scenario: Scenario) -> dict[str, ToolSpec]:
    """The tools of a scenario's domains, by name."""
    return {name: spec for domain in scenario.domains for name, spec in DOMAINS.get(domain).tools.items()}



def _decode(output: str) -> Any:
    try:
        return json.loads(output)
    except json.JSONDecodeError:
        return None


def _leaf_pairs(plain: Any, busy: Any, key: str, top: str) -> Iterator[tuple[str, str, Any, Any]]:
    """``(top-level field, leaf key, plain value, distractor value)`` where same-shaped outputs differ."""
    if isinstance(plain, dict) and isinstance(busy, dict):
        for name in plain.keys() & busy.keys():
            yield from _leaf_pairs(plain[name], busy[name], name, top or name)
    elif isinstance(plain, list) and isinstance(busy, list) and len(plain) == len(busy):
        for a, b in zip(plain, busy):
            yield from _leaf_pairs(a, b, key, top)
    elif type(plain) is type(busy) and not isinstance(plain, (dict, list)) and plain != busy:
        yield top, key, plain, busy


#: Produced value -> value with distractors, keyed ``(kind, JSON of the value)``; text values are
#: also kept under the kind ``*`` (a string is specific enough to follow whatever parameter it feeds).
ValueMap = dict[tuple[str, str], Any]
_ANY = "*"


def _learn(mapping: ValueMap, spec: ToolSpec | None, plain: str, busy: str) -> None:
    produces = spec.produces if spec is not None else {}
    for top, key, old, new in _leaf_pairs(_decode(plain), _decode(busy), "", ""):
        kind = produces.get(top) or produces.get(".")
        mapping[(kind or f"key:{key}", json.dumps(old))] = new
        if isinstance(old, str) and len(old) > 1:
            mapping[(_ANY, json.dumps(old))] = new


def _swap(value: Any, kinds: Sequence[str], mapping: ValueMap) -> Any:
    if isinstance(value, list):
        return [_swap(item, kinds, mapping) for item in value]
    for kind in [*kinds, _ANY]:
        key = (kind, json.dumps(value))
        if key in mapping:
            return mapping[key]
    return value


def _rebased_call(call: ToolCall, spec: ToolSpec | None, mapping: ValueMap) -> ToolCall:
    if spec is None or not mapping:
        return call
    params = {p.name: p for p in spec.params}
    arguments = {**dict(zip((p.name for p in spec.params), call.args)), **call.arguments}
    changed = {}
    for name, value in arguments.items():
        param = params.get(name)
        kinds = [k for k in (param.kind if param else None, f"key:{name}") if k]
        new = _swap(value, kinds, mapping)
        if new != value:
            changed[name] = new
    if not changed:
        return call
    return ToolCall(name=call.name, arguments={**arguments, **changed})


def rebase_gold(scenario: Scenario) -> Scenario:
    """Rewrite gold arguments that name ids which move once distractors exist (see module doc).

    The scenario is replayed twice, without and with its long context; when a gold argument
    equals a value an earlier call produced without distractors (and that value differs with
    them), it is replaced by the value produced with them. Numbers only replace arguments of the
    same kind as the produced field (a ticket id feeds ticket ids, not priorities); texts, being
    specific, replace any argument (a disk usage figure written into a file). The replays are the
    scenario's cached gold tracks (:func:`sandbox.judge.gold.gold_track`) up to the first
    argument replaced.
    """
    if scenario.long_context is None:
        return scenario
    plain_scenario = scenario.model_copy(update={"long_context": None})
    single = all(_one_call(text) for turn in scenario.turns for text in turn.ground_truth)
    plain_outputs = _gold_outputs(plain_scenario) if single else []
    busy_outputs = _gold_outputs(scenario) if single else []
    plain = None if single else build_toolbox(plain_scenario)
    busy = None if single else build_toolbox(scenario)
    specs = tool_specs(scenario)
    mapping: ValueMap = {}
    ran: list[ToolCall] = []  # the gold calls so far, as written
    turns = []
    for turn in scenario.turns:
        gold = []
        for text in turn.ground_truth:
            call = parse_prompt(text)[0]
            spec = specs.get(call.name)
            moved = _rebased_call(call, spec, mapping)
            if busy is None and moved is not call:  # the replays part here: run the calls so far with distractors
                busy = build_toolbox(scenario)
                for earlier in ran:
                    busy.execute(earlier)
            before = plain.execute(call).output if plain is not None else plain_outputs[len(ran)]
            after = busy.execute(moved).output if busy is not None else busy_outputs[len(ran)]
            ran.append(call)
            _learn(mapping, spec, before, after)
            gold.append(text if moved is call else str(moved))
        turns.append(turn.model_copy(update={"ground_truth": gold}))
    return scenario.model_copy(update={"turns": turns})


def _one_call(text: str) -> bool:
    try:
        return len(parse_prompt(text)) == 1
    except ParseError:
        return False


def _gold_outputs(scenario: Scenario) -> list[str]:
    """Every result of the scenario's gold, in order, from its cached gold track (the same as replaying it here)."""
    return [output for turn in gold_track(scenario, execute_strings).turns for output in turn.outputs]


def apply_long_context(scenario: Scenario, size: int) -> Scenario:
    """Switch on native distractors of ``size`` items and rebase the gold onto them."""
    return rebase_gold(scenario.model_copy(update={"long_context": LongContext(size=size)}))


