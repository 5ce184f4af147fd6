"""Posting tools that change something: logging in, tweeting, retweeting, commenting, following."""

from __future__ import annotations

from apis.posting.base import PostingBase, TweetId
from sandbox.tools.errors import ToolError
from sandbox.tools.spec import tool
from sandbox.tools.types import JsonDict


class WriteTools(PostingBase):
    """Tools that act as the logged-in account."""

    @tool(consumes={"username": "username", "password": "password"})
    def authenticate_twitter(self, username: str, password: str) -> dict[str, bool]:
        """Log in to the account with its user name and password.

        Args:
            username: The account's user name.
            password: The account's password.

        Returns:
            ``authentication_status``: whether the credentials matched.
        """
        if username == self.state.username and password == self.state.password:
            self.state.authenticated = True
            return {"authentication_status": True}
        raise ToolError("Invalid username or password.", payload={"authentication_status": False})

    # BFCL's signature has ``[]`` defaults. They are safe here: the lists are copied before use,
    # never changed and never stored, so no two tweets (or episodes) ever share one.
    @tool(
        consumes={"content": "text", "tags": "text", "mentions": "username"},
        produces={"id": "tweet_id", "content": "text"},
    )
    def post_tweet(self, content: str, tags: list[str] = [], mentions: list[str] = []) -> JsonDict:  # noqa: B006
        """Publish a tweet from the logged-in account.

        Args:
            content: The text of the tweet.
            tags: Hashtags to attach, each starting with ``#`` (none by default).
            mentions: Users to mention, each starting with ``@`` (none by default).

        Returns:
            The new tweet: ``id``, ``username``, ``content``, ``tags`` and ``mentions``.
        """
        self.require_login("posting")
        state = self.state
        tweet: JsonDict = {
            "id": state.tweet_counter,
            "username": state.username,
            "content": content,
            "tags": list(tags),
            "mentions": list(mentions) if self.ctx.bfcl else list(dict.fromkeys(map(_handle, mentions))),
        }
        state.tweets[state.tweet_counter] = tweet
        state.tweet_counter += 1
        return {**tweet, "tags": list(tweet["tags"]), "mentions": list(tweet["mentions"])}

    @tool(consumes={"tweet_id": "tweet_id"})
    def retweet(self, tweet_id: TweetId) -> dict[str, str]:
        """Retweet a tweet from the logged-in account.

        Args:
            tweet_id: The tweet to retweet.

        Returns:
            ``retweet_status``: done, or already retweeted before.
        """
        self.require_login("retweeting")
        key = self.find_tweet(tweet_id)
        mine = self.state.retweets.setdefault(self.state.username, [])
        if key in mine:
            return {"retweet_status": "Already retweeted"}
        mine.append(key)
        return {"retweet_status": "Successfully retweeted"}

    @tool(consumes={"tweet_id": "tweet_id", "comment_content": "text"})
    def comment(self, tweet_id: TweetId, comment_content: str) -> dict[str, str]:
        """Comment on a tweet from the logged-in account.

        Args:
            tweet_id: The tweet to comment on.
            comment_content: The text of the comment.

        Returns:
            ``comment_status``: a confirmation.
        """
        self.require_login("commenting")
        key = self.find_tweet(tweet_id)
        thread = self.state.comments.setdefault(key, [])
        thread.append({"username": self.state.username, "content": comment_content})
        return {"comment_status": "Comment added successfully"}

    @tool(consumes={"tweet_id": "tweet_id", "mentioned_usernames": "username"})
    def mention(self, tweet_id: TweetId, mentioned_usernames: list[str]) -> dict[str, str]:
        """Add mentions of other users to a tweet.

        Args:
            tweet_id: The tweet to add the mentions to.
            mentioned_usernames: The usernames of the users to mention, as they appear on their tweets
                (without ``@``).

        Returns:
            ``mention_status``: a confirmation.
        """
        if not self.ctx.bfcl:
            self.require_login("mentioning")
        tweet = self.state.tweets[self.find_tweet(tweet_id)]
        if self.ctx.bfcl:
            if "mentions" not in tweet:
                raise ToolError("'mentions'")
            if not isinstance(tweet["mentions"], list):
                raise ToolError(f"'{type(tweet['mentions']).__name__}' object has no attribute 'extend'")
            tweet["mentions"].extend(mentioned_usernames)
        else:
            mentions = tweet["mentions"]  # the @ form whichever the caller used: the two docs differ
            mentions.extend(name for name in dict.fromkeys(map(_handle, mentioned_usernames)) if name not in mentions)
        return {"mention_status": "Users mentioned successfully"}

    @tool(consumes={"username_to_follow": "username"})
    def follow_user(self, username_to_follow: str) -> dict[str, bool]:
        """Follow a user from the logged-in account.

        Args:
            username_to_follow: The user to follow.

        Returns:
            ``follow_status``: true when newly followed, false when already following.
        """
        self.require_login("following")
        following = self.state.following_list
        if username_to_follow in following:
            return {"follow_status": False}
        if not self.ctx.bfcl and username_to_follow == self.state.username:
            raise ToolError.returned("You cannot follow yourself.")
        following.append(username_to_follow)
        return {"follow_status": True}

    @tool(consumes={"username_to_unfollow": "username"})
    def unfollow_user(self, username_to_unfollow: str) -> dict[str, bool]:
        """Stop following a user.

        Args:
            username_to_unfollow: The user to stop following.

        Returns:
            ``unfollow_status``: true when unfollowed, false when not following them.
        """
        self.require_login("unfollowing")
        following = self.state.following_list
        if username_to_unfollow not in following:
            return {"unfollow_status": False}
        following.remove(username_to_unfollow)
        return {"unfollow_status": True}


def _handle(name: str) -> str:
    """A username as a mention (native profile): ``'maltworks'`` and ``'@maltworks'`` are ``'@maltworks'``.

    ``post_tweet`` documents mentions with ``@`` and ``mention`` without it, so both forms name the
    same user and are stored alike.

    >>> _handle("maltworks"), _handle(" @maltworks")
    ('@maltworks', '@maltworks')
    """
    return "@" + name.strip().lstrip("@")
