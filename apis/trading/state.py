"""The trading account's state and how BFCL-shaped configurations become one."""

from __future__ import annotations

import copy
from collections.abc import Mapping
from datetime import datetime
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from apis.trading import defaults

#: The account as a user sees it: BFCL's public attributes other than its long-context flag.
ACCOUNT_FIELDS = (
    "orders",
    "account_info",
    "authenticated",
    "market_status",
    "order_counter",
    "stocks",
    "watch_list",
    "transaction_history",
)

#: Configuration keys BFCL's trading class reads; anything else is ignored, as BFCL ignores it.
CONFIG_KEYS = frozenset({*ACCOUNT_FIELDS, "random_seed"})


class TradingState(BaseModel):
    """Everything the trading tools read and change.

    Order keys are kept as BFCL keeps them: digit strings from a JSON configuration become ints,
    other keys stay strings. Values that come from a configuration keep their exact Python types
    (an ``int`` balance stays an ``int``) because BFCL's result strings depend on them.
    """

    model_config = ConfigDict(extra="forbid")

    orders: dict[int | str, Any] = Field(default_factory=defaults.default_orders)
    account_info: dict[str, Any] = Field(default_factory=defaults.default_account)
    authenticated: bool = False
    market_status: str = "Closed"
    order_counter: int = defaults.DEFAULT_ORDER_COUNTER
    stocks: dict[str, dict[str, Any]] = Field(default_factory=defaults.default_stocks)
    watch_list: list[str] = Field(default_factory=lambda: list(defaults.DEFAULT_WATCH_LIST))
    transaction_history: list[dict[str, Any]] = Field(default_factory=list)
    long_context: bool = False
    random_seed: int = defaults.BFCL_SEED
    reserved: dict[int, float] = Field(default_factory=dict)
    """Native profile only: cash held back by each open buy order, refunded if it is cancelled."""


def market_status_at(moment: datetime) -> str:
    """Whether a stock exchange is open at ``moment``: weekdays from 09:30 to 16:00."""
    minutes = moment.hour * 60 + moment.minute
    return "Open" if moment.weekday() < 5 and 9 * 60 + 30 <= minutes < 16 * 60 else "Closed"


def _order_key(key: Any) -> Any:
    return int(key) if isinstance(key, str) and key.isdigit() else key


def state_from_config(config: Mapping[str, Any], *, native: bool, now: datetime) -> TradingState:
    """Build the state from a BFCL-shaped configuration (a deep copy; the mapping is not kept).

    Args:
        config: BFCL's ``initial_config`` for the trading class.
        native: Whether the native profile loads it (the market status then follows the clock
            when the configuration does not set it).
        now: The episode's clock.

    Returns:
        The validated state.
    """
    data = copy.deepcopy({key: value for key, value in config.items() if key in CONFIG_KEYS})
    if "orders" in data:
        data["orders"] = {_order_key(key): value for key, value in data["orders"].items()}
    if native and "market_status" not in data:
        data["market_status"] = market_status_at(now)
    return TradingState.model_validate(data)
