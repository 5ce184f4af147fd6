"""``toolsim report``: print the summary of a run directory (finished or partial)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from sandbox.commands import argtypes


def configure(parser: argparse.ArgumentParser) -> None:
    """Add this command's options."""
    parser.add_argument("run_dir", type=Path, metavar="RUN_DIR", help="a run directory written by 'toolsim run'")
    parser.add_argument("--json", action="store_true", help="print the summary (and --failures) as JSON")
    parser.add_argument("--failures", action="store_true", help="also list every failed episode and its trajectory")
    parser.add_argument("--html", type=Path, default=None, metavar="FILE",
                        help="write a self-contained HTML page: the summary and each failed episode turn by turn "
                             "next to its gold")
    parser.add_argument("--include-passed", action="store_true", help="with --html: render passed episodes too")
    parser.add_argument("--max-episodes", type=argtypes.non_negative, default=None, metavar="N",
                        help="with --html: render at most N episodes (default 500)")


def main(args: argparse.Namespace) -> int:
    """Summarize the run."""
    from sandbox.commands.common import fail
    from sandbox.report.domains import domain_summary, episode_domains, print_domains
    from sandbox.report.safe import plain
    from sandbox.report.summary import model_error_note, print_summary, result_order, summarize
    from sandbox.run.rundir import RunDir
    from sandbox.tools.errors import InputFileError
    from sandbox.tools.output import problem, write_atomic

    if args.html is None and (args.include_passed or args.max_episodes is not None):
        return fail(f"{'--include-passed' if args.include_passed else '--max-episodes'} goes with --html FILE")
    rundir = RunDir(args.run_dir)
    try:
        meta = rundir.meta()
    except InputFileError as err:
        return fail(str(err))
    results = rundir.results()
    summary = summarize(results, int(meta.get("trials", 1)))
    domains = domain_summary(results, episode_domains(rundir, results))
    failed = [r for r in sorted(results, key=result_order) if not r.passed] if args.failures else []
    if args.json:
        if args.failures:  # stdout stays one JSON document
            summary["failures"] = [{"suite": r.suite, "scenario_id": r.scenario_id, "trial": r.trial,
                                    "error_class": r.error_class, "error_turn": r.error_turn,
                                    "trajectory": str(args.run_dir / r.trajectory)} for r in failed]
        print(json.dumps({**summary, "domains": domains}, indent=2))
        note = model_error_note(summary, args.run_dir)
        if note:
            print(f"toolsim: {plain(note)}", file=sys.stderr)  # the note quotes a recorded model error
    else:
        print_summary(summary, title=f"toolsim · {meta.get('model')} · {meta.get('mode')} mode", run_dir=args.run_dir)
        if domains:
            print_domains(domains)
    if args.html is not None:
        from sandbox.report.html import render_run

        limit = 500 if args.max_episodes is None else args.max_episodes
        page = render_run(rundir, meta, results, include_passed=args.include_passed, limit=limit)
        try:
            write_atomic(args.html, page)
        except OSError as err:
            return fail(plain(problem(err, args.html)))
        print(f"wrote {args.html}", file=sys.stderr if args.json else sys.stdout)
        from sandbox.report import plots

        if results and not plots.available():
            print(f"toolsim: note: the page has no chart: it needs matplotlib ({plots.INSTALL_HINT})", file=sys.stderr)
    if not args.json:
        for r in failed:
            print(plain(f"{r.suite} {r.scenario_id} t{r.trial}: {r.error_class} at turn {r.error_turn} -> "
                        f"{args.run_dir / r.trajectory}"))
    return 0
