"""Same-kind writes compared up to the order the user left open: ids by what they hold, lists as multisets."""

from __future__ import annotations

import asyncio
from typing import Any
from unittest import mock

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sandbox.episode.loop import run_episode
from sandbox.episode.scenario import Scenario
from sandbox.judge.diff import diff_states
from sandbox.judge.unordered import MAX_TRIES, created_ids, order_fixed, same_up_to_order
from sandbox.judge.values import same_value
from sandbox.models.scripted import ScriptedModel, Step

TEXT = "Rehearsal is Wednesday."


def _same(expected: dict[str, Any], actual: dict[str, Any], ids: set[str]) -> bool:
    differences = diff_states(expected, actual, same=same_value)
    return not differences or same_up_to_order(expected, actual, ids, differences, same_value)


def _contacts(ingrid: str, tomasz: str, *receivers: str) -> dict[str, Any]:
    inbox = [{"id": 100 + i, "sender": "USR003", "receiver": r, "message": TEXT} for i, r in enumerate(receivers)]
    return {"message": {"user_map": {"Cat": "USR003", "Ingrid": ingrid, "Tomasz": tomasz}, "inbox": inbox}}


@pytest.mark.parametrize("text, fixed", [
    ("Add all three to my watchlist, in that order.", True),
    ("First book the outbound flight, then the return.", True),
    ("Zuerst an Anna, dann an Ben.", True),
    ("Primero a Ana y luego a Beto.", True),
    ("D'abord à Anne, puis à Benoît.", True),
    ("Prima ad Anna, poi a Bruno.", True),
    ("Primeiro para a Ana, depois para o Bruno.", True),
    ("Envoie-les dans cet ordre : Anne, Benoît.", True),
    ("Add Ingrid and Tomasz as contacts.", False),
    ("Log me in, then send it to Anna and Ben.", False),  # "then" alone joins steps of different kinds
    ("Book the first flight of the day to Boston and the return.", False),  # "first" alone
])
def test_the_order_is_fixed_only_by_words_that_fix_it(text: str, fixed: bool) -> None:
    assert order_fixed(text) is fixed


def test_created_ids_are_the_id_fields_of_results_that_the_configuration_lacks() -> None:
    outputs = ['{"user_id": "USR005"}', '{"message_id": {"new_id": 44440}, "sent_status": true}',
               '{"user_id": "USR001", "count": 7}', "not json"]
    assert created_ids(outputs, {"message": {"user_map": {"Alice": "USR001"}}}) == {"USR005", "44440"}


def test_contacts_added_in_the_other_order_with_their_messages_are_the_same_state() -> None:
    gold = _contacts("USR005", "USR006", "USR005", "USR006")
    ids = {"USR005", "USR006", "100", "101"}
    # the contacts swapped ids; Ingrid's message follows Ingrid: the same up to the order
    assert _same(gold, _contacts("USR006", "USR005", "USR006", "USR005"), ids)
    assert _same(gold, _contacts("USR006", "USR005", "USR005", "USR006"), ids)  # messages sent in the other order too
    # just outside: the swapped contacts, but both messages to the same one
    assert not _same(gold, _contacts("USR006", "USR005", "USR006", "USR006"), ids)
    # the ids are not created ones (the user knew them): no renaming
    assert not _same(gold, _contacts("USR006", "USR005", "USR006", "USR005"), {"100", "101"})


def test_records_keyed_by_a_created_id_compare_by_what_they_hold() -> None:
    def bookings(first: str, second: str, cost: float = 400.0) -> dict[str, Any]:
        return {"travel": {"booking_record": {first: {"from": "RMS", "to": "BOS", "cost": 200.0},
                                              second: {"from": "BOS", "to": "RMS", "cost": cost}}}}
    ids = {"4682738", "5418019"}
    assert _same(bookings("4682738", "5418019"), bookings("5418019", "4682738"), ids)
    assert _same(bookings("4682738", "5418019"), bookings("5418019", "4682738", 400.0000001), ids)
    assert not _same(bookings("4682738", "5418019"), bookings("5418019", "4682738", 450.0), ids)


def test_a_list_is_compared_as_a_multiset_not_as_a_set() -> None:
    gold = {"trading": {"watch_list": ["AAPL", "MSFT", "OMEG"]}}
    assert _same(gold, {"trading": {"watch_list": ["AAPL", "OMEG", "MSFT"]}}, set())
    assert not _same(gold, {"trading": {"watch_list": ["AAPL", "OMEG", "OMEG"]}}, set())
    assert not _same(gold, {"trading": {"watch_list": ["AAPL", "OMEG"]}}, set())


def test_ids_of_another_shape_are_never_swapped_and_the_search_is_bounded() -> None:
    gold = {"t": {"q": [{"id": 101, "who": "a"}, {"id": 102, "who": "b"}]}}
    actual = {"t": {"q": [{"id": 101, "who": "b"}, {"id": 1020, "who": "a"}]}}
    assert not _same(gold, actual, {"101", "102", "1020"})
    many = [str(1000 + i) for i in range(8)]

    def queue(order: list[str]) -> dict[str, Any]:
        return {"t": {"q": {i: {"n": k} for k, i in enumerate(order)}}}
    # only the ids of records that differ are renamed: two swapped among eight is found
    assert _same(queue(many), queue(many[:2][::-1] + many[2:]), set(many))
    # six that differ: 6! = MAX_TRIES renamings, still searched; eight: 8! > MAX_TRIES, compared as they are
    assert MAX_TRIES == 720
    assert _same(queue(many), queue(many[:1] + many[1:7][::-1] + many[7:]), set(many))
    assert not _same(queue(many), queue(many[::-1]), set(many))


def test_a_container_that_no_renaming_can_resize_is_refused_before_any_search() -> None:
    gold = {"message": {"inbox": [{"id": 100, "to": "USR005"}], "user_map": {"Ingrid": "USR005"}}}
    searched: list[int] = []

    def counting(a: Any, b: Any) -> bool:
        searched.append(1)
        return same_value(a, b)
    # a message missing from a list reached by plain keys: the list's length no renaming changes
    shorter = {"message": {"inbox": [], "user_map": {"Ingrid": "USR005"}}}
    assert not same_up_to_order(gold, shorter, {"100", "USR005"}, diff_states(gold, shorter), counting)
    assert not searched
    # just inside: a record under another created key, the same count: searched, and the same up to order
    renamed = {"message": {"inbox": [{"id": 100, "to": "USR006"}], "user_map": {"Ingrid": "USR006"}}}
    ids = {"100", "USR005", "USR006"}
    assert same_up_to_order(gold, renamed, ids, diff_states(gold, renamed), counting)
    assert searched
    # a container reached through a created key is not judged by its length (the renaming moves it)
    nested = {"t": {"q": {"1001": {"tags": ["a"]}, "1002": {"tags": ["a", "b"]}}}}
    swapped = {"t": {"q": {"1001": {"tags": ["a", "b"]}, "1002": {"tags": ["a"]}}}}
    assert _same(nested, swapped, {"1001", "1002"})


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(["1001", "1002", "1003", "x"]), max_size=4),
       st.lists(st.sampled_from(["1001", "1002", "1003", "x"]), max_size=4),
       st.dictionaries(st.sampled_from(["1001", "1002", "k"]), st.lists(st.sampled_from(["a", "1003"]), max_size=3), max_size=3),
       st.dictionaries(st.sampled_from(["1001", "1002", "k"]), st.lists(st.sampled_from(["a", "1003"]), max_size=3), max_size=3))
def test_refusing_by_length_never_changes_the_verdict(gold_list: list[str], list_: list[str],
                                                      gold_map: dict[str, list[str]], map_: dict[str, list[str]]) -> None:
    gold = {"d": {"l": gold_list, "m": gold_map}}
    actual = {"d": {"l": list_, "m": map_}}
    ids = {"1001", "1002", "1003"}
    differences = diff_states(gold, actual, same=same_value)
    if not differences:
        return
    with mock.patch("sandbox.judge.unordered._count_differs", return_value=False):
        searched = same_up_to_order(gold, actual, ids, differences, same_value)
    assert same_up_to_order(gold, actual, ids, differences, same_value) == searched


# -- through the real loop and judge ----------------------------------------------------------------


def _scenario(text: str) -> Scenario:
    return Scenario.model_validate({
        "id": "order_probe_v1", "domains": {"message": {
            "user_map": {"Alice": "USR001", "Bob": "USR002", "Catherine": "USR003"}, "inbox": [],
            "current_user": "USR003"}},
        "turns": [{"messages": [{"content": text}], "ground_truth": [
            "add_contact(user_name='Ingrid')", "add_contact(user_name='Tomasz')",
            f"send_message(receiver_id='USR005', message='{TEXT}')",
            f"send_message(receiver_id='USR006', message='{TEXT}')"]}]})


def _passed(text: str, calls: list[str]) -> bool:
    scenario = _scenario(text)
    steps: list[Step] = [calls, "Done: Ingrid is USR005, Tomasz USR006, and both have the text."]
    result, _ = asyncio.run(run_episode(scenario, ScriptedModel({scenario.id: [steps]})))
    return result.turns[0].passed is True


def test_the_judge_accepts_the_other_order_only_where_the_user_left_it_open() -> None:
    swapped = ["add_contact(user_name='Tomasz')", "add_contact(user_name='Ingrid')",
               f"send_message(receiver_id='USR006', message='{TEXT}')",
               f"send_message(receiver_id='USR005', message='{TEXT}')"]
    assert _passed("Add Ingrid and Tomasz, and send both the text.", _scenario("").turns[0].ground_truth)
    assert _passed("Add Ingrid and Tomasz, and send both the text.", swapped)
    assert not _passed("Add Ingrid and Tomasz, in that order, and send both the text.", swapped)
    wrong = [*swapped[:2], f"send_message(receiver_id='USR005', message='{TEXT}')",
             f"send_message(receiver_id='USR005', message='{TEXT}')"]
    assert not _passed("Add Ingrid and Tomasz, and send both the text.", wrong)
