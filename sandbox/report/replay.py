"""Replay a recorded trajectory: re-execute its calls on a fresh episode, turn by turn.

Shows the calls, their results and the state difference against gold after every turn, and
reports the first divergence between what was recorded and what re-execution gives (strict by
default: any differing result string counts). Also points at the first failing turn and step.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from sandbox.episode.bounds import was_cut
from sandbox.episode.calls import CallResult
from sandbox.episode.diff import diff_states
from sandbox.episode.loop import build_toolbox, execute_strings
from sandbox.episode.trajectory import EpisodeStart, Event, ResultEvent, VerdictEvent


@dataclass
class Divergence:
    """Where re-execution first differed from the recording."""

    turn: int
    step: int
    call: str
    recorded: str
    replayed: str


@dataclass
class TurnReplay:
    """One replayed turn."""

    turn: int
    calls: list[tuple[int, CallResult]] = field(default_factory=list)
    gold_outputs: list[str] = field(default_factory=list)
    diff: list[dict[str, Any]] = field(default_factory=list)
    verdict: dict[str, Any] | None = None


@dataclass
class ReplayReport:
    """Everything a replay found."""

    scenario_id: str
    turns: list[TurnReplay]
    divergence: Divergence | None
    first_failure: tuple[int, int, str] | None  # (turn, step, error class)


def _failure_step(turn: TurnReplay) -> int:
    bad = [step for step, r in turn.calls if r.status != "ok"]
    if bad:
        return bad[0]
    return turn.calls[-1][0] if turn.calls else 0


def replay(events: list[Event], *, strict: bool = True, upto: int | None = None) -> ReplayReport:
    """Re-execute a trajectory's recorded calls on a fresh episode and compare.

    Args:
        events: The trajectory (its first event is the :class:`EpisodeStart`).
        strict: Compare result strings exactly; when false only the call status must agree.
        upto: Stop after this turn index.
    """
    start = events[0]
    if not isinstance(start, EpisodeStart):
        raise ValueError("a trajectory starts with its 'start' event")
    scenario = start.scenario
    toolbox, gold = build_toolbox(scenario), build_toolbox(scenario)
    names = sorted(toolbox.tools)
    turns = {i: TurnReplay(turn=i) for i in range(len(scenario.turns))}
    divergence: Divergence | None = None
    by_turn: dict[int, list[ResultEvent]] = {}
    for event in events:
        if isinstance(event, ResultEvent):
            by_turn.setdefault(event.turn, []).append(event)
        elif isinstance(event, VerdictEvent):
            turns[event.turn].verdict = event.verdict
    last = len(scenario.turns) - 1 if upto is None else min(upto, len(scenario.turns) - 1)
    for index in range(last + 1):
        offered = scenario.offered(index, names)
        for event in by_turn.get(index, []):
            call = event.result.call
            if call.name == "<unparsed>":
                again = event.result  # nothing ran then, nothing runs now
            else:
                again = toolbox.execute(call, offered)
            turns[index].calls.append((event.step, again))
            recorded = event.result.output
            kept = not (was_cut(recorded) and recorded.startswith("…["))  # else the record was full: a mark only
            same = (again.output == recorded or not kept) if strict else again.status == event.result.status
            if divergence is None and not same:
                divergence = Divergence(index, event.step, str(call), event.result.output, again.output)
        turns[index].gold_outputs = [r.output for r in execute_strings(gold, scenario.turns[index].ground_truth, None)]
        turns[index].diff = [d.to_json() for d in diff_states(gold.projection(), toolbox.projection())]
    first_failure = None
    for index in range(last + 1):
        verdict = turns[index].verdict
        if verdict and verdict.get("passed") is False:
            first_failure = (index, _failure_step(turns[index]), str(verdict.get("error_class")))
            break
    return ReplayReport(scenario.id, [turns[i] for i in range(last + 1)], divergence, first_failure)
