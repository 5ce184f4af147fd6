"""The step API: reset/step observations, rewards, the end of an episode, limits and failures."""

from __future__ import annotations

import asyncio
import json

import pytest

from sandbox.episode.config import EpisodeConfig
from sandbox.episode.env import EpisodeEnv
from sandbox.episode.scenario import Scenario
from sandbox.run.api import make_env, run_suite, suite_scenarios
from sandbox.tools.errors import RegistryError


def _scenario(profile: str = "native") -> Scenario:
    return Scenario(
        id="sum", domains={"math": {}}, profile=profile,  # type: ignore[arg-type]
        turns=[
            {"messages": [{"content": "Add 2 and 3."}], "ground_truth": ["add(a=2, b=3)"]},
            {"messages": [{"content": "Can you do my taxes?"}]},
            {"messages": [{"content": "Multiply 4 by 5."}], "ground_truth": ["multiply(a=4, b=5)"]},
        ],
    )


def _call(name: str, **arguments: object) -> dict[str, object]:
    return {"content": None, "tool_calls": [{"id": f"id_{name}", "type": "function",
                                             "function": {"name": name, "arguments": json.dumps(arguments)}}]}


def test_a_played_episode_gives_turn_rewards_and_ends_terminated() -> None:
    env = EpisodeEnv(_scenario())
    observation, info = env.reset()
    assert observation["messages"] == [{"role": "user", "content": "Add 2 and 3."}] and info == {"turn": 0}
    assert "add" in {t["function"]["name"] for t in observation["tools"]}
    observation, reward, terminated, truncated, info = env.step(_call("add", a=2, b=3))
    assert [m["role"] for m in observation["messages"]] == ["tool"]
    assert observation["messages"][0]["tool_call_id"] == "id_add"
    assert info["assistant"]["tool_calls"][0]["id"] == "id_add" and not info["turn_ended"]
    assert (reward, terminated, truncated) == (0.0, False, False)
    observation, reward, terminated, truncated, info = env.step({"content": "It is 5."})
    assert observation["messages"] == [{"role": "user", "content": "Can you do my taxes?"}]
    assert reward == 1.0 and info["turn_ended"] and info["verdict"].passed and info["error_class"] is None
    observation, reward, *_ = env.step("No, I cannot.")  # native: an empty-gold turn is judged; it did not act
    assert reward == 1.0 and observation["messages"][0]["content"] == "Multiply 4 by 5."
    _, reward, terminated, truncated, info = env.step(_call("add", a=4, b=5))  # the wrong function
    assert not info["turn_ended"]
    _, reward, terminated, truncated, info = env.step({"content": "Done."})
    assert (reward, terminated, truncated) == (0.0, True, False)
    assert info["error_class"] == "response_mismatch" and info["verdict"].missing_outputs and not info["result"].passed
    assert [v.passed for v in info["result"].turns] == [True, True, False]
    with pytest.raises(RuntimeError, match="over"):
        env.step("more")


def test_episode_reward_comes_at_the_end_and_reset_plays_again() -> None:
    env = EpisodeEnv(_scenario(), reward="episode")
    for _ in range(2):  # reset starts the same episode afresh
        env.reset(seed=7)
        rewards = [env.step(_call("add", a=2, b=3))[1], env.step("It is 5.")[1], env.step("no")[1],
                   env.step(_call("multiply", a=4, b=5))[1]]
        *_, terminated, truncated, info = env.step("20")
        assert rewards == [0.0] * 4 and (_[1], terminated, truncated) == (1.0, True, False)
        assert info["result"].passed


def test_step_needs_a_reset_and_bad_settings_are_refused() -> None:
    with pytest.raises(RuntimeError, match="reset"):
        EpisodeEnv(_scenario()).step("hi")
    with pytest.raises(ValueError, match="reward"):
        EpisodeEnv(_scenario(), reward="sometimes")  # type: ignore[arg-type]
    with pytest.raises(RegistryError, match="no scenario 'nope'"):
        make_env("base", "nope")


def test_prompt_mode_has_a_system_prompt_and_reads_text() -> None:
    env = EpisodeEnv(_scenario(), config=EpisodeConfig(mode="prompt"))
    observation, _ = env.reset()
    assert [m["role"] for m in observation["messages"]] == ["system", "user"]
    assert '"add"' in observation["messages"][0]["content"]
    observation, *_ = env.step("[add(a=2, b=3)]")
    assert observation["messages"][0]["role"] == "user" and "Function results" in observation["messages"][0]["content"]
    assert env.request().tools == []


def test_malformed_tool_calls_are_the_models_parse_error() -> None:
    env = EpisodeEnv(_scenario())
    env.reset()
    broken = {"content": "", "tool_calls": [{"function": {"name": "add", "arguments": "{a: 2"}}]}
    _, reward, _, _, info = env.step(broken)
    assert info["turn_ended"] and info["error_class"] == "parse_error" and reward == 0.0
    with pytest.raises(ValueError, match="list of objects"):
        env.step({"tool_calls": "add(a=2, b=3)"})


def test_held_out_functions_arrive_with_their_turn() -> None:
    scenario = next(s for s in suite_scenarios("miss_func") if s.held_out)
    [(name, at)] = scenario.held_out.items()
    env = make_env("miss_func", scenario.id)
    observation, _ = env.reset()
    assert name not in {t["function"]["name"] for t in observation["tools"]}
    while env.turn < at:
        observation, *_ = env.step("I will not call anything.")
    assert name in {t["function"]["name"] for t in observation["tools"]}
    assert observation["messages"][0]["content"].startswith("More functions are available")


@pytest.mark.parametrize(("profile", "episode_ends"), [("bfcl", True), ("native", False)])
def test_the_step_limit_truncates(profile: str, episode_ends: bool) -> None:
    env = EpisodeEnv(_scenario(profile), config=EpisodeConfig(max_steps=2))
    env.reset()
    for _ in range(2):
        assert not env.step(_call("add", a=2, b=3))[4]["turn_ended"]
    _, _, terminated, truncated, info = env.step(_call("add", a=2, b=3))
    assert info["turn_ended"] and info["verdict"].truncated
    assert (terminated, truncated) == (False, episode_ends)


def test_a_model_failure_stops_the_episode() -> None:
    env = EpisodeEnv(_scenario())
    env.reset()
    observation, reward, terminated, truncated, info = env.fail("timeout", "no answer")
    assert (reward, terminated, truncated) == (0.0, True, False) and observation["messages"] == []
    assert info["result"].error_class == "model_error" and info["result"].model_error == "timeout: no answer"
    assert [v.skipped for v in info["result"].turns] == [False, True, True]


def test_the_async_variant_runs_episodes_concurrently() -> None:
    async def play(env: EpisodeEnv) -> bool:
        await env.areset()
        for action in (_call("add", a=2, b=3), "It is 5.", "no", _call("multiply", a=4, b=5), "20"):
            *_, info = await env.astep(action)
            await asyncio.sleep(0)
        return bool(info["result"].passed)

    async def main() -> list[bool]:
        return await asyncio.gather(*(play(EpisodeEnv(_scenario(), trial=i)) for i in range(4)))

    assert asyncio.run(main()) == [True] * 4


def test_the_runner_plays_its_episodes_through_the_step_api(monkeypatch: pytest.MonkeyPatch) -> None:
    stepped: list[str] = []
    real = EpisodeEnv.step

    def counting(self: EpisodeEnv, action: object) -> object:
        stepped.append(self.scenario.id)
        return real(self, action)  # type: ignore[arg-type]

    monkeypatch.setattr(EpisodeEnv, "step", counting)
    [result] = run_suite(["base"], "oracle", limit=1)
    assert result.passed and stepped == [result.scenario_id] * result.steps


def test_requests_share_one_tool_list_per_tool_set_and_observations_get_copies() -> None:
    first, second = EpisodeEnv(_scenario()), EpisodeEnv(_scenario())
    observation, _ = first.reset()
    second.reset()
    assert first.request().tools is second.request().tools  # encoded once per process by a client's memo
    observation["tools"].clear()  # a caller changing its observation changes nothing of toolsim's
    assert first.request().tools and second.reset()[0]["tools"] == first.request().tools
