"""``toolsim suites``, ``show``, ``validate`` and ``run`` take transformed suite names, or refuse them in one line."""

from __future__ import annotations

import json

import pytest

from sandbox.commands.cli import main

FIRST = "fs_quarterly_reports_v1"


def test_suites_lists_the_ids_of_a_transformed_suite(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["suites", "base+rename"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == FIRST


def test_show_prints_the_changed_surface(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["show", FIRST, "--suite", "base+distractors=2+rename"]) == 0
    out = capsys.readouterr().out
    assert "tool surface: distractors=2, rename=neutral" in out and "gold 1. tool_" in out
    assert "distractors: tool_" in out


def test_validate_accepts_transformed_suites(capsys: pytest.CaptureFixture[str], tmp_path: object) -> None:
    assert main(["validate", "base+rename=misleading+distractors=3+descriptions=short"]) == 0
    out = capsys.readouterr().out
    assert "stale_path" not in out and "ok" in out


def test_run_gives_one_row_per_variant(capsys: pytest.CaptureFixture[str], tmp_path: object) -> None:
    suites = ["base", "base+distractors=20", "base+rename", "base+descriptions=none"]
    assert main(["run", *suites, "--model", "oracle", "--limit", "3", "--out", str(tmp_path) + "/run"]) == 0
    out = capsys.readouterr().out
    for suite in suites:
        assert f"│ {suite} " in out
    assert "100.0%" in out


@pytest.mark.parametrize("command", [["suites", "base+nope"], ["show", FIRST, "--suite", "base+rename=x"],
                                     ["run", "base+distractors=-1", "--model", "oracle"]])
def test_bad_transforms_are_one_line_errors(command: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(command) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("toolsim: error:") and "\n" not in err and "Traceback" not in err


def test_validate_applies_a_patterns_transforms_to_every_match(capsys: pytest.CaptureFixture[str],
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    from sandbox.run import suites as module

    load = module.load_suite
    monkeypatch.setattr(module, "load_suite", lambda name: load(name)[:8])  # each match validated on its first scenarios
    assert main(["validate", "miss_*+distractors=2", "--json"]) == 0
    reports = json.loads(capsys.readouterr().out)["suites"]
    assert [item["suite"] for item in reports] == ["miss_param+distractors=2", "miss_func+distractors=2"]
    assert all(item["scenarios"] == 8 for item in reports), reports


def test_validate_names_the_bad_transform(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", "base+bogus"]) == 2
    assert "unknown transform 'bogus'" in capsys.readouterr().err
