"""Call-level metrics of a suite, pooled over its episodes: hallucination, function, parameter and abstention accuracy.

Each episode's counts are in its result line (:class:`~sandbox.judge.metrics.CallMetrics`);
a suite's value sums numerators and denominators over its episodes (formulas in docs/results.md).
Episodes without counts (result lines written before toolsim counted them) are left out; a value
whose denominator is zero is ``None``. Abstention is read from the verdicts, which every line has.

>>> from sandbox.episode.loop import EpisodeResult
>>> from sandbox.judge.metrics import CallMetrics
>>> line = EpisodeResult(scenario_id="s", suite="base", category="base", trial=0, passed=True,
...                      turn_accuracy=1.0, turns=[], metrics=CallMetrics(calls=4, hallucinated_calls=1))
>>> metric_values([line])["hallucination_rate"]
0.25
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sandbox.episode.loop import EpisodeResult
from sandbox.judge.metrics import episode_counts, pooled, rates

#: The rates, with the short labels the tables use.
METRICS = {
    "hallucination_rate": "hallucination",
    "function_accuracy": "function acc.",
    "parameter_accuracy": "parameter acc.",
    "abstention_accuracy": "abstention",
}


def metric_values(results: Sequence[EpisodeResult]) -> dict[str, Any]:
    """The pooled metrics of some episodes, with the counts they come from (JSON-safe)."""
    total = pooled(episode_counts(r.metrics, r.turns) for r in results)
    return {
        **rates(total),
        "calls": total["calls"], "hallucinated_functions": total["hallucinated_functions"],
        "hallucinated_arguments": total["hallucinated_arguments"],
        "as_gold_calls": total["as_gold_calls"], "gold_turns": total["gold_turns"],
        "gold_calls_called": total["gold_calls_called"], "abstention_turns": total["abstention_turns"],
        "episodes_counted": sum(r.metrics is not None for r in results),
    }


def percent(value: float | None) -> str:
    """A rate as text, ``-`` when there is none."""
    return "-" if value is None else f"{value:.1%}"


def metric_cells(summary: dict[str, Any]) -> tuple[list[str], list[list[str]]]:
    """The call-metrics table of a summary (see :func:`~sandbox.report.summary.summarize`) as plain text."""
    columns = ["suite", "calls", "hallucination (fn/arg)", "function acc.", "parameter acc.", "abstention (turns)"]
    rows = []
    for suite, row in summary["suites"].items():
        hallucination = percent(row["hallucination_rate"])
        if row["hallucination_rate"] is not None:
            hallucination += f" ({row['hallucinated_functions']}/{row['hallucinated_arguments']})"
        if row.get("as_gold_calls"):  # not hallucinations: the gold's own calls make them too
            hallucination += f", {row['as_gold_calls']} as the gold"
        abstained = percent(row["abstention_accuracy"])
        if row["abstention_accuracy"] is not None:
            abstained += f" ({row['abstention_turns']})"
        rows.append([suite, str(row["calls"]) if row["episodes_counted"] else "-", hallucination,
                     percent(row["function_accuracy"]), percent(row["parameter_accuracy"]), abstained])
    return columns, rows


@dataclass(frozen=True)
class MetricComparison:
    """The call-level metrics of one suite in both runs, over the scenarios both ran.

    Args:
        suite: The suite name.
        values: Metric name -> ``(A, B, B - A)``; ``None`` where a run has no value.
    """

    suite: str
    values: dict[str, tuple[float | None, float | None, float | None]]


def compare_metrics(a: Sequence[EpisodeResult], b: Sequence[EpisodeResult]) -> list[MetricComparison]:
    """Each shared suite's metrics in run A and run B, counted over the scenarios both runs have."""
    keys_a = {(r.suite, r.scenario_id) for r in a}
    shared = keys_a & {(r.suite, r.scenario_id) for r in b}
    by_suite: dict[str, tuple[list[EpisodeResult], list[EpisodeResult]]] = defaultdict(lambda: ([], []))
    for side, results in enumerate((a, b)):
        for result in results:
            if (result.suite, result.scenario_id) in shared:
                by_suite[result.suite][side].append(result)
    rows = []
    for suite, (items_a, items_b) in sorted(by_suite.items()):
        values_a, values_b = metric_values(items_a), metric_values(items_b)
        values = {}
        for name in METRICS:
            va, vb = values_a[name], values_b[name]
            values[name] = (va, vb, None if va is None or vb is None else vb - va)
        rows.append(MetricComparison(suite, values))
    return rows


def comparison_cell(value: tuple[float | None, float | None, float | None]) -> str:
    """One metric of a :class:`MetricComparison` as ``A → B (B - A)``."""
    va, vb, delta = value
    change = "" if delta is None else f" ({delta * 100:+.1f})"
    return f"{percent(va)} → {percent(vb)}{change}"
