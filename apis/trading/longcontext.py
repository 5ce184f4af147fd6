"""Long-context distractors for the trading domain.

``bfcl`` profile: BFCL's own filler, read from the installed bfcl-eval package at run time and
copied on every use so that no episode can change it. ``native`` profile: a seeded generator that
adds ``size`` extra quotes, orders and transactions to the account's real state, and keeps ``size``
days of closing cash balances beside the account. The watch list and the sectors keep their
symbols (a task about "my watch list" or "the tech stocks" must keep its answer); a listing of
symbols, like a quote, shows each quoted symbol's price history beside it instead.
"""

from __future__ import annotations

import math
import random
import string
from datetime import datetime, timedelta
from typing import Any

from apis.trading.state import TradingState
from sandbox.tools.draws import Draws
from sandbox.tools.compat import bfcl_filler


def _filler(name: str) -> Any:
    return bfcl_filler(name)


def bfcl_moving_averages() -> tuple[list[float], list[float]]:
    """The long 5-day and 20-day moving-average series of BFCL."""
    return _filler("MA_5_EXTENSION"), _filler("MA_20_EXTENSION")


def bfcl_order_metadata(symbol: str) -> dict[str, str]:
    """The order commentary texts of BFCL, with the order's symbol filled in.

    Raises:
        KeyError: A text names a placeholder other than ``symbol``.
    """
    texts: dict[str, str] = _filler("ORDER_DETAIL_EXTENSION")
    return {key: text.format(symbol=symbol) for key, text in texts.items()}


def bfcl_watchlist_extension() -> list[str]:
    """The extra watch-list symbols of BFCL."""
    return list(_filler("WATCH_LIST_EXTENSION"))


def bfcl_transactions() -> list[dict[str, Any]]:
    """The extra past transactions of BFCL."""
    return list(_filler("TRANSACTION_HISTORY_EXTENSION"))


def bfcl_sector_extension(sector: str) -> list[str]:
    """The extra symbols BFCL adds to a sector (none for a sector it does not extend)."""
    names = {"Technology": "TECHNOLOGY_EXTENSION", "Automobile": "AUTOMOBILE_EXTENSION"}
    return list(_filler(names[sector])) if sector in names else []


def _symbol(draw: Draws, taken: set[str]) -> str:
    while True:
        candidate = "".join(draw.picks(string.ascii_uppercase, draw.between(3, 5)))
        if candidate not in taken:
            taken.add(candidate)
            return candidate


def add_native_distractors(state: TradingState, rng: random.Random, size: int, now: datetime) -> None:
    """Add ``size`` generated quotes, orders and transactions to ``state`` (in place).

    Generated orders take fresh ids after every existing one, so the next order placed by the
    model still gets a new id. Transactions are dated between a day and a year before ``now``,
    more of them recent (the age grows with the square of a uniform draw: a fifth of them fall
    in the last two weeks), so that a listing since a recent date shows a share of them; none is
    dated today. The account gets ``size`` days of closing balances (see
    :func:`native_balance_history`).

    Args:
        state: The freshly loaded state.
        rng: The episode's random stream for long-context content.
        size: How many items of each kind to add.
        now: The episode's clock.
    """
    draw = Draws(rng, expected=20 * size)
    taken = set(state.stocks)
    for _ in range(size):
        price = round(draw.uniform(5.0, 1500.0), 2)
        state.stocks[_symbol(draw, taken)] = {
            "price": price,
            "percent_change": round(draw.uniform(-3.0, 3.0), 2),
            "volume": round(draw.uniform(0.1, 5.0), 3),
            "MA(5)": round(price * draw.uniform(0.97, 1.03), 2),
            "MA(20)": round(price * draw.uniform(0.95, 1.05), 2),
        }
    symbols = sorted(state.stocks)
    next_id = max([state.order_counter - 1, *(k for k in state.orders if isinstance(k, int))]) + 1
    for offset in range(size):
        symbol = draw.pick(symbols)
        order_id = next_id + offset
        state.orders[order_id] = {
            "id": order_id,
            "order_type": draw.pick(("Buy", "Sell")),
            "symbol": symbol,
            "price": state.stocks[symbol]["price"],
            "amount": draw.between(1, 200),
            "status": draw.pick(("Completed", "Cancelled", "Completed")),
        }
    state.order_counter = next_id + size
    history = [
        {
            "type": draw.pick(("deposit", "withdrawal")),
            "amount": round(draw.uniform(10.0, 10000.0), 2),
            "timestamp": (now - timedelta(seconds=_age_seconds(draw.unit()))).strftime("%Y-%m-%d %H:%M:%S"),
        }
        for _ in range(size)
    ]
    history.sort(key=lambda tx: str(tx["timestamp"]))
    state.transaction_history[:0] = history
    balance = state.account_info.get("balance")
    if isinstance(balance, (int, float)) and not isinstance(balance, bool):
        state.balance_history = native_balance_history(draw, float(balance), size)


_DAY = 86_400
_YEAR = 365 * _DAY


def _age_seconds(unit: float) -> int:
    """How long before now a generated transaction happened, from a uniform draw: one day to a year, recent ages likelier."""
    return _DAY + int((_YEAR - _DAY) * unit**2)


def native_balance_history(draw: Draws, balance: float, size: int) -> list[float]:
    """``size`` seeded closing cash balances of the days before today, oldest first, drifting towards ``balance``."""
    closes = []
    close = balance
    for unit in draw.units(size):
        close = round(max(0.0, close + (unit * 0.08 - 0.04) * max(close, 100.0)), 2)
        closes.append(close)
    return closes[::-1]


def native_price_history(rng: random.Random, price: float, size: int, percent_change: float = 0.0) -> list[float]:
    """``size`` seeded daily closing prices before today, oldest first.

    The last one is yesterday's close as the quote implies it (``price`` is ``percent_change``
    percent above it), so the history agrees with the quote's change of the day; before it the
    closes wander by up to 2% a day.
    """
    if size <= 0:
        return []
    factor = 1 + percent_change / 100
    yesterday = price / factor if factor > 0 else price
    close = round(max(0.01, yesterday if math.isfinite(yesterday) else price), 2)
    closes = [close]
    for _ in range(size - 1):
        close = round(max(0.01, close * (1 + rng.uniform(-0.02, 0.02))), 2)
        closes.append(close)
    return closes[::-1]
