"""The posting API's base: loading, the compared state and helpers shared by its tool groups."""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any, NoReturn, Union

from apis.posting.longcontext import add_distractor_tweets, shown_likes
from apis.posting.state import PostingState, bfcl_state, native_state
from sandbox.tools.context import EpisodeContext
from sandbox.tools.domain import DomainAPI
from sandbox.tools.errors import ToolError
from sandbox.tools.types import JsonDict

#: Tweet ids are integers; a string is accepted so BFCL's answer to one can be reproduced.
TweetId = Union[int, str]


def missing_key(key: str) -> NoReturn:
    """Mirror BFCL raising ``KeyError`` on a tweet that lacks a field."""
    raise ToolError(repr(key))


class PostingBase(DomainAPI[PostingState]):
    """Loading, projection and lookups for the posting tools."""

    state_model = PostingState

    def __init__(self, state: PostingState, ctx: EpisodeContext) -> None:
        super().__init__(state, ctx)
        #: Tweet key -> how many comments it had at load time: only these tweets and comments have likes to show.
        self.loaded_comments = {key: len(state.comments.get(key, [])) for key in state.tweets}

    @classmethod
    def load(cls, config: Mapping[str, Any], ctx: EpisodeContext) -> PostingBase:
        """Build the account from a BFCL ``TwitterAPI`` configuration (native: normalized, plus distractors)."""
        if ctx.bfcl:
            return cls(bfcl_state(config), ctx)
        state = native_state(config)
        if ctx.long_context is not None:
            add_distractor_tweets(state, ctx.long_context.size, ctx.rng("posting.long_context"))
        return cls(state, ctx)

    def projection(self) -> JsonDict:
        """The compared state.

        ``bfcl``: BFCL's eight public attributes, with configured and written comments in one
        mapping as BFCL holds them. ``native``: the same without the password.
        """
        dumped = self.state.model_dump(mode="json", exclude={"config_comments"})
        if self.ctx.bfcl:
            written = dumped["comments"]
            dumped["comments"] = {**copy.deepcopy(self.state.config_comments), **written}
        else:
            del dumped["password"]
        return dumped

    def shown(self, tweets: list[JsonDict]) -> list[JsonDict]:
        """Copies of tweets as a read shows them (their lists not the stored ones).

        In a native long-context episode each copy also carries ``liked_by``, the accounts that
        liked it, most recent first (:func:`~apis.posting.longcontext.shown_likes`). Only a tweet
        there was at load time has any: one posted in the episode has not been liked yet.
        """
        copies = [{key: list(value) if isinstance(value, list) else value for key, value in t.items()} for t in tweets]
        if not self.ctx.bfcl and self.ctx.long_context is not None:
            size = self.ctx.long_context.size
            among = sum(shown.get("id") in self.loaded_comments for shown in copies)
            for shown in copies:
                if shown.get("id") not in self.loaded_comments:
                    shown["liked_by"] = []
                    continue
                rng = self.ctx.keyed("posting.long_context.likes", str(shown.get("id")))
                shown["liked_by"] = shown_likes(rng, size, among)
        return copies

    def shown_comments(self, key: int) -> list[Any]:
        """Copies of the comments on tweet ``key`` as a read shows them, oldest first.

        In a native long-context episode each comment (a dict) also carries ``liked_by``, like a
        tweet: replies are liked too, except those written in the episode (the first comments of
        a thread are the ones it had at load time; comments are never removed).
        """
        thread = self.state.comments.get(key, [])
        copies = [dict(c) if isinstance(c, dict) else c for c in thread]
        if not self.ctx.bfcl and self.ctx.long_context is not None:
            size, loaded = self.ctx.long_context.size, self.loaded_comments.get(key, 0)
            for index, shown in enumerate(copies):
                if isinstance(shown, dict):
                    rng = self.ctx.keyed("posting.long_context.comment_likes", f"{key}/{index}")
                    shown["liked_by"] = shown_likes(rng, size, loaded) if index < loaded else []
        return copies

    def require_login(self, action: str) -> None:
        """Stop unless the account is logged in; ``action`` completes BFCL's message."""
        if not self.state.authenticated:
            raise ToolError.returned(f"User not authenticated. Please authenticate before {action}.")

    def tweet_key(self, tweet_id: TweetId) -> int | None:
        """The integer key a tweet id names, or ``None`` when it names no tweet.

        BFCL keys tweets by integer, so a string never matches there; native reads numeric strings.
        """
        if isinstance(tweet_id, int):
            key: int | None = tweet_id
        elif not self.ctx.bfcl and tweet_id.strip().isdigit():
            key = int(tweet_id)
        else:
            key = None
        return key if key is not None and key in self.state.tweets else None

    def find_tweet(self, tweet_id: TweetId) -> int:
        """The key of an existing tweet, or the not-found error."""
        key = self.tweet_key(tweet_id)
        if key is None:
            raise ToolError.returned(f"Tweet with ID {tweet_id} not found.")
        return key

    def tweets_by(self, username: str) -> list[JsonDict]:
        """Every tweet written by ``username``, in id order of insertion."""
        found = []
        for tweet in self.state.tweets.values():
            if "username" not in tweet:
                missing_key("username")
            if tweet["username"] == username:
                found.append(tweet)
        return found
