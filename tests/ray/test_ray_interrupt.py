"""``toolsim run --executor ray`` as a user runs it: its own local Ray instance, stopped on Ctrl-C with the run."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from sandbox.commands.cli import main
from tests.bench.endpoint import running as endpoint
from tests.interrupts import default_sigint
from tests.ray.conftest import ROOT, rows

pytest.importorskip("ray", reason="the ray extra is not installed (nox -s ray runs these tests)")
psutil = pytest.importorskip("psutil", reason="Ray's default extra brings psutil")


def _recorded(run: Path) -> int:
    path = run / "results.jsonl"
    return len(path.read_text(encoding="utf-8").splitlines()) if path.exists() else 0


def test_ctrl_c_stops_ray_and_the_resume_command_finishes_the_run(tmp_path: Path) -> None:
    run = tmp_path / "run"
    with endpoint(latency=0.25) as api_base:
        command = [sys.executable, "-m", "sandbox", "run", "base", "--limit", "30", "--model", "openai/fake",
                   "--api-base", api_base, "--retries", "0", "--executor", "ray", "--concurrency", "2",
                   "--out", str(run), "--no-progress"]
        # a session of its own: Ctrl-C in a terminal reaches the whole process group, Ray's processes too
        driver = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                  start_new_session=True, env={**os.environ, "LITELLM_LOCAL_MODEL_COST_MAP": "True"},
                                  preexec_fn=default_sigint)
        try:
            deadline = time.monotonic() + 120
            while _recorded(run) < 3 and driver.poll() is None and time.monotonic() < deadline:
                time.sleep(0.1)
            ray_processes = psutil.Process(driver.pid).children(recursive=True)
            assert any("raylet" in p.name() for p in ray_processes), [p.name() for p in ray_processes]
            os.killpg(driver.pid, signal.SIGINT)
            out, err = driver.communicate(timeout=60)
        finally:
            if driver.poll() is None:
                os.killpg(driver.pid, signal.SIGKILL)
                driver.communicate()
        assert driver.returncode == 130, err
        kept = _recorded(run)
        assert 3 <= kept < 30
        assert err.splitlines()[-1] == (f"toolsim: interrupted; {kept} episode(s) recorded; "
                                        f"continue with: toolsim run --resume {run} --executor ray")
        _, alive = psutil.wait_procs(ray_processes, timeout=30)
        assert alive == [], f"Ray processes left running: {[p.name() for p in alive]}"
        assert main(["run", "--resume", str(run), "--no-progress"]) == 0  # finished here, by the local executor
    assert len(rows(run)) == 30
