"""Ask turns: a write the held-back value cannot change is allowed; a request only to know is answered by finding it.

``asking.request`` leaves a write allowed after a write that needs the held-back value, in its
domain, only when the write changes the state alike without it (a stock added to the watch list
after an order of a held-back size; not an engine started after doors a held-out function locks).
``asking.answered_by_reads`` passes an ask turn whose model found and told what the follow-up's reads
would tell. Each rule is tried just inside and just outside.
"""

from __future__ import annotations

import pytest

from sandbox.judge.asking import request
from tests.judge.trajectories import Case, _variant, judge_case

REBUY = "e_trade_math_apple_rebuy_v1"
FROST = "e_it_car_frosty_windscreen_v1"
FIESTA = "d_msg_car_party_address_es_v1"
ADDRESS = "Calle Olivo 15, Rivermist"



def test_a_write_the_held_back_size_cannot_change_stays_allowed() -> None:
    wanted = request(_variant("miss_param", REBUY), 5, [])
    assert "add_to_watchlist(stock='AAPL')" in wanted.allowed
    assert ("place_order", "amount") in wanted.slots
    assert not any(text.startswith("place_order") for text in wanted.allowed)


def test_a_write_that_depends_on_the_held_out_write_is_not_allowed() -> None:
    wanted = request(_variant("miss_func", FROST), 2, [])
    assert not any(text.startswith("startEngine") for text in wanted.allowed)  # the doors must be locked first
    assert any(text.startswith("pressBrakePedal") for text in wanted.allowed)  # the brake does not care


def _fiesta(steps: list[object]) -> tuple[bool | None, str | None]:
    case = Case("found", "miss_param", FIESTA, 0, "pass", "read_finds_value", "found by reads", {0: steps})
    return judge_case(case).turns[0]


@pytest.mark.parametrize(("steps", "verdict"), [
    ([["get_user_id(user='Catherine')", "view_messages_sent()"], f"A Catherine (USR003) le mandaste '{ADDRESS}'."],
     (True, None)),
    ([["view_messages_sent()"], f"Le mandaste '{ADDRESS}' a USR003."], (True, None)),
    # read, but not told: nothing answered and nothing asked
    ([["get_user_id(user='Catherine')", "view_messages_sent()"], "Encontré tus mensajes enviados."], (False, "no_ask")),
    # told, but nothing this turn read shows it: not found
    ([["get_user_id(user='Catherine')"], f"A Catherine le mandaste '{ADDRESS}'."], (False, "no_ask")),
    ([["get_user_id(user='Catherine')"], f"A Catherine (USR003) le mandaste '{ADDRESS}'."], (False, "no_ask")),
    ([f"A Catherine le mandaste '{ADDRESS}'."], (False, "no_ask")),
])
def test_an_ask_turn_answered_by_what_its_reads_found(steps: list[object], verdict: tuple[bool | None, str | None]) -> None:
    assert _fiesta(steps) == verdict
