"""A configuration value of the wrong type is refused when the configuration is loaded, never crashes a tool later.

The trading account keeps its records as BFCL writes them (exact keys and types), so the values its tools
compute with (balance, quotes, order amounts) are checked at load. The refusal names the domain and the
field; a value that loads runs every tool without a crash (a property test over the configuration).
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from apis.trading import DOMAIN
from apis.trading.defaults import default_orders, default_stocks
from sandbox.run.api import make_env, suite_scenarios
from sandbox.tools.errors import ScenarioFileError
from tests.apis.helpers import run, toolbox

ACCOUNT = {"account_id": 12345, "balance": 10000.0, "binding_card": 1974202140965533}
CONFIG: dict[str, Any] = {"account_info": ACCOUNT, "stocks": default_stocks(), "orders": default_orders(),
                          "authenticated": True, "market_status": "Open"}
#: Calls that read or change each value the check covers.
CALLS: list[tuple[str, dict[str, Any]]] = [
    ("get_account_info", {}), ("fund_account", {"amount": 10.0}), ("withdraw_funds", {"amount": 5.0}),
    ("get_stock_info", {"symbol": "AAPL"}), ("filter_stocks_by_price", {"stocks": ["AAPL", "GOOG"], "min_price": 1.0,
                                                                        "max_price": 5000.0}),
    ("notify_price_change", {"stocks": ["AAPL", "GOOG", "TSLA"], "threshold": 0.1}),
    ("place_order", {"order_type": "Buy", "symbol": "AAPL", "price": 227.16, "amount": 2}),
    ("get_order_details", {"order_id": 12446}), ("cancel_order", {"order_id": 12446}), ("get_order_history", {}),
    ("get_transaction_history", {}), ("add_to_watchlist", {"stock": "AAPL"}), ("get_watchlist", {}),
]


def _with(path: tuple[str, ...], value: Any) -> dict[str, Any]:
    config = copy.deepcopy(CONFIG)
    target = config
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return config


BAD = [
    (("account_info", "balance"), "10000", "account_info: balance must be a number, not str"),
    (("account_info", "balance"), None, "account_info: balance must be a number, not NoneType"),
    (("account_info", "balance"), True, "account_info: balance must be a number, not bool"),
    (("account_info", "balance"), [1], "account_info: balance must be a number, not list"),
    (("stocks", "AAPL", "price"), "227", "stocks: AAPL.price must be a number, not str"),
    (("stocks", "GOOG", "percent_change"), {"a": 1}, "stocks: GOOG.percent_change must be a number, not dict"),
    (("stocks", "TSLA", "volume"), "high", "stocks: TSLA.volume must be a number"),
    (("stocks", "MSFT"), {"price": 1.0}, "stocks: MSFT has no percent_change"),
    (("orders", 12446, "price"), "2840", "orders: 12446.price must be a number, not str"),
    (("orders", 12446, "amount"), None, "orders: 12446.amount must be a number"),
    (("orders", 12446), {"price": 1.0}, "orders: 12446 has no status"),
    (("orders", 12446), "Pending", "orders: 12446 must be an object, not str"),
]


@pytest.mark.parametrize(("path", "value", "message"), BAD, ids=[m for *_, m in BAD])
@pytest.mark.parametrize("profile", ["native", "bfcl"])
def test_a_wrongly_typed_value_is_refused_at_load(path: tuple[str, ...], value: Any, message: str, profile: str) -> None:
    with pytest.raises(ValidationError) as refused:
        toolbox(DOMAIN, _with(path, value), profile).projection()  # type: ignore[arg-type]
    assert message.split(": ", 1)[1] in str(refused.value)


@pytest.mark.parametrize(("path", "value", "message"), BAD[:1] + BAD[4:5] + BAD[-1:], ids=["balance", "price", "order"])
def test_the_step_api_names_the_domain_and_field(path: tuple[str, ...], value: Any, message: str,
                                                 tmp_path: Path) -> None:
    scenario = next(s for s in suite_scenarios("base") if "trading" in s.domains).model_dump(mode="json")
    scenario["domains"]["trading"] = _with(path, value)
    suite = tmp_path / "suite.jsonl"
    suite.write_text(json.dumps(scenario) + "\n", encoding="utf-8")
    with pytest.raises(ScenarioFileError) as refused:
        make_env(str(suite), scenario["id"])
    assert f"domain 'trading' refuses its configuration: field {message}" in str(refused.value)


def test_bfcl_extra_entries_in_orders_still_load() -> None:
    config = _with(("orders", "order_type"), "Buy")  # as BFCL's own data has it
    box = toolbox(DOMAIN, config, "bfcl")
    assert run(box, "get_order_details", order_id=12345).status == "ok"


def _leaves(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [path] if path else []
    if isinstance(value, dict):
        for key, item in value.items():
            found += _leaves(item, (*path, key))
    return found


LEAVES = _leaves({k: CONFIG[k] for k in ("account_info", "stocks", "orders")})
JSON = st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.floats(-1e6, 1e6) | st.text(max_size=5) | \
    st.lists(st.integers(), max_size=2) | st.dictionaries(st.text(max_size=3), st.integers(), max_size=2)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(path=st.sampled_from(LEAVES), value=JSON, profile=st.sampled_from(["native", "bfcl"]))
def test_a_configuration_that_loads_crashes_no_tool(path: tuple[Any, ...], value: Any, profile: str) -> None:
    try:
        box = toolbox(DOMAIN, _with(path, value), profile)  # type: ignore[arg-type]
        box.projection()
    except ValidationError:
        return  # refused at load: fine
    for name, arguments in CALLS:
        result = run(box, name, **arguments)
        assert result.status != "crashed", (name, result.detail)
