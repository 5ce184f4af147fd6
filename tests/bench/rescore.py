"""How ``toolsim rescore`` scales with the number of steps (run: ``python -m tests.bench.rescore``).

Writes BFCL-style result files of file-system calls in BFCL's raw FC form, one step a call:
one entry (``multi_turn_base_0``) whose first turn holds N steps, for each N of ``--steps``, and
one big file of all 200 ``bfcl:base`` entries with ``--big`` steps each (about 7.7 MB at
1,300). Each is rescored by a separate ``toolsim rescore`` process, whose wall time, CPU time and
peak RSS are printed, then the ratios of the largest single entry to the smallest: linear
scaling gives a CPU-time ratio near the ratio of steps (the square would give its square), and
an RSS ratio, start-up memory taken off, near it too. ``--tree`` runs the code of another source
tree (say, an older checkout) for a before/after comparison in one session; ``--timeout`` stops
a run that takes too long (reported as such).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

CYCLE = [{"ls": '{"a": true}'}, {"pwd": "{}"}, {"cd": '{"folder": "document"}'}, {"cd": '{"folder": ".."}'}]


@dataclass(frozen=True)
class Measure:
    """One rescore process: wall seconds, CPU seconds (user + system), peak RSS in MB, or a timeout."""

    wall: float
    cpu: float
    rss_mb: float
    timed_out: bool = False

    def __str__(self) -> str:
        if self.timed_out:
            return f"did not finish in {self.wall:.0f} s"
        return f"{self.wall:7.2f} s wall, {self.cpu:7.2f} s CPU, peak RSS {self.rss_mb:6.0f} MB"


def _entry(entry_id: str, turns: int, steps: int) -> str:
    result = [[[CYCLE[i % len(CYCLE)]] for i in range(steps)]] + [[] for _ in range(turns - 1)]
    return json.dumps({"id": entry_id, "result": result}) + "\n"


def write_single(path: Path, steps: int) -> Path:
    """One entry whose first turn holds ``steps`` steps."""
    from scenarios.bfcl.data import load_entries

    entry = next(e for e in load_entries("base") if e["id"] == "multi_turn_base_0")
    path.write_text(_entry(entry["id"], len(entry["question"]), steps), encoding="utf-8")
    return path


def write_big(path: Path, steps: int) -> Path:
    """Every ``bfcl:base`` entry, each with ``steps`` steps in its first turn."""
    from scenarios.bfcl.data import load_entries

    with path.open("w", encoding="utf-8") as handle:
        for entry in load_entries("base"):
            handle.write(_entry(entry["id"], len(entry["question"]), steps))
    return path


def rescore(results: Path, out: Path, tree: Path, timeout: float, partial: bool = True) -> Measure:
    """Run one ``toolsim rescore`` process on ``results`` with the code of ``tree``; its own resource usage.

    ``partial``: the file holds some of the suite's entries (``--partial``; a tree older than the
    option scores such a file without it: pass false there).
    """
    env = {**os.environ, "PYTHONPATH": str(tree)}
    command = [sys.executable, "-m", "sandbox.commands.cli", "rescore", "--suite", "bfcl:base",
               "--bfcl-results", str(results), "--out", str(out), *(["--partial"] if partial else [])]
    errors = out.with_suffix(".stderr")
    started = time.perf_counter()
    with errors.open("wb") as stderr:
        process = subprocess.Popen(command, cwd=tree, env=env, stdout=subprocess.DEVNULL, stderr=stderr)
    while True:  # os.wait4 gives this child's own CPU time and peak RSS
        pid, status, usage = os.wait4(process.pid, os.WNOHANG)
        if pid:
            break
        if time.perf_counter() - started > timeout:
            process.kill()
            os.wait4(process.pid, 0)
            process.returncode = -9
            return Measure(time.perf_counter() - started, 0.0, 0.0, timed_out=True)
        time.sleep(0.02)
    wall = time.perf_counter() - started
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode:
        raise RuntimeError(f"rescore failed: {errors.read_text(errors='replace')[-2000:]}")
    return Measure(wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024)


def main(argv: list[str] | None = None) -> None:
    """Print one row per result file, then the scaling ratios."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, nargs="+", default=[10_000, 100_000], help="steps of the single entry")
    parser.add_argument("--big", type=int, default=1300, help="steps per entry of the big file (0: none)")
    parser.add_argument("--tree", type=Path, default=Path(__file__).resolve().parents[2], help="source tree to run")
    parser.add_argument("--timeout", type=float, default=600.0, help="seconds before a run is given up")
    parser.add_argument("--no-partial", action="store_true", help="for a tree older than rescore's --partial")
    args = parser.parse_args(argv)
    folder = Path(tempfile.mkdtemp(prefix="toolsim-bench-rescore-"))
    partial = not args.no_partial
    baseline = rescore(write_single(folder / "one.json", 1), folder / "run-1", args.tree, args.timeout, partial)
    print(f"1 step (start-up): {baseline}")
    rows = []
    for steps in sorted(args.steps):
        path = write_single(folder / f"single-{steps}.json", steps)
        measure = rescore(path, folder / f"run-{steps}", args.tree, args.timeout, partial)
        rows.append((steps, measure))
        print(f"one entry of {steps:,} steps ({path.stat().st_size / 1e6:.1f} MB): {measure}")
    if args.big:
        path = write_big(folder / "big.json", args.big)
        print(f"200 entries of {args.big:,} steps ({path.stat().st_size / 1e6:.1f} MB): "
              f"{rescore(path, folder / 'run-big', args.tree, args.timeout, partial=False)}")
    (small, first), (large, last) = rows[0], rows[-1]
    if len(rows) > 1 and not first.timed_out and not last.timed_out:
        cpu = (last.cpu - baseline.cpu) / (first.cpu - baseline.cpu)
        rss = (last.rss_mb - baseline.rss_mb) / max(first.rss_mb - baseline.rss_mb, 1.0)
        print(f"{large:,} / {small:,} steps = {large / small:.0f}x: CPU time above start-up {cpu:.1f}x, "
              f"peak RSS above start-up {rss:.1f}x (linear: {large / small:.0f}x; quadratic: {(large / small) ** 2:.0f}x)")


if __name__ == "__main__":
    main()
