"""``withheld_readable`` and ``holdout_elementary``: requests a read answers, holdouts no one needs a tool for."""

from __future__ import annotations

from typing import Any

import pytest

from sandbox.episode.scenario import Scenario
from scenarios.arithmetic import ELEMENTARY
from scenarios.validate import validate_scenario
from scenarios.variants import VariantError, miss_func_spec


def _fs(**contents: Any) -> dict[str, Any]:
    files = {name: {"type": "directory", "contents": {}} if value is None else {"type": "file", "content": value}
             for name, value in contents.items()}
    return {"root": {"home": {"type": "directory", "contents": files}}}


def _t(text: str, *calls: str, **extra: Any) -> dict[str, Any]:
    return {"messages": [{"content": text}] if text else [], "ground_truth": list(calls), **extra}


def _scenario(turns: list[dict[str, Any]], domains: dict[str, Any], **extra: Any) -> Scenario:
    data: dict[str, Any] = {"id": "craft_v1", "category": "miss_param", "domains": domains, "turns": turns, **extra}
    return Scenario.model_validate(data, context={"lenient_gold": True})


def _found(scenario: Scenario, check: str) -> list[str]:
    return [f.message for f in validate_scenario(scenario, "test") if f.check == check]


def _move(**contents: Any) -> Scenario:
    return _scenario([_t("Move notes.txt into the folder next to it.", withheld=["old"]),
                      _t("Into old.", "mv(source='notes.txt', destination='old')")], {"file_system": _fs(**contents)})


def test_a_held_back_folder_that_ls_shows_alone_is_readable() -> None:
    found = _found(_move(**{"notes.txt": "milk", "old": None, "todo.txt": "call Rita"}), "withheld_readable")
    assert len(found) == 1 and "'old'" in found[0] and "find()" in found[0]  # the first read that shows it


def test_two_folders_make_the_question_real() -> None:
    assert _found(_move(**{"notes.txt": "milk", "old": None, "new": None}), "withheld_readable") == []


def test_a_rival_of_the_same_shape_loses_to_the_one_the_request_names() -> None:
    def unfollow(text: str) -> Scenario:
        posting = {"username": "me", "password": "pw", "authenticated": True,
                   "following_list": ["adobe_tips", "crypto_giveaways"]}
        return _scenario([_t(text, withheld=["crypto_giveaways"]),
                          _t("crypto_giveaways", "unfollow_user(username_to_unfollow='crypto_giveaways')")],
                         {"posting": posting})
    assert _found(unfollow("Unfollow that giveaway account."), "withheld_readable")  # the only one sharing a word
    assert _found(unfollow("Unfollow that spam account."), "withheld_readable") == []


def test_a_request_with_one_value_no_read_shows_still_needs_asking() -> None:
    ticket = {"ticket": {"accounts": {"ola": "secret-9"}, "ticket_counter": 5, "ticket_queue": [
        {"id": 3, "title": "VPN", "description": "down", "status": "Open", "priority": 1, "created_by": "ola"}]}}
    login = _scenario([_t("Log me in to the helpdesk.", withheld=["ola", "secret-9"]),
                       _t("User ola, password secret-9.", "ticket_login(username='ola', password='secret-9')")],
                      ticket)
    assert _found(login, "withheld_readable") == []


def _math(turns: list[dict[str, Any]], held: dict[str, int]) -> Scenario:
    data = {"id": "craft_v1", "category": "miss_func", "domains": {"math": {}}, "turns": turns, "held_out": held}
    return Scenario.model_validate(data, context={"lenient_gold": True})


@pytest.mark.parametrize("function, call, elementary", [
    ("multiply", "multiply(a=4.2, b=2.6)", True),
    ("round_number", "round_number(number=6.4035, decimal_places=2)", True),
    ("power", "power(base=1.03, exponent=5)", False),
    ("standard_deviation", "standard_deviation(numbers=[14.2, 11.8, 9.5])", False),
])
def test_holding_out_elementary_arithmetic_is_an_error(function: str, call: str, elementary: bool) -> None:
    scenario = _math([_t("Work it out for me, please."), _t("", call)], {function: 1})
    assert bool(_found(scenario, "holdout_elementary")) is elementary
    assert (function in ELEMENTARY) is elementary


def test_the_miss_func_builder_never_picks_elementary_arithmetic() -> None:
    def base(*turns: dict[str, Any]) -> Scenario:
        return Scenario.model_validate({"id": "craft_v1", "domains": {"math": {}}, "turns": list(turns)},
                                       context={"lenient_gold": True})
    mixed = base(_t("Spread of 1, 2, 6?", "standard_deviation(numbers=[1, 2, 6])"), _t("Times 3?", "multiply(a=3.0, b=3)"))
    assert miss_func_spec(mixed).model_dump() == {"turn": 0, "functions": ["standard_deviation"]}
    with pytest.raises(VariantError):
        miss_func_spec(base(_t("2 plus 3?", "add(a=2, b=3)"), _t("Times 3?", "multiply(a=5, b=3)")))
