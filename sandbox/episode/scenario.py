"""The scenario schema: what an episode is made of, versioned and JSON-serialisable.

A scenario names its domains with their initial configurations, a list of turns (each with user
messages, possibly none, and the ground-truth calls of that turn, possibly none), functions held
out until a given turn, functions excluded altogether, a seed, a frozen clock, a compatibility
profile and free metadata. Suites are JSONL files, one scenario per line.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from datetime import datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, ValidationInfo, field_validator, model_validator

from sandbox.episode.calls import ToolCall
from sandbox.episode.memo import ByIdentity
from sandbox.episode.parsing import parse_prompt
from sandbox.episode.perturb import SurfaceChange
from sandbox.tools.context import DEFAULT_CLOCK, EpisodeContext, LongContext, Profile
from sandbox.tools.errors import ParseError, ScenarioFileError
from sandbox.tools.output import write_atomic

SCHEMA_VERSION = 1


class Message(BaseModel):
    """A message of the simulated user."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    role: Literal["user"] = "user"
    content: str


def _parse_gold(texts: list[str]) -> tuple[ToolCall, ...]:
    calls = []
    for text in texts:
        parsed = parse_prompt(text)
        if len(parsed) != 1:
            raise ParseError("bad_shape", f"gold {text[:60]!r} is not exactly one call")
        calls.append(parsed[0])
    return tuple(calls)


#: Parsed gold calls per ground-truth list object (scenarios never change their lists).
_GOLD_CALLS = ByIdentity(_parse_gold, capacity=1 << 16)


class Turn(BaseModel):
    """One user turn and its ground truth.

    ``ground_truth`` holds call strings in prompt syntax (``"cd(folder='docs')"``); an empty list
    means the model should not be able to complete the turn (it should ask or abstain).
    ``expected_errors`` lists the indices of ground-truth calls whose error result is intended.
    ``withheld`` lists the values a later turn's gold needs that the user has not given yet (a
    turn whose right answer is to ask for them): in the ``native`` profile, a call of this turn
    that passes one of them before the conversation showed it guesses it, and fails the turn.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    messages: list[Message] = Field(default_factory=list)
    ground_truth: list[str] = Field(default_factory=list)
    expected_errors: list[int] = Field(default_factory=list)
    withheld: list[str | int | float] = Field(default_factory=list)

    @field_validator("ground_truth")
    @classmethod
    def _calls_parse(cls, value: list[str], info: ValidationInfo) -> list[str]:
        if isinstance(info.context, dict) and info.context.get("lenient_gold"):
            return value  # imported data whose gold may be broken; the validator reports it
        try:
            _GOLD_CALLS(value)  # parsed once, here, for every episode of the scenario (see calls)
            return value
        except ParseError:
            pass  # find the string at fault and say what is wrong with it
        for index, text in enumerate(value):
            try:
                calls = parse_prompt(text)
            except ParseError as err:
                raise ValueError(f"ground_truth[{index}] {text[:60]!r}: {err.message}") from None
            if len(calls) != 1:
                raise ValueError(f"ground_truth[{index}] must be exactly one call, found {len(calls)}")
        return value

    def calls(self) -> list[ToolCall]:
        """The ground-truth calls of this turn, parsed (once per gold list: treat the calls as read-only).

        Raises:
            ParseError: A call string does not parse (only possible in leniently imported data).
        """
        return list(_GOLD_CALLS(self.ground_truth))

    def parsed_calls(self) -> list[ToolCall] | None:
        """:meth:`calls`, or ``None`` when the gold does not parse (leniently imported data)."""
        try:
            return self.calls()
        except ParseError:
            return None

    @property
    def text(self) -> str:
        """All user text of the turn, joined."""
        return "\n".join(m.content for m in self.messages)


class Scenario(BaseModel):
    """A multi-turn scenario.

    Args:
        id: Stable id with a version suffix for toolsim's own scenarios (``fs_cleanup_v1``).
        category: ``base``, ``miss_param``, ``miss_func``, ``long_context`` or ``composite``.
        domains: Domain name (or alias) -> initial configuration.
        turns: The user turns, in order.
        held_out: Function name -> index of the turn from which it is offered (absent before).
        excluded: Functions never offered in this scenario.
        seed: Seed of every random stream of the episode.
        clock: The episode's frozen "now".
        profile: ``bfcl`` or ``native``.
        long_context: Distracting state to inject, or ``None``.
        metadata: Free data (graph path, persona, source...).
        surface: How the tools are shown, if changed by a suite transform (renamed, reworded,
            joined by distractors); gold, held-out and excluded functions then use the shown names.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    schema_version: Literal[1] = 1
    id: str = Field(min_length=1)
    category: str = "base"
    domains: dict[str, dict[str, Any]] = Field(min_length=1)
    turns: list[Turn] = Field(min_length=1)
    held_out: dict[str, int] = Field(default_factory=dict)
    excluded: list[str] = Field(default_factory=list)
    seed: int = 0
    clock: datetime = DEFAULT_CLOCK
    profile: Profile = "native"
    long_context: LongContext | None = None
    metadata: dict[str, Any] = Field(default_factory=dict)
    surface: SurfaceChange | None = None

    @model_validator(mode="after")
    def _turn_indices(self) -> Scenario:
        for name, turn in self.held_out.items():
            if not 0 <= turn < len(self.turns):
                raise ValueError(f"held_out[{name!r}] = {turn} is not a turn index (0..{len(self.turns) - 1})")
        for index, turn_ in enumerate(self.turns):
            for err in turn_.expected_errors:
                if not 0 <= err < len(turn_.ground_truth):
                    raise ValueError(f"turns[{index}].expected_errors: {err} is not a ground-truth index")
        return self

    def context(self) -> EpisodeContext:
        """A fresh episode context for this scenario."""
        return EpisodeContext(seed=self.seed, clock=self.clock, profile=self.profile, long_context=self.long_context)

    def offered(self, turn: int, all_functions: Iterable[str]) -> frozenset[str]:
        """The functions offered to the model at a turn: all minus excluded minus still held out."""
        hidden = set(self.excluded) | {name for name, start in self.held_out.items() if turn < start}
        return frozenset(name for name in all_functions if name not in hidden)

    def added_at(self, turn: int) -> list[str]:
        """The held-out functions that become available at this turn."""
        return sorted(name for name, start in self.held_out.items() if start == turn and start > 0)


def _field(loc: tuple[int | str, ...]) -> str:
    text = ""
    for part in loc:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else str(part))
    return text or "<scenario>"


def parse_scenario_line(line: str, source: str = "<string>", lineno: int = 1) -> Scenario:
    """Parse one JSONL line into a scenario.

    Raises:
        ScenarioFileError: Invalid JSON or an invalid field; the message names file, line and field.
    """
    try:
        data = json.loads(line)
    except json.JSONDecodeError as err:
        raise ScenarioFileError(f"{source}:{lineno}: invalid JSON at column {err.colno}: {err.msg}") from None
    except (ValueError, RecursionError) as err:
        raise ScenarioFileError(f"{source}:{lineno}: unreadable JSON: {str(err)[:120]}") from None
    if not isinstance(data, dict):
        raise ScenarioFileError(f"{source}:{lineno}: a scenario must be a JSON object")
    try:
        return Scenario.model_validate(data)
    except ValidationError as err:
        first = err.errors()[0]
        more = f" (and {err.error_count() - 1} more)" if err.error_count() > 1 else ""
        ident = data.get("id", "?")
        raise ScenarioFileError(
            f"{source}:{lineno}: scenario {ident!r}: field {_field(first['loc'])}: {first['msg']}{more}"
        ) from None


def iter_scenarios(path: Path) -> Iterator[Scenario]:
    """Yield the scenarios of a JSONL file; blank lines and ``//`` comment lines are skipped.

    Raises:
        ScenarioFileError: The file is missing or a line is malformed (file, line and field named).
    """
    for lineno, line in _lines(path):
        if line.strip() and not line.lstrip().startswith("//"):
            yield parse_scenario_line(line, str(path), lineno)


def _lines(path: Path) -> Iterator[tuple[int, str]]:
    try:
        handle = path.open("rb")
    except OSError as err:
        raise ScenarioFileError(f"{path}: cannot read: {err.strerror}") from None
    with handle:
        for lineno, raw in enumerate(handle, 1):
            try:
                yield lineno, raw.decode("utf-8")
            except UnicodeDecodeError:
                raise ScenarioFileError(f"{path}:{lineno}: not UTF-8 text") from None


def load_scenarios(path: Path) -> list[Scenario]:
    """All scenarios of a JSONL file, with unique ids.

    Raises:
        ScenarioFileError: As :func:`iter_scenarios`, or a duplicate id.
    """
    seen: dict[str, int] = {}
    scenarios = []
    for lineno, line in _lines(path):
        if not line.strip() or line.lstrip().startswith("//"):
            continue
        scenario = parse_scenario_line(line, str(path), lineno)
        if scenario.id in seen:
            raise ScenarioFileError(f"{path}:{lineno}: duplicate scenario id {scenario.id!r} (first on line {seen[scenario.id]})")
        seen[scenario.id] = lineno
        scenarios.append(scenario)
    return scenarios


def dump_scenarios(scenarios: Iterable[Scenario], path: Path) -> None:
    """Write scenarios as JSONL (one compact line each, defaults omitted), whole or not at all.

    Raises:
        OSError: The file could not be written (``filename`` names it); an existing one is unchanged.
    """
    write_atomic(path, "".join(scenario.model_dump_json(exclude_defaults=True) + "\n" for scenario in scenarios))
