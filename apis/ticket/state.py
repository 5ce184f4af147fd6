"""State of the ticket domain and how a BFCL-shaped configuration becomes it."""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any, Optional

from pydantic import BaseModel, ConfigDict, Field

#: The configuration keys BFCL's ticket class reads, plus ``accounts`` (native profile only).
CONFIG_KEYS = frozenset({"ticket_queue", "ticket_counter", "current_user", "accounts"})

#: The id BFCL gives the first ticket when a configuration names no counter.
FIRST_TICKET_ID = 1

#: Fields a native ticket always carries, with the value used when a configuration leaves one out.
TICKET_DEFAULTS: Mapping[str, Any] = {"title": "", "description": "", "status": "Open", "priority": 1}


class TicketState(BaseModel):
    """Everything the ticket system remembers.

    Tickets are kept as plain dicts because BFCL configurations carry tickets of many shapes
    (string ids, extra keys, missing fields) and the ``bfcl`` profile must keep them as given.

    Attributes:
        ticket_queue: Every ticket, in creation order.
        ticket_counter: The id the next created ticket receives.
        current_user: Who is logged in, or ``None``.
        accounts: Native profile only: known user names and their passwords. Empty means the
            system has no user directory and any non-empty credentials are accepted.
    """

    model_config = ConfigDict(extra="forbid")

    ticket_queue: list[dict[str, Any]] = Field(default_factory=list)
    ticket_counter: int = FIRST_TICKET_ID
    current_user: Optional[str] = None
    accounts: dict[str, str] = Field(default_factory=dict)


def bfcl_state(config: Mapping[str, Any]) -> TicketState:
    """Read a configuration exactly as BFCL does: known keys with their defaults, others ignored."""
    raw = copy.deepcopy(dict(config))
    return TicketState(
        ticket_queue=raw.get("ticket_queue", []),
        ticket_counter=raw.get("ticket_counter", FIRST_TICKET_ID),
        current_user=raw.get("current_user"),
    )


def native_state(config: Mapping[str, Any]) -> TicketState:
    """Read a configuration for the native profile.

    Every ticket gets the standard fields (an id is assigned when missing) and the counter is
    moved past every integer id in use, so a new ticket can never reuse an existing id.
    """
    state = bfcl_state(config)
    state.accounts = copy.deepcopy(dict(config.get("accounts") or {}))
    used = [t["id"] for t in state.ticket_queue if isinstance(t.get("id"), int)]
    state.ticket_counter = max([state.ticket_counter, *(i + 1 for i in used)])
    for ticket in state.ticket_queue:
        if "id" not in ticket:
            ticket["id"] = state.ticket_counter
            state.ticket_counter += 1
        for key, value in TICKET_DEFAULTS.items():
            ticket.setdefault(key, value)
        ticket.setdefault("created_by", None)
    return state
