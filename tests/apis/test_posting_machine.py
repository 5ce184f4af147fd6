"""Random tool sequences against the posting domain (both profiles), plus conformance."""

from __future__ import annotations

from hypothesis import settings
from hypothesis import strategies as st

from apis.posting import DOMAIN
from sandbox.context import LongContext
from sandbox.testing import check_domain, domain_machine

CONFIG = {
    "username": "john",
    "password": "pw",
    "tweets": {
        "0": {"id": 0, "username": "john", "content": "Hello world", "tags": ["#intro"], "mentions": []},
        "1": {"id": 1, "username": "alice", "content": "Cats", "tags": ["#pets"], "mentions": ["@john"]},
    },
    "comments": {"1": [{"username": "bob", "comment": "so true"}]},
    "retweets": {"alice": [0]},
    "tweet_counter": 2,
}
NAMES = st.sampled_from(["john", "alice", "bob", "carol"])
VALUES = {
    "tweet_id": st.integers(-1, 4) | st.sampled_from(["1", "x"]),
    "username": NAMES,
    "password": st.sampled_from(["pw", "bad"]),
    "kind:username": NAMES,
    "mentioned_usernames": st.lists(st.sampled_from(["@amy", "@bob"]), max_size=3),
    "keyword": st.sampled_from(["hello", "#PETS", "cats", "zzz"]),
}
FAST = settings(max_examples=30, stateful_step_count=15, deadline=None)

TestPostingNative = domain_machine(DOMAIN, CONFIG, values=VALUES, profile="native").TestCase
TestPostingNative.settings = FAST
TestPostingBfcl = domain_machine(DOMAIN, CONFIG, values=VALUES, profile="bfcl").TestCase
TestPostingBfcl.settings = FAST
TestPostingLongContext = domain_machine(DOMAIN, CONFIG, values=VALUES, long_context=LongContext(size=8)).TestCase
TestPostingLongContext.settings = FAST


def test_conformance() -> None:
    check_domain(DOMAIN)
