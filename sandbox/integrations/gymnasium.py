"""A Gymnasium environment over the step API, registered as ``toolsim/Episode-v0`` on import.

Needs the ``gym`` extra (``pip install -e '.[gym]'``)::

    import gymnasium
    env = gymnasium.make("sandbox.integrations.gymnasium:toolsim/Episode-v0", suite="base")
    observation, info = env.reset(seed=3)  # the suite's fourth scenario

Observations and actions are text (:class:`gymnasium.spaces.Text`). An observation is a JSON
object (ASCII, non-ASCII characters escaped) with ``messages`` (from ``reset``: the conversation so
far; from ``step``: the messages to append after the reply) and ``tools`` (the OpenAI tool schemas
offered now). An action is the model's reply: in ``fc`` mode a JSON assistant message (``content``
and/or ``tool_calls``; text that is not a JSON object counts as a reply without calls), in
``prompt`` mode the text itself. Rewards, ``terminated`` and ``truncated`` are the step API's
(:class:`~sandbox.episode.env.EpisodeEnv`); ``info`` holds the turn's verdict as JSON when a turn
ended and the episode's result at the end.

The scenario is fixed by ``scenario_id=`` or ``reset(options={"scenario_id": ...})``; otherwise
``reset(seed=i)`` plays the suite's ``i``-th scenario (modulo its size) and ``reset()`` one drawn
from the environment's seeded generator.
"""

from __future__ import annotations

import json
import string
from typing import Any, SupportsFloat

import gymnasium
from gymnasium import spaces

from sandbox.episode.client import Mode
from sandbox.episode.config import EpisodeConfig
from sandbox.episode.env import EpisodeEnv, Reward
from sandbox.run.api import make_env, suite_scenarios

ENV_ID = "toolsim/Episode-v0"
#: What JSON with escaped non-ASCII characters is written with (observations), and model text.
OBSERVATION_CHARSET = frozenset(string.printable) - frozenset("\x0b\x0c")
MAX_OBSERVATION = 1 << 24
MAX_ACTION = 1 << 16


def parse_action(action: str, mode: Mode) -> dict[str, Any] | str:
    """A text action as the step API takes it (see the module docstring)."""
    if mode == "prompt":
        return action
    try:
        message = json.loads(action)
    except ValueError:
        return action
    if isinstance(message, dict) and isinstance(message.get("tool_calls", []), list | None):
        return message
    return action


class ToolsimEnv(gymnasium.Env[str, str]):
    """One toolsim suite as a Gymnasium environment (each reset plays one of its scenarios).

    Args:
        suite: A suite name or ``.jsonl`` path.
        scenario_id: Always play this scenario (default: chosen at each reset).
        mode: ``fc`` or ``prompt``.
        reward: ``turn`` or ``episode`` (see :class:`~sandbox.episode.env.EpisodeEnv`).
        max_steps: The per-turn step limit.
    """

    metadata: dict[str, Any] = {"render_modes": []}

    def __init__(self, suite: str = "base", scenario_id: str | None = None, mode: Mode = "fc",
                 reward: Reward = "turn", max_steps: int = 20) -> None:
        self.suite, self.mode, self.reward, self.scenario_id = suite, mode, reward, scenario_id
        self.config = EpisodeConfig(mode=mode, max_steps=max_steps)
        self.scenario_ids = [s.id for s in suite_scenarios(suite)]
        if scenario_id is not None and scenario_id not in self.scenario_ids:
            make_env(suite, scenario_id)  # raises the registry's error, naming the suite
        self.observation_space = spaces.Text(MAX_OBSERVATION, min_length=0, charset=OBSERVATION_CHARSET)
        self.action_space = spaces.Text(MAX_ACTION, min_length=0, charset=OBSERVATION_CHARSET)
        self.episode: EpisodeEnv | None = None
        self._tools: tuple[object, str] = (None, "")

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None) -> tuple[str, dict[str, Any]]:
        """Start an episode of the scenario chosen by ``options``, ``seed`` or the generator."""
        super().reset(seed=seed)
        chosen = (options or {}).get("scenario_id") or self.scenario_id
        if chosen is None:
            index = seed if seed is not None else int(self.np_random.integers(len(self.scenario_ids)))
            chosen = self.scenario_ids[index % len(self.scenario_ids)]
        self.episode = make_env(self.suite, str(chosen), mode=self.mode, reward=self.reward, config=self.config)
        observation, info = self.episode.reset(seed)
        return self._text(observation), {**info, "scenario_id": chosen}

    def step(self, action: str) -> tuple[str, SupportsFloat, bool, bool, dict[str, Any]]:
        """Play the model's reply (see the module docstring for the action's form)."""
        if self.episode is None:
            raise RuntimeError("call reset() before step()")
        observation, reward, terminated, truncated, info = self.episode.step(parse_action(action, self.mode))
        if info["verdict"] is not None:
            info["verdict"] = info["verdict"].model_dump(mode="json")
        if "result" in info:
            info["result"] = info["result"].model_dump(mode="json")
        return self._text(observation), reward, terminated, truncated, info

    def _text(self, observation: dict[str, Any]) -> str:
        tools, dumped = self._tools
        if tools is not observation["tools"]:  # the same list while the offered tools stay the same
            dumped = json.dumps(observation["tools"])
            self._tools = (observation["tools"], dumped)
        return '{"messages": ' + json.dumps(observation["messages"]) + ', "tools": ' + dumped + "}"


gymnasium.register(id=ENV_ID, entry_point=f"{__name__}:ToolsimEnv")
