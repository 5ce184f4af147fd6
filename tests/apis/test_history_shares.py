"""Exact output of each long-context history share: one record shows its whole history, several an even share each.

The share is computed here on its own (``ceil(size / among)``, at least one line) and every
shown history must be exactly the end (activity, archive) or the start (likes) of the record's
whole history, as a read of that record alone shows it.
"""

from __future__ import annotations

import math
from datetime import datetime

import pytest

from apis.message.longcontext import archive, conversations, shown_archive
from apis.posting.longcontext import native_likes, shown_likes
from apis.ticket.longcontext import native_activity, shown_activity
from sandbox.tools.context import EpisodeContext, history_share

NOW = datetime(2026, 3, 4, 10, 30)
SIZES = (1, 2, 3, 7, 50, 200)


def expected_share(size: int, among: int) -> int:
    return max(1, math.ceil(size / among)) if among > 0 else size


def test_the_share_just_inside_and_outside_its_bounds() -> None:
    assert [history_share(200, k) for k in (0, 1, 2, 3, 199, 200, 201)] == [200, 200, 100, 67, 2, 1, 1]
    assert [history_share(7, k) for k in (6, 7, 8)] == [2, 1, 1]
    for size in SIZES:
        for among in range(0, size + 3):
            assert history_share(size, among) == expected_share(size, among), (size, among)


@pytest.mark.parametrize("size", SIZES)
def test_ticket_activity_shows_the_latest_share_exactly(size: int) -> None:
    ctx = EpisodeContext(seed=5)
    whole = native_activity(ctx.keyed("ticket.activity", "7"), size, NOW)
    assert len(whole) == size
    for among in range(1, size + 3):
        shown = shown_activity(ctx.keyed("ticket.activity", "7"), size, NOW, among)
        assert shown == whole[len(whole) - expected_share(size, among):], (size, among)


@pytest.mark.parametrize("size", SIZES)
def test_message_archive_shows_the_latest_share_exactly(size: int) -> None:
    ctx = EpisodeContext(seed=9)
    whole = archive(ctx.keyed("message.archive", "a"), size, NOW, "USR001", "USR002")
    assert len(whole) == size and whole == sorted(whole)
    for among in range(1, size + 3):
        shown = shown_archive(ctx.keyed("message.archive", "a"), size, NOW, "USR001", "USR002", among)
        assert shown == whole[len(whole) - expected_share(size, among):], (size, among)


@pytest.mark.parametrize("size", SIZES)
def test_posting_likes_show_the_first_share_exactly(size: int) -> None:
    ctx = EpisodeContext(seed=3)
    whole = native_likes(ctx.keyed("posting.likes", "12"), size)
    for among in range(1, size + 3):
        assert shown_likes(ctx.keyed("posting.likes", "12"), size, among) == whole[:expected_share(size, among)]


@pytest.mark.parametrize("size", (1, 2, 3, 5))
@pytest.mark.parametrize("hits", (1, 2, 3, 4))
def test_a_found_message_shows_the_latest_share_of_its_conversation(size: int, hits: int) -> None:
    inbox = []
    for n in range(12):  # USR001 and four others, alternating directions, with unrelated messages between
        other = f"USR0{10 + n % 4}"
        mine = n % 3 != 1
        inbox.append({"id": n, "sender": "USR001" if mine else other, "receiver": other if mine else "USR001",
                      "message": f"m{n}"})
        inbox.append({"id": 100 + n, "sender": "EXT001", "receiver": "EXT002", "message": f"noise {n}"})
    found_hits = [m for m in inbox if m["sender"] == "USR001"][-hits:]
    shown = conversations(inbox, found_hits, "USR001", size)
    keep = expected_share(size, hits)
    for hit, seen in zip(found_hits, shown):
        before = inbox[: next(i for i, m in enumerate(inbox) if m is hit)]
        between = [m for m in before if {m["sender"], m["receiver"]} == {"USR001", hit["receiver"]}]
        assert [m["message_id"] for m in seen] == [m["id"] for m in between[-keep:]], (size, hits, hit["id"])
    assert conversations(inbox, found_hits, "USR001", 0) == [[] for _ in found_hits]
