"""The travel domain's state and how BFCL-shaped configurations become it.

Card and booking records stay open dictionaries: BFCL scenarios describe them with many different
key sets (``expiry_date`` or ``expiration_date``, ``cost`` or ``travel_cost``...) and the ``bfcl``
profile must hand them back unchanged, numbers keeping their int or float type.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from apis.travel.defaults import DEFAULT_SEED

Record = dict[str, Any]

#: The configuration keys BFCL's travel class reads; anything else in a configuration is ignored.
BFCL_CONFIG_KEYS = frozenset(
    {
        "random_seed", "credit_card_list", "booking_record", "access_token", "token_type",
        "token_expires_in", "token_scope", "user_first_name", "user_last_name", "budget_limit",
    }
)  # fmt: skip

#: The keys the native profile reads: BFCL's and the insurance policies (so saved state loads back).
CONFIG_KEYS = BFCL_CONFIG_KEYS | {"insurance_record"}

#: The fields BFCL's state checker compares, in the ``bfcl`` profile's projection.
BFCL_FIELDS = (
    "credit_card_list", "booking_record", "access_token", "token_type", "token_expires_in",
    "token_scope", "user_first_name", "user_last_name", "budget_limit", "long_context",
)  # fmt: skip

#: The observable state of the ``native`` profile: no credentials, no generator seed, no flags.
NATIVE_FIELDS = (
    "credit_card_list", "booking_record", "insurance_record", "token_type", "token_expires_in",
    "token_scope", "user_first_name", "user_last_name", "budget_limit",
)  # fmt: skip


class TravelState(BaseModel):
    """Everything a travel episode remembers.

    Attributes:
        credit_card_list: Card id -> card record (number, holder, expiry, verification number, balance).
        booking_record: Booking id -> booking record (card, date, route, class, cost, transaction id).
        insurance_record: Insurance id -> policy record (booking, type, cost, card).
        access_token: The token handed out by the last authentication.
        token_type: The kind of token (``Bearer``).
        token_expires_in: Remaining uses of the token; ``None`` before any authentication.
        token_scope: The grant type of the token.
        user_first_name: First name of the authenticated user.
        user_last_name: Last name of the authenticated user.
        budget_limit: The user's budget limit in USD, if set.
        long_context: Whether long-context distractors were injected.
        random_seed: The seed of the travel id generator.
    """

    model_config = ConfigDict(extra="forbid")

    credit_card_list: dict[str, Record] = Field(default_factory=dict)
    booking_record: dict[str, Record] = Field(default_factory=dict)
    insurance_record: dict[str, Record] = Field(default_factory=dict)
    access_token: str | None = None
    token_type: str | None = None
    token_expires_in: int | None = None
    token_scope: str | None = None
    user_first_name: str | None = None
    user_last_name: str | None = None
    budget_limit: float | None = None
    long_context: bool = False
    random_seed: int = DEFAULT_SEED


def state_from_config(config: Mapping[str, Any], *, bfcl: bool = False) -> TravelState:
    """Build a state from a BFCL-shaped configuration.

    Only the keys BFCL reads are used, plus ``insurance_record`` in the native profile (others are
    ignored, as BFCL's ``.get`` ignores them); missing keys take BFCL's defaults. The configuration
    is deep-copied, so the state never shares records with the caller.

    Args:
        config: The ``TravelAPI`` part of a scenario's initial configuration.
        bfcl: Read exactly BFCL's keys (the ``bfcl`` profile).

    Returns:
        A fresh state.
    """
    keys = BFCL_CONFIG_KEYS if bfcl else CONFIG_KEYS
    picked = {key: copy.deepcopy(value) for key, value in config.items() if key in keys}
    return TravelState.model_validate(picked)
