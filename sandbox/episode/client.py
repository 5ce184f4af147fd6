"""The model-client protocol and the request/response types the episode runner exchanges with it."""

from __future__ import annotations

import hashlib
import json
from typing import Any, Literal, Protocol

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr

from sandbox.episode.scenario import Scenario

Mode = Literal["fc", "prompt"]
ErrorKind = Literal[
    "timeout", "rate_limit", "server", "client", "connection", "bad_response", "auth", "not_found", "unknown"
]

#: Errors that every request of the run would hit (credentials refused, no such model): they stop
#: the run instead of being recorded against each episode, so the run can be resumed once fixed.
FATAL_KINDS: frozenset[str] = frozenset({"auth", "not_found"})


_ENCODER = json.JSONEncoder(sort_keys=True, ensure_ascii=False)  # built once: json.dumps builds one per call
_string = json.encoder.encode_basestring  # a JSON string as _ENCODER writes it (C)


def _json(value: Any) -> str:
    return _ENCODER.encode(value)


def message_hash(message: dict[str, Any]) -> str:
    """The content hash of one chat message."""
    role, content = message.get("role"), message.get("content")
    if len(message) == 2 and type(role) is str and type(content) is str:  # most messages: what _json gives, sooner
        text = f'{{"content": {_string(content)}, "role": {_string(role)}}}'
    else:
        text = _json(message)
    return hashlib.sha256(text.encode()).hexdigest()


def tools_digest(tools: list[dict[str, Any]]) -> str:
    """The content hash of a tool list."""
    return hashlib.sha256(_json(tools).encode()).hexdigest()


def request_key(mode: str, tools_hash: str, message_hashes: list[str]) -> str:
    """Combine the hashes of what a model sees into one key (each message is hashed only once)."""
    digest = hashlib.sha256(mode.encode())
    digest.update(tools_hash.encode())
    for item in message_hashes:
        digest.update(item.encode())
    return digest.hexdigest()


class RequestKeys:
    """The request key of a growing conversation, kept current message by message.

    Equal to :func:`request_key` over the same hashes, but a key costs the same whatever the
    conversation's length: the digest of the prefix is kept and extended, and taken again from the
    start only when the tools change (which a scenario does a few times at most).

    >>> keys = RequestKeys("fc")
    >>> keys.add("a1"); keys.add("b2")
    >>> keys.key("tools") == request_key("fc", "tools", ["a1", "b2"])
    True
    """

    def __init__(self, mode: str) -> None:
        self.mode = mode
        self.hashes: list[str] = []
        self._tools: str | None = None
        self._digest: Any = None  # hashlib's object for the current tools and every hash so far

    def add(self, message_hash: str) -> None:
        """Append one message's hash."""
        self.hashes.append(message_hash)
        if self._digest is not None:
            self._digest.update(message_hash.encode())

    def key(self, tools_hash: str) -> str:
        """The key of the conversation so far with the tools of ``tools_hash``."""
        if self._digest is None or tools_hash != self._tools:
            self._digest = hashlib.sha256(self.mode.encode())
            self._digest.update(tools_hash.encode())
            for item in self.hashes:
                self._digest.update(item.encode())
            self._tools = tools_hash
        return str(self._digest.copy().hexdigest())


class ModelRequest(BaseModel):
    """One query: the conversation so far and, in FC mode, the tools offered."""

    model_config = ConfigDict(extra="forbid")

    messages: list[dict[str, Any]]
    tools: list[dict[str, Any]] = Field(default_factory=list)
    mode: Mode = "fc"
    scenario_id: str = ""
    turn: int = 0
    step: int = 0
    trial: int = 0
    _key: str | None = PrivateAttr(default=None)  # set by the episode that built the request

    def key(self) -> str:
        """A content hash of what the model sees (messages, tools, mode), for caches and replay.

        A request built by an episode carries its key, computed as the conversation grew (the
        same value); it stands even when the request was built without its messages (see
        :func:`reads_messages`).
        """
        if self._key is not None:
            return self._key
        return request_key(self.mode, tools_digest(self.tools), [message_hash(m) for m in self.messages])


class ModelResponse(BaseModel):
    """What a model answered: text and/or OpenAI-style tool calls, plus usage.

    ``decoded`` carries calls already decoded into call strings (BFCL result files): each string is
    parsed on its own, and one that does not parse is answered with an error result for that call
    alone, as bfcl-eval does when it executes such a string. ``decode_error`` marks a step of a
    result file that could not be decoded at all: it is recorded as a parse error and skipped.
    """

    model_config = ConfigDict(extra="forbid")

    text: str | None = None
    tool_calls: list[dict[str, Any]] | None = None
    decoded: list[str] | None = None
    decode_error: str | None = None
    input_tokens: int = 0
    output_tokens: int = 0
    cost: float = 0.0
    latency: float = 0.0
    cached: bool = False


class ModelError(Exception):
    """The model endpoint failed (after retries): the episode is recorded as a model error.

    Args:
        kind: ``timeout``, ``rate_limit``, ``server``, ``client``, ``connection``, ``bad_response``,
            ``auth``, ``not_found`` or ``unknown``. The kinds in :data:`FATAL_KINDS` stop the run.
        message: One line for the person reading the results.
    """

    def __init__(self, kind: ErrorKind, message: str) -> None:
        super().__init__(message)
        self.kind = kind
        self.message = message

    @property
    def fatal(self) -> bool:
        """Whether this error stops the whole run (see :data:`FATAL_KINDS`)."""
        return self.kind in FATAL_KINDS


class EpisodeModel(Protocol):
    """The model as one episode sees it."""

    async def complete(self, request: ModelRequest) -> ModelResponse:
        """Answer one request."""
        ...


def reads_messages(client: object) -> bool:
    """Whether a client reads a request's messages (unless it declares ``reads_messages = False``).

    The oracle, scripted and replayed models do not, so they get requests without messages:
    copying the conversation for every request costs time in its length, a square over an episode.
    """
    return bool(getattr(client, "reads_messages", True))


def answers_from_memory(client: object) -> bool:
    """Whether a client declares ``in_process = True`` (it answers without I/O; see :class:`ModelClient`)."""
    return bool(getattr(client, "in_process", False))


class ModelClient(Protocol):
    """A model: gives an :class:`EpisodeModel` per episode (oracle and scripted models need the scenario)."""

    name: str
    # A client may also set ``max_concurrency`` (an int) to cap the episodes run at once with it,
    # and ``in_process = True`` when it answers from memory, without I/O: no request timeout then,
    # and the runner writes each finished episode on the event loop rather than in a thread;
    # ``reads_messages = False`` when it never reads a request's messages (see reads_messages).

    def episode(self, scenario: Scenario, trial: int) -> EpisodeModel:
        """The model for one episode of ``scenario``."""
        ...

    async def close(self) -> None:
        """Release resources (servers, connections)."""
        ...
