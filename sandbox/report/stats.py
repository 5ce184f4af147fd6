"""Statistics over episode results: accuracy with a bootstrap interval, pass@k, pass^k, flip rate.

>>> pass_hat_k(n=4, c=2, k=2)
0.16666666666666666
>>> pass_at_k(n=4, c=2, k=2)
0.8333333333333334
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from math import comb


def bootstrap_interval(values: Sequence[float], *, samples: int = 2000, seed: int = 0, level: float = 0.95) -> tuple[float, float]:
    """A percentile bootstrap interval for the mean of ``values`` (deterministic for a seed)."""
    if not values:
        return (0.0, 0.0)
    rng = random.Random(seed)
    n = len(values)
    means = sorted(sum(values[rng.randrange(n)] for _ in range(n)) / n for _ in range(samples))
    low = means[int((1 - level) / 2 * samples)]
    high = means[min(samples - 1, int((1 + level) / 2 * samples))]
    return (low, high)


def pass_at_k(n: int, c: int, k: int) -> float:
    """Chance that at least one of k trials drawn from n (c of them passing) passes."""
    if n - c < k:
        return 1.0
    return 1.0 - comb(n - c, k) / comb(n, k)


def pass_hat_k(n: int, c: int, k: int) -> float:
    """τ-bench's pass^k: chance that all of k trials drawn from n (c passing) pass."""
    return comb(c, k) / comb(n, k) if n >= k else 0.0


def flip_rate(outcomes: Sequence[Sequence[bool]]) -> float:
    """Share of scenarios whose trials disagree (some pass, some fail)."""
    if not outcomes:
        return 0.0
    return sum(1 for trials in outcomes if len(set(trials)) > 1) / len(outcomes)


def sign_test(wins: int, losses: int) -> float:
    """Two-sided exact sign test: the p-value of ``wins`` against ``losses`` under no difference.

    On paired pass/fail outcomes (one trial each) this is McNemar's exact test; ties are left out.

    >>> sign_test(0, 0)
    1.0
    >>> round(sign_test(9, 1), 4)
    0.0215
    """
    n = wins + losses
    if n == 0:
        return 1.0
    tail: float = sum(comb(n, i) for i in range(min(wins, losses) + 1)) / 2**n
    return min(1.0, 2 * tail)


def stratified_bootstrap(groups: Sequence[Sequence[float]], *, samples: int = 2000, seed: int = 0,
                         level: float = 0.95) -> tuple[float, float]:
    """A percentile bootstrap interval for the unweighted mean of group means, resampling within groups."""
    groups = [g for g in groups if g]
    if not groups:
        return (0.0, 0.0)
    rng = random.Random(seed)
    stats = []
    for _ in range(samples):
        means = [sum(g[rng.randrange(len(g))] for _ in g) / len(g) for g in groups]
        stats.append(sum(means) / len(means))
    stats.sort()
    return (stats[int((1 - level) / 2 * samples)], stats[min(samples - 1, int((1 + level) / 2 * samples))])


def minimum_detectable_difference(differences: Sequence[float]) -> float:
    """The smallest mean paired difference detectable with 80% power at a two-sided 5% level.

    A normal approximation: ``(1.96 + 0.84) * sd / sqrt(n)`` over the paired differences.
    """
    n = len(differences)
    if n < 2:
        return 1.0
    mean = sum(differences) / n
    sd: float = (sum((d - mean) ** 2 for d in differences) / (n - 1)) ** 0.5
    return 2.8 * sd / math.sqrt(n)
