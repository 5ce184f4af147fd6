"""Unit tests for the message domain, in both compatibility profiles."""

from __future__ import annotations

import json
import random
from functools import partial
from typing import Any

import pytest

from apis.message import DOMAIN
from sandbox.testing import check_domain
from sandbox.tools.context import LongContext, Profile
from tests.apis.helpers import out, projection, run, toolbox

LOGGED_IN = {"current_user": "USR001"}

box = partial(toolbox, DOMAIN)
state = partial(projection, DOMAIN)


def bfcl_ids(seed: int, count: int) -> list[int]:
    """The first ``count`` distinct five-digit ids BFCL draws from ``random.Random(seed)``."""
    rng, ids = random.Random(seed), list[int]()
    while len(ids) < count:
        value = rng.randint(10000, 99999)
        if value not in ids:
            ids.append(value)
    return ids


def test_conformance() -> None:
    check_domain(DOMAIN)


@pytest.mark.parametrize("profile", ["bfcl", "native"])
def test_users(profile: Profile) -> None:
    tb = box({}, profile)
    assert out(tb, "list_users") == {"user_list": ["Alice", "Bob", "Catherine", "Daniel"]}
    assert out(tb, "get_user_id", user="Bob") == {"user_id": "USR002"}
    assert out(tb, "get_user_id", user="Zed") == {"error": "User 'Zed' not found in the workspace."}
    assert out(tb, "add_contact", user_name="Eve") == {
        "added_status": True, "user_id": "USR005", "message": "Contact 'Eve' added successfully."
    }
    assert out(tb, "add_contact", user_name="Eve") == {"error": "User name 'Eve' already exists."}
    assert state(tb)["user_map"]["Eve"] == "USR005"


def test_add_contact_id_collision() -> None:
    config = {"user_map": {"A": "USR001", "B": "USR002"}, "user_count": 1}
    bfcl = box(config, "bfcl")
    assert out(bfcl, "add_contact", user_name="C") == {"error": "User ID 'USR002' already exists."}
    assert state(bfcl)["user_count"] == 2  # BFCL counts up although nothing was added
    assert out(bfcl, "add_contact", user_name="C")["user_id"] == "USR003"
    native = box(config)
    assert out(native, "add_contact", user_name="C")["user_id"] == "USR003"


@pytest.mark.parametrize("profile", ["bfcl", "native"])
def test_login(profile: Profile) -> None:
    tb = box({}, profile)
    assert out(tb, "message_get_login_status") == {"login_status": False}
    assert out(tb, "message_login", user_id="USR003") == {
        "login_status": True, "message": "User 'USR003' logged in successfully."
    }
    assert out(tb, "message_get_login_status") == {"login_status": True}
    assert state(tb)["current_user"] == "USR003"
    result = run(tb, "message_login", user_id="USR999")
    assert result.status == "tool_error"
    expected = {"error": "User ID 'USR999' not found."} if profile == "native" else {
        "login_status": False, "message": "User ID 'USR999' not found."
    }
    assert json.loads(result.output) == expected


@pytest.mark.parametrize("tool", ["send_message", "delete_message", "view_messages_sent", "search_messages", "get_message_stats"])
@pytest.mark.parametrize("profile", ["bfcl", "native"])
def test_reading_and_writing_need_login(tool: str, profile: Profile) -> None:
    arguments = {"send_message": {"receiver_id": "USR002", "message": "hi"}, "delete_message": {"receiver_id": "USR002"},
                 "search_messages": {"keyword": "x"}}.get(tool, {})
    assert out(box({}, profile), tool, **arguments) == {"error": "No user is currently logged in."}


def test_bfcl_send_uses_bfcl_seeded_ids() -> None:
    tb = box(dict(LOGGED_IN), "bfcl")
    first, second = bfcl_ids(200191, 2)
    assert run(tb, "send_message", receiver_id="USR002", message="Hello").output == json.dumps(
        {"sent_status": True, "message_id": {"new_id": first}, "message": "Message sent to 'USR002' successfully."}
    )
    run(tb, "view_messages_sent")
    assert out(tb, "send_message", receiver_id="USR003", message="Bye")["message_id"] == {"new_id": second}
    snapshot = state(tb)
    assert snapshot["generated_ids"] == sorted([first, second])
    assert snapshot["inbox"][-2:] == [{"USR002": "Hello"}, {"USR003": "Bye"}]
    assert snapshot["message_count"] == 5
    seeded = box({**LOGGED_IN, "random_seed": 7}, "bfcl")
    assert out(seeded, "send_message", receiver_id="USR002", message="x")["message_id"] == {"new_id": bfcl_ids(7, 1)[0]}


@pytest.mark.bfcl
def test_bfcl_matches_bfcl_eval_class() -> None:
    import importlib

    module = importlib.import_module("bfcl_eval.eval_checker.multi_turn_eval.func_source_code.message_api")
    reference = module.MessageAPI()
    reference._load_scenario({"current_user": "USR001"})
    tb = box(dict(LOGGED_IN), "bfcl")
    for receiver in ("USR002", "USR003", "USR002"):
        assert run(tb, "send_message", receiver_id=receiver, message="m").output == json.dumps(
            reference.send_message(receiver, "m")
        )
    assert run(tb, "delete_message", receiver_id="USR002").output == json.dumps(reference.delete_message("USR002"))
    assert state(tb)["generated_ids"] == sorted(reference.generated_ids)
    assert state(tb)["inbox"] == reference.inbox


@pytest.mark.parametrize("profile", ["bfcl", "native"])
def test_send_errors(profile: Profile) -> None:
    tb = box(dict(LOGGED_IN), profile)
    assert out(tb, "send_message", receiver_id="USR404", message="x") == {"error": "Receiver ID 'USR404' not found."}
    assert out(tb, "delete_message", receiver_id="USR404") == {"error": "Receiver ID USR404 not found."}


@pytest.mark.parametrize("profile", ["bfcl", "native"])
def test_view_search_delete_stats(profile: Profile) -> None:
    tb = box(dict(LOGGED_IN), profile)
    run(tb, "send_message", receiver_id="USR002", message="Second note")
    assert out(tb, "view_messages_sent") == {
        "messages": {
            "USR002": ["My name is Alice. I want to connect.", "Second note"],
            "USR003": ["Could you upload the file?"],
            "USR004": ["Could you upload the file?"],
        }
    }
    hits = out(tb, "search_messages", keyword="UPLOAD")["results"]
    assert [(h["receiver_id"], h["message"]) for h in hits] == [
        ("USR003", "Could you upload the file?"), ("USR004", "Could you upload the file?")
    ]
    assert out(tb, "delete_message", receiver_id="USR002") == {
        "deleted_status": True, "receiver_id": "USR002", "message": "Receiver USR002's latest message deleted successfully."
    }
    assert out(tb, "view_messages_sent")["messages"]["USR002"] == ["My name is Alice. I want to connect."]
    stats = out(tb, "get_message_stats")["stats"]
    if profile == "bfcl":
        assert stats == {"received_count": 3, "total_contacts": 3}
    else:
        assert stats == {"sent_count": 3, "received_count": 0, "total_contacts": 3}


def test_bfcl_odd_inbox_entries_fail_like_bfcl() -> None:
    tb = box({**LOGGED_IN, "inbox": [{"USR002": ["a list"]}, {}]}, "bfcl")
    assert run(tb, "view_messages_sent").output == "Error during execution: list index out of range"
    assert run(tb, "get_message_stats").output == "Error during execution: list index out of range"
    assert run(tb, "delete_message", receiver_id="USR009").output == "Error during execution: list index out of range"
    listed = box({**LOGGED_IN, "inbox": [{"USR002": ["a list"]}]}, "bfcl")
    assert run(listed, "search_messages", keyword="a").output == (
        "Error during execution: 'list' object has no attribute 'lower'"
    )
    assert out(listed, "view_messages_sent") == {"messages": {"USR002": [["a list"]]}}


def test_native_inbox_records_and_sender_scope() -> None:
    config = {"current_user": "USR001", "inbox": [{"USR002": ["one", "two"], "USR003": "three"}]}
    tb = box(config)
    inbox = state(tb)["inbox"]
    assert [(m["sender"], m["receiver"], m["message"]) for m in inbox] == [
        ("USR001", "USR002", "one"), ("USR001", "USR002", "two"), ("USR001", "USR003", "three")
    ]
    assert len({m["id"] for m in inbox}) == 3
    run(tb, "message_login", user_id="USR002")
    run(tb, "send_message", receiver_id="USR001", message="reply")
    assert out(tb, "view_messages_sent") == {"messages": {"USR001": ["reply"]}}
    assert out(tb, "delete_message", receiver_id="USR003") == {"error": "Receiver ID USR003 not found."}
    assert out(tb, "get_message_stats")["stats"] == {"sent_count": 1, "received_count": 2, "total_contacts": 1}
    run(tb, "message_login", user_id="USR001")
    assert out(tb, "get_message_stats")["stats"] == {"sent_count": 3, "received_count": 1, "total_contacts": 2}
    assert out(tb, "search_messages", keyword="re")["results"][0]["receiver_id"] == "USR003"
    assert set(state(tb)) == {"user_map", "inbox", "current_user"}


def test_native_ids_do_not_depend_on_reads() -> None:
    quiet, busy = box(dict(LOGGED_IN)), box(dict(LOGGED_IN))
    for _ in range(3):
        run(busy, "view_messages_sent")
        run(busy, "search_messages", keyword="x")
    assert out(quiet, "send_message", receiver_id="USR002", message="a") == out(
        busy, "send_message", receiver_id="USR002", message="a"
    )
    other_seed = box(dict(LOGGED_IN), seed=5)
    ids = {out(t, "send_message", receiver_id="USR002", message="b")["message_id"]["new_id"] for t in (quiet, other_seed)}
    assert all(10000 <= i <= 99999 for i in ids)


def test_long_context() -> None:
    tb = box(dict(LOGGED_IN), long_context=LongContext(size=40))
    inbox = state(tb)["inbox"]
    assert len(inbox) == 43 and len({m["id"] for m in inbox}) == 43
    assert inbox[-1]["message"] == "Could you upload the file?"  # configured messages stay the newest
    assert out(tb, "delete_message", receiver_id="USR004")["deleted_status"] is True
    assert state(tb)["inbox"][-1]["receiver"] == "USR003"
    assert len(state(box(dict(LOGGED_IN), "bfcl", long_context=LongContext(size=40)))["inbox"]) == 3
    assert len(state(box({}, long_context=LongContext(size=4, )))["inbox"]) == 7


def test_config_is_not_aliased() -> None:
    config: dict[str, Any] = {"current_user": "USR001", "inbox": [{"USR002": "x"}]}
    run(box(config, "bfcl"), "send_message", receiver_id="USR002", message="y")
    assert config["inbox"] == [{"USR002": "x"}]


def test_long_context_search_hits_sit_in_their_conversation() -> None:
    config = {"current_user": "USR001",
              "inbox": [{"USR002": "hello"}, {"USR003": "hi"}, {"USR002": "budget draft"}, {"USR003": "budget final"}]}
    plain = out(box(dict(config)), "search_messages", keyword="budget")["results"]
    assert all("conversation" not in hit for hit in plain)
    tb = box(dict(config), long_context=LongContext(size=60))
    inbox = state(tb)["inbox"]
    users = set(state(tb)["user_map"].values())
    assert len(inbox) == 64 and not any(m["sender"] in users or m["receiver"] in users for m in inbox[:60])
    hits = out(tb, "search_messages", keyword="budget")["results"]
    assert [{k: v for k, v in h.items() if k != "conversation"} for h in hits] == plain  # the hits are unchanged
    # the conversation is the user's own earlier exchange with that receiver: other people's traffic is not in it
    assert [[m["message"] for m in hit["conversation"]] for hit in hits] == [["hello"], ["hi"]]
    assert all(m["sender_id"] == "USR001" for hit in hits for m in hit["conversation"])
    assert "conversation" not in run(box(dict(config), "bfcl", long_context=LongContext(size=60)),
                                     "search_messages", keyword="budget").output
