"""Who made a record: a reply naming someone else the model saw as its creator fails; the maker, or a name never seen, does not."""

from __future__ import annotations

import json

import pytest

from sandbox.judge.byline import makers, wrong_byline

TICKET = json.dumps({"id": 505, "created_by": "sav_lea", "title": "Batterie ne charge plus", "priority": 3})
TWEET = json.dumps({"id": 1450, "username": "marc_pedale", "content": "Mon vélo ne charge plus"})
LOGGED = json.dumps({"id": 8802, "created_by": "g.ferri", "activity": ["2025-10-04 06:30 farid viewed the ticket"]})


@pytest.mark.parametrize(("reply", "wrong"), [
    ("Un ticket ouvert : n° 505, priorité 3, ouvert par marc_pedale.", True),  # the tweet's author
    ("Un ticket ouvert : n° 505, priorité 3, ouvert par sav_lea.", False),  # its maker
    ("Un ticket ouvert : n° 505, priorité 3, ouvert hier par @marc_pedale.", True),  # one word between; an @
    ("Un ticket ouvert : n° 505 au sujet du tweet de marc_pedale.", False),  # no participle of making: no byline
    ("Un ticket ouvert : n° 505, ouvert par Jean.", False),  # a name the model never saw: not taken from elsewhere
    ("Ticket 505 created by marc_pedale.", True),
    ("Ticket 505, liked by marc_pedale.", False),  # liking is no making
])
def test_a_record_said_made_by_another_name_the_model_saw(reply: str, wrong: bool) -> None:
    assert wrong_byline([TICKET], [reply], ["Affichez mes tickets.", TWEET, TICKET]) is wrong


def test_a_name_from_the_records_padding_is_no_maker() -> None:
    seen = ["Mostrami il ticket 8802", LOGGED]
    assert wrong_byline([LOGGED], ["Il ticket 8802 è Open, aperto da farid."], seen)
    assert not wrong_byline([LOGGED], ["Il ticket 8802 è Open, aperto da g.ferri."], seen)


def test_any_record_of_a_list_may_be_the_one_spoken_of_and_a_record_without_a_maker_says_nothing() -> None:
    tickets = json.dumps([json.loads(TICKET), {"id": 506, "created_by": "marc_pedale", "title": "Frein"}])
    seen = [TWEET, tickets]
    assert not wrong_byline([tickets], ["505 ouvert par sav_lea, 506 ouvert par marc_pedale."], seen)
    balance = json.dumps({"balance": 12.5, "card": "card_1"})
    assert not wrong_byline([balance], ["Card created by marc_pedale."], [TWEET, balance])


def test_the_makers_are_the_one_word_maker_fields_of_the_records_not_of_their_padding() -> None:
    assert set(makers(json.loads(LOGGED))) == {"g.ferri"}
    assert set(makers({"tickets": [json.loads(TICKET)], "note": "x"})) == {"sav_lea"}
    assert set(makers({"created_by": "two words"})) == set()
