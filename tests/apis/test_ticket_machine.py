"""Random tool sequences against the ticket domain (both profiles), plus conformance."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from apis.ticket import DOMAIN
from sandbox.testing import check_domain
from sandbox.tools.context import LongContext
from tests.apis.helpers import machine_test

CONFIG = {
    "ticket_queue": [
        {"id": 1, "title": "Printer", "description": "Jammed", "status": "Open", "priority": 2, "created_by": "ana"},
        {"id": 2, "title": "VPN", "description": "Drops", "status": "Closed", "priority": 4, "created_by": "ben"},
    ],
    "ticket_counter": 3,
}
FIELDS = st.sampled_from(["title", "description", "status", "priority", "owner"])
VALUES = {
    "ticket_id": st.integers(0, 5) | st.sampled_from(["1", "x"]),
    "username": st.sampled_from(["ana", "ben", ""]),
    "password": st.sampled_from(["pw", ""]),
    "priority": st.integers(0, 6),
    "status": st.none() | st.sampled_from(["Open", "closed", "Resolved"]),
    "updates": st.dictionaries(FIELDS, st.none() | st.integers(0, 6) | st.sampled_from(["Open", "New title", ""]), max_size=3),
}



def ticket_ids_are_unique(before: Any, after: Any, call: Any) -> None:
    """Every ticket has its own id, the counter is past all of them, and a ticket keeps its id and author."""
    ids = [t["id"] for t in after.ticket_queue]
    assert len(ids) == len(set(ids)), f"{call} duplicated a ticket id: {ids}"
    assert all(i < after.ticket_counter for i in ids if isinstance(i, int)), f"{call}: counter {after.ticket_counter}, ids {ids}"
    if before is not None:
        assert after.ticket_counter >= before.ticket_counter
        authors = {t["id"]: t.get("created_by") for t in before.ticket_queue}
        for ticket in after.ticket_queue:
            if ticket["id"] in authors:
                assert ticket.get("created_by") == authors[ticket["id"]], f"{call} reused ticket id {ticket['id']}"


RULES = [ticket_ids_are_unique]
TestTicketNative = machine_test(DOMAIN, CONFIG, VALUES, RULES, profile="native")
TestTicketBfcl = machine_test(DOMAIN, CONFIG, VALUES, RULES, profile="bfcl")
TestTicketLongContext = machine_test(DOMAIN, CONFIG, VALUES, RULES, long_context=LongContext(size=8))


def test_conformance() -> None:
    check_domain(DOMAIN)
