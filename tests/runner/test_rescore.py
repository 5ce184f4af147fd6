"""``toolsim rescore``: result files read as they are, every step they hold scored, resumable."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from sandbox.commands.cli import main
from sandbox.episode.trajectory import ParsedEvent, load_trajectory
from sandbox.run.rundir import RunDir
from sandbox.run.suites import load_suite
from tests.gold_words import gold_reply


def _fc(name: str, **arguments: Any) -> list[dict[str, str]]:
    return [{name: json.dumps(arguments)}]


def _write(path: Path, entries: dict[str, Any]) -> Path:
    path.write_text("".join(json.dumps({"id": k, "result": v}) + "\n" for k, v in entries.items()), encoding="utf-8")
    return path


_BASE = {s.id: s for s in load_suite("base") if s.id in ("fs_quarterly_reports_v1", "fs_app_log_errors_v1")}


def _said(scenario_id: str, turn: int) -> str:
    """The closing text of a model that made the turn's gold calls: it tells their results."""
    return gold_reply(_BASE[scenario_id], turn)


ENTRIES: dict[str, Any] = {
    # 23 steps in the first turn (more than the generation limit of 20) and, in the second, a step
    # whose argument text is not JSON between calls that must still count
    "fs_quarterly_reports_v1": [
        [_fc("pwd")] * 21 + [_fc("cd", folder="reports"), _fc("ls"), _said("fs_quarterly_reports_v1", 0)],
        [_fc("mkdir", dir_name="2025"), [{"mv": "{\"source\": \"q1_summary.txt\"\t\n"}],
         _fc("mv", source="q1_summary.txt", destination="2025"), _fc("mv", source="q2_summary.txt", destination="2025"), []],
        [_fc("rm", file_name="draft_notes.txt"), []],
    ],
    # generation stopped after two of four turns
    "fs_app_log_errors_v1": [
        [[{"cd": "{\"folder\": \"logs\"}"}, {"grep": "{\"file_name\": \"app.log\", \"pattern\": \"ERROR\"}"}],
         _said("fs_app_log_errors_v1", 0)],
        [_fc("wc", file_name="app.log", mode="l"), _said("fs_app_log_errors_v1", 1)],
    ],
    "fs_physics_lab_setup_v1": "Error during inference: the server said no",
}


def test_rescore_reads_messy_results_as_they_are(tmp_path: Path) -> None:
    results_file = _write(tmp_path / "result.json", ENTRIES)
    out = tmp_path / "run"
    assert main(["rescore", "--suite", "base", "--bfcl-results", str(results_file), "--out", str(out), "--partial"]) == 0
    results = {r.scenario_id: r for r in RunDir(out).results()}
    assert set(results) == set(ENTRIES)
    long = results["fs_quarterly_reports_v1"]
    assert long.passed and not any(t.truncated for t in long.turns), long.error_class
    events = load_trajectory(out / long.trajectory)
    skipped = [e for e in events if isinstance(e, ParsedEvent) and e.parse_error_kind == "undecodable"]
    assert len(skipped) == 1 and skipped[0].turn == 1 and "not decodable" in (skipped[0].parse_error or "")
    stopped = results["fs_app_log_errors_v1"]
    assert not stopped.passed and stopped.error_class == "model_error" and stopped.error_turn == 2
    assert [t.passed for t in stopped.turns[:2]] == [True, True] and "2 turn(s)" in (stopped.model_error or "")
    errored = results["fs_physics_lab_setup_v1"]
    assert not errored.passed and "the server said no" in (errored.model_error or "")


def test_a_rescore_run_resumes_by_rescoring_the_same_file(tmp_path: Path) -> None:
    results_file = _write(tmp_path / "result.json", ENTRIES)
    out = tmp_path / "run"
    assert main(["rescore", "--suite", "base", "--bfcl-results", str(results_file), "--out", str(out), "--partial"]) == 0
    before = sorted((r.scenario_id, r.passed) for r in RunDir(out).results())
    lines = (out / "results.jsonl").read_text().splitlines(keepends=True)
    (out / "results.jsonl").write_text(lines[0])
    assert main(["run", "--resume", str(out), "--no-progress"]) == 0
    assert sorted((r.scenario_id, r.passed) for r in RunDir(out).results()) == before


def test_resuming_a_rescore_of_a_changed_file_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    results_file = _write(tmp_path / "result.json", ENTRIES)
    out = tmp_path / "run"
    assert main(["rescore", "--suite", "base", "--bfcl-results", str(results_file), "--out", str(out), "--partial"]) == 0
    (out / "results.jsonl").write_text("")
    _write(results_file, {"fs_quarterly_reports_v1": []})
    capsys.readouterr()
    assert main(["run", "--resume", str(out), "--no-progress"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("toolsim: error: ") and "changed since the run started" in err and len(err.splitlines()) == 1
    assert RunDir(out).results() == []
