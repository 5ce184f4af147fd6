"""Random tool sequences against the posting domain (both profiles), plus conformance."""

from __future__ import annotations

from typing import Any

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



def tweet_ids_are_unique(before: Any, after: Any, call: Any) -> None:
    """A tweet is filed under its own id, new tweets get ids past every earlier one, and none changes author or text."""
    for key, tweet in after.tweets.items():
        assert tweet.get("id", key) == key, f"{call} filed tweet {tweet.get('id')} under {key}"
    if before is not None:
        assert after.tweet_counter >= before.tweet_counter
        for key in set(before.tweets) & set(after.tweets):
            kept = ("id", "username", "content")
            assert [before.tweets[key].get(k) for k in kept] == [after.tweets[key].get(k) for k in kept], (
                f"{call} rewrote tweet {key}")
        for key in set(after.tweets) - set(before.tweets):
            assert all(key > old for old in before.tweets if isinstance(old, int) and isinstance(key, int)), (
                f"{call} reused an old tweet id {key}")


RULES = [tweet_ids_are_unique]
TestPostingNative = machine_test(DOMAIN, CONFIG, VALUES, RULES, profile="native")
TestPostingBfcl = machine_test(DOMAIN, CONFIG, VALUES, RULES, profile="bfcl")
TestPostingLongContext = machine_test(DOMAIN, CONFIG, VALUES, RULES, long_context=LongContext(size=8))


def test_conformance() -> None:
    check_domain(DOMAIN)
