"""toolsim as a verifiers environment (verifiers 0.4, ``import verifiers.v1 as vf``): ``vf-eval toolsim``.

Needs the ``verifiers`` extra (``pip install 'toolsim[verifiers]'``). verifiers loads a taskset by
importing the module its id names, so the id ``toolsim`` is the top-level ``toolsim`` package,
which re-exports what is here: :class:`ToolsimTaskset` (a suite's scenarios, one task each:
``--env.taskset.suite``), :class:`ToolsimEnv` (how one task is played), :class:`ToolsimHarness`
(its agents' default harness: verifiers' plain chat loop) and :func:`load_environment`.

A rollout is one step-API episode in prompt mode (:class:`~sandbox.episode.env.EpisodeEnv`;
verifiers' chat loop offers a model only MCP tools, so calls travel as text, which the step API
parses as ``toolsim run --mode prompt`` does). The task's system prompt and prompt are the
episode's system message and first user message(s); each reply of the interaction is one step;
the messages the step returns (function results, the next turn's user messages) are the next
user turn; the episode's end ends the exchange. A harness that stops first (an endpoint error,
a turn budget) ends the episode there, as an endpoint error does in ``toolsim run``.

Judgement is the step API's, hence ``toolsim run``'s for the same replies: the reward
``toolsim`` is the episode's verdict (1.0 passed, else 0.0), and the metrics are each turn's
verdict (``turn_0``, ``turn_1``, ...; a turn the ``bfcl`` profile does not judge has none), the share of turns passed (``turns_passed``) and the
episode's call metrics (``calls``, ``function_accuracy``, ...; counts and rates, those with
nothing counted left out). ``trace.info["toolsim"]`` holds the episode's error class and turns.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

import verifiers.v1 as vf
from pydantic import field_validator
from verifiers.v1.harnesses.null import NullHarness
from verifiers.v1.runtimes import SubprocessConfig

from sandbox.episode.config import EpisodeResult
from sandbox.episode.env import EpisodeEnv
from sandbox.judge.metrics import episode_metrics
from sandbox.run.api import make_env, suite_scenarios
from sandbox.run.lazy import scenario_ids
from sandbox.tools.errors import InputFileError, RegistryError

#: The taskset id verifiers loads this environment by (the top-level ``toolsim`` package).
TASKSET_ID = "toolsim"


def user_text(messages: Sequence[dict[str, Any]]) -> str:
    """The user turn that carries ``messages`` (the step API's observation) to the model."""
    return "\n\n".join(str(m.get("content") or "") for m in messages if m.get("role") != "system")


class ToolsimConfig(vf.TasksetConfig):
    """Which suite's scenarios the taskset holds (``--env.taskset.suite``)."""

    suite: str = "base"
    """A suite name, as ``toolsim suites`` lists them, or a ``.jsonl`` path."""

    @field_validator("suite")
    @classmethod
    def _loads(cls, suite: str) -> str:
        """An unknown suite or a broken file is a configuration error, reported before any rollout."""
        try:
            suite_scenarios(suite)
        except (RegistryError, InputFileError) as err:
            raise ValueError(str(err)) from None
        return suite


class ToolsimData(vf.TaskData):
    """A scenario as a task: its prompt, and in ``info`` the suite and scenario id."""

    info: dict[str, str]


class ToolsimTask(vf.Task[ToolsimData, vf.State, vf.TaskConfig]):
    """One scenario of the suite."""


class ToolsimEnvConfig(vf.EnvConfig):
    """One agent, the ``player``; its runtime is a local process (the chat loop runs no code)."""

    player: vf.AgentConfig = vf.AgentConfig(runtime=SubprocessConfig())


class ToolsimHarness(NullHarness):
    """verifiers' plain chat loop: the model's replies, no tools of its own (the default harness here)."""


def _start(suite: str, scenario_id: str) -> tuple[EpisodeEnv, list[dict[str, Any]]]:
    env = make_env(suite, scenario_id, mode="prompt")
    observation, _ = env.reset()
    return env, observation["messages"]


def _record(trace: Any, result: EpisodeResult) -> None:
    trace.record_reward("toolsim", 1.0 if result.passed else 0.0, 1.0)
    judged = [turn for turn in result.turns if turn.passed is not None]  # the bfcl profile skips empty-gold turns
    for turn in judged:
        trace.record_metric(f"turn_{turn.turn}", 1.0 if turn.passed else 0.0)
    trace.record_metric("turns_passed", sum(bool(t.passed) for t in judged) / len(judged) if judged else 0.0)
    for name, value in episode_metrics(result.metrics, result.turns).items():
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            trace.record_metric(name, float(value))
    trace.info["toolsim"] = {"scenario_id": result.scenario_id, "passed": result.passed,
                             "error_class": result.error_class,
                             "turns": [t.model_dump(mode="json", include={"turn", "passed", "error_class"})
                                       for t in result.turns]}


class ToolsimEnv(vf.Env[ToolsimEnvConfig]):
    """Plays a task as one step-API episode (see the module docstring)."""

    async def run(self, task: ToolsimTask, agents: Any) -> None:
        """One episode: each reply of the player is a step; the episode's verdict is the reward."""
        episode, _ = _start(task.data.info["suite"], task.data.info["scenario_id"])
        async with agents.player.interaction(task) as interaction:
            segment = await interaction.turn()
            while True:
                if segment.terminated:  # the harness stopped before the episode ended
                    episode.fail("harness_stopped", "the agent's run ended before the episode did")
                    break
                observation, _, terminated, truncated, _ = await episode.astep({"content": segment.last_reply})
                if terminated or truncated:
                    break
                segment = await interaction.turn(user_text(observation["messages"]))
            assert episode.result is not None
            _record(interaction.trace, episode.result)  # before the exchange closes, which logs the reward


class ToolsimTaskset(vf.Taskset[ToolsimTask, ToolsimConfig]):
    """A suite's scenarios, in the suite's order, each a task named by its scenario id."""

    def load(self) -> Iterator[ToolsimTask]:
        """The scenarios as tasks: the episode's system message and first user turn are the prompts."""
        suite = self.config.suite
        for scenario_id in scenario_ids(suite_scenarios(suite)):  # each built when its task is taken
            _, messages = _start(suite, scenario_id)
            system = next((str(m["content"]) for m in messages if m["role"] == "system"), None)
            yield ToolsimTask(ToolsimData(id=scenario_id, name=scenario_id, system_prompt=system,
                                          prompt=user_text(messages), info={"suite": suite, "scenario_id": scenario_id}),
                              self.config.task)


def load_environment(suite: str = "base", **options: Any) -> ToolsimEnv:
    """The environment over ``suite``'s scenarios, built the way ``vf-eval toolsim`` builds it.

    Args:
        suite: A suite name or ``.jsonl`` path (``--env.taskset.suite``).
        **options: Further :class:`ToolsimEnvConfig` fields (``player``, ``timeout``, ...).
    """
    config = ToolsimEnvConfig(taskset=ToolsimConfig(id=TASKSET_ID, suite=suite), **options)
    return ToolsimEnv(config)
