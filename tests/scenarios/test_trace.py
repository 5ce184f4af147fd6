"""Tracing literal gold arguments back to what a model has seen."""

from __future__ import annotations

import doctest

import scenarios.validate_trace as trace
from sandbox.episode.calls import ToolCall
from sandbox.tools.registry import DOMAINS
from scenarios.validate_trace import Sources, numbers_in, untraced, untraced_arguments


def seen(*texts: str) -> Sources:
    sources = Sources()
    for text in texts:
        sources.add_text(text)
    return sources


def test_module_examples() -> None:
    assert doctest.testmod(trace).failed == 0


def test_numbers_in_text() -> None:
    assert numbers_in("pay $1,250.50 by 3pm, then twenty more") == {1250.5, 3.0, 20.0}
    assert numbers_in("version v2 and item_9") == set()


def test_strings_ignore_case_and_whitespace() -> None:
    sources = seen("Please write   'Hello\n Rita' somewhere")
    assert sources.has_string("hello rita")
    assert not sources.has_string("hello bob")


def test_dates_written_in_words_or_digits() -> None:
    sources = seen("Fly out on March 3rd, back on the 15th of April, or maybe 12/24.")
    assert sources.has_date("2026-03-03") and sources.has_date("2026-04-15") and sources.has_date("2026-12-24")
    assert not sources.has_date("2026-03-04")
    assert not sources.has_date("not a date")


def test_numbers_one_arithmetic_step_away() -> None:
    sources = seen("Buy 10 shares; the price is 220.34.")
    assert sources.has_number(2203.4)  # 10 * 220.34
    assert sources.has_number(230.34)  # 220.34 + 10
    assert sources.has_number(22.034)  # 220.34 / 10
    assert not sources.has_number(999.0)


def test_json_outputs_add_leaves_and_joined_lists() -> None:
    sources = Sources()
    sources.add_output('{"matching_lines": ["a ERROR 1", "b ERROR 2"], "count": 2}')
    assert sources.has_string("a ERROR 1\nb ERROR 2")
    assert sources.has_number(2)
    sources.add_output("not json at all: 77")
    assert sources.has_number(77)


def test_untraced_parts_of_nested_values() -> None:
    sources, docs = seen("tag it #news and mention @ana"), Sources()
    assert untraced(["#news", "#sports"], sources, docs) == ["#sports"]
    assert untraced({"tags": "#news"}, sources, docs) == ["tags"]
    assert untraced(True, sources, docs) == [] and untraced(None, sources, docs) == []
    assert untraced("42", seen("the answer is 42.0"), docs) == []


def test_untraced_arguments_use_the_tool_docs_and_defaults() -> None:
    spec = DOMAINS.get("vehicle").tools["startEngine"]
    assert untraced_arguments(ToolCall(name="startEngine", arguments={"ignitionMode": "START"}), spec, Sources()) == []
    wc = DOMAINS.get("file_system").tools["wc"]
    call = ToolCall(name="wc", arguments={"file_name": "notes.txt", "mode": "l"})
    assert untraced_arguments(call, wc, Sources()) == [("file_name", "notes.txt")]
    positional = ToolCall(name="wc", args=["notes.txt"])
    assert untraced_arguments(positional, wc, seen("count notes.txt")) == []


def test_a_documented_prefix_before_a_known_name_traces() -> None:
    spec = DOMAINS.get("posting").tools["post_tweet"]
    call = ToolCall(name="post_tweet", arguments={"content": "hi", "mentions": ["@julia_k", "@nobody"]})
    assert untraced_arguments(call, spec, seen("say hi and mention julia_k")) == [("mentions", "@nobody")]
    mention = DOMAINS.get("posting").tools["mention"]  # documents no '@': the prefix does not come from it
    call = ToolCall(name="mention", arguments={"tweet_id": 1, "mentioned_usernames": ["@julia_k"]})
    assert untraced_arguments(call, mention, seen("tweet 1: mention julia_k")) == [("mentioned_usernames", "@julia_k")]
