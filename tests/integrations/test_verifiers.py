"""toolsim as a verifiers environment: ``vf-eval toolsim`` with a scripted policy scores what ``toolsim run`` scores."""

from __future__ import annotations

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
from tests.integration_play import (  # noqa: E402
    assert_vf_matches,
    run_lines,
    toolsim_serve,
    vf_eval_args,
    vf_eval_env,
    vf_traces,
    write_script,
)
from tests.prompt_policy import PromptPolicy  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
SUITE, COUNT = "miss_func", 6


def _vf_eval() -> str:
    """The ``vf-eval`` of this interpreter's environment."""
    return shutil.which("vf-eval", path=str(Path(sys.executable).parent)) or "vf-eval"


def _env() -> dict[str, str]:
    """``vf-eval``'s environment, with the tree on the path."""
    return vf_eval_env(PYTHONPATH=str(ROOT))


@pytest.fixture(scope="module")
def script(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The scripted model of :mod:`tests.integration_play` over the first scenarios."""
    return write_script(SUITE, COUNT, tmp_path_factory.mktemp("verifiers") / "script.jsonl")


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
    expected = run_lines(out)

    with toolsim_serve(f"scripted:{script}", [SUITE], _env()) as base:  # streamed: verifiers' chat loop streams
        done = subprocess.run([_vf_eval(), *vf_eval_args(SUITE, COUNT, base, tmp_path / "vf", "scripted")],
                              env=_env(), capture_output=True, text=True, timeout=900, cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-4000:]
    assert_vf_matches(vf_traces(tmp_path / "vf", "scripted"), expected)


def test_vf_eval_against_toolsim_serve_oracle_passes_every_rollout(tmp_path: Path) -> None:
    with toolsim_serve("oracle", [SUITE], _env()) as base:
        done = subprocess.run([_vf_eval(), *vf_eval_args(SUITE, 2, base, tmp_path / "vf", "oracle")],
                              env=_env(), capture_output=True, text=True, timeout=900, cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-4000:]
    episodes = vf_traces(tmp_path / "vf", "oracle")
    assert len(episodes) == 2 and all(e["traces"][0]["rewards"]["toolsim"]["score"] == 1.0 for e in episodes)


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

    with serve(answer) as base:
        done = subprocess.run([_vf_eval(), *vf_eval_args(SUITE, 1, base, tmp_path / "vf", "stopped")],
                              env=_env(), capture_output=True, text=True, timeout=900, cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-4000:]
    [episode] = vf_traces(tmp_path / "vf", "stopped")
    [trace] = episode["traces"]
    assert episode["task"]["data"]["name"] == scenario.id
    assert trace["rewards"]["toolsim"]["score"] == 0.0
    assert trace["info"]["toolsim"]["error_class"] == "model_error"
    turns = trace["info"]["toolsim"]["turns"]
    assert turns[0]["passed"] and not any(t["passed"] for t in turns[1:]) and len(turns) == len(scenario.turns)
    assert trace["metrics"]["turn_0"] == 1.0 and trace["metrics"]["turns_passed"] == 1 / len(scenario.turns)


def test_an_unknown_suite_or_a_broken_file_is_a_configuration_error(tmp_path: Path) -> None:
    """vf-eval reports these as a validation error of ``--env.taskset.suite``, before any rollout starts."""
    from pydantic import ValidationError

    from sandbox.integrations.verifiers_env import ToolsimConfig

    with pytest.raises(ValidationError, match="unknown suite 'nope'; known suites: base"):
        ToolsimConfig(id="toolsim", suite="nope")
    broken = tmp_path / "broken.jsonl"
    broken.write_text('{"id": broken\n', encoding="utf-8")
    with pytest.raises(ValidationError, match="broken.jsonl:1: invalid JSON"):
        ToolsimConfig(id="toolsim", suite=str(broken))
    assert ToolsimConfig(id="toolsim", suite="miss_func").suite == "miss_func"
