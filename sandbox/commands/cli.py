"""The ``toolsim`` command line.

Each command lives in its own module, imported only when that command runs, so ``toolsim --help``
stays fast. A command module defines ``configure(parser)`` and ``main(args) -> int``. Commands of
the ``graph`` and ``scenarios`` packages are found by module path at run time; the kernel does not
import them.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import os
import sys
from collections.abc import Sequence
from typing import NoReturn

from sandbox.run.collector import collect_less_often
from sandbox.run.version import toolsim_version

#: command -> (module, one-line help)
COMMANDS: dict[str, tuple[str, str]] = {
    "run": ("sandbox.commands.run", "run suites against a model and score every episode"),
    "rescore": ("sandbox.commands.rescore", "score BFCL-style decoded results without calling a model"),
    "report": ("sandbox.commands.report", "print the summary of a finished or partial run directory"),
    "replay": ("sandbox.commands.replay", "re-execute a recorded trajectory and show where it diverges"),
    "compare": ("sandbox.commands.compare", "compare two runs and say whether the difference is more than noise"),
    "leaderboard": ("sandbox.commands.leaderboard", "one table across runs: a row per model, a column per suite"),
    "suites": ("scenarios.cli_suites", "list the available suites with their sizes"),
    "show": ("scenarios.cli_show", "pretty-print one scenario: turns, gold calls, held-out functions"),
    "validate": ("scenarios.cli_validate", "check that suites' ground truth is sound"),
    "generate": ("scenarios.cli_generate", "write validated scenarios generated from the graph (or path skeletons)"),
    "graph": ("graph.cli", "inspect, export and sample the function-dependency graph"),
    "domains": ("sandbox.commands.domains", "list the registered domains and their tools"),
    "mcp": ("sandbox.commands.mcp", "serve one scenario's tools, state and verdict over MCP"),
    "openenv": ("sandbox.commands.openenv", "serve a suite as an OpenEnv environment (reset/step over WebSocket)"),
    "serve": ("sandbox.commands.serve", "answer OpenAI-compatible chat requests on loopback as oracle, scripted or replay"),
}


class _Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line and exit with code 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message} (see '{self.prog} --help')\n")


def _available(name: str) -> bool:
    return importlib.util.find_spec(COMMANDS[name][0]) is not None


def build_parser(selected: str | None = None) -> argparse.ArgumentParser:
    """Build the parser; only the ``selected`` command's module is imported and configured."""
    parser = _Parser(
        prog="toolsim",
        description="toolsim: a stateful, multi-turn tool-use simulation sandbox for evaluating LLM agents.",
        epilog="Run 'toolsim COMMAND --help' for the options of a command.",
    )
    parser.add_argument("--version", action="version", version=f"toolsim {toolsim_version()}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    sub.required = True
    for name, (module_name, help_text) in COMMANDS.items():
        if not _available(name):
            continue
        command = sub.add_parser(name, help=help_text, description=help_text[:1].upper() + help_text[1:] + ".")
        if name == selected:
            importlib.import_module(module_name).configure(command)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``toolsim`` command; returns the process exit code."""
    args_list = list(sys.argv[1:] if argv is None else argv)
    selected = next((a for a in args_list if not a.startswith("-")), None)
    parser = build_parser(selected if selected in COMMANDS else None)
    if not args_list:  # bare ``toolsim``: show what it can do
        parser.print_help()
        return 0
    if selected is None and args_list and not any(a in ("-h", "--help", "--version") for a in args_list):
        parser.error(f"unrecognized arguments: {' '.join(args_list)}")
    args = parser.parse_args(args_list)
    collect_less_often()  # see sandbox/run/collector.py
    module = importlib.import_module(COMMANDS[args.command][0])
    from sandbox.tools.errors import InputFileError

    try:
        code: int = module.main(args)
    except InputFileError as err:  # a file a command was given is not what it should be: one line
        print(f"toolsim: error: {err}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("toolsim: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # output piped into head & co.: stop quietly
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 0
    return code


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
