"""Long context never changes what the message domain tells a user about their own messages.

It only adds, beside the messages sent, the archive of each conversation there was at load time.
"""

from __future__ import annotations

from typing import Any

import pytest

from apis.message import DOMAIN as MESSAGE
from scenarios.catalog import CATALOG
from tests.apis.helpers import out, projection, run, toolbox

_NAMES = ("message", "MessageAPI")
_BASES = [s for s in CATALOG.load("base") if any(name in s.domains for name in _NAMES)]


def _config(scenario: Any) -> dict[str, Any]:
    return dict(next(scenario.domains[name] for name in _NAMES if name in scenario.domains))


def _seen(config: dict[str, Any], long: int | None) -> dict[str, Any]:
    """Every user's stats, sent messages and a search, each user logged in in turn."""
    box = toolbox(MESSAGE, config, long=long) if long else toolbox(MESSAGE, config)
    seen = {}
    for user in sorted(set(out(box, "list_users")["user_list"])):
        user_id = out(box, "get_user_id", user=user)["user_id"]
        out(box, "message_login", user_id=user_id)
        sent = out(box, "view_messages_sent")
        seen[user_id] = (out(box, "get_message_stats"), sent["messages"], sent.get("archive", {}))
    return seen


def test_some_base_scenarios_use_the_message_domain() -> None:
    assert len(_BASES) >= 10


@pytest.mark.parametrize("scenario", _BASES, ids=[s.id for s in _BASES])
def test_every_user_sees_the_same_own_messages_with_and_without_long_context(scenario: Any) -> None:
    config = _config(scenario)
    plain = _seen(config, None)
    for size in (20, 200):
        busy = _seen(config, size)
        for user_id, (stats, messages, archive) in busy.items():
            assert (stats, messages) == plain[user_id][:2]
            assert plain[user_id][2] == {}
            assert set(archive) <= set(messages)  # an archive only beside messages the user sent
            shares = {len(lines) for lines in archive.values()}
            assert shares <= {max(1, -(-size // max(len(archive), 1)))}, shares


def test_the_archive_is_the_same_on_every_read_and_only_for_conversations_there_were_at_load_time() -> None:
    box = toolbox(MESSAGE, {}, long=30)  # the default workspace: the user has sent messages before
    user_id = out(box, "get_user_id", user="Alice")["user_id"]
    out(box, "message_login", user_id=user_id)
    first = out(box, "view_messages_sent")
    assert first["archive"] and set(first["archive"]) == set(first["messages"])
    assert all(line.split(" ", 2)[2].split(":")[0] in (user_id, other)
               for other, lines in first["archive"].items() for line in lines)
    newcomer = out(box, "add_contact", user_name="Zed")["user_id"]
    out(box, "send_message", receiver_id=newcomer, message="hello")
    second = out(box, "view_messages_sent")
    assert newcomer in second["messages"] and newcomer not in second["archive"]  # a new conversation has no past
    assert second["archive"] == first["archive"]


def test_distractor_messages_belong_to_no_user_even_with_nobody_logged_in() -> None:
    busy, plain = toolbox(MESSAGE, {}, long=50), toolbox(MESSAGE, {})
    store = projection(MESSAGE, busy)
    users = set(store["user_map"].values())
    history = store["inbox"][:50]
    assert store["current_user"] is None and len(store["inbox"]) == 50 + 3
    assert all(m["sender"] not in users and m["receiver"] not in users and m["sender"] for m in history)
    for user_id in sorted(users):
        for box in (busy, plain):
            out(box, "message_login", user_id=user_id)
        assert out(busy, "get_message_stats") == out(plain, "get_message_stats")
        assert out(busy, "search_messages", keyword="Quick reminder") == out(plain, "search_messages",
                                                                              keyword="Quick reminder")
    assert run(busy, "message_login", user_id=history[0]["sender"]).status == "tool_error"
