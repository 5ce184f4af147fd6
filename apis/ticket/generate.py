"""Plausible support desks drawn from a seed: a few accounts and ``records`` tickets in every state.

>>> import random
>>> config = generate_config(random.Random(2), 3)
>>> len(config["ticket_queue"]), config["ticket_counter"] > max(t["id"] for t in config["ticket_queue"])
(3, True)
"""

from __future__ import annotations

import random
from typing import Any

from sandbox.tools import fake

_PROBLEMS = (
    ("Printer on floor {n} jams", "Paper jams every few pages since {day}"),
    ("VPN drops every {n} minutes", "The connection resets during calls"),
    ("Laptop fan very loud", "Fan runs at full speed after the update of {day}"),
    ("Cannot log in to the {noun} portal", "Password reset mail never arrives"),
    ("Monitor flickers", "Second screen flickers {n} times a minute"),
    ("Refund not received", "Order {n} was returned on {day}, no refund yet"),
    ("Wrong invoice total", "The {noun} invoice shows {n} euros too much"),
    ("Badge does not open door {n}", "Badge worked until {day}"),
)
_DAYS = ("Monday", "Tuesday", "last week", "the 3rd", "yesterday")
_STATUSES = ("Open", "Open", "Resolved", "Closed")


def generate_config(rng: random.Random, records: int) -> dict[str, Any]:
    """A ticket configuration: two to four accounts, ``records`` tickets, maybe someone logged in."""
    accounts = {fake.username(rng, *person): fake.password(rng) for person in fake.people(rng, rng.randrange(2, 5))}
    owners = sorted(accounts)
    first_id = rng.randrange(100, 9000)
    queue = []
    for offset in range(records):
        title, description = fake.pick(rng, _PROBLEMS)
        values = {"n": rng.randrange(2, 40), "day": fake.pick(rng, _DAYS), "noun": fake.pick(rng, fake.NOUNS)}
        queue.append({"id": first_id + offset, "title": title.format(**values),
                      "description": description.format(**values), "status": fake.pick(rng, _STATUSES),
                      "priority": rng.randrange(1, 6), "created_by": fake.pick(rng, owners)})
    config: dict[str, Any] = {"accounts": accounts, "ticket_queue": queue, "ticket_counter": first_id + records}
    if rng.random() < 0.5:
        config["current_user"] = fake.pick(rng, owners)
    return config
