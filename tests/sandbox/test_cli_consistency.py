"""One option name means one thing in every command; help where a user looks for it; deterministic listings."""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path

import pytest

from sandbox.commands.cli import COMMANDS, _available, build_parser, main
from sandbox.episode.loop import EpisodeResult
from sandbox.episode.trajectory import ResultEvent, load_trajectory
from sandbox.report.summary import summarize, summary_cells
from sandbox.run.rundir import RunDir
from sandbox.run.suites import load_suite
from tests.sandbox.test_cli import toolsim


def _options() -> dict[str, dict[str, argparse.Action]]:
    """Option string -> command -> its action, over every available command."""
    found: dict[str, dict[str, argparse.Action]] = {}
    for name in COMMANDS:
        if not _available(name):
            continue
        sub = next(a for a in build_parser(name)._actions if isinstance(a, argparse._SubParsersAction))
        for action in sub.choices[name]._actions:
            for option in action.option_strings:
                found.setdefault(option, {})[name] = action
    return found


def test_an_option_name_takes_a_value_everywhere_or_nowhere() -> None:
    for option, actions in _options().items():
        takes = {name: action.nargs != 0 for name, action in actions.items()}
        assert len(set(takes.values())) == 1, f"{option}: {takes}"


def test_json_limit_and_all_mean_one_thing() -> None:
    options = _options()
    json_commands = options["--json"]
    assert {"report", "compare", "show", "validate"} <= set(json_commands)
    for name, action in json_commands.items():  # print the command's result as JSON on stdout
        assert action.nargs == 0 and "as JSON" in (action.help or ""), name
    assert set(options["--limit"]) == {"run"}  # the first N scenarios of each suite
    assert "--all" not in options  # it meant "passed episodes too" in one command, "every finding" in another
    assert set(options["--max-findings"]) == {"validate"} and set(options["--max-episodes"]) == {"report"}


def test_bare_toolsim_prints_help() -> None:
    done = toolsim()
    assert done.returncode == 0 and done.stderr == ""
    assert done.stdout.startswith("usage: toolsim") and "    run" in done.stdout and "COMMAND --help" in done.stdout


def test_run_help_names_suite_at_n() -> None:
    done = toolsim("run", "--help")
    assert done.returncode == 0
    assert "long_context@N" in done.stdout and "composite@N" in done.stdout


def test_validate_json_prints_the_findings(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    scenario = {"id": "broken_v1", "domains": {"math": {}},
                "turns": [{"messages": [{"content": "Divide 4 by 0."}], "ground_truth": ["divide(a=4, b=0)"]}]}
    path = tmp_path / "broken.jsonl"
    path.write_text(json.dumps(scenario) + "\n", encoding="utf-8")
    assert main(["validate", str(path), "--json"]) == 1
    printed = json.loads(capsys.readouterr().out)
    # the gold only errors, so nothing is left to judge: a model that does nothing passes too
    assert [row["check"] for row in printed["findings"]] == ["gold_error", "do_nothing_passes"]
    assert printed["suites"] == [{"suite": str(path), "scenarios": 1, "errors": 2, "warnings": 0, "notices": 0, "failed": True}]


@pytest.fixture(scope="module")
def failed_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Six episodes of a model that never calls (every one fails), results.jsonl shuffled."""
    out = tmp_path_factory.mktemp("consistency") / "run"
    script = out.parent / "empty.jsonl"
    script.write_text("", encoding="utf-8")
    assert main(["run", "base", "--limit", "3", "--trials", "2", "--model", f"scripted:{script}", "--out", str(out),
                 "--no-progress"]) == 0
    lines = (out / "results.jsonl").read_text(encoding="utf-8").splitlines()
    random.Random(3).shuffle(lines)
    (out / "results.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return out


def test_report_failures_are_sorted(failed_run: Path, capsys: pytest.CaptureFixture[str]) -> None:
    capsys.readouterr()
    assert main(["report", str(failed_run), "--failures"]) == 0
    listed = [line.split()[1:3] for line in capsys.readouterr().out.splitlines() if line.startswith("base ")]
    ids = [s.id for s in load_suite("base")[:3]]
    assert listed == [[i, f"t{trial}:"] for i in sorted(ids) for trial in (0, 1)]


def test_ids_sort_by_number_value() -> None:
    from sandbox.report.summary import result_order

    def result(scenario_id: str, trial: int = 0) -> EpisodeResult:
        return EpisodeResult(scenario_id=scenario_id, suite="bfcl:composite", category="composite", trial=trial,
                             passed=False, turn_accuracy=0.0, turns=[])

    shuffled = [result("multi_turn_composite_11"), result("multi_turn_composite_8", 1), result("multi_turn_composite_8")]
    ordered = sorted(shuffled, key=result_order)
    assert [(r.scenario_id, r.trial) for r in ordered] == [
        ("multi_turn_composite_8", 0), ("multi_turn_composite_8", 1), ("multi_turn_composite_11", 0)]


@pytest.mark.parametrize("option", [["--include-passed"], ["--max-episodes", "3"]])
def test_html_options_without_html_are_refused(failed_run: Path, option: list[str]) -> None:
    done = toolsim("report", str(failed_run), *option)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.splitlines() == [f"toolsim: error: {option[0]} goes with --html FILE"]


def test_include_passed_renders_passed_episodes(tmp_path: Path) -> None:
    out = tmp_path / "run"
    assert main(["run", "base", "--limit", "2", "--out", str(out), "--no-progress"]) == 0
    page = tmp_path / "page.html"
    assert main(["report", str(out), "--html", str(page), "--include-passed"]) == 0
    assert "2 episodes</h2>" in page.read_text(encoding="utf-8")
    assert main(["report", str(out), "--html", str(page)]) == 0
    assert "0 failed episodes</h2>" in page.read_text(encoding="utf-8")


def test_pass_at_k_headers_name_k(failed_run: Path) -> None:
    columns, _ = summary_cells(summarize(RunDir(failed_run).results(), trials=2))
    assert columns[-3:] == ["pass@2", "pass^2", "flip"]


def test_replay_marks_cut_output_with_an_ellipsis(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    [scenario] = [s for s in load_suite("base") if s.id == "msg_standup_broadcast_v1"]
    suite = tmp_path / "one.jsonl"
    suite.write_text(scenario.model_dump_json() + "\n", encoding="utf-8")
    out = tmp_path / "run"
    assert main(["run", str(suite), "--out", str(out), "--no-progress"]) == 0
    [result] = RunDir(out).results()
    events = load_trajectory(out / result.trajectory)
    longest = max(len(e.result.output) for e in events if isinstance(e, ResultEvent))
    assert longest > 200
    capsys.readouterr()
    assert main(["replay", str(out / result.trajectory)]) == 0
    assert f"… ({longest - 200} more characters)" in capsys.readouterr().out


def test_report_json_stays_one_document(failed_run: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    capsys.readouterr()
    page = tmp_path / "page.html"
    assert main(["report", str(failed_run), "--json", "--failures", "--html", str(page)]) == 0
    captured = capsys.readouterr()
    printed = json.loads(captured.out)
    ids = sorted(s.id for s in load_suite("base")[:3])
    assert [(f["scenario_id"], f["trial"]) for f in printed["failures"]] == [(i, t) for i in ids for t in (0, 1)]
    assert printed["failures"][0]["error_class"] == "no_call" and printed["suites"]["base"]["n"] == 6
    assert f"wrote {page}" in captured.err
