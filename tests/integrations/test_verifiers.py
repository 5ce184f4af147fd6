"""toolsim as a verifiers environment: ``vf-eval toolsim`` with a scripted policy scores what ``toolsim run`` scores."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("verifiers.v1", reason="the verifiers extra is not installed (pip install -e '.[verifiers]')")

import verifiers.v1 as vf  # noqa: E402

from sandbox.commands.cli import main  # noqa: E402
from sandbox.integrations.verifiers_env import ToolsimEnv, ToolsimHarness, load_environment  # noqa: E402
from sandbox.run.api import suite_scenarios  # noqa: E402
from tests.chat_server import serve  # noqa: E402
from tests.prompt_policy import PromptPolicy  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
SUITE, COUNT = "miss_func", 6


@pytest.fixture(scope="module")
def script(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A scripted model that makes every gold call of even scenarios and only the first of odd ones."""
    path = tmp_path_factory.mktemp("verifiers") / "script.jsonl"
    lines = []
    for index, scenario in enumerate(suite_scenarios(SUITE)[:COUNT]):
        steps = [[list(t.ground_truth if index % 2 == 0 else t.ground_truth[:1])] if t.ground_truth else []
                 for t in scenario.turns]
        lines.append(json.dumps({"id": scenario.id, "result": steps}))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_the_environment_loads_by_its_id_as_vf_eval_loads_it() -> None:
    env = vf.load_environment(vf.resolve_env_config({"taskset": {"id": "toolsim", "suite": SUITE}}))
    assert isinstance(env, ToolsimEnv)
    assert [task.data.name for task in env.taskset] == [s.id for s in suite_scenarios(SUITE)]
    assert isinstance(env._harnesses["player"], ToolsimHarness)
    assert env.config.player.runtime.type == "subprocess"
    direct = load_environment(SUITE)
    assert [t.data.prompt for t in direct.taskset.take(3)] == [t.data.prompt for t in env.taskset.take(3)]


def test_vf_eval_scores_what_toolsim_run_scores(script: Path, tmp_path: Path) -> None:
    out = tmp_path / "run"
    assert main(["run", SUITE, "--model", f"scripted:{script}", "--mode", "prompt", "--limit", str(COUNT),
                 "--out", str(out), "--no-progress"]) == 0
    expected = {line["scenario_id"]: line for line in map(json.loads, (out / "results.jsonl").read_text().splitlines())}
    assert {line["passed"] for line in expected.values()} == {True, False}

    policy = PromptPolicy(SUITE, f"scripted:{script}")
    vf_eval = shutil.which("vf-eval", path=str(Path(sys.executable).parent)) or "vf-eval"
    env = {**os.environ, "PYTHONPATH": str(ROOT), "LITELLM_LOCAL_MODEL_COST_MAP": "True", "TOOLSIM_POLICY_KEY": "none"}
    with serve(policy) as base:
        done = subprocess.run(
            [vf_eval, "toolsim", "--env.taskset.suite", SUITE, "-n", str(COUNT), "--model", "scripted",
             "--client.base-url", base, "--client.api-key-var", "TOOLSIM_POLICY_KEY", "--no-push", "--no-rich",
             "--output-dir", str(tmp_path / "vf"), "--run.name", "scripted"],
            env=env, capture_output=True, text=True, timeout=900, cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-4000:]
    episodes = [json.loads(line) for line in (tmp_path / "vf" / "scripted" / "traces.jsonl").read_text().splitlines()]
    assert sorted(e["task"]["data"]["name"] for e in episodes) == sorted(expected)
    assert policy.requests >= sum(len(line["turns"]) for line in expected.values())
    for episode in episodes:
        [trace] = episode["traces"]
        line = expected[episode["task"]["data"]["name"]]
        assert trace["rewards"]["toolsim"]["score"] == (1.0 if line["passed"] else 0.0)
        assert trace["info"]["toolsim"]["error_class"] == line["error_class"]
        assert {k: v for k, v in trace["metrics"].items() if k.startswith("turn_")} == {
            f"turn_{t['turn']}": 1.0 if t["passed"] else 0.0 for t in line["turns"] if t["passed"] is not None}
        assert trace["metrics"]["calls"] == line["metrics"]["calls"]


def test_an_endpoint_that_stops_answering_ends_the_episode_at_that_turn(script: Path, tmp_path: Path) -> None:
    """The player's run stops (its endpoint fails from the second turn on): the episode stops there, judged so far."""
    scenario = suite_scenarios(SUITE)[0]  # the script makes every gold call of it
    policy = PromptPolicy(SUITE, f"scripted:{script}")

    def answer(request: dict[str, object]) -> dict[str, object]:
        messages = request["messages"]
        assert isinstance(messages, list)
        if sum(m["role"] == "assistant" for m in messages) >= 2:  # turn 0 was its calls, then its reply
            raise ConnectionError("the endpoint stopped answering")  # the connection closes without an answer
        return policy(request)

    vf_eval = shutil.which("vf-eval", path=str(Path(sys.executable).parent)) or "vf-eval"
    env = {**os.environ, "PYTHONPATH": str(ROOT), "LITELLM_LOCAL_MODEL_COST_MAP": "True", "TOOLSIM_POLICY_KEY": "none"}
    with serve(answer) as base:
        done = subprocess.run(
            [vf_eval, "toolsim", "--env.taskset.suite", SUITE, "-n", "1", "--model", "scripted", "--client.base-url",
             base, "--client.api-key-var", "TOOLSIM_POLICY_KEY", "--no-push", "--no-rich", "--output-dir",
             str(tmp_path / "vf"), "--run.name", "stopped"],
            env=env, capture_output=True, text=True, timeout=900, cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-4000:]
    [episode] = [json.loads(line) for line in (tmp_path / "vf" / "stopped" / "traces.jsonl").read_text().splitlines()]
    [trace] = episode["traces"]
    assert episode["task"]["data"]["name"] == scenario.id
    assert trace["rewards"]["toolsim"]["score"] == 0.0
    assert trace["info"]["toolsim"]["error_class"] == "model_error"
    turns = trace["info"]["toolsim"]["turns"]
    assert turns[0]["passed"] and not any(t["passed"] for t in turns[1:]) and len(turns) == len(scenario.turns)
    assert trace["metrics"]["turn_0"] == 1.0 and trace["metrics"]["turns_passed"] == 1 / len(scenario.turns)
