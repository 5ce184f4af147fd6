"""Run directories stay exactly-once: one writer at a time, one file per episode, the same bytes every time."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from sandbox.run.rundir import RunDir, RunDirBusy, unique_name
from sandbox.run.suites import load_suite
from tests.interrupts import default_sigint
from tests.bench.endpoint import running as endpoint

ROOT = Path(__file__).resolve().parents[2]


def cli(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "sandbox", *args], capture_output=True, text=True, cwd=ROOT,
                          env={**os.environ, "LITELLM_LOCAL_MODEL_COST_MAP": "True", **env}, timeout=300)


def test_a_second_writer_is_refused_with_one_clear_line(tmp_path: Path) -> None:
    out = tmp_path / "run"
    assert cli("run", "base", "--model", "oracle", "--limit", "2", "--out", str(out), "--no-progress").returncode == 0
    lines = (out / "results.jsonl").read_text().splitlines()
    holder = RunDir(out)
    holder.acquire()
    with pytest.raises(RunDirBusy):
        RunDir(out).acquire()
    (out / "results.jsonl").write_text(lines[0] + "\n")
    second = cli("run", "--resume", str(out), "--no-progress")
    assert second.returncode == 2 and "Traceback" not in second.stderr
    assert second.stderr.strip().splitlines() == [
        f"toolsim: error: {out} is being written by another toolsim process; let it finish (or stop it), then try again"
    ]
    assert (out / "results.jsonl").read_text().splitlines() == [lines[0]]  # nothing written by the refused run
    holder.release()
    assert cli("run", "--resume", str(out), "--no-progress").returncode == 0
    assert len(RunDir(out).results()) == 2


def test_trajectory_names_are_injective() -> None:
    ids = ["a/b", "a_b", "a:b", "a b", "..", ".hidden", "x" * 300, "x" * 301, "é", "a~b"]
    names = [unique_name(i) for i in ids]
    assert len(set(names)) == len(ids)
    assert unique_name("fs_cleanup_v1") == "fs_cleanup_v1" and unique_name("a_b") == "a_b"
    assert all("/" not in n and not n.startswith(".") and len(n) < 120 for n in names)
    rundir = RunDir(Path("/tmp/x"))
    assert rundir.trajectory_path("s", "a/b", 0) != rundir.trajectory_path("s", "a_b", 0)


def test_results_do_not_depend_on_the_hash_seed(tmp_path: Path) -> None:
    # Every turn fails with a state diff (the model never calls): the diffs must list the same entries in
    # the same order whatever the hash seed.
    scenarios = load_suite("base")[:8]
    script = tmp_path / "silent.jsonl"
    script.write_text("".join(json.dumps({"id": s.id, "result": [[[]] for _ in s.turns]}) + "\n" for s in scenarios))
    lines = []
    for seed in ("1", "2", "3"):
        out = tmp_path / f"run{seed}"
        done = cli("run", "base", "--model", f"scripted:{script}", "--limit", "8", "--out", str(out), "--no-progress",
                   PYTHONHASHSEED=seed)
        assert done.returncode == 0, done.stderr
        lines.append(sorted(_stable(line) for line in (out / "results.jsonl").read_text().splitlines()))
    assert lines[0] == lines[1] == lines[2]
    assert any(turn["diff"] for line in lines[0] for turn in json.loads(line)["turns"])


def _stable(line: str) -> str:
    record = json.loads(line)
    record["latency"] = 0
    return json.dumps(record, sort_keys=True)


@pytest.mark.slow
@pytest.mark.parametrize("stop", [signal.SIGINT, signal.SIGTERM], ids=["ctrl-c", "sigterm"])
def test_ctrl_c_during_a_run_says_how_to_resume_and_resume_finishes(tmp_path: Path, stop: signal.Signals) -> None:
    """Ctrl-C, and SIGTERM alike (a scheduler's stop, ``kill``, ``timeout``), keep what finished and say how to resume."""
    # A slow endpoint keeps the run going for minutes, so the interrupt always lands mid-run.
    out = tmp_path / "run"
    with endpoint(latency=0.3) as base:
        command = [sys.executable, "-m", "sandbox", "run", "base", "--limit", "12", "--model", "openai/fake",
                   "--api-base", base, "--out", str(out), "--no-progress", "--concurrency", "2"]
        proc = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, cwd=ROOT,
                                env={**os.environ, "LITELLM_LOCAL_MODEL_COST_MAP": "True"}, preexec_fn=default_sigint)
        results = out / "results.jsonl"
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and not (results.exists() and results.read_bytes().count(b"\n") >= 2):
            time.sleep(0.02)
        assert proc.poll() is None, "the run ended before it could be interrupted"
        proc.send_signal(stop)
        _, stderr = proc.communicate(timeout=120)
        assert proc.returncode == 130, stderr
        assert f"continue with: toolsim run --resume {out}" in stderr and "Traceback" not in stderr
        recorded = len(RunDir(out).results())
        assert 2 <= recorded < 12
        resumed = cli("run", "--resume", str(out), "--no-progress")
    assert resumed.returncode == 0, resumed.stderr
    keys = [(r.suite, r.scenario_id, r.trial) for r in RunDir(out).results()]
    assert len(keys) == len(set(keys)) == 12


@pytest.mark.parametrize("status", [401, 403, 404])
def test_a_refusing_endpoint_stops_the_run_with_exactly_one_line(tmp_path: Path, status: int) -> None:
    with endpoint(latency=0.0, status=status) as base:
        for attempt in range(2):
            done = cli("run", "base", "--limit", "3", "--model", "openai/fake", "--api-base", base,
                       "--out", str(tmp_path / f"r{attempt}"), "--no-progress")
            assert done.returncode == 2
            errors = [line for line in done.stderr.splitlines() if line.strip()]
            assert len(errors) == 1 and errors[0].startswith("toolsim: error: the model endpoint refused"), done.stderr


@pytest.mark.parametrize("status", [401, 404])
def test_a_refusing_endpoint_through_litellm_stops_with_exactly_one_line(tmp_path: Path, status: int) -> None:
    """Requests in flight when the run stops leave litellm coroutines never awaited: no warning about them."""
    with endpoint(latency=0.0, status=status) as base:
        for attempt in range(1):
            done = cli("run", "base", "--limit", "30", "--concurrency", "16", "--model", "anthropic/claude-x",
                       "--api-base", base.removesuffix("/v1"), "--out", str(tmp_path / f"r{attempt}"), "--no-progress",
                       ANTHROPIC_API_KEY="x")
            assert done.returncode == 2
            errors = [line for line in done.stderr.splitlines() if line.strip()]
            assert len(errors) == 1 and errors[0].startswith("toolsim: error: the model endpoint refused"), done.stderr


def test_results_are_flushed_per_episode_and_fsynced_in_groups_and_at_the_end(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import asyncio

    from sandbox.episode.loop import EpisodeConfig
    from sandbox.models.oracle import OracleModel
    from sandbox.run import rundir as module
    from sandbox.run.runner import plan, run_items

    synced: list[int] = []
    monkeypatch.setattr(module.os, "fsync", lambda fd: synced.append(fd))
    rundir = RunDir(tmp_path / "run")
    rundir.create({"model": "oracle"})
    seen: list[int] = []

    def lines(_: object) -> None:  # each result is in the file (flushed) when the runner reports it
        seen.append(len((tmp_path / "run" / "results.jsonl").read_text().splitlines()))

    items = plan({"base": load_suite("base")[:30]}, 1, set())
    asyncio.run(run_items(items, OracleModel(), EpisodeConfig(), rundir, concurrency=4, on_done=lines))
    assert all(count >= done for done, count in enumerate(seen, 1)) and seen[-1] == 30
    assert 1 <= len(synced) < 30  # far fewer fsyncs than episodes, and one at the end of the run
    monkeypatch.setattr(module, "SYNC_SECONDS", 0.0)
    synced.clear()
    rundir.sync()
    assert synced == []  # nothing appended since the last fsync
