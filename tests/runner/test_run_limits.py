"""What a run is given cannot crash it or exhaust memory: long names, huge trial counts."""

from __future__ import annotations

import asyncio
import json
import os
from pathlib import Path
from typing import Any

import pytest

from sandbox.commands.cli import main
from sandbox.episode.client import ModelRequest, ModelResponse
from sandbox.episode.loop import EpisodeConfig
from sandbox.episode.scenario import Scenario
from sandbox.models.oracle import OracleModel
from sandbox.run.rundir import NAME_BYTES, RunDir
from sandbox.run.runner import plan, run_items
from sandbox.run.suites import load_suite

NAME_MAX = 255


def _names_fit(root: Path) -> list[Path]:
    """Every file under ``root``, after checking that each part of its path fits in NAME_MAX bytes."""
    files = [p for p in root.rglob("*") if p.is_file()]
    for path in files:
        assert all(len(part.encode()) <= NAME_MAX for part in path.relative_to(root).parts), path
    return files


def _keep_first(out: Path, keep: int) -> None:
    lines = (out / "results.jsonl").read_text().splitlines(keepends=True)
    (out / "results.jsonl").write_text("".join(lines[:keep]))


def _run_and_resume(suite: str, out: Path, limit: int) -> list[Any]:
    assert main(["run", suite, "--limit", str(limit), "--out", str(out), "--no-progress"]) == 0
    _keep_first(out, 1)
    assert main(["run", "--resume", str(out), "--no-progress"]) == 0
    results = RunDir(out).results()
    assert len(results) == limit and len({r.scenario_id for r in results}) == limit
    for result in results:
        assert (out / result.trajectory).is_file()
    return results


def test_a_transform_chain_longer_than_a_file_name_runs_and_resumes(tmp_path: Path) -> None:
    small = tmp_path / "small.jsonl"  # two scenarios: renaming a whole suite 40 times takes long
    small.write_text("".join(s.model_dump_json() + "\n" for s in load_suite("base")[:2]))
    suite = f"{small}" + "+rename" * 40  # longer than 255 characters
    out = tmp_path / "run"
    results = _run_and_resume(suite, out, 2)
    assert {r.suite for r in results} == {suite}
    [directory] = (out / "trajectories").iterdir()
    assert len(directory.name.encode()) <= NAME_BYTES
    assert len(_names_fit(out)) == 2 + 3  # two trajectories, run.json, results.jsonl, .lock


def test_scenario_ids_longer_than_a_file_name_run_and_resume(tmp_path: Path) -> None:
    base = load_suite("base")[0].model_dump(mode="json")
    ids = ["x" * 300, "𠀀" * 100, "中" * 90, "a/" * 200, "x" * 299]  # 300 bytes of letters, 400 of 4-byte letters...
    suite = tmp_path / "long_ids.jsonl"
    suite.write_text("".join(json.dumps({**base, "id": i}) + "\n" for i in ids))
    out = tmp_path / "run"
    results = _run_and_resume(str(suite), out, len(ids))
    assert {r.scenario_id for r in results} == set(ids)
    assert len({r.trajectory for r in results}) == len(ids)  # still one file per id
    _names_fit(out)


def test_a_long_model_string_gives_a_default_run_directory_the_file_system_takes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    nested = tmp_path / ("d" * 200) / ("e" * 200)
    nested.mkdir(parents=True)
    script = nested / "script.jsonl"
    script.write_text("")
    monkeypatch.chdir(tmp_path)
    assert main(["run", "base", "--limit", "1", "--model", f"scripted:{script}", "--no-progress"]) == 0
    [run_dir] = (tmp_path / "runs").iterdir()
    assert len(run_dir.name.encode()) <= NAME_MAX and len(RunDir(run_dir).results()) == 1


@pytest.mark.parametrize("trials", ["101", "1000000000000", str(10**40)])
def test_trials_above_the_cap_are_refused_with_one_line(trials: str, capsys: pytest.CaptureFixture[str],
                                                        tmp_path: Path) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["run", "base", "--trials", trials, "--out", str(tmp_path / "run")])
    assert stop.value.code == 2
    [line] = capsys.readouterr().err.splitlines()
    assert "argument --trials: must be a whole number from 1 to 100" in line
    assert not (tmp_path / "run").exists()


class _CountingTasks:
    """The oracle, noting how many asyncio tasks exist whenever an episode asks it for an answer."""

    name = "counting"
    in_process = True

    def __init__(self) -> None:
        self.oracle = OracleModel()
        self.most = 0

    def episode(self, scenario: Scenario, trial: int) -> Any:
        inner = self.oracle.episode(scenario, trial)
        outer = self

        class _Episode:
            async def complete(self, request: ModelRequest) -> ModelResponse:
                outer.most = max(outer.most, len(asyncio.all_tasks()))
                return await inner.complete(request)

        return _Episode()

    async def close(self) -> None:
        return None


def test_a_run_holds_tasks_for_the_episodes_in_flight_only(tmp_path: Path) -> None:
    items = plan({"base": load_suite("base")[:40]}, 5, set())
    client = _CountingTasks()
    rundir = RunDir(tmp_path / "run")
    rundir.create({"model": "counting"})
    finished = asyncio.run(run_items(items, client, EpisodeConfig(), rundir, concurrency=4))
    assert len(finished) == len(items) == 200
    assert client.most <= 4 + 1  # the workers and the task running them, not one task per planned episode
    assert os.path.getsize(rundir.results_path) > 0
