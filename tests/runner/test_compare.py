"""``toolsim compare``: paired scores, an exact sign test, bootstrap intervals and the noise floor."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sandbox.commands.cli import main
from sandbox.episode.loop import EpisodeResult
from sandbox.report.compare import compare_runs, detectable, scores
from sandbox.report.stats import sign_test


def _results(suite: str, passed: list[bool], trial: int = 0) -> list[EpisodeResult]:
    return [EpisodeResult(scenario_id=f"s{i}", suite=suite, category="base", trial=trial, passed=p, turn_accuracy=1.0,
                          turns=[]) for i, p in enumerate(passed)]


def test_sign_test_matches_the_binomial_tails() -> None:
    assert sign_test(6, 0) == pytest.approx(2 / 64)
    assert sign_test(0, 5) == pytest.approx(2 / 32)
    assert sign_test(3, 3) == 1.0
    assert sign_test(7, 2) == pytest.approx(2 * (1 + 9 + 36) / 512)


def test_a_clear_improvement_is_called() -> None:
    a = _results("base", [False] * 20)
    b = _results("base", [True] * 15 + [False] * 5)
    [row], unpaired = compare_runs(a, b)
    assert (row.n, row.wins_b, row.wins_a) == (20, 15, 0)
    assert row.delta == pytest.approx(0.75) and row.interval[0] > 0
    assert row.verdict == "B better" and row.p_value < 1e-3
    assert unpaired == {"only_a": 0, "only_b": 0}
    [reverse], _ = compare_runs(b, a)
    assert reverse.verdict == "A better" and reverse.delta == pytest.approx(-0.75)


def test_a_small_difference_is_noise() -> None:
    a = _results("base", [True] * 34 + [False] * 34)
    b = _results("base", [True] * 36 + [False] * 32)  # two more scenarios pass
    [row], _ = compare_runs(a, b)
    assert row.delta == pytest.approx(2 / 68)
    assert row.verdict == "no significant difference" and row.p_value == pytest.approx(0.5)
    assert row.mdd > abs(row.delta)


def test_identical_runs_still_have_a_noise_floor() -> None:
    a = _results("base", [True, False] * 34)
    [row], _ = compare_runs(a, a)
    assert row.delta == 0 and row.verdict == "no significant difference"
    assert row.mdd == pytest.approx(6 / 68)  # six one-sided disagreements are the fewest a sign test can call
    assert detectable([], 0.05) == 1.0


def test_trials_average_and_suites_pair_separately() -> None:
    a = _results("base", [True, False]) + _results("base", [False, False], trial=1)
    assert scores(a) == {("base", "s0"): 0.5, ("base", "s1"): 0.0}
    b = _results("base", [True, True]) + _results("miss_func", [True] * 10) + _results("extra", [True])
    a += _results("miss_func", [False] * 10)
    rows, unpaired = compare_runs(a, b)
    assert [r.suite for r in rows] == ["base", "miss_func", "overall"]
    assert unpaired == {"only_a": 0, "only_b": 1}
    base, miss_func, overall = rows
    assert base.accuracy_a == pytest.approx(0.25) and base.accuracy_b == 1.0
    assert overall.delta == pytest.approx((base.delta + miss_func.delta) / 2)  # unweighted over suites
    assert overall.n == 12 and overall.verdict == "B better"


def _run(tmp_path: Path, name: str, model: str, *extra: str) -> Path:
    out = tmp_path / name
    assert main(["run", "base", "--limit", "12", "--model", model, "--out", str(out), "--no-progress", *extra]) == 0
    return out


def test_compare_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    script = tmp_path / "nothing.jsonl"
    script.write_text("")  # a scripted model with no script: it never calls a tool
    silent = _run(tmp_path, "silent", f"scripted:{script}", "--mode", "prompt")
    oracle = _run(tmp_path, "oracle", "oracle")
    capsys.readouterr()
    assert main(["compare", str(silent), str(oracle)]) == 0
    out, err = capsys.readouterr()
    assert "B better" in out and "the runs differ in mode: prompt vs fc" in err
    assert main(["compare", str(silent), str(oracle), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["rows"][0]["verdict"] == "B better" and data["rows"][0]["n"] == 12
    assert main(["compare", str(oracle), str(tmp_path / "nope")]) == 2
    assert "not a toolsim run directory" in capsys.readouterr().err
    assert main(["compare", str(oracle), str(oracle), "--alpha", "2"]) == 2
