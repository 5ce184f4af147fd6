"""Statistics over episode results: intervals for proportions and paired differences, pass@k, pass^k, flip rate.

Accuracy gets a Wilson score interval, which stays meaningful at 0% and 100% (a bootstrap
collapses there). A paired difference between two runs gets McNemar's score test and the
interval that inverts the same statistic (Tango's score interval), so the two always agree:
the interval excludes zero exactly when the test rejects at the matching level.

>>> pass_hat_k(n=4, c=2, k=2)
0.16666666666666666
>>> pass_at_k(n=4, c=2, k=2)
0.8333333333333334
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Sequence
from math import comb
from statistics import NormalDist


def natural_key(text: str) -> tuple[tuple[int, int, str], ...]:
    """Sort key of an id with the numbers in it compared by value (``_8`` before ``_11``)."""
    return tuple((0, int(part), "") if part.isdigit() else (1, 0, part) for part in re.split(r"(\d+)", text))


def _z(level: float) -> float:
    return NormalDist().inv_cdf((1 + level) / 2)


def wilson_interval(successes: float, n: int, *, level: float = 0.95) -> tuple[float, float]:
    """The Wilson score interval of a proportion: never empty at 0 or 1 successes out of ``n``.

    >>> [round(x, 3) for x in wilson_interval(68, 68)]
    [0.947, 1.0]
    >>> [round(x, 3) for x in wilson_interval(0, 68)]
    [0.0, 0.053]
    """
    if n <= 0:
        return (0.0, 1.0)
    z = _z(level)
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z / (1 + z * z / n) * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return (max(0.0, centre - half), min(1.0, centre + half))


def paired_score(wins_b: float, wins_a: float, n: int, delta: float) -> float:
    """The score statistic of "B - A = ``delta``" over ``n`` paired scenarios.

    ``wins_b`` and ``wins_a`` count the scenarios where B (A) did better; with several trials a
    scenario's score is a pass rate and they sum the positive (negative) differences. The variance
    comes from the restricted maximum-likelihood cell probabilities (Tango 1998); for fractional
    scores it is an upper bound, so the test is conservative there. At ``delta = 0`` this is
    McNemar's statistic.
    """
    numerator = wins_b - wins_a - n * delta
    if numerator == 0:
        return 0.0
    a, b = 2 * n, -wins_b - wins_a + (2 * n - wins_b + wins_a) * delta
    c = -wins_a * delta * (1 - delta)
    q = (math.sqrt(max(b * b - 4 * a * c, 0.0)) - b) / (2 * a)
    variance = n * (2 * q + delta * (1 - delta))
    if variance <= 0:
        return math.copysign(math.inf, numerator)
    return numerator / math.sqrt(variance)


def paired_test(wins_b: float, wins_a: float) -> float:
    """Two-sided p-value of McNemar's score test (no difference between the paired runs).

    >>> paired_test(0, 0)
    1.0
    >>> round(paired_test(4, 0), 4)
    0.0455
    """
    if wins_b + wins_a <= 0:
        return 1.0
    return math.erfc(abs(wins_b - wins_a) / math.sqrt(2 * (wins_b + wins_a)))


def _bisect(inside: Callable[[float], bool], inner: float, outer: float) -> float:
    """The boundary between ``inner`` (inside) and ``outer`` (outside), approached from inside."""
    for _ in range(100):
        middle = (inner + outer) / 2
        if inside(middle):
            inner = middle
        else:
            outer = middle
    return inner


def paired_interval(wins_b: float, wins_a: float, n: int, *, level: float = 0.95) -> tuple[float, float]:
    """The score interval of the paired difference B - A: every ``delta`` the score test keeps.

    It does not collapse when every scenario moved the same way, nor when none moved, and it
    excludes zero exactly when :func:`paired_test` is below ``1 - level``.

    >>> [round(x, 3) for x in paired_interval(0, 3, 3)]
    [-1.0, 0.123]
    >>> [round(x, 3) for x in paired_interval(0, 0, 68)]
    [-0.053, 0.053]
    """
    if n <= 0:
        return (-1.0, 1.0)
    z = _z(level)
    estimate = (wins_b - wins_a) / n
    keep = lambda d: abs(paired_score(wins_b, wins_a, n, d)) <= z  # noqa: E731
    low = -1.0 if estimate <= -1 else _bisect(keep, estimate, -1.0)
    high = 1.0 if estimate >= 1 else _bisect(keep, estimate, 1.0)
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
