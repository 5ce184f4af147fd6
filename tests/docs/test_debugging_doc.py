"""The walk-through of ``docs/debugging.md`` runs as written and shows what the page says.

Its commands run in order in an empty directory (``toolsim`` as ``python -m sandbox``); each line
the page shows under a command must be in that command's output, and each line of its
``report.html`` block in the text of the written report.
"""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from html import unescape
from pathlib import Path

import pytest

PAGE = Path(__file__).resolve().parents[2] / "docs" / "debugging.md"
TEXT = PAGE.read_text(encoding="utf-8")


def _commands() -> list[tuple[str, list[str]]]:
    """Each ``$ command`` of the page's console blocks with the output lines shown under it."""
    steps: list[tuple[str, list[str]]] = []
    for block in re.findall(r"```console\n(.*?)```", TEXT, re.S):
        for line in block.splitlines():
            if line.startswith("$ "):
                steps.append((line[2:], []))
            elif line.strip() and steps:
                steps[-1][1].append(line.strip())
    return steps


def _visible(html: str) -> str:
    text = re.sub(r"<style>.*?</style>", " ", html, flags=re.S)
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", text)).split())


def test_the_walk_through_has_every_step() -> None:
    commands = [command.split()[:2] for command, _ in _commands()]
    assert ["toolsim", "run"] in commands and ["toolsim", "report"] in commands
    assert sum(c == ["toolsim", "replay"] for c in commands) == 4
    assert any("--edit" in command for command, _ in _commands())
    assert any("--fork-at" in command for command, _ in _commands())


@pytest.mark.slow
def test_the_walk_through_runs_as_written(tmp_path: Path) -> None:
    answers = re.search(r"```jsonl answers.jsonl\n(.*?)```", TEXT, re.S)
    assert answers is not None
    (tmp_path / "answers.jsonl").write_text(answers.group(1), encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(PAGE.parents[1]), "COLUMNS": "200"}
    for command, shown in _commands():
        argv = shlex.split(command)
        assert argv[0] == "toolsim"
        done = subprocess.run([sys.executable, "-m", "sandbox", *argv[1:]], cwd=tmp_path, capture_output=True,
                              text=True, timeout=300, env=env, check=False)
        assert done.returncode == 0, (command, done.stderr[-2000:])
        lines = [line.strip() for line in (done.stdout + done.stderr).splitlines()]
        for line in shown:
            assert line in lines, (command, line, done.stdout[-3000:])
    page = _visible((tmp_path / "report.html").read_text(encoding="utf-8"))
    block = re.search(r"```text report.html\n(.*?)```", TEXT, re.S)
    assert block is not None
    for line in block.group(1).splitlines():
        assert line.strip() in page, line
