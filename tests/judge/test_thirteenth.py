"""The rules of the thirteenth blind set, each tried just inside and just outside: two numbers compared the wrong
way round, a share worked out from a percentage the user gave, ids swapped between a write's fields, a status
said against what a write returned, a numbered list's item numbers, and "Yes" to a search that found nothing."""

from __future__ import annotations

import json

import pytest

from sandbox.episode.calls import CallResult, ToolCall
from sandbox.judge.compare import compared_wrong
from sandbox.judge.fields import misplaced
from sandbox.judge.percents import made_up, worked_on_shares
from sandbox.judge.quantities import numbers
from sandbox.judge.said import untold
from sandbox.judge.states import state_misstated


@pytest.mark.parametrize("reply, wrong", [
    ("457.23 × 11 = 5,029.53 in total — just under your 5,000 bonus.", True),
    ("457.23 × 11 = 5,029.53 in total — just over your 5,000 bonus.", False),
    ("4,990.00 in total, just under your 5,000 bonus.", False),
    ("4,990.00 in total, just over your 5,000 bonus.", True),
    ("5,029.53 in total, not under 5,000.", False),  # denied
    ("5,029.53 in total; the bonus is 5,000.", False),  # no comparison
    ("Gesamt 881,36 $, also unter deinem Betrag von 1.000 $.", False),  # "1.000" read as a thousand
    ("Post 50: a kite seen over Leeds; post 51 too.", False),  # "over" a place, and punctuation before the number
    ("Coste 5.029,53, por debajo de 5.000.", True),
])
def test_two_numbers_compared(reply: str, wrong: bool) -> None:
    assert compared_wrong([reply]) is wrong


def _result(name: str, arguments: dict[str, object], output: str, status: str = "ok") -> CallResult:
    return CallResult(call=ToolCall(name=name, arguments=arguments), output=output, status=status)


HALF = _result("divide", {"a": 1.3, "b": 2}, '{"result": 0.65}')


@pytest.mark.parametrize("user, results, known", [
    ("Set the alert at half of 1.3 percent.", [HALF], True),
    ("Set the alert at half of 1.3 kg.", [HALF], False),  # 1.3 is no percentage there
    ("Set the alert at half of 1.3 percent.", [_result("divide", {"a": 1.4, "b": 2}, '{"result": 0.7}')], False),
    ("Set the alert at half of 1.3 percent.", [_result("divide", {"a": 1.3, "b": 2}, '{"error": "x"}', "tool_error")],
     False),  # a failed call works out nothing
])
def test_a_result_worked_from_a_users_percentage_is_a_share(user: str, results: list[CallResult], known: bool) -> None:
    reply = ["Half of 1.3 percent is 0.65 percent."]
    assert made_up(reply, [user], [user], worked_on_shares(results, user)) is not known


BOOKED = json.dumps({"booking_id": "3988031", "transaction_id": "16488267", "travel_cost": 200.0})


@pytest.mark.parametrize("reply, wrong", [
    ("Booking number: 16488267\nTransaction id: 3988031", True),
    ("Booking number: 3988031\nTransaction id: 16488267", False),
    ("Booked for 200.00: booking 3988031.", False),
])
def test_ids_swapped_between_a_writes_fields(reply: str, wrong: bool) -> None:
    assert misplaced([], [reply], "", [BOOKED]) is wrong
    assert not misplaced([], [reply], "")  # what no write returned binds nothing


PLACED = json.dumps({"amount": 30, "order_id": 12447, "order_type": "Buy", "price": 88.34, "status": "Pending"})


@pytest.mark.parametrize("reply, outputs, wrong", [
    ("Bought 30 NEPT at 88.34, order 12447 is filled.", [PLACED], True),
    ("Order 12447 for 30 NEPT at 88.34 is pending.", [PLACED], False),
    ("Order 12447 (sell) is cancelled.", ['{"order_id": 12447, "status": "Cancelled"}'], False),  # no side to contradict
    ("Order 12447 is filled.", ['{"order_id": 12447, "status": "Cancelled"}'], True),
])
def test_a_status_said_against_what_a_write_returned(reply: str, outputs: list[str], wrong: bool) -> None:
    assert state_misstated([reply], outputs) is wrong


def test_a_numbered_lists_item_numbers_are_no_quantities() -> None:
    reply = "The new soup has 5 lines:\n1. 2 onions\n2. 1 litre stock\n3. salt\n4. smoked paprika\n5. simmer 25 min"
    assert [n.value for n in numbers(reply)] == [5.0, 2.0, 1.0, 25.0]
    facts = ['{"count": 5, "type": "lines"}', '{"last_lines": "simmer 25 min"}']
    content = '{"file_content": "2 onions\\n1 litre stock\\nsalt\\nsmoked paprika\\nsimmer 25 min"}'
    assert untold(facts, [reply], [content], "How many lines, and the last one?") == []
    assert untold(facts, [reply.replace("5 lines", "4 lines")], [content], "How many lines, and the last one?") != []


@pytest.mark.parametrize("reply, wrong", [
    ("Yes. The text is already in the file.", True),
    ("No, the text is not in the file yet.", False),
    ("The text is not in the file.", False),
])
def test_yes_to_a_search_that_found_nothing(reply: str, wrong: bool) -> None:
    empty = '{"matching_lines": []}'
    assert bool(untold([empty], [reply], [empty], "Is the text already in the file?")) is wrong
