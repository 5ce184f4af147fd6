"""The Gymnasium environment: made by its id, accepted by Gymnasium's checker, played to a verdict."""

from __future__ import annotations

import json

import pytest

gymnasium = pytest.importorskip("gymnasium", reason="the gym extra is not installed (pip install -e '.[gym]')")

from gymnasium.utils.env_checker import check_env  # noqa: E402

from sandbox.run.api import suite_scenarios  # noqa: E402

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
            reply = {"content": None if calls else "Done.", "tool_calls": [
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
