"""Stories that do not take a step back, write what fits, and say only keys they saw: each rule just inside and just outside."""

from __future__ import annotations

import random
from typing import Any

from sandbox.tools.registry import DOMAINS
from scenarios.generate import idle, keys
from scenarios.generate.pools import Pools
from scenarios.generate.texts import FIXED_BY, RESOLUTIONS, TICKETS, resolution
from tests.scenarios.test_generate_meaning import TRADING, param
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


# -- a resolution fits its ticket ------------------------------------------------------------------


def test_every_ticket_text_gets_its_own_themes_resolution() -> None:
    for language, pairs in TICKETS.items():
        for (title, description), fix in zip(pairs, FIXED_BY, strict=True):
            told = f"{title} {description}".lower()
            for said in ("en", "es", "de"):
                assert resolution(told, said) == RESOLUTIONS[said][fix]


def test_an_access_card_ticket_is_not_resolved_with_a_password_reset() -> None:
    card = "la tarjeta de acceso no va el lector de la entrada principal ya no acepta mi tarjeta"
    assert resolution(card, "es") == "Sustituido el equipo por uno nuevo"  # outside: not "Restablecida la contraseña"
    portal = "cannot log in to the budget portal password reset mail never arrives"
    assert resolution(portal, "es") == "Restablecida la contraseña y probado el acceso"  # inside: a log-in problem
    assert resolution("something else entirely", "en") is None


def test_a_resolution_stated_for_a_ticket_is_its_themes() -> None:
    ticket = {"id": 2700, "title": "La tarjeta de acceso no va", "status": "Open", "priority": 3, "created_by": "ana_b",
              "description": "El lector de la entrada principal ya no acepta mi tarjeta"}
    s = story("ticket", {"accounts": {"ana_b": "k9x"}, "ticket_queue": [ticket], "ticket_counter": 2701})
    pools = Pools(s.box, random.Random(1), "es")
    spec = DOMAINS.get("ticket").tools["resolve_ticket"]
    fitted = pools.fitted(spec, {"ticket_id": 2700}, {"resolution": "Restablecida la contraseña y probado el acceso"})
    assert fitted["resolution"] == "Sustituido el equipo por uno nuevo"


# -- an app's key is said only after a result showed it --------------------------------------------


def test_a_card_key_is_said_only_after_an_earlier_turn_showed_it() -> None:
    config = DOMAINS.get("travel").generate(3, 3)
    cards = sorted(config["credit_card_list"])
    s = story("travel", config)
    spec = DOMAINS.get("travel").tools["get_credit_card_balance"]
    assert all(key not in str(v) for v in s._slot_options(spec, ["card_id"], turn=0) for key in cards)  # outside
    assert take(s, "get_all_credit_cards")  # (turn 0: the listing shows the keys)
    assert all(key not in str(v) for v in s._slot_options(spec, ["card_id"], turn=0) for key in cards)  # outside
    said = {str(v["card_id"]) for v in s._slot_options(spec, ["card_id"], turn=1)}
    assert said & set(cards)  # inside: a later turn, after the listing


def test_only_an_apps_codes_are_keys_numbers_and_names_are_said() -> None:
    card, ticket = param("get_credit_card_balance", "card_id", "travel"), param("close_ticket", "ticket_id", "ticket")
    state = {"cards": {"card_7210": {}}, "queue": [{"id": "2700"}]}
    assert keys.unseen(card, "card_7210", state, [])  # outside: the app's code, nothing showed it
    assert not keys.unseen(card, "card_7210", state, ['{"card_7210": {"balance": 1}}'])  # inside: shown
    assert not keys.unseen(ticket, "2700", state, [])  # inside: a ticket's number the user was given
    assert not keys.unseen(card, "card_9999", state, [])  # inside: no key of the app's (one the user made up)
