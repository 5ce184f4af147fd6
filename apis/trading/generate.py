"""Plausible trading accounts drawn from a seed.

The market's quotes moved a little, an account with a card, a watch list and ``records`` past orders
on quoted stocks.

>>> import random
>>> config = generate_config(random.Random(6), 3)
>>> len(config["orders"]), config["order_counter"] > max(int(k) for k in config["orders"])
(3, True)
"""

from __future__ import annotations

import random
from typing import Any

from apis.trading.defaults import default_stocks
from sandbox.tools import fake

_STATUSES = ("Completed", "Completed", "Pending", "Cancelled")


def _market(rng: random.Random) -> dict[str, dict[str, float]]:
    stocks = default_stocks()
    for quote in stocks.values():
        factor = 1 + rng.uniform(-0.08, 0.08)
        for key in ("price", "MA(5)", "MA(20)"):
            quote[key] = round(quote[key] * factor, 2)
        quote["percent_change"] = round(rng.uniform(-3, 3), 2)
        quote["volume"] = round(rng.uniform(0.3, 4), 3)
    return stocks


def generate_config(rng: random.Random, records: int) -> dict[str, Any]:
    """A trading configuration: quotes, an account with a card, a watch list and ``records`` orders."""
    stocks = _market(rng)
    symbols = sorted(stocks)
    first_id = rng.randrange(10000, 90000)
    orders: dict[str, Any] = {}
    for offset in range(records):
        symbol = fake.pick(rng, symbols)
        ident = first_id + offset * rng.randrange(1, 9)
        orders[str(ident)] = {"id": ident, "order_type": fake.pick(rng, ("Buy", "Sell")), "symbol": symbol,
                              "price": round(stocks[symbol]["price"] * rng.uniform(0.95, 1.05), 2),
                              "amount": rng.randrange(1, 60), "status": fake.pick(rng, _STATUSES)}
    last = max(int(key) for key in orders)
    return {
        "stocks": stocks, "orders": orders, "order_counter": last + 1,
        "account_info": {"account_id": rng.randrange(1000, 10000), "balance": fake.amount(rng, 500, 50000),
                         "binding_card": int(f"4{rng.randrange(10**14, 10**15)}")},
        "watch_list": fake.distinct(rng, symbols, rng.randrange(1, 5)),
        "authenticated": rng.random() < 0.6, "market_status": fake.pick(rng, ("Open", "Closed")),
    }
