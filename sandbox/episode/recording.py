"""How an episode reads a model's reply, and what its trajectory records of replies, calls and results.

The episode runs on what the model sent; the trajectory stores it cut to the limits of
:mod:`sandbox.episode.bounds` (each cut marked), and a reply holding lone surrogates, which
cannot be written as UTF-8, is recorded cleaned and treated as a parse error.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from sandbox.episode.bounds import (
    MAX_CALL_CHARS,
    MAX_EPISODE_CHARS,
    MAX_RESPONSE_CHARS,
    clean_unicode,
    clip,
    clip_strings,
    cut_nesting,
)
from sandbox.episode.calls import CallResult, ToolCall
from sandbox.episode.client import ModelResponse

#: What a model replies: a response, an OpenAI-style assistant message, or prompt-mode text.
Action = ModelResponse | Mapping[str, Any] | str


def as_response(action: Action) -> ModelResponse:
    """An action as the episode reads it: an assistant message (``content``, ``tool_calls``) or text.

    A malformed call in the list is the model's mistake, judged as a parse error of its step; so is
    a structure nested deeper than :data:`~sandbox.episode.bounds.MAX_NESTING` levels (cut there).

    Raises:
        TypeError: The action is not a response, a mapping or a string (the caller's mistake).
        ValueError: ``tool_calls`` is not a list of objects (the caller's mistake).
    """
    if isinstance(action, ModelResponse):
        return action
    if isinstance(action, str):
        return ModelResponse(text=action)
    if not isinstance(action, Mapping):
        raise TypeError("an action is a ModelResponse, an assistant message (a mapping) or text (a str), "
                        f"not {type(action).__name__}")
    content = cut_nesting(action.get("content"))
    if content is not None and not isinstance(content, str):  # content parts: keep their text
        parts = content if isinstance(content, list) else [content]
        content = "".join(str(p.get("text", "")) if isinstance(p, dict) else str(p) for p in parts)
    calls = action.get("tool_calls") or None
    if calls is not None and not (isinstance(calls, list) and all(isinstance(c, dict) for c in calls)):
        raise ValueError(f"an action's tool_calls must be a list of objects, not {type(calls).__name__}")
    return ModelResponse(text=content, tool_calls=cut_nesting(calls))


_RAW = json.JSONEncoder(ensure_ascii=False)  # strings as they are, lone surrogates included


def cleaned(response: ModelResponse) -> tuple[ModelResponse, bool]:
    """The response with lone surrogates replaced, and whether there were any (a parse error)."""
    fields = {"text": response.text, "tool_calls": response.tool_calls, "decoded": response.decoded}
    try:  # the usual case, checked in C: the fields encode as UTF-8, so there is no lone surrogate in them
        _RAW.encode(fields).encode("utf-8")
        return response, False
    except (TypeError, ValueError):  # (UnicodeEncodeError is a ValueError) a surrogate, or not JSON: look closer
        pass
    clean, invalid = clean_unicode(fields)
    return (response.model_copy(update=clean) if invalid else response), invalid


def recorded_text(response: ModelResponse) -> tuple[str | None, list[dict[str, Any]] | None]:
    """The text and tool calls of a reply as recorded (each cut to :data:`MAX_RESPONSE_CHARS`)."""
    text = clip(response.text, MAX_RESPONSE_CHARS) if response.text else response.text
    tool_calls, _ = clip_strings(response.tool_calls, MAX_RESPONSE_CHARS)
    return text, tool_calls


def bounded_call(call: ToolCall) -> ToolCall:
    """A call as recorded: string arguments cut to :data:`MAX_CALL_CHARS`."""
    flat = all(type(v) is not dict and type(v) is not list and (type(v) is not str or len(v) <= MAX_CALL_CHARS)
               for v in call.arguments.values())
    if flat and not call.args:
        return call  # the common case: flat keyword arguments that fit
    (arguments, args), cut = clip_strings([call.arguments, call.args], MAX_CALL_CHARS)
    return call.model_copy(update={"arguments": arguments, "args": args}) if cut else call


class Recorder:
    """Counts what an episode recorded, so that its record stays under :data:`MAX_EPISODE_CHARS`."""

    def __init__(self) -> None:
        self.chars = 0

    def result(self, result: CallResult) -> CallResult:
        """A result as recorded: its call bounded, and only a mark once the episode's record is full."""
        call = bounded_call(result.call)
        flags = result.flags + ["arguments_cut"] if call is not result.call else result.flags
        self.chars += len(result.output) + len(str(call))
        output = result.output if self.chars <= MAX_EPISODE_CHARS else clip(result.output, 0)
        if call is result.call and output is result.output:
            return result
        return result.model_copy(update={"call": call, "output": output, "flags": flags})
