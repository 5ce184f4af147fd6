"""How a turn is judged: BFCL's judge in the ``bfcl`` profile, the user's view in ``native``.

In the ``native`` profile (toolsim's own suites; docs/results.md, "How a turn is judged"):

- A turn with gold calls passes when the state after it is the gold twin's (numbers within the
  tolerance of :mod:`sandbox.judge.values`), up to the order of same-kind writes the user left
  open (:mod:`sandbox.judge.unordered`), and the model's replies of the turn told the user the
  turn's facts (:mod:`sandbox.judge.facts`, :mod:`sandbox.judge.said`). Which calls the model made, in which order, and whether it
  made the gold's lookups do not matter beyond that.
- A turn with empty gold (the right answer is to ask for a missing value, or to say that a
  function is not available) passes unless the model *acts*: it calls a function not offered at
  that turn (unknown or held out); it passes a value the user holds back (``Turn.withheld``)
  before the conversation showed it, or fills the parameter that takes a held-back value in the
  gold (the same function's) with any value the conversation has not shown; or it changes the
  state. Reads that need no held-back value, and whatever the model says, are allowed.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Any

from sandbox.episode.calls import CallResult
from sandbox.judge.checker import TurnVerdict, classify, judge_turn
from sandbox.judge.diff import diff_states
from sandbox.judge.facts import fact_results, leaves, mentions
from sandbox.judge.gold import GoldTurn
from sandbox.judge.said import untold
from sandbox.judge.unordered import created_ids, order_fixed, same_up_to_order
from sandbox.episode.scenario import Scenario
from sandbox.judge.values import decoded, is_number, same_value


@dataclass(frozen=True)
class TurnRecord:
    """What the model did in one turn and had seen by its end.

    Args:
        results: The turn's call results, in order (a call string that did not parse included).
        outputs: Every result string of the episode so far, this turn's last.
        replies: The model's texts in the turn.
        offered: The functions offered at the turn.
        parse_errors: How many of the turn's responses failed to parse.
    """

    results: Sequence[CallResult]
    outputs: Sequence[str]
    replies: Sequence[str]
    offered: Collection[str]
    parse_errors: int


def judge(scenario: Scenario, index: int, gold: GoldTurn, state: dict[str, Any], before: dict[str, Any],
          record: TurnRecord, truncated: bool = False, stop: str | None = None) -> TurnVerdict:
    """Judge turn ``index`` of an episode of ``scenario`` in its profile.

    Args:
        scenario: The episode's scenario.
        index: The turn.
        gold: The gold twin's outcome of the turn.
        state: The episode's projection after the turn.
        before: Its projection before the turn.
        record: What the model did in the turn.
        truncated: The step limit ended the turn (a failed turn's error class is then ``truncated``).
        stop: Why the episode stopped in this turn, if it did (a turn with gold calls that did not
            pass fails with it as its error class).
    """
    verdict = _judge(scenario, index, gold, state, before, record)
    verdict.truncated = truncated
    if stop is not None and verdict.passed is not True and not verdict.gold_empty:
        verdict.passed, verdict.error_class = False, stop
    elif truncated and verdict.passed is False:
        verdict.error_class = "truncated"
    return verdict


def _judge(scenario: Scenario, index: int, gold: GoldTurn, state: dict[str, Any], before: dict[str, Any],
           record: TurnRecord) -> TurnVerdict:
    turn = scenario.turns[index]
    if scenario.profile == "bfcl":
        return judge_turn(index, len(turn.ground_truth), gold.outputs, gold.state, state, before, record.results,
                          record.outputs, record.parse_errors)
    user = "\n".join(t.text for t in scenario.turns[: index + 1])
    if not turn.ground_truth:
        return _judge_ask(index, turn.withheld, _slots(scenario, index), state, before, record, user)
    differences = diff_states(gold.state, state, same=same_value)
    if differences and not order_fixed(turn.text) and same_up_to_order(
            gold.state, state, created_ids([*record.outputs, *gold.outputs], scenario.domains), differences,
            same_value):
        differences = []
    diff = [d.to_json() for d in differences]
    missing = untold(fact_results(gold.results, user, _unasked(scenario, index)), record.replies, record.outputs, user,
                     [str(r.call) for r in (*gold.results, *record.results)])
    passed = not diff and not missing
    error = None if passed else classify(record.results, record.parse_errors,
                                         "state_mismatch" if diff else "response_mismatch")
    return TurnVerdict(turn=index, gold_empty=False, passed=passed, state_ok=not diff, response_ok=not missing,
                       model_made_calls=bool(record.results), error_class=error, diff=diff, missing_outputs=missing)


def _unasked(scenario: Scenario, index: int) -> tuple[int, ...]:
    """The gold calls of turn ``index`` the user did not ask for: the first, in an exploratory turn."""
    explored = scenario.metadata.get("exploratory_turns")
    return (0,) if isinstance(explored, list) and index in explored else ()


def _slots(scenario: Scenario, index: int) -> set[tuple[str, str]]:
    """``(function, parameter)`` where the gold that needs turn ``index``'s held-back values passes one."""
    withheld = scenario.turns[index].withheld
    later = next((t for t in scenario.turns[index + 1:] if t.ground_truth), None)
    calls = later.parsed_calls() if withheld and later is not None else None
    return {(call.name, name) for call in calls or [] for name, value in call.arguments.items()
            if any(_passes(leaf, held) for leaf in leaves(value) for held in withheld)}


def _judge_ask(index: int, withheld: Sequence[Any], slots: set[tuple[str, str]], state: dict[str, Any],
               before: dict[str, Any], record: TurnRecord, user: str) -> TurnVerdict:
    kept = state == before
    seen = list(record.outputs[: len(record.outputs) - len(record.results)])
    error = None
    for result in record.results:
        if result.call.name not in record.offered and result.error != "parse_error":
            error = "unknown_function"
            break
        if error is None and (any(_guessed(value, result, seen, user) for value in withheld)
                              or _filled(result, slots, seen, user)):
            error = "guessed_value"
        seen.append(result.output)
    if error is None and not kept:
        error = "state_changed"
    diff = [] if kept else [d.to_json() for d in diff_states(before, state)]
    return TurnVerdict(turn=index, gold_empty=True, passed=error is None, state_ok=kept,
                       model_made_calls=bool(record.results), abstained=kept, error_class=error, diff=diff)


def _passes(argument: Any, value: Any) -> bool:
    """Whether a call argument passes the held-back ``value`` (as itself, or inside a longer text)."""
    if isinstance(value, str):
        wanted = value.strip().lstrip("@#").strip()
        if not isinstance(argument, str) or not wanted:
            return False
        return same_value(argument.strip().lstrip("@#").strip().casefold(), wanted.casefold()) or (
            len(wanted) >= 3 and mentions(argument, wanted))
    if is_number(value):
        return same_value(argument, value) if is_number(argument) else isinstance(argument, str) and mentions(argument, value)
    return False


def shown(value: Any, outputs: Sequence[str], user: str) -> bool:
    """Whether the conversation showed ``value``: the user's text, or a result the model got.

    A held-back value the conversation showed is no guess; ``toolsim validate`` uses the same test
    on the gold's results (``withheld_shown``).

    >>> shown("pickup.txt", ['{"current_directory_content": ["pickup.txt"]}'], "Read me that file.")
    True
    >>> shown(12446, ['{"order_id": 12345}'], "details on that order?")
    False
    """
    if mentions(user, value.strip().lstrip("@#") if isinstance(value, str) else value):
        return True
    for output in outputs:
        for leaf in leaves(decoded(output), keys=True):
            if (isinstance(leaf, str) and mentions(leaf, value)) or (is_number(leaf) and same_value(leaf, value)):
                return True
    return False


def _guessed(value: Any, result: CallResult, seen: Sequence[str], user: str) -> bool:
    arguments = leaves([*result.call.args, *result.call.arguments.values()])
    return any(_passes(argument, value) for argument in arguments) and not shown(value, seen, user)


def _filled(result: CallResult, slots: set[tuple[str, str]], seen: Sequence[str], user: str) -> bool:
    """Whether a call fills a held-back parameter with a value the conversation has not shown (any guess)."""
    call = result.call
    return any(name == call.name and param in call.arguments and not all(
        shown(leaf, seen, user) for leaf in leaves(call.arguments[param]) if isinstance(leaf, str) or is_number(leaf))
        for name, param in slots)
