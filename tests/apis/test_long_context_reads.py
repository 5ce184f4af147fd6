"""Native long context sits where a task reads: in every folder, and beside each record a point read shows."""

from __future__ import annotations

from typing import Any

import pytest

from apis.file_system import DOMAIN as FILE_SYSTEM
from apis.posting import DOMAIN as POSTING
from apis.ticket import DOMAIN as TICKET
from apis.trading import DOMAIN as TRADING
from apis.travel import DOMAIN as TRAVEL
from apis.vehicle import DOMAIN as VEHICLE
from sandbox.tools.domain import Domain
from tests.apis.helpers import out, toolbox

TREE = {"root": {"home": {"type": "directory", "contents": {
    "reports": {"type": "directory", "contents": {"notes.txt": {"type": "file", "content": "q1"}}},
    "photos": {"type": "directory", "contents": {}},
}}}}


def test_every_configured_folder_gets_its_share_of_distractors() -> None:
    box = toolbox(FILE_SYSTEM, TREE, long=30)
    assert out(box, "find", path=".", name="notes") == out(toolbox(FILE_SYSTEM, TREE), "find", path=".", name="notes")
    home = out(box, "ls")["current_directory_content"]
    out(box, "cd", folder="reports")
    reports = out(box, "ls")["current_directory_content"]
    out(box, "cd", folder="..")
    out(box, "cd", folder="photos")
    photos = out(box, "ls")["current_directory_content"]
    assert len(home) >= 10 + 2 and len(reports) >= 10 + 1 and len(photos) >= 10
    assert not any(name.startswith("notes_") for name in home + reports + photos)  # no stem a configured name holds


READS: list[tuple[Domain, dict[str, Any], list[tuple[str, dict[str, Any]]], str, str]] = [
    (TRADING, {}, [], "get_stock_info", "history"),
    (TICKET, {"ticket_queue": [{"id": 1, "title": "VPN", "description": "down", "status": "Open",
                                "priority": 3, "created_by": "ola"}], "ticket_counter": 2}, [],
     "get_ticket", "activity"),
    (TRAVEL, {}, [], "compute_exchange_rate", "rate_history"),
    (TRAVEL, {}, [], "get_flight_cost", "other_dates"),
    (VEHICLE, {}, [], "estimate_distance", "route"),
    (POSTING, {"username": "a", "tweets": {"3": {"username": "b", "content": "hi", "tags": [], "mentions": []}}},
     [], "get_tweet", "liked_by"),
]
ARGS = {
    "get_stock_info": {"symbol": "AAPL"}, "get_ticket": {"ticket_id": 1},
    "compute_exchange_rate": {"base_currency": "USD", "target_currency": "EUR", "value": 10.0},
    "get_flight_cost": {"travel_from": "SFO", "travel_to": "LAX", "travel_date": "2026-05-02", "travel_class": "economy"},
    "estimate_distance": {"cityA": "83214", "cityB": "74532"}, "get_tweet": {"tweet_id": 3},
}


@pytest.mark.parametrize(("domain", "config", "setup", "tool", "field"), READS, ids=[r[3] for r in READS])
def test_a_point_read_carries_as_many_lines_of_history_as_the_context_is_long(
        domain: Domain, config: dict[str, Any], setup: list[tuple[str, dict[str, Any]]], tool: str, field: str) -> None:
    plain = out(toolbox(domain, config), tool, **ARGS[tool])
    assert field not in plain
    for size in (5, 50):
        box = toolbox(domain, config, long=size)
        first = out(box, tool, **ARGS[tool])
        assert len(first[field]) == size
        assert {k: v for k, v in first.items() if k != field} == plain  # the record itself is unchanged
        assert out(box, tool, **ARGS[tool]) == first  # the same on every call, whatever ran before


@pytest.mark.bfcl
@pytest.mark.parametrize(("domain", "config", "setup", "tool", "field"), READS, ids=[r[3] for r in READS])
def test_the_bfcl_profile_adds_no_native_history(
        domain: Domain, config: dict[str, Any], setup: list[tuple[str, dict[str, Any]]], tool: str, field: str) -> None:
    assert field not in out(toolbox(domain, config, profile="bfcl", long=5), tool, **ARGS[tool])
