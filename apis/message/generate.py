"""Plausible messaging workspaces drawn from a seed: colleagues with ``USRnnn`` ids and messages between them.

The workspace holds ``records + 2`` users (different first names) and ``records`` messages the logged-in
user sent to the others; about a third of the time nobody is logged in yet.

>>> import random
>>> config = generate_config(random.Random(5), 3)
>>> len(config["user_map"]), len(config["inbox"])
(5, 3)
"""

from __future__ import annotations

import random
from typing import Any

from sandbox.tools import fake

_TEXTS = (
    "Can we move the {noun} review to {day}?", "The {noun} is ready, please take a look.",
    "Reminder: the {noun} is due on {day}.", "Thanks for the {noun}!", "Lunch on {day}?",
    "I updated the {noun}, the total is now {number}.", "Call me about the {noun} when you can.",
    "Meeting room {number} is booked for {day}.",
)
_DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday")


def generate_config(rng: random.Random, records: int) -> dict[str, Any]:
    """A messaging configuration: ``records + 2`` users, ``records`` sent messages, maybe a logged-in user."""
    users = {first: f"USR{number:03d}" for number, (first, _) in enumerate(fake.people(rng, records + 2), start=1)}
    ids = sorted(users.values())
    current = fake.pick(rng, ids) if rng.random() < 0.67 else None
    sender = current or ids[0]
    inbox = []
    for _ in range(records):
        receiver = fake.pick(rng, [uid for uid in ids if uid != sender])
        text = fake.pick(rng, _TEXTS).format(noun=fake.pick(rng, fake.NOUNS), day=fake.pick(rng, _DAYS),
                                            number=rng.randrange(2, 400))
        inbox.append({receiver: text})
    config: dict[str, Any] = {"user_map": users, "user_count": len(users), "inbox": inbox,
                              "message_count": len(inbox)}
    if current is not None:
        config["current_user"] = current
    return config
