"""Random tool sequences against the travel domain (both profiles, with and without long context)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import strategies as st

from apis.travel import DOMAIN
from apis.travel.state import TravelState
from sandbox.episode.calls import ToolCall
from sandbox.testing import check_domain
from sandbox.tools.context import LongContext
from tests.apis.helpers import machine_test, out, toolbox

CONFIG = {
    "credit_card_list": {
        "c1": {"card_number": "4111", "expiration_date": "10/2030", "cardholder_name": "Ann Lee",
               "card_verification_number": 321, "balance": 2500.0},
        "bare": {"card_number": "5555"},
        "low": {"card_number": "4222", "expiration_date": "10/2030", "cardholder_name": "Ann Lee",
                "card_verification_number": 123, "balance": 120.0},
    },  # fmt: skip
    "booking_record": {
        "b1": {"card_id": "c1", "travel_date": "2026-05-01", "travel_from": "SFO", "travel_to": "LAX",
               "travel_class": "economy", "travel_cost": 200.0, "transaction_id": "t1"},
        "loose": {"flight_number": "XY1", "cost": 10.0},
    },  # fmt: skip
    "access_token": "tok",
    "token_type": "Bearer",
    "token_expires_in": 2,
    "token_scope": "read_write",
    "user_first_name": "Ann",
    "user_last_name": "Lee",
    "budget_limit": 1500.0,
}
AIRPORTS = st.sampled_from(["SFO", "LAX", "JFK", "BOS", "LHR", "CDG", "XXX"])
VALUES = {
    "kind:access_token": st.sampled_from(["tok", "tok", "nope"]),
    "kind:card_id": st.sampled_from(["c1", "bare", "low", "zz", "1234567812345678"]),
    "kind:booking_id": st.sampled_from(["b1", "loose", "zz", "booking_901"]),
    "kind:insurance_id": st.none() | st.sampled_from(["123456789"]),
    "kind:airport_code": AIRPORTS,
    "kind:travel_class": st.sampled_from(["economy", "business", "first", "premium"]),
    "kind:date": st.sampled_from(["2026-05-01", "2026-05-02", "2025-12-31", "1990-01-01", "2010-02-03", "bad"]),
    "kind:currency": st.sampled_from(["USD", "EUR", "RMB", "XYZ"]),
    "kind:person_name": st.sampled_from(["Ann", "Lee", "Bob"]),
    "kind:city": st.sampled_from(["Rome", "Boston", "Atlantis"]),
    "card_number": st.sampled_from(["4111", "c1", "9999"]),
    "passport_number": st.sampled_from(["US123", "P123"]),
    "insurance_cost": st.sampled_from([0, 25.0, 400.0, 5000.0]),
    "budget_limit": st.sampled_from([-1, 100, 3000.0]),
    "value": st.sampled_from([1, 12.5, 100.0]),
}



def _number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _money(state: TravelState) -> tuple[frozenset[str], float]:
    """The cards with a balance, and their money: balances plus what bookings and policies paid with them."""
    cards = {k: c for k, c in state.credit_card_list.items() if isinstance(c, dict) and _number(c.get("balance"))}
    total = sum(float(c["balance"]) for c in cards.values())
    for record, cost in [(b, "travel_cost") for b in state.booking_record.values()] + [
            (i, "insurance_cost") for i in state.insurance_record.values()]:
        if isinstance(record, dict) and record.get("card_id") in cards and _number(record.get(cost)):
            total += float(record[cost])
    return frozenset(cards), total


def money_is_conserved(before: TravelState | None, after: TravelState, call: ToolCall | None) -> None:
    """Paying moves money from a card to a booking or policy and a refund moves it back: the total stays."""
    if before is None:
        return
    cards_before, total_before = _money(before)
    cards_after, total_after = _money(after)
    if cards_before == cards_after:  # registering a card brings new money
        assert abs(total_after - total_before) <= 1e-6 * max(1.0, abs(total_before)), (
            f"{call} changed the money from {total_before} to {total_after}")


def no_overdraft(before: TravelState | None, after: TravelState, call: ToolCall | None) -> None:
    """Native: no card that had a non-negative balance is ever charged below zero."""
    for key, card in after.credit_card_list.items():
        old = (before.credit_card_list.get(key) if before is not None else None) or card
        if isinstance(card, dict) and _number(card.get("balance")) and _number(old.get("balance")) and old["balance"] >= 0:
            assert card["balance"] >= 0, f"{call} overdrew card {key}: {card['balance']}"


def ids_are_unique(before: TravelState | None, after: TravelState, call: ToolCall | None) -> None:
    """A new booking gets a transaction id no other booking has, and no booking or policy id is reused.

    (BFCL's long-context filler itself repeats a transaction id, so only new ones are checked.)
    """
    if before is None:
        return
    for key in set(after.booking_record) - set(before.booking_record):
        mine = after.booking_record[key].get("transaction_id")
        others = [b.get("transaction_id") for k, b in after.booking_record.items() if k != key and isinstance(b, dict)]
        assert mine not in others, f"{call} gave booking {key} the transaction id {mine} of another booking"
    for records in ("booking_record", "insurance_record"):
        old, new = getattr(before, records), getattr(after, records)
        for key in set(old) & set(new):
            assert old[key] == new[key], f"{call} reused {records} id {key}"


NATIVE_RULES = [money_is_conserved, no_overdraft, ids_are_unique]
BFCL_RULES = [money_is_conserved, ids_are_unique]  # BFCL sells insurance without checking the balance
TestTravelNative = machine_test(DOMAIN, CONFIG, VALUES, NATIVE_RULES, profile="native")
TestTravelBfcl = machine_test(DOMAIN, CONFIG, VALUES, BFCL_RULES, profile="bfcl")
TestTravelNativeLong = machine_test(DOMAIN, CONFIG, VALUES, NATIVE_RULES, profile="native",
                                   long_context=LongContext(size=20))
TestTravelBfclLong = pytest.mark.bfcl(  # BFCL's long-context filler comes from bfcl-eval
    machine_test(DOMAIN, CONFIG, VALUES, BFCL_RULES, profile="bfcl", long_context=LongContext()))


def test_a_native_booking_that_would_overdraw_the_card_is_refused() -> None:
    config = {**CONFIG, "budget_limit": None}
    tb = toolbox(DOMAIN, config)
    refused: Any = out(tb, "book_flight", access_token="tok", card_id="low", travel_date="2026-05-01",
                       travel_from="SFO", travel_to="LAX", travel_class="first")
    assert refused == {"error": "Insufficient funds"}, refused
    state = tb.apis["travel"].state
    assert state.credit_card_list["low"]["balance"] == 120.0 and set(state.booking_record) == {"b1", "loose"}


def test_conformance() -> None:
    check_domain(DOMAIN)
