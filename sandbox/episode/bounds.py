r"""What one episode may store: bounded sizes, and only valid Unicode.

A model controls much of what an episode records, and a few hundred kilobytes of its output can
make tools return megabytes (``cat`` of a big file, again and again) or states that differ from the
gold's in huge values. These bounds keep one call, one result and one episode record small enough
to write, read back and report; whatever is cut is marked in place (:data:`CUT_MARK`) so a reader
sees that it was.

Model output is also cleaned of lone UTF-16 surrogates (``"\ud800"`` in a provider's JSON): they
are not Unicode, cannot be written as UTF-8, and make the step a parse error.

>>> clip("abcdef", 4)
'abcd…[2 more characters cut by toolsim]'
>>> clip_value({"a": "x" * 50}, 20)
'{"a": "xxxxxxxxxxxxx…[39 more characters cut by toolsim]'
>>> clean_unicode({"k": ["ok", "bad \ud800"]})
({'k': ['ok', 'bad �']}, True)
>>> cut_nesting([[[1]], 2], 2)
[['…[nested deeper than 2 levels: cut by toolsim]'], 2]
"""

from __future__ import annotations

import json
from typing import Any

#: The text of one model response as recorded (what the model sees of its own output is not cut).
MAX_RESPONSE_CHARS = 250_000
#: One tool result string, as the model sees it and as it is recorded (BFCL's longest, a long-context
#: transaction history, is about 85,000 characters).
MAX_RESULT_CHARS = 200_000
#: The arguments of one call as recorded (each string value is cut to this length).
MAX_CALL_CHARS = 50_000
#: Each side of one state difference in a verdict, as JSON text.
MAX_DIFF_VALUE_CHARS = 2_000
#: The result strings and call arguments one trajectory records in all; past it, results are kept
#: as a marker only (the model still saw them).
MAX_EPISODE_CHARS = 20_000_000

#: The conversation one episode keeps and sends, in characters (message texts, call arguments). Each
#: result is bounded, but a model can ask for many; past this size (more than any model reads) the
#: turn ends as truncated and the episode with it, so an episode's memory stays bounded.
MAX_CONVERSATION_CHARS = 20_000_000
#: Lists and objects in a reply's structure kept this deep; deeper ones are replaced by a mark (no
#: argument value may be nested more than parsing's ``MAX_DEPTH`` levels, so the call is refused anyway).
MAX_NESTING = 100

#: Appended where something was cut; ``{n}`` is how many characters were left out.
CUT_MARK = "…[{n} more characters cut by toolsim]"
#: What stands for a list or object nested deeper than the limit.
DEEP_MARK = "…[nested deeper than {n} levels: cut by toolsim]"


def clip(text: str, limit: int) -> str:
    """``text`` cut to ``limit`` characters, with :data:`CUT_MARK` when it was longer."""
    if len(text) <= limit:
        return text
    return text[:limit] + CUT_MARK.format(n=len(text) - limit)


def was_cut(text: str) -> bool:
    """Whether a string ends with the mark :func:`clip` leaves."""
    return text.endswith(" more characters cut by toolsim]")


def clip_value(value: Any, limit: int) -> Any:
    """A JSON value kept as it is when its JSON text fits in ``limit``; else that text, clipped."""
    if isinstance(value, (bool, int, float)) or value is None:
        return value
    if isinstance(value, str):
        return clip(value, limit)
    text = json.dumps(value, ensure_ascii=False)
    return value if len(text) <= limit else clip(text, limit)


def clip_strings(value: Any, limit: int) -> tuple[Any, bool]:
    """``value`` with every string inside it clipped to ``limit``; also whether anything was cut."""
    if isinstance(value, str):
        return clip(value, limit), len(value) > limit
    if isinstance(value, list):
        items = [clip_strings(v, limit) for v in value]
        return [v for v, _ in items], any(c for _, c in items)
    if isinstance(value, dict):
        pairs = {k: clip_strings(v, limit) for k, v in value.items()}
        return {k: v for k, (v, _) in pairs.items()}, any(c for _, c in pairs.values())
    return value, False


def _deeper_than(value: Any, limit: int) -> bool:
    """Whether lists or objects in ``value`` are nested more than ``limit`` levels (no recursion: any depth)."""
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, (list, tuple, dict)):
            if depth >= limit:
                return True
            stack.extend((v, depth + 1) for v in (item.values() if isinstance(item, dict) else item))
    return False


def cut_nesting(value: Any, limit: int = MAX_NESTING) -> Any:
    """``value`` itself when it is nested at most ``limit`` levels; else a copy with the deeper parts marked.

    A reply's structure (a model's or a caller's) can be nested deeper than recursive code (Python's
    and the JSON encoder's) can walk; cut here, it is recorded and refused like any other bad call.
    """
    if not _deeper_than(value, limit):
        return value

    def cut(item: Any, depth: int) -> Any:
        if not isinstance(item, (list, tuple, dict)):
            return item
        if depth >= limit:
            return DEEP_MARK.format(n=limit)
        if isinstance(item, dict):
            return {k: cut(v, depth + 1) for k, v in item.items()}
        return [cut(v, depth + 1) for v in item]

    return cut(value, 0)


def has_surrogate(text: str) -> bool:
    """Whether ``text`` holds a lone surrogate (it cannot be written as UTF-8)."""
    if text.isascii():  # known at once (a flag of the string)
        return False
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def clean_unicode(value: Any) -> tuple[Any, bool]:
    """``value`` with lone surrogates in its strings (keys too) replaced by U+FFFD; also whether there were any."""
    if isinstance(value, str):
        if not has_surrogate(value):
            return value, False
        return value.encode("utf-16", "surrogatepass").decode("utf-16", "replace"), True
    if isinstance(value, list):
        items = [clean_unicode(v) for v in value]
        return [v for v, _ in items], any(c for _, c in items)
    if isinstance(value, dict):
        found = False
        out = {}
        for key, item in value.items():
            clean_key, bad_key = clean_unicode(key)
            clean_item, bad_item = clean_unicode(item)
            out[clean_key] = clean_item
            found = found or bad_key or bad_item
        return out, found
    return value, False


def message_chars(message: dict[str, Any]) -> int:
    """The characters a conversation message keeps: its text and its calls' argument strings."""
    size = len(message.get("content") or "")
    for call in message.get("tool_calls") or ():
        size += len(call["function"]["arguments"])
    return size
