"""Random tool sequences against the message domain (both profiles), plus conformance."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from apis.message import DOMAIN
from sandbox.testing import check_domain
from sandbox.tools.context import LongContext
from tests.apis.helpers import machine_test

CONFIG = {
    "user_map": {"Alice": "USR001", "Bob": "USR002", "Cara": "USR004"},
    "user_count": 2,
    "inbox": [{"USR002": "Meeting at 3"}, {"USR004": "Please review the draft"}],
    "current_user": "USR001",
}
USER_IDS = st.sampled_from(["USR001", "USR002", "USR003", "USR004", "USR009"])
VALUES = {
    "kind:user_id": USER_IDS,
    "user": st.sampled_from(["Alice", "Bob", "Zed"]),
    "user_name": st.sampled_from(["Bob", "Dina", "Eli"]),
    "keyword": st.sampled_from(["meet", "REVIEW", "x", ""]),
}



def users_and_messages_are_consistent(before: Any, after: Any, call: Any) -> None:
    """User ids are unique, generated ids never repeat, and messages are only ever added or deleted."""
    ids = list(after.user_map.values())
    assert len(ids) == len(set(ids)), f"{call} gave two users one id: {after.user_map}"
    assert len(after.generated_ids) == len(set(map(repr, after.generated_ids))), f"{call} repeated a generated id"
    if before is not None and call is not None and call.name != "delete_message":
        assert after.inbox[:len(before.inbox)] == before.inbox, f"{call} changed earlier messages"


RULES = [users_and_messages_are_consistent]
TestMessageNative = machine_test(DOMAIN, CONFIG, VALUES, RULES, profile="native")
TestMessageBfcl = machine_test(DOMAIN, CONFIG, VALUES, RULES, profile="bfcl")
TestMessageLongContext = machine_test(DOMAIN, CONFIG, VALUES, RULES, long_context=LongContext(size=8))


def test_conformance() -> None:
    check_domain(DOMAIN)
