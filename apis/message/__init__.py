"""The message domain: a workspace messenger (BFCL's ``MessageAPI``)."""

from apis.message.state import CONFIG_KEYS
from apis.message.tools import MessageAPI
from apis.message.generate import generate_config
from apis.message.phrasings import PHRASINGS
from sandbox.tools.domain import Domain

DOMAIN = Domain(
    name="message",
    api=MessageAPI,
    description="Workspace messenger: users and contacts, log in, send, search and delete messages.",
    aliases=("MessageAPI",),
    config_keys=CONFIG_KEYS,
    generator=generate_config,
    phrasings=PHRASINGS,
)

__all__ = ["DOMAIN", "MessageAPI"]
