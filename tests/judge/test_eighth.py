"""The rules of the eighth blind set: a padding value said as a record's answer, a flag's subject said to be fine,
the user's own words repeated, reads that answer after the login the user asked for."""

from __future__ import annotations

import json

import pytest

from sandbox.judge.contradict import flag_said_wrong
from sandbox.judge.padding import padding_as_answer
from sandbox.judge.replies import clause_kinds, unquoted

LOG = [200.0] * 30 + [219.59]
QUOTE = json.dumps({"symbol": "NVDA", "price": 220.34, "history": LOG})
WATCH = json.dumps({"history": {"NVDA": LOG, "NEPT": [90.0] * 30}, "watchlist": ["NVDA", "NEPT"]})


@pytest.mark.parametrize("reply, wrong", [
    ("Cours actuels : NVDA 219,59 $.", True),
    ("NVDA: 219.59 $ now.", True),
    ("NVDA 220,34 $.", False),  # its own price
    ("NVDA closed at 219.59 $ yesterday.", False),  # a word of the past: the padding as such
    ("NVDA 220,34 $ (hier 219,59 $).", False),
    ("Entre 100 et 260 $ : NVDA.", False),  # numbers said of no record
    ("NVDA, then 219.59 elsewhere.", False),  # not said right after the code
])
def test_a_padding_value_said_right_after_a_code_is_given_as_its_answer(reply: str, wrong: bool) -> None:
    assert padding_as_answer([reply], [QUOTE]) is wrong


def test_padding_keyed_by_codes_counts_unless_the_user_asks_about_the_past() -> None:
    assert padding_as_answer(["Il reste NVDA 219,59 $."], [WATCH], "Il reste quoi ?")
    assert not padding_as_answer(["Il reste NVDA 219,59 $."], [WATCH], "Et hier, combien à la clôture ?")
    # a log beside a record's own fields is no map of codes: its key names no record
    rates = json.dumps({"exchanged_value": 7200.0, "rate_history": [0.8] * 30})
    assert not padding_as_answer(["exchanged_value: 7200.0; rate_history: 0.8, 0.8"], [rates])


@pytest.mark.parametrize("text, wrong", [
    ("tyres: 22, 24, 29, 28 psi. so the pressures are fine.", True),
    ("the tire pressure looks ok.", True),
    ("the pressures are not fine: two tyres are low.", False),  # denied
    ("the pressures are low.", False),
    ("the weather is fine.", False),  # nothing of the flag named
])
def test_a_flags_subject_said_to_be_fine_says_the_flag_true(text: str, wrong: bool) -> None:
    assert flag_said_wrong("healthy_tire_pressure", False, text, frozenset({"front", "left", "tire", "pressure"})) is wrong


USER = "Message support about my Rome trip, the one paid with card_2024."


@pytest.mark.parametrize("reply, claims", [
    ("Your Rome trip paid with card_2024 is booking 3141592. What should I write?", False),
    ("I paid with card_2024.", True),  # the model's own doing, in the user's words
    ("Booked and paid with card_2024.", True),  # "booked" is no repetition of the user's
])
def test_the_users_own_words_repeated_claim_nothing(reply: str, claims: bool) -> None:
    found = set().union(*(clause_kinds(clause) for clause in [unquoted(reply, USER)]))
    assert ("claims" in found) is claims


def test_a_map_of_codes_to_long_logs_is_padding_not_the_answer() -> None:
    from sandbox.judge.said import answer
    from sandbox.judge.statement import statement

    assert answer(json.loads(WATCH)) == {"watchlist": ["NVDA", "NEPT"]}
    assert statement([WATCH]) == "watchlist: NVDA, NEPT"  # what the oracle says: no past closes as prices
    # just outside: a map holding one short list is a record, kept
    assert answer({"history": {"NVDA": [1.0]}, "watchlist": ["NVDA"]}) == {"history": {"NVDA": [1.0]}, "watchlist": ["NVDA"]}
