"""Terminal output shows model output and user-given names as text, never as rich markup."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from sandbox.commands.cli import main

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


def _run_one(tmp_path: Path, steps: list[list[str]]) -> Path:
    """Run one file-system scenario with a scripted model; the trajectory of its episode."""
    scenario = next(s for s in load_suite("base") if set(s.domains) == {"file_system"})
    script = tmp_path / "script.jsonl"
    script.write_text(json.dumps({"id": scenario.id, "result": [steps]}) + "\n")
    suite = tmp_path / "one.jsonl"
    suite.write_text(scenario.model_dump_json() + "\n")
    out = tmp_path / "run"
    assert main(["run", str(suite), "--model", f"scripted:{script}", "--out", str(out), "--no-progress"]) == 0
    return out / RunDir(out).results()[0].trajectory


def _replay(trajectory: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    capsys.readouterr()
    code = main(["replay", str(trajectory)])
    return code, capsys.readouterr().out


def test_replay_never_prints_terminal_controls(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A trajectory is a file anyone can edit: what it holds is shown, never sent to the terminal as controls."""
    hostile = "\x1b]0;owned\x07\x1b[2J\u202eevil\r"
    trajectory = _run_one(tmp_path, [["ls()"]])

    def tamper(result: dict[str, Any]) -> None:
        result["result"]["output"] = hostile

    def rename(start: dict[str, Any]) -> None:
        start["scenario"]["id"] = f"id{hostile}"

    _edit(trajectory, "result", tamper)
    _edit(trajectory, "start", rename)
    code, out = _replay(trajectory, capsys)
    assert code == 1  # the recorded result is not what the tools give
    assert not any(c in out for c in "\x1b\x07\r\u202e")
    shown = "\\x1b]0;owned\\x07\\x1b[2J\\u202eevil\\x0d"
    assert f"id{shown}" in out and f"recorded {shown}" in out  # shown as the escapes they are


def _edit(trajectory: Path, kind: str, change: Callable[[dict[str, Any]], None]) -> None:
    events = [json.loads(line) for line in trajectory.read_text().splitlines()]
    change(next(e for e in events if e["kind"] == kind))
    trajectory.write_text("".join(json.dumps(e) + "\n" for e in events))


def test_replay_refuses_a_forged_verdict(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    trajectory = _run_one(tmp_path, [["mkdir(dir_name='not_in_gold')"]])
    code, out = _replay(trajectory, capsys)
    assert code == 0 and "turn 0: failed" in out and "re-execution matches the recording" in out
    assert "first failure: turn 0" in out

    def forge(verdict: dict[str, Any]) -> None:
        verdict["verdict"].update(passed=True, error_class=None, diff=[])

    _edit(trajectory, "verdict", forge)
    code, out = _replay(trajectory, capsys)
    assert code == 1
    assert "turn 0: failed" in out and "the recorded verdict says otherwise: passed" in out
    assert "recorded verdicts differ from the re-execution's at turn(s) 0" in out
    assert "re-execution matches" not in out


def test_replay_reports_a_diverging_result(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    trajectory = _run_one(tmp_path, [["ls()"]])

    def tamper(result: dict[str, Any]) -> None:
        result["result"]["output"] = "a listing that the tools never gave"

    _edit(trajectory, "result", tamper)
    code, out = _replay(trajectory, capsys)
    assert code == 1
    assert "diverged at turn 0, step 0, ls()" in out and "recorded a listing that the tools never gave" in out


def test_replay_judges_numbers_as_the_native_episode_did(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    scenario = next(s for s in load_suite("base") if s.id == "math_over_budget_v1")
    script = tmp_path / "script.jsonl"
    steps = [[["add(a=1200.5, b=349.99)"], "1550.49 in all."],
             [["subtract(a=1500, b=1550.49)", "absolute_value(number=-50.49)"], "You are 50.49 over."],
             [["imperial_si_conversion(value=40, unit_in='kg', unit_out='lb')"], "About 88.18 pounds."]]
    script.write_text(json.dumps({"id": scenario.id, "result": steps}) + "\n")
    suite = tmp_path / "one.jsonl"
    suite.write_text(scenario.model_dump_json() + "\n")
    out = tmp_path / "run"
    assert main(["run", str(suite), "--model", f"scripted:{script}", "--out", str(out), "--no-progress"]) == 0
    (result,) = RunDir(out).results()
    assert result.passed  # -50.49 for -50.49000000000001
    code, shown = _replay(out / result.trajectory, capsys)
    assert code == 0 and "says otherwise" not in shown
