r"""Turn model output into :class:`~sandbox.episode.calls.ToolCall` objects, without evaluating anything.

Prompt mode reads text such as ``[cd(folder='docs'), ls(a=True)]``. Like BFCL's decoder it strips
backticks and wraps a bare call in brackets; it also takes the calls out of a fenced code block
(with or without a language tag) or from the first ``[`` to the last ``]`` of surrounding prose.
The text is parsed with :mod:`ast` and only literal values are accepted: strings, numbers
(including negative ones), booleans, ``None``, and lists, tuples and dicts of those.

FC mode reads OpenAI-style ``tool_calls`` whose ``arguments`` are JSON text (or already a dict).

Both raise :class:`~sandbox.tools.errors.ParseError` and nothing else.

>>> [str(c) for c in parse_prompt("```python\\n[cd(folder='docs'), ls(a=True)]\\n```")]
["cd(folder='docs')", 'ls(a=True)']
>>> parse_prompt("ls()")[0].name
'ls'
"""

from __future__ import annotations

import ast
import json
import math
import re
import threading
from collections import OrderedDict
from collections.abc import Iterator
from typing import Any

from sandbox.episode.bounds import has_surrogate
from sandbox.episode.calls import ToolCall
from sandbox.tools.errors import ParseError
from sandbox.tools.types import fresh_copy

MAX_CHARS = 200_000
MAX_CALLS = 64
MAX_DEPTH = 64
MAX_NODES = 100_000

_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
_FENCE = re.compile(r"```[A-Za-z0-9_+-]*[ \t]*\n?(.*?)```", re.DOTALL)
# Linear time on any input: an identifier character directly followed by "(" (prose puts a space there).
_CALL_HINT = re.compile(r"[A-Za-z0-9_]\(")
MAX_INT = 2**63


def check_number(value: Any) -> Any:
    """Refuse values that cannot be shown or serialised canonically (huge integers, inf, NaN, lone surrogates)."""
    if isinstance(value, bool):
        return value
    if isinstance(value, str):
        if has_surrogate(value):
            raise ParseError("bad_text", "a string is not valid Unicode (it holds a lone surrogate)")
        return value
    if isinstance(value, int) and abs(value) >= MAX_INT:
        raise ParseError("non_literal", "integer literal too large (limit 2**63)")
    if isinstance(value, float) and not math.isfinite(value):
        raise ParseError("non_literal", "numbers must be finite")
    return value


def check_name(name: object, what: str) -> str:
    """Accept a plain identifier that is not private or a dunder; raise :class:`ParseError` otherwise."""
    if not isinstance(name, str) or not _NAME.fullmatch(name):
        raise ParseError("bad_name", f"{what} {str(name)[:80]!r} is not a plain identifier")
    if name.startswith("_"):
        raise ParseError("bad_name", f"{what} {name!r} may not start with an underscore")
    return name


def _preview(node: ast.AST) -> str:
    """A short rendering of a refused expression (deep expressions cannot always be unparsed)."""
    try:
        return ast.unparse(node)[:80]
    except (RecursionError, ValueError):
        return type(node).__name__


class _Literals:
    """Convert an AST expression into a Python literal, with bounds on depth and size."""

    def __init__(self) -> None:
        self.nodes = 0

    def value(self, node: ast.expr, depth: int = 0) -> Any:
        self.nodes += 1
        if depth > MAX_DEPTH or self.nodes > MAX_NODES:
            raise ParseError("too_deep", "argument value is nested too deeply or is too large")
        if isinstance(node, ast.Constant):
            if node.value is None or isinstance(node.value, (str, bool, int, float)):
                return check_number(node.value)
            raise ParseError("non_literal", f"unsupported constant {type(node.value).__name__}")
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
            operand = node.operand
            number = operand.value if isinstance(operand, ast.Constant) else None
            if isinstance(number, (int, float)) and not isinstance(number, bool):
                return check_number(-number if isinstance(node.op, ast.USub) else number)
            raise ParseError("non_literal", "a sign may only precede a number")
        if isinstance(node, (ast.List, ast.Tuple)):
            return [self.value(item, depth + 1) for item in node.elts]
        if isinstance(node, ast.Dict):
            result: dict[Any, Any] = {}
            for key, val in zip(node.keys, node.values):
                if key is None:
                    raise ParseError("non_literal", "** unpacking is not allowed in a dict")
                k = self.value(key, depth + 1)
                if isinstance(k, (list, dict)):
                    raise ParseError("non_literal", "a dict key must be a string or number")
                result[k] = self.value(val, depth + 1)
            return result
        raise ParseError("non_literal", f"only literal values are allowed, not {_preview(node)!r}")


def _call(node: ast.expr, literals: _Literals) -> ToolCall:
    if not isinstance(node, ast.Call):
        raise ParseError("bad_shape", f"expected a function call, found {_preview(node)!r}")
    if not isinstance(node.func, ast.Name):
        raise ParseError("bad_name", f"{_preview(node.func)!r} is not a plain function name")
    name = check_name(node.func.id, "function name")
    positional = []
    for arg_node in node.args:
        if isinstance(arg_node, ast.Starred):
            raise ParseError("bad_shape", f"{name}(): * unpacking is not allowed")
        positional.append(literals.value(arg_node))
    arguments: dict[str, Any] = {}
    for keyword in node.keywords:
        if keyword.arg is None:
            raise ParseError("bad_shape", f"{name}(): ** unpacking is not allowed")
        arg = check_name(keyword.arg, "argument name")
        if arg in arguments:
            raise ParseError("bad_shape", f"{name}(): argument {arg!r} given twice")
        arguments[arg] = literals.value(keyword.value)
    return ToolCall(name=name, arguments=arguments, args=positional)


def _parse_list(text: str) -> list[ToolCall]:
    """Parse one candidate: a call, or a bracketed list of calls."""
    text = text.strip().strip("`").strip()
    if not text.startswith("["):
        text = "[" + text
    if not text.endswith("]"):
        text = text + "]"
    try:
        tree = ast.parse(text, mode="eval")
    except (SyntaxError, ValueError, MemoryError, RecursionError, OverflowError) as err:
        raise ParseError("syntax", f"not a list of calls: {str(err)[:120]}") from None
    body = tree.body
    items = body.elts if isinstance(body, (ast.List, ast.Tuple)) else [body]
    if len(items) > MAX_CALLS:
        raise ParseError("too_long", f"more than {MAX_CALLS} calls in one response")
    literals = _Literals()
    try:
        return [_call(item, literals) for item in items]
    except RecursionError:
        raise ParseError("too_deep", "expression nested too deeply") from None


def _candidates(text: str) -> Iterator[str]:
    yield text
    for block in _FENCE.findall(text):
        yield block
    start, end = text.find("["), text.rfind("]")
    if 0 <= start < end:
        yield text[start : end + 1]


def parse_prompt(text: str) -> list[ToolCall]:
    """Parse prompt-mode model output into calls (an empty list for ``[]``).

    Short texts seen before (gold call strings, a model repeating itself) are answered from a
    bounded cache, with fresh copies of the calls, so callers may keep or change what they get.

    Raises:
        ParseError: The text holds no parseable list of calls; ``kind`` is ``no_call`` for plain
            prose and a more specific class when something call-like was found but refused.
    """
    if not isinstance(text, str) or len(text) > _CACHED_CHARS:
        return _parse_prompt(text)
    with _CACHE_LOCK:
        known = _CACHE.get(text)
        if known is not None:
            _CACHE.move_to_end(text)
    if known is None:
        try:
            known = tuple(_parse_prompt(text))
        except ParseError as err:
            known = err
        with _CACHE_LOCK:
            _CACHE[text] = known
            while len(_CACHE) > _CACHE_SIZE:
                _CACHE.popitem(last=False)
    if isinstance(known, ParseError):
        raise ParseError(known.kind, known.message)
    return [ToolCall.model_construct(name=c.name, arguments=fresh_copy(c.arguments), args=fresh_copy(c.args), id=c.id)
            for c in known]


_CACHE_SIZE = 8192
_CACHED_CHARS = 2000
_CACHE: OrderedDict[str, tuple[ToolCall, ...] | ParseError] = OrderedDict()
_CACHE_LOCK = threading.Lock()


def _parse_prompt(text: str) -> list[ToolCall]:
    if not isinstance(text, str):
        raise ParseError("bad_shape", "model output is not text")
    if len(text) > MAX_CHARS:
        raise ParseError("too_long", f"output of {len(text)} characters exceeds the {MAX_CHARS} limit")
    if "\x00" in text:
        raise ParseError("syntax", "output contains NUL bytes")
    first: ParseError | None = None
    for candidate in _candidates(text):
        try:
            return _parse_list(candidate)
        except ParseError as err:
            if first is None or (first.kind == "syntax" and err.kind != "syntax"):
                first = err
    assert first is not None
    if not _CALL_HINT.search(text):
        raise ParseError("no_call", "the output contains no function call")
    raise first


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def _fc_arguments(name: str, raw: Any) -> dict[str, Any]:
    if raw is None or raw == "":
        return {}
    if isinstance(raw, str):
        if len(raw) > MAX_CHARS:
            raise ParseError("too_long", f"{name}(): arguments exceed {MAX_CHARS} characters")
        try:
            raw = json.loads(raw, parse_constant=_no_constant)
        except (ValueError, RecursionError) as err:
            raise ParseError("syntax", f"{name}(): arguments are not valid JSON: {str(err)[:120]}") from None
    if not isinstance(raw, dict):
        raise ParseError("bad_shape", f"{name}(): arguments must be a JSON object")
    literals = _Literals()
    for arg in raw:
        check_name(arg, "argument name")
    return {arg: _json_value(value, literals) for arg, value in raw.items()}


def _json_value(value: Any, literals: _Literals, depth: int = 0) -> Any:
    literals.nodes += 1
    if depth > MAX_DEPTH or literals.nodes > MAX_NODES:
        raise ParseError("too_deep", "argument value is nested too deeply or is too large")
    if value is None or isinstance(value, (str, bool, int, float)):
        return check_number(value)
    if isinstance(value, (list, tuple)):
        return [_json_value(v, literals, depth + 1) for v in value]
    if isinstance(value, dict):
        return {check_number(str(k)): _json_value(v, literals, depth + 1) for k, v in value.items()}
    raise ParseError("non_literal", f"unsupported argument value of type {type(value).__name__}")


def parse_fc(tool_calls: Any) -> list[ToolCall]:
    """Parse OpenAI-style ``tool_calls`` (a list of ``{"id", "function": {"name", "arguments"}}``).

    Plain ``{"name", "arguments"}`` items are accepted too.

    Raises:
        ParseError: The structure is not a list of well-formed calls.
    """
    if tool_calls is None:
        return []
    if not isinstance(tool_calls, list):
        raise ParseError("bad_shape", "tool_calls must be a list")
    if len(tool_calls) > MAX_CALLS:
        raise ParseError("too_long", f"more than {MAX_CALLS} calls in one response")
    calls: list[ToolCall] = []
    for item in tool_calls:
        if not isinstance(item, dict):
            raise ParseError("bad_shape", "each tool call must be an object")
        function = item.get("function", item)
        if not isinstance(function, dict):
            raise ParseError("bad_shape", "a tool call's 'function' must be an object")
        name = check_name(function.get("name"), "function name")
        call_id = item.get("id")
        calls.append(
            ToolCall(
                name=name,
                arguments=_fc_arguments(name, function.get("arguments")),
                id=call_id if isinstance(call_id, str) else None,
            )
        )
    return calls
