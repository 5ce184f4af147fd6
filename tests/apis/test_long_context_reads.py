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
from tests.apis.helpers import out, run, toolbox

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


# -- reads of several records: each carries its share of the history --------------------------------

TWEETS = {"username": "me", "authenticated": True, "tweets": {
    str(i): {"username": "kim", "content": f"note {i}", "tags": [], "mentions": []} for i in range(4)}}
QUEUE = {"current_user": "ola", "ticket_counter": 9, "ticket_queue": [
    {"id": i, "title": f"T{i}", "description": "", "status": "Open", "priority": 2, "created_by": "ola"}
    for i in range(1, 5)]}
LISTS: list[tuple[Domain, dict[str, Any], str, dict[str, Any], str, str]] = [
    (POSTING, TWEETS, "get_user_tweets", {"username": "kim"}, "get_tweet", "liked_by"),
    (POSTING, TWEETS, "search_tweets", {"keyword": "note"}, "get_tweet", "liked_by"),
    (TICKET, QUEUE, "get_user_tickets", {"status": "Open"}, "get_ticket", "activity"),
]


@pytest.mark.parametrize(("domain", "config", "tool", "args", "point", "field"), LISTS, ids=[r[2] for r in LISTS])
def test_a_list_read_gives_each_record_an_even_share_of_its_history(
        domain: Domain, config: dict[str, Any], tool: str, args: dict[str, Any], point: str, field: str) -> None:
    plain = out(toolbox(domain, config), tool, **args)
    assert len(plain) == 4 and all(field not in record for record in plain)
    for size in (8, 80):
        box = toolbox(domain, config, long=size)
        records = out(box, tool, **args)
        assert [{k: v for k, v in r.items() if k != field} for r in records] == plain  # the records are unchanged
        assert [len(r[field]) for r in records] == [size // 4] * 4  # about as long as one record's history
        for record in records:  # a share agrees with the whole history a point read shows
            whole = out(box, point, **{"tweet_id" if domain is POSTING else "ticket_id": record["id"]})[field]
            assert len(whole) == size
            share = record[field]
            assert share == (whole[:len(share)] if domain is POSTING else whole[-len(share):])
    one = out(toolbox(domain, config, long=3), tool, **args)
    assert all(len(r[field]) == 1 for r in one)  # never less than one line each


def test_comments_carry_their_likes() -> None:
    config = {"username": "me", "tweets": {"5": {"username": "kim", "content": "hi", "tags": [], "mentions": []}},
              "comments": {"5": [{"username": "a", "content": "x"}, {"username": "b", "content": "y"}]}}
    plain = out(toolbox(POSTING, config), "get_tweet_comments", tweet_id=5)
    busy = out(toolbox(POSTING, config, long=40), "get_tweet_comments", tweet_id=5)
    assert [{k: v for k, v in c.items() if k != "liked_by"} for c in busy] == plain
    assert [len(c["liked_by"]) for c in busy] == [20, 20] and busy[0]["liked_by"] != busy[1]["liked_by"]
    assert out(toolbox(POSTING, config, long=40), "get_tweet_comments", tweet_id=5) == busy  # seeded


@pytest.mark.bfcl
def test_the_bfcl_profile_adds_nothing_to_list_reads() -> None:
    tweets = run(toolbox(POSTING, TWEETS, profile="bfcl", long=8), "get_user_tweets", username="kim").output
    tickets = run(toolbox(TICKET, QUEUE, profile="bfcl", long=8), "get_user_tickets").output
    assert "note 3" in tweets and "liked_by" not in tweets
    assert "T4" in tickets and "activity" not in tickets


# -- records created in the episode have no past ------------------------------------------------

def test_a_ticket_created_in_the_episode_has_no_activity_log() -> None:
    box = toolbox(TICKET, QUEUE, long=40)
    made = out(box, "create_ticket", title="Fresh", description="just now", priority=2)
    assert out(box, "get_ticket", ticket_id=made["id"])["activity"] == []
    assert len(out(box, "get_ticket", ticket_id=1)["activity"]) == 40  # a loaded ticket keeps its log
    listed = out(box, "get_user_tickets", status="Open")
    assert [len(t["activity"]) for t in listed] == [10, 10, 10, 10, 0]  # the new one takes no share


def test_a_tweet_or_comment_written_in_the_episode_has_no_likes() -> None:
    config = {"username": "me", "authenticated": True,
              "tweets": {"5": {"username": "kim", "content": "hi", "tags": [], "mentions": []}},
              "comments": {"5": [{"username": "a", "content": "x"}]}}
    box = toolbox(POSTING, config, long=40)
    before = out(box, "get_tweet_comments", tweet_id=5)
    posted = out(box, "post_tweet", content="hello world")
    assert out(box, "get_tweet", tweet_id=posted["id"])["liked_by"] == []
    assert len(out(box, "get_tweet", tweet_id=5)["liked_by"]) == 40
    out(box, "comment", tweet_id=5, comment_content="mine")
    out(box, "comment", tweet_id=posted["id"], comment_content="me again")
    thread = out(box, "get_tweet_comments", tweet_id=5)
    assert thread[:1] == before and thread[1]["liked_by"] == []  # the loaded comment's likes do not move
    assert out(box, "get_tweet_comments", tweet_id=posted["id"])[0]["liked_by"] == []
    assert [len(t["liked_by"]) for t in out(box, "get_user_tweets", username="me")] == [0]
