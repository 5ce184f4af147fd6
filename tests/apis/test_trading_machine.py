"""Hypothesis state machines over the trading tools, in both profiles and with long context."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import strategies as st

from apis.trading import DOMAIN
from apis.trading.state import TradingState
from sandbox.episode.calls import ToolCall
from sandbox.tools.context import LongContext
from tests.apis.helpers import machine_test, out, toolbox

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



def _cash(state: TradingState) -> float:
    """The account's money: its cash and what open buy orders hold back (native)."""
    return float(state.account_info["balance"]) + sum(state.reserved.values())


def money_is_conserved(before: TradingState | None, after: TradingState, call: ToolCall | None) -> None:
    """Cash never goes negative, and cash plus reserved money moves only by recorded deposits and withdrawals."""
    assert after.account_info["balance"] >= 0, f"{call} left a negative balance: {after.account_info}"
    assert all(v >= 0 for v in after.reserved.values()), after.reserved
    if before is None:
        return
    new = after.transaction_history[len(before.transaction_history):]
    assert after.transaction_history[:len(before.transaction_history)] == before.transaction_history, f"{call} rewrote history"
    moved = sum(e["amount"] if e["type"] == "deposit" else -e["amount"] for e in new)
    expected = _cash(before) + moved
    assert abs(_cash(after) - expected) <= 0.011 + 1e-9 * abs(expected), f"{call}: {_cash(before)} + {moved} != {_cash(after)}"


def order_ids_are_unique(before: TradingState | None, after: TradingState, call: ToolCall | None) -> None:
    """An order keeps its id and terms; new orders get ids never used before; held money belongs to an order."""
    for key, order in after.orders.items():
        assert order.get("id", key) == key, f"order {key} carries id {order.get('id')}"
    assert set(after.reserved) <= set(after.orders), f"money held for unknown orders {after.reserved}"
    if before is None:
        return
    assert after.order_counter >= before.order_counter
    for key in set(before.orders) & set(after.orders):
        terms = ("symbol", "price", "amount", "order_type")
        old, now = before.orders[key], after.orders[key]
        assert [old.get(t) for t in terms] == [now.get(t) for t in terms] or call is None, f"{call} reused order id {key}"
    assert set(before.orders) <= set(after.orders), f"{call} dropped an order"


def bfcl_order_ids(before: TradingState | None, after: TradingState, call: ToolCall | None) -> None:
    """As :func:`order_ids_are_unique`, but for BFCL's one known reuse: it takes the counter as it is.

    BFCL's default state holds order 12446 and a counter of 12446, so its next order overwrites that
    one (toolsim keeps the behaviour in the bfcl profile; see ``_next_order_id``); any other reuse fails.
    """
    reused = before is not None and before.order_counter in before.orders and after.order_counter > before.order_counter
    if reused and before is not None:
        kept = {k: v for k, v in before.orders.items() if k != before.order_counter}
        before = before.model_copy(update={"orders": kept})
    order_ids_are_unique(before, after, call)


RULES = [money_is_conserved, order_ids_are_unique]
BFCL_RULES = [money_is_conserved, bfcl_order_ids]
TestTradingNative = machine_test(DOMAIN, CONFIG, VALUES, RULES, profile="native")
TestTradingBfcl = machine_test(DOMAIN, CONFIG, VALUES, BFCL_RULES, profile="bfcl")
TestTradingNativeLong = machine_test(DOMAIN, CONFIG, VALUES, RULES, profile="native", long_context=LongContext(size=20))
TestTradingBfclLong = pytest.mark.bfcl(  # BFCL's long-context filler comes from bfcl-eval
    machine_test(DOMAIN, CONFIG, VALUES, BFCL_RULES, profile="bfcl", long_context=LongContext(size=20)))


def test_withdrawing_exactly_the_balance_succeeds() -> None:
    for profile in ("native", "bfcl"):
        tb = toolbox(DOMAIN, {**CONFIG, "authenticated": True, "market_status": "Open"}, profile)
        done: Any = out(tb, "withdraw_funds", amount=5000.0)
        assert done == {"status": "Withdrawal successful", "new_balance": 0.0}, (profile, done)
        refused = out(tb, "withdraw_funds", amount=0.01)
        assert "Insufficient funds" in str(refused), (profile, refused)
