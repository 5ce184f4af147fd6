"""Semantic kinds: which produced kinds feed which consumed kinds, and kinds only the user supplies.

Tools declare the kind of each parameter they consume and of each result field they produce
(``@tool(consumes={"file_name": "file_name"}, produces={"file_content": "file_content"})``). The
graph links a producer to a consumer when the produced kind *feeds* the consumed kind: the same
kind, or one of the few conversions in :data:`CONVERSIONS` (a file's content can be posted as free
text; a price is a number a calculator takes).

Some kinds are never produced by any tool: a password is typed by the user, a travel date is
chosen by the user. Such kinds are listed in :data:`USER_SUPPLIED` with the reason. A test fails
for any consumed kind that has neither a producer nor an entry here, and for any entry that a tool
does produce (the table must stay honest and small).

>>> fed_kinds("amount")
('amount', 'number', 'text')
>>> feeds("file_content", "text")
True
"""

from __future__ import annotations

from collections.abc import Mapping

#: Produced kind -> other consumed kinds it may fill (besides itself). One step only, no closure.
CONVERSIONS: Mapping[str, tuple[str, ...]] = {
    "amount": ("number", "text"),  # a price or balance is a number; it can be quoted in a ticket or a post
    "number": ("amount",),  # a computed number can be an amount to fund, order or convert
    "file_content": ("text",),  # a file's content can be posted, messaged or put in a ticket
    "file_name": ("directory",),  # a directory listing mixes file and directory names in one field
    "text": ("file_content",),  # free text (a message, a tweet) can be written to a file
}

#: Kinds that no tool produces: they come from the user (or the initial configuration), and why.
USER_SUPPLIED: Mapping[str, str] = {
    "password": "credentials are typed by the user; no tool reveals a password",
    "date": "travel, expiry and filter dates are chosen by the user",
    "currency": "the currencies to convert between are named by the user",
    "sector": "a market sector is named by the user when asking for stocks",
    "company_name": "the user names a company; tools map names to symbols, not the reverse",
    "city": "the cities to travel or drive between are named by the user",
    "door": "which doors to lock is the user's choice",
    "ticket_status": "a status to filter tickets by is the user's choice",
    "ticket_update": "the fields of a ticket to change are the user's request",
    "client_id": "travel API client credentials are given by the user",
    "client_secret": "travel API client credentials are given by the user",
    "refresh_token": "travel API client credentials are given by the user",
    "person_name": "a traveller's or cardholder's own name is stated by the user",
    "card_number": "a new card's number, like its CVV, comes from the user's wallet",
    "card_cvv": "a new card's number, like its CVV, comes from the user's wallet",
    "passport_number": "passport details are stated by the user",
    "travel_class": "the cabin class is the user's choice",
    "insurance_type": "the insurance to buy is the user's choice",
    "flag": "an option switch is the user's choice",
}


def fed_kinds(produced: str) -> tuple[str, ...]:
    """The consumed kinds a produced kind can fill: itself first, then its conversions."""
    return (produced, *CONVERSIONS.get(produced, ()))


def feeds(produced: str, consumed: str) -> bool:
    """Whether a value of kind ``produced`` can be passed where ``consumed`` is expected."""
    return consumed in fed_kinds(produced)


def feeders(consumed: str) -> tuple[str, ...]:
    """The produced kinds that can fill a consumed kind, sorted (the kind itself included)."""
    sources = {consumed} | {p for p, targets in CONVERSIONS.items() if consumed in targets}
    return tuple(sorted(sources))
