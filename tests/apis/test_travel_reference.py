"""Differential test: random call sequences on bfcl-eval's TravelAPI and on toolsim's bfcl profile.

Every result string (errors included) and the compared state after every call must be identical.
Sequences mix valid and invalid arguments, free-form configured records and long context.
"""

from __future__ import annotations

import copy
import importlib.util
import json
import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from apis.travel import DOMAIN
from sandbox.episode.calls import ToolCall
from sandbox.episode.execution import Toolbox
from sandbox.tools.context import EpisodeContext, LongContext
from tests.bfcl_harness import public_state

if importlib.util.find_spec("bfcl_eval") is None:
    pytest.skip("bfcl-eval is not installed", allow_module_level=True)
pytestmark = pytest.mark.bfcl

from bfcl_eval.eval_checker.multi_turn_eval.func_source_code import long_context as filler  # noqa: E402
from bfcl_eval.eval_checker.multi_turn_eval.func_source_code import travel_booking  # noqa: E402

CONFIG: dict[str, Any] = {
    "credit_card_list": {
        "c1": {"card_number": "4111", "expiry_date": "12/27", "cardholder_name": "Ann Lee", "balance": 1200.0},
        "c2": {"card_number": "4222", "balance": 90},
        "bare": {"card_number": "4333"},
    },
    "booking_record": {
        "b1": {"card_id": "c1", "travel_date": "2026-05-01", "travel_from": "SFO", "travel_to": "LAX",
               "travel_class": "economy", "travel_cost": 200.0, "transaction_id": "t1"},
        "loose": {"flight_number": "X1", "cost": 5.0},
        "orphan": {"card_id": "gone", "travel_cost": 3.0},
    },  # fmt: skip
    "access_token": "tok",
    "token_type": "Bearer",
    "token_expires_in": 1,
    "token_scope": "read_write",
    "user_first_name": "Ann",
    "user_last_name": "Lee",
    "budget_limit": 500.0,
}
AIRPORTS = ["SFO", "LAX", "JFK", "CDG", "LHR", "XXX", "PVG", "HKG", "CRH"]
DATES = ["2026-05-01", "2026-05-02", "2026/05/01", "2026-1-5", "20²6-01-01", "x"]


def bfcl_output(value: Any) -> str:
    """How bfcl-eval's executor turns a return value into the string a model sees."""
    if isinstance(value, str):
        return value
    if isinstance(value, dict):
        try:
            return json.dumps(value)
        except (TypeError, ValueError):
            return str(value)
    return str(value)


def arguments(rng: random.Random, name: str, seen: dict[str, list[str]]) -> dict[str, Any]:
    pick = rng.choice
    token = pick(["tok", "bad", *seen["access_token"]])
    card = pick(["c1", "c2", "bare", "nope", "1234567812345678", "4111", *seen["card_id"]])
    booking = pick(["b1", "loose", "orphan", "zz", "booking_901", *seen["booking_id"]])
    makers: dict[str, Callable[[], dict[str, Any]]] = {
        "authenticate_travel": lambda: {"client_id": "i", "client_secret": "s", "refresh_token": "r",
                                        "grant_type": pick(["read_write", "read"]),
                                        "user_first_name": pick(["Ann", "Bob"]), "user_last_name": "Lee"},
        "register_credit_card": lambda: {"access_token": token, "card_number": pick(["4111", "c1", "999"]),
                                         "expiration_date": "01/2030", "cardholder_name": "Ann Lee",
                                         "card_verification_number": 123},
        "get_flight_cost": lambda: {"travel_from": pick(AIRPORTS), "travel_to": pick(AIRPORTS),
                                    "travel_date": pick(DATES), "travel_class": pick(["economy", "first", "premium"])},
        "get_credit_card_balance": lambda: {"access_token": token, "card_id": card},
        "book_flight": lambda: {"access_token": token, "card_id": card, "travel_date": pick(DATES),
                                "travel_from": pick(AIRPORTS), "travel_to": pick(AIRPORTS),
                                "travel_class": pick(["economy", "business", "first", "premium"])},
        "retrieve_invoice": lambda: {"access_token": token, "booking_id": pick([booking, None])},
        "get_booking_history": lambda: {"access_token": token},
        "cancel_booking": lambda: {"access_token": token, "booking_id": booking},
        "compute_exchange_rate": lambda: {"base_currency": pick(["USD", "EUR", "JPY", "XYZ"]),
                                          "target_currency": pick(["USD", "RMB", "EUR"]), "value": pick([10, 12.5])},
        "verify_traveler_information": lambda: {"first_name": pick(["Ann", "Bob"]), "last_name": "Lee",
                                                "date_of_birth": pick(["1990-01-01", "2010-05-05", "bad"]),
                                                "passport_number": pick(["US1", "P1"])},
        "set_budget_limit": lambda: {"access_token": token, "budget_limit": pick([100, 2500.0, 50000.0])},
        "get_nearest_airport_by_city": lambda: {"location": pick(["Rome", "Atlantis"])},
        "purchase_insurance": lambda: {"access_token": token, "insurance_type": "travel", "booking_id": booking,
                                       "insurance_cost": pick([10, 600.0, 50.5]), "card_id": card},
        "contact_customer_support": lambda: {"booking_id": booking, "message": "hi"},
    }  # fmt: skip
    return makers[name]() if name in makers else {}


@pytest.fixture
def pristine_filler() -> Iterator[None]:
    """bfcl-eval's long-context records are shared by reference; put them back after each test."""
    cards, bookings = copy.deepcopy(filler.CREDIT_CARD_EXTENSION), copy.deepcopy(filler.BOOKING_RECORD_EXTENSION)
    yield
    filler.CREDIT_CARD_EXTENSION.clear()
    filler.CREDIT_CARD_EXTENSION.update(cards)
    filler.BOOKING_RECORD_EXTENSION.clear()
    filler.BOOKING_RECORD_EXTENSION.update(bookings)


@pytest.mark.bfcl
@pytest.mark.usefixtures("pristine_filler")
@pytest.mark.parametrize("seed", range(40))
def test_random_sequences_match_bfcl_eval(seed: int) -> None:
    rng = random.Random(seed)
    long_context = seed % 4 == 0
    reference = travel_booking.TravelAPI()
    reference._load_scenario(copy.deepcopy(CONFIG), long_context=long_context)
    ctx = EpisodeContext(profile="bfcl", long_context=LongContext() if long_context else None)
    toolbox = Toolbox({DOMAIN: copy.deepcopy(CONFIG)}, ctx)
    seen: dict[str, list[str]] = {"access_token": [], "card_id": [], "booking_id": []}
    for step in range(30):
        name = rng.choice(sorted(DOMAIN.tools))
        args = arguments(rng, name, seen)
        try:
            want = bfcl_output(getattr(reference, name)(**args))
        except Exception as err:  # bfcl-eval's executor reports any exception this way
            want = f"Error during execution: {err}"
        got = toolbox.execute(ToolCall(name=name, arguments=args))
        assert got.status != "crashed", got.detail
        assert got.output == want, f"step {step}: {name}({args})"
        assert toolbox.projection()["travel"] == json.loads(json.dumps(public_state(reference))), f"step {step}"
        if want.startswith("{"):
            for key, values in seen.items():
                value = json.loads(want).get(key)
                if isinstance(value, str):
                    values.append(value)
