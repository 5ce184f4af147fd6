"""Statistics over episode results: accuracy with a bootstrap interval, pass@k, pass^k, flip rate.

>>> pass_hat_k(n=4, c=2, k=2)
0.16666666666666666
>>> pass_at_k(n=4, c=2, k=2)
0.8333333333333334
"""

from __future__ import annotations

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
