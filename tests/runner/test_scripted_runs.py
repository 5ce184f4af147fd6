"""Scripted runs: ids that match no scenario are warned about, and a replay reproduces the run."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from sandbox.commands.cli import main

SCRIPT: dict[str, Any] = {
    "fs_quarterly_reports_v1": [
        [["cd(folder='reports')"], ["ls()"], "In reports: q1_summary.txt, q2_summary.txt and draft_notes.txt."],
        [[{"mkdir": "{\"dir_name\": \"2025\"}"}], [{"mv": "{not json"}],
         [{"mv": "{\"source\": \"q1_summary.txt\", \"destination\": \"2025\"}"}],
         [{"mv": "{\"source\": \"q2_summary.txt\", \"destination\": \"2025\"}"}]],
        [["rm(file_name='draft_notes.txt')"]],
    ],
    "fs_app_log_errors_v1": "Error during inference: the server said no",
    "fs_physics_lab_setup_v1": [[["cd(folder='homework')", "mkdir(dir_name='physics_lab'"]]],
}


def _script(tmp_path: Path, script: dict[str, Any]) -> Path:
    path = tmp_path / "script.jsonl"
    path.write_text("".join(json.dumps({"id": k, "result": v}) + "\n" for k, v in script.items()), encoding="utf-8")
    return path


def _lines(run: Path) -> list[dict[str, Any]]:
    rows = [json.loads(line) for line in (run / "results.jsonl").read_text().splitlines()]
    for row in rows:
        row.pop("trajectory")
    return sorted(rows, key=lambda r: (r["suite"], r["scenario_id"], r["trial"]))


def _events(run: Path) -> list[str]:
    texts = []
    for path in sorted((run / "trajectories").rglob("*.jsonl")):
        for line in path.read_text().splitlines():
            event = json.loads(line)
            if event["kind"] not in ("start",):
                texts.append(json.dumps(event, sort_keys=True))
    return texts


@pytest.mark.parametrize("mode", ["fc", "prompt"])
def test_replay_of_a_scripted_run_reproduces_it(tmp_path: Path, mode: str) -> None:
    script = _script(tmp_path, SCRIPT)
    first, second = tmp_path / "first", tmp_path / "second"
    common = ["--limit", "4", "--trials", "2", "--mode", mode, "--no-progress"]
    assert main(["run", "base", "--model", f"scripted:{script}", "--out", str(first), *common]) == 0
    lines = _lines(first)
    assert any(r["passed"] for r in lines) and any(r["error_class"] == "model_error" for r in lines)
    assert any(t["error_class"] == "parse_error" for r in lines for t in r["turns"])
    assert main(["run", "base", "--model", f"replay:{first}", "--out", str(second), *common]) == 0
    assert _lines(second) == lines
    assert _events(second) == _events(first)


def test_scripted_ids_that_match_no_scenario_are_warned_about(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    script = _script(tmp_path, {"multi_turn_base_0": [[["ls()"]]]})
    assert main(["run", "base", "--limit", "2", "--model", f"scripted:{script}", "--out", str(tmp_path / "a"),
                 "--no-progress"]) == 0
    warning = [line for line in capsys.readouterr().err.splitlines() if "warning" in line]
    assert len(warning) == 1 and "only 0 of 2 scenario(s)" in warning[0]
    assert "'multi_turn_base_0'" in warning[0] and "'fs_quarterly_reports_v1'" in warning[0]


def test_a_partly_matching_script_names_what_is_missing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    script = _script(tmp_path, {"fs_quarterly_reports_v1": [[["ls()"]]]})
    assert main(["run", "base", "--limit", "2", "--model", f"scripted:{script}", "--out", str(tmp_path / "a"),
                 "--no-progress"]) == 0
    err = capsys.readouterr().err
    assert "only 1 of 2 scenario(s)" in err and "'fs_app_log_errors_v1'" in err
    script = _script(tmp_path, {"fs_quarterly_reports_v1": [[["ls()"]]], "fs_app_log_errors_v1": []})
    assert main(["run", "base", "--limit", "2", "--model", f"scripted:{script}", "--out", str(tmp_path / "b"),
                 "--no-progress"]) == 0
    assert "warning" not in capsys.readouterr().err
