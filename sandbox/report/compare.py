"""Compare two runs scenario by scenario, and say whether the difference is more than noise.

Episodes are paired by ``(suite, scenario_id)``; a scenario's score is its pass rate over trials.
Per suite: both accuracies, the difference (B - A) with a paired bootstrap 95% interval, an exact
sign test over the scenarios where the runs disagree (McNemar's test with one trial each) and the
minimum detectable difference. A difference counts only when the test rejects at ``alpha`` and the
interval excludes zero; otherwise the verdict is that the runs cannot be told apart. The overall
row is the unweighted mean over suites, as the run summary computes it.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, replace

from sandbox.episode.loop import EpisodeResult
from sandbox.report.stats import bootstrap_interval, minimum_detectable_difference, sign_test, stratified_bootstrap

Key = tuple[str, str]


@dataclass(frozen=True)
class Comparison:
    """The comparison of one suite (or of all, ``suite == "overall"``).

    Args:
        suite: The suite name.
        n: Scenarios present in both runs.
        accuracy_a: Mean score of run A over those scenarios.
        accuracy_b: Mean score of run B over those scenarios.
        delta: ``accuracy_b - accuracy_a``.
        interval: Bootstrap 95% interval of ``delta``.
        p_value: Exact sign test over the scenarios where the runs disagree.
        wins_b: Scenarios where B scored higher.
        wins_a: Scenarios where A scored higher.
        mdd: The smallest difference this many scenarios can show (see :func:`detectable`).
        verdict: ``"B better"``, ``"A better"`` or ``"no significant difference"``.
    """

    suite: str
    n: int
    accuracy_a: float
    accuracy_b: float
    delta: float
    interval: tuple[float, float]
    p_value: float
    wins_b: int
    wins_a: int
    mdd: float
    verdict: str


def scores(results: Sequence[EpisodeResult]) -> dict[Key, float]:
    """Each scenario's pass rate over its trials, by ``(suite, scenario_id)``."""
    trials: dict[Key, list[bool]] = defaultdict(list)
    for result in results:
        trials[(result.suite, result.scenario_id)].append(result.passed)
    return {key: sum(passed) / len(passed) for key, passed in trials.items()}


def _verdict(delta: float, interval: tuple[float, float], p_value: float, alpha: float) -> str:
    if p_value < alpha and (interval[0] > 0 or interval[1] < 0):
        return "B better" if delta > 0 else "A better"
    return "no significant difference"


def _compare(suite: str, pairs: list[tuple[float, float]], interval: tuple[float, float], alpha: float) -> Comparison:
    differences = [b - a for a, b in pairs]
    n = len(pairs)
    accuracy_a = sum(a for a, _ in pairs) / n if n else 0.0
    accuracy_b = sum(b for _, b in pairs) / n if n else 0.0
    wins_b = sum(d > 0 for d in differences)
    wins_a = sum(d < 0 for d in differences)
    p_value = sign_test(wins_b, wins_a)
    delta = accuracy_b - accuracy_a
    return Comparison(suite, n, accuracy_a, accuracy_b, delta, interval, p_value, wins_b, wins_a,
                      detectable(differences, alpha), _verdict(delta, interval, p_value, alpha))


def detectable(differences: Sequence[float], alpha: float) -> float:
    """The smallest difference this comparison can show: the larger of two floors.

    One is the power-based minimum detectable difference of the observed paired differences; the
    other is the fewest one-sided disagreements the sign test needs to reject at ``alpha``, as a
    share of the scenarios (even identical runs cannot show less than that).
    """
    n = len(differences)
    if n == 0:
        return 1.0
    needed = next((k for k in range(1, n + 1) if sign_test(k, 0) < alpha), n + 1)
    return min(1.0, max(minimum_detectable_difference(differences), needed / n))


def compare_runs(a: Sequence[EpisodeResult], b: Sequence[EpisodeResult], *, alpha: float = 0.05,
                 seed: int = 0) -> tuple[list[Comparison], dict[str, int]]:
    """Compare run B against run A.

    Args:
        a: The results of run A.
        b: The results of run B.
        alpha: Significance level of the sign test.
        seed: Seed of the bootstrap.

    Returns:
        One comparison per suite found in both runs, then the overall one; and how many scenarios
        only run A (``"only_a"``) or only run B (``"only_b"``) has.
    """
    score_a, score_b = scores(a), scores(b)
    shared = sorted(set(score_a) & set(score_b))
    by_suite: dict[str, list[tuple[float, float]]] = defaultdict(list)
    for key in shared:
        by_suite[key[0]].append((score_a[key], score_b[key]))
    rows = []
    for suite, pairs in by_suite.items():
        interval = bootstrap_interval([y - x for x, y in pairs], seed=seed)
        rows.append(_compare(suite, pairs, interval, alpha))
    if len(rows) > 1:
        # Counts, the test and the noise floor pool every scenario; the scores are means over suites.
        groups = [[y - x for x, y in pairs] for pairs in by_suite.values()]
        pooled = _compare("overall", [p for pairs in by_suite.values() for p in pairs],
                          stratified_bootstrap(groups, seed=seed), alpha)
        mean_a = sum(r.accuracy_a for r in rows) / len(rows)
        mean_b = sum(r.accuracy_b for r in rows) / len(rows)
        delta = mean_b - mean_a
        rows.append(replace(pooled, accuracy_a=mean_a, accuracy_b=mean_b, delta=delta,
                            verdict=_verdict(delta, pooled.interval, pooled.p_value, alpha)))
    unpaired = {"only_a": len(set(score_a) - set(score_b)), "only_b": len(set(score_b) - set(score_a))}
    return rows, unpaired
