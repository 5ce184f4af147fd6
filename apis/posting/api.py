"""The posting API: every tool group on one class."""

from __future__ import annotations

from apis.posting.tools_read import ReadTools
from apis.posting.tools_write import WriteTools


class TwitterAPI(WriteTools, ReadTools):
    """A microblogging account: log in, post and find tweets, retweet, comment and follow users."""
