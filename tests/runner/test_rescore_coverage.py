"""``toolsim rescore`` of a file that lacks some of the suites' ids: refused (as BFCL's evaluation
refuses it) unless ``--partial``, which scores the entries the file holds and says how many of the
suite's ids the score is over; a resume keeps the choice."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from sandbox.commands.cli import main
from sandbox.run.rundir import RunDir
from sandbox.run.suites import load_suite
from tests.gold_words import gold_reply

HELD = ("fs_quarterly_reports_v1", "fs_app_log_errors_v1")


def _entries(ids: list[str] | tuple[str, ...]) -> dict[str, Any]:
    """Each scenario's gold calls as its result: a turn's calls in one step, then words that tell their results
    (no step for an empty gold)."""
    scenarios = {s.id: s for s in load_suite("base")}
    return {i: [[list(t.ground_truth), gold_reply(scenarios[i], n)] if t.ground_truth else []
                for n, t in enumerate(scenarios[i].turns)] for i in ids}


def _write(path: Path, entries: dict[str, Any]) -> Path:
    path.write_text("".join(json.dumps({"id": k, "result": v}) + "\n" for k, v in entries.items()), encoding="utf-8")
    return path


def test_a_file_lacking_ids_is_refused_with_how_many(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _write(tmp_path / "few.json", _entries(HELD))
    total = len(load_suite("base"))
    code = main(["rescore", "--suite", "base", "--bfcl-results", str(path), "--out", str(tmp_path / "run")])
    err = capsys.readouterr().err
    assert code == 2 and len(err.splitlines()) == 1 and err.startswith("toolsim: error: ")
    assert f"lacks {total - 2} of the {total} ids of base" in err and "--partial" in err
    assert not (tmp_path / "run").exists()


def test_partial_scores_the_entries_held_and_says_over_how_many(tmp_path: Path,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    path = _write(tmp_path / "few.json", {**_entries(HELD), "not_a_base_id": [[]]})
    total, out = len(load_suite("base")), tmp_path / "run"
    assert main(["rescore", "--suite", "base", "--bfcl-results", str(path), "--out", str(out), "--partial"]) == 0
    captured = capsys.readouterr()
    assert f"partial rescore: {path} lacks {total - 2} of the {total} ids of base" in captured.err
    assert "1 id(s)" in captured.err and "'not_a_base_id'" in captured.err  # held, but of no suite named
    assert f"partial: 2 of {total} entries" in captured.out
    results = RunDir(out).results()
    assert sorted(r.scenario_id for r in results) == sorted(HELD) and all(r.passed for r in results)
    assert json.loads((out / "run.json").read_text())["partial"] is True
    (out / "results.jsonl").write_text((out / "results.jsonl").read_text().splitlines(keepends=True)[0])
    assert main(["run", "--resume", str(out), "--no-progress"]) == 0  # the stored --partial holds
    assert sorted(r.scenario_id for r in RunDir(out).results()) == sorted(HELD)


def test_a_file_with_every_id_needs_no_partial(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    ids = [s.id for s in load_suite("base")]
    path, out = _write(tmp_path / "all.json", _entries(ids)), tmp_path / "run"
    assert main(["rescore", "--suite", "base", "--bfcl-results", str(path), "--out", str(out)]) == 0
    captured = capsys.readouterr()
    assert "partial" not in captured.err + captured.out
    results = RunDir(out).results()
    assert len(results) == len(ids) and all(r.passed for r in results)  # each the gold, in one step a turn
    assert json.loads((out / "run.json").read_text())["partial"] is False


def test_resuming_a_full_rescore_whose_file_lost_ids_is_refused(tmp_path: Path,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    ids = [s.id for s in load_suite("base")]
    path, out = _write(tmp_path / "all.json", _entries(ids)), tmp_path / "run"
    assert main(["rescore", "--suite", "base", "--bfcl-results", str(path), "--out", str(out)]) == 0
    meta = json.loads((out / "run.json").read_text())
    meta["rescored_sha256"] = None  # as if the digest were not kept, so coverage is what refuses
    (out / "run.json").write_text(json.dumps(meta))
    (out / "results.jsonl").write_text("")
    _write(path, _entries(ids[:5]))
    capsys.readouterr()
    assert main(["run", "--resume", str(out), "--no-progress"]) == 2
    assert "--partial" in capsys.readouterr().err
