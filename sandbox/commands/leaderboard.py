"""``toolsim leaderboard``: one table across run directories, a row per model and mode."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sandbox.report.leaderboard import Leaderboard


def configure(parser: argparse.ArgumentParser) -> None:
    """Add this command's options."""
    parser.add_argument("run_dirs", type=Path, nargs="+", metavar="RUN_DIR", help="run directories written by 'toolsim run'")
    parser.add_argument("--json", action="store_true", help="print the leaderboard as JSON")
    parser.add_argument("--csv", type=Path, default=None, metavar="FILE",
                        help="write the leaderboard as CSV (rates in percent, a low/high/n column per suite)")
    parser.add_argument("--html", type=Path, default=None, metavar="FILE",
                        help="write a self-contained HTML page: the table and, with the plots extra, its pictures")
    parser.add_argument("--plots", type=Path, default=None, metavar="DIR",
                        help="write the pictures as PNG and SVG into DIR (needs the plots extra: matplotlib)")


def _print(board: Leaderboard) -> None:
    from rich.console import Console
    from rich.table import Table

    from sandbox.report.leaderboard import table_cells
    from sandbox.report.safe import terminal

    columns, rows = table_cells(board)
    table = Table(title="toolsim leaderboard")
    for column in columns:
        table.add_column(terminal(column), justify="left" if column in ("model", "mode") else "right")
    for cells in rows:
        table.add_row(*(terminal(cell) for cell in cells))
    console = Console(width=None if sys.stdout.isatty() else 200)
    console.print(table)
    console.print("overall: unweighted mean over the suites (none for a row that lacks one); "
                  "suites: accuracy (95% interval); call metrics pooled over the row's episodes")


def main(args: argparse.Namespace) -> int:
    """Build the leaderboard, print it and write the files asked for."""
    from sandbox.commands.common import fail
    from sandbox.report import plots
    from sandbox.report.leaderboard import as_json, build, to_csv
    from sandbox.report.safe import plain
    from sandbox.run.rundir import RunDir
    from sandbox.tools.errors import InputFileError
    from sandbox.tools.output import problem, write_atomic

    if args.plots is not None and not plots.available():
        return fail(f"--plots needs matplotlib: {plots.INSTALL_HINT}")
    try:
        board = build([RunDir(path) for path in args.run_dirs])
    except InputFileError as err:
        return fail(str(err))
    info = sys.stderr if args.json else sys.stdout
    if args.json:
        print(json.dumps(as_json(board), indent=2))
    else:
        _print(board)
    for warning in board.warnings:
        print(f"toolsim: warning: {plain(warning)}", file=sys.stderr)
    try:
        if args.csv is not None:
            write_atomic(args.csv, to_csv(board))
            print(f"wrote {args.csv}", file=info)
        if args.html is not None:
            from sandbox.report.html import render_leaderboard

            write_atomic(args.html, render_leaderboard(board))
            print(f"wrote {args.html}", file=info)
        if args.plots is not None:
            for path in plots.write(board, args.plots):
                print(f"wrote {path}", file=info)
    except plots.DrawError as err:
        return fail(plain(str(err)))
    except OSError as err:
        return fail(plain(problem(err)))
    return 0
