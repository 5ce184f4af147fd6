"""Unit tests for the ticket domain, in both compatibility profiles."""

from __future__ import annotations

import json
from functools import partial
from typing import Any

import pytest

from apis.ticket import DOMAIN
from sandbox.episode.calls import ToolCall
from sandbox.testing import check_domain
from sandbox.tools.context import LongContext, Profile
from tests.apis.helpers import out, projection, run, toolbox

QUEUE = [
    {"id": 1, "title": "Printer", "description": "Jammed", "status": "Open", "priority": 2, "created_by": "ana"},
    {"id": 2, "title": "VPN", "description": "Drops", "status": "Closed", "priority": 4, "created_by": "ben"},
]

box = partial(toolbox, DOMAIN)
state = partial(projection, DOMAIN)


def test_conformance() -> None:
    check_domain(DOMAIN)
    assert DOMAIN.known_config_keys() >= {"ticket_queue", "ticket_counter", "current_user"}


@pytest.mark.parametrize("profile", ["bfcl", "native"])
def test_login_create_and_list(profile: Profile) -> None:
    tb = box({"ticket_queue": list(QUEUE), "ticket_counter": 3}, profile)
    assert run(tb, "ticket_get_login_status").output == '{"login_status": false}'
    assert run(tb, "ticket_login", username="ana", password="pw").status == "ok"
    created = json.loads(run(tb, "create_ticket", title="Screen", description="Flickers", priority=5).output)
    assert created == {
        "id": 3, "title": "Screen", "description": "Flickers", "status": "Open", "priority": 5, "created_by": "ana"
    }
    mine = run(tb, "get_user_tickets").output
    assert "Printer" in mine and "Screen" in mine and "VPN" not in mine
    assert "Screen" not in run(tb, "get_user_tickets", status="closed").output
    assert "Printer" in run(tb, "get_user_tickets", status="OPEN").output
    assert run(tb, "logout").output == '{"success": true}'
    assert run(tb, "logout").output == '{"success": false}'
    assert state(tb)["current_user"] is None


def test_bfcl_results_are_python_reprs_for_lists() -> None:
    tb = box({"ticket_queue": [dict(QUEUE[0])], "current_user": "ana"}, "bfcl")
    assert run(tb, "get_user_tickets").output == str([QUEUE[0]])


@pytest.mark.parametrize("profile", ["bfcl", "native"])
def test_create_errors(profile: Profile) -> None:
    tb = box({}, profile)
    assert "Please log in to create a ticket" in run(tb, "create_ticket", title="x").output
    run(tb, "ticket_login", username="ana", password="pw")
    for bad in (0, 6):
        result = run(tb, "create_ticket", title="x", priority=bad)
        assert result.status == "tool_error"
        assert "Priority must be between 1 and 5" in result.output
    assert state(tb)["ticket_queue"] == []


def test_native_create_needs_a_title() -> None:
    tb = box({"current_user": "ana"})
    assert out(tb, "create_ticket", title="  ") == {"error": "A ticket needs a non-empty title."}
    assert box({"current_user": "ana"}, "bfcl").execute(ToolCall(name="create_ticket", arguments={"title": ""})).status == "ok"


@pytest.mark.parametrize("profile", ["bfcl", "native"])
def test_lookup_close_resolve_edit(profile: Profile) -> None:
    tb = box({"ticket_queue": [dict(t) for t in QUEUE]}, profile)
    assert json.loads(run(tb, "get_ticket", ticket_id=1).output)["title"] == "Printer"
    assert run(tb, "get_ticket", ticket_id=9).output == '{"error": "Ticket with ID 9 not found."}'
    assert run(tb, "close_ticket", ticket_id=1).output == '{"status": "Ticket 1 has been closed successfully."}'
    assert run(tb, "close_ticket", ticket_id=1).output == '{"error": "Ticket with ID 1 is already closed."}'
    assert run(tb, "close_ticket", ticket_id=7).output == '{"error": "Ticket with ID 7 not found."}'
    assert run(tb, "resolve_ticket", ticket_id=2, resolution="fixed").status == "ok"
    assert run(tb, "resolve_ticket", ticket_id=2, resolution="again").output == (
        '{"error": "Ticket with ID 2 is already resolved."}'
    )
    assert run(tb, "resolve_ticket", ticket_id=8, resolution="x").output == '{"error": "Ticket with ID 8 not found."}'
    assert state(tb)["ticket_queue"][1]["resolution"] == "fixed"
    assert run(tb, "edit_ticket", ticket_id=1, updates={"priority": 3, "title": None}).status == "ok"
    assert state(tb)["ticket_queue"][0]["priority"] == 3
    assert state(tb)["ticket_queue"][0]["title"] == "Printer"
    assert run(tb, "edit_ticket", ticket_id=5, updates={}).output == '{"error": "Ticket with ID 5 not found."}'


def test_edit_unknown_fields_bfcl_keeps_set_order_native_sorts() -> None:
    updates = {"zeta": 1, "alpha": 2, "title": "t"}
    unknown = set(updates) - {"title", "description", "status", "priority"}
    bfcl = box({"ticket_queue": [dict(QUEUE[0])]}, "bfcl")
    assert json.loads(run(bfcl, "edit_ticket", ticket_id=1, updates=updates).output) == {
        "error": f"Invalid fields for update: {', '.join(unknown)}"
    }
    native = box({"ticket_queue": [dict(QUEUE[0])]})
    assert out(native, "edit_ticket", ticket_id=1, updates=updates) == {"error": "Invalid fields for update: alpha, zeta"}


@pytest.mark.parametrize(
    ("updates", "message"),
    [
        ({"title": 5}, "title must be a string."),
        ({"description": ["x"]}, "description must be a string."),
        ({"status": 1}, "status must be a string."),
        ({"title": " "}, "A ticket needs a non-empty title."),
        ({"priority": 9}, "Invalid priority. Priority must be between 1 and 5."),
        ({"priority": "high"}, "Invalid priority. Priority must be between 1 and 5."),
    ],
)
def test_native_edit_validates_values(updates: dict[str, Any], message: str) -> None:
    tb = box({"ticket_queue": [dict(QUEUE[0])]})
    assert out(tb, "edit_ticket", ticket_id=1, updates=updates) == {"error": message}
    assert state(tb)["ticket_queue"][0]["title"] == "Printer"
    bfcl = box({"ticket_queue": [dict(QUEUE[0])]}, "bfcl")
    assert run(bfcl, "edit_ticket", ticket_id=1, updates=updates).status == "ok"  # BFCL stores anything


def test_login_rules() -> None:
    assert run(box({}, "bfcl"), "ticket_login", username="", password="x").output == '{"success": false}'
    assert out(box({}), "ticket_login", username="ana", password="") == {"error": "Invalid username or password."}
    accounts = {"accounts": {"ana": "secret"}}
    assert out(box(accounts), "ticket_login", username="ana", password="nope") == {
        "error": "Invalid username or password."
    }
    assert out(box(accounts), "ticket_login", username="ana", password="secret") == {"success": True}
    assert run(box(accounts, "bfcl"), "ticket_login", username="ana", password="nope").output == '{"success": true}'
    assert "accounts" not in state(box(accounts))


def test_get_user_tickets_needs_login() -> None:
    assert run(box({}, "bfcl"), "get_user_tickets").output == str(
        [{"error": "User not authenticated. Please log in to view tickets."}]
    )
    assert out(box({}), "get_user_tickets") == {"error": "User not authenticated. Please log in to view tickets."}


def test_bfcl_malformed_tickets_fail_like_bfcl() -> None:
    no_id = box({"ticket_queue": [{"ticket_001": {"status": "Open"}}], "current_user": "x"}, "bfcl")
    assert run(no_id, "close_ticket", ticket_id=1).output == "Error during execution: 'id'"
    assert run(no_id, "get_user_tickets").output == "Error during execution: 'created_by'"
    no_status = box({"ticket_queue": [{"id": 1, "created_by": "x"}], "current_user": "x"}, "bfcl")
    assert run(no_status, "close_ticket", ticket_id=1).output == "Error during execution: 'status'"
    assert run(no_status, "get_user_tickets", status="Open").output == "Error during execution: 'status'"
    odd = box({"ticket_queue": [{"id": 1, "created_by": "x", "status": 3}], "current_user": "x"}, "bfcl")
    assert run(odd, "get_user_tickets", status="Open").output == (
        "Error during execution: 'int' object has no attribute 'lower'"
    )


def test_bfcl_string_ids_match_string_ids() -> None:
    tb = box({"ticket_queue": [{"id": "ticket_001", "status": "Open"}]}, "bfcl")
    assert run(tb, "close_ticket", ticket_id="ticket_001").output == (
        '{"status": "Ticket ticket_001 has been closed successfully."}'
    )
    assert run(box({"ticket_queue": [dict(QUEUE[0])]}, "bfcl"), "get_ticket", ticket_id="1").status == "tool_error"


def test_native_normalizes_tickets_and_counter() -> None:
    tb = box({"ticket_queue": [{"id": 7, "title": "a"}, {"title": "no id"}], "current_user": "ana"})
    queue = state(tb)["ticket_queue"]
    assert queue[0]["status"] == "Open" and queue[0]["created_by"] is None
    assert queue[1]["id"] == 8
    assert out(tb, "create_ticket", title="new")["id"] == 9
    assert out(tb, "get_ticket", ticket_id="7")["title"] == "a"
    bfcl = box({"ticket_queue": [{"id": 1, "title": "a"}], "current_user": "ana"}, "bfcl")
    assert json.loads(run(bfcl, "create_ticket", title="dup").output)["id"] == 1  # BFCL reuses the id


def test_native_long_context_adds_other_peoples_tickets() -> None:
    tb = box({"ticket_queue": [dict(QUEUE[0])], "current_user": "ana"}, long_context=LongContext(size=25))
    queue = state(tb)["ticket_queue"]
    assert len(queue) == 26 and len({t["id"] for t in queue}) == 26
    assert all(t["created_by"] != "ana" for t in queue[1:])
    assert out(tb, "create_ticket", title="mine")["id"] == 27
    again = box({"ticket_queue": [dict(QUEUE[0])], "current_user": "ana"}, long_context=LongContext(size=25))
    assert state(again)["ticket_queue"] == queue[:26]  # seeded: the same distractors every time
    bfcl = box({"ticket_queue": [dict(QUEUE[0])]}, "bfcl", long_context=LongContext(size=25))
    assert len(state(bfcl)["ticket_queue"]) == 1


def test_config_is_not_aliased() -> None:
    config = {"ticket_queue": [dict(QUEUE[0])]}
    tb = box(config, "bfcl")
    run(tb, "close_ticket", ticket_id=1)
    assert config["ticket_queue"][0]["status"] == "Open"
