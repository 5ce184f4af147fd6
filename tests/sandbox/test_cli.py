"""The command line front door: help, and one-line errors with exit code 2."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from sandbox.commands.cli import COMMANDS, _available

ROOT = Path(__file__).resolve().parents[2]


def toolsim(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "COLUMNS": "200", "NO_COLOR": "1"}
    return subprocess.run([sys.executable, "-m", "sandbox", *args], capture_output=True, text=True, cwd=ROOT, env=env)


def test_help_lists_the_commands_and_exits_0() -> None:
    done = toolsim("--help")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("usage: toolsim")
    available = [name for name in COMMANDS if _available(name)]
    assert "domains" in available
    for name in available:
        assert f"    {name}" in done.stdout, name
        assert COMMANDS[name][1] in done.stdout
    assert done.stderr == ""


def test_version() -> None:
    done = toolsim("--version")
    assert done.returncode == 0 and done.stdout.startswith("toolsim ")


@pytest.mark.parametrize(
    ("args", "mentions"),
    [
        (["frobnicate"], "invalid choice: 'frobnicate'"),
        (["--frobnicate"], "error:"),
        (["domains", "--frobnicate"], "unrecognized arguments: --frobnicate"),
    ],
    ids=["unknown-command", "unknown-flag", "unknown-flag-of-command"],
)
def test_usage_errors_are_one_line_and_exit_2(args: list[str], mentions: str) -> None:
    done = toolsim(*args)
    assert done.returncode == 2
    assert done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith("toolsim") and mentions in lines[0]
    assert "Traceback" not in done.stderr


def test_domains_lists_every_tool_by_name() -> None:
    from sandbox.tools.registry import DOMAINS

    done = toolsim("domains")
    assert done.returncode == 0, done.stderr
    listed = set(done.stdout.replace(",", " ").split())
    for domain in DOMAINS.all():
        assert f"{domain.name}  (version {domain.version}" in done.stdout
        readers = sum(not spec.mutates for spec in domain.tools.values())
        assert f"read-only ({readers}): " in done.stdout
        assert set(domain.tools) <= listed, domain.name
    one = toolsim("domains", "math")
    assert one.stdout.startswith("math  (version 1, aliases: MathAPI; 17 tools)\n") and "file_system" not in one.stdout
    assert "square_root" in one.stdout and "changes state" not in one.stdout  # every math tool only reads


def test_commands_collect_garbage_less_often_than_python_by_default() -> None:
    import gc

    from sandbox.commands.cli import main
    from sandbox.run.collector import THRESHOLDS

    before = gc.get_threshold()
    try:
        gc.set_threshold(700, 10, 10)
        assert main(["suites"]) == 0
        assert gc.get_threshold() == THRESHOLDS and THRESHOLDS[0] > 700
    finally:
        gc.set_threshold(*before)
