"""The ray executor gives the local executor's results, survives a worker that dies, and serves run_suite."""

from __future__ import annotations

import asyncio
import os
import signal
import threading
from pathlib import Path
from typing import Any

import pytest

import sandbox
from sandbox.commands.cli import main
from sandbox.models.oracle import OracleModel
from sandbox.models.options import ModelOptions
from sandbox.models.resolve import resolve_model
from sandbox.run.ray_executor import RayExecutor, RayExecutorError
from sandbox.run.rundir import RunDir
from sandbox.run.runner import plan
from sandbox.run.suites import load_suite
from tests.bench.endpoint import running as endpoint
from tests.ray.conftest import rows
from tests.runner.test_scripted_runs import SCRIPT, _script

pytest.importorskip("ray", reason="the ray extra is not installed (nox -s ray runs these tests)")


@pytest.mark.parametrize("model", ["oracle", "scripted"])
def test_ray_results_equal_the_local_executor_episode_for_episode(
    model: str, ray_instance: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str],
) -> None:
    spec = "oracle" if model == "oracle" else f"scripted:{_script(tmp_path, SCRIPT)}"
    common = ["run", "base", "miss_func", "--model", spec, "--limit", "20", "--no-progress"]
    assert main([*common, "--out", str(tmp_path / "local")]) == 0
    assert main([*common, "--out", str(tmp_path / "ray"), "--executor", "ray", "--workers", "2"]) == 0
    local, ray = rows(tmp_path / "local"), rows(tmp_path / "ray")
    assert len(local) == 40 and ray == local
    if model == "scripted":  # a mix of verdicts, not all passes
        assert {r["passed"] for r in local.values()} == {True, False}
        assert {r["error_class"] for r in local.values()} >= {None, "no_call", "model_error"}
    assert RunDir(tmp_path / "ray").meta()["executor"] == "ray"
    assert "results:" in capsys.readouterr().out


def _executor(api_base: str, concurrency: int = 3) -> RayExecutor:
    options = ModelOptions(api_base=api_base, retries=0)
    return RayExecutor(resolve_model("openai/fake", options), model="openai/fake", options=options, workers=2,
                       concurrency=concurrency)


@pytest.mark.parametrize("how", ["ray.kill", "SIGKILL"])
def test_a_worker_that_dies_mid_run_loses_no_episode_and_records_none_twice(
    how: str, ray_instance: Any, tmp_path: Path,
) -> None:
    suites = {"base": load_suite("base")[:30]}
    items = plan(suites, 1, set())
    rundir = RunDir(tmp_path / "run")
    rundir.create({"model": "openai/fake"})
    with endpoint(latency=0.15) as api_base:
        executor = _executor(api_base)
        seen: list[str] = []

        def kill_one(result: Any) -> None:
            seen.append(result.scenario_id)
            if len(seen) == 4:
                victim = executor.handles()[0]
                if how == "ray.kill":
                    ray_instance.kill(victim)
                else:
                    os.kill(ray_instance.get(victim.pid.remote()), signal.SIGKILL)

        results = asyncio.run(executor.run(items, suites, rundir, on_done=kill_one))
    assert executor.replaced == 1 and executor.requeued >= 1  # the dead actor had episodes in flight
    assert len(results) == len(seen) == 30
    recorded = rows(tmp_path / "run")
    assert set(recorded) == {("base", s.id, 0) for s in suites["base"]}
    assert all(r["error_class"] == "no_call" for r in recorded.values())  # the endpoint answers in prose


def test_a_fatal_endpoint_error_on_a_worker_stops_the_run_with_the_local_message(
    ray_instance: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str],
) -> None:
    with endpoint(latency=0.0, status=401) as api_base:
        code = main(["run", "base", "--limit", "4", "--model", "openai/fake", "--api-base", api_base, "--retries", "0",
                     "--executor", "ray", "--out", str(tmp_path / "run"), "--no-progress"])
    err = capsys.readouterr().err
    assert code == 2
    assert "the model endpoint refused the run (auth)" in err
    assert f"continue with: toolsim run --resume {tmp_path / 'run'} --executor ray" in err
    assert "Traceback" not in err and rows(tmp_path / "run") == {}


def test_run_suite_with_the_ray_executor(ray_instance: Any, tmp_path: Path) -> None:
    local = sandbox.run_suite(["base"], "oracle", limit=8)
    ray = sandbox.run_suite(["base"], "oracle", limit=8, executor="ray", workers=2, out=tmp_path / "run")
    key = lambda r: (r.suite, r.scenario_id, r.trial)  # noqa: E731
    assert sorted(map(key, ray)) == sorted(map(key, local))
    assert all(r.passed for r in ray) and len(rows(tmp_path / "run")) == 8


class _Oracle(OracleModel):
    """A client object of the caller's own (shipped to the workers pickled)."""

    name = "own-oracle"


class _Unpicklable(OracleModel):
    name = "unpicklable"

    def __init__(self) -> None:
        self.lock = threading.Lock()  # a lock cannot be pickled


def test_run_suite_ships_a_client_object_or_says_why_it_cannot(ray_instance: Any) -> None:
    results = sandbox.run_suite(["base"], _Oracle(), limit=3, executor="ray")
    assert len(results) == 3 and all(r.passed for r in results)
    with pytest.raises(RayExecutorError, match="cannot be pickled .*pass a model string instead"):
        sandbox.run_suite(["base"], _Unpicklable(), limit=3, executor="ray")


def _flags(executor: str) -> list[str]:
    return ["--executor", "ray", "--workers", "2"] if executor == "ray" else []


@pytest.mark.parametrize(("first", "then"), [("ray", "local"), ("local", "ray")])
def test_resume_finishes_a_run_with_the_other_executor(
    first: str, then: str, ray_instance: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str],
) -> None:
    run = tmp_path / "run"
    command = ["run", "base", "--model", f"scripted:{_script(tmp_path, SCRIPT)}", "--limit", "10", "--trials", "2",
               "--no-progress", "--out", str(run)]
    assert main([*command, *_flags(first)]) == 0
    whole = rows(run)
    # as if the run had been cut off: the second trials and two more episodes were never recorded
    lost = RunDir(run).forget(lambda r: r.trial == 1 or r.scenario_id in {"fs_quarterly_reports_v1", "math_recipe_scaling_v1"})
    assert 10 < lost < 20
    capsys.readouterr()
    assert main(["run", "--resume", str(run), "--no-progress", *_flags(then)]) == 0
    assert f"{lost} of 20 episodes to run" in capsys.readouterr().out
    assert rows(run) == whole


class _NeedsEnv(OracleModel):
    """The oracle, in a worker that got the driver's ``TOOLSIM_*`` variables (else every episode crashes)."""

    name = "needs-env"

    def episode(self, scenario: Any, trial: int) -> Any:
        if os.environ.get("TOOLSIM_TEST_FORWARDED") != "yes":
            raise RuntimeError("the driver's environment did not reach the worker")
        return super().episode(scenario, trial)


def test_workers_get_the_drivers_model_variables(ray_instance: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TOOLSIM_TEST_FORWARDED", "yes")  # set after Ray started: only the actors' runtime_env has it
    results = sandbox.run_suite(["base"], _NeedsEnv(), limit=2, executor="ray")
    assert [r.status for r in results] == ["finished", "finished"] and all(r.passed for r in results)


def _refuse() -> None:
    raise ModuleNotFoundError("No module named 'toolsim_plugin'")


class _MissingOnWorkers(OracleModel):
    """A client whose code a worker cannot load (as when a plugin is not installed on a node)."""

    name = "missing-on-workers"

    def __reduce__(self) -> Any:
        return (_refuse, ())


def test_workers_that_cannot_start_stop_the_run_with_the_reason(ray_instance: Any, tmp_path: Path) -> None:
    with pytest.raises(RayExecutorError, match=r"^the Ray workers could not start: .*No module named 'toolsim_plugin'"):
        sandbox.run_suite(["base"], _MissingOnWorkers(), limit=2, executor="ray", out=tmp_path / "run")
    assert rows(tmp_path / "run") == {}


def test_workers_running_other_toolsim_code_are_warned_about(
    ray_instance: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr("sandbox.run.ray_executor.code_hash", lambda: "0123456789abcdef")  # the driver's code only
    warnings: list[str] = []
    executor = RayExecutor(OracleModel(), model="oracle", workers=2, warn=warnings.append)
    suites = {"base": load_suite("base")[:2]}
    rundir = RunDir(tmp_path / "run")
    rundir.create({"model": "oracle"})
    assert len(asyncio.run(executor.run(plan(suites, 1, set()), suites, rundir))) == 2
    assert len(warnings) == 1 and warnings[0].startswith("2 Ray worker(s) run other toolsim code")
    assert "this process: " in warnings[0] and "0123456789abcdef" in warnings[0]
