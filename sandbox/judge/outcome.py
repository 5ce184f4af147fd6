"""What :meth:`EpisodeEnv.step <sandbox.episode.env.EpisodeEnv.step>` returns after a reply."""

from __future__ import annotations

from typing import Any, Protocol

from sandbox.judge.checker import TurnVerdict
from sandbox.episode.config import EpisodeResult

StepReturn = tuple[dict[str, Any], float, bool, bool, dict[str, Any]]


class Played(Protocol):
    """What :func:`step_return` reads of an env (an :class:`~sandbox.episode.env.EpisodeEnv`)."""

    @property
    def messages(self) -> list[dict[str, Any]]:
        """The conversation."""

    @property
    def verdicts(self) -> list[TurnVerdict]:
        """The verdicts of the turns ended so far."""

    @property
    def reward_kind(self) -> str:
        """``turn`` or ``episode``."""

    @property
    def result(self) -> EpisodeResult | None:
        """The episode's result, once it ended."""

    @property
    def stop(self) -> str | None:
        """Why the episode stopped early, if it did."""

    @property
    def tools(self) -> list[dict[str, Any]]:
        """The tools offered now."""


def step_return(env: Played, mark: int, turn: int, ended: bool, replied: bool = True) -> StepReturn:
    """``(observation, reward, terminated, truncated, info)`` of the step that began at message ``mark``.

    Args:
        env: The episode.
        mark: How many messages the conversation held before the step.
        turn: The turn the step was in.
        ended: Whether the step ended that turn.
        replied: Whether the model replied (else the endpoint failed: no assistant message).
    """
    new = env.messages[mark + 1:] if replied else env.messages[mark:]  # the reply is recorded first
    info: dict[str, Any] = {"turn": turn, "turn_ended": ended, "assistant": env.messages[mark] if replied else None,
                            "verdict": None, "diff": [], "error_class": None}
    reward = 0.0
    if ended:
        verdict = env.verdicts[turn]
        info.update(verdict=verdict, diff=verdict.diff, error_class=verdict.error_class)
        if env.reward_kind == "turn":
            reward = 1.0 if verdict.passed else 0.0
    truncated = terminated = False
    if env.result is not None:
        info["result"] = env.result
        truncated = env.stop == "truncated" or (ended and env.verdicts[turn].truncated and env.stop is None)
        terminated = not truncated
        if env.reward_kind == "episode":
            reward = 1.0 if env.result.passed else 0.0
    return {"messages": new, "tools": list(env.tools)}, reward, terminated, truncated, info
