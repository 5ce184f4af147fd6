"""The baseline the integration benchmarks compare with: the oracle through the step API, in this process."""

from __future__ import annotations

import asyncio
import time

from sandbox.episode.client import Mode
from sandbox.models.resolve import resolve_model
from sandbox.run.api import make_env, suite_scenarios


def step_api_rate(suite: str, budget: float, mode: Mode = "fc") -> tuple[float, float]:
    """Steps and episodes per second the step API serves one caller for ``budget`` seconds of oracle play."""
    oracle = resolve_model("oracle")
    scenarios = suite_scenarios(suite)
    steps = episodes = 0
    start = time.monotonic()
    while time.monotonic() - start < budget:
        scenario = scenarios[episodes % len(scenarios)]
        env = make_env(suite, scenario.id, mode=mode)
        model = oracle.episode(scenario, 0)
        env.reset()
        while env.result is None:
            env.step(asyncio.run(model.complete(env.request(messages=False))))
            steps += 1
        episodes += 1
    elapsed = time.monotonic() - start
    return steps / elapsed, episodes / elapsed
