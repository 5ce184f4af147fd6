"""The rules of the eleventh blind set: a whole other list named beside the answer, numbers in scientific
notation, an order's side, a number a question recaps wrong, an id given to another name of its list, and a
request turn's part done early (an effect shown and a fact told on the turn that asked for the missing value)."""

from __future__ import annotations

import json

import pytest

from sandbox.episode.calls import CallResult, ToolCall
from sandbox.judge.arguments import named_for_other
from sandbox.judge.contradict import extra_named
from sandbox.judge.counts import miscounted
from sandbox.judge.quantities import numbers
from sandbox.judge.recap import misrecapped
from sandbox.judge.said import Reply
from sandbox.judge.states import state_misstated
from tests.judge.trajectories import Case, judge_case

SECTOR = [("AAPL", "GOOG", "MSFT", "NVDA")]


@pytest.mark.parametrize("text, extra", [
    ("of the sector (aapl, goog, msft, nvda), two: | msft | 310 | | goog | 2840 |", False),  # the whole other list, then ours
    ("of the sector (aapl, goog, msft), two: | msft | 310 | | goog | 2840 |", True),  # not the whole other list
    ("aapl, goog, msft and nvda are in range.", True),  # the other list as the answer: ours not said apart
])
def test_a_whole_other_list_beside_the_answer_is_no_extra_name(text: str, extra: bool) -> None:
    assert extra_named(["MSFT", "GOOG"], text, SECTOR) is extra


@pytest.mark.parametrize("text, value, said", [
    ("≈ 5,635·10¹⁴ Hz", 563519657894736.8, True),
    ("≈ 5,6·10¹⁴ Hz", 563519657894736.8, True),  # rounded to the digits shown
    ("≈ 5,7·10¹⁴ Hz", 563519657894736.8, False),
    ("5.32 × 10^-7 m", 5.32e-07, True),
    ("5.32 × 10^-6 m", 5.32e-07, False),
])
def test_scientific_notation_says_its_value(text: str, value: float, said: bool) -> None:
    assert Reply(text).says(value) is said


def test_superscript_digits_are_read_without_failing() -> None:
    assert [round(n.value, 12) for n in numbers("10⁻⁷ und ²")] == [10.0]  # a power alone is no number of its own
    assert not miscounted(['{"items": ["a", "b"]}'], ["Es sind ² Einträge."], set())


ORDER = json.dumps({"id": 12446, "order_type": "Sell", "status": "Pending", "symbol": "GOOG", "num_shares": 5})


@pytest.mark.parametrize("reply, wrong", [
    ("The pending order is 12446: a buy of 5 GOOG.", True),
    ("The pending order is 12446: a sell of 5 GOOG.", False),
    ("Order 12446 is still open.", False),  # its status, said in other words
    ("Order 12446 was a sell, not a buy.", False),  # the other side denied
])
def test_an_orders_side_said_wrong(reply: str, wrong: bool) -> None:
    assert state_misstated([reply], [ORDER]) is wrong


SEEN = ["Deposita o reembolso de 450.0 dólares na corretora.", '{"balance": 10000.0}']


@pytest.mark.parametrize("reply, wrong", [
    ("Para depositar os 540 dólares do reembolso, qual é a palavra-passe?", True),  # 450 misread
    ("Para depositar os 450 dólares do reembolso, qual é a palavra-passe?", False),
    ("Com os 450 $ o saldo passa a 10450 $: qual é a palavra-passe?", False),  # a sum of two it holds
    ("Qual é a palavra-passe? Preciso de 2 dados.", False),  # a small count
    ("Para depositar 30000 $, qual é a palavra-passe?", False),  # far from anything held: not a misread of it
])
def test_a_number_a_question_recaps(reply: str, wrong: bool) -> None:
    assert misrecapped([reply], SEEN) is wrong


def _lookup(name: str, ident: str) -> CallResult:
    return CallResult(call=ToolCall(name="get_user_id", arguments={"user": name}), output=json.dumps({"user_id": ident}),
                      status="ok")


USERS = [json.dumps({"user_list": ["Alice", "Bob", "Catherine", "Daniel"]})]


@pytest.mark.parametrize("reply, wrong", [
    ("Die Nachricht ist an Alice raus – sie ist die Letzte in der Liste (ID USR004).", True),
    ("Die Nachricht ist an Daniel raus – er ist der Letzte in der Liste (ID USR004).", False),
    ("Die Nachricht ist an USR004 raus.", False),  # no name: nothing given to the wrong one
    ("Alice hat USR001; die Nachricht ging an USR004.", False),  # two ids: not read here
    ("Die Nachricht ist an Zoe raus (ID USR004).", False),  # a name of no list with Daniel
])
def test_an_id_given_to_another_name_of_its_list(reply: str, wrong: bool) -> None:
    assert named_for_other([reply], [_lookup("Daniel", "USR004")], USERS) is wrong


def _playlist(song: str) -> Case:
    return Case("display-early", "miss_param", "d_fs_car_morning_start_v1", 3, "pass", "partial_then_ask", "",
                {2: [["cd(folder='car')"], ["sort(file_name='playlist.txt')"], [f"display_log(messages=['{song}'])"],
                     f"Sorted: Born to Run, Drive, Fast Car, Road to Nowhere. '{song}' is on the display. "
                     "What name should the new file have?"],
                 3: [["echo(content='Born to Run\\nDrive\\nFast Car\\nRoad to Nowhere', file_name='playlist_sorted.txt')"],
                     "Saved as car/playlist_sorted.txt."]})


def test_a_part_of_the_request_done_on_the_turn_that_asks_counts_on_the_turn_that_carries_it() -> None:
    judged = judge_case(_playlist("Road to Nowhere"))
    assert [ok for ok, _ in judged.turns[2:4]] == [True, True], judged.turns  # shown and told at the ask turn
    wrong = judge_case(_playlist("Drive"))  # just outside: not the last song of the sorted list
    assert [ok for ok, _ in wrong.turns[2:4]] != [True, True], wrong.turns
