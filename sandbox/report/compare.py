"""Compare two runs scenario by scenario, and say whether the difference is more than noise.

Episodes are paired by ``(suite, scenario_id)``; a scenario's score is its pass rate over trials.
Per suite: both accuracies, the difference (B - A) with its score interval at level ``1 - alpha``,
McNemar's score test over the scenarios where the runs disagree, and the minimum detectable
difference. The interval inverts the test's statistic, so it excludes zero exactly when the test
rejects: a difference is called only then; otherwise the verdict is that the runs cannot be told
apart. The overall row is the unweighted mean over suites, as the run summary computes it; its
interval combines the suites' intervals (the MOVER method) and its p-value is the level at which
that interval starts to exclude zero, so the two agree there too.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, replace

from sandbox.episode.loop import EpisodeResult
from sandbox.report.stats import minimum_detectable_difference, natural_key, paired_interval, paired_test

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
        interval: Score interval of ``delta`` at level ``1 - alpha``.
        p_value: McNemar's score test over the scenarios where the runs disagree.
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


@dataclass(frozen=True)
class Flips:
    """The scenarios of one suite the two runs scored differently, by id (natural order).

    With one trial, ``b_better`` are the scenarios B passed and A failed; with several, those
    whose pass rate is higher in B. ``a_better`` the reverse.
    """

    suite: str
    b_better: list[str]
    a_better: list[str]


def flips(a: Sequence[EpisodeResult], b: Sequence[EpisodeResult]) -> list[Flips]:
    """Per suite both runs have, the scenarios that flipped between them (only suites with a flip)."""
    score_a, score_b = scores(a), scores(b)
    moved: dict[str, tuple[list[str], list[str]]] = {}
    for key in sorted(set(score_a) & set(score_b), key=lambda k: (k[0], natural_key(k[1]))):
        if score_a[key] != score_b[key]:
            better_b, better_a = moved.setdefault(key[0], ([], []))
            (better_b if score_b[key] > score_a[key] else better_a).append(key[1])
    return [Flips(suite, b_better, a_better) for suite, (b_better, a_better) in moved.items()]


def _verdict(delta: float, interval: tuple[float, float], p_value: float, alpha: float) -> str:
    if p_value < alpha and (interval[0] > 0 or interval[1] < 0):
        return "B better" if delta > 0 else "A better"
    return "no significant difference"


def _wins(pairs: Sequence[tuple[float, float]]) -> tuple[float, float]:
    """How much B and A won by, summed over scenarios (counts with one trial, pass-rate sums with more)."""
    return sum(max(b - a, 0.0) for a, b in pairs), sum(max(a - b, 0.0) for a, b in pairs)


def _compare(suite: str, pairs: list[tuple[float, float]], alpha: float) -> Comparison:
    differences = [b - a for a, b in pairs]
    n = len(pairs)
    accuracy_a = sum(a for a, _ in pairs) / n if n else 0.0
    accuracy_b = sum(b for _, b in pairs) / n if n else 0.0
    won_b, won_a = _wins(pairs)
    interval = paired_interval(won_b, won_a, n, level=1 - alpha)
    p_value = paired_test(won_b, won_a)
    delta = accuracy_b - accuracy_a
    return Comparison(suite, n, accuracy_a, accuracy_b, delta, interval, p_value, sum(d > 0 for d in differences),
                      sum(d < 0 for d in differences), detectable(differences, alpha),
                      _verdict(delta, interval, p_value, alpha))


def combined_interval(suites: Sequence[Sequence[tuple[float, float]]], level: float) -> tuple[float, float]:
    """The interval of the unweighted mean of the suites' differences (MOVER: Zou and Donner 2008)."""
    deltas, lows, highs = [], [], []
    for pairs in suites:
        won_b, won_a = _wins(pairs)
        deltas.append((won_b - won_a) / len(pairs))
        low, high = paired_interval(won_b, won_a, len(pairs), level=level)
        lows.append(low)
        highs.append(high)
    k = len(deltas)
    delta = sum(deltas) / k
    below = sum((d - low) ** 2 for d, low in zip(deltas, lows)) ** 0.5 / k
    above = sum((high - d) ** 2 for d, high in zip(deltas, highs)) ** 0.5 / k
    return (max(-1.0, delta - below), min(1.0, delta + above))


def combined_p_value(suites: Sequence[Sequence[tuple[float, float]]]) -> float:
    """The smallest level at which :func:`combined_interval` excludes zero (at least ``1e-12``)."""
    def excludes(alpha: float) -> bool:
        low, high = combined_interval(suites, 1 - alpha)
        return low > 0 or high < 0

    floor = 1e-12  # below it, 1 - alpha rounds to 1 and no interval can be computed
    if not excludes(1 - 1e-9):
        return 1.0
    if excludes(floor):
        return floor
    rejecting, keeping = 1 - 1e-9, floor
    for _ in range(60):
        middle = (rejecting + keeping) / 2
        if excludes(middle):
            rejecting = middle
        else:
            keeping = middle
    return rejecting


def detectable(differences: Sequence[float], alpha: float) -> float:
    """The smallest difference this comparison can show: the larger of two floors.

    One is the power-based minimum detectable difference of the observed paired differences; the
    other is the fewest one-sided disagreements the test needs to reject at ``alpha``, as a
    share of the scenarios (even identical runs cannot show less than that).
    """
    n = len(differences)
    if n == 0:
        return 1.0
    needed = next((k for k in range(1, n + 1) if paired_test(k, 0) < alpha), n + 1)
    return min(1.0, max(minimum_detectable_difference(differences), needed / n))


def compare_runs(a: Sequence[EpisodeResult], b: Sequence[EpisodeResult], *,
                 alpha: float = 0.05) -> tuple[list[Comparison], dict[str, int]]:
    """Compare run B against run A.

    Args:
        a: The results of run A.
        b: The results of run B.
        alpha: Significance level of the test (the intervals are at level ``1 - alpha``).

    Returns:
        One comparison per suite found in both runs, then the overall one; and how many scenarios
        only run A (``"only_a"``) or only run B (``"only_b"``) has.
    """
    score_a, score_b = scores(a), scores(b)
    shared = sorted(set(score_a) & set(score_b))
    by_suite: dict[str, list[tuple[float, float]]] = defaultdict(list)
    for key in shared:
        by_suite[key[0]].append((score_a[key], score_b[key]))
    rows = [_compare(suite, pairs, alpha) for suite, pairs in by_suite.items()]
    if len(rows) > 1:
        # Counts and the noise floor pool every scenario; the scores, the interval and the test are
        # those of the unweighted mean over suites.
        pooled = _compare("overall", [p for pairs in by_suite.values() for p in pairs], alpha)
        mean_a = sum(r.accuracy_a for r in rows) / len(rows)
        mean_b = sum(r.accuracy_b for r in rows) / len(rows)
        delta = mean_b - mean_a
        groups = list(by_suite.values())
        interval, p_value = combined_interval(groups, 1 - alpha), combined_p_value(groups)
        rows.append(replace(pooled, accuracy_a=mean_a, accuracy_b=mean_b, delta=delta, interval=interval,
                            p_value=p_value, verdict=_verdict(delta, interval, p_value, alpha)))
    unpaired = {"only_a": len(set(score_a) - set(score_b)), "only_b": len(set(score_b) - set(score_a))}
    return rows, unpaired
