"""The paired interval of ``compare`` against a reference computed independently, on asymmetric cases.

The reference finds the restricted maximum-likelihood discordant rates by a golden-section search
of the likelihood itself (no closed form), and the interval by scanning a grid of differences
(no bisection), so a slip in either the closed form or the search of :mod:`sandbox.report.stats`
shows as a different endpoint.
"""

from __future__ import annotations

import math
from statistics import NormalDist

import pytest

from sandbox.report.stats import paired_interval, paired_test

STEPS = 4000  # grid of differences: endpoints agree to within its step


def _restricted_q(wins_b: float, wins_a: float, n: int, delta: float) -> float:
    """The rate of A-better pairs maximising the likelihood when B - A = ``delta`` (golden-section search)."""
    low, high = max(0.0, -delta), (1 - delta) / 2  # both rates and the rest non-negative

    def loglik(q: float) -> float:
        p10, p01 = q + delta, q
        rest = 1 - p10 - p01
        total = 0.0
        for count, p in ((wins_b, p10), (wins_a, p01), (n - wins_b - wins_a, rest)):
            if count > 0:
                total += count * math.log(p) if p > 0 else -math.inf
        return total

    ratio = (math.sqrt(5) - 1) / 2
    a, b = low, high
    for _ in range(200):
        c, d = b - ratio * (b - a), a + ratio * (b - a)
        if loglik(c) >= loglik(d):
            b = d
        else:
            a = c
    return (a + b) / 2


def _kept(wins_b: float, wins_a: float, n: int, delta: float, z: float) -> bool:
    q = _restricted_q(wins_b, wins_a, n, delta)
    variance = n * (2 * q + delta - delta * delta)
    numerator = wins_b - wins_a - n * delta
    if numerator == 0:
        return True
    return variance > 0 and abs(numerator) / math.sqrt(variance) <= z


def reference(wins_b: float, wins_a: float, n: int, level: float = 0.95) -> tuple[float, float]:
    z = NormalDist().inv_cdf((1 + level) / 2)
    kept = [-1 + 2 * i / STEPS for i in range(STEPS + 1) if _kept(wins_b, wins_a, n, -1 + 2 * i / STEPS, z)]
    return kept[0], kept[-1]


CASES = [(7, 2, 30), (0, 5, 12), (3, 0, 3), (10, 1, 50), (1, 6, 9), (2.5, 0.5, 20), (12, 4, 16)]


@pytest.mark.parametrize(("wins_b", "wins_a", "n"), CASES)
def test_the_interval_matches_an_independent_computation(wins_b: float, wins_a: float, n: int) -> None:
    low, high = paired_interval(wins_b, wins_a, n)
    ref_low, ref_high = reference(wins_b, wins_a, n)
    step = 2 / STEPS
    assert ref_low - step <= low <= ref_low + step, (low, ref_low)
    assert ref_high - step <= high <= ref_high + step, (high, ref_high)
    assert low <= (wins_b - wins_a) / n <= high


@pytest.mark.parametrize(("wins_b", "wins_a", "n"), CASES)
def test_swapping_the_runs_mirrors_the_interval_and_zero_agrees_with_the_test(wins_b: float, wins_a: float,
                                                                               n: int) -> None:
    low, high = paired_interval(wins_b, wins_a, n)
    mirrored = paired_interval(wins_a, wins_b, n)
    assert mirrored == pytest.approx((-high, -low), abs=1e-9)
    assert (low > 0 or high < 0) == (paired_test(wins_b, wins_a) < 0.05)
