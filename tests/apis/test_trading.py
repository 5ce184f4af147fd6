"""Unit tests of the trading domain in both profiles, including every error path."""

from __future__ import annotations

import json
from datetime import datetime
from functools import partial
from typing import Any

import pytest

from apis.trading import DOMAIN
from apis.trading.defaults import BFCL_SEED
from sandbox.episode.execution import Toolbox
from sandbox.testing import check_domain
from tests.apis.helpers import call, err, projection, toolbox
from tests.apis.helpers import error_message as native_error

NOT_LOGGED = "User not authenticated. Please log in to {}."


def box(profile: str = "bfcl", config: dict[str, Any] | None = None, long: int | None = None, **ctx: Any) -> Toolbox:
    return toolbox(DOMAIN, config or {}, profile, long=long, **ctx)  # type: ignore[arg-type]


def ok(tb: Toolbox, name: str, /, **args: Any) -> Any:
    status, output = call(tb, name, **args)
    assert status == "ok", output
    try:
        return json.loads(output)
    except ValueError:
        return output


def logged_in(profile: str = "bfcl", config: dict[str, Any] | None = None, **kw: Any) -> Toolbox:
    tb = box(profile, config, **kw)
    ok(tb, "trading_login", username="u", password="p")
    return tb


state = partial(projection, DOMAIN)


def test_conformance() -> None:
    check_domain(DOMAIN)
    assert DOMAIN.name == "trading" and "TradingBot" in DOMAIN.aliases


# --- session ----------------------------------------------------------------------------------


@pytest.mark.parametrize("profile", ["bfcl", "native"])
def test_login_logout_cycle(profile: str) -> None:
    tb = box(profile)
    assert ok(tb, "trading_get_login_status") == {"status": False}
    assert ok(tb, "trading_logout") == {"status": "No user is currently logged in"}
    assert ok(tb, "trading_login", username="a", password="b") == {"status": "Logged in successfully"}
    assert ok(tb, "trading_login", username="a", password="b") == {"status": "Already logged in"}
    assert ok(tb, "trading_get_login_status") == {"status": True}
    assert ok(tb, "trading_logout") == {"status": "Logged out successfully"}
    assert state(tb)["authenticated"] is False


def test_current_time_bfcl_is_fixed_and_native_follows_the_clock() -> None:
    from datetime import datetime

    assert ok(box("bfcl"), "get_current_time") == {"current_time": "10:30 AM"}
    native = box("native", clock=datetime(2026, 3, 2, 15, 5))
    assert ok(native, "get_current_time") == {"current_time": "03:05 PM"}


def test_account_info_needs_login() -> None:
    assert err(box(), "get_account_info") == json.dumps({"error": NOT_LOGGED.format("view account information")})
    assert ok(logged_in(), "get_account_info")["balance"] == 10000.0
    assert "log in" in native_error(box("native"), "get_account_info")


# --- deposits and withdrawals -----------------------------------------------------------------


def test_fund_account_bfcl_seeded_timestamp_and_errors() -> None:
    assert err(box(), "fund_account", amount=5) == json.dumps({"error": NOT_LOGGED.format("fund the account")})
    tb = logged_in()
    assert err(tb, "fund_account", amount=0) == '{"error": "Funding amount must be positive."}'
    assert ok(tb, "fund_account", amount=100.5) == {"status": "Account funded successfully", "new_balance": 10100.5}
    tx = state(tb)["transaction_history"][-1]
    assert tx["type"] == "deposit" and tx["amount"] == 100.5
    assert "2024-09-01 10:30:00" <= tx["timestamp"] <= "2024-09-02 10:30:00"
    again = logged_in()
    ok(again, "fund_account", amount=100.5)
    assert state(again)["transaction_history"][-1]["timestamp"] == tx["timestamp"]


def test_fund_account_timestamp_follows_random_seed_config() -> None:
    stamps = set()
    for seed in (BFCL_SEED, 1, 2):
        tb = logged_in(config={"random_seed": seed})
        ok(tb, "fund_account", amount=1.0)
        stamps.add(state(tb)["transaction_history"][-1]["timestamp"])
    assert len(stamps) == 3


@pytest.mark.bfcl
def test_fund_account_matches_bfcl_reference_timestamps() -> None:
    from bfcl_eval.eval_checker.multi_turn_eval.func_source_code.trading_bot import TradingBot

    ref = TradingBot()
    ref._load_scenario({})
    ref.trading_login("u", "p")
    tb = logged_in()
    for amount in (10.0, 20.0, 30.0):
        want = json.dumps(ref.fund_account(amount))
        assert call(tb, "fund_account", amount=amount)[1] == want
    assert state(tb)["transaction_history"] == ref.transaction_history


def test_native_fund_rounds_to_cents_and_stamps_now() -> None:
    tb = logged_in("native")
    assert ok(tb, "fund_account", amount=0.1)["new_balance"] == 10000.1
    assert state(tb)["transaction_history"][-1]["timestamp"] == "2026-01-01 09:00:00"
    assert "positive" in native_error(tb, "fund_account", amount=-1)


def test_withdraw_bfcl_needs_open_market() -> None:
    assert err(box(), "withdraw_funds", amount=5) == json.dumps({"error": NOT_LOGGED.format("make a transaction")})
    tb = logged_in()
    assert err(tb, "withdraw_funds", amount=5) == '{"error": "Market is closed. Transactions are not allowed."}'
    tb = logged_in(config={"market_status": "Open"})
    assert err(tb, "withdraw_funds", amount=0) == '{"error": "Transaction amount must be positive."}'
    assert err(tb, "withdraw_funds", amount=10001) == '{"error": "Insufficient funds for withdrawal."}'
    assert ok(tb, "withdraw_funds", amount=1000) == {"status": "Withdrawal successful", "new_balance": 9000.0}
    assert state(tb)["transaction_history"][-1]["type"] == "withdrawal"


def test_native_withdraw_works_with_closed_market() -> None:
    tb = logged_in("native", {"market_status": "Closed"})
    assert ok(tb, "withdraw_funds", amount=0.3)["new_balance"] == 9999.7
    assert "Insufficient" in native_error(tb, "withdraw_funds", amount=1e9)
    assert "positive" in native_error(tb, "withdraw_funds", amount=0)


def test_native_market_status_follows_clock_unless_configured() -> None:
    from datetime import datetime

    assert state(box("native", clock=datetime(2026, 3, 2, 10, 0)))["market_status"] == "Open"
    assert state(box("native", clock=datetime(2026, 3, 1, 10, 0)))["market_status"] == "Closed"
    assert state(box("native", {"market_status": "Open"}, clock=datetime(2026, 3, 1)))["market_status"] == "Open"
    assert state(box("bfcl"))["market_status"] == "Closed"


# --- transaction history ----------------------------------------------------------------------

HISTORY = [
    {"type": "deposit", "amount": 1.0, "timestamp": "2024-08-30 12:00:00"},
    {"type": "deposit", "amount": 2.0, "timestamp": "2024-09-01 12:00:00"},
]


def test_transaction_history_filters_and_errors_bfcl() -> None:
    assert err(box(), "get_transaction_history") == str(
        [{"error": NOT_LOGGED.format("view transaction history")}]
    )
    tb = logged_in(config={"transaction_history": HISTORY})
    assert len(ok(tb, "get_transaction_history")["transaction_history"]) == 2
    assert ok(tb, "get_transaction_history", start_date="2024-08-31")["transaction_history"] == HISTORY[1:]
    # BFCL's end date is midnight, so the day itself is excluded
    assert ok(tb, "get_transaction_history", end_date="2024-09-01")["transaction_history"] == HISTORY[:1]
    assert err(tb, "get_transaction_history", start_date="09/01/2024") == (
        "Error during execution: time data '09/01/2024' does not match format '%Y-%m-%d'"
    )


def test_transaction_without_timestamp_raises_like_bfcl() -> None:
    tb = logged_in(config={"transaction_history": [{"type": "deposit", "amount": 1.0}]})
    assert err(tb, "get_transaction_history") == "Error during execution: 'timestamp'"
    native = logged_in("native", {"transaction_history": [{"type": "deposit", "amount": 1.0}]})
    assert len(ok(native, "get_transaction_history")["transaction_history"]) == 1
    assert ok(native, "get_transaction_history", start_date="2024-01-01")["transaction_history"] == []


def test_native_transaction_history_end_date_is_inclusive() -> None:
    tb = logged_in("native", {"transaction_history": HISTORY})
    assert ok(tb, "get_transaction_history", end_date="2024-09-01")["transaction_history"] == HISTORY
    assert "YYYY-MM-DD" in native_error(tb, "get_transaction_history", end_date="tomorrow")


@pytest.mark.bfcl
def test_transaction_history_long_context_bfcl_appends_filler() -> None:
    tb = logged_in(long=5)
    assert len(ok(tb, "get_transaction_history")["transaction_history"]) == 1000
    assert state(tb)["long_context"] is True


# --- market data ------------------------------------------------------------------------------


def test_symbol_lookup() -> None:
    assert ok(box(), "get_symbol_by_name", name="Apple") == {"symbol": "AAPL"}
    assert ok(box(), "get_symbol_by_name", name="Nope") == {"symbol": "Stock not found"}
    assert "Nope" in native_error(box("native"), "get_symbol_by_name", name="Nope")


def test_stock_info() -> None:
    assert ok(box(), "get_stock_info", symbol="NVDA")["price"] == 220.34
    assert err(box(), "get_stock_info", symbol="XXX") == '{"error": "Stock with symbol \'XXX\' not found."}'
    assert "XXX" in native_error(box("native"), "get_stock_info", symbol="XXX")
    assert ok(box("native", long=3), "get_stock_info", symbol="NVDA")["MA(5)"] == 220.45


@pytest.mark.bfcl
def test_bfcl_long_context_fills_market_data_and_orders() -> None:
    long = ok(box(long=1), "get_stock_info", symbol="NVDA")
    assert len(long["MA(5)"]) == 2000 and len(long["MA(20)"]) == 2000
    assert len(ok(box(long=1), "get_available_stocks", sector="Technology")["stock_list"]) == 1004
    order = ok(box(long=1), "get_order_details", order_id=12446)
    assert len(order["metadata"]) == 8 and "GOOG" in order["metadata"]["company_overview"]
    output = call(logged_in(long=1), "get_watchlist")[1]
    assert output.startswith("['NVDA', ") and output.count(",") == 1001


def test_available_stocks() -> None:
    assert ok(box(), "get_available_stocks", sector="Automobile") == {"stock_list": ["TSLA", "F", "GM"]}
    assert ok(box(), "get_available_stocks", sector="Food") == {"stock_list": []}
    assert "Food" in native_error(box("native"), "get_available_stocks", sector="Food")


def test_filter_and_notify() -> None:
    tb = box()
    got = ok(tb, "filter_stocks_by_price", stocks=["AAPL", "ZETA", "XXX"], min_price=0, max_price=300)
    assert got == {"filtered_stocks": ["AAPL", "ZETA", "XXX"][:2] + ["XXX"]}  # unknown price counts as 0
    assert ok(tb, "notify_price_change", stocks=["NVDA", "ZETA"], threshold=0.3) == {
        "notification": "Stocks NVDA have significant price changes."
    }
    assert ok(tb, "notify_price_change", stocks=["ZETA"], threshold=1) == {
        "notification": "No significant price changes in the selected stocks."
    }
    native = box("native")
    assert "XXX" in native_error(native, "filter_stocks_by_price", stocks=["XXX"], min_price=0, max_price=1)
    assert "XXX" in native_error(native, "notify_price_change", stocks=["XXX"], threshold=1)


# --- watch list -------------------------------------------------------------------------------


def test_watchlist_bfcl() -> None:
    tb = box()
    assert err(tb, "get_watchlist") == str([f"Error: {NOT_LOGGED.format('view the watchlist')}"])
    assert err(tb, "remove_stock_from_watchlist", symbol="NVDA") == json.dumps(
        {"error": NOT_LOGGED.format("modify the watchlist")}
    )
    assert ok(tb, "add_to_watchlist", stock="XXX") == {"watchlist": ["NVDA"]}  # unknown symbol ignored
    assert ok(tb, "add_to_watchlist", stock="AAPL") == {"watchlist": ["NVDA", "AAPL"]}
    assert ok(tb, "add_to_watchlist", stock="AAPL") == {"watchlist": ["NVDA", "AAPL"]}
    ok(tb, "trading_login", username="u", password="p")
    assert ok(tb, "get_watchlist") == {"watchlist": ["NVDA", "AAPL"]}
    assert err(tb, "remove_stock_from_watchlist", symbol="TSLA") == '{"error": "Stock TSLA not found in watchlist."}'
    assert ok(tb, "remove_stock_from_watchlist", symbol="NVDA") == {
        "status": "Stock NVDA removed from watchlist successfully."
    }
    assert state(tb)["watch_list"] == ["AAPL"]


def test_native_watchlist_return_type_with_long_context() -> None:
    assert ok(logged_in("native", long=10), "get_watchlist")["watchlist"] == ["NVDA"]
    assert ok(logged_in("native"), "get_watchlist") == {"watchlist": ["NVDA"]}
    assert "XXX" in native_error(box("native"), "add_to_watchlist", stock="XXX")
    assert "log in" in native_error(box("native"), "get_watchlist")


def test_native_listings_keep_their_symbols_and_show_each_quotes_history() -> None:
    busy, plain = logged_in("native", long=10), logged_in("native")
    quote = partial(ok, busy, "get_stock_info")
    watched = ok(busy, "get_watchlist")
    assert watched == {"watchlist": ["NVDA"], "history": {"NVDA": quote(symbol="NVDA")["history"]}}
    ok(busy, "add_to_watchlist", stock="AAPL")
    assert ok(busy, "get_watchlist")["history"] == {s: quote(symbol=s)["history"] for s in ("NVDA", "AAPL")}
    sector = ok(busy, "get_available_stocks", sector="Technology")
    assert sector["stock_list"] == ok(plain, "get_available_stocks", sector="Technology")["stock_list"]
    assert sector["history"] == {s: quote(symbol=s)["history"] for s in sector["stock_list"]}
    assert all(len(closes) == 10 for closes in sector["history"].values())
    nvda = quote(symbol="NVDA")
    assert abs(nvda["history"][-1] * (1 + nvda["percent_change"] / 100) - nvda["price"]) < 0.01  # yesterday's close
    order = ok(busy, "get_order_details", order_id=12345)
    assert order.pop("history") == quote(symbol="AAPL")["history"]
    assert order == ok(plain, "get_order_details", order_id=12345)  # the order itself is unchanged


def test_native_account_shows_the_same_closing_balances_on_every_read() -> None:
    busy = logged_in("native", long=12)
    first = ok(busy, "get_account_info")
    history = first.pop("balance_history")
    assert len(history) == 12 and all(isinstance(v, float) and v >= 0 for v in history)
    assert first == ok(logged_in("native"), "get_account_info")
    ok(busy, "fund_account", amount=100.0)
    after = ok(busy, "get_account_info")
    assert after["balance_history"] == history and after["balance"] == first["balance"] + 100
    assert "balance_history" not in state(busy)
    assert "balance_history" not in ok(logged_in(long=12), "get_account_info")


def test_native_transactions_lean_to_recent_days_and_none_is_from_today() -> None:
    now = datetime(2026, 5, 15, 16, 5)
    stamps = [tx["timestamp"] for tx in state(box("native", long=400, clock=now))["transaction_history"]]
    recent = [stamp for stamp in stamps if stamp >= "2026-05-01"]
    assert len(stamps) == 400 and 40 < len(recent) < 120  # about a fifth in the last two weeks
    assert max(stamps) <= "2026-05-14 16:05:00" and min(stamps) >= "2025-05-15 16:05:00"


# --- orders -----------------------------------------------------------------------------------


def test_place_order_errors() -> None:
    args = {"order_type": "Buy", "symbol": "AAPL", "price": 10.0, "amount": 1}
    assert err(box(), "place_order", **args) == json.dumps({"error": NOT_LOGGED.format("place an order")})
    tb = logged_in()
    assert err(tb, "place_order", **{**args, "symbol": "XXX"}) == '{"error": "Invalid stock symbol: XXX"}'
    assert err(tb, "place_order", **{**args, "amount": 0}) == '{"error": "Price and amount must be positive values."}'
    assert err(tb, "place_order", **{**args, "price": 20000}) == json.dumps(
        {"error": "Insufficient funds: required $20000.00 but only $10000.00 available."}
    )
    assert "order type" in native_error(logged_in("native"), "place_order", **{**args, "order_type": "Hold"})


def test_bfcl_first_order_overwrites_default_order_and_never_debits() -> None:
    tb = logged_in()
    got = ok(tb, "place_order", order_type="Buy", symbol="AAPL", price=100, amount=3)
    assert got == {"order_id": 12446, "order_type": "Buy", "status": "Pending", "price": 100.0, "amount": 3}
    after = state(tb)
    assert after["orders"]["12446"]["symbol"] == "AAPL" and after["order_counter"] == 12447
    assert after["account_info"]["balance"] == 10000.0
    assert ok(tb, "get_order_history") == {"history": [12345, 12446]}


def test_native_order_gets_fresh_id_and_buy_debits_then_cancel_refunds() -> None:
    tb = logged_in("native")
    got = ok(tb, "place_order", order_type="buy", symbol="AAPL", price=100, amount=3)
    assert got["order_id"] == 12447 and got["order_type"] == "Buy"
    assert state(tb)["account_info"]["balance"] == 9700.0
    assert ok(tb, "place_order", order_type="Sell", symbol="AAPL", price=100, amount=3)["order_id"] == 12448
    assert state(tb)["account_info"]["balance"] == 9700.0
    assert ok(tb, "cancel_order", order_id=12447) == {"order_id": 12447, "status": "Cancelled"}
    assert state(tb)["account_info"]["balance"] == 10000.0
    assert "already cancelled" in native_error(tb, "cancel_order", order_id=12447)
    assert state(tb)["account_info"]["balance"] == 10000.0
    assert "reserved" not in state(tb)


def test_order_details_and_cancel() -> None:
    tb = box()
    assert ok(tb, "get_order_details", order_id=12345)["status"] == "Completed"
    assert err(tb, "get_order_details", order_id=1) == json.dumps(
        {"error": "Order with ID 1 not found.Here is the list of orders_id: [12345, 12446]"}
    )
    assert err(tb, "cancel_order", order_id=1) == '{"error": "Order with ID 1 not found."}'
    assert err(tb, "cancel_order", order_id=12345) == (
        '{"error": "Can\'t cancel order 12345. Order is already completed."}'
    )
    assert ok(tb, "cancel_order", order_id=12446) == {"order_id": 12446, "status": "Cancelled"}
    assert ok(tb, "cancel_order", order_id=12446) == {"order_id": 12446, "status": "Cancelled"}


def test_order_history_needs_login() -> None:
    assert err(box(), "get_order_history") == str([{"error": NOT_LOGGED.format("view order history")}])


# --- configuration and long context -----------------------------------------------------------


def test_config_digit_keys_become_ints_and_unknown_keys_are_ignored() -> None:
    order = {"id": 7, "order_type": "Sell", "symbol": "AAPL", "price": 1.0, "amount": 1, "status": "Open"}
    tb = logged_in(config={"orders": {"7": order, "note": "x"}, "surprise": 1, "account_info": {"balance": 5}})
    assert ok(tb, "get_order_history") == {"history": [7, "note"]}
    assert ok(tb, "get_order_details", order_id=7)["id"] == 7
    assert ok(tb, "fund_account", amount=1) == {"status": "Account funded successfully", "new_balance": 6}


def test_native_long_context_is_seeded_and_sized() -> None:
    a, b = state(box("native", long=25)), state(box("native", long=25))
    assert a == b
    assert len(a["transaction_history"]) == 25 and len(a["orders"]) == 27 and len(a["stocks"]) == 36
    assert a["order_counter"] == max(int(k) for k in a["orders"]) + 1
    assert state(box("native", long=0))["orders"] == state(box("native"))["orders"]
    assert a != state(box("native", long=25, seed=9))


def test_read_only_exploration_does_not_shift_native_values() -> None:
    quiet, busy = logged_in("native"), logged_in("native")
    for _ in range(3):
        ok(busy, "get_transaction_history")
        ok(busy, "get_stock_info", symbol="AAPL")
    for tb in (quiet, busy):
        ok(tb, "fund_account", amount=5.0)
        ok(tb, "place_order", order_type="Buy", symbol="AAPL", price=1.0, amount=1)
    assert state(quiet) == state(busy)


@pytest.mark.bfcl
def test_interleaved_episodes_do_not_share_state() -> None:
    first, second = logged_in(long=1), logged_in(long=1)
    ok(first, "add_to_watchlist", stock="AAPL")
    ok(first, "fund_account", amount=1.0)
    assert state(second)["watch_list"] == ["NVDA"]
    assert ok(second, "get_available_stocks", sector="Automobile")["stock_list"][:3] == ["TSLA", "F", "GM"]
    assert len(ok(second, "get_available_stocks", sector="Automobile")["stock_list"]) == 1003
    ok(second, "fund_account", amount=1.0)
    assert state(first)["transaction_history"] == state(second)["transaction_history"]


def test_projection_fields_per_profile() -> None:
    assert "long_context" in state(box()) and "random_seed" not in state(box())
    assert "long_context" not in state(box("native")) and "reserved" not in state(box("native"))


def test_account_without_balance_fails_like_bfcl() -> None:
    tb = logged_in(config={"account_info": {"account_id": 1}, "market_status": "Open"})
    assert err(tb, "fund_account", amount=1.0) == "Error during execution: 'balance'"
    assert err(tb, "withdraw_funds", amount=1.0) == "Error during execution: 'balance'"
    native = logged_in("native", {"account_info": {"account_id": 1}})
    assert "balance" in native_error(native, "fund_account", amount=1.0)
