"""The rules of the ninth blind set: numbers grouped with points, whole parts, the field the gold goes on with,
a log's last entry, a long list said to hold only one item, file names nothing showed."""

from __future__ import annotations

import json

import pytest

from sandbox.judge.flow import wrong_field
from sandbox.judge.handles import unseen_handle
from sandbox.judge.logs import last_misnamed, only_named
from sandbox.judge.quantities import numbers
from sandbox.judge.said import untold


@pytest.mark.parametrize("text, value, said", [
    ("6.510 pasos", 6510.0, True),  # points between thousands
    ("6.510 pasos", 6.51, True),  # or a decimal: either reading
    ("6.51 pasos", 6510.0, False),  # two digits after the point: a decimal only
    ("6.5100 pasos", 6510.0, False),  # four digits: a decimal only
    ("2.003,76 $", 2003.76, True),
    ("12.004", 12004.0, True),
])
def test_a_number_grouped_with_points_says_either_reading(text: str, value: float, said: bool) -> None:
    assert any(n.says(value) for n in numbers(text)) is said


def test_a_grouped_number_is_explained_by_its_thousands_reading() -> None:
    fact = '{"result": 3.7429632291292374}'
    reply = "Con 2.500 $ ne compri 3,74, quindi 3 azioni intere."
    assert untold([fact], [reply], [fact], "Quante azioni?", ["divide(a=2500.0, b=667.92)"]) == []
    # just outside: a whole number that is not the result's whole part is a stray
    assert untold([fact], [reply.replace("3 azioni", "2 azioni")], [fact], "Quante azioni?",
                  ["divide(a=2500.0, b=667.92)"]) == [fact]


QUOTE = '{"price": 667.92, "MA(5)": 670.1, "MA(20)": 668.2, "percent_change": 0.1}'


@pytest.mark.parametrize("reply, wrong", [
    ("Tesla sta a 668,20 $.", True),
    ("Tesla sta a 670,10 $.", True),
    ("Tesla sta a 667,92 $.", False),
    ("Tesla sta a 668 $.", False),  # 668 rounds the price too: the price is said
])
def test_another_field_said_in_place_of_the_one_the_gold_goes_on_with(reply: str, wrong: bool) -> None:
    assert wrong_field([QUOTE], [reply], ["subtract(a=667.92, b=700)"]) is wrong


def test_no_field_the_gold_goes_on_with_no_wrong_field() -> None:
    assert not wrong_field([QUOTE], ["Tesla sta a 668,20 $."], ["get_stock_info(symbol='TSLA')"])


LOG = json.dumps({"activity": ["2025-12-31 22:15 esther checked the knowledge base"] * 25
                  + ["2026-01-01 07:09 hiro linked a related ticket"]})


@pytest.mark.parametrize("reply, wrong", [
    ("Dernière activité : esther a consulté la base le 31/12.", True),
    ("Latest: esther checked the knowledge base.", True),
    ("Dernière activité : hiro a lié un ticket.", False),
    ("Dernière activité : hiro ; avant, esther.", False),  # the earlier entry in a clause of its own
    ("Esther a consulté la base le 31/12.", False),  # no word of the last
])
def test_a_clause_of_the_last_entry_names_its_actor(reply: str, wrong: bool) -> None:
    assert last_misnamed([reply], [LOG]) is wrong


LISTING = json.dumps({"current_directory_content": ["notes.txt", *(f"f{i}.csv" for i in range(200))]})


@pytest.mark.parametrize("reply, wrong", [
    ("Le dossier bourse ne contient qu'un seul fichier : notes.txt.", True),
    ("Only notes.txt is there.", True),
    ("Le dossier contient notes.txt et 200 autres fichiers.", False),
    ("Il contient notes.txt.", False),  # no word of "only"
    ("Seul notes.txt m'intéresse ; il y a aussi f0.csv.", False),  # two of its items named
])
def test_a_long_list_said_to_hold_only_one_item(reply: str, wrong: bool) -> None:
    assert only_named([LISTING], [reply]) is wrong


@pytest.mark.parametrize("reply, unseen", [
    ("Im Ordner liegen notizen.txt und alt.", True),
    ("Im Ordner liegt bericht.csv.", False),  # shown by a result
    ("Ich lege plan.md an.", False),  # named by the call that makes it
    ("Die Version 2.5 ist neu.", False),  # a number, no file
])
def test_a_file_name_nothing_showed_is_unseen(reply: str, unseen: bool) -> None:
    seen = ['{"current_directory_content": ["bericht.csv"]}', "touch(file_name='plan.md')"]
    assert unseen_handle([reply], seen, set()) is unseen
