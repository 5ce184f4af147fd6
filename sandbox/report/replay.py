"""Replay a recorded trajectory: re-execute its calls on a fresh episode, turn by turn.

Shows the calls, their results and the state difference against gold after every turn, and
reports the first divergence between what was recorded and what re-execution gives (strict by
default: any differing result string counts). Each turn is judged again from the re-executed
calls, and a recorded verdict that says otherwise is reported (a trajectory is a file anyone can
edit: a forged "passed" does not pass). Also points at the first failing turn and step.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from sandbox.episode.bounds import was_cut
from sandbox.episode.calls import CallResult
from sandbox.judge.diff import diff_states
from sandbox.judge.gold import GoldTurn
from sandbox.episode.loop import build_toolbox, execute_strings
from sandbox.judge.native import TurnRecord, judge
from sandbox.judge.reading import RecordedReader
from sandbox.episode.scenario import Scenario
from sandbox.episode.trajectory import (
    EpisodeEnd, EpisodeStart, Event, ModelEvent, ParsedEvent, ResultEvent, VerdictEvent,
)
from sandbox.judge.values import same_value


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
    verdict: dict[str, Any] | None = None  # as recorded
    passed: bool | None = None  # judged again from the re-executed calls (None: not scored, or not judged)
    error_class: str | None = None  # of that judgement

    @property
    def forged(self) -> bool:
        """Whether the recorded verdict disagrees with the judgement of the re-executed turn.

        A turn skipped after the episode stopped was never judged: nothing to disagree with.
        """
        if self.verdict is None or self.verdict.get("skipped"):
            return False
        return self.verdict.get("passed") != self.passed


@dataclass
class ReplayReport:
    """Everything a replay found."""

    scenario_id: str
    turns: list[TurnReplay]
    divergence: Divergence | None
    first_failure: tuple[int, int, str] | None  # (turn, step, error class)
    unrecorded: list[int] = field(default_factory=list)  # turns replayed that have no recorded verdict
    ended: bool = True  # the trajectory holds its 'end' event

    @property
    def cut_short(self) -> str | None:
        """Why the recording is incomplete (a file cut short, or edited), or ``None`` when it is whole."""
        if not self.ended:
            turns = f"; no verdict recorded for turn(s) {', '.join(map(str, self.unrecorded))}" if self.unrecorded else ""
            return f"the trajectory stops before its 'end' event{turns}"
        if self.unrecorded:
            return f"no verdict recorded for turn(s) {', '.join(map(str, self.unrecorded))}"
        return None

    @property
    def forged(self) -> list[TurnReplay]:
        """The turns whose recorded verdict the re-execution does not bear out."""
        return [turn for turn in self.turns if turn.forged]


def _failure_step(turn: TurnReplay) -> int:
    bad = [step for step, r in turn.calls if r.status != "ok"]
    if bad:
        return bad[0]
    return turn.calls[-1][0] if turn.calls else 0


def _judge(scenario: Scenario, turn: TurnReplay, gold: GoldTurn, state: dict[str, Any], before: dict[str, Any],
           record: TurnRecord) -> None:
    """Judge a re-executed turn as the episode did; a turn the episode never got to is not judged."""
    same = same_value if scenario.profile == "native" else None
    turn.diff = [d.to_json() for d in diff_states(gold.state, state, same=same)]
    recorded = turn.verdict or {}
    if recorded.get("skipped"):
        turn.passed, turn.error_class = recorded.get("passed"), recorded.get("error_class")
        return
    reader = RecordedReader(recorded) if recorded.get("judged_by") else None  # the model judge's answers, as recorded
    verdict = judge(scenario, turn.turn, gold, state, before, record, reader=reader)
    turn.passed, turn.error_class = verdict.passed, verdict.error_class
    if verdict.passed is False and recorded.get("error_class") in ("model_error", "truncated"):
        turn.error_class = recorded["error_class"]  # the stop, or the limit, is the cause the episode named


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
    parse_errors: dict[int, int] = {}
    replies: dict[int, list[str]] = {}
    for event in events:
        if isinstance(event, ModelEvent):
            replies.setdefault(event.turn, []).append(event.text or "")
        elif isinstance(event, ResultEvent):
            by_turn.setdefault(event.turn, []).append(event)
        elif isinstance(event, VerdictEvent) and event.turn in turns:
            turns[event.turn].verdict = event.verdict
        elif isinstance(event, ParsedEvent) and event.parse_error is not None and event.parse_error_kind != "no_call":
            parse_errors[event.turn] = parse_errors.get(event.turn, 0) + 1
    last = len(scenario.turns) - 1 if upto is None else min(upto, len(scenario.turns) - 1)
    outputs: list[str] = []
    for index in range(last + 1):
        offered = scenario.offered(index, names)
        before = toolbox.projection()
        for event in by_turn.get(index, []):
            call = event.result.call
            if call.name == "<unparsed>":
                again = event.result  # nothing ran then, nothing runs now
            else:
                again = toolbox.execute(call, offered)
            turns[index].calls.append((event.step, again))
            outputs.append(again.output)
            recorded = event.result.output
            kept = not (was_cut(recorded) and recorded.startswith("…["))  # else the record was full: a mark only
            same = (again.output == recorded or not kept) if strict else again.status == event.result.status
            if divergence is None and not same:
                divergence = Divergence(index, event.step, str(call), event.result.output, again.output)
        played = execute_strings(gold, scenario.turns[index].ground_truth, None)
        turns[index].gold_outputs = [r.output for r in played]
        gold_turn = GoldTurn(outputs=tuple(turns[index].gold_outputs), state=gold.projection(), results=tuple(played))
        record = TurnRecord([result for _, result in turns[index].calls], list(outputs), replies.get(index, []), offered,
                            parse_errors.get(index, 0))
        _judge(scenario, turns[index], gold_turn, toolbox.projection(), before, record)
    first_failure = None
    for turn in turns.values():
        if turn.turn <= last and turn.passed is False:
            first_failure = (turn.turn, _failure_step(turn), str(turn.error_class))
            break
    unrecorded = [i for i in range(last + 1) if turns[i].verdict is None]
    ended = any(isinstance(event, EpisodeEnd) for event in events)
    return ReplayReport(scenario.id, [turns[i] for i in range(last + 1)], divergence, first_failure, unrecorded, ended)
