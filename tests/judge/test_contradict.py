"""The words around a fact's values: units of time, a list's members, a flag's yes or no, a question's focus."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sandbox.judge.contradict import asked_units, extra_named, flag_contradicted, opens_with_none
from sandbox.judge.focus import asks_elsewhere
from sandbox.judge.said import untold

TICKERS = st.lists(st.sampled_from(["AAPL", "GOOG", "MSFT", "NVDA", "AMZN", "TSLA"]), min_size=2, max_size=6,
                   unique=True)


@pytest.mark.parametrize(("text", "units"), [
    ("how many hrs is that", {"hour"}), ("at 80 km/h how long?", set()), ("in minutes please", {"minute"}),
    ("¿cuántas horas son?", {"hour"}), ("wie viele Stunden?", {"hour"}), ("a 80 km/h, cuántos minutos", {"minute"}),
])
def test_the_units_a_user_asks_in_leave_rates_out(text: str, units: set[str]) -> None:
    assert asked_units(text) == units


@pytest.mark.parametrize(("reply", "told"), [
    ("7.875 hours", True), ("about 7.9 h", True), ("472.5 minutes", True), ("about 473 minutes", True),
    ("7.875 minutes", False), ("7.875 days", False), ("28350 seconds", True), ("at 80 km/h: 7.875", True),
])
def test_a_time_in_another_unit_says_the_fact_only_as_converted(reply: str, told: bool) -> None:
    missing = untold(['{"result": 7.875}'], [reply], [], "630 km at 80 km/h, how many hrs?", [], "how many hrs?")
    assert (missing == []) is told


@given(TICKERS, st.data())
def test_a_list_said_with_a_member_it_left_out_is_misstated(pool: list[str], data: st.DataObject) -> None:
    kept = data.draw(st.lists(st.sampled_from(pool), min_size=1, max_size=len(pool) - 1, unique=True))
    extra = data.draw(st.sampled_from([t for t in pool if t not in kept]))
    alone = " and ".join(kept).casefold()
    assert not extra_named(kept, alone + ".", [tuple(pool)])
    assert extra_named(kept, (", ".join([*kept, extra])).casefold() + ".", [tuple(pool)])
    assert not extra_named(kept, f"{alone}, but not {extra.casefold()}.", [tuple(pool)])
    assert not extra_named(kept, f"{alone}; {extra.casefold()} is out.", [tuple(pool)])
    # the pool said whole beside the list's own enumeration: two lists, not a misstatement
    assert not extra_named(kept, f"all: {', '.join(pool).casefold()}. kept: {alone}.", [tuple(pool)])


@pytest.mark.parametrize(("reply", "none"), [
    ("None of them.", True), ("Nothing in range", True), ("Ninguna acción", True), ("Keine davon", True),
    ("No problem: AAPL and MSFT", False), ("Nonetheless, AAPL", False), ("AAPL; none other", False),
])
def test_a_reply_opening_with_none_says_a_list_is_empty(reply: str, none: bool) -> None:
    assert opens_with_none(reply.casefold()) is none


@pytest.mark.parametrize(("flag", "reply", "contradicted"), [
    (False, "you were already logged in.", True),
    (False, "you weren't logged in; i've logged you in now.", False),
    (False, "you were not logged in.", False),
    (True, "you are not logged in.", True),
    (True, "you are logged in.", False),
    (True, "login_status: true", False),
    (False, "login_status: false", False),
    (False, "done: the message was sent.", False),  # a sentence that does not name the flag says nothing of it
])
def test_a_flag_said_only_the_other_way_contradicts_it(flag: bool, reply: str, contradicted: bool) -> None:
    assert flag_contradicted({"login_status": flag}, reply) is contradicted


def test_a_flag_under_a_generic_key_or_beside_other_values_is_not_read() -> None:
    assert not flag_contradicted({"result": False}, "the result is true.")
    assert not flag_contradicted({"login_status": False, "user": "USR003"}, "you were already logged in.")


VOCABULARY = {("mkdir", "dir_name"): "dir name The new directory's name (no path).",
              ("mv", "source"): "source The name of the file or directory to move (no path).",
              ("mv", "destination"): "destination The name of a directory to move the entry into."}


@pytest.mark.parametrize(("reply", "elsewhere"), [
    ("Which files should I move into the new folder?", True),
    ("What file do you mean?", True),
    ("Which files exactly? And what name should the folder have?", False),
    ("What should the new folder be called?", False),
    ("What would you like me to call the new folder?", False),
    ("Which name should the new folder get?", False),
    ("Which directory name?", False),
    ("Please tell me what is missing.", False),
    ("¿Qué archivos muevo?", False),  # not English: the check does not read it
    ("Moved nothing yet.", False),  # no question at all: judged by whether it asks, not here
])
def test_an_ask_only_about_what_the_user_gave_asks_elsewhere(reply: str, elsewhere: bool) -> None:
    assert asks_elsewhere(reply, {("mkdir", "dir_name")}, VOCABULARY) is elsewhere


@pytest.mark.parametrize(("text", "extra"), [
    ("./finance/ledger.txt, ./team_ledger.txt", False),  # "./finance" stands only inside a listed path
    ("./finance, ./finance/ledger.txt, ./team_ledger.txt", True),  # named on its own in the same enumeration
    ("./finance/ledger.txt, ./reports and ./team_ledger.txt", True),
])
def test_a_member_inside_a_listed_item_is_not_named_beside_it(text: str, extra: bool) -> None:
    pool = ("./reports", "./finance", "./finance/ledger.txt", "./team_ledger.txt")
    assert extra_named(["./finance/ledger.txt", "./team_ledger.txt"], text, [pool]) is extra
