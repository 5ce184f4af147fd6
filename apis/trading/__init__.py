"""Stock trading: quotes, orders, a watch list and a cash account (BFCL's ``TradingBot``)."""

from __future__ import annotations

from apis.trading.api import TradingAPI
from apis.trading.state import CONFIG_KEYS
from apis.trading.generate import generate_config
from apis.trading.phrasings import PHRASINGS
from sandbox.tools.domain import Domain

DOMAIN = Domain(
    name="trading",
    api=TradingAPI,
    description="Stock trading account: quotes, orders, watch list, deposits and withdrawals.",
    aliases=("TradingBot",),
    config_keys=CONFIG_KEYS,
    generator=generate_config,
    phrasings=PHRASINGS,
)

__all__ = ["DOMAIN", "TradingAPI"]
