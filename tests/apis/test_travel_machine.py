"""Random tool sequences against the travel domain (both profiles, with and without long context)."""

from __future__ import annotations

from hypothesis import strategies as st

from apis.travel import DOMAIN
from sandbox.testing import check_domain
from sandbox.tools.context import LongContext
from tests.apis.helpers import machine_test

CONFIG = {
    "credit_card_list": {
        "c1": {"card_number": "4111", "expiration_date": "10/2030", "cardholder_name": "Ann Lee",
               "card_verification_number": 321, "balance": 2500.0},
        "bare": {"card_number": "5555"},
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
    "kind:card_id": st.sampled_from(["c1", "bare", "zz", "1234567812345678"]),
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

TestTravelNative = machine_test(DOMAIN, CONFIG, VALUES, profile="native")
TestTravelBfcl = machine_test(DOMAIN, CONFIG, VALUES, profile="bfcl")
TestTravelNativeLong = machine_test(DOMAIN, CONFIG, VALUES, profile="native", long_context=LongContext(size=20))
TestTravelBfclLong = machine_test(DOMAIN, CONFIG, VALUES, profile="bfcl", long_context=LongContext())


def test_conformance() -> None:
    check_domain(DOMAIN)
