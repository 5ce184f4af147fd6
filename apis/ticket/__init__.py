"""The ticket domain: a support-ticket queue (BFCL's ``TicketAPI``)."""

from apis.ticket.state import CONFIG_KEYS
from apis.ticket.tools import TicketAPI
from apis.ticket.generate import generate_config
from apis.ticket.phrasings import PHRASINGS
from sandbox.tools.domain import Domain

DOMAIN = Domain(
    name="ticket",
    api=TicketAPI,
    description="Support tickets: log in, open, look up, edit, resolve and close tickets.",
    aliases=("TicketAPI",),
    config_keys=CONFIG_KEYS,
    generator=generate_config,
    phrasings=PHRASINGS,
)

__all__ = ["DOMAIN", "TicketAPI"]
