"""Stories that do not take a step back, write what fits, and say only keys they saw: each rule just inside and just outside."""

from __future__ import annotations

from typing import Any

from scenarios.generate import idle
from tests.scenarios.test_generate_meaning import TRADING
from tests.scenarios.test_generate_story import story, take


def trading() -> dict[str, Any]:
    return {**TRADING, "transaction_history": []}  # (a log each deposit and withdrawal adds to)


# -- a change does not put back what the app's last step changed -----------------------------------


def test_a_withdrawal_of_what_was_just_deposited_is_refused_another_sum_is_not() -> None:
    s = story("trading", trading())
    assert take(s, "fund_account", amount=5000.0)
    assert not take(s, "withdraw_funds", amount=5000.0)  # outside: the deposit undone (the log grew)
    assert s.box.projection()["trading"]["account_info"]["balance"] == 39563.06 + 5000.0  # and taken back
    assert take(s, "withdraw_funds", amount=2000.0)  # inside: another sum


def test_something_of_the_app_in_between_may_have_needed_the_change() -> None:
    s = story("trading", trading())
    assert take(s, "fund_account", amount=5000.0)
    assert take(s, "get_account_info")  # (a step of the app after the deposit)
    assert take(s, "withdraw_funds", amount=5000.0)  # inside: not the app's last step it puts back


def test_a_stock_dropped_from_the_watchlist_is_not_watched_again_at_once() -> None:
    s = story("trading", {**trading(), "watch_list": ["ZETA", "SYNX"]})
    assert take(s, "remove_stock_from_watchlist", symbol="ZETA")
    assert not take(s, "add_to_watchlist", stock="ZETA")  # outside: put back
    assert take(s, "remove_stock_from_watchlist", symbol="SYNX")  # inside: another one


def test_undoes_needs_every_change_put_back_and_nothing_else_changed() -> None:
    was = {"balance": 10.0, "count": 5, "name": "a", "log": []}
    mid = {"balance": 15.0, "count": 6, "name": "a", "log": ["d"]}
    back = {"balance": 10.0, "count": 5, "name": "a", "log": ["d", "w"]}
    assert idle.undoes(mid, back, [(True, was)])  # outside: all back (what was added, a log's entry, aside)
    assert not idle.undoes(mid, {**back, "count": 6}, [(True, was)])  # inside: the count stays
    assert not idle.undoes(mid, {**back, "name": "b"}, [(True, was)])  # inside: something else changed too
    assert not idle.undoes(mid, back, [(True, was), (False, mid)])  # inside: a read of the app between
    assert idle.undoes({"b": 38578.13 + 5000.0}, {"b": 38578.13 + 5000.0 - 5000.0}, [(True, {"b": 38578.13})])
