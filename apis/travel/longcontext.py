"""Long-context distractors for the travel domain: extra credit cards and extra bookings.

``bfcl`` profile: bfcl-eval's own extra cards and bookings, read from the installed package at run
time and deep-copied (bfcl-eval inserts them by reference, so one instance's bookings change
another's balances; here every episode owns its copy). ``native`` profile: ``size`` seeded cards
and ``size`` seeded bookings in the shape the tools themselves write; beside a record a read
shows, ``size`` lines of seeded history made up on each read from a generator keyed by the record
(a card's earlier purchases, a booking's earlier support messages), so every read shows the same.
"""

from __future__ import annotations

import copy
import random
from datetime import datetime, timedelta

from sandbox.tools.compat import bfcl_long_context
from sandbox.tools.draws import Draws

from apis.travel.defaults import BASE_FARES
from apis.travel.pricing import flight_cost
from apis.travel.state import Record, TravelState

_GIVEN = ("Ada", "Bela", "Chen", "Dara", "Emil", "Farah", "Goran", "Hana", "Ivo", "Jun", "Kemal", "Lina")
_FAMILY = ("Abe", "Brandt", "Castillo", "Dube", "Eriksen", "Fontaine", "Gallo", "Haddad", "Iwata", "Jovanovic")
_CLASSES = ("economy", "economy", "economy", "business", "first")


def _merge(target: dict[str, Record], extra: dict[str, Record]) -> None:
    """Add deep copies of the extra records whose ids are not taken yet (existing ones win)."""
    for key, record in extra.items():
        if key not in target:
            target[key] = copy.deepcopy(record)


def inject_bfcl(state: TravelState) -> None:
    """Add bfcl-eval's long-context cards and bookings to a state, as bfcl-eval does at load time.

    Raises:
        RegistryError: bfcl-eval is not installed.
    """
    filler = bfcl_long_context()
    _merge(state.credit_card_list, filler.CREDIT_CARD_EXTENSION)
    _merge(state.booking_record, filler.BOOKING_RECORD_EXTENSION)
    state.long_context = True


def _fresh_id(draw: Draws, digits: int, taken: dict[str, Record]) -> str:
    while True:
        candidate = str(draw.between(10 ** (digits - 1), 10**digits - 1))
        if candidate not in taken:
            return candidate


def _card(draw: Draws, year: int) -> Record:
    return {
        "card_number": draw.digits(16),
        "expiration_date": f"{draw.between(1, 12):02d}/{year + draw.between(0, 5)}",
        "cardholder_name": f"{draw.pick(_GIVEN)} {draw.pick(_FAMILY)}",
        "card_verification_number": draw.between(100, 999),
        "balance": draw.between(50_000, 2_500_000) / 100,
    }


def inject_native(state: TravelState, size: int, rng: random.Random, now: datetime) -> None:
    """Add ``size`` seeded cards and ``size`` seeded bookings (made with those cards) to a state.

    Args:
        state: The state to extend; existing records are kept.
        size: How many cards and how many bookings to add.
        rng: The episode's generator for travel distractors.
        now: The episode's clock; booking dates fall within a year either side of it.
    """
    draw = Draws(rng, expected=20 * size)
    cards = state.credit_card_list
    added_cards = []
    for _ in range(size):
        card_id = _fresh_id(draw, 12, cards)
        cards[card_id] = _card(draw, now.year)
        added_cards.append(card_id)
    routes = list(BASE_FARES)
    bookings = state.booking_record
    today = now.date()
    for _ in range(size):
        booking_id = _fresh_id(draw, 7, bookings)
        travel_from, travel_to = draw.pick(routes)
        travel_class = draw.pick(_CLASSES)
        travel_date = (today + timedelta(days=draw.between(-365, 365))).isoformat()
        bookings[booking_id] = {
            "card_id": draw.pick(added_cards),
            "travel_date": travel_date,
            "travel_from": travel_from,
            "travel_to": travel_to,
            "travel_class": travel_class,
            "travel_cost": flight_cost(travel_from, travel_to, travel_date, travel_class),
            "transaction_id": str(draw.between(10_000_000, 99_999_999)),
        }
    state.long_context = True


def native_rate_history(rng: random.Random, rate: float, size: int) -> list[float]:
    """``size`` seeded daily rates before today, oldest first, within a few percent of ``rate``."""
    return [round(rate * (1 + rng.uniform(-0.03, 0.03)), 6) for _ in range(size)]


def native_other_dates(travel_from: str, travel_to: str, travel_date: str, travel_class: str,
                       size: int) -> list[Record]:
    """The fares of the same flight on the ``size`` days after ``travel_date`` (as the tool prices them)."""
    start = datetime.fromisoformat(travel_date).date()
    days = [(start + timedelta(days=offset)).isoformat() for offset in range(1, size + 1)]
    return [{"travel_date": day, "travel_cost": flight_cost(travel_from, travel_to, day, travel_class)} for day in days]


_MERCHANTS = ("Corner Grocery", "City Pharmacy", "Bookshop", "Trattoria", "Fuel Station", "Cinema", "Hardware Store",
              "Cafe", "Online Shop", "Gym", "Bakery", "Florist", "Electronics Store", "Laundry")


def native_card_charges(rng: random.Random, now: datetime, size: int) -> list[Record]:
    """``size`` seeded earlier purchases with a card, oldest first: ``date``, ``merchant`` and ``amount``.

    They are dated before today and never travel purchases, so they neither match nor hide a
    booking or a policy the card paid for.
    """
    charges = []
    day = now.date() - timedelta(days=1)
    for _ in range(size):
        charges.append({"date": day.isoformat(), "merchant": rng.choice(_MERCHANTS),
                        "amount": round(rng.uniform(2.0, 180.0), 2)})
        day -= timedelta(days=rng.choice((0, 0, 1, 1, 2, 3)))
    return charges[::-1]


_QUESTIONS = (
    ("Is there Wi-Fi on board?", "Wi-Fi is offered on most of our aircraft; you can buy a pass on board."),
    ("Can I bring a folding bike?", "A folded bike counts as one checked bag."),
    ("How early does the check-in desk open?", "Desks open three hours before departure."),
    ("Do you serve vegetarian meals?", "Vegetarian meals can be requested at check-in."),
    ("Can I travel with my cat in the cabin?", "Small pets travel in the cabin in an approved carrier."),
    ("Is the lounge open for this flight?", "Lounges open two hours before the first departure of the day."),
    ("Where do I find my seat number?", "Your seat number is printed on the boarding pass."),
    ("Can I pay for extra legroom?", "Extra legroom seats can be chosen at online check-in."),
)


def native_support_thread(rng: random.Random, now: datetime, size: int) -> list[Record]:
    """``size`` seeded earlier messages of a booking's support thread, oldest first.

    Each has ``date``, ``sender`` (``traveller`` or ``support``) and ``message``: general questions
    and answers that never change a booking and never repeat the reply a new message gets.
    """
    thread: list[Record] = []
    day = now.date()
    while len(thread) < size:
        day -= timedelta(days=rng.randint(1, 4))
        question, answer = rng.choice(_QUESTIONS)
        thread[:0] = [{"date": day.isoformat(), "sender": "traveller", "message": question},
                      {"date": day.isoformat(), "sender": "support", "message": answer}]
    return thread[len(thread) - size:]
