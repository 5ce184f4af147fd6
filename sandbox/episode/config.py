"""What an episode runs with and gives back: its configuration, its result record, its toolbox."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from sandbox.episode.calls import CallResult, ToolCall
from sandbox.judge.checker import TurnVerdict
from sandbox.episode.client import Mode
from sandbox.episode.execution import Toolbox, unparsed_result
from sandbox.judge.gold import build_toolbox as build_toolbox  # re-exported: its home was here
from sandbox.judge.metrics import CallMetrics
from sandbox.episode.parsing import parse_prompt
from sandbox.episode.scenario import Scenario
from sandbox.tools.context import Profile
from sandbox.tools.errors import ParseError


class EpisodeConfig(BaseModel):
    """How episodes are run.

    Args:
        mode: ``fc`` (provider tool calls) or ``prompt`` (calls written as text).
        max_steps: The per-turn step limit. As in BFCL, the limit fires when more than this many
            executing steps happened in one turn. In the ``bfcl`` profile it ends the episode; in
            ``native`` it truncates the turn and the episode goes on.
        request_timeout: Seconds one model request may take before it counts as a model error.
        doc_overrides: Tool name -> the schema to show instead of toolsim's (``--docs bfcl``).
        user: Who answers a reply that would end a turn (``--user``, sandbox/episode/user.py):
            ``scripted`` (nobody: the script goes on), ``reactive``, or a model string.
    """

    model_config = ConfigDict(extra="forbid")

    mode: Mode = "fc"
    max_steps: int = Field(default=20, ge=1)
    request_timeout: float = Field(default=120.0, gt=0)
    doc_overrides: dict[str, dict[str, Any]] = Field(default_factory=dict)
    user: str = Field(default="scripted", min_length=1)


class EpisodeResult(BaseModel):
    """One line of ``results.jsonl``: the outcome of one episode (schema documented in docs/results.md)."""

    model_config = ConfigDict(extra="forbid")

    scenario_id: str
    suite: str
    category: str
    trial: int
    passed: bool
    error_class: str | None = None
    error_turn: int | None = None
    turn_accuracy: float
    turns: list[TurnVerdict]
    steps: int = 0
    input_tokens: int = 0
    output_tokens: int = 0
    cost: float = 0.0
    latency: float = 0.0
    latencies: list[float] = Field(default_factory=list)  # each model answer's, in order (absent in older lines)
    not_offered_calls: int = 0
    model_error: str | None = None
    trajectory: str = ""
    status: Literal["finished", "errored"] = "finished"
    metrics: CallMetrics | None = None  # absent in results written before toolsim counted them
    domains: list[str] = Field(default_factory=list)  # the scenario's, sorted (absent in older lines)


def parse_strings(texts: list[str], profile: Profile) -> list[ToolCall | CallResult]:
    """Parse call strings one by one: their calls, in order, and for a string that does not parse its error result."""
    items: list[ToolCall | CallResult] = []
    for text in texts:
        try:
            calls = parse_prompt(text)
        except ParseError as err:
            items.append(unparsed_result(text, err.message, profile))
            continue
        items += calls or [unparsed_result(text, "no call in the string", profile)]
    return items


def execute_strings(toolbox: Toolbox, texts: list[str], offered: frozenset[str] | None) -> list[CallResult]:
    """Parse and run call strings one by one; a string that does not parse gets an error result of its own."""
    return [item if isinstance(item, CallResult) else toolbox.execute(item, offered)
            for item in parse_strings(texts, toolbox.profile)]
