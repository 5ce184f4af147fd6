"""What a reply binds to one record, the entries of an id-keyed result, units asked in, questions about other things.

Each rule is tried just inside and just outside: the case that must fail and its nearest neighbour that must pass.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sandbox.judge.bound import misattributed, other_record
from sandbox.judge.replies import kinds
from sandbox.judge.focus import asks_elsewhere
from sandbox.judge.said import untold
from sandbox.judge.units import answered_wrong, asked_units, given_units

DONE = json.dumps({"amount": 10, "id": 12345, "order_type": "Buy", "price": 210.65, "status": "Completed",
                   "symbol": "AAPL"})
OPEN = json.dumps({"amount": 5, "id": 12446, "order_type": "Sell", "price": 2840.56, "status": "Pending",
                   "symbol": "GOOG"})
PADDED = json.dumps({**json.loads(OPEN), "history": [3454.1, 3470.58]})
ORDERS = [DONE, OPEN]


@pytest.mark.parametrize(("reply", "wrong"), [
    ("Order 12345 is still pending; order 12446 has completed.", True),
    ("The pending one is order 12345, you can cancel it in the app.", True),
    ("Order 12446 is still pending; order 12345 has completed.", False),
    ("Order 12345 is not pending.", False),  # denied
    ("Order 12345 was pending and is completed now.", False),  # its own status is said too
    ("12345 and 12446: one of them is pending.", False),  # two records in one clause bind nothing
    ("Order 12345 is done. Pending: 12446.", False),  # the status stands in another clause
    ("Order 12345 is completed, unlike the pending one.", False),
])
def test_a_status_said_of_the_record_it_does_not_belong_to(reply: str, wrong: bool) -> None:
    assert misattributed([reply], ORDERS) is wrong


def test_a_status_counts_over_every_version_of_the_record() -> None:
    cancelled = json.dumps({**json.loads(OPEN), "status": "Cancelled"})
    assert not misattributed(["Order 12446 was pending before the cancel."], [*ORDERS, cancelled])
    assert misattributed(["Order 12345 was cancelled."], [*ORDERS, cancelled])


def test_records_of_another_kind_lend_no_status() -> None:
    ticket = json.dumps({"id": 201, "title": "VPN", "status": "Pending"})
    assert not misattributed(["Order 12345 is still pending."], [DONE, ticket])


@pytest.mark.parametrize(("reply", "wrong"), [
    ("Order 12446 is pending: sell 5 GOOG at 3454.10.", True),  # a price of the history, within 2x of its own
    ("Order 12446 is pending: sell 5 GOOG at 2840.56.", False),
    ("Order 12446: sell 5 GOOG at 2840.56 (3454.10 a month ago).", False),  # own price said; the other apart
    ("Order 12446 sells 5 GOOG at 2840.56 although it was 3454.10 before.", False),
    ("Order 12446 sells 5 GOOG at about 3000.", False),  # read nowhere: not borrowed (misquote's business)
    ("Order 12446 would bring 14,202.80 in all.", False),  # five times its price: not in its place
    ("Order 12446 was placed on 2026-01-01.", False),  # a date, not a number
])
def test_a_number_borrowed_from_elsewhere_in_place_of_the_records_own(reply: str, wrong: bool) -> None:
    assert misattributed([reply], [DONE, PADDED]) is wrong


def test_a_large_result_is_read_only_when_it_holds_a_named_id() -> None:
    huge = json.dumps({**json.loads(OPEN), "id": 99999, "symbol": "X" * 200_000})
    assert misattributed(["Order 12345 is pending."], [DONE, huge]) is False  # 99999 is not named: not read
    assert misattributed(["Order 12345 is pending; 99999 too."], [DONE, huge]) is True  # named: read


SENT = json.dumps({"messages": {"USR002": ["Hi."], "USR003": ["Upload it?"], "USR004": ["Upload it?"]}})


@pytest.mark.parametrize(("reply", "told"), [
    ("To USR002: 'Hi.'; to USR003 and USR004: 'Upload it?'", True),
    ("To USR002: 'Hi.'; to USR003: 'Upload it?'", False),  # USR004's entry has the same text: still left out
    ("'Hi.' and 'Upload it?' twice.", False),  # the twin entries need their recipients
    ("USR003 and USR004 got 'Upload it?'; and 'Hi.' went out too.", True),  # a unique value tells its entry
])
def test_a_result_keyed_by_ids_is_told_entry_by_entry(reply: str, told: bool) -> None:
    assert (untold([SENT], [reply], [SENT], "Show me everything I've sent.") == []) is told


def test_a_record_with_keys_of_mixed_shapes_is_told_by_any_field() -> None:
    mixed = json.dumps({"USR002": "Hi.", "note": "Upload it?"})
    assert untold([mixed], ["It says Hi."], [mixed], "What's there?") == []


@given(st.lists(st.sampled_from(["USR002", "USR003", "USR004", "USR005", "USR006"]), min_size=2, max_size=5,
                unique=True), st.data())
def test_every_entry_but_one_is_not_enough(ids: list[str], data: st.DataObject) -> None:
    fact = json.dumps({i: [f"text of {i}"] for i in ids})
    left = data.draw(st.sampled_from(ids))
    full = "; ".join(f"{i}: text of {i}" for i in ids)
    short = "; ".join(f"{i}: text of {i}" for i in ids if i != left)
    assert untold([fact], [full], [fact], "") == []
    assert untold([fact], [short], [fact], "") == [fact]


@pytest.mark.parametrize(("text", "given", "asked"), [
    ("I drive 420 km this trip. How many litre for one km?", {"km"}, {"litre"}),
    ("My boss want miles. 420 km is how many miles?", {"km"}, {"mile"}),
    ("420 km, and what is that in km per litre?", set(), {"km", "litre"}),  # km also named bare: not only given
    ("Wie viele Meilen sind 420 Kilometer?", set(), {"mile"}),  # "Kilometer" after the number... is given
])
def test_units_given_with_a_number_and_units_asked_in(text: str, given: set[str], asked: set[str]) -> None:
    assert set(asked_units(text)) == asked
    if given:
        assert set(given_units(text)) == given


@pytest.mark.parametrize(("reply", "wrong"), [
    ("I can't convert here, but 420 km is about 676 miles.", True),
    ("I can't convert here, but 420 km is about 261 miles.", False),
    ("I can't convert here, but 420 km is about 260.98 miles.", False),
    ("I can't convert here; it's 420 km, so about 676 of them.", False),  # no unit asked in after the number
    ("I can't convert here, not 676 miles anyway.", False),  # denied
    ("I can't convert 420 km to miles here.", False),  # the given number, in its own unit
])
def test_a_number_worked_out_without_the_tool_in_the_unit_asked(reply: str, wrong: bool) -> None:
    assert answered_wrong([reply], "My boss want miles. 420 km is how many miles?", ['{"result": 260.97582}']) is wrong


TANK_ASKED = "Vou meter só 100 litros. Converte para galões e enche."
FUEL = '{"fuelLevel": 10.0}'
PADDED_FUEL = json.dumps({"fuelLevel": 10.0, "service_log": [f"#{i} refuel {12 + i} galões" for i in range(30)]})


@pytest.mark.parametrize(("reply", "quoted", "wrong"), [
    ("100 litros são 26,42 galões; não consigo abastecer, o depósito continua com 10 galões.", [FUEL], False),
    ("100 litros são 26,42 galões; não consigo abastecer, o depósito continua com 10 galões.", [], True),
    ("100 litros são 26,42 galões; não consigo abastecer, o depósito continua com 12 galões.", [FUEL], True),
    # a number that only the padding of a long-context result holds is not quoted
    ("100 litros são 26,42 galões; não consigo abastecer, o depósito continua com 12 galões.", [PADDED_FUEL], True),
    ("O depósito leva 50 galões; 100 litros são 26,42.", ["O depósito leva 50 galões."], False),  # the user's
    ("100 litros são 30 galões.", [FUEL], True),  # worked out wrong, near nothing quoted
])
def test_a_number_quoted_from_what_the_model_read_is_not_worked_out(reply: str, quoted: list[str],
                                                                     wrong: bool) -> None:
    answer = ['{"result": 26.4172}', '{"fuelLevel": 36.4172}']
    assert answered_wrong([reply], TANK_ASKED, answer, ["liter_to_gallon(liter=100)"], quoted) is wrong


REAIS_ASKED = "Nossa. E quanto é isso em reais?"
EXCHANGED = ['{"exchanged_value": 4560.0}']


@pytest.mark.parametrize(("reply", "wrong"), [
    ("Com o câmbio de hoje, cerca de 5,5 reais por dólar, os 1200 dólares dão uns 6600 reais.", True),
    ("Não consigo converter aqui, mas a 3,8 reais por dólar os 1200 dólares dão 4560 reais.", False),  # a rate: no answer
    ("Não consigo converter aqui, mas os 1200 dólares dão 4560 reais.", False),
    ("Não consigo converter aqui, mas os 1200 dólares dão uns 4600 reais.", True),
    ("Não consigo converter para reais agora.", False),
])
def test_an_amount_worked_out_in_the_currency_asked(reply: str, wrong: bool) -> None:
    assert asked_units(REAIS_ASKED) == {"real"}
    assert answered_wrong([reply], REAIS_ASKED, EXCHANGED, (), ["Quanto custa um voo?", '{"travel_cost_list": [1200.0]}']) \
        is wrong


VOCABULARY = {("divide", "a"): "a The dividend (numerator). Divide two numbers.",
              ("divide", "b"): "b The divisor (denominator); it may not be zero."}
SLOTS = {("divide", "a")}
REQUEST = "I drive 420 km this trip. How many litre for one km?"
OTHERS = {("place_order", "symbol"): "symbol The stock symbol to trade.",
          ("cd", "folder"): "folder The folder to change into."}


@pytest.mark.parametrize(("reply", "elsewhere"), [
    ("Sure - how many kilometres did you drive?", True),  # the user gave the kilometres
    ("Sure - how many litres did you use?", False),  # the unit the user asks about: the missing value
    ("Which stock would you like to trade?", True),  # a thing of another function the user never named
    ("Which folder is the trip log in?", True),
    ("How many litres, and which stock?", False),  # one question asks for what is missing
])
def test_a_question_about_what_was_given_or_never_asked(reply: str, elsewhere: bool) -> None:
    assert asks_elsewhere(reply, SLOTS, VOCABULARY, OTHERS, REQUEST) is elsewhere


def test_a_question_about_another_functions_thing_the_user_named_still_asks() -> None:
    request = "Make a new folder for the trip logs, please."
    slots = {("mkdir", "dir_name")}
    vocabulary = {("mkdir", "dir_name"): "dir name The new directory's name."}
    assert not asks_elsewhere("Which folder name would you like?", slots, vocabulary, OTHERS, request)
    assert asks_elsewhere("Which folder name would you like?", slots, vocabulary, OTHERS, "Make a new one.")


NOTES = json.dumps({"file_content": "Highlights: 2x faster sync\nFixes: login loop"})


@pytest.mark.parametrize(("reply", "told"), [
    ("It says: 'Highlights: 2x faster sync' and 'Fixes: login loop'.", True),  # line by line
    ("Highlights: 2x faster sync. Fixes: login loop.", True),
    ("It says: 'Highlights: 2x faster sync'.", False),  # one line of two
    ("Highlights: 2x faster sync; fixes: login loops", False),  # a line misquoted
])
def test_a_text_of_several_lines_is_told_line_by_line(reply: str, told: bool) -> None:
    assert (untold([NOTES], [reply], [NOTES], "What's in the notes?") == []) is told


MINE = json.dumps({"id": 9300, "title": "Van tire check", "status": "Open", "priority": 2})
OTHER = json.dumps({"id": 9100, "title": "Password reset request", "status": "Open", "priority": 2})


@pytest.mark.parametrize(("reply", "wrong"), [
    ("Ticket 9100: 'Password reset request', status Open, priority 2.", True),
    ("Ticket 9300: 'Van tire check', status Open, priority 2.", False),
    ("It is open at priority 2 ('Van tire check').", False),  # no record named: the fields decide
    ("Ticket 9300 is open; 9100 is another one.", False),  # the fact's own id is said
])
def test_another_record_of_the_kind_in_the_facts_place(reply: str, wrong: bool) -> None:
    assert other_record([MINE], [reply], [OTHER, MINE]) is wrong


@pytest.mark.parametrize(("reply", "claims"), [
    ("686,31 USD wurde in summe_usd.txt gespeichert.", True),  # a file name between the verb's parts
    ("Der Betrag wurde noch nicht in summe_usd.txt gespeichert.", False),
    ("Ich kann nichts in summe_usd.txt speichern.", False),
])
def test_a_german_passive_claim_across_a_file_name(reply: str, claims: bool) -> None:
    assert ("claims" in kinds(reply)) is claims


STALE = json.dumps([{"id": 2074, "status": "Open", "title": "Badge"}, {"id": 2075, "status": "Resolved", "title": "Desk"}])
RESOLVED = json.dumps({"status": "Ticket 2074 has been resolved successfully."})


@pytest.mark.parametrize(("reply", "outputs", "wrong"), [
    ("status: Ticket 2074 has been resolved successfully.", [STALE, RESOLVED], False),  # the result's words, quoted
    ("Ticket 2074 has been resolved successfully.", [STALE, RESOLVED], False),
    ("Ticket 2074 is resolved now.", [STALE], True),  # no result says so: the record read says Open
    ("status: Ticket 2074 has been resolved successfully.", [STALE], True),  # the words of no result
])
def test_a_reply_that_quotes_a_results_sentence_claims_nothing_of_its_own(reply: str, outputs: list[str],
                                                                            wrong: bool) -> None:
    assert misattributed([reply], outputs) is wrong
