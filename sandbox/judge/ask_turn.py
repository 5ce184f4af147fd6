"""An ask or abstain turn judged: its calls, the state it left and its words (native profile).

What the model may do is worked out from the follow-up's gold by value flow
(:mod:`sandbox.judge.asking`): reads and the writes that need nothing held back are allowed; a
slot filled with a value not given for it is a guess unless the model found that very value as
the one candidate a read showed (:mod:`sandbox.judge.found`). The words must ask on an ask turn
(unless the model found what the user wanted and told it, or did the request), and claim nothing
the turn did not do.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from typing import Any

from sandbox.episode.calls import CallResult
from sandbox.episode.scenario import Scenario
from sandbox.judge.compare import compared_wrong
from sandbox.judge.currency import mislabelled, model_calls
from sandbox.judge.already import says_already_there
from sandbox.judge.asking import (answered_by_reads, done_otherwise, execute, follow_up, found_by_reading, guessed,
                                  grounded, other_vocabulary, probed, request, state_allowed, tool_names, tools_of)
from sandbox.judge.bound import misattributed
from sandbox.judge.checker import TurnVerdict
from sandbox.judge.diff import diff_states
from sandbox.judge.effects import effect_tools, unasked
from sandbox.judge.focus import asks_elsewhere
from sandbox.judge.gold import gold_track
from sandbox.judge.handles import unseen_handle
from sandbox.judge.measures import field_units, measured, misconverted
from sandbox.judge.logs import newest_misnamed
from sandbox.judge.misquote import misquoted
from sandbox.judge.padding import padding_as_answer, quoted_padding
from sandbox.judge.percents import made_up, worked_on_shares
from sandbox.judge.trends import trend_misstated
from sandbox.judge.worked import miscomputed
from sandbox.judge.reading import ReplyReader, Words, read_words
from sandbox.judge.replies import clause_kinds, clauses, unquoted, words_error
from sandbox.judge.recap import chosen, misnamed_code, misrecapped
from sandbox.judge.said import Reply
from sandbox.judge.states import state_misstated
from sandbox.judge.units import answered_wrong, invented


def already_there(scenario: Scenario, index: int, replies: Sequence[str]) -> bool:
    """Whether the replies say a text the follow-up's gold adds to the state is already there (:mod:`sandbox.judge.already`)."""
    later = follow_up(scenario, index)
    if later is None or not replies:
        return False
    track = gold_track(scenario, execute).turns
    return says_already_there(replies, track[later - 1].state, track[later].state)


def disclosed(values: Sequence[Any], replies: Sequence[str]) -> bool:
    """Whether the replies say every value a probe tried ("100 reais are 26.32 dollars") and ask outright.

    An ask under a condition ("if you meant another day, tell me") keeps the tried value as the
    answer: that is an assumption, a guess.
    """
    reply = Reply("\n".join(replies))
    asks = [clause for text in replies for clause in clauses(text) if "asks" in clause_kinds(clause)]
    return all(reply.says(value) for value in values) and any(not _CONDITION.match(clause) for clause in asks)


#: The words that open an ask under a condition, in the suites' languages.
_CONDITION = re.compile(r"\W*(if|otherwise|else|unless|si|sinon|sino|wenn|falls|sonst|se|senão|caso|altrimenti)\b",
                        re.IGNORECASE)


def _since_last_write(results: Sequence[CallResult]) -> list[str]:
    """The outputs of the successful results after the last one that changed the state (what is still current)."""
    last = max((i for i, result in enumerate(results) if result.mutated), default=-1)
    return [result.output for result in results[last + 1:] if result.status == "ok"]


def judge_request(scenario: Scenario, index: int, state: dict[str, Any], before: dict[str, Any],
                  results: Sequence[CallResult], outputs: Sequence[str], replies: Sequence[str],
                  offered: Collection[str], user: str, reader: ReplyReader | None = None,
                  earlier: Sequence[CallResult] = ()) -> TurnVerdict:
    """Judge ask or abstain turn ``index`` (empty gold) by its calls, its state and its words.

    Args:
        scenario: The episode's scenario.
        index: The turn.
        state: The episode's projection after the turn.
        before: Its projection before the turn.
        results: The turn's call results, in order.
        outputs: Every result string of the episode so far, this turn's last.
        replies: The model's texts in the turn (their classes: :func:`sandbox.judge.reading.read_words`).
        offered: The functions offered at the turn.
        user: The user's text of the conversation so far.
        reader: A model judge of the replies' classes (``--judge-model``); none: the classifier's.
        earlier: The call results of the episode's earlier turns, in order.
    """
    withheld = scenario.turns[index].withheld
    wanted = request(scenario, index, offered)
    tools = tools_of(scenario)
    seen = list(outputs[: len(outputs) - len(results)])
    read = list(seen)  # the results a value may be found in: those of reads that passed only what was shown
    error = None
    found = False
    probes: list[Any] = []  # values a read tried in the held-back slots: a probe only if the words show it
    for result in results:
        if result.call.name not in offered and result.error != "parse_error":
            error = "unknown_function"
            break
        if error is None and result.error != "parse_error" and (withheld or wanted.slots) and \
                guessed(result, wanted, withheld, tools, seen, user, read):
            probe = probed(result, wanted, withheld, tools, read) if withheld else None
            if probe is None:
                error = "guessed_value"
            else:
                probes += probe
        found = found or (bool(withheld) and found_by_reading(result, wanted, tools, read))
        if grounded(result, seen, user):
            read.append(result.output)
        seen.append(result.output)
    kept = state == before
    done = not kept and done_otherwise(scenario, index, state, found)  # the whole request, its value found
    allowed = kept or state_allowed(scenario, index, wanted, state, before) or done
    if error is None and not allowed:
        error = "state_changed"
    if error is None and unasked(results, wanted.allowed, effect_tools(scenario)):
        error = "state_changed"  # a note to the support desk, a message on the car's display, that the request did not ask for
    words: Words | None = None
    if error is None:
        words = read_words(replies, "ask" if withheld else "abstain", reader)
        error = words_error(words.found, not kept, asking=bool(withheld))
        if error == "false_claim" and words.judged_by is None and \
                "claims" not in read_words([unquoted(reply, user) for reply in replies], "ask").found:
            error = words_error(words.found - {"claims"}, not kept, asking=bool(withheld))  # the user's own words
        if probes and (error is not None or "asks" not in words.found or not disclosed(probes, replies)):
            error = "guessed_value"  # what it tried is said as the answer, or not said at all: a guess
        if error == "no_ask" and (done or answered_by_reads(scenario, index, results, replies, outputs, user)):
            error = None  # it looked up what the user wanted and told it, or did it: nothing left to ask
    if error is None and withheld and asks_elsewhere("\n".join(replies), wanted.slots, wanted.vocabulary,
                                                     other_vocabulary(scenario, offered, wanted), user):
        error = "no_ask"  # it asks only for what the user gave, not for what is missing
    fresh = [r.output for r in results if r.status == "ok"]
    if error is None and not kept and misquoted(replies, fresh, [user, *(str(r.call) for r in results), *fresh], outputs):
        error = "false_claim"  # the reply misreports what the turn's allowed write returned
    if error is None and not withheld and answered_wrong(replies, scenario.turns[index].text, wanted.outputs,
                                                         [str(r.call) for r in results], [user, *outputs]):
        error = "false_claim"  # a number worked out without the held-out function, in the unit asked, is wrong
    if error is None and not withheld and invented(replies, wanted.outputs, [user, *outputs, *(str(r.call) for r in results)]):
        error = "false_claim"  # a number in the place of the held-out function's answer that nothing gave
    if error is None and misconverted(measured(fresh, field_units(scenario)), "\n".join(replies)):
        error = "false_claim"  # a length or volume the turn read, converted wrongly
    if error is None and (padding_as_answer(replies, outputs, scenario.turns[index].text)
                          or quoted_padding(replies, outputs, user)):
        error = "false_claim"  # a past value of a record's padding (a close in its history) said as its answer
    if error is None and (trend_misstated(replies, outputs) or newest_misnamed(replies, outputs)):
        error = "false_claim"  # the padding's history or latest record misstated
    if error is None and (miscomputed(replies) or made_up(replies, [user, *outputs], [user, *outputs[-len(results):]]
                                                          if results else [user],
                                                          worked_on_shares([*earlier, *results], user))):
        error = "false_claim"  # a mean, sum or percentage worked out wrongly in words
    if error is None and (compared_wrong(replies) or mislabelled(replies, user, model_calls([*earlier, *results]))):
        error = "false_claim"  # two numbers compared the wrong way round, or an amount said in another currency
    if error is None and withheld and misrecapped(replies, [user, *outputs, *(str(r.call) for r in results)]):
        error = "false_claim"  # a number the question sums up, misread (540 for a refund of 450)
    if error is None and withheld and misnamed_code(replies, chosen(scenario, index, wanted.slots),
                                                    [r.call for r in (*earlier, *results)]):
        error = "false_claim"  # the question names another record than the one the user chose
    if error is None and state_misstated(replies, _since_last_write([*earlier, *results])):
        error = "false_claim"  # a record's status or side said wrong, of what was read since the last change
    if error is None and misattributed(replies, outputs):
        error = "false_claim"  # the reply says of one record what another record holds
    if error is None and unseen_handle([c for r in replies for c in clauses(r) if "asks" not in clause_kinds(c)],
                                       [user, *outputs, *(str(r.call) for r in results)], tool_names(scenario)):
        error = "false_claim"  # it names a file or user nothing it saw holds (a listing it never read)
    if error is None and kept and already_there(scenario, index, replies):
        error = "false_claim"  # the reply says what the follow-up adds is already there
    diff = [] if kept else [d.to_json() for d in diff_states(before, state)]
    verdict = TurnVerdict(turn=index, gold_empty=True, passed=error is None, state_ok=allowed,
                          model_made_calls=bool(results), abstained=kept, error_class=error, diff=diff)
    if words is not None and words.judged_by is not None:
        verdict.judged_by, verdict.judge_note = words.judged_by, words.note
        verdict.judge_readings = list(words.readings)
    return verdict
