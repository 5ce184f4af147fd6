"""Ask and abstain turns by value flow: slots, the values given for them, the allowed writes and their state."""

from __future__ import annotations

from typing import Any

from sandbox.episode.calls import CallResult, ToolCall
from sandbox.episode.scenario import Scenario
from sandbox.judge.asking import Request, allowed_state, execute, guessed, request, state_allowed, tools_of
from sandbox.judge.gold import gold_track
from tests.judge.trajectories import maker, scenario_of


def _scenario(suite: str, base: str) -> Scenario:
    return scenario_of(maker(suite)("probe", base, 0, "pass", "probe", "probe"))


def _request(suite: str, base: str, index: int) -> tuple[Scenario, Request]:
    scenario = _scenario(suite, base)
    return scenario, request(scenario, index, scenario.offered(index, list(tools_of(scenario))))


def _call(name: str, **arguments: Any) -> CallResult:
    return CallResult(call=ToolCall(name=name, arguments=arguments), output="{}", status="ok")


def test_a_write_that_needs_no_held_back_value_is_allowed_and_what_follows_a_guessed_one_is_not() -> None:
    _, wanted = _request("miss_param", "fs_physics_lab_setup_v1", 0)
    assert wanted.allowed == ("cd(folder='homework')",)  # the touch inside the held-back folder is not
    assert ("mkdir", "dir_name") in wanted.slots and ("cd", "folder") in wanted.slots
    assert wanted.given[("cd", "folder")] == ("homework",)


def test_a_value_produced_by_a_call_that_needs_the_held_back_one_is_held_back_too() -> None:
    _, wanted = _request("miss_param", "x_fs_msg_meeting_minutes_v1", 1)  # 'I'm Alice' held back
    assert ("message_login", "user_id") in wanted.slots  # USR001 comes only from looking Alice up
    assert wanted.given[("get_user_id", "user")] == ("Bob",)  # Bob was named: looking him up is no guess
    assert not wanted.allowed  # the message goes out after the login as the held-back user


def test_a_held_out_function_is_a_source_of_the_value_flow() -> None:
    _, wanted = _request("miss_func", "msg_welcome_new_hire_v1", 1)  # add_contact held out
    assert ("send_message", "receiver_id") in wanted.slots and not wanted.allowed


def test_a_slot_filled_with_a_value_given_for_it_passes_and_any_other_value_is_a_guess() -> None:
    scenario, wanted = _request("miss_param", "x_fs_msg_meeting_minutes_v1", 1)
    tools, withheld = tools_of(scenario), scenario.turns[1].withheld
    user = "\n".join(t.text for t in scenario.turns[:2])
    assert not guessed(_call("get_user_id", user="Bob"), wanted, withheld, tools, [], user)
    assert guessed(_call("get_user_id", user="Catherine"), wanted, withheld, tools, [], user)
    failing = CallResult(call=ToolCall(name="message_login", arguments={"user_id": "USR002"}),
                         output='{"error": "x"}', status="tool_error")
    assert guessed(failing, wanted, withheld, tools, [], user)  # a failing call guesses as well
    assert guessed(_call("get_user_id", user="Alice"), wanted, withheld, tools, [], user)  # the held-back name


def test_the_state_may_hold_the_allowed_writes_and_nothing_else() -> None:
    scenario, wanted = _request("miss_param", "x_fs_ticket_crash_report_v1", 1)
    assert wanted.allowed == ("ticket_login(username='qa_mei', password='testpass1')",)
    before = gold_track(scenario, execute).turns[0].state
    logged = allowed_state(scenario, 1, wanted.allowed)
    assert logged != before
    assert state_allowed(scenario, 1, wanted, before, before) and state_allowed(scenario, 1, wanted, logged, before)
    filed = gold_track(scenario, execute).turns[2].state  # the ticket filed too: the title was held back
    assert not state_allowed(scenario, 1, wanted, filed, before)
    assert not state_allowed(scenario, 1, Request(), logged, before)  # no allowed write: only the state before


def test_a_request_is_worked_out_once_per_scenario_turn_and_offered_functions() -> None:
    scenario, wanted = _request("miss_func", "e_it_car_frosty_windscreen_v1", 2)
    offered = scenario.offered(2, list(tools_of(scenario)))
    assert request(scenario, 2, list(offered)) is wanted  # the same scenario object: remembered
    # just outside: the held-out function offered after all is another request, with its own answer
    with_it = request(scenario, 2, [*offered, *scenario.held_out])
    assert with_it is not wanted and with_it == request(scenario.model_copy(), 2, [*offered, *scenario.held_out])
    assert with_it.slots != wanted.slots or with_it.allowed != wanted.allowed
    # an equal scenario that is another object is worked out afresh, to the same result
    copy = scenario.model_copy()
    assert request(copy, 2, offered) is not wanted and request(copy, 2, offered) == wanted
