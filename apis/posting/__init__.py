"""The posting domain: a microblogging account (BFCL's ``TwitterAPI``)."""

from apis.posting.api import TwitterAPI
from apis.posting.state import CONFIG_KEYS
from sandbox.tools.domain import Domain

DOMAIN = Domain(
    name="posting",
    api=TwitterAPI,
    description="Microblogging: log in, post, search and comment on tweets, retweet, follow users.",
    aliases=("TwitterAPI",),
    config_keys=CONFIG_KEYS,
)

__all__ = ["DOMAIN", "TwitterAPI"]
