"""Hypothesis state machines over the trading tools, in both profiles and with long context."""

from __future__ import annotations

from hypothesis import strategies as st

from apis.trading import DOMAIN
from sandbox.tools.context import LongContext
from tests.apis.helpers import machine_test

CONFIG = {
    "authenticated": False,
    "market_status": "Open",
    "watch_list": ["NVDA", "TSLA"],
    "transaction_history": [{"type": "deposit", "amount": 50.0, "timestamp": "2024-08-31 09:00:00"}],
    "account_info": {"account_id": 1, "balance": 5000.0, "binding_card": 42},
}

SYMBOLS = st.sampled_from(["AAPL", "GOOG", "TSLA", "NVDA", "ZETA", "F", "NOPE"])
VALUES = {
    "kind:stock_symbol": SYMBOLS,
    "stocks": st.lists(SYMBOLS, max_size=4),
    "kind:order_id": st.sampled_from([12345, 12446, 12447, 12448, 1]),
    "kind:amount": st.sampled_from([-5.0, 0.0, 1.5, 100.0, 250.25, 9000.0]),
    "amount": st.sampled_from([-5, 0, 1, 3, 40]),
    "fund_account.amount": st.sampled_from([-5.0, 0.0, 10.0, 123.45]),
    "withdraw_funds.amount": st.sampled_from([-5.0, 0.0, 10.0, 99999.0]),
    "order_type": st.sampled_from(["Buy", "Sell", "buy", "Hold"]),
    "kind:date": st.sampled_from([None, "2024-08-30", "2024-09-02", "2026-01-01", "bad"]),
    "kind:company_name": st.sampled_from(["Apple", "Nvidia", "Gorilla", "Nobody"]),
    "sector": st.sampled_from(["Technology", "Automobile", "Food"]),
    "threshold": st.sampled_from([0.0, 0.1, 0.3, 5.0]),
}

TestTradingNative = machine_test(DOMAIN, CONFIG, VALUES, profile="native")
TestTradingBfcl = machine_test(DOMAIN, CONFIG, VALUES, profile="bfcl")
TestTradingNativeLong = machine_test(DOMAIN, CONFIG, VALUES, profile="native", long_context=LongContext(size=20))
TestTradingBfclLong = machine_test(DOMAIN, CONFIG, VALUES, profile="bfcl", long_context=LongContext(size=20))
