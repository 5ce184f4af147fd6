"""A scripted policy played through the RL integrations, and the checks that it scores what ``toolsim run`` scores.

Shared by the OpenEnv and verifiers tests (run from the tree), their benchmarks, and the wheel check
(``tests/wheel/check_wheel.py``, which loads this file by its path so that everything it imports comes
from the installed wheel): this module imports nothing of ``tests`` and only toolsim's packages.

The script (:func:`write_script`) makes every gold call of the even scenarios and only the first
gold call of each turn of the odd ones, so a run holds passing and failing episodes.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from sandbox.episode.client import ModelRequest
from sandbox.models.resolve import resolve_model
from sandbox.run.api import suite_scenarios


def free_port() -> int:
    """A TCP port free on loopback now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def write_script(suite: str, count: int, path: Path) -> Path:
    """Write the script of the first ``count`` scenarios of ``suite`` to ``path`` (``scripted:PATH`` plays it)."""
    from sandbox.episode.config import execute_strings  # what tests/gold_words.py says, from toolsim alone:
    from sandbox.judge.gold import gold_track  # the wheel check loads this file without the tests package
    from sandbox.judge.statement import statement

    def gold_reply(scenario: Any, turn: int) -> str:
        return statement(gold_track(scenario, execute_strings).turns[turn].outputs) or "Done."

    lines = []
    for index, scenario in enumerate(suite_scenarios(suite)[:count]):
        # the even ones make every gold call and tell what came back; the odd ones make only the first
        steps = [([list(t.ground_truth), gold_reply(scenario, i)] if index % 2 == 0 else [list(t.ground_truth[:1])])
                 if t.ground_truth else [] for i, t in enumerate(scenario.turns)]
        lines.append(json.dumps({"id": scenario.id, "result": steps}))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def run_lines(out: Path) -> dict[str, dict[str, Any]]:
    """The result lines of a ``toolsim run`` directory by scenario id; they must hold a pass and a failure."""
    lines = [json.loads(line) for line in (out / "results.jsonl").read_text(encoding="utf-8").splitlines()]
    assert {line["passed"] for line in lines} == {True, False}, "the script should pass some episodes and fail others"
    return {line["scenario_id"]: line for line in lines}


@contextmanager
def openenv_server(command: list[str], env: Mapping[str, str], timeout: float = 60) -> Iterator[str]:
    """Start an OpenEnv server with ``command`` (``toolsim openenv SUITE --port P``); yield its URL once healthy."""
    port = command[command.index("--port") + 1]
    process = subprocess.Popen(command, env=dict(env), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + timeout
        while True:
            try:
                with urllib.request.urlopen(f"{url}/health", timeout=2) as answer:
                    if answer.status == 200:
                        break
            except OSError:
                if process.poll() is not None or time.monotonic() > deadline:
                    process.kill()
                    _, err = process.communicate(timeout=30)
                    raise AssertionError(f"the OpenEnv server did not start: {err.decode(errors='replace')[-3000:]}")
                time.sleep(0.2)
        yield url
    finally:
        process.terminate()
        process.communicate(timeout=30)  # reads and closes the stderr pipe


@contextmanager
def toolsim_serve(model: str, suites: list[str], env: Mapping[str, str] | None = None, timeout: float = 120,
                  ) -> Iterator[str]:
    """``toolsim serve MODEL --suite ...`` on a free port in a subprocess; yields its API base once it answers.

    On leaving, the server is stopped and must not have logged a traceback.
    """
    port = free_port()
    command = [sys.executable, "-m", "sandbox", "serve", model, "--port", str(port)]
    for suite in suites:
        command += ["--suite", suite]
    process = subprocess.Popen(command, env=dict(env or os.environ), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    base_url = f"http://127.0.0.1:{port}/v1"
    try:
        deadline = time.monotonic() + timeout
        while True:
            try:
                with urllib.request.urlopen(f"{base_url}/models", timeout=2):
                    break
            except OSError:
                if process.poll() is not None or time.monotonic() > deadline:
                    process.kill()
                    _, err = process.communicate(timeout=30)
                    raise AssertionError(f"toolsim serve did not start: {err.decode(errors='replace')[-3000:]}")
                time.sleep(0.2)
        yield base_url
    finally:
        process.terminate()
        _, err = process.communicate(timeout=30)
        assert b"Traceback" not in err, err.decode(errors="replace")[-3000:]


async def play_openenv(url: str, suite: str, model_spec: str, scenario_id: str) -> dict[str, Any]:
    """One episode over the OpenEnv protocol, the model answering each request as ``toolsim run`` asks it."""
    from sandbox.integrations.openenv_env import ToolsimAction, ToolsimEnvClient

    scenario = next(s for s in suite_scenarios(suite) if s.id == scenario_id)
    model = resolve_model(model_spec).episode(scenario, 0)
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


def assert_openenv_matches(played: list[dict[str, Any]], expected: Mapping[str, Mapping[str, Any]]) -> None:
    """Each played episode has the verdict, turns and call metrics ``toolsim run`` gave; turn rewards add up."""
    assert sorted(p["result"]["scenario_id"] for p in played) == sorted(expected)
    for episode in played:
        result, line = episode["result"], expected[episode["result"]["scenario_id"]]
        assert (result["passed"], result["error_class"], result["turns"], result["metrics"]) == (
            line["passed"], line["error_class"], line["turns"], line["metrics"]), result["scenario_id"]
        assert sum(episode["rewards"]) == sum(bool(t["passed"]) for t in result["turns"])


def vf_eval_args(suite: str, count: int, base_url: str, out_dir: Path, name: str) -> list[str]:
    """The arguments of ``vf-eval toolsim`` for ``count`` rollouts of ``suite`` against a loopback endpoint.

    The endpoint needs no key: ``TOOLSIM_POLICY_KEY`` (any value) must be set in the environment.
    """
    return ["toolsim", "--env.taskset.suite", suite, "-n", str(count), "--model", "scripted",
            "--client.base-url", base_url, "--client.api-key-var", "TOOLSIM_POLICY_KEY", "--no-push", "--no-rich",
            "--output-dir", str(out_dir), "--run.name", name]


def vf_eval_env(**extra: str) -> dict[str, str]:
    """The environment ``vf-eval`` runs in: this one, the endpoint's key set, this interpreter's ``bin`` first on ``PATH``.

    verifiers finds the ``uv`` of the verifiers extra on ``PATH`` (as in an activated environment);
    without it, it would try to download uv and fail every rollout offline.
    """
    path = os.pathsep.join([str(Path(sys.executable).parent), os.environ.get("PATH", "")])
    return {**os.environ, "PATH": path, "LITELLM_LOCAL_MODEL_COST_MAP": "True", "TOOLSIM_POLICY_KEY": "none", **extra}


def vf_traces(out_dir: Path, name: str) -> list[dict[str, Any]]:
    """The episodes ``vf-eval`` wrote for run ``name``."""
    return [json.loads(line) for line in (out_dir / name / "traces.jsonl").read_text(encoding="utf-8").splitlines()]


def assert_vf_matches(episodes: list[dict[str, Any]], expected: Mapping[str, Mapping[str, Any]]) -> None:
    """Each verifiers rollout's reward, turn metrics and call count are what ``toolsim run`` gave."""
    assert sorted(e["task"]["data"]["name"] for e in episodes) == sorted(expected)
    for episode in episodes:
        [trace] = episode["traces"]
        line = expected[episode["task"]["data"]["name"]]
        assert trace["rewards"]["toolsim"]["score"] == (1.0 if line["passed"] else 0.0), line["scenario_id"]
        assert trace["info"]["toolsim"]["error_class"] == line["error_class"]
        assert {k: v for k, v in trace["metrics"].items() if k.startswith("turn_")} == {
            f"turn_{t['turn']}": 1.0 if t["passed"] else 0.0 for t in line["turns"] if t["passed"] is not None}
        assert trace["metrics"]["calls"] == line["metrics"]["calls"]
