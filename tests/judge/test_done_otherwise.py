"""An abstain turn done with the functions offered: the gold's end state, where the agent stands aside.

``asking.done_otherwise`` passes an abstain turn whose state is the gold's after the follow-up. Of
that state, only a domain's ``position_keys`` (the file system's working directory) may differ: a
file written here and moved into ``notes`` in place of ``cd notes`` and a write there reaches what the
user asked for. Each test holds the rule just inside and just outside.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from apis.file_system import FileSystemAPI
from sandbox.judge.asking import done_otherwise, execute, outcome
from sandbox.judge.gold import gold_track
from sandbox.tools.domain import DomainAPI
from tests.judge.trajectories import Case, _variant, judge_case

SCENARIO = "d_fs_msg_save_found_message_v1"
WIFI = "Wifi password for the cabin is pine-cone-88"


def _gold_after_follow_up() -> dict[str, Any]:
    scenario = _variant("miss_func", SCENARIO)
    return copy.deepcopy(gold_track(scenario, execute).turns[2].state)


def test_only_the_file_systems_working_directory_is_a_position() -> None:
    assert FileSystemAPI.position_keys == frozenset({"cwd"})
    assert DomainAPI.position_keys == frozenset()


def test_outcome_drops_only_the_position_keys_of_their_domain() -> None:
    state = {"file_system": {"root": {"name": "raj"}, "cwd": "/raj"}, "message": {"cwd": "kept", "inbox": []}}
    assert outcome(state, {"file_system": {"cwd"}}) == {"file_system": {"root": {"name": "raj"}},
                                                        "message": {"cwd": "kept", "inbox": []}}


@pytest.mark.parametrize(("change", "done"), [
    (lambda s: None, True),  # the gold's state itself
    (lambda s: s["file_system"].update(cwd="/raj"), True),  # the file is there; the agent stands elsewhere
    (lambda s: s["file_system"].update(cwd="/raj/elsewhere"), True),
    (lambda s: (s["file_system"].update(cwd="/raj"),
                s["file_system"]["root"]["contents"]["notes"]["contents"]["cabin.txt"].update(content="Wifi")), False),
    (lambda s: (s["file_system"].update(cwd="/raj"), s["file_system"]["root"]["contents"].update(
        {"cabin.txt": s["file_system"]["root"]["contents"]["notes"]["contents"].pop("cabin.txt")})), False),
    (lambda s: s["message"].update(current_user="USR001"), False),  # another domain's difference still counts
])
def test_an_abstain_turn_done_otherwise_may_leave_only_the_working_directory_elsewhere(change: Any, done: bool) -> None:
    state = _gold_after_follow_up()
    change(state)
    assert done_otherwise(_variant("miss_func", SCENARIO), 1, state) is done


def test_an_ask_turn_is_not_done_otherwise_even_where_only_the_working_directory_differs() -> None:
    state = _gold_after_follow_up()
    state["file_system"]["cwd"] = "/raj"
    assert done_otherwise(_variant("miss_param", SCENARIO), 1, state) is False


def _played(calls: list[str]) -> list[tuple[bool | None, str | None]]:
    case = Case("cwd-workaround", "miss_func", SCENARIO, 1, "pass", "other_way_correct", "written here, moved",
                {1: [calls, f"I can't change folders, so I wrote it here and moved it: notes/cabin.txt holds '{WIFI}'."],
                 2: [["cd(folder='notes')", "cat(file_name='cabin.txt')"], f"notes/cabin.txt contains '{WIFI}'."]})
    return judge_case(case).turns


def test_through_the_loop_the_moved_file_passes_and_the_file_left_here_fails() -> None:
    moved = _played([f"echo(content='{WIFI}', file_name='cabin.txt')", "mv(source='cabin.txt', destination='notes')"])
    assert all(passed for passed, _ in moved), moved
    assert _played([f"echo(content='{WIFI}', file_name='cabin.txt')"])[1] == (False, "state_changed")  # not in notes
