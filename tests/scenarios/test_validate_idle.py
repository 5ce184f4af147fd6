"""The do-nothing check stops at the first failed turn and agrees with the full episode of a model making no call."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from sandbox.episode.env import EpisodeEnv
from sandbox.episode.loop import run_episode
from sandbox.episode.scenario import Scenario
from sandbox.models.scripted import ScriptedModel
from scenarios import validate_idle as idle
from scenarios.validate import do_nothing_passes

FS = {"root": {"home": {"type": "directory", "contents": {
    "notes.txt": {"type": "file", "content": "buy milk\ncall Rita"},
    "old": {"type": "directory", "contents": {}},
}}}}


def make(*turns: tuple[str, list[str]]) -> Scenario:
    data: dict[str, Any] = {"id": "idle_v1", "domains": {"file_system": FS},
                            "turns": [{"messages": [{"content": text}], "ground_truth": calls} for text, calls in turns]}
    return Scenario.model_validate(data, context={"lenient_gold": True})


CASES = {
    "empty gold only": make(("Hello there, just saying hi.", [])),
    "a change in the first turn": make(("Delete the folder called old.", ["rmdir(dir_name='old')"]), ("Thanks.", [])),
    "a change in the last turn": make(("Hi.", []), ("Delete the folder called old.", ["rmdir(dir_name='old')"])),
    "a read only": make(("Show me notes.txt please.", ["cat(file_name='notes.txt')"])),
}


def full_episode_passes(scenario: Scenario) -> bool:
    result, _ = asyncio.run(run_episode(scenario, ScriptedModel({}, name="do-nothing")))
    return bool(result.passed)


@pytest.mark.parametrize("name", sorted(CASES))
def test_the_early_stopping_check_agrees_with_the_full_episode(name: str) -> None:
    scenario = CASES[name]
    assert idle.idle_passes(scenario) == full_episode_passes(scenario)
    assert (do_nothing_passes([scenario]) == [scenario.id]) == full_episode_passes(scenario)


def test_only_the_empty_gold_scenario_passes() -> None:
    assert [name for name, s in sorted(CASES.items()) if idle.idle_passes(s)] == ["empty gold only"]


def test_turns_after_the_first_failed_one_are_not_played(monkeypatch: pytest.MonkeyPatch) -> None:
    played: list[int] = []
    step = EpisodeEnv.step

    def counting(env: EpisodeEnv, action: Any) -> Any:
        played.append(env.turn)
        return step(env, action)

    monkeypatch.setattr(EpisodeEnv, "step", counting)
    first = make(("Delete the folder called old.", ["rmdir(dir_name='old')"]), ("Hi.", []), ("Bye.", []))
    assert idle.idle_passes(first) is False
    assert set(played) == {0}
    played.clear()
    assert idle.idle_passes(make(("Hi.", []), ("Bye.", []))) is True
    assert set(played) == {0, 1}


def test_one_runner_for_many_episodes_answers_as_a_loop_per_episode_does() -> None:
    with asyncio.Runner() as runner:
        shared = [idle.idle_passes(scenario, runner) for scenario in [*CASES.values(), *CASES.values()]]
    assert shared == [idle.idle_passes(scenario) for scenario in [*CASES.values(), *CASES.values()]]
    assert True in shared and False in shared
