"""Told means said: how the replies of a turn are read against its facts (sandbox/judge/said.py)."""

from __future__ import annotations

import asyncio
import json
import math
from typing import Any

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from sandbox.episode.loop import run_episode
from sandbox.judge.said import LONG, SPELLED, Reply, numbers, untold
from sandbox.judge.statement import statement
from sandbox.models.scripted import ScriptedModel, Step
from sandbox.run.suites import load_suite

_WORDS = st.text(alphabet="abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_0123456789", min_size=3, max_size=10)
_VALUES = st.floats(min_value=0.01, max_value=1e6, allow_nan=False, allow_infinity=False)


def _fact(value: Any) -> str:
    return json.dumps({"result": value})


# -- names and ids: whole words ---------------------------------------------------------------------


@given(_WORDS, st.sampled_from([" ", ".", ",", "!", ")", ": "]))
def test_a_name_is_said_as_a_whole_word(word: str, after: str) -> None:
    assume(word.lower() not in {"not", "non", "nie", "nao", "nem", "mai", "nunca", "never", "kein", "keine", "nicht"})
    assert Reply(f"It is {word}{after}more").says(word)
    assert Reply(f"It is ({word.upper()})").says(word.lower())  # case aside


@given(_WORDS, st.sampled_from(["x", "7", "é"]))
def test_a_name_inside_a_longer_word_is_not_said(word: str, extra: str) -> None:
    assume(word[0].isalnum() and word[-1].isalnum())
    assert not Reply(f"It is {word}{extra} and {extra}{word}").says(word)


# -- numbers: as written, or rounded to the digits shown ---------------------------------------------


@given(_VALUES, st.integers(min_value=0, max_value=4))
def test_a_number_rounded_to_the_digits_shown_says_it_when_two_digits_or_more_show(value: float, decimals: int) -> None:
    written = f"{value:.{decimals}f}"
    digits = len(written.replace(".", "").lstrip("0"))
    assert Reply(f"It is about {written}.").says(value) is (digits >= 2 or math.isclose(float(written), value,
                                                                                            rel_tol=1e-9))


@given(_VALUES, st.integers(min_value=0, max_value=3))
def test_a_number_off_by_more_than_half_its_last_digit_does_not_say_it(value: float, decimals: int) -> None:
    unit = 10.0 ** -decimals
    off = round(value, decimals) + 2 * unit
    assert not Reply(f"It is about {off:.{decimals}f}.").says(value)


def test_the_rule_on_digits_inside_and_outside() -> None:
    assert Reply("about 7.9 hours").says(7.875) and Reply("7.88").says(7.875)
    assert not Reply("about 8 hours").says(7.875) and not Reply("about 9").says(7.875)  # one digit: no rounding
    assert Reply("about 16 °C").says(15.76) and not Reply("about 17 °C").says(15.76)
    assert Reply("Die Fläche beträgt 2,88 m².").says(2.88) and Reply("cash $6,694.90").says(6694.9)
    assert Reply("1,250 shares").says(1250) and not Reply("1,250 shares").says(1.25)


@given(st.integers(min_value=0, max_value=12))
def test_small_numbers_spelled_out_say_them_in_every_language_of_the_suites(number: int) -> None:
    for word in SPELLED.get(number, ()):
        assert Reply(f"That makes {word} stanzas.").says(number), word
    assert not Reply("That makes several stanzas.").says(number)


@given(st.integers(min_value=0, max_value=23), st.integers(min_value=0, max_value=59))
def test_hours_and_minutes_are_one_duration(hours: int, minutes: int) -> None:
    value = hours + minutes / 60
    assert Reply(f"It takes {hours} hours and {minutes} minutes.").says(value)
    assert not Reply(f"It takes {hours} hours and {minutes} minutes.").says(value + 1 / 60)
    assert [n.value for n in numbers(f"{hours} h {minutes} min")] == [value]


# -- what unsays a value ---------------------------------------------------------------------------------


@given(st.floats(min_value=1, max_value=1e6), st.sampled_from(["not", "never", "nicht", "non", "não", "no"]))
def test_a_number_right_after_a_negation_is_not_said(value: float, negation: str) -> None:
    written = f"{value:.2f}"
    assert not Reply(f"It is {negation} {written}.").says(value)
    assert not Reply(f"It is {negation} quite {written}.").says(value)
    assert Reply(f"It is {negation} cheap: {written}.").says(value)  # another clause


@given(st.lists(st.integers(min_value=1, max_value=99), min_size=2, max_size=5, unique=True),
       st.sampled_from(["or", "o", "ou", "oder", "oppure"]))
def test_numbers_offered_as_alternatives_say_none_of_them(options: list[int], word: str) -> None:
    text = ", ".join(str(o) for o in options[:-1]) + f" {word} {options[-1]}"
    assert not any(Reply(f"That gives {text} stanzas.").says(o) for o in options)
    assert untold([_fact(options[0])], [f"That gives {text} stanzas."], [], "") == [_fact(options[0])]


@given(_VALUES, st.floats(min_value=0.55, max_value=1.9))
def test_a_stray_number_next_to_the_fact_unsays_it(value: float, ratio: float) -> None:
    other = round(value * ratio, 2)
    assume(not math.isclose(other, value, rel_tol=0.01) and abs(other - value) > 0.01)
    said = f"{value:.4f}"
    assert untold([_fact(value)], [f"It is {said}."], [], "") == []
    assert untold([_fact(value)], [f"It is {said}, so roughly {other:.2f}."], [], "") == [_fact(value)]
    # the same number explained by the user's words is no second value for the fact
    assert untold([_fact(value)], [f"It is {said}; you said {other:.2f}."], [], f"I had {other:.2f}.") == []


def test_the_eta_examples() -> None:
    eta = _fact(7.875)
    user = "630 km at 80 km/h: how long?"
    assert untold([eta], ["About 7.88 hours."], [], user) == [] and untold([eta], ["about 7.9 hours"], [], user) == []
    assert untold([eta], ["It takes 7 hours and 52.5 minutes."], [], user) == []
    assert untold([eta], ["That's about 9 hours of driving."], [], user) == [eta]
    assert untold([eta], ["7.875 hours, so roughly 9 hours."], [], user) == [eta]
    assert untold([eta], ["Not 7.875 hours: count on about 9 hours."], [], user) == [eta]
    assert untold([eta], ["I have worked it out for you."], [eta], user) == [eta]  # fetched, not said


# -- what must be said: the part of a fact the user asked for --------------------------------------------


def test_a_record_is_told_by_a_field_the_user_did_not_give() -> None:
    quote = json.dumps({"symbol": "NVDA", "price": 220.34, "MA(5)": 220.45, "volume": 1.234})
    calls = ["get_stock_info(symbol='NVDA')"]
    assert untold([quote], ["Nvidia trades at $220.34."], [], "What is Nvidia at?", calls) == []
    assert untold([quote], ["It is NVDA."], [quote], "What is Nvidia at?", calls) == [quote]  # the echo only
    assert untold([quote], ["NVDA is at $230.34."], [], "What is Nvidia at?", calls) == [quote]  # and a wrong price


def test_a_long_log_beside_the_answer_is_not_asked_for() -> None:
    history = [round(200 + i * 1.7, 2) for i in range(LONG + 1)]
    quote = json.dumps({"price": 220.34, "history": history})
    assert untold([quote], ["NVDA is at $220.34."], [quote], "") == []
    assert untold([quote], [f"NVDA is at ${history[0]}."], [quote], "") == [quote]  # a past price is no answer
    assert untold([quote], [f"It is $220.34 now; the oldest was ${history[0]}."], [quote], "") == []
    short = json.dumps({"price": 220.34, "history": history[:LONG]})  # a short list is a field like the price
    assert untold([short], [f"The last {LONG} prices: {', '.join(map(str, history[:LONG]))}."], [short], "") == []
    assert untold([short], [f"NVDA is at ${history[0]}."], [short], "") == [short]  # one item of it is not the list


def test_a_list_is_told_by_every_item_and_a_long_one_alone_by_any() -> None:
    sector = json.dumps({"stock_list": ["AAPL", "GOOG", "MSFT", "NVDA"]})
    assert untold([sector], ["AAPL, GOOG, MSFT and NVDA."], [], "") == []
    assert untold([sector], ["AAPL, MSFT and NVDA."], [], "") == [sector]
    files = json.dumps({"content": [f"file_{i}.txt" for i in range(LONG + 1)]})
    assert untold([files], ["There is file_3.txt among many."], [], "") == []
    assert untold([files], ["I could not read the folder."], [files], "") == [files]


def test_errors_are_not_asked_for_and_booleans_are_told_by_the_result() -> None:
    down = json.dumps({"error": "weather.com is down"})
    assert untold([down], ["Google says 16 °C."], [], "") == []
    flag = json.dumps({"canDrive": True, "service_log": [f"#{i} ok" for i in range(LONG + 1)]})
    assert untold([flag], ["Yes."], [flag], "") == [] and untold([flag], ["Yes."], [], "") == [flag]


@given(st.dictionaries(st.sampled_from(["a", "b", "name", "price", "id"]),
                       st.one_of(_VALUES, st.text(alphabet="abcdefgh XYZ", min_size=3, max_size=12)
                                 .filter(lambda t: t.strip() and not set(t.split()) & {"no", "non", "nie", "ni"}),
                                 st.lists(st.integers(min_value=1, max_value=10 ** 6), min_size=1, max_size=4)),
                       min_size=1))
def test_the_statement_of_a_result_tells_it(record: dict[str, Any]) -> None:
    fact = json.dumps(record)
    assert untold([fact], [statement([fact])], [fact], "") == []


# -- in an episode: words to the user, not the text of calls -----------------------------------------------


def test_the_text_of_a_call_does_not_tell_what_its_arguments_hold() -> None:
    scenario = next(s for s in load_suite("base") if s.id == "d_math_fuel_economy_v1")
    calls = list(scenario.turns[3].ground_truth)  # subtract, then absolute_value(number=0.5999999999999996)
    assert "0.5999999999999996" in calls[-1]

    def play(reply: list[Step]) -> Any:
        turns: list[list[Step]] = [[list(t.ground_truth), statement_of(i)] for i, t in enumerate(scenario.turns[:3])]
        result, _ = asyncio.run(run_episode(scenario, ScriptedModel({scenario.id: [*turns, [calls, *reply]]})))
        return result.turns[3]

    def statement_of(turn: int) -> str:
        from tests.gold_words import gold_reply
        return gold_reply(scenario, turn)

    silent = play([])
    assert silent.passed is False and silent.error_class == "response_mismatch"
    assert play(["The difference is 0.6 l/100 km."]).passed


@pytest.mark.parametrize(("reply", "wrong"), [
    ("Withdrawn. Your new balance is $12,500.", True),  # the balance before: not what the call returned
    ("Withdrawn. Your new balance is $12,100.", False),
    ("Your balance went from $12,500 to $12,100.", False),  # the old value (read earlier) beside the right one
    ("Your balance went from $12,900 to $12,100.", True),  # an old value nothing shows, near the result
    ("Your new balance is $12,100; I had set it to $13,100.", True),  # the right value beside a made-up one
    ("Withdrawn. Your new balance is $6,051.", True),  # just inside a factor of two
    ("Withdrawn. Your new balance is $6,049.", False),  # just outside: not read as the balance
    ("Withdrew the 400 dollars.", False),  # the user's number, far from the result's
    ("Withdrawn.", False),  # saying nothing is not misreporting
])
def test_a_write_turn_reply_misreporting_what_the_call_returned(reply: str, wrong: bool) -> None:
    from sandbox.judge.misquote import misquoted

    fresh = ['{"new_balance": 12100.0, "status": "Withdrawal successful"}']
    seen = ["Take out 400 dollars for the rent.", "withdraw_funds(amount=400)", *fresh]
    assert misquoted([reply], fresh, seen, ['{"balance": 12500.0}']) is wrong


@pytest.mark.parametrize(("flag", "reply", "told"), [
    (True, "No, 600 miles is too far on that tank.", False),
    (True, "Yes, you can make 600 miles on that.", True),
    (True, "No problem: you can make 600 miles.", True),  # "No" opens, but is not an answer
    (True, "Nein. Das ist zu weit.", False),
    (False, "Sí, puedes llegar.", False),
    (False, "No, it is too far.", True),
    (True, "You can make it.", True),  # no yes or no to read
])
def test_a_flag_is_not_told_by_a_reply_that_answers_against_it(flag: bool, reply: str, told: bool) -> None:
    fact = json.dumps({"canDrive": flag})
    assert (untold([fact], [reply], [fact], "Can I drive 600 miles?") == []) is told


def test_a_summary_may_count_a_long_result_that_is_no_fact() -> None:
    from sandbox.judge.said import untold
    from sandbox.judge.statement import statement

    history = json.dumps({"booking_history": {str(1000 + i): {"travel_cost": 900.0 + 10 * i} for i in range(201)}})
    invoice = '{"invoice": {"booking_id": "1007", "travel_cost": 107.0}}'
    reply = statement([history, invoice])
    assert "and 196 more" in reply and untold([invoice], [reply], [history, invoice], "") == []
    # just outside: a count no long result gives (201 less 6) is a stray near the fact's 107
    assert untold([invoice], [reply.replace("196", "195")], [history, invoice], "") == [invoice]
