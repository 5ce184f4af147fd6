"""The ``do_nothing_passes`` check of :mod:`scenarios.validate`: does a model that makes no call pass?

An episode passes only when none of its turns fails, so the do-nothing episode is decided by its
first failed turn: the turns after it are not played. Up to that turn it is the episode
``toolsim run`` would play with the scripted model and an empty script, in the default
configuration.
"""

from __future__ import annotations

import asyncio
import contextvars

from sandbox.episode.config import EpisodeConfig
from sandbox.episode.env import EpisodeEnv
from sandbox.episode.loop import run_episode
from sandbox.episode.scenario import Scenario
from sandbox.judge.native import PASSED_ONLY
from sandbox.models.scripted import ScriptedModel

#: The model's name in the episode.
NAME = "do-nothing"


def idle_passes(scenario: Scenario, runner: asyncio.Runner | None = None) -> bool:
    """Whether a model that makes no call passes every turn of ``scenario``.

    ``runner`` plays the episode on its event loop, in a fresh copy of the caller's context (as
    :func:`asyncio.run` would, which makes a loop for this episode alone): a caller that checks many
    scenarios opens one runner for all of them.
    """
    if runner is None:
        return asyncio.run(idle_episode_passes(scenario))
    return runner.run(idle_episode_passes(scenario), context=contextvars.copy_context())


async def idle_episode_passes(scenario: Scenario) -> bool:
    """:func:`idle_passes` for a running event loop.

    Stepped here, only whether each turn passes is read, so the judge stops at a failed state
    (:data:`sandbox.judge.native.PASSED_ONLY`, set while the episode plays).
    """
    client = ScriptedModel({}, name=NAME)
    env = EpisodeEnv(scenario, config=EpisodeConfig(), model=client.name)
    if getattr(env.user, "prepare", None) is not None:  # a user that answers through a model: the full episode
        result, _ = await run_episode(scenario, client)
        return bool(result.passed)
    token = PASSED_ONLY.set(True)
    try:
        await env.areset()
        model = client.episode(scenario, 0)
        while env.result is None:
            await env.astep(await model.complete(env.request(False)))
            if any(verdict.passed is False for verdict in env.verdicts) or env.stop is not None:
                return False
        return bool(env.result.passed)
    finally:
        PASSED_ONLY.reset(token)
