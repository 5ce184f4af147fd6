"""A Gymnasium environment over the step API, registered as ``toolsim/Episode-v0`` on import.

Needs the ``gym`` extra (``pip install -e '.[gym]'``)::

    import gymnasium
    env = gymnasium.make("sandbox.integrations.gymnasium:toolsim/Episode-v0", suite="base")
    observation, info = env.reset(seed=3)  # the suite's fourth scenario

Observations and actions are text (:class:`gymnasium.spaces.Text`). An observation is a JSON
object (ASCII, non-ASCII characters escaped) with ``messages`` (from ``reset``: the conversation so
far; from ``step``: the messages to append after the reply) and ``tools`` (the OpenAI tool schemas
offered now). An action is the model's reply: in ``fc`` mode a JSON assistant message (an object
whose ``tool_calls``, if present, is a list of objects, and/or ``content``), in ``prompt`` mode the
text itself. Any other text (not JSON, JSON that is not such an object, JSON nested too deeply to
decode) counts as a reply without calls; a malformed call inside the list makes the step a parse
error. So no text ever raises: the model's mistakes are failed steps. Rewards, ``terminated`` and
``truncated`` are the step API's (:class:`~sandbox.episode.env.EpisodeEnv`); ``info`` holds the
turn's verdict as JSON when a turn ended and, at the end, the episode's result and its call
metrics (``metrics``: the counts and the rates ``toolsim report`` pools, see
:func:`~sandbox.judge.metrics.episode_metrics`).

The scenario is fixed by ``scenario_id=`` or ``reset(options={"scenario_id": ...})`` (the only
reset option); otherwise ``reset(seed=i)`` plays the suite's ``i``-th scenario (modulo its size)
and ``reset()`` one drawn from the environment's seeded generator.

The caller's mistakes raise one error each, naming the argument: an action that is not a ``str``,
or an option of the wrong type, raises :class:`TypeError`; a wrong value :class:`ValueError`; an
unknown suite or scenario :class:`~sandbox.tools.errors.RegistryError` (a :class:`LookupError`); a
configuration its domain refuses :class:`~sandbox.tools.errors.ScenarioFileError` (a :class:`ValueError`).
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
from sandbox.judge.metrics import episode_metrics
from sandbox.run.api import make_env, suite_scenarios
from sandbox.run.lazy import scenario_ids

ENV_ID = "toolsim/Episode-v0"
#: What JSON with escaped non-ASCII characters is written with (observations), and model text.
OBSERVATION_CHARSET = frozenset(string.printable) - frozenset("\x0b\x0c")
MAX_OBSERVATION = 1 << 24
MAX_ACTION = 1 << 16


def parse_action(action: str, mode: Mode) -> dict[str, Any] | str:
    """A text action as the step API takes it (see the module docstring).

    Raises:
        TypeError: The action is not a ``str``.
    """
    if not isinstance(action, str):
        raise TypeError(f"an action is text (a str, as the Text action space holds), not {type(action).__name__}")
    if mode == "prompt":
        return action
    try:
        message = json.loads(action)
    except (ValueError, RecursionError):  # not JSON, or nested deeper than the decoder goes
        return action
    if isinstance(message, dict):
        calls = message.get("tool_calls")
        if calls is None or isinstance(calls, list) and all(isinstance(c, dict) for c in calls):
            return message
    return action


def _check_options(suite: object, scenario_id: object, mode: object, reward: object, max_steps: object) -> None:
    """Refuse a wrongly typed or valued environment option, naming it."""
    for name, value in (("suite", suite), ("scenario_id", scenario_id)):
        if not isinstance(value, str) and (value is not None or name == "suite"):
            raise TypeError(f"{name} must be a str, not {type(value).__name__}")
    for name, value, allowed in (("mode", mode, ("fc", "prompt")), ("reward", reward, ("turn", "episode"))):
        if value not in allowed:
            raise ValueError(f"{name} must be {' or '.join(map(repr, allowed))}, not {str(value)[:80]!r}")
    if isinstance(max_steps, bool) or not isinstance(max_steps, int):
        raise TypeError(f"max_steps must be an int, not {type(max_steps).__name__}")
    if max_steps < 1:
        raise ValueError(f"max_steps must be at least 1, not {max_steps}")


def _chosen_scenario(options: object) -> str | None:
    """The scenario a reset's ``options`` name (None: none named).

    Raises:
        TypeError: ``options`` is not a dict, or its ``scenario_id`` not a str.
        ValueError: An option other than ``scenario_id``.
    """
    if options is None:
        return None
    if not isinstance(options, dict):
        raise TypeError(f"reset options must be a dict or None, not {type(options).__name__}")
    unknown = sorted(str(k)[:80] for k in options if k != "scenario_id")
    if unknown:
        raise ValueError(f"unknown reset option(s) {', '.join(map(repr, unknown))}: the only one is 'scenario_id'")
    chosen = options.get("scenario_id")
    if chosen is not None and not isinstance(chosen, str):
        raise TypeError(f"reset option scenario_id must be a str, not {type(chosen).__name__}")
    return chosen


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
        _check_options(suite, scenario_id, mode, reward, max_steps)
        self.suite, self.mode, self.reward, self.scenario_id = suite, mode, reward, scenario_id
        self.config = EpisodeConfig(mode=mode, max_steps=max_steps)
        self.scenario_ids = scenario_ids(suite_scenarios(suite))  # a lazy suite builds none here
        if scenario_id is not None and scenario_id not in self.scenario_ids:
            make_env(suite, scenario_id)  # raises the registry's error, naming the suite
        self.observation_space = spaces.Text(MAX_OBSERVATION, min_length=0, charset=OBSERVATION_CHARSET)
        self.action_space = spaces.Text(MAX_ACTION, min_length=0, charset=OBSERVATION_CHARSET)
        self.episode: EpisodeEnv | None = None
        self._tools = ToolsJson()

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None) -> tuple[str, dict[str, Any]]:
        """Start an episode of the scenario chosen by ``options``, ``seed`` or the generator.

        Raises:
            TypeError: ``options`` is not a dict, or its ``scenario_id`` not a str.
            ValueError: An option other than ``scenario_id``.
            RegistryError: No such scenario in the suite.
            ScenarioFileError: Its domain refuses the scenario's configuration.
        """
        super().reset(seed=seed)
        self.episode = None  # a failed reset leaves no episode to step
        chosen = _chosen_scenario(options)
        if chosen is None:
            chosen = self.scenario_id
        if chosen is None:
            index = seed if seed is not None else int(self.np_random.integers(len(self.scenario_ids)))
            chosen = self.scenario_ids[index % len(self.scenario_ids)]
        self.episode = make_env(self.suite, chosen, mode=self.mode, reward=self.reward, config=self.config)
        observation, info = self.episode.reset(seed)
        return self._text(observation), {**info, "scenario_id": chosen}

    def step(self, action: str) -> tuple[str, SupportsFloat, bool, bool, dict[str, Any]]:
        """Play the model's reply (see the module docstring for the action's form).

        Raises:
            TypeError: The action is not a ``str``.
            RuntimeError: Not reset yet, or the episode is over.
        """
        reply = parse_action(action, self.mode)
        if self.episode is None:
            raise RuntimeError("call reset() before step()")
        observation, reward, terminated, truncated, info = self.episode.step(reply)
        if info["verdict"] is not None:
            info["verdict"] = info["verdict"].model_dump(mode="json")
        if "result" in info:
            result = info["result"]
            info["metrics"] = episode_metrics(result.metrics, result.turns)
            info["result"] = result.model_dump(mode="json")
        return self._text(observation), reward, terminated, truncated, info

    def _text(self, observation: dict[str, Any]) -> str:
        return '{"messages": ' + json.dumps(observation["messages"]) + ', "tools": ' + self._tools(observation["tools"]) + "}"


class ToolsJson:
    """The JSON of the offered tools, encoded again only when they change.

    The step API hands out copies of one shared list per set of tools (see
    :mod:`sandbox.episode.surface`): the same schema objects, in the same order, are the same tools.
    Holding the last list keeps its schemas alive, so their ids cannot be reused by other tools.
    """

    def __init__(self) -> None:
        self.tools: list[dict[str, Any]] = []
        self.text = "[]"
        self.encoded = 0  # how many times a list was encoded (a test reads it)

    def __call__(self, tools: list[dict[str, Any]]) -> str:
        """The JSON text of ``tools``."""
        if len(tools) != len(self.tools) or any(new is not old for new, old in zip(tools, self.tools)):
            self.tools, self.text = tools, json.dumps(tools)
            self.encoded += 1
        return self.text


gymnasium.register(id=ENV_ID, entry_point=f"{__name__}:ToolsimEnv")
