"""An oracle policy driven through the step API scores exactly what ``toolsim run --model oracle`` scores."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from sandbox.episode.config import EpisodeConfig
from sandbox.episode.env import EpisodeEnv
from sandbox.run.api import make_env, run_suite, suite_scenarios
from tests.gold_words import gold_reply
from tests.sampled import sampled

OWN_SUITES = ["base", "miss_param", "miss_func", "long_context", "composite"]


def gold_action(env: EpisodeEnv, turn: int, mode: str) -> dict[str, Any] | str:
    """What a model that knows the gold says first in a turn: its calls, as an OpenAI message or as text."""
    try:
        calls = env.scenario.turns[turn].calls()
    except Exception:  # imported gold that does not parse: the oracle cannot say it either
        calls = []
    if not calls:
        return {"content": "I cannot do that with what I have: please tell me what is missing."}
    if mode == "prompt":
        return "[" + ", ".join(str(c) for c in calls) + "]"
    tool_calls = []
    for i, call in enumerate(calls):
        names = [p.name for p in env.specs[call.name].params] if call.name in env.specs else []
        arguments = {**dict(zip(names, call.args)), **call.arguments}
        tool_calls.append({"id": f"c{turn}_{i}", "type": "function",
                           "function": {"name": call.name, "arguments": json.dumps(arguments)}})
    return {"content": None, "tool_calls": tool_calls}


def play_oracle(env: EpisodeEnv, mode: str) -> tuple[list[float], dict[str, Any]]:
    """Drive an episode with the gold calls and a reply that tells their results; returns the rewards and the last info."""
    _, info = env.reset()
    rewards, fresh_turn = [], True
    while True:
        action = gold_action(env, env.turn, mode) if fresh_turn else {"content": gold_reply(env.scenario, env.turn)}
        _, reward, terminated, truncated, info = env.step(action)
        rewards.append(reward)
        fresh_turn = info["turn_ended"]
        if terminated or truncated:
            return rewards, info


@pytest.mark.slow
@pytest.mark.parametrize("suite", [*OWN_SUITES, pytest.param("bfcl:base", marks=pytest.mark.bfcl)])
def test_step_api_oracle_scores_what_the_runner_scores(suite: str, tmp_path: Path) -> None:
    mode = "prompt" if suite == "miss_param" else "fc"  # both modes, without running every suite twice
    suite = sampled(suite, tmp_path)
    ran = {r.scenario_id: r for r in run_suite([suite], "oracle", config=EpisodeConfig(mode=mode))}
    scenarios = suite_scenarios(suite)
    assert len(ran) == len(scenarios)
    for scenario in scenarios:
        env = make_env(suite, scenario.id, mode=mode)
        rewards, info = play_oracle(env, mode)
        stepped, expected = info["result"], ran[scenario.id]
        assert stepped.model_dump(exclude={"latency", "trajectory"}) == expected.model_dump(exclude={"latency", "trajectory"})
        assert sum(rewards) == sum(bool(v.passed) for v in stepped.turns)
