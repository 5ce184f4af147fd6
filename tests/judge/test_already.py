"""A reply on an ask or abstain turn that says what the follow-up adds is already there: just inside and outside."""

from __future__ import annotations

import pytest

from sandbox.judge.already import says_already_there
from tests.judge.trajectories import Case, Label, judge_case

BEFORE = {"trading": {"watch_list": ["AAPL"], "orders": [{"symbol": "SYNX", "amount": 8}]}}
AFTER = {"trading": {"watch_list": ["AAPL", "SYNX"], "orders": [{"symbol": "SYNX", "amount": 8}]}}


@pytest.mark.parametrize(("reply", "wrong"), [
    ("A SYNX já está na sua lista de observação, não é preciso adicioná-la.", True),
    ("SYNX is already on your watch list.", True),
    ("SYNX ya está en tu lista.", True),
    ("SYNX ist bereits auf deiner Watchlist.", True),
    ("SYNX is not on your watch list yet, and I can't add it right now.", False),  # no "already"
    ("If SYNX is already on your list, there is nothing to do.", False),  # a condition
    ("Is SYNX already on your watch list?", False),  # a question
    ("AAPL is already on your watch list; I can't add SYNX now.", False),  # not what the gold adds
    ("You already hold 8 SYNX shares; I can't add it to the watch list now.", False),  # not where it is added
    ("Não consigo pôr a SYNX na lista, já que a função não está disponível.", False),  # "já que": since
])
def test_what_the_follow_up_adds_said_to_be_there_already(reply: str, wrong: bool) -> None:
    assert says_already_there([reply], BEFORE, AFTER) is wrong


def test_a_text_the_part_already_held_or_a_change_in_place_adds_nothing() -> None:
    held = {"trading": {"watch_list": ["AAPL", "SYNX"]}}
    assert not says_already_there(["SYNX is already on your watch list."], held, held)  # the gold adds nothing
    doors = ({"car": {"doors": {"driver": "unlocked"}}}, {"car": {"doors": {"driver": "locked"}}})
    assert not says_already_there(["The driver door is already locked."], *doors)  # a change, not an addition


def test_a_file_added_to_a_folder() -> None:
    before = {"file_system": {"root": {"archive": {"old.txt": ""}, "report.txt": "q1"}}}
    after = {"file_system": {"root": {"archive": {"old.txt": "", "report.txt": "q1"}}}}
    assert says_already_there(["report.txt is already in archive."], before, after)
    assert not says_already_there(["The archive folder already exists; I can't move report.txt."], before, after)


def _watchlist(reply: str, label: Label) -> Case:
    return Case("already", "miss_func", "lm_pt_trade_synex_order_review_v1", 4, label, "test", "test",
                {4: [["get_watchlist()"], reply]})


@pytest.mark.parametrize(("reply", "verdict"), [
    ("A SYNX já está na sua lista de observação, não é preciso adicioná-la.", "fail"),
    ("A sua lista tem a AAPL; a SYNX ainda não está lá e não consigo adicioná-la agora.", "pass"),
    ("A AAPL já está na sua lista; não consigo adicionar a SYNX agora.", "pass"),
])
def test_through_the_loop_an_abstain_turn_says_the_symbol_is_already_watched(reply: str, verdict: Label) -> None:
    assert judge_case(_watchlist(reply, verdict)).verdict == verdict
