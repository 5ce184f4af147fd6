"""Random tool sequences against the message domain (both profiles), plus conformance."""

from __future__ import annotations

from hypothesis import settings
from hypothesis import strategies as st

from apis.message import DOMAIN
from sandbox.context import LongContext
from sandbox.testing import check_domain, domain_machine

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
FAST = settings(max_examples=30, stateful_step_count=15, deadline=None)

TestMessageNative = domain_machine(DOMAIN, CONFIG, values=VALUES, profile="native").TestCase
TestMessageNative.settings = FAST
TestMessageBfcl = domain_machine(DOMAIN, CONFIG, values=VALUES, profile="bfcl").TestCase
TestMessageBfcl.settings = FAST
TestMessageLongContext = domain_machine(DOMAIN, CONFIG, values=VALUES, long_context=LongContext(size=8)).TestCase
TestMessageLongContext.settings = FAST


def test_conformance() -> None:
    check_domain(DOMAIN)
