"""``toolsim validate [SUITE...]``: check that suites' ground truth is sound (see :mod:`scenarios.validate`).

Without suite names, toolsim's own suites are validated. A name may be a glob (``'bfcl:*'``).
The exit code is 0 when no suite has an error (with ``--strict``: no error or warning; notices never
count), 1 otherwise,
2 for an unknown suite name.
"""

from __future__ import annotations

import argparse
import fnmatch
import json
import sys
from typing import Any

from sandbox.commands import argtypes
from scenarios.validate import CHECKS, Finding, SuiteReport

DEFAULT_LIMIT = 20


def configure(parser: argparse.ArgumentParser) -> None:
    """Add this command's options."""
    parser.add_argument("suites", nargs="*", metavar="SUITE",
                        help="suite names, globs such as 'bfcl:*', or .jsonl paths (default: toolsim's own suites)")
    parser.add_argument("--strict", action="store_true", help="fail on warnings too, not only on errors")
    parser.add_argument("--max-findings", type=argtypes.non_negative, default=DEFAULT_LIMIT, metavar="N",
                        help=f"print at most N findings per check and suite (default {DEFAULT_LIMIT})")
    parser.add_argument("--all-findings", action="store_true", help="print every finding")
    parser.add_argument("--json", action="store_true",
                        help="print the suites' results and every finding as JSON instead (exit code unchanged)")


def _expand(patterns: list[str], known: list[str]) -> list[str]:
    from sandbox.run.suites import is_suite

    from sandbox.run.transforms import split_name
    from sandbox.tools.errors import RegistryError

    names: list[str] = []
    for pattern in patterns:
        base, plus, transforms = pattern.partition("+")  # transforms apply to every suite the base matches
        if plus:
            try:
                split_name(pattern)
            except RegistryError as err:
                raise LookupError(str(err)) from None
        if any(ch in base for ch in "*?["):
            matched = [n + plus + transforms for n in known if fnmatch.fnmatchcase(n, base)]
            if not matched:
                raise LookupError(f"no suite matches {pattern!r}; known suites: {', '.join(known)}")
            names += matched
        elif is_suite(pattern):
            names.append(pattern)
        else:
            raise LookupError(f"unknown suite {pattern!r}; known suites: {', '.join(known)}")
    return list(dict.fromkeys(names))


def _validate(name: str) -> SuiteReport:
    from sandbox.run.suites import load_suite
    from scenarios.validate import validate_suite

    try:
        scenarios = load_suite(name)
    except Exception as exc:  # a suite that cannot be loaded is a finding, the others still run
        report = SuiteReport(suite=name)
        report.findings.append(Finding(name, "-", "load", f"{type(exc).__name__}: {exc}"))
        return report
    return validate_suite(name, scenarios)


def _print_findings(report: SuiteReport, limit: int | None) -> None:
    by_check: dict[str, list[Finding]] = {}
    for finding in report.findings:
        by_check.setdefault(finding.check, []).append(finding)
    for check in sorted(by_check, key=lambda c: (CHECKS[c][0] != "error", c)):
        items = by_check[check]
        severity, meaning = CHECKS[check]
        print(f"\n{report.suite}: {check} [{severity}] x{len(items)} - {meaning}")
        shown = items if limit is None else items[:limit]
        for finding in shown:
            print(f"  {finding}")
        if len(shown) < len(items):
            print(f"  ... and {len(items) - len(shown)} more (--all-findings to show every one)")


def main(args: argparse.Namespace) -> int:
    """Validate the suites and print a report."""
    from rich.console import Console
    from rich.table import Table

    from sandbox.run.suites import suite_names
    from scenarios.catalog import OWN_SUITES

    known = suite_names()
    try:
        names = _expand(args.suites, known) if args.suites else [n for n in known if n in OWN_SUITES]
    except LookupError as err:
        print(f"toolsim: error: {err}", file=sys.stderr)
        return 2
    reports = []
    for name in names:
        print(f"validating {name} ...", file=sys.stderr, flush=True)
        reports.append(_validate(name))
    failed = any(r.failed(args.strict) for r in reports)
    if args.json:
        print(json.dumps(_as_json(reports, args.strict), indent=1, ensure_ascii=False))
        return 1 if failed else 0
    limit = None if args.all_findings else args.max_findings
    for report in reports:
        _print_findings(report, limit)
    table = Table(title="toolsim validate" + (" (strict)" if args.strict else ""))
    for column in ("suite", "scenarios", "errors", "warnings", "notices", "findings by check", "result"):
        table.add_column(column, justify="right" if column in ("scenarios", "errors", "warnings", "notices") else "left")
    for report in reports:
        checks = ", ".join(f"{check} {n}" for check, n in sorted(report.by_check().items())) or "-"
        verdict = "[red]FAIL[/red]" if report.failed(args.strict) else "[green]ok[/green]"
        table.add_row(report.suite, str(report.scenarios), str(report.count("error")), str(report.count("warning")),
                      str(report.count("notice")),
                      checks, verdict)
    print()
    Console(width=None if sys.stdout.isatty() else 160).print(table)
    return 1 if failed else 0


def _as_json(reports: list[SuiteReport], strict: bool) -> dict[str, Any]:
    """Per suite its counts and verdict, then every finding with its severity."""
    suites = [{"suite": r.suite, "scenarios": r.scenarios, "errors": r.count("error"), "warnings": r.count("warning"),
               "notices": r.count("notice"),
               "failed": r.failed(strict)} for r in reports]
    findings = [{**finding.__dict__, "severity": finding.severity} for r in reports for finding in r.findings]
    return {"suites": suites, "findings": findings}
