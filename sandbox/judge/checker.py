"""Per-turn verdicts, BFCL's judge: the gold turn is replayed on a twin episode in lockstep with the model's.

This is the judge of the ``bfcl`` profile; :mod:`sandbox.judge.native` judges the ``native``
profile's turns (and dispatches to this one). For a turn with non-empty gold (BFCL's rules,
bfcl-facts §3):

- the model must have made at least one call in the turn;
- **state**: the model episode's projection must equal the gold twin's (a diff explains a mismatch);
- **response**: the gold turn's result strings must be contained, as a multiset, in all of the
  model's result strings so far.

A turn with empty gold is not part of the BFCL verdict; toolsim reports separately whether the
model *abstained* there (left the state as it was).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, SerializerFunctionWrapHandler, model_serializer

from sandbox.episode.calls import CallResult
from sandbox.judge.diff import diff_states

ERROR_CLASSES = (
    "parse_error", "no_call", "unknown_function", "hallucinated_argument", "missing_argument",
    "wrong_argument_type", "tool_error",
    "state_mismatch", "response_mismatch", "truncated", "model_error", "crashed", "distractor_call",
    "guessed_value", "state_changed", "false_claim", "no_ask",
)


#: A call refused for its arguments, by the cause named first: an argument the function does not
#: have (made up), a required one left out, a value of the wrong type.
_ARGUMENT_ERRORS = (
    ("unknown_argument", "hallucinated_argument"), ("missing_argument", "missing_argument"),
    ("bad_type", "wrong_argument_type"),
)


class TurnVerdict(BaseModel):
    """The checker's verdict for one turn."""

    model_config = ConfigDict(extra="forbid")

    turn: int
    gold_empty: bool
    passed: bool | None = None
    state_ok: bool | None = None
    response_ok: bool | None = None
    model_made_calls: bool = False
    abstained: bool | None = None
    truncated: bool = False
    skipped: bool = False
    error_class: str | None = None
    diff: list[dict[str, Any]] = Field(default_factory=list)
    missing_outputs: list[str] = Field(default_factory=list)
    judged_by: str | None = None  # a model judge was asked (sandbox/judge/reading.py); absent otherwise
    judge_readings: list[dict[str, Any]] = Field(default_factory=list)
    judge_note: str | None = None

    @model_serializer(mode="wrap")
    def _without_judge(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        """The fields, less the model judge's where none was asked (a verdict reads as before the option)."""
        data: dict[str, Any] = handler(self)
        if self.judged_by is None:
            for key in ("judged_by", "judge_readings", "judge_note"):
                data.pop(key, None)
        return data


def missing_from(expected: Sequence[str], produced: Sequence[str]) -> list[str]:
    """The expected strings not covered by ``produced`` when both are counted as multisets."""
    have = Counter(produced)
    missing = []
    for item in expected:
        if have[item] > 0:
            have[item] -= 1
        else:
            missing.append(item)
    return missing


def classify(results: Sequence[CallResult], parse_errors: int, fallback: str) -> str:
    """Name the likeliest cause of a failed turn from what happened in it."""
    errors = {r.error for r in results if r.status != "ok"}
    if "crashed" in errors:
        return "crashed"
    if "distractor_call" in errors:
        return "distractor_call"
    if "unknown_function" in errors or any("not_offered" in r.flags for r in results):
        return "unknown_function"
    for error, name in _ARGUMENT_ERRORS:
        if error in errors:
            return name
    if "parse_error" in errors or (not results and parse_errors):
        return "parse_error"
    if not results:
        return "no_call"
    if "tool_error" in errors:
        return "tool_error"
    return fallback


def judge_turn(
    turn: int,
    gold_calls: int,
    gold_outputs: Sequence[str],
    gold_state: dict[str, Any],
    model_state: dict[str, Any],
    before_state: dict[str, Any],
    turn_results: Sequence[CallResult],
    all_outputs: Sequence[str],
    parse_errors: int,
) -> TurnVerdict:
    """Judge one finished turn.

    Args:
        turn: The turn index.
        gold_calls: How many gold calls the turn has (0 = an empty-gold turn).
        gold_outputs: The gold turn's result strings.
        gold_state: The gold twin's projection after the turn.
        model_state: The model episode's projection after the turn.
        before_state: The model episode's projection before the turn (for abstention).
        turn_results: The model's call results in this turn.
        all_outputs: All of the model's result strings so far, this turn included.
        parse_errors: How many of the model's responses in this turn failed to parse.
    """
    made_calls = bool(turn_results)
    if gold_calls == 0:
        return TurnVerdict(turn=turn, gold_empty=True, model_made_calls=made_calls, abstained=model_state == before_state)
    diff = [d.to_json() for d in diff_states(gold_state, model_state)]
    missing = missing_from(gold_outputs, all_outputs)
    if not made_calls:  # failed whatever the state; the diff shows what the gold would have done
        cls = classify(turn_results, parse_errors, "no_call")
        return TurnVerdict(turn=turn, gold_empty=False, passed=False, state_ok=not diff, response_ok=not missing,
                           error_class=cls, diff=diff, missing_outputs=missing)
    passed = not diff and not missing
    error = None
    if not passed:
        error = classify(turn_results, parse_errors, "state_mismatch" if diff else "response_mismatch")
    return TurnVerdict(
        turn=turn, gold_empty=False, passed=passed, state_ok=not diff, response_ok=not missing,
        model_made_calls=True, error_class=error, diff=diff, missing_outputs=missing,
    )
