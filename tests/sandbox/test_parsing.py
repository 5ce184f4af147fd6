"""Parsing model output into tool calls: prompt mode (AST literals only) and FC mode (tool_calls JSON)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from sandbox import ParseError, ToolCall, parse_fc, parse_prompt
from sandbox.episode.parsing import MAX_CALLS, MAX_CHARS, MAX_DEPTH, check_name


def calls(text: str) -> list[tuple[str, dict[str, Any]]]:
    return [(c.name, c.arguments) for c in parse_prompt(text)]


def kind_of(text: str) -> str:
    """The kind of the ParseError the text gives; any other outcome fails with a short message."""
    try:
        result = parse_prompt(text)
    except ParseError as err:
        return err.kind
    except Exception as exc:  # keep the report short: the inputs can be huge
        pytest.fail(f"{type(exc).__name__} escaped parse_prompt: {str(exc)[:200]}", pytrace=False)
    pytest.fail(f"parsed instead of refused: {str(result)[:200]}", pytrace=False)


# --- prompt mode: accepted shapes -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("[get_book(book_id='B1')]", [("get_book", {"book_id": "B1"})]),
        ("get_book(book_id='B1')", [("get_book", {"book_id": "B1"})]),
        ("ls()", [("ls", {})]),
        ("[ls()]", [("ls", {})]),
        ("  [ls()]  \n", [("ls", {})]),
        ("`[ls()]`", [("ls", {})]),
        ("```\n[ls(a=1)]\n```", [("ls", {"a": 1})]),
        ("```python\n[ls(a=1)]\n```", [("ls", {"a": 1})]),
        ("```py [ls(a=1)]```", [("ls", {"a": 1})]),
        ("Sure! Here you go:\n```json\n[ls(a=1)]\n```\nAnything else?", [("ls", {"a": 1})]),
        ("I will call [cd(folder='docs'), ls()] now.", [("cd", {"folder": "docs"}), ("ls", {})]),
        ("[a(), b(), c()]", [("a", {}), ("b", {}), ("c", {})]),
        ("[a(),]", [("a", {})]),
    ],
)
def test_prompt_shapes(text: str, expected: list[tuple[str, dict[str, Any]]]) -> None:
    assert calls(text) == expected


@pytest.mark.parametrize("text", ["[]", "  []  ", "```\n[]\n```", "", "   "])
def test_prompt_empty_list_means_no_calls(text: str) -> None:
    assert parse_prompt(text) == []


@pytest.mark.parametrize(
    ("literal", "value"),
    [
        ("'x'", "x"),
        ('"with \\"quotes\\""', 'with "quotes"'),
        ("'''multi\nline'''", "multi\nline"),
        ("'é🙂'", "é🙂"),
        ("0", 0),
        ("-3", -3),
        ("+3", 3),
        ("-2.5", -2.5),
        ("1e3", 1000.0),
        ("0x10", 16),
        ("True", True),
        ("False", False),
        ("None", None),
        ("[1, 'a', None]", [1, "a", None]),
        ("(1, 2)", [1, 2]),
        ("()", []),
        ("{'k': [1, {'n': (True, -1)}]}", {"k": [1, {"n": [True, -1]}]}),
        ("{1: 'one', 2.5: 'x'}", {1: "one", 2.5: "x"}),
        ("[[[[1]]]]", [[[[1]]]]),
    ],
)
def test_prompt_literal_values(literal: str, value: Any) -> None:
    (call,) = parse_prompt(f"f(x={literal})")
    assert call.arguments == {"x": value}
    assert type(call.arguments["x"]) is type(value)


def test_prompt_positional_literals_are_kept_in_order() -> None:
    (call,) = parse_prompt("cd('docs', 2, recursive=True)")
    assert call.args == ["docs", 2]
    assert call.arguments == {"recursive": True}
    assert str(call) == "cd('docs', 2, recursive=True)"


def test_prompt_keeps_argument_order_and_str_roundtrips() -> None:
    (call,) = parse_prompt("mv(source='a.txt', destination='b', overwrite=False)")
    assert list(call.arguments) == ["source", "destination", "overwrite"]
    assert str(call) == "mv(source='a.txt', destination='b', overwrite=False)"
    assert parse_prompt(str(call)) == [call]


def test_prompt_calls_are_frozen_tool_calls_without_id() -> None:
    (call,) = parse_prompt("ls()")
    assert isinstance(call, ToolCall) and call.id is None


def test_prompt_max_depth_is_accepted_and_one_more_is_not() -> None:
    ok = "f(a=" + "[" * MAX_DEPTH + "]" * MAX_DEPTH + ")"
    assert len(parse_prompt(ok)) == 1
    too_deep = "f(a=" + "[" * (MAX_DEPTH + 2) + "]" * (MAX_DEPTH + 2) + ")"
    assert kind_of(too_deep) == "too_deep"


def test_prompt_max_calls() -> None:
    assert len(parse_prompt("[" + ", ".join(["ls()"] * MAX_CALLS) + "]")) == MAX_CALLS
    assert kind_of("[" + ", ".join(["ls()"] * (MAX_CALLS + 1)) + "]") == "too_long"


# --- prompt mode: refusals, with their kinds -------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        # plain prose
        ("()", "no_call"),
        ("I'm sorry, I cannot help with that.", "no_call"),
        ("Done. The file is gone", "no_call"),
        ("The values are [1, 2, 3].", "no_call"),
        # syntax
        ("[ls(]", "syntax"),
        ("ls(a=)", "syntax"),
        ("ls(a=1", "syntax"),
        ("ls('a\x00')", "syntax"),
        # non-literal values
        ("f(a=x)", "non_literal"),
        ("f(a=1+2)", "non_literal"),
        ("f(a=open('/etc/passwd'))", "non_literal"),
        ("f(a=lambda: 1)", "non_literal"),
        ("f(a=[*x])", "non_literal"),
        ("f(a={**x})", "non_literal"),
        ("f(a={1, 2})", "non_literal"),
        ("f(a=b'bytes')", "non_literal"),
        ("f(a=1j)", "non_literal"),
        ("f(a=-True)", "non_literal"),
        ("f(a=--1)", "non_literal"),
        ("f(a=...)", "non_literal"),
        ("f(a=f'{x}')", "non_literal"),
        ("f(a={[1]: 2})", "non_literal"),
        # names
        ("os.system('id')", "bad_name"),
        ("__import__('os')", "bad_name"),
        ("_private()", "bad_name"),
        ("f(__class__=1)", "bad_name"),
        ("f(_x=1)", "bad_name"),
        ("f()()", "bad_name"),
        ("[(a(), b())]", "bad_shape"),
        # shapes
        ("f(*x)", "bad_shape"),
        ("f(*[1])", "bad_shape"),
        ("f(x)", "non_literal"),
        ("f(**{'a': 1})", "bad_shape"),
        ("f(a=1, a=2)", "bad_shape"),
        ("[f(), 3]", "bad_shape"),
        ("[f(), g]", "bad_shape"),
        # sizes
        ("f(a='" + "x" * MAX_CHARS + "')", "too_long"),
    ],
)
def test_prompt_refusals(text: str, kind: str) -> None:
    assert kind_of(text) == kind


def test_prompt_error_messages_are_short_and_structured() -> None:
    with pytest.raises(ParseError) as info:
        parse_prompt("f(a=" + "+".join(["x"] * 200) + ")")
    err = info.value
    assert err.kind == "non_literal"
    assert len(err.message) < 200
    assert str(err) == err.message


@pytest.mark.parametrize("value", [None, 3, b"[ls()]", ["ls()"]])
def test_prompt_non_text_is_bad_shape(value: Any) -> None:
    with pytest.raises(ParseError) as info:
        parse_prompt(value)
    assert info.value.kind == "bad_shape"


@pytest.mark.parametrize(
    "text",
    [
        "I have deleted the file (as you asked).",
        "The total (including tax) is 12 euros.",
        "Could you tell me the name of the folder (for example, 'docs')?",
    ],
)
def test_prose_with_parentheses_is_no_call(text: str) -> None:
    # The runner needs to tell a final answer from a malformed call. Plain prose that happens to
    # contain a parenthesis is still plain prose ("no_call"), not a syntax error in a call.
    assert kind_of(text) == "no_call"


def test_prompt_hint_search_is_linear_on_long_words() -> None:
    # A long identifier-like token (base64, a hash...) below MAX_CHARS must be refused quickly.
    import time

    start = time.perf_counter()
    assert kind_of("a" * 10_000) == "no_call"
    assert time.perf_counter() - start < 0.25


@pytest.mark.parametrize("text", ["f(a={{}: 1})", "f(a={{'k': 1}: 2})"])
def test_prompt_unhashable_dict_key_is_non_literal(text: str) -> None:
    assert kind_of(text) == "non_literal"


@pytest.mark.parametrize(
    "text",
    [
        "f(a=" + "+".join(["x"] * 1000) + ")",
        "f(a=" + "not " * 1000 + "x)",
        "f(a=" + "lambda: " * 1000 + "x)",
        "[" + "+".join(["x"] * 1000) + "]",
    ],
    ids=["sum", "not", "lambda", "bare-sum"],
)
def test_prompt_deep_non_literal_expression_is_a_parse_error(text: str) -> None:
    # Showing the refused expression must not blow the recursion limit; any ParseError will do.
    kind_of(text)


@pytest.mark.parametrize(
    "text",
    ["f(a=0x" + "f" * 5000 + ")", "f(a=0x" + "f" * 5000 + " + 1)", "f(a=1e999)", "f(a=-1e999)"],
    ids=["huge-int", "huge-int-expression", "inf", "-inf"],
)
def test_prompt_unrepresentable_numbers_are_refused(text: str) -> None:
    # Integers beyond str()/JSON limits and infinities cannot be shown, logged or serialised
    # canonically; they must be refused at parse time, not crash later.
    assert kind_of(text) in {"non_literal", "too_long"}


# --- FC mode -----------------------------------------------------------------------------------------


def fc(name: Any, arguments: Any, call_id: Any = "call_1") -> dict[str, Any]:
    return {"id": call_id, "type": "function", "function": {"name": name, "arguments": arguments}}


def fc_kind(tool_calls: Any) -> str:
    """The kind of the ParseError the tool calls give; any other outcome fails with a short message."""
    try:
        result = parse_fc(tool_calls)
    except ParseError as err:
        return err.kind
    except Exception as exc:
        pytest.fail(f"{type(exc).__name__} escaped parse_fc: {str(exc)[:200]}", pytrace=False)
    pytest.fail(f"parsed instead of refused: {str(result)[:200]}", pytrace=False)


def test_fc_json_string_arguments() -> None:
    (call,) = parse_fc([fc("get_book", json.dumps({"book_id": "B1"}))])
    assert call == ToolCall(name="get_book", arguments={"book_id": "B1"}, id="call_1")


def test_fc_dict_arguments_and_nested_values() -> None:
    args = {"title": "T", "tags": ["a", "b"], "notes": {"k": "v"}, "year": -1, "price": 2.5, "x": None, "b": True}
    (call,) = parse_fc([fc("add_book", args)])
    assert call.arguments == args


def test_fc_tuples_become_lists() -> None:
    (call,) = parse_fc([fc("f", {"a": (1, (2, 3))})])
    assert call.arguments == {"a": [1, [2, 3]]}


@pytest.mark.parametrize("empty", [None, "", {}, "{}"])
def test_fc_empty_arguments(empty: Any) -> None:
    (call,) = parse_fc([fc("ls", empty)])
    assert call.arguments == {}


def test_fc_multiple_calls_and_ids() -> None:
    result = parse_fc([fc("a", "{}", "id_a"), fc("b", '{"x": 1}', 7), {"name": "c", "arguments": {"y": 2}}])
    assert [(c.name, c.arguments, c.id) for c in result] == [("a", {}, "id_a"), ("b", {"x": 1}, None), ("c", {"y": 2}, None)]


@pytest.mark.parametrize("empty", [None, []])
def test_fc_no_tool_calls(empty: Any) -> None:
    assert parse_fc(empty) == []


@pytest.mark.parametrize(
    ("tool_calls", "kind"),
    [
        ([fc("f", "{not json")], "syntax"),
        ([fc("f", '{"a": 1')], "syntax"),
        ([fc("f", "[1, 2]")], "bad_shape"),
        ([fc("f", '"text"')], "bad_shape"),
        ([fc("f", "null")], "bad_shape"),
        ([fc("f", "3")], "bad_shape"),
        ([fc("f", [1])], "bad_shape"),
        ([fc("f", 3)], "bad_shape"),
        ([{"id": "x", "function": {"arguments": "{}"}}], "bad_name"),
        ([fc(None, "{}")], "bad_name"),
        ([fc(3, "{}")], "bad_name"),
        ([fc("", "{}")], "bad_name"),
        ([fc("os.system", "{}")], "bad_name"),
        ([fc("__import__", "{}")], "bad_name"),
        ([fc("_hidden", "{}")], "bad_name"),
        ([fc("f", '{"__class__": 1}')], "bad_name"),
        ([fc("f", '{"a b": 1}')], "bad_name"),
        ([fc("f", {3: 1})], "bad_name"),
        ([fc("f", {"a": {1, 2}})], "non_literal"),
        ([fc("f", {"a": object()})], "non_literal"),
        ([fc("f", {"a": b"x"})], "non_literal"),
        ({"function": {"name": "f"}}, "bad_shape"),
        ("[]", "bad_shape"),
        ([["f", {}]], "bad_shape"),
        (["f"], "bad_shape"),
        ([{"function": "f"}], "bad_shape"),
        ([{"function": None}], "bad_shape"),
        ([fc("f", "{}")] * (MAX_CALLS + 1), "too_long"),
        ([fc("f", '{"a": "' + "x" * MAX_CHARS + '"}')], "too_long"),
        ([fc("f", '{"a": ' + "[" * 100 + "]" * 100 + "}")], "too_deep"),
        ([fc("f", '{"a": ' + "[" * 100_000 + "]" * 100_000 + "}")], "too_long"),
    ],
)
def test_fc_refusals(tool_calls: Any, kind: str) -> None:
    assert fc_kind(tool_calls) == kind


@pytest.mark.parametrize("name", ["ls\n", "ls\r\n", "ls "])
def test_fc_name_with_trailing_whitespace_is_bad_name(name: str) -> None:
    assert fc_kind([fc(name, "{}")]) == "bad_name"
    assert fc_kind([fc("ls", {name.replace("ls", "a"): 1})]) == "bad_name"


@pytest.mark.parametrize("args", ['{"a": NaN}', '{"a": Infinity}', '{"a": -Infinity}', '{"a": 1e999}', {"a": float("nan")}])
def test_fc_non_finite_numbers_are_refused(args: Any) -> None:
    # Not JSON values: canonical JSON output and state comparison cannot handle them.
    assert fc_kind([fc("f", args)]) in {"non_literal", "syntax"}


@pytest.mark.parametrize(
    ("name", "ok"),
    [("ls", True), ("get_book2", True), ("A_b", True), ("_x", False), ("__x__", False), ("2x", False),
     ("a-b", False), ("é", False), ("", False), (None, False), ("a.b", False)],
)
def test_check_name(name: Any, ok: bool) -> None:
    if ok:
        assert check_name(name, "function name") == name
    else:
        with pytest.raises(ParseError) as info:
            check_name(name, "function name")
        assert info.value.kind == "bad_name"
