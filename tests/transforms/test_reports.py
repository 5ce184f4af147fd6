"""A distractor call is recorded with its own error class in results and shown by ``toolsim report``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sandbox.commands.cli import main
from sandbox.models.scripted import ScriptedModel
from sandbox.run.api import run_suite
from sandbox.run.suites import load_suite

SUITE = "base+distractors=3"


def test_distractor_calls_reach_results_and_reports(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    scenarios = load_suite(SUITE)[:2]
    script = {}
    for scenario in scenarios:
        decoy = scenario.surface.decoys[0].name  # type: ignore[union-attr]
        script[scenario.id] = [[[f"{decoy}()"]]]
    results = run_suite([SUITE], ScriptedModel(script), limit=2, out=tmp_path / "run")
    assert sorted(r.error_class or "" for r in results) == ["distractor_call", "distractor_call"]
    lines = [json.loads(line) for line in (tmp_path / "run" / "results.jsonl").read_text().splitlines()]
    assert all(line["turns"][0]["error_class"] == "distractor_call" for line in lines)
    assert main(["report", str(tmp_path / "run"), "--html", str(tmp_path / "r.html")]) == 0
    assert "distractor_call" in capsys.readouterr().out
    assert "distractor_call" in (tmp_path / "r.html").read_text(encoding="utf-8")
