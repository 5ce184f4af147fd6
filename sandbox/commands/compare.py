"""``toolsim compare``: is run B better than run A, or is the difference inside the noise?"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import asdict
from pathlib import Path
from typing import Any

from sandbox.commands import argtypes


def configure(parser: argparse.ArgumentParser) -> None:
    """Add this command's options."""
    parser.add_argument("run_a", type=Path, metavar="RUN_A", help="the baseline run directory")
    parser.add_argument("run_b", type=Path, metavar="RUN_B", help="the run compared against it")
    parser.add_argument("--alpha", type=argtypes.Number(0, 1, low_open=True, high_open=True), default=0.05,
                        help="significance level, between 0 and 1 (default 0.05)")
    parser.add_argument("--json", action="store_true", help="print the comparison as JSON")


def _warnings(meta_a: dict[str, Any], meta_b: dict[str, Any]) -> list[str]:
    notes = []
    if meta_a.get("code_hash") != meta_b.get("code_hash"):
        notes.append("the runs were made with different toolsim code or scenario data "
                     f"({meta_a.get('code_hash')} vs {meta_b.get('code_hash')}): a difference may come from that")
    for key in ("mode", "max_steps", "docs", "trials"):
        default = "toolsim" if key == "docs" else None  # run.json kept no docs before --docs bfcl existed
        a, b = meta_a.get(key, default), meta_b.get(key, default)
        if a != b:
            notes.append(f"the runs differ in {key}: {a} vs {b}")
    return notes


#: Ids listed per suite and direction in the text output (``--json`` has them all).
SHOWN_FLIPS = 20


def _print_flips(console: Any, flipped: list[Any], multi: bool) -> None:
    from sandbox.report.safe import terminal

    if not flipped:
        console.print("no scenario flipped: both runs scored every shared scenario alike")
        return
    labels = ("higher pass rate in B", "higher pass rate in A") if multi else ("B passed, A failed", "A passed, B failed")
    for f in flipped:
        for label, ids in zip(labels, (f.b_better, f.a_better)):
            if ids:
                more = f" … and {len(ids) - SHOWN_FLIPS} more (--json lists all)" if len(ids) > SHOWN_FLIPS else ""
                console.print(terminal(f"{f.suite}: {label} ({len(ids)}): {', '.join(ids[:SHOWN_FLIPS])}{more}"))


def main(args: argparse.Namespace) -> int:
    """Compare the runs and print a table; exit 0 whatever the verdict."""
    from rich.console import Console
    from rich.table import Table

    from sandbox.commands.common import fail
    from sandbox.report.compare import compare_runs, flips
    from sandbox.report.metrics import METRICS, compare_metrics, comparison_cell
    from sandbox.report.safe import plain, terminal
    from sandbox.run.rundir import RunDir
    from sandbox.tools.errors import InputFileError

    runs = [RunDir(args.run_a), RunDir(args.run_b)]
    try:
        metas = [run.meta() for run in runs]
    except InputFileError as err:
        return fail(str(err))
    results = [run.results() for run in runs]
    rows, unpaired = compare_runs(*results, alpha=args.alpha)
    metrics = compare_metrics(*results)
    flipped = flips(*results)
    if not rows:
        return fail("the runs share no scenario: nothing to compare")
    notes = _warnings(*metas)
    if unpaired["only_a"] or unpaired["only_b"]:
        notes.append(f"compared only the scenarios both runs finished ({unpaired['only_a']} only in A, "
                     f"{unpaired['only_b']} only in B)")
    if args.json:
        print(json.dumps({"rows": [asdict(r) for r in rows], "metrics": [asdict(m) for m in metrics],
                          "flips": [asdict(f) for f in flipped], "unpaired": unpaired, "warnings": notes}, indent=2))
        return 0
    console = Console(width=None if sys.stdout.isatty() else 160, highlight=False)
    for label, run, meta in (("A", runs[0], metas[0]), ("B", runs[1], metas[1])):
        console.print(terminal(f"{label}: {run.path} ({meta.get('model')}, {meta.get('mode')} mode)"))
    table = Table(title="toolsim compare: B - A")
    for column in ("suite", "n", "A", "B", f"B - A ({1 - args.alpha:.0%} CI)", "B wins / A wins", "p", "detectable", "verdict"):
        table.add_column(column, justify="left" if column in ("suite", "verdict") else "right")
    for r in rows:
        low, high = r.interval
        style = "" if r.verdict.startswith("no") else "bold"
        table.add_row(terminal(r.suite), str(r.n), f"{r.accuracy_a:.1%}", f"{r.accuracy_b:.1%}",
                      f"{r.delta:+.1%} ({low:+.1%} to {high:+.1%})", f"{r.wins_b} / {r.wins_a}", f"{r.p_value:.3g}",
                      f"{r.mdd:.1%}", f"[{style}]{r.verdict}[/{style}]" if style else r.verdict)
    console.print(table)
    table = Table(title="call metrics: A → B (B - A, points)")
    for column in ("suite", *METRICS.values()):
        table.add_column(column, justify="left" if column == "suite" else "right")
    for m in metrics:
        table.add_row(terminal(m.suite), *(comparison_cell(m.values[name]) for name in METRICS))
    console.print(table)
    console.print("detectable: the smallest difference this many scenarios can show (80% power); p: McNemar's "
                  "score test over the scenarios where the runs disagree; the interval inverts the same test")
    _print_flips(console, flipped, multi=max(m.get("trials") or 1 for m in metas) > 1)
    for note in notes:
        print(f"toolsim: warning: {plain(note)}", file=sys.stderr)
    return 0
