"""Unit tests for the posting domain, in both compatibility profiles."""

from __future__ import annotations

import ast
import json
from functools import partial
from typing import Any

import pytest

from apis.posting import DOMAIN
from sandbox.episode.execution import Toolbox
from sandbox.testing import check_domain
from sandbox.tools.context import LongContext, Profile
from tests.apis.helpers import projection, run, toolbox

TWEETS = {
    "0": {"id": 0, "username": "john", "content": "Hello world", "tags": ["#intro"], "mentions": []},
    "1": {"id": 1, "username": "alice", "content": "Cats are great", "tags": ["#Pets"], "mentions": ["@john"]},
}
CONFIG = {"tweets": TWEETS, "tweet_counter": 2}
AUTHED = {**CONFIG, "authenticated": True}

box = partial(toolbox, DOMAIN)
state = partial(projection, DOMAIN)


def out(tb: Toolbox, name: str, **arguments: Any) -> Any:
    """The result as data: JSON, or (bfcl lists) a Python literal."""
    text = run(tb, name, **arguments).output
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        return ast.literal_eval(text)


def test_conformance() -> None:
    check_domain(DOMAIN)


@pytest.mark.parametrize("profile", ["bfcl", "native"])
def test_authenticate(profile: Profile) -> None:
    tb = box({}, profile)
    assert out(tb, "posting_get_login_status") == {"login_status": False}
    bad = run(tb, "authenticate_twitter", username="john", password="nope")
    assert bad.status == "tool_error"
    assert json.loads(bad.output) == ({"authentication_status": False} if profile == "bfcl" else {
        "error": "Invalid username or password."
    })
    assert out(tb, "authenticate_twitter", username="john", password="john123") == {"authentication_status": True}
    assert out(tb, "posting_get_login_status") == {"login_status": True}


@pytest.mark.parametrize(
    ("tool", "arguments", "action"),
    [
        ("post_tweet", {"content": "x"}, "posting"),
        ("retweet", {"tweet_id": 0}, "retweeting"),
        ("comment", {"tweet_id": 0, "comment_content": "x"}, "commenting"),
        ("follow_user", {"username_to_follow": "x"}, "following"),
        ("unfollow_user", {"username_to_unfollow": "alice"}, "unfollowing"),
        ("list_all_following", {}, "listing following"),
    ],
)
@pytest.mark.parametrize("profile", ["bfcl", "native"])
def test_account_tools_need_login(tool: str, arguments: dict[str, Any], action: str, profile: Profile) -> None:
    tb = box(dict(CONFIG), profile)
    assert out(tb, tool, **arguments) == {"error": f"User not authenticated. Please authenticate before {action}."}
    assert state(tb)["following_list"] == ["alice", "bob"]


def test_mention_needs_login_only_in_native() -> None:
    assert out(box(dict(CONFIG)), "mention", tweet_id=0, mentioned_usernames=["@x"]) == {
        "error": "User not authenticated. Please authenticate before mentioning."
    }
    assert out(box(dict(CONFIG), "bfcl"), "mention", tweet_id=0, mentioned_usernames=["@x"]) == {
        "mention_status": "Users mentioned successfully"
    }


@pytest.mark.parametrize("profile", ["bfcl", "native"])
def test_post_and_read(profile: Profile) -> None:
    tb = box(dict(AUTHED), profile)
    tweet = out(tb, "post_tweet", content="New post", tags=["#news"])
    assert tweet == {"id": 2, "username": "john", "content": "New post", "tags": ["#news"], "mentions": []}
    assert out(tb, "get_tweet", tweet_id=2) == tweet
    assert out(tb, "get_tweet", tweet_id=9) == {"error": "Tweet with ID 9 not found."}
    assert [t["id"] for t in out(tb, "get_user_tweets", username="john")] == [0, 2]
    assert [t["id"] for t in out(tb, "search_tweets", keyword="#PETS")] == [1]  # a whole tag, ignoring case
    assert out(tb, "search_tweets", keyword="pets") == []
    assert [t["id"] for t in out(tb, "search_tweets", keyword="NEW")] == [2]
    assert out(tb, "get_user_stats", username="john") == {"tweet_count": 2, "following_count": 2, "retweet_count": 0}
    assert out(tb, "get_user_stats", username="alice") == {"tweet_count": 1, "following_count": 0, "retweet_count": 0}
    assert state(tb)["tweet_counter"] == 3


def test_bfcl_lists_are_python_reprs() -> None:
    tb = box(dict(AUTHED), "bfcl")
    assert run(tb, "get_user_tweets", username="alice").output == str([TWEETS["1"]])
    run(tb, "comment", tweet_id=1, comment_content="Agreed")
    assert run(tb, "get_tweet_comments", tweet_id=1).output == "[{'username': 'john', 'content': 'Agreed'}]"
    assert run(tb, "search_tweets", keyword="zzz").output == "[]"


@pytest.mark.parametrize("profile", ["bfcl", "native"])
def test_retweet_comment_follow(profile: Profile) -> None:
    tb = box(dict(AUTHED), profile)
    assert out(tb, "retweet", tweet_id=1) == {"retweet_status": "Successfully retweeted"}
    assert out(tb, "retweet", tweet_id=1) == {"retweet_status": "Already retweeted"}
    assert out(tb, "retweet", tweet_id=7) == {"error": "Tweet with ID 7 not found."}
    assert state(tb)["retweets"] == {"john": [1]}
    assert out(tb, "comment", tweet_id=1, comment_content="Nice") == {"comment_status": "Comment added successfully"}
    assert out(tb, "comment", tweet_id=5, comment_content="x") == {"error": "Tweet with ID 5 not found."}
    assert out(tb, "get_tweet_comments", tweet_id=1) == [{"username": "john", "content": "Nice"}]
    assert out(tb, "get_tweet_comments", tweet_id=0) == []
    assert out(tb, "get_tweet_comments", tweet_id=4) == {"error": "Tweet with ID 4 not found."}
    assert out(tb, "follow_user", username_to_follow="carol") == {"follow_status": True}
    assert out(tb, "follow_user", username_to_follow="carol") == {"follow_status": False}
    assert out(tb, "unfollow_user", username_to_unfollow="alice") == {"unfollow_status": True}
    assert out(tb, "unfollow_user", username_to_unfollow="alice") == {"unfollow_status": False}
    assert out(tb, "list_all_following") == {"following_list": ["bob", "carol"]}
    assert out(tb, "mention", tweet_id=3, mentioned_usernames=["@a"]) == {"error": "Tweet with ID 3 not found."}


def test_native_cannot_follow_self() -> None:
    assert out(box(dict(AUTHED)), "follow_user", username_to_follow="john") == {"error": "You cannot follow yourself."}
    assert out(box(dict(AUTHED), "bfcl"), "follow_user", username_to_follow="john") == {"follow_status": True}


@pytest.mark.parametrize("profile", ["bfcl", "native"])
def test_default_lists_are_never_shared(profile: Profile) -> None:
    first, second = box(dict(AUTHED), profile), box(dict(AUTHED), profile)
    run(first, "post_tweet", content="a")
    run(first, "post_tweet", content="b")
    run(second, "post_tweet", content="c")
    run(first, "mention", tweet_id=2, mentioned_usernames=["@zoe"])
    assert out(first, "get_tweet", tweet_id=2)["mentions"] == ["@zoe"]
    assert out(first, "get_tweet", tweet_id=3)["mentions"] == []
    assert out(second, "get_tweet", tweet_id=2)["mentions"] == []
    assert out(box(dict(AUTHED), profile), "post_tweet", content="d")["mentions"] == []


def test_mention_bfcl_appends_native_skips_duplicates() -> None:
    bfcl, native = box(dict(AUTHED), "bfcl"), box(dict(AUTHED))
    for tb in (bfcl, native):
        run(tb, "mention", tweet_id=1, mentioned_usernames=["@john", "@amy", "@amy"])
    assert state(bfcl)["tweets"]["1"]["mentions"] == ["@john", "@john", "@amy", "@amy"]
    assert state(native)["tweets"]["1"]["mentions"] == ["@john", "@amy"]


def test_bfcl_comment_keys_from_config_stay_strings() -> None:
    config = {**AUTHED, "comments": {"1": [{"username": "amy", "comment": "old"}]}}
    bfcl = box(config, "bfcl")
    assert run(bfcl, "get_tweet_comments", tweet_id=1).output == "[]"  # BFCL cannot see them
    assert state(bfcl)["comments"] == {"1": [{"username": "amy", "comment": "old"}]}
    run(bfcl, "comment", tweet_id=1, comment_content="new")
    assert state(bfcl)["comments"] == {"1": [{"username": "john", "content": "new"}]}  # int key wins in the projection
    native = box(config)
    run(native, "comment", tweet_id=1, comment_content="new")
    assert out(native, "get_tweet_comments", tweet_id=1) == [
        {"username": "amy", "comment": "old"}, {"username": "john", "content": "new"}
    ]


def test_string_tweet_ids() -> None:
    assert out(box(dict(AUTHED), "bfcl"), "comment", tweet_id="0", comment_content="x") == {
        "error": "Tweet with ID 0 not found."
    }
    assert out(box(dict(AUTHED)), "comment", tweet_id="0", comment_content="x") == {
        "comment_status": "Comment added successfully"
    }
    assert out(box(dict(AUTHED)), "get_tweet", tweet_id="zero") == {"error": "Tweet with ID zero not found."}


def test_tweet_ids_never_overwrite_in_native() -> None:
    config = {**AUTHED, "tweet_counter": 1}
    bfcl = box(config, "bfcl")
    run(bfcl, "post_tweet", content="replaces")
    assert state(bfcl)["tweets"]["1"]["content"] == "replaces"
    native = box(config)
    assert out(native, "post_tweet", content="new")["id"] == 2
    assert state(native)["tweets"]["1"]["content"] == "Cats are great"


def test_native_normalizes_config_tweets() -> None:
    config = {"tweets": {"3": {"content": "bare", "likes": 4}, "4": {"id": None, "content": "x", "tags": None}}}
    tweets = state(box(config))["tweets"]
    assert tweets["3"] == {"content": "bare", "likes": 4, "id": 3, "username": "john", "tags": [], "mentions": []}
    assert tweets["4"]["id"] == 4 and tweets["4"]["tags"] == []
    assert state(box(config))["tweet_counter"] == 5


def test_bfcl_malformed_tweets_fail_like_bfcl() -> None:
    config = {"authenticated": True, "tweets": {"3": {"content": "bare", "likes": 4}}}
    tb = box(config, "bfcl")
    assert run(tb, "get_user_tweets", username="john").output == "Error during execution: 'username'"
    assert run(tb, "get_user_stats", username="john").output == "Error during execution: 'username'"
    assert run(tb, "search_tweets", keyword="zzz").output == "Error during execution: 'tags'"
    assert run(tb, "search_tweets", keyword="bare").status == "ok"  # content matched: tags never read
    assert run(tb, "mention", tweet_id=3, mentioned_usernames=["@a"]).output == "Error during execution: 'mentions'"
    odd = box({"tweets": {"1": {"content": 5, "tags": None, "mentions": None}}}, "bfcl")
    assert run(odd, "search_tweets", keyword="x").output == "Error during execution: 'int' object has no attribute 'lower'"
    assert run(odd, "mention", tweet_id=1, mentioned_usernames=["@a"]).output == (
        "Error during execution: 'NoneType' object has no attribute 'extend'"
    )
    no_tags = box({"tweets": {"1": {"content": "a", "tags": None}}}, "bfcl")
    assert run(no_tags, "search_tweets", keyword="x").output == "Error during execution: 'NoneType' object is not iterable"
    bad_tag = box({"tweets": {"1": {"content": "a", "tags": [1]}}}, "bfcl")
    assert run(bad_tag, "search_tweets", keyword="x").output == "Error during execution: 'int' object has no attribute 'lower'"


def test_projection_password_only_in_bfcl() -> None:
    assert state(box({}, "bfcl"))["password"] == "john123"
    assert "password" not in state(box({}))
    assert set(state(box({}, "bfcl"))) == {
        "username", "password", "authenticated", "tweets", "comments", "retweets", "following_list", "tweet_counter"
    }


def test_long_context() -> None:
    tb = box(dict(AUTHED), long_context=LongContext(size=30))
    tweets = state(tb)["tweets"]
    assert len(tweets) == 32 and all(tweets[str(i)]["username"] != "john" for i in range(2, 32))
    assert out(tb, "post_tweet", content="mine")["id"] == 32
    assert out(tb, "get_user_stats", username="john")["tweet_count"] == 2
    assert len(state(box(dict(AUTHED), "bfcl", long_context=LongContext(size=30)))["tweets"]) == 2


def test_config_is_not_aliased() -> None:
    mentions: list[str] = []
    config = {**AUTHED, "tweets": {"1": {"id": 1, "username": "a", "content": "c", "tags": [], "mentions": mentions}}}
    run(box(config, "bfcl"), "mention", tweet_id=1, mentioned_usernames=["@z"])
    assert mentions == []


def test_native_mentions_take_either_form_and_bfcl_keeps_what_it_was_given() -> None:
    """post_tweet documents mentions with ``@``, mention without it: native stores both as ``@name``."""
    native, bfcl = box(dict(AUTHED)), box(dict(AUTHED), "bfcl")
    for tb in (native, bfcl):
        run(tb, "post_tweet", content="On tap", mentions=["hopfarm", "@hopfarm"])
        run(tb, "mention", tweet_id=2, mentioned_usernames=["maltworks"])
        run(tb, "mention", tweet_id=2, mentioned_usernames=["@maltworks", " @amy"])
    assert state(native)["tweets"]["2"]["mentions"] == ["@hopfarm", "@maltworks", "@amy"]
    assert state(bfcl)["tweets"]["2"]["mentions"] == ["hopfarm", "@hopfarm", "maltworks", "@maltworks", " @amy"]
