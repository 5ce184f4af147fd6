"""Whether a model that makes no call passes a scenario, stopping at the first turn it fails.

An episode passes only when none of its turns fails, so the do-nothing episode is decided by its
first failed turn: the turns after it are not played. Up to that turn the episode is the one
``toolsim validate`` plays (:func:`scenarios.validate.do_nothing_passes`): the same environment,
configuration and scripted model with an empty script.
"""

from __future__ import annotations

import asyncio

from sandbox.episode.config import EpisodeConfig
from sandbox.episode.env import EpisodeEnv
from sandbox.episode.loop import run_episode
from sandbox.episode.scenario import Scenario
from sandbox.models.scripted import ScriptedModel

#: The model's name in the episode, as ``toolsim validate`` names it.
NAME = "do-nothing"


def do_nothing_passes(scenario: Scenario) -> bool:
    """Whether a model that makes no call passes every turn of ``scenario``."""
    return asyncio.run(_play(scenario))


async def _play(scenario: Scenario) -> bool:
    client = ScriptedModel({}, name=NAME)
    env = EpisodeEnv(scenario, config=EpisodeConfig(), model=client.name)
    if getattr(env.user, "prepare", None) is not None:  # a user that answers through a model: the full episode
        result, _ = await run_episode(scenario, client)
        return bool(result.passed)
    await env.areset()
    model = client.episode(scenario, 0)
    while env.result is None:
        await env.astep(await model.complete(env.request(False)))
        if any(verdict.passed is False for verdict in env.verdicts) or env.stop is not None:
            return False
    return bool(env.result.passed)
