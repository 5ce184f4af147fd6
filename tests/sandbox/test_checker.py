"""The per-turn judge: verdicts, error classes, and the diff kept even when the model made no call."""

from __future__ import annotations

import json
from pathlib import Path

from sandbox.episode.calls import CallResult, ToolCall
from sandbox.judge.checker import judge_turn


def _ok(name: str, output: str) -> CallResult:
    return CallResult(call=ToolCall(name=name, arguments={}), output=output, status="ok")


def test_matching_state_and_outputs_pass() -> None:
    verdict = judge_turn(0, 1, ["a"], {"x": 1}, {"x": 1}, {"x": 0}, [_ok("f", "a")], ["a"], 0)
    assert verdict.passed and verdict.state_ok and verdict.response_ok and verdict.error_class is None


def test_a_state_mismatch_is_diffed() -> None:
    verdict = judge_turn(0, 1, [], {"x": 1}, {"x": 2}, {"x": 0}, [_ok("f", "")], [""], 0)
    assert not verdict.passed and verdict.error_class == "state_mismatch"
    assert verdict.diff and verdict.diff[0]["expected"] == 1 and verdict.diff[0]["actual"] == 2


def test_no_call_fails_and_still_shows_what_the_gold_did() -> None:
    verdict = judge_turn(1, 2, ["listing"], {"x": 1}, {"x": 0}, {"x": 0}, [], [], 0)
    assert not verdict.passed and verdict.error_class == "no_call"
    assert verdict.state_ok is False and verdict.response_ok is False
    assert verdict.diff and verdict.missing_outputs == ["listing"]
    unparsed = judge_turn(1, 1, [], {"x": 0}, {"x": 0}, {"x": 0}, [], [], 2)
    assert not unparsed.passed and unparsed.error_class == "parse_error" and unparsed.state_ok is True


def test_empty_gold_turns_record_abstention() -> None:
    kept = judge_turn(0, 0, [], {"x": 0}, {"x": 0}, {"x": 0}, [], [], 0)
    assert kept.gold_empty and kept.passed is None and kept.abstained is True
    acted = judge_turn(0, 0, [], {"x": 0}, {"x": 1}, {"x": 0}, [_ok("f", "")], [""], 0)
    assert acted.abstained is False and acted.model_made_calls


def _failed(name: str, error: str, status: str = "rejected", flags: tuple[str, ...] = ()) -> CallResult:
    return CallResult(call=ToolCall(name=name, arguments={}), output=f"error: {error}", status=status,  # type: ignore[arg-type]
                      error=error, flags=list(flags))


def test_gold_outputs_are_counted_as_a_multiset() -> None:
    twice = judge_turn(0, 2, ["a", "a"], {}, {}, {}, [_ok("f", "a")], ["a"], 0)
    assert not twice.passed and twice.response_ok is False and twice.missing_outputs == ["a"]
    assert twice.error_class == "response_mismatch" and twice.state_ok is True
    both = judge_turn(0, 2, ["a", "a"], {}, {}, {}, [_ok("f", "a"), _ok("f", "a")], ["a", "a"], 0)
    assert both.passed and both.missing_outputs == []


def test_outputs_of_earlier_turns_count_for_the_response() -> None:
    verdict = judge_turn(2, 1, ["listing"], {}, {}, {}, [_ok("pwd", "/")], ["listing", "/"], 0)
    assert verdict.passed and verdict.response_ok


def test_state_right_but_response_missing_fails_as_response_mismatch() -> None:
    verdict = judge_turn(0, 1, ["listing"], {"x": 1}, {"x": 1}, {"x": 0}, [_ok("f", "other")], ["other"], 0)
    assert verdict.passed is False and verdict.state_ok is True and verdict.response_ok is False
    assert verdict.error_class == "response_mismatch" and verdict.missing_outputs == ["listing"] and not verdict.diff


def test_state_and_response_both_wrong_is_a_state_mismatch() -> None:
    verdict = judge_turn(0, 1, ["listing"], {"x": 1}, {"x": 2}, {"x": 0}, [_ok("f", "other")], ["other"], 0)
    assert verdict.error_class == "state_mismatch" and verdict.state_ok is False and verdict.response_ok is False


def test_right_state_without_any_call_still_fails() -> None:
    verdict = judge_turn(0, 1, [], {"x": 1}, {"x": 1}, {"x": 1}, [], [], 0)
    assert verdict.passed is False and verdict.state_ok is True and verdict.response_ok is True
    assert verdict.error_class == "no_call" and not verdict.model_made_calls


def test_error_classes_name_the_likeliest_cause() -> None:
    cases = [
        ([_failed("f", "crashed", "crashed"), _failed("g", "unknown_function")], "crashed"),
        ([_failed("g", "unknown_function"), _failed("h", "unknown_argument")], "unknown_function"),
        ([_failed("f", "ok", "ok", flags=("not_offered",))], "unknown_function"),
        ([_failed("f", "unknown_argument")], "hallucinated_argument"),
        ([_failed("f", "missing_argument")], "missing_argument"),
        ([_failed("f", "bad_type")], "wrong_argument_type"),
        ([_failed("f", "bad_type"), _failed("g", "unknown_argument")], "hallucinated_argument"),
        ([_failed("<unparsed>", "parse_error"), _failed("f", "tool_error", "tool_error")], "parse_error"),
        ([_failed("f", "tool_error", "tool_error")], "tool_error"),
    ]
    for results, expected in cases:
        verdict = judge_turn(0, 1, [], {"x": 1}, {"x": 2}, {"x": 0}, results, [r.output for r in results], 0)
        assert verdict.error_class == expected, (results, expected)


def test_a_call_string_that_does_not_parse_is_a_parse_error() -> None:
    from sandbox.episode.execution import unparsed_result

    result = unparsed_result("cd(folder=", "unexpected end", "native")
    verdict = judge_turn(0, 1, ["x"], {"x": 1}, {"x": 0}, {"x": 0}, [result], [result.output], 0)
    assert verdict.passed is False and verdict.model_made_calls and verdict.error_class == "parse_error"


def test_an_unparseable_scripted_call_is_reported_as_a_parse_error(tmp_path: Path) -> None:
    from sandbox.commands.cli import main
    from sandbox.run.rundir import RunDir

    script = tmp_path / "script.jsonl"
    script.write_text(json.dumps({"id": "fs_quarterly_reports_v1", "result": [[["cd(folder='reports'"]]]}) + "\n")
    out = tmp_path / "run"
    assert main(["run", "base", "--limit", "1", "--model", f"scripted:{script}", "--out", str(out), "--no-progress"]) == 0
    (result,) = RunDir(out).results()
    assert result.error_class == "parse_error" and result.turns[0].error_class == "parse_error"
