"""``toolsim suites``: list every suite with its size and a one-line description.

``toolsim suites SUITE...`` lists the scenario ids of the named suites instead, one per line, so
that the ids of derived scenarios (``..._v1__miss_func``) can be found and given to ``toolsim show``.
"""

from __future__ import annotations

import argparse
import sys


def configure(parser: argparse.ArgumentParser) -> None:
    """Add this command's options."""
    parser.add_argument("suites", nargs="*", metavar="SUITE",
                        help="list the scenario ids of these suites (names, NAME@N or .jsonl paths), one per line")
    parser.add_argument("--no-count", action="store_true", help="do not load suites to count their scenarios")


def _print_ids(names: list[str]) -> int:
    """Print the scenario ids of each suite, one per line; exit 2 when a suite cannot be loaded."""
    from sandbox.run.lazy import scenario_ids
    from sandbox.run.suites import load_suite
    from sandbox.tools.errors import RegistryError, ScenarioFileError

    for name in names:
        try:
            scenarios = load_suite(name)
        except (RegistryError, ScenarioFileError) as err:
            print(f"toolsim: error: {err}", file=sys.stderr)
            return 2
        for scenario_id in scenario_ids(scenarios):
            print(scenario_id)
    return 0


def main(args: argparse.Namespace) -> int:
    """Print the suites as a table, or the scenario ids of the named suites."""
    if args.suites:
        return _print_ids(args.suites)
    from rich.console import Console
    from rich.markup import escape
    from rich.table import Table

    from sandbox.run.suites import load_suite, providers
    from scenarios.bfcl.data import INSTALL_HINT, available

    table = Table(title="toolsim suites")
    for column in ("suite", "scenarios", "description"):
        table.add_column(column, justify="right" if column == "scenarios" else "left")
    for provider in providers():
        for name in provider.names():
            description = provider.describe(name)
            if args.no_count:
                count = "-"
            elif name.startswith("bfcl:") and not available():
                count, description = "-", f"{description.split(' (needs')[0]} (install: {INSTALL_HINT})"
            else:
                try:
                    count = str(len(load_suite(name)))
                except Exception as exc:  # one broken suite must not hide the others
                    count = "error"
                    description = f"{description} ({type(exc).__name__}: {str(exc)[:120]})"
            table.add_row(escape(name), count, escape(description))
    console = Console(width=None if sys.stdout.isatty() else 160)
    console.print(table)
    console.print("long_context@N and composite@N: the same suites with N distractor items per collection "
                  "(default 200), to measure accuracy against context size", highlight=False)
    console.print("SUITE+distractors=N, SUITE+rename[=misleading], SUITE+descriptions=none|short|noisy "
                  "(composable): the same suite with a changed tool surface (docs/suites.md)", highlight=False)
    console.print("gen:KIND@seed=S,n=N[,split=train|test][,domains=a/b] (KIND: base, miss_param, miss_func, "
                  "long_context, composite): N scenarios generated from the dependency graph and validated, the "
                  "same for the same name (docs/suites.md)", highlight=False)
    console.print("'toolsim suites SUITE' lists the scenario ids of a suite, for 'toolsim show ID'", highlight=False)
    return 0
