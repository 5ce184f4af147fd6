"""long_context grows what the gold reads, and grows it with the suite size (tests/bench/context_growth.py)."""

from __future__ import annotations

from scenarios.catalog import CATALOG
from tests.bench.context_growth import TARGET, growth


def test_the_gold_reads_through_the_distractors_more_as_the_context_grows() -> None:
    small, large = growth(20), growth(200)
    assert large.median >= TARGET and large.share_at_target >= 0.8  # the long-context members only
    assert large.median > 3 * small.median
    assert all(b >= a for a, b in zip(small.ratios, large.ratios))
    assert len(large.ratios) == len(CATALOG.load("long_context")) < len(CATALOG.load("base"))
