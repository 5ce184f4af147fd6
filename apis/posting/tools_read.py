"""Posting tools that only read: login status, tweets, searches, comments and statistics."""

from __future__ import annotations

from typing import Any

from apis.posting.base import PostingBase, TweetId, missing_key
from sandbox.tools.errors import ToolError
from sandbox.tools.spec import tool
from sandbox.tools.types import JsonDict


class ReadTools(PostingBase):
    """Tools that look without changing anything."""

    @tool(mutates=False)
    def posting_get_login_status(self) -> dict[str, bool]:
        """Tell whether the account is logged in.

        Returns:
            ``login_status``: true when logged in.
        """
        return {"login_status": bool(self.state.authenticated)}

    @tool(mutates=False, produces={"following_list": "username"})
    def list_all_following(self) -> dict[str, list[str]]:
        """List the users the logged-in account follows.

        Returns:
            ``following_list``: their user names.
        """
        self.require_login("listing following")
        return {"following_list": list(self.state.following_list)}

    @tool(
        mutates=False,
        consumes={"tweet_id": "tweet_id"},
        produces={"id": "tweet_id", "username": "username", "content": "text"},
    )
    def get_tweet(self, tweet_id: TweetId) -> JsonDict:
        """Show one tweet.

        Args:
            tweet_id: The tweet's id.

        Returns:
            The tweet: ``id``, ``username``, ``content``, ``tags`` and ``mentions``; in a
            long-context episode also ``liked_by``, the accounts that liked it, most recent first.
        """
        return self.shown([self.state.tweets[self.find_tweet(tweet_id)]])[0]

    @tool(mutates=False, consumes={"username": "username"}, produces={"id": "tweet_id", "content": "text"})
    def get_user_tweets(self, username: str) -> list[JsonDict]:
        """List every tweet a user wrote.

        Args:
            username: The author.

        Returns:
            Their tweets, oldest first (in a long-context episode each with the most recent of
            the accounts that liked it, ``liked_by``).
        """
        return self.shown(self.tweets_by(username))

    @tool(mutates=False, consumes={"keyword": "text"}, produces={"id": "tweet_id", "content": "text"})
    def search_tweets(self, keyword: str) -> list[JsonDict]:
        """Find tweets whose text or one of whose tags contains a keyword (ignoring case).

        Args:
            keyword: The text to look for.

        Returns:
            The matching tweets (in a long-context episode each with the most recent of the accounts
            that liked it, ``liked_by``).
        """
        needle = keyword.lower()
        found = []
        for tweet in self.state.tweets.values():
            if needle in _lower(_field(tweet, "content")) or needle in [_lower(t) for t in _items(tweet, "tags")]:
                found.append(tweet)
        return self.shown(found)

    @tool(mutates=False, consumes={"tweet_id": "tweet_id"}, produces={"content": "text"})
    def get_tweet_comments(self, tweet_id: TweetId) -> list[Any]:
        """List the comments on a tweet.

        Args:
            tweet_id: The tweet whose comments to show.

        Returns:
            The comments (``username`` and ``content``), oldest first; in a long-context episode
            each also with the most recent of the accounts that liked it, ``liked_by``.
        """
        return self.shown_comments(self.find_tweet(tweet_id))

    @tool(mutates=False, consumes={"username": "username"})
    def get_user_stats(self, username: str) -> dict[str, int]:
        """Count a user's tweets, retweets and (for the account's own user) followed users.

        Args:
            username: The user to describe.

        Returns:
            ``tweet_count``, ``following_count`` (zero for other users: only the account's own list
            is known) and ``retweet_count``.
        """
        state = self.state
        return {
            "tweet_count": len(self.tweets_by(username)),
            "following_count": len(state.following_list) if username == state.username else 0,
            "retweet_count": len(state.retweets.get(username, [])),
        }


def _field(tweet: JsonDict, key: str) -> Any:
    if key not in tweet:
        missing_key(key)
    return tweet[key]


def _items(tweet: JsonDict, key: str) -> list[Any]:
    """The items of a list field, failing like BFCL does when the value cannot be iterated."""
    value = _field(tweet, key)
    try:
        return list(value)
    except TypeError as err:
        raise ToolError(str(err)) from None


def _lower(value: Any) -> str:
    """``value.lower()``, failing like BFCL does when the value is not text."""
    if not isinstance(value, str):
        raise ToolError(f"'{type(value).__name__}' object has no attribute 'lower'")
    return value.lower()
