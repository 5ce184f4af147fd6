"""How a turn is judged: BFCL's judge in the ``bfcl`` profile, the user's view in ``native``.

In the ``native`` profile (toolsim's own suites; docs/results.md, "How a turn is judged"):

- A turn with gold calls passes when the state after it is the gold twin's (numbers within the
  tolerance of :mod:`sandbox.judge.values`), up to the order of same-kind writes the user left
  open (:mod:`sandbox.judge.unordered`) and where the agent stands when the turn does not move
  (:mod:`sandbox.judge.position`), and the model's replies of the turn told the user the
  turn's facts (:mod:`sandbox.judge.facts`, :mod:`sandbox.judge.said`, :mod:`sandbox.judge.fields`,
  :mod:`sandbox.judge.counts`).
  Which calls the model made, in which order, and whether it made the gold's lookups do not matter
  beyond that.
- A turn with empty gold (the right answer is to ask for a missing value, or to say that a
  function is not available) is judged by :func:`sandbox.judge.asking.judge_request`: what the
  model did with what the user held back (no guess, no write beyond the part of the request that
  needs nothing held back) and what it said (:mod:`sandbox.judge.replies`: no false claim, and a
  question on an ask turn).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any

from sandbox.episode.calls import CallResult
from sandbox.judge.arguments import named_for_other, swapped
from sandbox.judge.ask_turn import judge_request
from sandbox.judge.bound import misattributed, other_record
from sandbox.judge.byline import wrong_byline
from sandbox.judge.asking import execute, tool_names
from sandbox.judge.asking import shown as shown  # re-exported: validate's withheld_shown applies the same test
from sandbox.judge.checker import TurnVerdict, classify, judge_turn
from sandbox.judge.compare import compared_wrong
from sandbox.judge.counts import miscounted
from sandbox.judge.currency import mislabelled, model_calls
from sandbox.judge.dictated import undictated
from sandbox.judge.diff import StateDifference, diff_states
from sandbox.judge.facts import fact_results
from sandbox.judge.fields import misplaced
from sandbox.judge.flow import wrong_field
from sandbox.judge.gold import GoldTurn, gold_track
from sandbox.judge.handles import unseen_handle
from sandbox.judge.logs import last_misnamed, newest_misnamed, only_named
from sandbox.judge.measures import conversions, field_units, measured, misconverted, wrong_unit
from sandbox.judge.misquote import misquoted
from sandbox.judge.padding import padding_as_answer, quoted_padding
from sandbox.judge.percents import made_up, worked_on_shares
from sandbox.judge.position import outcome_differences
from sandbox.judge.references import other_reference
from sandbox.judge.trends import trend_misstated
from sandbox.judge.worked import miscomputed
from sandbox.judge.reading import ReplyReader
from sandbox.judge.said import untold
from sandbox.judge.states import state_misstated
from sandbox.judge.effects import differences as effect_differences, effect_tools
from sandbox.judge.unordered import created_ids, order_fixed, same_up_to_order
from sandbox.episode.scenario import Scenario
from sandbox.judge.values import same_value


#: Set where only whether each turn passes is read (the do-nothing check, :mod:`scenarios.validate_idle`): a turn
#: with gold calls whose state already differs from the gold's fails, and its replies are not judged (its
#: verdict's ``missing_outputs`` stays empty).
PASSED_ONLY: ContextVar[bool] = ContextVar("toolsim_judge_passed_only", default=False)


@dataclass(frozen=True)
class TurnRecord:
    """What the model did in one turn and had seen by its end.

    Args:
        results: The turn's call results, in order (a call string that did not parse included).
        outputs: Every result string of the episode so far, this turn's last.
        replies: The model's texts in the turn.
        offered: The functions offered at the turn.
        parse_errors: How many of the turn's responses failed to parse.
        earlier: The call results of the episode's earlier turns, in order.
        pending: Those of the turns since the last turn with gold calls (the request turns whose gold
            this turn carries): an effect made there counts as made here.
        pending_replies: The model's texts in those turns: a fact told there is told.
    """

    results: Sequence[CallResult]
    outputs: Sequence[str]
    replies: Sequence[str]
    offered: Collection[str]
    parse_errors: int
    earlier: Sequence[CallResult] = ()
    pending: Sequence[CallResult] = ()
    pending_replies: Sequence[str] = ()


def judge(scenario: Scenario, index: int, gold: GoldTurn, state: dict[str, Any], before: dict[str, Any],
          record: TurnRecord, truncated: bool = False, stop: str | None = None,
          reader: ReplyReader | None = None) -> TurnVerdict:
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
        reader: A model judge of the words of ask and abstain turns (``native`` profile only;
            :mod:`sandbox.judge.reading`); none: the deterministic classifier reads them.
    """
    verdict = _judge(scenario, index, gold, state, before, record, reader)
    verdict.truncated = truncated
    if stop is not None and verdict.passed is not True and not verdict.gold_empty:
        verdict.passed, verdict.error_class = False, stop
    elif truncated and verdict.passed is False:
        verdict.error_class = "truncated"
    return verdict


def _judge(scenario: Scenario, index: int, gold: GoldTurn, state: dict[str, Any], before: dict[str, Any],
           record: TurnRecord, reader: ReplyReader | None) -> TurnVerdict:
    turn = scenario.turns[index]
    if scenario.profile == "bfcl":
        return judge_turn(index, len(turn.ground_truth), gold.outputs, gold.state, state, before, record.results,
                          record.outputs, record.parse_errors)
    user = "\n".join(t.text for t in scenario.turns[: index + 1])
    if not turn.ground_truth:
        return judge_request(scenario, index, state, before, record.results, record.outputs, record.replies,
                             record.offered, user, reader, record.earlier)
    differences = diff_states(gold.state, state, same=same_value)
    if differences and not order_fixed(turn.text) and same_up_to_order(
            gold.state, state, created_ids([*record.outputs, *gold.outputs], scenario.domains), differences,
            same_value):
        differences = []
    if differences:  # a working directory the turn's gold does not move is no outcome
        differences = outcome_differences(scenario, index, lambda: gold_track(scenario, execute), differences)
    differences += [StateDifference("the text the user dictated", text, written) for text, written in undictated(
        [(r.call.name, r.call.arguments) for r in gold.results if r.mutated],
        [(r.call.name, r.call.arguments) for r in (*record.pending, *record.results) if r.status == "ok"], turn.text)]
    differences += effect_differences(gold.results, [*record.pending, *record.results], effect_tools(scenario))
    diff = [d.to_json() for d in differences]
    if diff and PASSED_ONLY.get():  # (whatever the replies say, the turn fails)
        return TurnVerdict(turn=index, gold_empty=False, passed=False, state_ok=False, response_ok=True,
                           model_made_calls=bool(record.results),
                           error_class=classify(record.results, record.parse_errors, "state_mismatch"), diff=diff,
                           missing_outputs=[])
    calls = [str(r.call) for r in (*gold.results, *record.results)]
    facts = fact_results(gold.results, user, _unasked(scenario, index))
    values = measured(facts, field_units(scenario))
    text = "\n".join(record.replies)
    missing = untold(facts, record.replies, record.outputs, user, calls, turn.text, conversions(values, text))
    if missing and record.pending_replies:  # told already, on the turn that asked for the value this turn carries
        missing = untold(missing, [*record.pending_replies, *record.replies], record.outputs, user, calls, turn.text,
                         conversions(values, text))
    if not missing and (wrong_unit(values, text) or misconverted(values, text)):
        missing = list(facts)  # a length or volume said in another unit than the result's, or converted wrongly
    fresh = [r.output for r in record.results if r.status == "ok"]
    if not missing and misquoted(record.replies, fresh, [user, *calls, *fresh, *gold.outputs], record.outputs,
                                 conversions(measured(fresh, field_units(scenario)), text)):
        missing = fresh  # a number said near what the turn's calls returned that nothing seen says
    if not missing and (miscomputed(record.replies) or made_up(record.replies, [user, *calls, *record.outputs],
                                                                [user, *fresh, *gold.outputs], shares(record, user))):
        missing = fresh or list(facts) or list(gold.outputs)  # a mean, sum or percentage worked out wrongly in words
    if not missing and compared_wrong(record.replies):
        missing = fresh or list(facts) or list(gold.outputs)  # two numbers said, compared the wrong way round
    if not missing and mislabelled(record.replies, user, model_calls([*record.earlier, *record.results])):
        missing = fresh or list(facts) or list(gold.outputs)  # an amount said in another currency than its own
    if not missing and (other_record(facts, record.replies, record.outputs)
                        or other_reference(facts, record.replies, record.outputs)):
        missing = list(facts)  # the reply speaks of another record of the fact's kind, not of the fact's
    written = [r.output for r in record.results if r.mutated and r.status == "ok"]  # what the turn's writes returned
    if not missing and misplaced(facts, record.replies, "\n".join([user, *calls]), written):
        missing = list(facts) or fresh  # a value said in another field's place (a fact's, or an id a write returned)
    if not missing and wrong_field(gold.outputs, record.replies, [str(result.call) for result in gold.results]):
        missing = list(facts) or list(gold.outputs)  # another field said in place of the one the gold goes on with
    readers = {result.call.name for result in gold.results}
    if not missing and miscounted(facts, record.replies, readers,
                                  [r.output for r in record.results if r.status == "ok" and r.call.name not in readers]):
        missing = list(facts)  # a count of a fact's list that is not its length
    read_only = not any(r.mutated for r in record.results)  # a status read before a write may be stale: then only
    # what the writes returned (an order's status as placed) is read
    if not missing and (misattributed(record.replies, record.outputs)
                        or swapped(record.replies, [*record.earlier, *record.results])
                        or named_for_other(record.replies, [*record.earlier, *record.results], record.outputs)
                        or state_misstated(record.replies, fresh if read_only else written)):
        missing = fresh or list(gold.outputs)  # a status or number said of a record (or call) it does not belong to
    if not missing and wrong_byline(facts, record.replies, [user, *record.outputs]):
        missing = list(facts)  # a record said to be made by someone else the model saw
    if not missing and (last_misnamed(record.replies, record.outputs) or only_named(facts, record.replies)
                        or newest_misnamed(record.replies, record.outputs)):
        missing = list(facts) or fresh or list(gold.outputs)  # a log's last entry, or a long list's length, misstated
    if not missing and (padding_as_answer(record.replies, record.outputs, turn.text)
                        or quoted_padding(record.replies, record.outputs, user)
                        or trend_misstated(record.replies, record.outputs)):
        missing = list(facts) or fresh or list(gold.outputs)  # a past value of a record's padding said as its answer
    if not missing and unseen_handle(record.replies, [user, *calls, *record.outputs], tool_names(scenario)):
        missing = list(facts) or fresh or list(gold.outputs)  # a username or id nothing the model saw holds
    passed = not diff and not missing
    error = None if passed else classify(record.results, record.parse_errors,
                                         "state_mismatch" if diff else "response_mismatch")
    return TurnVerdict(turn=index, gold_empty=False, passed=passed, state_ok=not diff, response_ok=not missing,
                       model_made_calls=bool(record.results), error_class=error, diff=diff, missing_outputs=missing)


def shares(record: TurnRecord, user: str = "") -> list[str]:
    """The results of the episode's calls that work out percentages, or work on one the user gave: shares."""
    done = [*record.earlier, *record.results]
    return [r.output for r in done if "percent" in r.call.name.casefold() and r.status == "ok"] + \
        worked_on_shares(done, user)


def _unasked(scenario: Scenario, index: int) -> tuple[int, ...]:
    """The gold calls of turn ``index`` the user did not ask for: the first, in an exploratory turn."""
    explored = scenario.metadata.get("exploratory_turns")
    return (0,) if isinstance(explored, list) and index in explored else ()

