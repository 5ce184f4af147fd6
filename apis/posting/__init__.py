"""The posting domain: a microblogging account (BFCL's ``TwitterAPI``)."""

from apis.posting.api import TwitterAPI
from apis.posting.state import CONFIG_KEYS
from apis.posting.generate import generate_config
from apis.posting.phrasings import PHRASINGS
from sandbox.tools.domain import Domain

DOMAIN = Domain(
    name="posting",
    api=TwitterAPI,
    description="Microblogging: log in, post, search and comment on tweets, retweet, follow users.",
    aliases=("TwitterAPI",),
    config_keys=CONFIG_KEYS,
    generator=generate_config,
    phrasings=PHRASINGS,
)

__all__ = ["DOMAIN", "TwitterAPI"]
