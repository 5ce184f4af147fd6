"""How much longer the tool output the gold sees gets in long context (run: ``python -m tests.bench.context_growth``).

For every long-context member (the base scenarios the long-context suites hold; a scenario marked
``no_long_context`` is left out of them and of this measure, see :mod:`scenarios.membership`),
the gold trajectory is replayed on the base scenario and on its ``long_context@N`` variant, and
the characters of every result string the gold calls get back are added up. The growth of a
scenario is the ratio of the two sums. Printed per suite size: the number of members, the median
growth, the share of members whose gold sees at least :data:`TARGET` times the base output, and
the smallest growth.

``python -m tests.bench.context_growth 20 200`` measures only those sizes.
"""

from __future__ import annotations

import statistics
import sys
from collections.abc import Sequence
from dataclasses import dataclass

from sandbox.episode.config import execute_strings
from sandbox.judge.gold import replay_gold
from sandbox.episode.scenario import Scenario
from scenarios.catalog import CATALOG
from scenarios.membership import members

SIZES = (20, 200, 2000)
#: The growth the suite aims for at ``long_context@200`` in most scenarios.
TARGET = 5.0


def gold_output_chars(scenario: Scenario) -> int:
    """Characters of every result string the scenario's gold calls get back, over all turns."""
    track = replay_gold(scenario, execute_strings)
    return sum(len(output) for turn in track.turns for output in turn.outputs)


@dataclass(frozen=True)
class Growth:
    """The growth of the gold's tool output in one suite size."""

    size: int
    ratios: tuple[float, ...]

    @property
    def median(self) -> float:
        """The median growth over the scenarios."""
        return statistics.median(self.ratios)

    @property
    def share_at_target(self) -> float:
        """The share of scenarios whose growth is at least :data:`TARGET`."""
        return sum(r >= TARGET for r in self.ratios) / len(self.ratios)


def growth(size: int, bases: Sequence[Scenario] | None = None) -> Growth:
    """Per-member growth of ``long_context@size`` over ``base`` (the ratio of gold output characters).

    Only the long-context members of ``bases`` (default: the ``base`` suite) are measured.
    """
    bases = members(bases if bases is not None else CATALOG.load("base"))
    variants = {v.metadata["variant"]["base"]: v for v in CATALOG.load(f"long_context@{size}")}
    ratios = []
    for base in bases:
        before = max(gold_output_chars(base), 1)
        ratios.append(gold_output_chars(variants[base.id]) / before)
    return Growth(size=size, ratios=tuple(ratios))


def main(argv: Sequence[str]) -> None:
    """Print the growth table for the sizes given (default :data:`SIZES`)."""
    sizes = [int(a) for a in argv] or list(SIZES)
    print(f"| suite | scenarios | median growth | scenarios ≥ {TARGET:g}× | smallest |")
    print("|---|---|---|---|---|")
    for size in sizes:
        found = growth(size)
        print(f"| `long_context@{size}` | {len(found.ratios)} | {found.median:.1f}× | {found.share_at_target:.0%} "
              f"| {min(found.ratios):.2f}× |")


if __name__ == "__main__":
    main(sys.argv[1:])
