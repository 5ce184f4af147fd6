"""``toolsim report``: print the summary of a run directory (finished or partial)."""

from __future__ import annotations

import argparse
import json
from pathlib import Path


def configure(parser: argparse.ArgumentParser) -> None:
    """Add this command's options."""
    parser.add_argument("run_dir", type=Path, metavar="RUN_DIR", help="a run directory written by 'toolsim run'")
    parser.add_argument("--json", action="store_true", help="print the summary as JSON")
    parser.add_argument("--failures", action="store_true", help="also list every failed episode and its trajectory")
    parser.add_argument("--html", type=Path, default=None, metavar="FILE",
                        help="write a self-contained HTML page: the summary and each failed episode turn by turn "
                             "next to its gold")
    parser.add_argument("--all", action="store_true", help="with --html: passed episodes too")
    parser.add_argument("--max-episodes", type=int, default=500, metavar="N",
                        help="with --html: render at most N episodes (default 500)")


def main(args: argparse.Namespace) -> int:
    """Summarize the run."""
    from sandbox.commands.common import fail
    from sandbox.report.summary import print_summary, summarize
    from sandbox.run.rundir import RunDir
    from sandbox.tools.errors import InputFileError

    rundir = RunDir(args.run_dir)
    try:
        meta = rundir.meta()
    except InputFileError as err:
        return fail(str(err))
    results = rundir.results()
    summary = summarize(results, int(meta.get("trials", 1)))
    if args.json:
        print(json.dumps(summary, indent=2))
    else:
        print_summary(summary, title=f"toolsim · {meta.get('model')} · {meta.get('mode')} mode")
    if args.html is not None:
        from sandbox.report.html import render_run

        page = render_run(rundir, meta, results, include_passed=args.all, limit=max(args.max_episodes, 0))
        try:
            args.html.write_text(page, encoding="utf-8")
        except OSError as err:
            return fail(f"cannot write {args.html}: {err}")
        print(f"wrote {args.html}")
    if args.failures:
        for r in results:
            if not r.passed:
                print(f"{r.suite} {r.scenario_id} t{r.trial}: {r.error_class} at turn {r.error_turn} -> {args.run_dir / r.trajectory}")
    return 0
