"""Time long-context oracle runs before any model speaks: ``--limit 1`` and the whole suite.

    python -m tests.bench.long_context [--size 2000] [--full] [--tree DIR]

Each run is its own ``toolsim run ... --model oracle`` process; wall time, the process's CPU
time and peak RSS come from ``os.wait4``. ``--tree DIR`` runs another source tree (its
``PYTHONPATH``), for a before/after comparison in one session. CPU time is the figure to compare
on a loaded machine: wall time there says more about the other work than about toolsim.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def timed(tree: Path, suite: str, limit: int | None) -> tuple[float, float, float]:
    """Wall seconds, CPU seconds and peak RSS (MB) of one oracle run of ``suite`` from ``tree``."""
    with tempfile.TemporaryDirectory(prefix="toolsim-bench-") as scratch:
        command = [sys.executable, "-m", "sandbox", "run", suite, "--model", "oracle", "--no-progress",
                   "--out", str(Path(scratch) / "run"), *(["--limit", str(limit)] if limit else [])]
        start = time.perf_counter()
        process = subprocess.Popen(command, cwd=scratch, env={**os.environ, "PYTHONPATH": str(tree)},
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - start
    if status != 0:
        raise SystemExit(f"{' '.join(command)} failed (status {status})")
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024


def main() -> None:
    """Print the runs' figures and the load average around them."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=2000)
    parser.add_argument("--full", action="store_true", help="also the whole suite (minutes)")
    parser.add_argument("--tree", type=Path, default=ROOT, help="the source tree to run (default: this one)")
    args = parser.parse_args()
    suite = f"long_context@{args.size}"
    print(f"tree {args.tree}; load average before: {' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    for limit in ([1, None] if args.full else [1]):
        wall, cpu, rss = timed(args.tree, suite, limit)
        print(f"{suite} {'--limit ' + str(limit) if limit else '(whole)':>10}: {wall:7.1f} s wall, {cpu:7.1f} s CPU, "
              f"peak RSS {rss:.0f} MB")
    print(f"load average after: {' '.join(f'{x:.1f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
