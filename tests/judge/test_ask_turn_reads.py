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
from tests.judge.trajectories import Case, Steps, _variant, judge_case

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


CHAT = "d_msg_ticket_respuesta_chat_es_v1"
RESET = "Contraseña restablecida, ya puede entrar"
FOUND: Steps = [["get_user_id(user='Catherine')", "view_messages_sent()", f"resolve_ticket(ticket_id=2210, resolution='{RESET}')"],
         f"Tu único mensaje a Catherine dice «{RESET}»; he resuelto la incidencia 2210 con ese texto."]


def _chat(steps: Steps, inbox: list[dict[str, str]] | None = None) -> tuple[bool | None, str | None]:
    case = Case("found", "miss_param", CHAT, 2, "pass", "read_finds_value", "found by reads", {2: steps})
    if inbox is None:
        return judge_case(case).turns[2]
    from tests.judge import trajectories

    scenario = trajectories.scenario_of(case)
    domains = {**scenario.domains, "message": {**scenario.domains["message"], "inbox": inbox}}
    changed = scenario.model_copy(update={"domains": domains})
    from unittest import mock

    with mock.patch.object(trajectories, "scenario_of", return_value=changed):
        return judge_case(case).turns[2]


def test_a_held_back_value_found_as_the_one_candidate_a_read_showed_is_no_guess() -> None:
    assert _chat(FOUND) == (True, None)  # the only message sent: found, and the request done
    # just outside: two messages sent to Catherine, so picking the right one is a guess
    two = [{"USR003": RESET}, {"USR003": "Te llamo mañana"}]
    assert _chat(FOUND, two) == (False, "guessed_value")
    # the one message, but another text passed than the follow-up's: a guess
    calls = ["get_user_id(user='Catherine')", "view_messages_sent()"]
    other = [*calls, "resolve_ticket(ticket_id=2210, resolution='Contraseña restablecida')"]
    assert _chat([other, FOUND[1]]) == (False, "guessed_value")
    # found, but only half the request done (no resolution written): the state is not the follow-up's
    assert _chat([calls, "Encontré el mensaje."])[0] is False


CARTAO = "e_pt_travel_new_card_budget_v1"
RATE = "compute_exchange_rate(base_currency='BRL', target_currency='USD', value=100)"


def _cartao(steps: Steps) -> tuple[bool | None, str | None]:
    case = Case("probe", "miss_param", CARTAO, 2, "pass", "read_then_ask", "probe", {2: steps})
    return judge_case(case).turns[2]


def test_a_read_that_tries_a_value_to_show_how_it_works_then_asks_is_a_probe_not_a_guess() -> None:
    assert _cartao([[RATE], "Hoje 100 reais valem 26,32 dólares. Qual é o valor do seu limite em reais?"]) == (True, None)
    # just outside: the tried value not said, so the rate reads as the answer
    assert _cartao([[RATE], "Hoje isso dá 26,32 dólares. Qual é o valor do seu limite em reais?"]) == \
        (False, "guessed_value")
    # said, but asked only under a condition: the tried value is kept as the answer
    assert _cartao([[RATE], "100 reais valem 26,32 dólares. Se for outro valor, diga-me."]) == (False, "guessed_value")
    # said, and no question at all
    assert _cartao([[RATE], "100 reais valem 26,32 dólares."]) == (False, "guessed_value")
    # the held-back amount itself, tried unasked: a guess however it is said
    exact = "compute_exchange_rate(base_currency='BRL', target_currency='USD', value=3800)"
    assert _cartao([[exact], "3800 reais valem 1000 dólares. Qual é o valor do seu limite em reais?"]) == \
        (False, "guessed_value")
