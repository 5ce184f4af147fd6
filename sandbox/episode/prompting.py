"""The words toolsim says to a model: the prompt-mode system prompt and the messages it adds.

All of it is toolsim's own text. In FC mode the tools travel in the provider's ``tools`` field and
no system prompt is added; in prompt mode the system prompt explains the call format and lists the
functions as JSON.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from sandbox.episode.calls import CallResult, ToolCall
from sandbox.episode.client import Mode
from sandbox.episode.memo import ByIdentity

PROMPT_SYSTEM = """You are an assistant that completes tasks by calling functions.

When a function call is needed, answer with nothing but a Python-style list of calls with keyword
arguments, for example:
[function_one(name='value', count=2), function_two(flag=True)]

Rules:
- Use only the functions listed below, with their exact parameter names.
- Arguments must be plain literal values: strings, numbers, True/False/None, lists and dicts.
- After each answer you will see the results of your calls. Keep calling functions until the
  user's request for this turn is fully done; then answer in plain words without any call.
- If no listed function fits, or a required value is missing from the conversation, do not guess:
  say so in plain words (without any call) so the user can help.

Available functions (JSON):
{functions}
"""

MORE_FUNCTIONS = "More functions are available to you now. Please carry on with my earlier request."


def function_docs(tools: Sequence[dict[str, Any]]) -> str:
    """The JSON listing of tools for the prompt-mode system prompt.

    The text is ``json.dumps([t["function"] for t in tools], indent=1, ensure_ascii=False)``,
    assembled from each function's own listing (indented JSON is encoded in pure Python, and the
    same functions appear in many tool sets), which is rendered once per function object.
    """
    if not tools:
        return "[]"
    return "[\n" + ",\n".join(_listing(t["function"]) for t in tools) + "\n]"


def _render_listing(function: Any) -> str:
    """One function's listing as an item of the indented list (every line one space in)."""
    return " " + json.dumps(function, indent=1, ensure_ascii=False).replace("\n", "\n ")


#: Each function's listing, rendered once per function object.
_listing = ByIdentity(_render_listing, capacity=4096)


def system_prompt(tools: Sequence[dict[str, Any]]) -> str:
    """The prompt-mode system prompt for a set of tools (OpenAI tool schemas)."""
    return PROMPT_SYSTEM.format(functions=function_docs(tools))


def more_functions_message(mode: Mode, added: Sequence[dict[str, Any]]) -> str:
    """The synthetic user message of a turn that adds held-out functions back."""
    if mode == "prompt":
        return f"{MORE_FUNCTIONS}\n\nNew functions (JSON):\n{function_docs(added)}"
    return MORE_FUNCTIONS


def results_message(results: Sequence[CallResult]) -> str:
    """Prompt mode: the results of one step, fed back as a single user message.

    The text is ``json.dumps`` of ``[{"call": ..., "result": ...}, ...]`` with ``indent=1``, put
    together here from encoded strings (indented ``json.dumps`` runs the pure-Python encoder).
    """
    if not results:
        return "Function results:\n[]"
    items = [f' {{\n  "call": {_STRING.encode(str(r.call))},\n  "result": {_STRING.encode(r.output)}\n }}'
             for r in results]
    return "Function results:\n[\n" + ",\n".join(items) + "\n]"


_STRING = json.JSONEncoder(ensure_ascii=False)


def assistant_message(text: str | None, tool_calls: list[dict[str, Any]] | None) -> dict[str, Any]:
    """The assistant message recorded in the conversation for a response."""
    message: dict[str, Any] = {"role": "assistant", "content": text or ""}
    if tool_calls:
        message["tool_calls"] = tool_calls
    return message


def tool_messages(results: Sequence[CallResult], ids: Sequence[str]) -> list[dict[str, Any]]:
    """FC mode: one tool message per call result."""
    return [
        {"role": "tool", "tool_call_id": call_id, "name": r.call.name, "content": r.output}
        for r, call_id in zip(results, ids)
    ]


def fed_back(mode: Mode, text: str | None, calls: Sequence[ToolCall], results: Sequence[CallResult],
             turn: int, step: int) -> list[dict[str, Any]]:
    """The messages that record a response with calls and bring their results back, in order.

    FC mode: the assistant message with its tool calls (ids the model gave, else made from turn,
    step and position), then one tool message per result; prompt mode: the assistant's text, then
    one user message listing the results.
    """
    if mode != "fc":
        return [assistant_message(text, None), {"role": "user", "content": results_message(results)}]
    ids = [c.id or f"call_{turn}_{step}_{i}" for i, c in enumerate(calls)]
    tool_calls = [{"id": i, "type": "function", "function": {"name": c.name, "arguments": json.dumps(c.arguments)}}
                  for i, c in zip(ids, calls)]
    return [assistant_message(text, tool_calls), *tool_messages(results, ids)]
