"""Rules on a generated step given the steps before it (:mod:`scenarios.generate.sequel`), each just inside and just outside."""

from __future__ import annotations

import random
from types import SimpleNamespace
from typing import Any

from apis.trading.generate import generate_config as trading_config
from sandbox.tools.registry import DOMAINS
from sandbox.tools.spec import ParamSpec
from scenarios.generate import keys, sense, sequel
from scenarios.generate.pools import Pools, Produced
from scenarios.generate.texts import CHOICES, made_up
from tests.scenarios.test_generate_story import story, take


def step(tool: str, domain: str, output: str = "{}", turn: int = 0, before: Any = None, **arguments: Any) -> Any:
    spec = DOMAINS.get(domain).tools[tool]
    return SimpleNamespace(spec=spec, call=SimpleNamespace(arguments=arguments), stated=dict(arguments), output=output,
                           turn=turn, before=before)


# -- after a log-out ---------------------------------------------------------------------------------


def test_nothing_more_is_done_in_an_app_after_logging_out_of_it() -> None:
    s = story("trading", trading_config(random.Random(3), 4))
    assert take(s, "add_to_watchlist", stock="NVDA")  # inside: before the log-out
    assert take(s, "trading_logout")
    assert not take(s, "add_to_watchlist", stock="GOOG")  # outside: the app was left
    assert take(s, "trading_get_login_status")  # a status check still makes sense


def test_a_log_in_after_the_log_out_opens_the_app_again() -> None:
    logout, login = step("trading_logout", "trading"), step("trading_login", "trading")
    watch = DOMAINS.get("trading").tools["add_to_watchlist"]
    assert sequel.signed_out(watch, [logout])
    assert not sequel.signed_out(watch, [logout, login])


# -- a record made again -------------------------------------------------------------------------------

STATE = {"credit_card_list": {"card_1": {"balance": 900.0}}, "booking_record": {"7": {"card_id": "card_1"}, "8": {}}}


def test_a_second_insurance_on_the_same_booking_is_refused() -> None:
    buy = DOMAINS.get("travel").tools["purchase_insurance"]
    first = step("purchase_insurance", "travel", booking_id="7", card_id="card_1", insurance_type="travel")
    again = {"access_token": "t", "booking_id": "7", "card_id": "card_1", "insurance_type": "travel", "insurance_cost": 9.0}
    assert sequel.makes_again(buy, again, [first], STATE)  # outside: the same booking insured twice
    assert not sequel.makes_again(buy, {**again, "booking_id": "8"}, [first], STATE)  # inside: another booking, same card


def test_paying_with_the_same_card_twice_is_no_repeat() -> None:
    book = DOMAINS.get("travel").tools["book_flight"]
    first = step("book_flight", "travel", card_id="card_1", travel_date="2026-05-01")
    assert not sequel.makes_again(book, {"card_id": "card_1", "travel_date": "2026-06-01"}, [first], STATE)


# -- comparisons --------------------------------------------------------------------------------------

HOME = {"root": {"me": {"type": "directory", "contents": {
    "summary.txt": {"type": "file", "content": "Signed copy filed"},
    "autumn_receipt.txt": {"type": "file", "content": "total date 467\nbalance date account 422"},
    "receipt_2.txt": {"type": "file", "content": "paid amount 5"},
    "lease.txt": {"type": "file", "content": "paid due 40"}}}}}


def test_a_comparison_is_between_files_about_the_same_thing() -> None:
    s = story("file_system", HOME)
    assert not take(s, "diff", file_name1="summary.txt", file_name2="autumn_receipt.txt")  # outside: nothing shared
    assert take(s, "diff", file_name1="autumn_receipt.txt", file_name2="receipt_2.txt")  # inside: the same stem
    assert take(s, "diff", file_name1="receipt_2.txt", file_name2="lease.txt")  # inside: lines share words


def test_stems_drop_qualifiers_numbers_and_extensions() -> None:
    assert sequel.stem("autumn_receipt_2.txt") == sequel.stem("receipt.md") == "receipt"
    assert sequel.stem("summary.txt") != sequel.stem("receipt.txt")


# -- values a result of the same turn first showed ----------------------------------------------------


def test_an_id_returned_in_this_turn_is_not_said_in_it() -> None:
    made = step("register_credit_card", "travel", output='{"card_id": "862018414942"}', turn=2, before=STATE)
    assert sequel.fresh([made], 2) == {"862018414942"}  # outside: the same turn made it
    assert sequel.fresh([made], 3) == set()  # inside: a later turn saw it
    card = ParamSpec("card_id", str, "", True, kind="card_id")
    assert keys.sayable(card, ["862018414942", "4242"], {}, [], sequel.fresh([made], 2)) == ["4242"]


def test_a_value_the_state_held_before_the_turn_is_not_fresh() -> None:
    shown = step("get_all_credit_cards", "travel", output='{"credit_card_list": {"card_1": {}}}', turn=1, before=STATE)
    assert sequel.fresh([shown], 1) == set()


# -- "those stocks" --------------------------------------------------------------------------------------


def test_a_left_out_list_takes_all_the_newest_result_showed() -> None:
    stocks = ParamSpec("stocks", list[str], "", True, kind="stock_symbol")
    two = [Produced("stock_symbol", "GOOG", 0, "watchlist"), Produced("stock_symbol", "AAPL", 0, "watchlist")]
    assert sense.referable(stocks, two) == [["GOOG", "AAPL"]]  # not ["AAPL"] said as "that stock"
    one = [two[0], Produced("stock_symbol", "AAPL", 1, "symbol")]
    assert sense.referable(stocks, one)[0] == ["AAPL"]  # one shown last: "that stock" is clear


# -- values a person says ----------------------------------------------------------------------------------


def test_an_insurance_type_is_one_a_person_says() -> None:
    s = story("travel", {"credit_card_list": {}, "booking_record": {}})
    buy = DOMAINS.get("travel").tools["purchase_insurance"]
    kind = next(p for p in buy.params if p.name == "insurance_type")
    for language in ("en", "es", "de"):
        pools = Pools(s.box, random.Random(1), language)
        values = pools.stated(buy, kind)
        assert values and set(values) <= set(CHOICES["insurance_type"][language])
    assert made_up("insurance_type_7", "insurance_type") and not made_up("comprehensive", "insurance_type")


def test_a_new_cards_code_is_not_one_of_a_card_the_app_holds() -> None:
    s = story("travel", {"credit_card_list": {"card_1": {"card_verification_number": 111, "balance": 1.0}},
                         "booking_record": {}})
    register = DOMAINS.get("travel").tools["register_credit_card"]
    cvv = next(p for p in register.params if p.kind == "card_cvv")
    drawn = [v for _ in range(50) for v in s.pools.stated(register, cvv)]
    assert drawn and 111 not in drawn and all(100 <= v <= 999 for v in drawn)
