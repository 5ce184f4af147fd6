"""Native long context for the ticket domain: a crowd of other people's tickets.

Every ticket a read shows carries its activity log (``activity``): the whole log of as many
lines as the context is long for one ticket, the most recent lines of an even share of that for
each of several (:func:`shown_activity`).

BFCL injects nothing into its ticket class, so the ``bfcl`` profile adds nothing either.
"""

from __future__ import annotations

import random
from datetime import datetime, timedelta

from apis.ticket.state import TicketState
from sandbox.tools.context import history_share
from sandbox.tools.draws import Draws

_SUBJECTS = (
    "VPN drops every hour", "Printer on floor 3 jams", "Password reset request", "Laptop battery swelling",
    "Cannot access shared drive", "Invoice total looks wrong", "New hire needs an account",
    "Projector remote missing", "Email bounces from partner", "Badge reader not working",
    "Monitor flickers", "Software licence renewal", "Slow Wi-Fi in meeting room", "Expense tool error 500",
)
_DETAILS = (
    "Reported twice this week.", "Happens after the morning update.", "Blocking a client deliverable.",
    "Low impact, whenever convenient.", "Several colleagues see the same thing.", "Started yesterday afternoon.",
)
_PEOPLE = ("amara", "bjorn", "chen_li", "dario", "esther", "farid", "gwen", "hiro", "ines", "jonah")
_STATUSES = ("Open", "Open", "In Progress", "Resolved", "Closed")


def add_distractor_tickets(state: TicketState, size: int, rng: random.Random) -> None:
    """Append ``size`` seeded tickets created by other users, after every existing id."""
    draw = Draws(rng, expected=5 * size)
    for _ in range(size):
        state.ticket_queue.append(
            {
                "id": state.ticket_counter,
                "title": draw.pick(_SUBJECTS),
                "description": draw.pick(_DETAILS),
                "status": draw.pick(_STATUSES),
                "priority": draw.between(1, 5),
                "created_by": draw.pick(_PEOPLE),
            }
        )
        state.ticket_counter += 1


_EVENTS = (
    "viewed the ticket", "added a watcher", "linked a related ticket", "attached a screenshot",
    "asked for the device model", "changed the queue to Service Desk", "checked the knowledge base",
)


def native_activity(rng: random.Random, size: int, now: datetime) -> list[str]:
    """``size`` seeded lines of a ticket's activity log, oldest first, before ``now``."""
    moments = sorted(now - timedelta(minutes=rng.randint(1, 60 * 24 * 90)) for _ in range(size))
    return [f"{moment:%Y-%m-%d %H:%M} {rng.choice(_PEOPLE)} {rng.choice(_EVENTS)}" for moment in moments]


def shown_activity(rng: random.Random, size: int, now: datetime, among: int) -> list[str]:
    """The activity a read shows of one of ``among`` tickets it returns, oldest first.

    One ticket shows its whole log of ``size`` lines; a read of several shows the most recent
    lines of each, an even share of ``size`` (at least one), so a long list costs about as much
    as one ticket. A share is the end of the full log, so every read of a ticket agrees.
    """
    return native_activity(rng, size, now)[-history_share(size, among):]
