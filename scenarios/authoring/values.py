"""Building blocks of the initial states the authoring sources write: folders, cards, tickets, bookings."""

from __future__ import annotations

from typing import Any


def d(**contents: Any) -> dict[str, Any]:
    """A directory entry of a file system configuration."""
    return {"type": "directory", "contents": contents}


def f(text: str = "") -> dict[str, Any]:
    """A file entry of a file system configuration."""
    return {"type": "file", "content": text}


def fs(root: str, **contents: Any) -> dict[str, Any]:
    """A whole file system configuration with a named root directory."""
    return {"root": {root: d(**contents)}}


def card(number: str, expiry: str, holder: str, cvv: int, balance: float) -> dict[str, Any]:
    """A credit card record of a travel configuration."""
    return {"card_number": number, "expiration_date": expiry, "cardholder_name": holder,
            "card_verification_number": cvv, "balance": balance}


def login(first: str, last: str, client: str, secret: str, refresh: str, grant: str = "read_write") -> str:
    """The gold call that logs a traveller in, capturing the token as ``$tok``."""
    return (f"authenticate_travel(client_id={client!r}, client_secret={secret!r}, refresh_token={refresh!r}, "
            f"grant_type={grant!r}, user_first_name={first!r}, user_last_name={last!r}) -> tok=access_token")


def ticket(ident: int, title: str, description: str, owner: str, priority: int = 2,
           status: str = "Open") -> dict[str, Any]:
    """A ticket record of a ticket configuration."""
    return {"id": ident, "title": title, "description": description, "status": status, "priority": priority,
            "created_by": owner}


def booked(ident: str, origin: str, destination: str, date: str, cost: float) -> dict[str, dict[str, object]]:
    """A booking record of a travel configuration, paid with ``card_0001``."""
    return {ident: {"card_id": "card_0001", "travel_date": date, "travel_from": origin, "travel_to": destination,
                    "travel_class": "economy", "travel_cost": cost, "transaction_id": "9" + ident}}


#: The vehicle's four doors, as a gold call writes them.
ALL_DOORS = "['driver', 'passenger', 'rear_left', 'rear_right']"
#: Every door of the vehicle locked.
LOCKED = {"driver": "locked", "passenger": "locked", "rear_left": "locked", "rear_right": "locked"}
#: The ticket domain's automatic answer to a support message.
REPLY = ("Thank you for contacting customer support. Your message has been received and we will get back to you "
         "shortly.")
#: A booking from SFO to CRH, paid with ``card_9102``.
BOOKED_CRH = {"5531207": {"card_id": "card_9102", "travel_date": "2026-04-18", "travel_from": "SFO",
                          "travel_to": "CRH", "travel_class": "economy", "travel_cost": 380.0,
                          "transaction_id": "88120455"}}
