"""Gold validation ("gold CI"): is every scenario's ground truth sound?

For every scenario the ground truth is replayed on a fresh episode and these checks run (severity
in brackets; ``toolsim validate --strict`` treats warnings as errors, and toolsim's own suites must
pass it; notices never fail):

- ``gold_parse`` [error]: a gold call string does not parse into exactly one call.
- ``gold_error`` [error]: a gold call failed (a tool error the turn does not list in
  ``expected_errors``, a refused call, a crash).
- ``expected_error_missing`` [error]: a call listed in ``expected_errors`` succeeded.
- ``not_offered`` [error]: a gold call uses a function that is held out or excluded at that turn.
- ``no_effect`` [error]: a turn's gold neither changes the observable state nor produces an output
  (an output is a successful result holding some non-empty value, or an expected error).
- ``do_nothing_passes`` [error]: a model that never calls anything passes the checker.
- ``holdout_not_needed`` [error]: a holdout turn's gold calls none of the functions it re-adds;
  ``holdout_unused`` [warning]: it leaves some of them uncalled; ``holdout_elementary`` [error]: a
  held-out function is elementary arithmetic (:func:`scenarios.arithmetic.elementary_call`: an
  elementary function, or a whole power a person multiplies out), which a model answers in words
  without a tool.
- ``untraced_literal`` [warning]: a literal argument cannot be traced to the user text so far, the
  initial configuration, an earlier gold output or the tool's documentation
  (:mod:`scenarios.validate_trace`; BFCL issue #1367 is this class of defect).
- ``value_not_withheld`` [warning]: in a miss_param scenario, the follow-up turn supplies no value
  of the gold that the earlier user text did not already give; ``withheld_shown`` [error]: every
  value it supplies was already shown before it, in the user's text or an earlier gold result
  (the test the native judge applies, :func:`sandbox.judge.native.shown`), so acting on the
  request was possible and a model that guesses is not guessing; ``optional_withheld`` [error]:
  every value it supplies fills an optional parameter and the gold, run without them, still
  does what was asked (it succeeds and changes the state), so acting on the request was right;
  ``withheld_readable`` [error]: a read the request turn offers, with arguments the model knows,
  shows a held-back value and no other candidate (:mod:`scenarios.validate_readable`), so a
  model that looks it up and acts is right.
- ``substitute`` [error]: in a scenario that holds functions out, the functions still offered at
  the request can do what a held-out call does (same state, or the same values returned), so the
  held-out function is not needed (:mod:`scenarios.validate_needed`).
- ``unknown_config_key`` [warning]: a configuration key the domain does not read;
  ``uninvolved_config`` [warning]: configuration for a domain the scenario does not use.
- ``stale_path`` [warning]: the recorded graph path (``graph_path``, or BFCL's ``path``) names a
  function that the scenario's domains do not have.
- ``id_version`` [warning]: a native scenario id without a version suffix (``..._v1``).
- ``original_name`` [error]: a suite transform renamed a tool, yet a description or a user message
  still names it by its real name; ``invented_field`` [error]: a reworded description names a
  field, parameter or function the tool's own documentation does not
  (:mod:`scenarios.validate_surface`).
- ``context_unseen`` [error]: a scenario of toolsim's long-context suites, at the default size or
  larger, whose gold never sees a distractor (its members are chosen to see them,
  :mod:`scenarios.membership`); ``context_unseen_note`` [notice]: the same where nothing is
  promised (BFCL's data; a smaller size, where a folder may get no distractor file);
  ``context_excluded_seen`` [warning]:
  a base scenario marked out of long context whose gold would see distractors;
  ``context_reason`` [error]: its reason is unknown or its gold contradicts it
  (:mod:`scenarios.validate_context`).
- ``unneeded_read`` [notice]: a read before a state change of its turn whose values no later gold
  call takes (:mod:`scenarios.validate_notes`). A notice is printed but never fails validation.
- ``bad_scenario`` [error]: the scenario's domains cannot be instantiated; ``load`` [error]: the
  suite could not be loaded or built.
"""

from __future__ import annotations

import asyncio
import json
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from sandbox.episode.calls import CallResult
from sandbox.episode.config import execute_strings
from sandbox.episode.execution import Toolbox
from sandbox.episode.loop import build_toolbox
from sandbox.episode.parsing import parse_prompt
from sandbox.episode.scenario import Scenario
from sandbox.judge.gold import GoldTrack, domains_of, gold_track
from sandbox.tools.errors import ParseError, RegistryError
from sandbox.tools.registry import DOMAINS
from scenarios.arithmetic import elementary_call
from scenarios.validate_needed import gold_calls, substitutes
from scenarios.validate_context import context_unseen, excluded_findings, unseen_check
from scenarios.validate_idle import idle_episode_passes
from scenarios.validate_notes import unneeded_reads
from scenarios.validate_readable import readable_withheld
from scenarios.validate_surface import invented_fields, original_names
from scenarios.validate_trace import Sources, untraced_arguments
from scenarios.validate_withheld import check_withheld

Severity = Literal["error", "warning", "notice"]

#: check -> (severity, what it means).
CHECKS: dict[str, tuple[Severity, str]] = {
    "load": ("error", "the suite could not be loaded or built"),
    "bad_scenario": ("error", "the scenario's domains cannot be instantiated"),
    "gold_parse": ("error", "a gold call does not parse into exactly one call"),
    "gold_error": ("error", "a gold call failed and the scenario does not expect it"),
    "expected_error_missing": ("error", "a gold call marked as an expected error succeeded"),
    "not_offered": ("error", "a gold call uses a function not offered at its turn"),
    "no_effect": ("error", "a gold turn changes no state and produces no output"),
    "do_nothing_passes": ("error", "a model that never calls anything passes"),
    "holdout_not_needed": ("error", "a holdout turn's gold calls none of the functions it re-adds"),
    "holdout_elementary": ("error", "a held-out function is elementary arithmetic a model needs no tool for"),
    "holdout_unused": ("warning", "a holdout turn's gold leaves a re-added function uncalled"),
    "untraced_literal": ("warning", "a literal argument no earlier text, config, output or doc explains"),
    "value_not_withheld": ("warning", "a miss_param follow-up supplies no value the request lacked"),
    "unknown_config_key": ("warning", "a configuration key the domain does not read"),
    "uninvolved_config": ("warning", "configuration for a domain the scenario does not use"),
    "stale_path": ("warning", "the recorded graph path names a function the scenario's domains lack"),
    "id_version": ("warning", "a native scenario id without a version suffix"),
    "withheld_shown": ("error", "a miss_param follow-up only supplies values the conversation already showed"),
    "withheld_readable": ("error", "a read the miss_param request offers shows a held-back value unambiguously"),
    "optional_withheld": ("error", "a miss_param follow-up only supplies a value for an optional parameter"),
    "substitute": ("error", "a held-out function can be replaced by the functions still offered"),
    "context_unseen": ("error", "a long-context member whose gold never sees the distractors"),
    "context_unseen_note": ("notice", "the same, in BFCL's data or below the default size"),
    "context_excluded_seen": ("warning", "a scenario marked out of long context whose gold would see distractors"),
    "context_reason": ("error", "a no_long_context reason that is unknown or that the gold contradicts"),
    "unneeded_read": ("notice", "a read before a change that no later gold call takes a value from"),
    "original_name": ("error", "a renamed tool's real name is left in a text the model is shown"),
    "invented_field": ("error", "a reworded description names a field its tool does not have"),
}
_ID = re.compile(r"^[a-z0-9]+(?:_[a-z0-9]+)*_v\d+(?:__(?:miss_param|miss_func|long_context|composite))?$")


@dataclass(frozen=True)
class Finding:
    """One problem found in one scenario."""

    suite: str
    scenario: str
    check: str
    message: str
    turn: int | None = None

    @property
    def severity(self) -> Severity:
        """``error`` or ``warning``, from :data:`CHECKS`."""
        return CHECKS[self.check][0]

    def __str__(self) -> str:
        where = f" turn {self.turn}" if self.turn is not None else ""
        return f"{self.suite} {self.scenario}{where}: [{self.check}] {self.message}"


@dataclass
class SuiteReport:
    """The findings of one suite."""

    suite: str
    scenarios: int = 0
    findings: list[Finding] = field(default_factory=list)

    def count(self, severity: Severity) -> int:
        """How many findings of a severity."""
        return sum(f.severity == severity for f in self.findings)

    def by_check(self) -> Counter[str]:
        """Findings per check."""
        return Counter(f.check for f in self.findings)

    def failed(self, strict: bool = False) -> bool:
        """Whether the suite fails validation (any error; with ``strict``, any warning too; never a notice)."""
        return self.count("error") > 0 or (strict and self.count("warning") > 0)


def has_content(value: object) -> bool:
    """Whether a decoded value holds something: a non-empty value anywhere inside it."""
    if isinstance(value, dict):
        return any(has_content(v) for v in value.values())
    if isinstance(value, list):
        return any(has_content(v) for v in value)
    return value is not None and value != ""


def informative(output: str) -> bool:
    """Whether a result says something: some non-empty value (``{"diff_lines": ""}`` says nothing)."""
    try:
        return has_content(json.loads(output))
    except json.JSONDecodeError:
        return output.strip() not in ("", "None", "[]", "{}")


def _last_line(text: str | None) -> str:
    """The last non-empty line (of a traceback: the exception), shortened."""
    lines = [line for line in (text or "").strip().splitlines() if line.strip()]
    return lines[-1][:200] if lines else ""


class _Replay:
    """Replays one scenario's gold and collects findings along the way."""

    def __init__(self, scenario: Scenario, suite: str, replayed: Toolbox | GoldTrack) -> None:
        """``replayed`` is the scenario's gold track, or a fresh toolbox to replay it on."""
        self.scenario, self.suite = scenario, suite
        self.track = replayed if isinstance(replayed, GoldTrack) else None
        self.box = replayed if isinstance(replayed, Toolbox) else None
        self.tools = ({name: bound.spec for name, bound in self.box.tools.items()} if self.box is not None
                      else {name: spec for domain in domains_of(scenario) for name, spec in domain.tools.items()})
        self.findings: list[Finding] = []
        self.names = sorted(self.tools)
        self.sources = Sources()
        self.sources.add_config(scenario.domains)
        self.by_turn: list[list[str]] = []  # the gold results of each turn replayed so far

    @property
    def outputs(self) -> list[str]:
        """Every gold result replayed so far, in order."""
        return [output for turn in self.by_turn for output in turn]

    def add(self, check: str, message: str, turn: int | None = None) -> None:
        self.findings.append(Finding(self.suite, self.scenario.id, check, message, turn))

    def _state(self, turn: int) -> dict[str, Any]:
        """The state before turn ``turn`` (the initial one for 0), of the track or of the toolbox now."""
        if self.box is not None:
            return self.box.current_projection()  # (only the domains a change ran on are projected again)
        assert self.track is not None and self.track.initial is not None
        return self.track.turns[turn - 1].state if turn else self.track.initial

    def run(self) -> None:
        for index, turn in enumerate(self.scenario.turns):
            self.by_turn.append([])
            for message in turn.messages:
                self.sources.add_text(message.content)
            offered = self.scenario.offered(index, self.names)
            before = self._state(index)
            produced, reported = False, len(self.findings)
            for position, text in enumerate(turn.ground_truth):
                produced |= self.gold_call(index, position, text, offered)
            broken = any(f.check in ("gold_parse", "gold_error") for f in self.findings[reported:])
            if turn.ground_truth and not produced and not broken and self._state(index + 1) == before:
                self.add("no_effect", "the gold calls change no state and give no output", index)

    def gold_call(self, index: int, position: int, text: str, offered: frozenset[str]) -> bool:
        """Check one gold call and its result (the gold track's, or run on the toolbox here)."""
        try:
            calls = parse_prompt(text)
        except ParseError as err:
            self.add("gold_parse", f"call {position + 1} {text[:80]!r}: {err.message}", index)
            return False
        if len(calls) != 1:
            self.add("gold_parse", f"call {position + 1} {text[:80]!r} holds {len(calls)} calls", index)
            return False
        call = calls[0]
        spec = self.tools.get(call.name)
        if spec is not None and call.name not in offered:
            self.add("not_offered", f"call {position + 1} {call.name}() is held out or excluded here", index)
        for param, value in untraced_arguments(call, spec, self.sources):
            self.add("untraced_literal", f"{call.name}({param}=...): {value!r:.80} appears nowhere earlier", index)
        result = self.box.execute(call) if self.box is not None else self._replayed(index, position)
        self.sources.add_output(result.output)
        self.by_turn[-1].append(result.output)
        expected = position in self.scenario.turns[index].expected_errors
        if result.status == "ok":
            if expected:
                self.add("expected_error_missing", f"call {position + 1} {call.name}() was expected to fail", index)
            return informative(result.output)
        if result.status == "tool_error" and expected:
            return True
        detail = _last_line(result.detail) or result.output[:200]
        self.add("gold_error", f"call {position + 1} {text[:80]}: {result.status}: {detail}", index)
        return False


    def _replayed(self, turn: int, position: int) -> CallResult:
        assert self.track is not None
        return self.track.turns[turn].results[position]


def _replayed(scenario: Scenario) -> Toolbox | GoldTrack:
    """The scenario's gold track (cached, shared with the other checks and the do-nothing episode), else a toolbox.

    The track serves when every gold string is one call (its results are then, one for one, what
    running the strings on a fresh toolbox gives) and its initial state is known; else the gold
    runs on a fresh toolbox. Either loads the domains (unless the track is cached: then a load
    of the same configurations succeeded before), so a configuration that does not load raises.
    """
    for turn in scenario.turns:
        for text in turn.ground_truth:
            try:
                if len(parse_prompt(text)) != 1:
                    return build_toolbox(scenario)
            except ParseError:
                return build_toolbox(scenario)
    track = gold_track(scenario, execute_strings)
    return track if track.initial is not None else build_toolbox(scenario)


def _check_holdouts(scenario: Scenario, add: _Replay) -> None:
    for start in sorted(set(scenario.held_out.values())):
        added = sorted(name for name, turn in scenario.held_out.items() if turn == start)
        calls = gold_calls(scenario.turns[start])
        if calls is None:
            continue  # reported as gold_parse
        for name in added:
            if any(elementary_call(name, call.arguments) for call in calls if call.name == name):
                add.add("holdout_elementary", f"holds out {name}, elementary arithmetic a model needs no tool for",
                        start)
        called = {call.name for call in calls}
        if not called & set(added):
            add.add("holdout_not_needed", f"re-adds {', '.join(added)} but its gold calls none of them", start)
        else:
            for name in added:
                if name not in called:
                    add.add("holdout_unused", f"re-adds {name} but its gold does not call it", start)


def _check_static(scenario: Scenario, add: _Replay) -> None:
    for name, config in scenario.domains.items():
        try:
            known = DOMAINS.get(name).known_config_keys()
        except RegistryError:
            continue
        unknown = sorted(set(config) - known)
        if unknown:
            add.add("unknown_config_key", f"{name}: {', '.join(unknown)} (known: {', '.join(sorted(known)) or 'none'})")
    unused = scenario.metadata.get("unused_config")
    if unused:
        add.add("uninvolved_config", f"configuration for {', '.join(map(str, unused))}, which the scenario does not use")
    path = scenario.metadata.get("graph_path") or scenario.metadata.get("bfcl_path") or []
    shown = scenario.surface.shown if scenario.surface else str  # the path names real functions
    stale = sorted({str(item) for item in path if shown(str(item).rsplit(".", 1)[-1]) not in add.tools})
    if stale:
        add.add("stale_path", f"names unknown functions: {', '.join(stale)}")
    if scenario.profile == "native" and not _ID.match(scenario.id):
        add.add("id_version", "expected a lowercase id ending in a version such as _v1")


def _check_surface(scenario: Scenario, add: _Replay) -> None:
    for where, name in original_names(scenario):
        add.add("original_name", f"{where} names {name}, which the model is shown under another name")
    for tool, term in invented_fields(scenario):
        add.add("invented_field", f"the description of {tool} names {term!r}, which its own documentation does not")


def validate_scenario(scenario: Scenario, suite: str = "") -> list[Finding]:
    """Replay one scenario's gold and run every check except ``do_nothing_passes``."""
    suite = suite or scenario.category
    try:
        replayed = _replayed(scenario)
    except Exception as exc:  # a broken config is a finding, not a crash of the validator
        return [Finding(suite, scenario.id, "bad_scenario", f"{type(exc).__name__}: {_last_line(str(exc))}")]
    replay = _Replay(scenario, suite, replayed)
    replay.run()
    _check_holdouts(scenario, replay)
    check_withheld(scenario, replay.tools, lambda check, message, turn: replay.add(check, message, turn), replay.by_turn)
    for turn, value, read in readable_withheld(scenario):
        replay.add("withheld_readable", f"{read} shows the held-back {value!r} and no other candidate", turn)
    _check_static(scenario, replay)
    _check_surface(scenario, replay)
    for turn, name, replacement in substitutes(scenario):
        replay.add("substitute", f"held-out {name} can be replaced by {replacement}", turn)
    if context_unseen(scenario, replay.outputs):
        replay.add(unseen_check(scenario), "every gold result is the same without the distractors")
    if "variant" not in scenario.metadata:  # a base scenario: is its long-context mark right?
        for check, message in excluded_findings(scenario):
            replay.add(check, message)
    for turn, call in unneeded_reads(scenario):
        replay.add("unneeded_read", f"{call[:80]} is read before a change, and no later gold call uses what it returns",
                   turn)
    return replay.findings


async def _do_nothing(scenarios: Sequence[Scenario]) -> list[str]:
    passing = []
    for scenario in scenarios:
        try:
            passed = await idle_episode_passes(scenario)
        except Exception:  # noqa: BLE001 - reported through bad_scenario by the replay
            continue
        if passed:
            passing.append(scenario.id)
    return passing


def do_nothing_passes(scenarios: Sequence[Scenario]) -> list[str]:
    """The ids of the scenarios that a model making no calls at all would pass (:mod:`scenarios.validate_idle`)."""
    return asyncio.run(_do_nothing(scenarios))


def validate_suite(suite: str, scenarios: Sequence[Scenario]) -> SuiteReport:
    """Validate every scenario of a suite."""
    report = SuiteReport(suite=suite, scenarios=len(scenarios))
    for scenario in scenarios:
        report.findings += validate_scenario(scenario, suite)
    for ident in do_nothing_passes(scenarios):
        report.findings.append(Finding(suite, ident, "do_nothing_passes", "a model that makes no call passes every turn"))
    return report
