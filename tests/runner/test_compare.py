"""``toolsim compare``: paired scores, McNemar's score test, the score interval that agrees with it, the noise floor."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sandbox.commands.cli import main
from sandbox.episode.loop import EpisodeResult
from sandbox.report.compare import compare_runs, detectable, scores
from sandbox.report.stats import paired_interval, paired_test, wilson_interval
from sandbox.report.summary import summarize, summary_cells


def _results(suite: str, passed: list[bool], trial: int = 0) -> list[EpisodeResult]:
    return [EpisodeResult(scenario_id=f"s{i}", suite=suite, category="base", trial=trial, passed=p, turn_accuracy=1.0,
                          turns=[]) for i, p in enumerate(passed)]


def test_mcnemar_score_test_p_values() -> None:
    assert paired_test(4, 0) == pytest.approx(0.0455, abs=1e-4)  # z = 2
    assert paired_test(0, 9) == pytest.approx(0.0027, abs=1e-4)  # z = 3
    assert paired_test(3, 3) == 1.0 and paired_test(0, 0) == 1.0


def test_the_interval_and_the_test_always_agree() -> None:
    for n in (1, 3, 5, 12, 68):
        for wins_b in range(n + 1):
            for wins_a in range(n + 1 - wins_b):
                for alpha in (0.05, 0.01):
                    low, high = paired_interval(wins_b, wins_a, n, level=1 - alpha)
                    assert -1 <= low <= (wins_b - wins_a) / n <= high <= 1
                    assert (low > 0 or high < 0) == (paired_test(wins_b, wins_a) < alpha), (n, wins_b, wins_a, alpha)
                    assert high - low > 0


def test_intervals_do_not_collapse_at_the_edges() -> None:
    low, high = wilson_interval(68, 68)
    assert 0.9 < low < 1 and high == 1
    low, high = wilson_interval(0, 68)
    assert low == 0 and 0 < high < 0.1
    low, high = paired_interval(0, 3, 3)  # every scenario got worse, too few to call
    assert low == -1 and high > 0 and paired_test(0, 3) > 0.05
    low, high = paired_interval(0, 0, 68)  # identical runs: a difference of a few points is not ruled out
    assert low < -0.03 and high > 0.03


def test_the_summary_interval_is_wilson() -> None:
    results = _results("base", [True] * 68)
    row = summarize(results)["suites"]["base"]
    assert row["ci95"][0] == pytest.approx(wilson_interval(68, 68)[0]) and row["ci95"][0] < 1
    _, [cells] = summary_cells(summarize(results))
    assert "100.0% (94.7%–100.0%)" in cells


def test_a_run_that_lost_everything_on_few_scenarios_is_not_called() -> None:
    a = _results("base", [True] * 3)
    b = _results("base", [False] * 3)
    [row], _ = compare_runs(a, b)
    assert row.delta == -1 and row.interval[0] == -1 and row.interval[1] > 0
    assert row.verdict == "no significant difference" and row.p_value > 0.05


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
    assert row.verdict == "no significant difference" and row.p_value == pytest.approx(paired_test(2, 0))
    assert row.interval[0] < 0 < row.interval[1]
    assert row.mdd > abs(row.delta)


def test_identical_runs_still_have_a_noise_floor() -> None:
    a = _results("base", [True, False] * 34)
    [row], _ = compare_runs(a, a)
    assert row.delta == 0 and row.verdict == "no significant difference"
    assert row.mdd == pytest.approx(4 / 68)  # four one-sided disagreements are the fewest the test can call
    assert row.interval[0] < 0 < row.interval[1]
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
    assert overall.interval[0] > 0 and overall.p_value < 0.05
    assert overall.interval[0] <= overall.delta <= overall.interval[1]


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
    [flipped] = data["flips"]  # the silent model fails every scenario the oracle passes
    assert flipped["suite"] == "base" and len(flipped["b_better"]) == 12 and flipped["a_better"] == []
    assert ", ".join(flipped["b_better"][:3]) in out and "base: B passed, A failed (12):" in out
    assert main(["compare", str(oracle), str(tmp_path / "nope")]) == 2
    assert "not a toolsim run directory" in capsys.readouterr().err
    with pytest.raises(SystemExit) as stop:
        main(["compare", str(oracle), str(oracle), "--alpha", "2"])
    assert stop.value.code == 2
    assert "argument --alpha: must be a finite number, above 0 and below 1" in capsys.readouterr().err


def test_an_overwhelming_overall_difference_gets_the_smallest_p_value_instead_of_failing() -> None:
    a = [r for suite in ("base", "miss_func", "miss_param") for r in _results(suite, [False] * 30)]
    b = [r for suite in ("base", "miss_func", "miss_param") for r in _results(suite, [True] * 30)]
    rows, _ = compare_runs(a, b)
    assert rows[-1].suite == "overall" and rows[-1].p_value == 1e-12 and rows[-1].verdict == "B better"
