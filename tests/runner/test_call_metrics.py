"""Call-level metrics in the run summary, ``report`` (text, JSON, HTML), ``compare`` and old run directories."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from sandbox.commands.cli import main
from sandbox.run.rundir import RunDir

SCRIPT: dict[str, Any] = {
    # gold: [cd, ls] [mkdir 2025, mv, mv] [rm]
    "fs_quarterly_reports_v1": [
        [["cd(folder='reports')", "fly()"], ["ls(a=True, color=1)"]],  # fly: no such function; color: no such argument
        [["mkdir(dir_name='2026')"]],  # a gold function with the wrong value, and both mv missing
    ],
    # gold: [cd, ls] [mkdir, mv, mv] [] [rm, offered from turn 3]
    "fs_quarterly_reports_v1__miss_func": [
        [["cd(folder='reports')", "ls()"]],
        [["mkdir(dir_name='2025')", "mv(source='q1_summary.txt', destination='2025')",
          "mv(source='q2_summary.txt', destination='2025')"]],
        [["rm(file_name='draft_notes.txt')", "touch(file_name='junk.txt')"]],  # rm is held out; touch changes the state
    ],
}

EXPECTED = {
    "base": {"calls": 4, "hallucination_rate": 2 / 4, "hallucinated_functions": 1, "hallucinated_arguments": 1,
             "function_accuracy": 1 / 3, "parameter_accuracy": 1 / 3, "abstention_accuracy": None},
    "miss_func": {"calls": 7, "hallucination_rate": 1 / 7, "hallucinated_functions": 1, "hallucinated_arguments": 0,
                  "function_accuracy": 2 / 3, "parameter_accuracy": 1.0, "abstention_accuracy": 0.0},
}


def _scripted_run(tmp_path: Path) -> Path:
    script = tmp_path / "script.jsonl"
    script.write_text("".join(json.dumps({"id": k, "result": v}) + "\n" for k, v in SCRIPT.items()), encoding="utf-8")
    out = tmp_path / "scripted"
    assert main(["run", "base", "miss_func", "--limit", "1", "--model", f"scripted:{script}", "--out", str(out),
                 "--no-progress"]) == 0
    return out


def _report_json(run: Path, capsys: pytest.CaptureFixture[str]) -> dict[str, Any]:
    capsys.readouterr()
    assert main(["report", str(run), "--json"]) == 0
    return json.loads(capsys.readouterr().out)  # type: ignore[no-any-return]


def _strip_metrics(run: Path) -> None:
    """Rewrite the results as toolsim wrote them before it counted call metrics."""
    path = run / "results.jsonl"
    rows = [json.loads(line) for line in path.read_text().splitlines()]
    path.write_text("".join(json.dumps({k: v for k, v in row.items() if k != "metrics"}) + "\n" for row in rows))


def test_the_summary_and_report_show_each_metric(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    run = _scripted_run(tmp_path)
    printed = capsys.readouterr().out
    assert "call metrics" in printed and "50.0% (1/1)" in printed and "14.3% (1/0)" in printed
    suites = _report_json(run, capsys)["suites"]
    for suite, expected in EXPECTED.items():
        for key, value in expected.items():
            assert suites[suite][key] == (pytest.approx(value) if value is not None else None), (suite, key)
    assert suites["miss_func"]["abstention_turns"] == 1
    assert main(["report", str(run)]) == 0
    text = capsys.readouterr().out
    assert "hallucination (fn/arg)" in text and "0.0% (1)" in text and "33.3%" in text
    page = tmp_path / "report.html"
    assert main(["report", str(run), "--html", str(page)]) == 0
    html = page.read_text()
    header = html[:html.index("failed episodes</h2>")]
    assert "<h3>call metrics</h3>" in header and ">14.3% (1/0)<" in header and ">66.7%<" in header


def test_the_oracle_makes_no_hallucination_and_every_gold_call(tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "oracle"
    assert main(["run", "base", "miss_func", "miss_param", "--limit", "8", "--model", "oracle", "--out", str(out),
                 "--no-progress"]) == 0
    for row in _report_json(out, capsys)["suites"].values():
        assert row["accuracy"] == 1.0 and row["calls"] > 0 and row["hallucination_rate"] == 0.0
        assert row["function_accuracy"] == row["parameter_accuracy"] == 1.0
        assert row["abstention_accuracy"] in (None, 1.0)


def test_compare_shows_both_runs_metrics_and_the_difference(tmp_path: Path,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    scripted = _scripted_run(tmp_path)
    oracle = tmp_path / "oracle"
    assert main(["run", "base", "miss_func", "--limit", "1", "--out", str(oracle), "--no-progress"]) == 0
    capsys.readouterr()
    assert main(["compare", str(scripted), str(oracle), "--json"]) == 0
    metrics = {row["suite"]: row["values"] for row in json.loads(capsys.readouterr().out)["metrics"]}
    assert metrics["base"]["hallucination_rate"] == pytest.approx([0.5, 0.0, -0.5])
    assert metrics["miss_func"]["function_accuracy"] == pytest.approx([2 / 3, 1.0, 1 / 3])
    assert metrics["miss_func"]["abstention_accuracy"] == pytest.approx([0.0, 1.0, 1.0])
    assert metrics["base"]["abstention_accuracy"] == [None, None, None]
    assert main(["compare", str(scripted), str(oracle)]) == 0
    text = capsys.readouterr().out
    assert "call metrics: A → B" in text and "50.0% → 0.0% (-50.0)" in text and "0.0% → 100.0% (+100.0)" in text


def test_old_result_lines_still_read_in_report_compare_and_resume(tmp_path: Path,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    run = _scripted_run(tmp_path)
    _strip_metrics(run)
    assert all(r.metrics is None for r in RunDir(run).results())
    suites = _report_json(run, capsys)["suites"]
    assert suites["base"]["hallucination_rate"] is None and suites["base"]["function_accuracy"] is None
    assert suites["miss_func"]["abstention_accuracy"] == 0.0  # read from the verdicts, which old lines have
    assert main(["report", str(run)]) == 0
    assert "call metrics" in capsys.readouterr().out
    assert main(["compare", str(run), str(run), "--json"]) == 0
    values = json.loads(capsys.readouterr().out)["metrics"][0]["values"]
    assert values["parameter_accuracy"] == [None, None, None]
    old = tmp_path / "old"
    assert main(["run", "base", "--limit", "1", "--out", str(old), "--no-progress"]) == 0
    _strip_metrics(old)
    meta = json.loads((old / "run.json").read_text())
    (old / "run.json").write_text(json.dumps({**meta, "limit": 2}))  # resume finishes a larger run
    assert main(["run", "--resume", str(old), "--no-progress"]) == 0
    results = RunDir(old).results()
    assert [r.metrics is None for r in results] == [True, False]
    row = _report_json(old, capsys)["suites"]["base"]
    assert row["episodes_counted"] == 1 and row["function_accuracy"] == 1.0
