"""State of the posting domain and how a BFCL-shaped configuration becomes it."""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

#: The configuration keys BFCL's Twitter class reads.
CONFIG_KEYS = frozenset(
    {"username", "password", "authenticated", "tweets", "comments", "retweets", "following_list", "tweet_counter"}
)
DEFAULT_FOLLOWING: tuple[str, ...] = ("alice", "bob")
#: The fields every native tweet carries.
TWEET_FIELDS: tuple[str, ...] = ("id", "username", "content", "tags", "mentions")


class PostingState(BaseModel):
    """Everything the posting service remembers about its one account and the tweets it sees.

    Tweets and comments are plain dicts because BFCL configurations carry them in several shapes
    that the ``bfcl`` profile must keep as given.

    Attributes:
        username: The account's user name.
        password: The account's password (never part of the native projection).
        authenticated: Whether the account is logged in.
        tweets: Tweet id -> tweet (``id``, ``username``, ``content``, ``tags``, ``mentions``).
        comments: Tweet id -> comments, as ``comment`` writes them.
        config_comments: ``bfcl`` only: comments from the configuration, whose string keys no
            tool ever looks up (BFCL keeps them apart from the integer keys ``comment`` uses).
        retweets: User name -> ids of the tweets they retweeted.
        following_list: Whom the account follows.
        tweet_counter: The id the next tweet receives.
    """

    model_config = ConfigDict(extra="forbid")

    username: str = "john"
    password: str = "john123"
    authenticated: bool = False
    tweets: dict[int, dict[str, Any]] = Field(default_factory=dict)
    comments: dict[int, list[Any]] = Field(default_factory=dict)
    config_comments: dict[str, Any] = Field(default_factory=dict)
    retweets: dict[str, list[Any]] = Field(default_factory=dict)
    following_list: list[str] = Field(default_factory=lambda: list(DEFAULT_FOLLOWING))
    tweet_counter: int = 0


def bfcl_state(config: Mapping[str, Any]) -> PostingState:
    """Read a configuration exactly as BFCL does: tweet keys become integers, comment keys do not."""
    raw = copy.deepcopy(dict(config))
    return PostingState(
        username=raw.get("username", "john"),
        password=raw.get("password", "john123"),
        authenticated=raw.get("authenticated", False),
        tweets={int(key): tweet for key, tweet in raw.get("tweets", {}).items()},
        config_comments=raw.get("comments", {}),
        retweets=raw.get("retweets", {}),
        following_list=raw.get("following_list", list(DEFAULT_FOLLOWING)),
        tweet_counter=raw.get("tweet_counter", 0),
    )


def native_state(config: Mapping[str, Any]) -> PostingState:
    """Read a configuration for the native profile.

    Comment keys become integers like tweet keys (non-numeric ones are dropped), every tweet gets
    the standard fields (a tweet without an author is the account's own), and the counter moves
    past every id in use so a new tweet never replaces an old one.
    """
    state = bfcl_state(config)
    state.comments = {
        int(key): list(value) for key, value in state.config_comments.items() if str(key).strip().isdigit()
    }
    state.config_comments = {}
    for key, tweet in state.tweets.items():
        tweet["id"] = key
        tweet.setdefault("username", state.username)
        tweet.setdefault("content", "")
        for field in ("tags", "mentions"):
            if not isinstance(tweet.get(field), list):
                tweet[field] = []
    state.tweet_counter = max([state.tweet_counter, *(key + 1 for key in state.tweets)])
    return state
