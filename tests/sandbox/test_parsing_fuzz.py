"""Fuzzing the parsers: whatever the input, only ParseError (or a list of ToolCall) comes out."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from sandbox import ParseError, ToolCall, parse_fc, parse_prompt

NAMES = st.sampled_from(["get_book", "ls", "f", "_x", "__import__", "os.system", "a1", "x y", ""])
JUNK = st.sampled_from(
    ["", " ", ",", "(", ")", "[", "]", "{", "}", "'", '"', "=", ":", "*", "**", "\\", "\n", "`", "```", "```python\n",
     "lambda", "None", "-", "+", "1e999", "0x", "#", ".", "\x00", "é", "__class__", ":=", "for", "if"]
)
SCALARS = st.one_of(
    st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False), st.text(max_size=20),
)
JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=10),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=12,
)


@st.composite
def call_like(draw: st.DrawFn) -> str:
    """Text built from a call grammar with random junk spliced in."""
    calls = []
    for _ in range(draw(st.integers(0, 3))):
        name = draw(NAMES)
        args = [f"{draw(st.sampled_from(['a', 'book_id', '_p', '__dict__']))}={draw(SCALARS)!r}"
                for _ in range(draw(st.integers(0, 3)))]
        calls.append(f"{name}({', '.join(args)})")
    text = "[" + ", ".join(calls) + "]" if draw(st.booleans()) else ", ".join(calls)
    for _ in range(draw(st.integers(0, 4))):
        at = draw(st.integers(0, len(text)))
        text = text[:at] + draw(JUNK) + text[at:]
    before, after = draw(st.sampled_from([("", ""), ("```\n", "\n```"), ("```python\n", "```"), ("Sure: ", " done")]))
    return before + text + after


def only_parse_errors(parse: Any, value: Any) -> None:
    try:
        result = parse(value)
    except ParseError as err:
        assert err.kind in {"no_call", "syntax", "non_literal", "bad_name", "bad_shape", "too_long", "too_deep"}
        return
    assert isinstance(result, list) and all(isinstance(c, ToolCall) for c in result)
    for call in result:
        assert call.name.isidentifier() and not call.name.startswith("_")
        assert all(k.isidentifier() and not k.startswith("_") for k in call.arguments)
        str(call)  # every parsed call can be shown
        json.dumps(call.model_dump(), allow_nan=False)  # and is plain JSON


@given(st.text())
def test_parse_prompt_arbitrary_text(text: str) -> None:
    only_parse_errors(parse_prompt, text)


@given(call_like())
def test_parse_prompt_call_like_text_with_junk(text: str) -> None:
    only_parse_errors(parse_prompt, text)


VALID_NAMES = st.sampled_from(["get_book", "ls", "f", "a1", "book_id", "x_"])
BAD_NAMES = st.sampled_from(["_x", "__import__", "os.system", "x y", ""])
LITERALS = st.one_of(
    st.none(), st.booleans(), st.integers(-10**15, 10**15), st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=20), st.lists(st.integers(-5, 5) | st.text(max_size=3), max_size=3),
)
WELL_FORMED = st.lists(st.tuples(VALID_NAMES, st.dictionaries(VALID_NAMES, LITERALS, max_size=3)), min_size=1, max_size=3)


def _render(items: list[tuple[str, dict[str, Any]]]) -> str:
    return "[" + ", ".join(f"{n}({', '.join(f'{k}={v!r}' for k, v in a.items())})" for n, a in items) + "]"


@given(WELL_FORMED)
def test_parse_prompt_roundtrips_well_formed_calls(items: list[tuple[str, dict[str, Any]]]) -> None:
    calls = parse_prompt(_render(items))  # a well-formed call list must parse, never be refused
    assert [(c.name, c.arguments) for c in calls] == items


@given(WELL_FORMED, BAD_NAMES, st.data())
def test_parse_prompt_refuses_a_bad_name_anywhere(items: list[tuple[str, dict[str, Any]]], bad: str,
                                                   data: st.DataObject) -> None:
    at = data.draw(st.integers(0, len(items) - 1))
    items = [*items[:at], (bad, items[at][1]), *items[at + 1:]]
    try:
        parse_prompt(_render(items))
    except ParseError as err:
        assert err.kind in {"syntax", "non_literal", "bad_name", "bad_shape", "no_call"}
    else:
        raise AssertionError(f"{bad!r} was accepted as a function name")


@given(JSON)
def test_parse_fc_arbitrary_json(value: Any) -> None:
    only_parse_errors(parse_fc, value)


ARGUMENTS = st.one_of(JSON, JSON.map(json.dumps), st.text(max_size=30))
TOOL_CALL = st.one_of(
    st.fixed_dictionaries(
        {"id": st.one_of(st.none(), st.text(max_size=5), st.integers()),
         "function": st.fixed_dictionaries({}, optional={"name": st.one_of(NAMES, JSON), "arguments": ARGUMENTS})},
        optional={"type": st.just("function")},
    ),
    st.fixed_dictionaries({}, optional={"name": st.one_of(NAMES, JSON), "arguments": ARGUMENTS}),
    JSON,
)


@given(st.one_of(st.lists(TOOL_CALL, max_size=4), TOOL_CALL))
def test_parse_fc_tool_calls_shaped_structures(value: Any) -> None:
    only_parse_errors(parse_fc, value)
