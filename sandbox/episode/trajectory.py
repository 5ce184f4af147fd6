"""The trajectory of an episode: a typed event log (a discriminated union on ``kind``).

A trajectory file is JSON Lines: the first line is the :class:`EpisodeStart` (which embeds the
whole scenario, so a trajectory replays on its own), then one event per line.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any, Literal, Union

from pydantic import (BaseModel, ConfigDict, Field, SerializerFunctionWrapHandler, TypeAdapter, ValidationError,
                      model_serializer)

from sandbox.episode.calls import CallResult, ToolCall
from sandbox.episode.scenario import Scenario
from sandbox.tools.errors import InputFileError
from sandbox.tools.files import json_lines
from sandbox.tools.output import write_atomic


class _Event(BaseModel):
    model_config = ConfigDict(extra="forbid")

    turn: int = 0


class EpisodeStart(_Event):
    """The episode begins."""

    kind: Literal["start"] = "start"
    scenario: Scenario
    suite: str
    trial: int = Field(ge=0, le=2**31 - 1)  # a trial index names files and seeds: no larger than a run makes
    model: str
    mode: str


class UserMessageEvent(_Event):
    """A user message was added (``synthetic`` for toolsim's own messages, e.g. more functions).

    A simulated user's answer within a turn (sandbox/episode/user.py) has the ``step`` of the model
    reply it answered and the ``user`` who said it; a turn's scripted messages have neither.
    """

    kind: Literal["user"] = "user"
    content: str
    synthetic: bool = False
    step: int | None = None
    user: str | None = None

    @model_serializer(mode="wrap")
    def _scripted_as_before(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        """A scripted message is written as before users could answer (no ``step``, no ``user``)."""
        data: dict[str, Any] = handler(self)
        if self.step is None and self.user is None:
            data.pop("step", None)
            data.pop("user", None)
        return data


class ToolsOffered(_Event):
    """The functions offered from this turn on (logged at the start and whenever they change)."""

    kind: Literal["tools"] = "tools"
    offered: list[str]
    added: list[str] = Field(default_factory=list)


class ModelEvent(_Event):
    """A model response (``decoded`` and ``decode_error`` as in :class:`~sandbox.episode.client.ModelResponse`)."""

    kind: Literal["model"] = "model"
    step: int
    text: str | None = None
    tool_calls: list[dict[str, Any]] | None = None
    decoded: list[str] | None = None
    decode_error: str | None = None
    input_tokens: int = 0
    output_tokens: int = 0
    cost: float = 0.0
    latency: float = 0.0
    request_key: str = ""


class ParsedEvent(_Event):
    """The calls parsed out of a response, or why none could be."""

    kind: Literal["parsed"] = "parsed"
    step: int
    calls: list[ToolCall] = Field(default_factory=list)
    parse_error: str | None = None
    parse_error_kind: str | None = None


class ResultEvent(_Event):
    """The result of executing one call."""

    kind: Literal["result"] = "result"
    step: int
    result: CallResult


class ModelErrorEvent(_Event):
    """The model endpoint failed after retries; the episode stops here."""

    kind: Literal["model_error"] = "model_error"
    step: int
    error_kind: str
    message: str
    request_key: str = ""


class TruncatedEvent(_Event):
    """A limit ended the turn: the per-turn step limit, or the conversation's size (which ends the episode)."""

    kind: Literal["truncated"] = "truncated"
    steps: int
    ends_episode: bool
    reason: Literal["steps", "conversation"] = "steps"


class VerdictEvent(_Event):
    """The checker's verdict for a turn."""

    kind: Literal["verdict"] = "verdict"
    verdict: dict[str, Any]


class EpisodeEnd(_Event):
    """The episode ended."""

    kind: Literal["end"] = "end"
    passed: bool
    error_class: str | None = None


Event = Annotated[
    Union[
        EpisodeStart, UserMessageEvent, ToolsOffered, ModelEvent, ParsedEvent, ResultEvent,
        ModelErrorEvent, TruncatedEvent, VerdictEvent, EpisodeEnd,
    ],
    Field(discriminator="kind"),
]
EVENT_ADAPTER: TypeAdapter[Event] = TypeAdapter(Event)


def write_trajectory(events: list[Event], path: Path) -> None:
    """Write a trajectory atomically (a temporary file renamed into place, removed on an error).

    Raises:
        OSError: The file could not be written (``filename`` names it).
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(path, "".join(event.model_dump_json() + "\n" for event in events), durable=False)


def load_trajectory(path: Path) -> list[Event]:
    """Read a trajectory file back into typed events.

    The embedded scenario is read as it was run: gold that does not parse (imported BFCL data, where
    a few gold calls raise in BFCL itself) is kept as written, as the run kept it.

    Raises:
        InputFileError: The file cannot be read, is empty, or a line is not a trajectory event
            (file and line named).
    """
    events: list[Event] = []
    for lineno, data in json_lines(path):
        try:
            events.append(EVENT_ADAPTER.validate_python(data, context={"lenient_gold": True}))
        except ValidationError as err:
            first = err.errors()[0]
            where = ".".join(str(part) for part in first["loc"]) or "event"
            raise InputFileError(f"{path}:{lineno}: not a toolsim trajectory event ({where}: {first['msg']})") from None
    if not events:
        raise InputFileError(f"{path}: empty, not a toolsim trajectory")
    if not isinstance(events[0], EpisodeStart):
        raise InputFileError(f"{path}: not a toolsim trajectory (it does not begin with its 'start' event)")
    return events
