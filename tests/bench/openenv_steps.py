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
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from sandbox.episode.client import ModelRequest
from sandbox.integrations.openenv_env import ToolsimAction, ToolsimEnvClient
from sandbox.models.resolve import resolve_model
from sandbox.run.api import make_env, suite_scenarios

ROOT = Path(__file__).resolve().parents[2]


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


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


def _step_api(suite: str, budget: float) -> tuple[float, float]:
    oracle = resolve_model("oracle")
    scenarios = suite_scenarios(suite)
    steps = episodes = 0
    start = time.monotonic()
    while time.monotonic() - start < budget:
        scenario = scenarios[episodes % len(scenarios)]
        env = make_env(suite, scenario.id)
        model = oracle.episode(scenario, 0)
        env.reset()
        while env.result is None:
            request = env.request(messages=False)
            env.step(asyncio.run(model.complete(request)))
            steps += 1
        episodes += 1
    elapsed = time.monotonic() - start
    return steps / elapsed, episodes / elapsed


def main() -> None:
    """Start the server, measure each session count, print the rates."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--suite", default="base")
    parser.add_argument("--sessions", type=int, nargs="+", default=[1, 8, 32])
    parser.add_argument("--budget", type=float, default=10.0)
    args = parser.parse_args()
    steps, episodes = _step_api(args.suite, args.budget)
    print(f"step API in one process: {steps:.0f} steps/s, {episodes:.0f} episodes/s")
    port = _free_port()
    env = {**os.environ, "PYTHONPATH": str(ROOT), "LITELLM_LOCAL_MODEL_COST_MAP": "True"}
    server = subprocess.Popen([sys.executable, "-m", "sandbox", "openenv", args.suite, "--port", str(port),
                               "--max-sessions", str(max(args.sessions))], env=env, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    try:
        for _ in range(300):
            try:
                urllib.request.urlopen(f"{url}/health", timeout=2).close()
                break
            except OSError:
                time.sleep(0.2)
        for sessions in args.sessions:
            counts = [0, 0]
            start = time.monotonic()

            async def run(sessions: int = sessions, counts: list[int] = counts, start: float = start) -> None:
                deadline = start + args.budget
                await asyncio.gather(*(_session(url, args.suite, deadline, counts, 37 * i) for i in range(sessions)))

            asyncio.run(run())
            elapsed = time.monotonic() - start
            print(f"openenv, {sessions} sessions: {counts[0] / elapsed:.0f} steps/s, {counts[1] / elapsed:.1f} episodes/s")
    finally:
        server.terminate()
        server.wait(timeout=30)


if __name__ == "__main__":
    main()
