"""How a labelled trajectory is written down, played and judged.

A :class:`Case` names a real scenario of one of the own suites, the turns the model plays differently
from the gold (each a list of steps: a list of call strings is one step of calls, a string is a reply
in words), the turn the label is about, the label (``pass`` or ``fail``), its class and a one-line
reason. Every turn the case does not write is played as a careful model would: a turn with gold calls
makes them in one step and then says every value their results hold; a turn whose gold is empty asks
for what is missing (a request without a held-back value's) or says it cannot (a held-out function's).

The verdict of a case is ``pass`` when every turn of the episode passes, and ``fail`` when the turn the
case is about fails (a ``fail`` case whose episode fails elsewhere only is judged wrong for the wrong
reason, and reported as ``misjudged``). A turn whose gold calls were all refused says so instead of "Done.".
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any, Literal, Union

from sandbox.episode.config import EpisodeResult, execute_strings
from sandbox.episode.loop import run_episode
from sandbox.episode.scenario import Scenario
from sandbox.judge.gold import gold_track
from sandbox.judge.said import only_error
from sandbox.judge.values import decoded
from sandbox.models.scripted import ScriptedModel, Step
from sandbox.run.suites import load_suite
from scenarios.variants import build_suite

Label = Literal["pass", "fail"]
Steps = list[Union[str, list[str]]]
SUITES = ("base", "miss_param", "miss_func", "long_context", "composite")
KNOWN = Path(__file__).with_name("KNOWN_MISJUDGED.txt")

#: What a careful model says on a turn whose gold is empty, by why it is empty.
ASK = "I need one more detail before I can do that: which value should I use? Please tell me."
CANNOT = "Sorry, I cannot do that: none of the functions I have here can do it."
#: The padding the long-context variants add to results (past prices, logs, likes): a careful model leaves it out.
PADDING = frozenset({"history", "metadata", "activity", "other_dates", "balance_history", "liked_by", "route", "service_log"})


@dataclass(frozen=True)
class Case:
    """One labelled trajectory.

    Args:
        name: Unique within its suite; the case id is ``suite/name``.
        suite: One of :data:`SUITES`.
        scenario: The scenario id in that suite (without the suite's ``__kind`` suffix).
        turn: The turn the label is about.
        label: ``pass`` or ``fail``.
        kind: The class of the case (the summary's rows).
        reason: One line: why the label is right.
        turns: The turns played other than the careful default: turn index -> steps.
    """

    name: str
    suite: str
    scenario: str
    turn: int
    label: Label
    kind: str
    reason: str
    turns: dict[int, Steps] = field(default_factory=dict)

    @property
    def id(self) -> str:
        """``suite/name``."""
        return f"{self.suite}/{self.name}"

    @property
    def scenario_id(self) -> str:
        """The scenario's id in its suite."""
        return self.scenario if self.suite == "base" else f"{self.scenario}__{self.suite}"


@cache
def _bases() -> dict[str, Scenario]:
    return {s.id: s for s in load_suite("base")}


@cache
def _variant(suite: str, base: str) -> Scenario:
    """One scenario of a derived suite, built from its base as the suite builds it (not the whole suite)."""
    if suite == "base":
        return _bases()[base]
    built = build_suite(suite, [_bases()[base]])
    if not built:
        raise KeyError(f"{base} has no {suite} variant")
    return built[0]


def scenario_of(case: Case) -> Scenario:
    """The case's scenario (a missing one is a broken case: KeyError names it)."""
    scenario = _variant(case.suite, case.scenario)
    if scenario.id != case.scenario_id:
        raise KeyError(f"{case.id}: built {scenario.id}, not {case.scenario_id}")
    return scenario


def say(output: str) -> str:
    """A result as a careful model says it: every value with the key it stands under, padding aside."""
    try:
        value = json.loads(output)
    except ValueError:
        return output
    return "; ".join(_said(value, "")) or output


def _said(value: Any, key: str) -> Iterator[str]:
    if isinstance(value, dict):
        for name, item in value.items():
            if name not in PADDING:
                yield from _said(item, name)
    elif isinstance(value, list) and all(not isinstance(item, (dict, list)) for item in value):
        yield f"{key}: {', '.join(str(item) for item in value)}" if key else ", ".join(str(i) for i in value)
    elif isinstance(value, list):
        for item in value:
            yield from _said(item, key)
    else:
        yield f"{key}: {value}" if key else str(value)


def _gold_outputs(scenario: Scenario) -> dict[int, list[str]]:
    """The gold's result strings per turn (the gold twin the judge replays once and keeps)."""
    track = gold_track(scenario, execute_strings)
    return {i: list(turn.outputs) for i, turn in enumerate(track.turns)}


def default_turn(scenario: Scenario, index: int) -> Steps:
    """What a careful model does at a turn the case does not write (see the module doc)."""
    turn = scenario.turns[index]
    if not turn.ground_truth:
        return [ASK if turn.withheld else CANNOT]
    outputs = _gold_outputs(scenario).get(index, [])
    refused = outputs and all(only_error(decoded(output)) for output in outputs)
    opening = "That did not go through. " if refused else "Done. "  # no "Done." where every call was refused
    return [list(turn.ground_truth), opening + " ".join(f"[{say(o)}]" for o in outputs)]



def script(case: Case) -> list[list[Step]]:
    """The case's whole script: its turns, the careful default elsewhere."""
    scenario = scenario_of(case)
    if any(i >= len(scenario.turns) for i in case.turns) or case.turn >= len(scenario.turns):
        raise ValueError(f"{case.id}: the scenario has {len(scenario.turns)} turns")
    return [list(case.turns[i]) if i in case.turns else list(default_turn(scenario, i))
            for i in range(len(scenario.turns))]


@dataclass(frozen=True)
class Judged:
    """A case as the judge saw it: the verdict, and each turn's pass and error class."""

    case: Case
    verdict: Label | Literal["misjudged"]
    turns: list[tuple[bool | None, str | None]]

    @property
    def right(self) -> bool:
        """Whether the judge's verdict is the label."""
        return self.verdict == self.case.label


def verdict_of(case: Case, result: EpisodeResult) -> Label | Literal["misjudged"]:
    """``pass``: every turn passed; ``fail``: the case's turn failed; else ``misjudged``."""
    if all(t.passed is not False for t in result.turns) and result.passed:
        return "pass"
    if case.turn < len(result.turns) and result.turns[case.turn].passed is False:
        return "fail"
    return "misjudged"


def judge_case(case: Case) -> Judged:
    """Play the case's script on its scenario in-process and judge it with the real episode loop."""
    scenario = scenario_of(case)
    result, _events = asyncio.run(run_episode(scenario, ScriptedModel({scenario.id: script(case)})))
    return Judged(case, verdict_of(case, result), [(t.passed, t.error_class) for t in result.turns])


_JUDGED: dict[str, Judged] = {}


def judged(case: Case) -> Judged:
    """:func:`judge_case`, once per case id and process (the test and the docs' check share the episodes)."""
    if case.id not in _JUDGED:
        _JUDGED[case.id] = judge_case(case)
    return _JUDGED[case.id]


def known_misjudged() -> dict[str, str]:
    """The cases the judge is known to get wrong for now: case id -> the verdict it gives."""
    if not KNOWN.exists():
        return {}
    known = {}
    for line in KNOWN.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            ident, _, verdict = line.partition(" ")
            known[ident] = verdict.strip()
    return known


#: The suites in the order the cases are listed.
SUITE_ORDER = ("base", "miss_param", "miss_func", "long_context", "composite")


def all_cases() -> list[Case]:
    """Every case of every suite's module, in suite order."""
    from tests.judge import (cases_base, cases_composite, cases_fresh, cases_fresh2, cases_fresh3, cases_fresh4,
                             cases_fresh5, cases_fresh6, cases_fresh7, cases_fresh8, cases_fresh9, cases_fresh10, cases_fresh11,
                             cases_fresh12, cases_fresh13, cases_fresh14,
                             cases_long_context, cases_miss_func, cases_miss_param)

    modules = (cases_base, cases_miss_param, cases_miss_func, cases_long_context, cases_composite)
    cases = [case for module in modules for case in module.CASES]
    for fresh in (cases_fresh, cases_fresh2, cases_fresh3, cases_fresh4, cases_fresh5, cases_fresh6,
                  cases_fresh7, cases_fresh8, cases_fresh9, cases_fresh10, cases_fresh11, cases_fresh12,
                  cases_fresh13, cases_fresh14):
        cases += sorted(fresh.CASES, key=lambda case: SUITE_ORDER.index(case.suite))
    seen: set[str] = set()
    for case in cases:
        if case.id in seen:
            raise ValueError(f"two cases are named {case.id}")
        seen.add(case.id)
    return cases


def maker(suite: str) -> Any:
    """A short constructor of the cases of one suite: ``(name, scenario, turn, label, kind, reason, turns)``."""
    def case(name: str, scenario: str, turn: int, label: Label, kind: str, reason: str,
             turns: dict[int, Steps] | None = None) -> Case:
        return Case(name, suite, scenario, turn, label, kind, reason, dict(turns or {}))
    return case
