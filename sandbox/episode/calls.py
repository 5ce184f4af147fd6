"""Tool calls and their results."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

CallStatus = Literal["ok", "tool_error", "rejected", "crashed"]


def format_call(name: str, arguments: dict[str, Any], sep: str = ", ", args: Sequence[Any] = ()) -> str:
    """Render a call in prompt syntax, e.g. ``cd(folder='docs')``.

    >>> format_call("ls", {"a": True})
    'ls(a=True)'
    >>> format_call("cd", {}, args=["docs"])
    "cd('docs')"
    """
    parts = [repr(v) for v in args] + [f"{k}={v!r}" for k, v in arguments.items()]
    return f"{name}({sep.join(parts)})"


def call_key(call: ToolCall) -> str:
    """What makes two calls the same call: name and arguments, of the same types (``1``, ``1.0`` and ``True`` differ).

    Calls with equal keys run alike; ``==`` alone would take ``f(x=1)`` for ``f(x=1.0)``, whose
    results may differ. Keyword order counts too (at worst two equal calls are told apart).
    """
    return repr((call.name, call.arguments, call.args))


class ToolCall(BaseModel):
    """One call: a function name, keyword arguments and, rarely, positional ones (JSON values).

    Positional arguments are bound to the tool's parameters in order, as Python would; BFCL's
    ground truth uses them in a few places.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str
    arguments: dict[str, Any] = Field(default_factory=dict)
    args: list[Any] = Field(default_factory=list)
    id: str | None = None

    def __str__(self) -> str:
        return format_call(self.name, self.arguments, args=self.args)


class CallResult(BaseModel):
    """What executing (or refusing) one call gave.

    ``status`` is ``ok`` (the tool ran), ``tool_error`` (the tool reported an error to the model),
    ``rejected`` (nothing was executed: unknown function, bad arguments, not offered) or ``crashed``
    (a bug in a tool; the episode is marked errored). ``error`` is a short machine-readable class,
    ``flags`` notes things worth knowing that did not stop execution.
    """

    model_config = ConfigDict(extra="forbid")

    call: ToolCall
    output: str
    status: CallStatus
    error: str | None = None
    detail: str | None = None
    flags: list[str] = Field(default_factory=list)
    mutated: bool = False
