"""Plausible travellers drawn from a seed: a name, one to three cards, ``records`` bookings on served routes.

Card ids, card numbers and booking ids differ within a configuration; every booking is paid with one of
the traveller's cards and goes between two different airports the travel system serves.

>>> import random
>>> config = generate_config(random.Random(1), 2)
>>> len(config["booking_record"])
2
"""

from __future__ import annotations

import random
from datetime import date
from typing import Any

from apis.travel.defaults import AIRPORTS
from sandbox.tools import fake

_CLASSES = ("economy", "economy", "business", "first")
_START = date(2026, 1, 5)


def _cards(rng: random.Random, holder: str) -> dict[str, Any]:
    cards: dict[str, Any] = {}
    while len(cards) < rng.randrange(1, 4) or not cards:
        last4 = f"{rng.randrange(1000, 10000)}"
        number = f"{fake.pick(rng, ('4111', '5500', '3400'))}{rng.randrange(10**7, 10**8)}{last4}"
        cards.setdefault(f"card_{last4}", {
            "card_number": number, "expiration_date": f"{rng.randrange(1, 13):02d}/{rng.randrange(2027, 2033)}",
            "cardholder_name": holder, "card_verification_number": rng.randrange(100, 1000),
            "balance": fake.amount(rng, 300, 20000),
        })
    return cards


def generate_config(rng: random.Random, records: int) -> dict[str, Any]:
    """A travel configuration: the traveller's name, their cards and ``records`` bookings."""
    first, last = fake.person(rng)
    cards = _cards(rng, f"{first} {last}")
    bookings: dict[str, Any] = {}
    while len(bookings) < records:
        origin, destination = fake.distinct(rng, AIRPORTS, 2)
        ident = str(rng.randrange(10**6, 10**7))
        bookings.setdefault(ident, {
            "card_id": fake.pick(rng, sorted(cards)), "travel_date": fake.day(rng, _START, 300).isoformat(),
            "travel_from": origin, "travel_to": destination, "travel_class": fake.pick(rng, _CLASSES),
            "travel_cost": fake.amount(rng, 90, 1800, 0), "transaction_id": str(rng.randrange(10**7, 10**8)),
        })
    config: dict[str, Any] = {"credit_card_list": cards, "booking_record": bookings,
                              "user_first_name": first, "user_last_name": last}
    if rng.random() < 0.3:
        config["budget_limit"] = fake.amount(rng, 1000, 10000, 0)
    return config
