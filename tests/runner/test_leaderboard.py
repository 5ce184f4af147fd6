"""``toolsim leaderboard``: one table across runs; the per-domain table of ``report``; the pictures."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path
from typing import Any

import pytest

from sandbox.commands.cli import main
from sandbox.report import plots
from sandbox.report.domains import context_size, domain_summary, episode_domains
from sandbox.report.leaderboard import build, to_csv
from sandbox.report.summary import accuracy_interval
from sandbox.run.api import suite_scenarios
from sandbox.run.rundir import RunDir

LIMIT = 6


def _run(out: Path, suites: list[str], model: str = "oracle") -> Path:
    assert main(["run", *suites, "--model", model, "--limit", str(LIMIT), "--out", str(out), "--no-progress"]) == 0
    return out


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """The oracle on three suites (in two runs); a scripted model that makes the first gold call of each turn."""
    root = tmp_path_factory.mktemp("leaderboard")
    lines = []
    for suite in ("base", "long_context@20", "long_context"):
        for scenario in suite_scenarios(suite)[:LIMIT]:
            steps = [[list(t.ground_truth[:1])] if t.ground_truth else [] for t in scenario.turns]
            lines.append(json.dumps({"id": scenario.id, "result": steps}))
    script = root / "first_calls.jsonl"
    script.write_text("\n".join(lines) + "\n", encoding="utf-8")
    other = root / "other.jsonl"  # the same answers under another model name
    other.write_text(script.read_text(encoding="utf-8"), encoding="utf-8")
    return {
        "oracle_a": _run(root / "oracle_a", ["base", "long_context@20"]),
        "oracle_b": _run(root / "oracle_b", ["long_context"]),
        "scripted": _run(root / "scripted", ["base", "long_context@20", "long_context"], f"scripted:{script}"),
        "partial": _run(root / "partial", ["base"], f"scripted:{other}"),
    }


def test_runs_of_one_model_make_one_row_ranked_by_the_mean_over_suites(runs: dict[str, Path]) -> None:
    board = build([RunDir(runs[k]) for k in ("scripted", "oracle_a", "oracle_b")])
    assert board.suites == ["base", "long_context@20", "long_context"]
    oracle, scripted = board.rows
    assert (oracle.model, oracle.rank, oracle.overall) == ("oracle", 1, 1.0)
    assert oracle.runs == [str(runs["oracle_a"]), str(runs["oracle_b"])]
    assert scripted.rank == 2 and scripted.overall is not None and scripted.overall < 1.0
    results = RunDir(runs["scripted"]).results()
    for suite, cell in scripted.cells.items():
        of_suite = [r for r in results if r.suite == suite]
        assert cell.accuracy == sum(r.passed for r in of_suite) / len(of_suite)
        assert (cell.low, cell.high) == accuracy_interval(of_suite)
    assert scripted.metrics["function_accuracy"] < 1.0 == oracle.metrics["function_accuracy"]
    assert board.sizes == {"long_context@20": 20, "long_context": 200}  # the bare name's size from its trajectory


def test_a_row_without_every_suite_has_no_overall_and_comes_last(runs: dict[str, Path]) -> None:
    board = build([RunDir(runs["oracle_b"]), RunDir(runs["partial"]), RunDir(runs["oracle_a"])])
    assert [(r.model, r.rank) for r in board.rows] == [("oracle", 1), (f"scripted:{runs['scripted'].parent}/other.jsonl",
                                                                       None)]
    assert board.rows[1].overall is None


def test_a_suite_in_two_runs_of_a_model_is_taken_from_the_last_with_a_warning(runs: dict[str, Path]) -> None:
    board = build([RunDir(runs["oracle_a"]), RunDir(runs["oracle_a"])])
    assert len(board.rows) == 1 and len(board.warnings) == 2
    assert "base is in several runs" in board.warnings[0]


def test_csv_has_a_row_per_model_and_interval_columns_per_suite(runs: dict[str, Path], tmp_path: Path) -> None:
    out = tmp_path / "board.csv"
    assert main(["leaderboard", str(runs["oracle_a"]), str(runs["scripted"]), "--csv", str(out)]) == 0
    scripted, oracle = list(csv.DictReader(io.StringIO(out.read_text(encoding="utf-8"))))
    assert scripted["rank"] == "1" and float(scripted["function acc. %"]) < 100
    assert oracle["model"] == "oracle" and oracle["rank"] == ""  # oracle_a lacks long_context: no overall, last
    assert oracle["base %"] == "100.00" and float(oracle["base low %"]) < 100 and oracle["base n"] == str(LIMIT)
    assert oracle["long_context %"] == "" and oracle["overall acc %"] == ""


def test_csv_cells_never_read_as_spreadsheet_formulas(runs: dict[str, Path]) -> None:
    board = build([RunDir(runs["oracle_a"])])
    board.rows[0].model = "=HYPERLINK(\"x\")"
    [_, line] = list(csv.reader(io.StringIO(to_csv(board))))
    assert line[1] == "'=HYPERLINK(\"x\")"


def test_json_and_html(runs: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    page = tmp_path / "board.html"
    assert main(["leaderboard", str(runs["oracle_a"]), str(runs["scripted"]), "--json", "--html", str(page)]) == 0
    data: dict[str, Any] = json.loads(capsys.readouterr().out)
    assert data["rows"][1]["suites"]["base"]["accuracy"] == 1.0 and data["context_sizes"]["long_context@20"] == 20
    text = page.read_text(encoding="utf-8")
    assert "<script" not in text and "toolsim leaderboard" in text
    if plots.available():
        assert text.count("<img") == 2 and "data:image/svg+xml;base64," in text  # per suite; against context size
    else:
        assert "plots extra" in text


def test_a_missing_run_directory_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["leaderboard", str(tmp_path / "nowhere")]) == 2
    assert capsys.readouterr().err.startswith("toolsim: error:")


@pytest.mark.skipif(not plots.available(), reason="the plots extra (matplotlib) is not installed")
def test_plots_are_written_as_png_and_svg(runs: dict[str, Path], tmp_path: Path) -> None:
    folder = tmp_path / "plots"
    assert main(["leaderboard", str(runs["oracle_a"]), str(runs["oracle_b"]), str(runs["scripted"]),
                 "--plots", str(folder)]) == 0
    written = sorted(p.name for p in folder.iterdir())
    assert written == [f"{name}{suffix}" for name in (plots.CONTEXT, plots.ACCURACY) for suffix in (".png", ".svg")]
    assert all((folder / name).stat().st_size > 5000 for name in written)
    assert (folder / f"{plots.ACCURACY}.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert b"<text" not in (folder / f"{plots.ACCURACY}.svg").read_bytes()  # names drawn as paths


def test_without_matplotlib_plots_are_refused_and_pages_say_how_to_get_them(
    runs: dict[str, Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setattr(plots, "available", lambda: False)
    assert main(["leaderboard", str(runs["oracle_a"]), "--plots", str(tmp_path / "p")]) == 2
    assert "pip install 'toolsim[plots]'" in capsys.readouterr().err
    assert "plots extra" in plots.html_images(build([RunDir(runs["oracle_a"])]))


def test_report_breaks_accuracy_down_per_domain(runs: dict[str, Path], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["report", str(runs["scripted"]), "--json"]) == 0
    domains = json.loads(capsys.readouterr().out)["domains"]
    results = RunDir(runs["scripted"]).results()
    scenarios = {s.id: s for suite in ("base", "long_context@20", "long_context") for s in suite_scenarios(suite)}
    expected: dict[str, int] = {}
    for result in results:
        for name in scenarios[result.scenario_id].domains:
            expected[name] = expected.get(name, 0) + 1
    assert {name: row["episodes"] for name, row in domains.items()} == expected
    for name, row in domains.items():
        mine = [r for r in results if name in r.domains]
        assert row["accuracy"] == sum(r.passed for r in mine) / len(mine)
    assert main(["report", str(runs["scripted"])]) == 0
    assert "per domain" in capsys.readouterr().out


def test_result_lines_without_domains_take_them_from_their_trajectories(runs: dict[str, Path], tmp_path: Path) -> None:
    rundir = RunDir(runs["scripted"])
    results = rundir.results()
    older = [r.model_copy(update={"domains": []}) for r in results]
    assert episode_domains(rundir, older) == [r.domains for r in results]
    assert domain_summary(older, episode_domains(rundir, older)) == domain_summary(results, [r.domains for r in results])
    unreadable = [r.model_copy(update={"domains": [], "trajectory": "nowhere.jsonl"}) for r in results[:1]]
    assert episode_domains(rundir, unreadable) == [["(unknown)"]]
    assert context_size(rundir, "base", [r for r in results if r.suite == "base"]) is None


def test_the_same_scenario_in_two_suites_counts_twice_in_an_interval(runs: dict[str, Path]) -> None:
    """A per-domain row spans suites: ``base`` and ``base+rename`` share ids but are different scenarios."""
    from sandbox.report.stats import wilson_interval

    base = [r for r in RunDir(runs["scripted"]).results() if r.suite == "base"]
    renamed = [r.model_copy(update={"suite": "base+rename", "passed": True}) for r in base]
    passed = sum(r.passed for r in base) + len(renamed)
    assert accuracy_interval(base + renamed) == wilson_interval(passed, 2 * len(base))
