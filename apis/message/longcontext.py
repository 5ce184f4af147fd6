"""Native long context for the message domain: the workspace's traffic between other people.

The history is real state in the shared message store: messages between seeded distractor
contacts, who are not workspace users (no one can log in as them or message them), so none of
it is ever sent or received by the user, whoever logs in (:func:`add_distractor_messages`). In
a long-context episode each hit of ``search_messages`` carries the conversation it sits in
(:func:`conversations`), and ``view_messages_sent`` shows beside the messages to each recipient
the archived conversation before them (:func:`shown_archive`): seeded lines made up on each read,
not state, so no count, search or delete sees them. Only a conversation there was at load time has
an archive: one the user starts in the episode has no past.

BFCL injects nothing into its message class, so the ``bfcl`` profile adds nothing either.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from datetime import datetime, timedelta
from typing import Any

from apis.message.state import ID_HIGH, ID_LOW, MessageState
from sandbox.tools.context import history_share
from sandbox.tools.draws import Draws
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
    draw = Draws(rng, expected=5 * size)
    taken = set(state.generated_ids)
    history: list[dict[str, Any]] = []
    for _ in range(size):
        ident = _new_id(taken, draw)
        state.generated_ids.append(ident)
        sender, receiver = draw.pair(contacts)
        history.append({
            "id": ident,
            "sender": sender,
            "receiver": receiver,
            "message": f"{draw.pick(_OPENERS)} {draw.pick(_BODIES)}",
        })
    state.inbox[:0] = history
    state.message_count = len(state.inbox)


def _new_id(taken: set[int], draw: Draws) -> int:
    """A message id in the range :func:`~apis.message.state.new_message_id` draws from, not taken yet."""
    new_id = draw.between(ID_LOW, ID_HIGH)
    while new_id in taken:
        new_id = draw.between(ID_LOW, ID_HIGH)
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
    keep = history_share(size, len(hits))
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


def archive(rng: random.Random, size: int, now: datetime, user: str, other: str) -> list[str]:
    """``size`` seeded lines of the archived conversation of ``user`` and ``other``, oldest first, before ``now``."""
    moments = sorted(now - timedelta(minutes=rng.randint(60 * 24, 60 * 24 * 365)) for _ in range(size))
    return [f"{moment:%Y-%m-%d %H:%M} {rng.choice((user, other))}: {rng.choice(_OPENERS)} {rng.choice(_BODIES)}"
            for moment in moments]


def shown_archive(rng: random.Random, size: int, now: datetime, user: str, other: str, among: int) -> list[str]:
    """The archive a read shows of one of ``among`` conversations, oldest first.

    One conversation shows its whole archive of ``size`` lines; a read of several shows the most
    recent lines of each, an even share of ``size`` (at least one), so the read costs about as
    much as one. A share is the end of the full archive, so every read of a conversation agrees.
    """
    return archive(rng, size, now, user, other)[-history_share(size, among):]
