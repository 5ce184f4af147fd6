"""The trading account's state and how BFCL-shaped configurations become one."""

from __future__ import annotations

import copy
from collections.abc import Mapping
from datetime import datetime
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator

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

#: The values of a quote and of an order that the tools compute with: numbers (a bool is not one).
QUOTE_NUMBERS = ("price", "percent_change", "volume", "MA(5)", "MA(20)")
ORDER_NUMBERS = ("price", "amount", "num_shares")
#: What the tools read from every quote without a fallback.
QUOTE_REQUIRED = ("price", "percent_change")


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _check_numbers(record: Mapping[str, Any], keys: tuple[str, ...], where: str) -> None:
    """Refuse a record whose listed values are present but not numbers, naming the first."""
    for key in keys:
        if key in record and not _is_number(record[key]):
            raise ValueError(f"{where}{key} must be a number, not {type(record[key]).__name__} "
                             f"({str(record[key])[:40]!r})")


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
    balance_history: list[float] = Field(default_factory=list)
    """Native long context only: the cash balance at the close of each day before, oldest first.

    Generated once at load time (so every read shows the same days) and never compared: it is
    context the account shows, not a part of the account."""

    # The records keep their exact keys and types (see above), so the values the tools compute with are
    # checked here rather than typed: a wrong one is refused when the configuration is loaded.
    @field_validator("account_info")
    @classmethod
    def _numeric_balance(cls, account: dict[str, Any]) -> dict[str, Any]:
        _check_numbers(account, ("balance",), "")
        return account

    @field_validator("stocks")
    @classmethod
    def _numeric_quotes(cls, stocks: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
        for symbol, quote in stocks.items():
            missing = [key for key in QUOTE_REQUIRED if key not in quote]
            if missing:
                raise ValueError(f"{symbol} has no {' or '.join(missing)}")
            _check_numbers(quote, QUOTE_NUMBERS, f"{symbol}.")
        return stocks

    @field_validator("orders")
    @classmethod
    def _numeric_orders(cls, orders: dict[int | str, Any]) -> dict[int | str, Any]:
        for key, order in orders.items():  # BFCL's data also keeps other entries ("order_type": "Buy") there
            if isinstance(key, int) and not isinstance(order, dict):
                raise ValueError(f"{key} must be an object, not {type(order).__name__}")
            if isinstance(key, int) and "status" not in order:
                raise ValueError(f"{key} has no status")
            if isinstance(order, dict):
                _check_numbers(order, ORDER_NUMBERS, f"{key}.")
        return orders


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
    if isinstance(data.get("orders"), dict):  # anything else is refused by the state model, named
        data["orders"] = {_order_key(key): value for key, value in data["orders"].items()}
    if native and "market_status" not in data:
        data["market_status"] = market_status_at(now)
    return TradingState.model_validate(data)
