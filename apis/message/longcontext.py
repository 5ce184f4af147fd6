"""Native long context for the message domain: the workspace's traffic between other people.

The history is real state in the shared message store: messages between seeded distractor
contacts, who are not workspace users (no one can log in as them or message them), so none of
it is ever sent or received by the user, whoever logs in (:func:`add_distractor_messages`). In
a long-context episode each hit of ``search_messages`` carries the conversation it sits in
(:func:`conversations`).

BFCL injects nothing into its message class, so the ``bfcl`` profile adds nothing either.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from apis.message.state import ID_HIGH, ID_LOW, MessageState
from sandbox.tools.types import JsonDict

_OPENERS = (
    "Quick reminder:", "FYI,", "Following up:", "Heads up,", "As discussed,", "Small note:", "Re: yesterday,",
)
_BODIES = (
    "the weekly sync moves to Thursday.", "please check the shared calendar.", "the draft is in the team folder.",
    "lunch order closes at 11.", "the client call went well.", "can you review my notes?",
    "the build is green again.", "parking garage is closed on Friday.", "slides are due tomorrow morning.",
    "the vendor sent a revised quote.",
)


#: Ids of the distractor contacts: never a ``USRnnn`` id, so never a workspace user, now or later.
DISTRACTOR_CONTACTS = tuple(f"EXT{n:03d}" for n in range(1, 13))


def add_distractor_messages(state: MessageState, size: int, rng: random.Random) -> None:
    """Put ``size`` seeded older messages between distractor contacts before the configured ones.

    Sender and receiver are two different :data:`DISTRACTOR_CONTACTS`, never a workspace user,
    so no user's sent or received messages, contacts or searches change, whoever is logged in
    now or later, while the store holds a long history and "the latest message to X" still
    means a configured or new message.
    """
    contacts = sorted(set(DISTRACTOR_CONTACTS) - set(state.user_map.values()))
    taken = set(state.generated_ids)
    history: list[dict[str, Any]] = []
    for _ in range(size):
        ident = _new_id(taken, rng)
        state.generated_ids.append(ident)
        sender, receiver = rng.sample(contacts, 2)
        history.append({
            "id": ident,
            "sender": sender,
            "receiver": receiver,
            "message": f"{rng.choice(_OPENERS)} {rng.choice(_BODIES)}",
        })
    state.inbox[:0] = history
    state.message_count = len(state.inbox)


def _new_id(taken: set[int], rng: random.Random) -> int:
    """The id :func:`~apis.message.state.new_message_id` would draw, found in a set (fast for thousands)."""
    new_id = rng.randint(ID_LOW, ID_HIGH)
    while new_id in taken:
        new_id = rng.randint(ID_LOW, ID_HIGH)
    taken.add(new_id)
    return new_id


def conversations(inbox: Sequence[Mapping[str, Any]], hits: Sequence[Mapping[str, Any]], user: str,
                  size: int) -> list[list[JsonDict]]:
    """For each of ``hits``, the messages between ``user`` and its receiver that came before it, oldest first.

    A hit is a message ``user`` sent (a sender of ``None`` counts as ``user``, as everywhere in
    the native profile). A search shows this beside each hit in a long-context episode, the way a
    messenger opens a found message inside its conversation: at most ``size`` messages for one
    hit, the most recent of an even share of ``size`` (at least one) for each of several, so a
    search with many hits costs about as much as one.
    """
    keep = max(1, -(-size // max(len(hits), 1)))
    found = []
    for hit in hits:
        other = hit["receiver"]
        earlier = []
        for message in inbox:
            if message is hit:
                break
            mine = message["sender"] in (user, None) and message["receiver"] == other
            theirs = message["sender"] == other and message["receiver"] == user
            if mine or theirs:
                earlier.append(message)
        found.append([{"message_id": m["id"], "sender_id": m["sender"] or user, "receiver_id": m["receiver"],
                       "message": m["message"]} for m in earlier[-keep:]] if size else [])
    return found
