"""The per-turn judge: verdicts, error classes, and the diff kept even when the model made no call."""

from __future__ import annotations

from sandbox.episode.calls import CallResult, ToolCall
from sandbox.episode.checker import judge_turn


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
