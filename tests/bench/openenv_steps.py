"""Environment steps per second one ``toolsim openenv`` server process serves (a benchmark, not a test).

Run ``python -m tests.bench.openenv_steps [--suite base] [--sessions 1 8 32] [--budget 10]`` with the
``openenv`` extra installed. It starts ``toolsim openenv SUITE`` on a free loopback port, then for
each session count plays the suite's scenarios in that many concurrent WebSocket sessions with
the oracle as policy (in this process, so the server's CPU is what is measured, but both share
the machine) for ``--budget`` seconds, and prints steps/s and episodes/s. The step API alone in
one process (no protocol) is printed first, as the ceiling.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import subprocess
import sys
import time
from pathlib import Path

from sandbox.episode.client import ModelRequest
from sandbox.integrations.openenv_env import ToolsimAction, ToolsimEnvClient
from sandbox.models.resolve import resolve_model
from sandbox.run.api import suite_scenarios
from tests.bench.step_api import step_api_rate
from tests.integration_play import free_port, openenv_server

ROOT = Path(__file__).resolve().parents[2]


async def _session(url: str, suite: str, deadline: float, counts: list[int], offset: int) -> None:
    oracle = resolve_model("oracle")
    scenarios = suite_scenarios(suite)
    index = offset
    async with ToolsimEnvClient(url) as env:
        while time.monotonic() < deadline:
            scenario = scenarios[index % len(scenarios)]
            index += 1
            model = oracle.episode(scenario, 0)
            step = await env.reset(scenario_id=scenario.id)
            observation = step.observation
            while not step.done:
                reply = await model.complete(ModelRequest(messages=[], tools=observation.tools, **observation.request))
                step = await env.step(ToolsimAction(content=reply.text, tool_calls=reply.tool_calls,
                                                    calls=reply.decoded))
                observation = step.observation
                counts[0] += 1
            counts[1] += 1


def main() -> None:
    """Start the server, measure each session count, print the rates."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--suite", default="base")
    parser.add_argument("--sessions", type=int, nargs="+", default=[1, 8, 32])
    parser.add_argument("--budget", type=float, default=10.0)
    args = parser.parse_args()
    steps, episodes = step_api_rate(args.suite, args.budget)
    print(f"step API in one process: {steps:.0f} steps/s, {episodes:.0f} episodes/s")
    env = {**os.environ, "PYTHONPATH": str(ROOT), "LITELLM_LOCAL_MODEL_COST_MAP": "True"}
    command = [sys.executable, "-m", "sandbox", "openenv", args.suite, "--port", str(free_port()),
               "--max-sessions", str(max(args.sessions))]
    with openenv_server(command, env) as url:
        for sessions in args.sessions:
            counts = [0, 0]
            start = time.monotonic()

            async def run(sessions: int = sessions, counts: list[int] = counts, start: float = start) -> None:
                deadline = start + args.budget
                await asyncio.gather(*(_session(url, args.suite, deadline, counts, 37 * i) for i in range(sessions)))

            asyncio.run(run())
            elapsed = time.monotonic() - start
            print(f"openenv, {sessions} sessions: {counts[0] / elapsed:.0f} steps/s, {counts[1] / elapsed:.1f} episodes/s")


if __name__ == "__main__":
    main()
