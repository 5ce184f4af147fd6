"""The rules of the twelfth blind set, each tried just inside and just outside: a number cut with an ellipsis,
a currency or a speed unit said wrong, a question that asks with "I just need", a verb of the user's doing, a
count of a long list by kind, a count of another list the model read, a file's path said by its name, where
the agent stands, a record's maker after its noun, the last entry of one of several logs, a text the user
dictated, a code a question recaps wrong and a padding line quoted as the answer."""

from __future__ import annotations

import json

import pytest

from sandbox.judge.byline import wrong_byline
from sandbox.judge.counts import miscounted
from sandbox.judge.currency import mislabelled
from sandbox.judge.dictated import undictated
from sandbox.judge.diff import StateDifference
from sandbox.judge.forms import forms
from sandbox.judge.logs import last_misnamed
from sandbox.judge.measures import wrong_unit
from sandbox.judge.padding import quoted_padding
from sandbox.judge.position import at_position, moved
from sandbox.judge.recap import misnamed_code
from sandbox.judge.replies import clause_kinds
from sandbox.judge.said import Reply, untold
from sandbox.episode.calls import ToolCall


@pytest.mark.parametrize("text, value, said", [
    ("166.666… each", 166.66666666666666, True),  # cut, not rounded: 166.666 up to 166.667
    ("166.666... each", 166.66666666666666, True),
    ("166.666… each", 166.6659, False),  # below what the cut digits show
    ("166.666… each", 166.6671, False),  # above
    ("166.666 each", 166.66666666666666, False),  # no ellipsis: a rounding, and 166.6667 rounds to 166.667
])
def test_a_number_cut_with_an_ellipsis_says_what_its_digits_show(text: str, value: float, said: bool) -> None:
    assert Reply(text).says(value) is said


def test_a_cut_quotient_beside_its_rounding_tells_the_rounded_fact() -> None:
    reply = "Split three ways, the 500.00 fare comes to 166.666… each: rounded, **166.67** per person."
    assert untold(['{"result": 166.67}'], [reply], ['{"result": 166.66666666666666}'], "Split 500.0 three ways") == []
    assert untold(['{"result": 166.67}'], [reply.replace("166.666…", "166.662…")], ['{"result": 166.66666666666666}'],
                  "Split 500.0 three ways") != []  # a cut that is not the quotient's is a stray


GROWTH = [("multiply", {"a": 1.2166529024, "b": 2500}, 3041.632256)]


@pytest.mark.parametrize("reply, user, calls, wrong", [
    ("Son 3.041,63 dólares.", "mis 2500 euros", GROWTH, True),  # an amount made of euros, called dollars
    ("Son 3.041,63 €.", "mis 2500 euros", GROWTH, False),
    ("Son 3.041,63.", "mis 2500 euros", GROWTH, False),  # no currency said
    ("Son 3.041,63 dólares.", "mis 2500", GROWTH, False),  # the user named no currency
    ("That is $3,041.63.", "my 2500 euros", GROWTH, True),  # a sign before the amount
    ("That is $40.00.", "my 2500 euros",  # a conversion's result is in the currency it converts to
     [("compute_exchange_rate", {"base_currency": "EUR", "target_currency": "USD", "value": 2500}, 40.0)], False),
    ("That is 40.00 €.", "my 2500 euros",
     [("compute_exchange_rate", {"base_currency": "EUR", "target_currency": "USD", "value": 2500}, 40.0)], True),
    ("The ratio is 1.5 dollars.", "my 3000 euros and 2000 euros",  # euros divided by euros: no currency
     [("divide", {"a": 3000, "b": 2000}, 1.5)], False),
])
def test_an_amount_keeps_its_currency_through_the_arithmetic(reply: str, user: str, calls: list, wrong: bool) -> None:
    assert mislabelled([reply], user, calls) is wrong


@pytest.mark.parametrize("reply, wrong", [
    ("We're doing about 113 mph right now.", True),
    ("We're doing about 113 km/h right now.", False),
    ("We're doing about 113 km/h (about 70 mph) right now.", False),  # converted right
    ("We're doing about 113 miles per hour.", True),
])
def test_a_speed_said_in_another_unit(reply: str, wrong: bool) -> None:
    assert wrong_unit([(113.04, "kmh")], reply) is wrong


@pytest.mark.parametrize("clause, kind", [
    ("I just need the card number and the 3-digit code.", "asks"),
    ("I still need your card number.", "asks"),
    ("I just booked it.", "claims"),
    ("It is the card you booked with.", "informs"),  # the user's doing, not the model's
    ("You booked it and I paid it.", "claims"),  # the model's own verb after the user's
    ("I booked it with that card.", "claims"),
])
def test_who_did_it_and_how_a_request_is_worded(clause: str, kind: str) -> None:
    assert kind in clause_kinds(clause)
    if kind == "informs":
        assert clause_kinds(clause) == {"informs"}


def _bookings(classes: list[str]) -> str:
    return json.dumps({"booking_history": {str(1000 + i): {"travel_class": c, "travel_cost": 20.5 + i}
                                           for i, c in enumerate(classes)}})


def test_a_long_list_may_be_counted_by_kind() -> None:
    fact = _bookings(["economy"] * 14 + ["business"] * 5 + ["first"] * 4)
    said = "23 bookings: 14 economy, 5 business and 4 first class; booking 1000 cost 20.50."
    assert untold([fact], [said], [fact], "Show my bookings") == []
    # 13 economy is no count of any kind the list has, and lies near 14: a stray that tells nothing
    assert untold([fact], [said.replace("14 economy", "13 economy")], [fact], "Show my bookings") != []


LISTING = json.dumps({"current_directory_content": [f"f{i}.txt" for i in range(201)] + ["2024_q4.txt"]})


@pytest.mark.parametrize("reply, read, wrong", [
    ("In archive/invoices (202 entries) only 2024_q4.txt matches.", [LISTING], False),  # the count of the listing read
    ("In archive/invoices (203 entries) only 2024_q4.txt matches.", [LISTING], True),
    ("In archive/invoices (202 entries) only 2024_q4.txt matches.", [], True),  # nothing read has 202 items
])
def test_a_count_of_another_list_the_model_read(reply: str, read: list[str], wrong: bool) -> None:
    assert miscounted(['{"matches": ["./archive/invoices/2024_q4.txt"]}'], [reply], {"find"}, read) is wrong


def test_a_files_path_is_said_by_its_name() -> None:
    assert forms("./archive/invoices/2024_q4.txt")[-1] == "2024_q4.txt"
    assert Reply("Only one file matches: 2024_q4.txt.").says("./archive/invoices/2024_q4.txt")
    assert not Reply("Only one file matches: 2024_q3.txt.").says("./archive/invoices/2024_q4.txt")
    assert forms("reports/2025") == ["reports/2025"]  # a folder's path: no file name to say it by


PLACES = {"file_system": frozenset({"cwd"})}


def test_where_the_agent_stands_is_a_position_only() -> None:
    assert at_position("root['file_system']['cwd']", PLACES)
    assert at_position("root['file_system']['cwd'][0]", PLACES)
    assert not at_position("root['file_system']['root']['helga']", PLACES)
    assert not at_position("root['math']['cwd']", PLACES)
    here, there = {"file_system": {"cwd": []}}, {"file_system": {"cwd": ["archive"]}}
    assert moved(here, there, PLACES) and not moved(here, here, PLACES)
    assert StateDifference("root['file_system']['cwd']", [], ["archive"]).path.startswith("root['file_system']")


TICKET = '{"id": 7411, "created_by": "okafor", "title": "Monitor flickers"}'


@pytest.mark.parametrize("reply, wrong", [
    ("Tweet 501 by @bakery_ros, mentioning @hungry_hal.", True),
    ("Tweet 501 by @hungry_hal, mentioning @bakery_ros.", False),
    ("Ticket 7411 by okafor.", False),
    ("Ticket 7411 by hungry_hal.", True),
])
def test_a_records_maker_named_after_its_noun(reply: str, wrong: bool) -> None:
    tweet = '{"id": 501, "username": "hungry_hal", "mentions": ["bakery_ros"], "content": "Rye sold out"}'
    fact = TICKET if "Ticket" in reply else tweet
    assert wrong_byline([fact], [reply], [fact, tweet]) is wrong


def _log(actors: list[str]) -> str:
    return json.dumps({"activity": [f"2025-10-{i + 1:02d} 10:00 {actor} viewed the ticket" for i, actor in enumerate(actors)]})


@pytest.mark.parametrize("reply, wrong", [
    ("The last one is: gwen viewed the ticket.", False),  # the last of the second log
    ("The last one is: esther viewed the ticket.", False),  # the last of the first
    ("The last one is: ines viewed the ticket.", True),  # in both logs, last in neither
])
def test_the_last_entry_of_one_of_several_logs(reply: str, wrong: bool) -> None:
    first, second = _log(["ines"] * 25 + ["esther"]), _log(["ines"] * 25 + ["gwen"])
    assert last_misnamed([reply], [first, second]) is wrong


LINE = "Deposit 1500.0 at 2026-01-01 09:00:00"


@pytest.mark.parametrize("written, user, wrong", [
    ("Deposit 1500 at 2026-01-01 09:00:00", f"write it exactly like '{LINE}'", True),
    (LINE, f"write it exactly like '{LINE}'", False),
    ("Deposit 1500 at 2026-01-01 09:00:00", "write the deposit and its time", False),  # nothing dictated
    ("Deposit 1,500 at 2026-01-01 09:00", f"write it exactly like '{LINE}'", False),  # another text: the state says it
])
def test_a_dictated_text_is_written_as_dictated(written: str, user: str, wrong: bool) -> None:
    assert bool(undictated([("echo", {"content": LINE})], [("echo", {"content": written})], user)) is wrong


QUOTES = [ToolCall(name="get_stock_info", arguments={"symbol": s}) for s in ("NEPT", "ZETA", "SYNX")]


@pytest.mark.parametrize("reply, wrong", [
    ("How many shares of NEPT should I buy at 22.09?", True),
    ("How many shares of ZETA should I buy at 22.09?", False),
    ("How many shares should I buy at 22.09?", False),  # names none
    ("How many shares of ZETA (not NEPT) should I buy?", False),  # names the chosen one too
])
def test_a_question_recaps_the_record_the_user_chose(reply: str, wrong: bool) -> None:
    assert misnamed_code([reply], {"symbol": ["ZETA"], "price": [22.09]}, QUOTES) is wrong


SENT = json.dumps({"archive": {"USR001": [f"2025-08-{i + 1:02d} 10:00 USR001: Quick reminder: the garage is closed."
                                          for i in range(25)]},
                   "sent": {"USR001": ["See you at 6"]}})


@pytest.mark.parametrize("reply, wrong", [
    ('You sent to USR001: "See you at 6" and "Quick reminder: the garage is closed."', True),
    ('You sent to USR001: "See you at 6".\nIn the archive: "Quick reminder: the garage is closed."', False),
    ('You sent to USR001: "See you at 6".', False),
    ('You sent to USR001: "See you at 6" and "Quick reminder: the pool is closed."', False),  # quotes nothing read
])
def test_a_padding_line_quoted_as_the_answer(reply: str, wrong: bool) -> None:
    assert quoted_padding([reply], [SENT]) is wrong
