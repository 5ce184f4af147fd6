"""The OpenEnv server (``toolsim openenv``) and client: a scripted policy scores exactly what ``toolsim run`` scores."""

from __future__ import annotations

import asyncio
import json
import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("openenv", reason="the openenv extra is not installed (pip install -e '.[openenv]')")

from sandbox.commands.cli import main  # noqa: E402
from sandbox.episode.client import ModelRequest  # noqa: E402
from sandbox.integrations.openenv_env import ToolsimAction, ToolsimEnvClient  # noqa: E402
from sandbox.models.resolve import resolve_model  # noqa: E402
from sandbox.run.api import suite_scenarios  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
SUITE, COUNT = "miss_func", 8


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.fixture(scope="module")
def script(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A scripted model that makes every gold call of even scenarios and only the first of odd ones."""
    path = tmp_path_factory.mktemp("openenv") / "script.jsonl"
    lines = []
    for index, scenario in enumerate(suite_scenarios(SUITE)[:COUNT]):
        steps = [[list(t.ground_truth if index % 2 == 0 else t.ground_truth[:1])] if t.ground_truth else []
                 for t in scenario.turns]
        lines.append(json.dumps({"id": scenario.id, "result": steps}))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    """``toolsim openenv SUITE --port P``: one command starts the server."""
    port = _free_port()
    env = {**os.environ, "PYTHONPATH": str(ROOT), "LITELLM_LOCAL_MODEL_COST_MAP": "True"}
    process = subprocess.Popen([sys.executable, "-m", "sandbox", "openenv", SUITE, "--port", str(port)],
                               env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                with urllib.request.urlopen(f"{url}/health", timeout=2) as answer:
                    if answer.status == 200:
                        break
            except OSError:
                if process.poll() is not None or time.monotonic() > deadline:
                    raise AssertionError(f"the server did not start: {process.stderr.read() if process.stderr else ''}")
                time.sleep(0.2)
        yield url
    finally:
        process.terminate()
        process.communicate(timeout=30)  # reads and closes the stderr pipe


async def _play(url: str, script: Path, scenario_id: str) -> dict[str, Any]:
    """One episode over the protocol, the scripted model answering each request as ``toolsim run`` asks it."""
    scenario = next(s for s in suite_scenarios(SUITE) if s.id == scenario_id)
    model = resolve_model(f"scripted:{script}").episode(scenario, 0)
    async with ToolsimEnvClient(url) as env:
        step = await env.reset(scenario_id=scenario_id)
        observation = step.observation
        messages = list(observation.messages)
        rewards = []
        while not step.done:
            request = ModelRequest(messages=messages, tools=observation.tools, **observation.request)
            reply = await model.complete(request)
            step = await env.step(ToolsimAction(content=reply.text, tool_calls=reply.tool_calls, calls=reply.decoded))
            observation = step.observation
            assert observation.assistant is not None
            messages += [observation.assistant, *observation.messages]
            rewards.append(step.reward)
        assert observation.result is not None and observation.metrics is not None
        state = await env.state()
        assert state.done and state.scenario_id == scenario_id
        return {"result": observation.result, "metrics": observation.metrics, "rewards": rewards}


def test_a_scripted_policy_scores_what_toolsim_run_scores(server: str, script: Path, tmp_path: Path) -> None:
    out = tmp_path / "run"
    assert main(["run", SUITE, "--model", f"scripted:{script}", "--limit", str(COUNT), "--out", str(out),
                 "--no-progress"]) == 0
    expected = {line["scenario_id"]: line for line in map(json.loads, (out / "results.jsonl").read_text().splitlines())}

    async def play_all() -> list[dict[str, Any]]:  # concurrent sessions, each with its own episode
        return await asyncio.gather(*(_play(server, script, sid) for sid in expected))

    played = asyncio.run(play_all())
    assert {p["result"]["passed"] for p in played} == {True, False}
    for episode in played:
        result, line = episode["result"], expected[episode["result"]["scenario_id"]]
        assert (result["passed"], result["error_class"], result["turns"], result["metrics"]) == (
            line["passed"], line["error_class"], line["turns"], line["metrics"])
        assert sum(episode["rewards"]) == sum(bool(t["passed"]) for t in result["turns"])  # turn rewards


def test_an_unknown_suite_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["openenv", "no_such_suite", "--port", str(_free_port())]) == 2
    assert "no_such_suite" in capsys.readouterr().err
