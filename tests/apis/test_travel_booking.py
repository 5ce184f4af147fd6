"""Unit tests for travel bookings, invoices, cancellations, insurance and long context."""

from __future__ import annotations

import copy
import json
from datetime import datetime
from typing import Any

import pytest

from apis.travel import DOMAIN
from sandbox.episode.execution import Toolbox
from sandbox.tools.compat import bfcl_long_context
from sandbox.tools.context import EpisodeContext, LongContext, Profile
from tests.apis.test_travel import BOOKING, ERR, book, box, out, run, state, with_

# --- booking ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("profile", ["bfcl", "native"])
def test_book_flight_charges_the_card_and_records_the_booking(profile: Profile) -> None:
    tb = box(profile=profile)
    result = json.loads(book(tb).output)
    booking_id = result["booking_id"]
    assert result["booking_status"] is True and len(booking_id) == 7 and len(result["transaction_id"]) == 8
    assert state(tb)["credit_card_list"]["c1"]["balance"] == 800.0
    assert state(tb)["booking_record"][booking_id] == {
        "card_id": "c1", "travel_date": "2026-05-02", "travel_from": "SFO", "travel_to": "LAX",
        "travel_class": "economy", "travel_cost": 200.0, "transaction_id": result["transaction_id"],
    }  # fmt: skip
    if profile == "bfcl":
        assert result["booking_history"] == {}
    else:
        assert result["travel_cost"] == 200.0 and "booking_history" not in result


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"card_id": "zz"}, "Card not registered"),
        ({"card_id": "bare"}, "Balance not found"),
        ({"travel_from": "XXX"}, "Invalid departure airport code: XXX"),
        ({"travel_to": "YYY"}, "Invalid destination airport code: YYY"),
        ({"travel_date": "02/05/2026"}, "Invalid date format. Use YYYY-MM-DD."),
        ({"travel_from": "LAX", "travel_to": "LHR"}, "No available route for the given airports."),
        ({"travel_class": "first", "travel_from": "JFK", "travel_to": "PEK"}, "Insufficient funds"),
    ],
)
@pytest.mark.parametrize("profile", ["bfcl", "native"])
def test_book_flight_refusals(profile: Profile, changes: dict[str, Any], message: str) -> None:
    tb = box(profile=profile)
    before = state(tb)
    result = json.loads(book(tb, **changes).output)
    assert result["error"] == message
    assert (result.get("booking_status") is False) == (profile == "bfcl")
    assert state(tb) == before


def test_bad_travel_class_message_per_profile() -> None:
    bfcl = json.loads(book(box(profile="bfcl"), travel_class="premium").output)["error"]
    assert bfcl.startswith("Invalid travel class. Must be one of {") and "'business'" in bfcl
    native = json.loads(book(box(), travel_class="premium").output)["error"]
    assert native == "Invalid travel class. Options are: economy, business, first."


def test_past_dates_refused_only_natively() -> None:
    clock = datetime(2026, 6, 1, 9, 0)
    native = box(clock=clock)
    assert "in the past" in json.loads(book(native, travel_date="2026-05-31").output)["error"]
    assert json.loads(book(native, travel_date="2026-06-01").output)["booking_status"] is True
    assert json.loads(book(box(profile="bfcl", clock=clock), travel_date="2026-05-31").output)["booking_status"]


def test_budget_rules_per_profile() -> None:
    # bfcl-eval refuses when the card balance is below the limit, whatever the price.
    bfcl = box(with_(budget_limit=5000.0), "bfcl")
    assert json.loads(book(bfcl).output)["error"] == "Balance is less than budget limit"
    assert json.loads(book(box(with_(budget_limit=100.0), "bfcl")).output)["booking_status"] is True
    # natively the limit caps the price of one purchase.
    assert json.loads(book(box(with_(budget_limit=5000.0))).output)["booking_status"] is True
    over = json.loads(book(box(with_(budget_limit=100.0))).output)["error"]
    assert over.startswith("Exceeded budget limit: the flight costs 200.0 USD")


@pytest.mark.bfcl
def test_bfcl_long_context_returns_the_whole_history() -> None:
    tb = box(profile="bfcl", long_context=LongContext())
    result = json.loads(book(tb).output)
    history = result["booking_history"]
    assert result["booking_id"] in history and "b1" in history and len(history) == 2 + 16 + 1


# --- invoices and history --------------------------------------------------------------------------


@pytest.mark.parametrize("profile", ["bfcl", "native"])
def test_invoice_of_a_booking(profile: Profile) -> None:
    invoice = out(box(profile=profile), "retrieve_invoice", access_token="tok", booking_id="b1")["invoice"]
    expected = {key: value for key, value in BOOKING.items() if key != "card_id"}
    assert invoice == {"booking_id": "b1", **expected}
    assert out(box(profile=profile), "retrieve_invoice", access_token="tok", booking_id="zz") == {"error": "Booking not found"}


def test_invoice_of_a_loose_record_per_profile() -> None:
    assert run(box(profile="bfcl"), "retrieve_invoice", access_token="tok", booking_id="loose").output == ERR + "'travel_date'"
    invoice = out(box(), "retrieve_invoice", access_token="tok", booking_id="loose")["invoice"]
    assert invoice["booking_id"] == "loose" and invoice["travel_cost"] is None


def _insured(profile: Profile) -> tuple[Toolbox, str]:
    tb = box(profile=profile)
    bought = out(tb, "purchase_insurance", access_token="tok", insurance_type="travel", booking_id="b1",
                 insurance_cost=50.0, card_id="c1")  # fmt: skip
    return tb, str(bought["insurance_id"])


def test_bfcl_invoice_ignores_the_insurance_id() -> None:
    tb, insurance_id = _insured("bfcl")
    alone = run(tb, "retrieve_invoice", access_token="tok", insurance_id=insurance_id)
    assert alone.output == '{"error": "Booking not found"}'
    both = out(tb, "retrieve_invoice", access_token="tok", booking_id="b1", insurance_id=insurance_id)
    assert "insurance" not in both["invoice"]


def test_native_invoice_honours_the_insurance_id() -> None:
    tb, insurance_id = _insured("native")
    policy = {"insurance_id": insurance_id, "booking_id": "b1", "insurance_type": "travel", "insurance_cost": 50.0,
              "card_id": "c1"}  # fmt: skip
    alone = out(tb, "retrieve_invoice", access_token="tok", insurance_id=insurance_id)["invoice"]
    assert alone["booking_id"] == "b1" and alone["insurance"] == policy
    both = out(tb, "retrieve_invoice", access_token="tok", booking_id="b1", insurance_id=insurance_id)["invoice"]
    assert both == alone
    assert "covers booking b1" in out(tb, "retrieve_invoice", access_token="tok", booking_id="loose",
                                      insurance_id=insurance_id)["error"]  # fmt: skip
    assert out(tb, "retrieve_invoice", access_token="tok", insurance_id="nope") == {"error": "Insurance not found: nope"}
    assert out(tb, "retrieve_invoice", access_token="tok") == {"error": "Give a booking_id or an insurance_id"}
    run(tb, "cancel_booking", access_token="tok", booking_id="b1")
    assert out(tb, "retrieve_invoice", access_token="tok", insurance_id=insurance_id)["invoice"] == {"insurance": policy}


@pytest.mark.parametrize("profile", ["bfcl", "native"])
def test_booking_history(profile: Profile) -> None:
    tb = box(profile=profile)
    history = out(tb, "get_booking_history", access_token="tok")["booking_history"]
    assert history == state(tb)["booking_record"] and list(history) == ["b1", "loose"]


# --- cancellation ------------------------------------------------------------------------------------


@pytest.mark.parametrize("profile", ["bfcl", "native"])
def test_cancel_refunds_the_card(profile: Profile) -> None:
    tb = box(profile=profile)
    booking_id = json.loads(book(tb).output)["booking_id"]
    result = out(tb, "cancel_booking", access_token="tok", booking_id=booking_id)
    assert result == ({"cancel_status": True} if profile == "bfcl" else {"cancel_status": True, "refund": 200.0})
    assert state(tb)["credit_card_list"]["c1"]["balance"] == 1000.0
    assert booking_id not in state(tb)["booking_record"]
    assert out(box(profile=profile), "cancel_booking", access_token="tok", booking_id="zz")["error"] == "Booking not found"


def test_cancel_a_record_without_card_per_profile() -> None:
    bfcl = box(profile="bfcl")
    assert run(bfcl, "cancel_booking", access_token="tok", booking_id="loose").output == ERR + "'card_id'"
    assert "loose" in state(bfcl)["booking_record"]
    native = box()
    assert out(native, "cancel_booking", access_token="tok", booking_id="loose") == {"cancel_status": True, "refund": 0.0}
    assert "loose" not in state(native)["booking_record"]


# --- insurance ----------------------------------------------------------------------------------------


def insure(tb: Toolbox, **changes: Any) -> Any:
    arguments = {"access_token": "tok", "insurance_type": "travel", "booking_id": "b1", "insurance_cost": 50.0,
                 "card_id": "c1"}  # fmt: skip
    arguments.update(changes)
    return out(tb, "purchase_insurance", **arguments)


@pytest.mark.parametrize("profile", ["bfcl", "native"])
def test_purchase_insurance(profile: Profile) -> None:
    tb = box(profile=profile)
    bought = insure(tb)
    assert bought["insurance_status"] is True and len(bought["insurance_id"]) == 9
    assert state(tb)["credit_card_list"]["c1"]["balance"] == 950.0
    assert insure(tb, booking_id="zz")["error"] == "Booking not found"
    assert insure(tb, card_id="zz")["error"] == "Credit card not registered"
    assert insure(box(with_(budget_limit=10.0), profile))["error"].startswith("Exceeded budget limit")


def test_insurance_differences_per_profile() -> None:
    assert run(box(profile="bfcl"), "purchase_insurance", access_token="tok", insurance_type="travel", booking_id="b1",
               insurance_cost=5, card_id="bare").output == ERR + "'balance'"  # fmt: skip
    assert insure(box(), card_id="bare") == {"error": "Balance not found"}
    assert insure(box(), insurance_cost=0)["error"].startswith("Insurance cost must be positive")
    assert insure(box(), insurance_cost=5000.0) == {"error": "Insufficient funds"}
    overdrawn = box(profile="bfcl")
    assert insure(overdrawn, insurance_cost=5000.0)["insurance_status"] is True
    assert state(overdrawn)["credit_card_list"]["c1"]["balance"] == -4000.0
    native = box()
    insurance_id = insure(native)["insurance_id"]
    assert state(native)["insurance_record"][insurance_id]["booking_id"] == "b1"


@pytest.mark.parametrize("profile", ["bfcl", "native"])
def test_customer_support(profile: Profile) -> None:
    tb = box(profile=profile)
    reply = out(tb, "contact_customer_support", booking_id="b1", message="Lost my bag")
    assert reply["customer_support_message"].startswith("Thank you for contacting customer support.")
    assert out(tb, "contact_customer_support", booking_id="zz", message="hi") == {"error": "Booking not found"}


# --- long context ------------------------------------------------------------------------------------


@pytest.mark.bfcl
def test_bfcl_long_context_is_a_private_copy() -> None:
    filler = bfcl_long_context()
    cards_before = copy.deepcopy(filler.CREDIT_CARD_EXTENSION)
    first = next(iter(filler.CREDIT_CARD_EXTENSION))
    one = box(profile="bfcl", long_context=LongContext())
    other = box(profile="bfcl", long_context=LongContext())
    assert state(one)["long_context"] is True
    assert len(state(one)["credit_card_list"]) == 2 + len(filler.CREDIT_CARD_EXTENSION)
    assert json.loads(book(one, card_id=first).output)["booking_status"] is True
    assert state(other)["credit_card_list"][first] == cards_before[first]
    assert filler.CREDIT_CARD_EXTENSION == cards_before


@pytest.mark.bfcl
def test_bfcl_long_context_keeps_configured_records() -> None:
    first = next(iter(bfcl_long_context().CREDIT_CARD_EXTENSION))
    config = with_(credit_card_list={first: {"card_number": "mine", "balance": 1.0}})
    assert state(box(config, "bfcl", long_context=LongContext()))["credit_card_list"][first]["card_number"] == "mine"


def test_native_long_context_is_seeded_and_sized() -> None:
    def make(seed: int, size: int) -> Toolbox:
        return Toolbox({DOMAIN: copy.deepcopy(with_())}, EpisodeContext(seed=seed, long_context=LongContext(size=size)))

    small = state(make(1, 5))
    assert len(small["credit_card_list"]) == 2 + 5 and len(small["booking_record"]) == 2 + 5
    assert small == state(make(1, 5)) and small != state(make(2, 5))
    extra = [b for key, b in small["booking_record"].items() if key not in ("b1", "loose")]
    assert all(b["card_id"] in small["credit_card_list"] for b in extra)
    assert len(state(make(1, 40))["booking_record"]) == 42
    history = out(make(1, 5), "get_booking_history", access_token="tok")["booking_history"]
    assert len(history) == 7
