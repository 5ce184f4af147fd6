"""Print the labelled set's results by class: ``python -m tests.judge.summary [--known]``.

One row per class of case (what the trajectory does), with how many cases it holds, their label,
and how many the judge gets right; ``--known`` prints the lines of KNOWN_MISJUDGED.txt for the
cases judged wrong today instead.
"""

from __future__ import annotations

import sys
import time
from collections import defaultdict

from tests.judge.trajectories import Judged, all_cases, judged, known_misjudged


def table(results: list[Judged]) -> str:
    """The Markdown table of results by class (and label), with a total row."""
    rows: dict[tuple[str, str], list[Judged]] = defaultdict(list)
    for item in results:
        rows[(item.case.label, item.case.kind)].append(item)
    lines = ["| label | class | cases | judged right |", "|---|---|---:|---:|"]
    for (label, kind), items in sorted(rows.items()):
        lines.append(f"| {label} | {kind} | {len(items)} | {sum(i.right for i in items)} |")
    right = sum(i.right for i in results)
    lines.append(f"| | **all** | {len(results)} | {right} ({100 * right / max(len(results), 1):.1f}%) |")
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    """Judge every case and print the table (or the known-misjudged lines)."""
    start = time.perf_counter()
    results = [judged(case) for case in all_cases()]
    if "--known" in argv:
        for item in results:
            if not item.right:
                print(f"{item.case.id} {item.verdict}")
        return 0
    print(table(results))
    by_suite: dict[str, list[Judged]] = defaultdict(list)
    for item in results:
        by_suite[item.case.suite].append(item)
    print()
    print(", ".join(f"{suite} {sum(i.right for i in items)}/{len(items)}" for suite, items in by_suite.items()))
    known = known_misjudged()
    stale = [i.case.id for i in results if i.right and i.case.id in known]
    if stale:
        print("judged right now, still listed in KNOWN_MISJUDGED.txt: " + ", ".join(stale))
    print(f"({time.perf_counter() - start:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
