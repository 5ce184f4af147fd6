"""Unit tests for the travel domain, in both compatibility profiles."""

from __future__ import annotations

import copy
import json
import random
from datetime import datetime
from functools import partial
from typing import Any

import pytest

from apis.travel import DOMAIN
from apis.travel.defaults import BASE_FARES
from sandbox.episode.calls import CallResult
from sandbox.episode.execution import Toolbox
from sandbox.testing import check_domain
from sandbox.tools.context import LongContext, Profile
from tests.apis.helpers import out, projection, run, toolbox

ERR = "Error during execution: "
CARD = {"card_number": "4111222233334444", "expiration_date": "10/2030", "cardholder_name": "Ann Lee",
        "card_verification_number": 321, "balance": 1000.0}  # fmt: skip
BOOKING = {"card_id": "c1", "travel_date": "2026-05-01", "travel_from": "SFO", "travel_to": "LAX",
           "travel_class": "economy", "travel_cost": 200.0, "transaction_id": "t1"}  # fmt: skip
CONFIG: dict[str, Any] = {
    "credit_card_list": {"c1": CARD, "bare": {"card_number": "5555"}},
    "booking_record": {"b1": BOOKING, "loose": {"flight_number": "XY1", "cost": 10.0}},
    "access_token": "tok",
    "token_type": "Bearer",
    "token_expires_in": 2,
    "token_scope": "read_write",
    "user_first_name": "Ann",
    "user_last_name": "Lee",
    "budget_limit": None,
}


def box(config: dict[str, Any] | None = None, profile: Profile = "native", **ctx: Any) -> Toolbox:
    return toolbox(DOMAIN, copy.deepcopy(CONFIG) if config is None else config, profile, **ctx)


def with_(**changes: Any) -> dict[str, Any]:
    config = copy.deepcopy(CONFIG)
    config.update(changes)
    return config


state = partial(projection, DOMAIN)


def book(tb: Toolbox, **changes: Any) -> CallResult:
    arguments = {"access_token": "tok", "card_id": "c1", "travel_date": "2026-05-02", "travel_from": "SFO",
                 "travel_to": "LAX", "travel_class": "economy"}  # fmt: skip
    arguments.update(changes)
    return run(tb, "book_flight", **arguments)


def test_conformance_and_kinds() -> None:
    check_domain(DOMAIN)
    assert "TravelAPI" in DOMAIN.aliases
    assert DOMAIN.known_config_keys() >= {"credit_card_list", "booking_record", "random_seed", "budget_limit"}
    assert DOMAIN.tools["book_flight"].produces["booking_id"] == "booking_id"
    assert {p.kind for p in DOMAIN.tools["book_flight"].params} >= {"access_token", "card_id", "airport_code"}
    readers = {name for name, spec in DOMAIN.tools.items() if not spec.mutates}
    assert readers == {
        "travel_get_login_status", "get_budget_fiscal_year", "get_flight_cost", "get_credit_card_balance",
        "retrieve_invoice", "get_booking_history", "list_all_airports", "compute_exchange_rate",
        "verify_traveler_information", "get_nearest_airport_by_city", "contact_customer_support",
        "get_all_credit_cards",
    }  # fmt: skip


# --- loading and projection ---------------------------------------------------------------------


def test_load_ignores_unknown_keys_and_copies_the_config() -> None:
    config = with_(destination="Paris", travel_mode="car")
    tb = box(config)
    config["credit_card_list"]["c1"]["balance"] = 1.0
    assert state(tb)["credit_card_list"]["c1"]["balance"] == 1000.0


def test_projections_per_profile() -> None:
    bfcl = state(box(profile="bfcl"))
    assert set(bfcl) == {"credit_card_list", "booking_record", "access_token", "token_type", "token_expires_in",
                         "token_scope", "user_first_name", "user_last_name", "budget_limit", "long_context"}  # fmt: skip
    native = state(box())
    assert "access_token" not in native and "long_context" not in native and "random_seed" not in native
    assert native["insurance_record"] == {}


def test_defaults_when_config_is_empty() -> None:
    assert state(box({}, "bfcl")) == {
        "credit_card_list": {}, "booking_record": {}, "access_token": None, "token_type": None,
        "token_expires_in": None, "token_scope": None, "user_first_name": None, "user_last_name": None,
        "budget_limit": None, "long_context": False,
    }  # fmt: skip


# --- authentication and the random streams ------------------------------------------------------


def test_bfcl_ids_share_one_stream_seeded_like_bfcl() -> None:
    tb = box({}, "bfcl")
    reference = random.Random(141053)
    auth = out(tb, "authenticate_travel", client_id="i", client_secret="s", refresh_token="r",
               grant_type="read_write", user_first_name="Ann", user_last_name="Lee")  # fmt: skip
    token = str(reference.randint(100000, 999999))
    assert auth == {"expires_in": 2, "access_token": token, "token_type": "Bearer", "scope": "read_write"}
    card = out(tb, "register_credit_card", access_token=token, card_number="1", expiration_date="01/2030",
               cardholder_name="Ann Lee", card_verification_number=123)  # fmt: skip
    assert card == {"card_id": str(reference.randint(100000000000, 999999999999))}
    assert state(tb)["credit_card_list"][card["card_id"]]["balance"] == reference.randint(10000, 99999)


def test_bfcl_config_seed_is_honoured() -> None:
    tb = box({"random_seed": 7}, "bfcl")
    auth = out(tb, "authenticate_travel", client_id="i", client_secret="s", refresh_token="r",
               grant_type="read", user_first_name="A", user_last_name="B")  # fmt: skip
    assert auth["access_token"] == str(random.Random(7).randint(100000, 999999))


def _booking_id_after(logins: int) -> str:
    tb = box()
    token = "tok"
    for _ in range(logins):
        token = out(tb, "authenticate_travel", client_id="i", client_secret="s", refresh_token="r",
                    grant_type="read_write", user_first_name="Ann", user_last_name="Lee")["access_token"]  # fmt: skip
    return str(json.loads(book(tb, access_token=token).output)["booking_id"])


def test_native_relogin_does_not_shift_later_ids() -> None:
    assert _booking_id_after(0) == _booking_id_after(1) == _booking_id_after(3)


def test_login_status() -> None:
    tb = box({})
    assert out(tb, "travel_get_login_status") == {"status": False}
    run(tb, "authenticate_travel", client_id="i", client_secret="s", refresh_token="r", grant_type="read",
        user_first_name="Ann", user_last_name="Lee")  # fmt: skip
    assert out(tb, "travel_get_login_status") == {"status": True}
    assert state(tb)["token_scope"] == "read" and state(tb)["user_first_name"] == "Ann"
    assert out(box(with_(token_expires_in=0)), "travel_get_login_status") == {"status": False}


def test_fiscal_year() -> None:
    assert out(box(), "get_budget_fiscal_year") == {"budget_fiscal_year": "2018"}
    assert out(box(), "get_budget_fiscal_year", lastModifiedAfter="2020-01-01T00:00:00") == {"budget_fiscal_year": "2018"}


# --- token checks ---------------------------------------------------------------------------------


@pytest.mark.parametrize("profile", ["bfcl", "native"])
def test_token_errors(profile: Profile) -> None:
    expired = box(with_(token_expires_in=0), profile)
    assert run(expired, "get_booking_history", access_token="tok").output == '{"error": "Token expired"}'
    assert json.loads(book(expired).output)["error"] == "Token expired"
    wrong = box(profile=profile)
    assert json.loads(run(wrong, "set_budget_limit", access_token="x", budget_limit=5).output) == {
        "error": "Invalid access token"
    }
    fresh = box({}, profile)
    register = run(fresh, "register_credit_card", access_token="x", card_number="1", expiration_date="01/2030",
                   cardholder_name="A", card_verification_number=1)  # fmt: skip
    assert register.output == '{"error": "Token not initialized"}'


def test_never_logged_in_differs_per_profile() -> None:
    assert run(box({}, "bfcl"), "get_booking_history", access_token="x").output == '{"error": "Invalid access token"}'
    assert run(box({}), "get_booking_history", access_token="x").output == '{"error": "Token not initialized"}'


def test_error_shapes_with_status_flag() -> None:
    assert book(box(profile="bfcl"), access_token="x").output == '{"booking_status": false, "error": "Invalid access token"}'
    assert book(box(), access_token="x").output == '{"error": "Invalid access token"}'
    cancel = run(box(profile="bfcl"), "cancel_booking", access_token="tok", booking_id="zz")
    assert cancel.output == '{"cancel_status": false, "error": "Booking not found"}'


# --- cards and budget ------------------------------------------------------------------------------


def test_register_card_duplicate_check_per_profile() -> None:
    args = {"access_token": "tok", "expiration_date": "01/2030", "cardholder_name": "Ann Lee", "card_verification_number": 1}
    bfcl = box(profile="bfcl")
    assert out(bfcl, "register_credit_card", card_number="c1", **args) == {"error": "Card already registered"}
    assert "card_id" in out(bfcl, "register_credit_card", card_number="4111222233334444", **args)
    native = box()
    assert out(native, "register_credit_card", card_number="4111222233334444", **args) == {"error": "Card already registered"}
    card_id = out(native, "register_credit_card", card_number="9999", **args)["card_id"]
    record = state(native)["credit_card_list"][card_id]
    assert record["card_number"] == "9999" and 10000 <= record["balance"] <= 99999 and len(card_id) == 12


@pytest.mark.parametrize("profile", ["bfcl", "native"])
def test_card_balance(profile: Profile) -> None:
    tb = box(profile=profile)
    assert out(tb, "get_credit_card_balance", access_token="tok", card_id="c1") == {"card_balance": 1000.0}
    unknown = out(tb, "get_credit_card_balance", access_token="tok", card_id="zz")
    assert unknown == {"error": "Card not registered. Here are a list of card_id's: ['c1', 'bare']"}


def test_card_without_balance() -> None:
    assert run(box(profile="bfcl"), "get_credit_card_balance", access_token="tok", card_id="bare").output == ERR + "'balance'"
    assert out(box(), "get_credit_card_balance", access_token="tok", card_id="bare") == {"error": "Balance not found"}


def test_all_cards_is_a_copy() -> None:
    tb = box()
    cards = out(tb, "get_all_credit_cards")["credit_card_list"]
    assert cards["c1"] == CARD and set(cards) == {"c1", "bare"}


@pytest.mark.parametrize("profile", ["bfcl", "native"])
def test_set_budget_limit(profile: Profile) -> None:
    tb = box(profile=profile)
    assert run(tb, "set_budget_limit", access_token="tok", budget_limit=300).output == '{"budget_limit": 300.0}'
    assert state(tb)["budget_limit"] == 300.0


def test_negative_budget_refused_natively() -> None:
    tb = box()
    assert "must not be negative" in out(tb, "set_budget_limit", access_token="tok", budget_limit=-1)["error"]
    assert state(tb)["budget_limit"] is None


# --- traveller verification ------------------------------------------------------------------------


def verify(tb: Toolbox, first: str = "Ann", born: str = "1990-01-01", passport: str = "US123") -> Any:
    return out(tb, "verify_traveler_information", first_name=first, last_name="Lee", date_of_birth=born,
               passport_number=passport)  # fmt: skip


@pytest.mark.parametrize("profile", ["bfcl", "native"])
def test_verify_traveler(profile: Profile) -> None:
    tb = box(profile=profile, clock=datetime(2026, 6, 15, 12, 0))
    assert verify(tb) == {"verification_status": True}
    assert verify(tb, born="2008-06-15") == {"verification_status": True}
    assert verify(tb, born="2008-06-16")["verification_failure"] == "Traveler must be at least 18 years old."
    assert verify(tb, born="15/06/1990")["verification_failure"] == "Invalid date of birth format. Please use YYYY-MM-DD."
    assert verify(tb, passport="P123")["verification_failure"] == "Passport must be issued by the United States."


def test_verify_other_traveler_message_per_profile() -> None:
    assert verify(box(profile="bfcl"), first="Bob")["verification_failure"] == (
        "Cannot book flight information for another user.Expected Ann Lee, got Bob Lee"
    )
    assert verify(box(), first="Bob")["verification_failure"] == (
        "Cannot book flight information for another user. Expected Ann Lee, got Bob Lee"
    )


# --- prices and reference data ---------------------------------------------------------------------


@pytest.mark.parametrize("profile", ["bfcl", "native"])
def test_flight_cost(profile: Profile) -> None:
    tb = box(profile=profile)
    cost = run(tb, "get_flight_cost", travel_from="SFO", travel_to="LAX", travel_date="2026-05-02", travel_class="first")
    assert json.loads(cost.output) == {"travel_cost_list": [1000.0]}  # digits sum to 17: no doubling
    doubled = out(tb, "get_flight_cost", travel_from="SFO", travel_to="LAX", travel_date="2026-05-01", travel_class="business")
    assert doubled == {"travel_cost_list": [800.0]}


def test_flight_cost_errors_raise_in_bfcl_and_are_errors_natively() -> None:
    args = {"travel_date": "2026-05-02", "travel_class": "economy"}
    bfcl = run(box(profile="bfcl"), "get_flight_cost", travel_from="LAX", travel_to="LHR", **args)
    assert bfcl.output == ERR + "No available route for the given airports." and bfcl.status == "tool_error"
    assert out(box(), "get_flight_cost", travel_from="LAX", travel_to="LHR", **args) == {
        "error": "No available route for the given airports."
    }
    bad_class = run(box(profile="bfcl"), "get_flight_cost", travel_from="SFO", travel_to="LAX",
                    travel_date="2026-05-02", travel_class="premium")  # fmt: skip
    assert bad_class.output == ERR + "Invalid travel class. Options are: economy, business, first."
    odd_digit = run(box(profile="bfcl"), "get_flight_cost", travel_from="SFO", travel_to="LAX",
                    travel_date="2026-05-0²", travel_class="economy")  # fmt: skip
    assert odd_digit.output.startswith(ERR + "invalid literal for int()")
    bad_date = out(box(), "get_flight_cost", travel_from="SFO", travel_to="LAX", travel_date="May 2", travel_class="economy")
    assert bad_date == {"error": "Invalid date format. Use YYYY-MM-DD."}


FLIGHT = {"travel_from": "SFO", "travel_to": "LAX", "travel_date": "2026-05-02", "travel_class": "economy"}


def test_native_long_context_flight_cost_is_the_one_route_with_its_other_dates() -> None:
    native = out(box(long_context=LongContext(size=3)), "get_flight_cost", **FLIGHT)
    assert native["travel_cost_list"] == [200.0]  # native long context: the same flight on the days after
    assert [d["travel_date"] for d in native["other_dates"]] == ["2026-05-03", "2026-05-04", "2026-05-05"]
    assert out(box(), "get_flight_cost", **FLIGHT) == {"travel_cost_list": [200.0]}


def test_native_long_context_card_balance_shows_the_cards_earlier_purchases() -> None:
    busy = box(with_(token_expires_in=9), long_context=LongContext(size=6))
    first = out(busy, "get_credit_card_balance", access_token="tok", card_id="c1")
    charges = first.pop("recent_charges")
    assert first == out(box(), "get_credit_card_balance", access_token="tok", card_id="c1")
    assert len(charges) == 6 and [c["date"] for c in charges] == sorted(c["date"] for c in charges)
    assert charges[-1]["date"] < "2026-01-01" and all(c["amount"] > 0 and c["merchant"] for c in charges)
    book(busy)
    again = out(busy, "get_credit_card_balance", access_token="tok", card_id="c1")
    assert again["recent_charges"] == charges and again["card_balance"] == first["card_balance"] - 200.0


def test_native_long_context_support_reply_comes_with_the_bookings_earlier_thread() -> None:
    def ask(tb: Toolbox) -> Any:
        return out(tb, "contact_customer_support", booking_id="b1", message="Where is my bag?")

    reply = ask(box(long_context=LongContext(size=5)))
    thread = reply.pop("earlier_messages")
    assert reply == ask(box())
    assert len(thread) == 5 and [m["date"] for m in thread] == sorted(m["date"] for m in thread)
    assert {m["sender"] for m in thread} == {"traveller", "support"}
    assert all(m["message"] != reply["customer_support_message"] for m in thread)
    assert ask(box(long_context=LongContext(size=5)))["earlier_messages"] == thread


def test_native_long_context_gives_a_card_or_booking_made_in_the_episode_no_past() -> None:
    busy = box(with_(token_expires_in=9), long_context=LongContext(size=6))
    card = out(busy, "register_credit_card", access_token="tok", card_number="5500000000000004",
               expiration_date="01/2030", cardholder_name="Ada", card_verification_number=123)["card_id"]
    assert out(busy, "get_credit_card_balance", access_token="tok", card_id=card)["recent_charges"] == []
    booking = book(busy).output
    booking_id = json.loads(booking)["booking_id"]
    fresh = out(busy, "contact_customer_support", booking_id=booking_id, message="Where is my bag?")
    assert fresh["earlier_messages"] == []
    assert len(out(busy, "contact_customer_support", booking_id="b1", message="hi")["earlier_messages"]) == 6


@pytest.mark.bfcl
def test_bfcl_long_context_adds_no_native_history_to_cards_and_support() -> None:
    tb = box(profile="bfcl", long_context=LongContext())
    assert set(out(tb, "get_credit_card_balance", access_token="tok", card_id="c1")) == {"card_balance"}
    assert set(out(tb, "contact_customer_support", booking_id="b1", message="hi")) == {"customer_support_message"}


@pytest.mark.bfcl
def test_bfcl_long_context_flight_cost_lists_every_fare() -> None:
    every = out(box(profile="bfcl", long_context=LongContext()), "get_flight_cost", **FLIGHT)["travel_cost_list"]
    assert len(every) == len(BASE_FARES) == 153 and every[:2] == [200.0, 500.0]


@pytest.mark.parametrize("profile", ["bfcl", "native"])
def test_exchange_rates(profile: Profile) -> None:
    tb = box(profile=profile)
    assert out(tb, "compute_exchange_rate", base_currency="USD", target_currency="JPY", value=2) == {"exchanged_value": 220.0}
    assert out(tb, "compute_exchange_rate", base_currency="RMB", target_currency="USD", value=100) == {"exchanged_value": 14.29}


def test_unsupported_currency_pair() -> None:
    args = {"base_currency": "EUR", "target_currency": "JPY", "value": 1.0}
    assert run(box(profile="bfcl"), "compute_exchange_rate", **args).output == (
        ERR + "No available exchange rate for the given currencies."
    )
    assert out(box(), "compute_exchange_rate", **args) == {"error": "No available exchange rate for the given currencies."}


def test_airports() -> None:
    airports = out(box(), "list_all_airports")
    assert len(airports) == 23 and airports[0] == "RMS" and airports[-1] == "BOS"
    assert run(box(profile="bfcl"), "list_all_airports").output.startswith("['RMS', 'SBK'")
    assert out(box(), "get_nearest_airport_by_city", location="Crescent Hollow") == {"nearest_airport": "CRH"}
    assert out(box(), "get_nearest_airport_by_city", location="Atlantis") == {"nearest_airport": "Unknown"}
