"""An ``--edit`` whose calls span lines is read whole, runs, and is kept as given."""

from __future__ import annotations

from pathlib import Path

import pytest

from sandbox.commands.cli import main
from sandbox.run.fork import Edit, parse_edit
from sandbox.run.rundir import RunDir
from tests.runner.test_fork import _failed_run


def test_a_multi_line_edit_is_read_whole() -> None:
    text = "1:0=[cd(folder='a'),\n ls(),\n mkdir(dir_name='b')]\n"
    assert parse_edit(text) == Edit(1, 0, "[cd(folder='a'),\n ls(),\n mkdir(dir_name='b')]")
    assert parse_edit("1:0=\nls()") == Edit(1, 0, "ls()")


def test_a_multi_line_edit_fixes_the_turn_and_is_recorded_as_given(tmp_path: Path,
                                                                      capsys: pytest.CaptureFixture[str]) -> None:
    trajectory, scenario = _failed_run(tmp_path)
    fix = "[" + ",\n ".join(scenario.turns[1].ground_truth) + "]"
    assert "\n" in fix
    capsys.readouterr()
    assert main(["replay", str(trajectory), "--edit", f"1:0={fix}", "--out", str(tmp_path / "fork")]) == 0
    out = capsys.readouterr().out
    assert "turn 1: passed  (the fork)" in out and "turn 2: passed  (the fork)" in out
    forked = RunDir(tmp_path / "fork")
    assert forked.meta()["forked_from"]["edit"] == f"1:0={fix}"
    [result] = forked.results()
    assert [v.passed for v in result.turns][1:] == [True, True]  # the recording failed turn 1 (state_mismatch)
