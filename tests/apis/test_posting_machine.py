"""Random tool sequences against the posting domain (both profiles), plus conformance."""

from __future__ import annotations

from hypothesis import strategies as st

from apis.posting import DOMAIN
from sandbox.testing import check_domain
from sandbox.tools.context import LongContext
from tests.apis.helpers import machine_test

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

TestPostingNative = machine_test(DOMAIN, CONFIG, VALUES, profile="native")
TestPostingBfcl = machine_test(DOMAIN, CONFIG, VALUES, profile="bfcl")
TestPostingLongContext = machine_test(DOMAIN, CONFIG, VALUES, long_context=LongContext(size=8))


def test_conformance() -> None:
    check_domain(DOMAIN)
