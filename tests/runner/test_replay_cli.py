"""Terminal output shows model output and user-given names as text, never as rich markup."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from sandbox.run.rundir import RunDir
from sandbox.run.suites import load_suite


def test_replay_prints_hostile_text_literally(tmp_path: Path) -> None:
    scenario = next(s for s in load_suite("base") if set(s.domains) == {"file_system"})
    hostile = "[/bold][red]boom[/] [link=file:///etc/passwd]x"
    steps = [[f"echo(content={hostile!r})"]]
    script = tmp_path / "script.jsonl"
    script.write_text(json.dumps({"id": scenario.id, "result": [steps]}) + "\n")
    out = tmp_path / "run"
    suite = _suite_file(tmp_path, scenario.model_dump_json())
    ran = subprocess.run([sys.executable, "-m", "sandbox", "run", suite.name, "--model", f"scripted:{script}",
                          "--out", str(out), "--no-progress"],
                         capture_output=True, text=True, timeout=120, check=False, cwd=tmp_path)
    assert ran.returncode == 0, ran.stderr
    assert "one[bold].jsonl" in ran.stdout  # the suite's name in the summary table
    trajectory = out / RunDir(out).results()[0].trajectory
    shown = subprocess.run([sys.executable, "-m", "sandbox", "replay", str(trajectory)], capture_output=True, text=True,
                           timeout=120, check=False)
    assert shown.returncode == 0, shown.stderr
    assert hostile in shown.stdout  # printed as it is, on one line even when not a terminal
    assert "Traceback" not in shown.stderr


def _suite_file(tmp_path: Path, line: str) -> Path:
    path = tmp_path / "one[bold].jsonl"
    path.write_text(line + "\n")
    return path
