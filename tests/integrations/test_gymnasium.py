"""The Gymnasium environment: made by its id, accepted by Gymnasium's checker, played to a verdict."""

from __future__ import annotations

import json
from types import SimpleNamespace
from typing import Any

import pytest

gymnasium = pytest.importorskip("gymnasium", reason="the gym extra is not installed (pip install -e '.[gym]')")

from gymnasium.utils.env_checker import check_env  # noqa: E402

from sandbox.integrations import gymnasium as gym_adapter  # noqa: E402
from sandbox.run.api import make_env, suite_scenarios  # noqa: E402
from tests.gold_words import gold_reply  # noqa: E402

ENV = "sandbox.integrations.gymnasium:toolsim/Episode-v0"


def test_made_by_id_and_accepted_by_the_env_checker() -> None:
    env = gymnasium.make(ENV, suite="base")
    check_env(env.unwrapped)
    observation, info = env.reset(seed=3)
    assert info["scenario_id"] == suite_scenarios("base")[3].id
    assert observation in env.observation_space
    assert json.loads(observation)["messages"][0]["role"] == "user"
    env.close()


def test_gold_replies_pass_and_silence_fails() -> None:
    scenario = suite_scenarios("base")[0]
    env = gymnasium.make(ENV, suite="base", reward="episode")
    for speaks_gold in (True, False):
        observation, info = env.reset(options={"scenario_id": scenario.id})
        assert info["scenario_id"] == scenario.id
        terminated = truncated = False
        turn, fresh = 0, True
        while not (terminated or truncated):
            calls = scenario.turns[turn].calls() if fresh and speaks_gold else []
            said = gold_reply(scenario, turn) if speaks_gold else "Done."
            reply = {"content": None if calls else said, "tool_calls": [
                {"id": f"c{i}", "type": "function", "function": {"name": c.name, "arguments": json.dumps(c.arguments)}}
                for i, c in enumerate(calls)]}
            observation, reward, terminated, truncated, info = env.step(json.dumps(reply))
            fresh = info["turn_ended"]
            turn += fresh
            assert observation in env.observation_space
        assert terminated and not truncated
        assert info["result"]["passed"] is speaks_gold and reward == float(speaks_gold)
        assert info["verdict"]["passed"] is speaks_gold


def test_prompt_mode_and_plain_text_actions() -> None:
    env = gymnasium.make(ENV, suite="base", mode="prompt")
    observation, _ = env.reset(seed=0)
    assert [m["role"] for m in json.loads(observation)["messages"]] == ["system", "user"]
    observation, reward, terminated, truncated, info = env.step("Sorry, I can't.")
    assert info["turn_ended"] and info["verdict"]["error_class"] == "no_call" and reward == 0.0


def test_an_unknown_scenario_is_refused() -> None:
    with pytest.raises(Exception, match="no scenario 'nope'"):
        gymnasium.make(ENV, suite="base", scenario_id="nope")


def _tool_names(observation: str) -> list[str]:
    return [t["function"]["name"] for t in json.loads(observation)["tools"]]


def test_a_reset_to_another_scenario_shows_its_tools_and_a_repeat_encodes_none(monkeypatch: pytest.MonkeyPatch) -> None:
    encoded: list[int] = []

    def counting(value: Any, **options: Any) -> str:
        if isinstance(value, list) and value and all(isinstance(v, dict) and "function" in v for v in value):
            encoded.append(len(value))
        return json.dumps(value, **options)

    monkeypatch.setattr(gym_adapter, "json", SimpleNamespace(dumps=counting, loads=json.loads))
    env = gymnasium.make(ENV, suite="base").unwrapped
    first, second = "fs_quarterly_reports_v1", "travel_business_to_boston_v1"  # as many tools, other ones
    expected = {s: [t["function"]["name"] for t in make_env("base", s).reset()[0]["tools"]] for s in (first, second)}
    assert len(expected[first]) == len(expected[second]) and expected[first] != expected[second]
    for scenario_id in (first, second, first, second):
        observation, _ = env.reset(options={"scenario_id": scenario_id})
        assert _tool_names(observation) == expected[scenario_id]
        observation, *_ = env.step(json.dumps({"content": "No."}))
        assert _tool_names(observation) == expected[scenario_id]
    assert len(encoded) == 4  # once per change of tools
    for _ in range(3):  # the same tools again: the cached text serves every observation
        observation, _ = env.reset(options={"scenario_id": second})
        observation, *_ = env.step(json.dumps({"content": "No."}))
        assert _tool_names(observation) == expected[second]
    assert len(encoded) == 4


def test_held_out_tools_show_when_their_turn_comes() -> None:
    scenario = next(s for s in suite_scenarios("miss_func") if s.held_out)
    [(name, at)] = scenario.held_out.items()
    env = gymnasium.make(ENV, suite="miss_func", scenario_id=scenario.id).unwrapped
    observation, _ = env.reset()
    assert name not in _tool_names(observation)
    for turn in range(at):
        observation, _, _, _, info = env.step(json.dumps({"content": "I will not call anything."}))
        assert info["turn_ended"] and (name in _tool_names(observation)) is (turn + 1 == at)


def test_the_last_info_carries_the_call_metrics_of_the_episode() -> None:
    """The counts and rates ``toolsim report`` pools, for a reply that names a function twice offered and once not."""
    from sandbox.judge.metrics import COUNTS

    scenario = suite_scenarios("base")[0]
    env = gymnasium.make(ENV, suite="base", scenario_id=scenario.id)
    env.reset()
    gold = scenario.turns[0].calls()[0]
    calls = [{"id": "a", "type": "function", "function": {"name": gold.name, "arguments": json.dumps(gold.arguments)}},
             {"id": "b", "type": "function", "function": {"name": "no_such_function", "arguments": "{}"}}]
    terminated = truncated = False
    info: dict[str, Any] = {}
    first = True
    while not (terminated or truncated):
        reply = {"content": None, "tool_calls": calls} if first else {"content": "Done."}
        _, _, terminated, truncated, info = env.step(json.dumps(reply))
        first = False
        assert ("metrics" in info) is (terminated or truncated)
    metrics = info["metrics"]
    assert set(COUNTS) <= set(metrics)
    assert metrics["calls"] == 2 and metrics["hallucinated_functions"] == 1 and metrics["hallucination_rate"] == 0.5
    assert metrics["gold_turns"] == sum(bool(t.ground_truth) for t in scenario.turns)
    assert metrics["function_accuracy"] == metrics["function_correct_turns"] / metrics["gold_turns"]
    json.dumps(metrics)
