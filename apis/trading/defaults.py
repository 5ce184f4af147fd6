"""BFCL's default trading account, as immutable tables (built into fresh dicts on every load)."""

from __future__ import annotations

from datetime import datetime
from types import MappingProxyType
from typing import Any

#: BFCL's trading clock never moves: 1 September 2024, 10:30.
BFCL_CLOCK = datetime(2024, 9, 1, 10, 30)

#: The seed BFCL gives the trading RNG unless the configuration names one.
BFCL_SEED = 1053520

#: (symbol, price, percent change, volume, 5-day average, 20-day average).
_STOCK_ROWS: tuple[tuple[str, float, float, float, float, float], ...] = (
    ("AAPL", 227.16, 0.17, 2.552, 227.11, 227.09),
    ("GOOG", 2840.34, 0.24, 1.123, 2835.67, 2842.15),
    ("TSLA", 667.92, -0.12, 1.654, 671.15, 668.20),
    ("MSFT", 310.23, 0.09, 3.234, 309.88, 310.11),
    ("NVDA", 220.34, 0.34, 1.234, 220.45, 220.67),
    ("ALPH", 1320.45, -0.08, 1.567, 1321.12, 1325.78),
    ("OMEG", 457.23, 0.12, 2.345, 456.78, 458.12),
    ("QUAS", 725.89, -0.03, 1.789, 726.45, 728.00),
    ("NEPT", 88.34, 0.19, 0.654, 88.21, 88.67),
    ("SYNX", 345.67, 0.11, 2.112, 345.34, 346.12),
    ("ZETA", 22.09, -0.05, 0.789, 22.12, 22.34),
)

#: (order id, side, symbol, price, shares, status).
_ORDER_ROWS: tuple[tuple[int, str, str, float, int, str], ...] = (
    (12345, "Buy", "AAPL", 210.65, 10, "Completed"),
    (12446, "Sell", "GOOG", 2840.56, 5, "Pending"),
)

#: Company names the symbol lookup knows (two of them have no quote in the default market).
COMPANY_SYMBOLS: MappingProxyType[str, str] = MappingProxyType(
    {
        "Apple": "AAPL",
        "Google": "GOOG",
        "Tesla": "TSLA",
        "Microsoft": "MSFT",
        "Nvidia": "NVDA",
        "Zeta Corp": "ZETA",
        "Alpha Tech": "ALPH",
        "Omega Industries": "OMEG",
        "Quasar Ltd.": "QUAS",
        "Neptune Systems": "NEPT",
        "Synex Solutions": "SYNX",
        "Amazon": "AMZN",
        "Gorilla": "GORI",
    }
)

#: Symbols per sector (BFCL lists two sectors; F and GM have no quote in the default market).
SECTORS: MappingProxyType[str, tuple[str, ...]] = MappingProxyType(
    {
        "Technology": ("AAPL", "GOOG", "MSFT", "NVDA"),
        "Automobile": ("TSLA", "F", "GM"),
    }
)

DEFAULT_ORDER_COUNTER = 12446
DEFAULT_WATCH_LIST: tuple[str, ...] = ("NVDA",)


def default_stocks() -> dict[str, dict[str, float]]:
    """A fresh copy of BFCL's default market quotes."""
    return {
        symbol: {"price": price, "percent_change": change, "volume": volume, "MA(5)": ma5, "MA(20)": ma20}
        for symbol, price, change, volume, ma5, ma20 in _STOCK_ROWS
    }


def default_orders() -> dict[int | str, Any]:
    """A fresh copy of BFCL's two default orders."""
    return {
        oid: {"id": oid, "order_type": side, "symbol": symbol, "price": price, "amount": shares, "status": status}
        for oid, side, symbol, price, shares, status in _ORDER_ROWS
    }


def default_account() -> dict[str, Any]:
    """A fresh copy of BFCL's default account record."""
    return {"account_id": 12345, "balance": 10000.0, "binding_card": 1974202140965533}
