"""Statistics over trials and answers: cluster-aware intervals, flipped scenarios, per-answer latency."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from sandbox.episode.loop import EpisodeResult
from sandbox.report.compare import compare_runs, flips
from sandbox.report.stats import wilson_interval
from sandbox.report.summary import accuracy_interval, latency_figures, summarize, summary_cells


def _results(passed: list[bool], trials: int = 1, **fields: object) -> list[EpisodeResult]:
    return [EpisodeResult(scenario_id=f"s{i}", suite="base", category="base", trial=t, passed=p, turn_accuracy=1.0,
                          turns=[], **fields)  # type: ignore[arg-type]
            for t in range(trials) for i, p in enumerate(passed)]


def test_identical_trials_give_the_single_trial_interval() -> None:
    passed = [i % 5 < 2 for i in range(20)]  # 8 of 20
    single = summarize(_results(passed))["suites"]["base"]["ci95"]
    tripled = summarize(_results(passed, trials=3), trials=3)["suites"]["base"]["ci95"]
    assert tripled == pytest.approx(single) and single == pytest.approx(wilson_interval(8, 20))
    assert tripled[1] - tripled[0] > 0.35  # 21.9%-61.3%, not the 28.6%-52.6% of 60 independent episodes


def test_trials_that_disagree_count_each_scenario_once_with_its_pass_rate() -> None:
    results = _results([True] * 10) + [r.model_copy(update={"trial": 1, "passed": i < 5})
                                       for i, r in enumerate(_results([True] * 10))]
    low, high = accuracy_interval(results)
    assert (low, high) == pytest.approx(wilson_interval(7.5, 10))


def test_compare_with_identical_trials_equals_the_single_trial_comparison() -> None:
    rng = random.Random(3)
    a_pass = [rng.random() < 0.5 for _ in range(40)]
    b_pass = [rng.random() < 0.7 for _ in range(40)]
    [single], _ = compare_runs(_results(a_pass), _results(b_pass))
    [tripled], _ = compare_runs(_results(a_pass, trials=3), _results(b_pass, trials=3))
    assert tripled.n == single.n == 40
    assert tripled.interval == pytest.approx(single.interval) and tripled.p_value == pytest.approx(single.p_value)


def test_flips_name_the_scenarios_in_each_direction() -> None:
    a = _results([True, True, False, False, True])
    b = _results([True, False, True, False, False])
    [flipped] = flips(a, b)
    assert flipped.b_better == ["s2"] and flipped.a_better == ["s1", "s4"]
    assert flips(a, a) == []


def test_flips_with_trials_follow_the_pass_rate() -> None:
    a = _results([True, False], trials=2)
    b = [r.model_copy(update={"passed": r.trial == 0}) for r in _results([True, True], trials=2)]
    [flipped] = flips(a, b)  # s0: 1.0 -> 0.5, s1: 0.0 -> 0.5
    assert flipped.b_better == ["s1"] and flipped.a_better == ["s0"]


def test_latency_is_shown_per_answer_with_its_95th_percentile() -> None:
    slow = [0.1] * 19 + [5.0]  # one slow answer of twenty
    results = [*_results([True], steps=10, latency=sum(slow[:10]), latencies=slow[:10]),
               *[r.model_copy(update={"scenario_id": "t"}) for r in
                 _results([True], steps=10, latency=sum(slow[10:]), latencies=slow[10:])]]
    figures = latency_figures(results)
    assert figures["latency_mean"] == pytest.approx(sum(slow) / 20) and figures["latency_p95"] == 0.1
    slower = [r.model_copy(update={"latencies": [5.0] * 10}) if r.scenario_id == "t" else r for r in results]
    assert latency_figures(slower)["latency_p95"] == 5.0
    columns, [cells] = summary_cells(summarize(results))
    assert cells[columns.index("latency/answer s (mean, p95)")] == "0.35, 0.10"


def test_lines_without_per_answer_latencies_show_the_mean_alone() -> None:
    figures = latency_figures(_results([True, False], steps=4, latency=2.0))
    assert figures == {"latency_mean": 0.5, "latency_p95": None}
    assert latency_figures(_results([True])) == {"latency_mean": None, "latency_p95": None}


def test_every_answer_of_an_episode_has_its_latency_recorded(tmp_path: Path) -> None:
    from sandbox.commands.cli import main
    from sandbox.run.rundir import RunDir

    out = tmp_path / "run"
    assert main(["run", "base", "--limit", "3", "--model", "oracle", "--out", str(out), "--no-progress"]) == 0
    for result in RunDir(out).results():
        assert result.steps > 0 and len(result.latencies) == result.steps
