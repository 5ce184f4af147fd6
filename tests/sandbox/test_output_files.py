"""Output files are written whole or not at all, and a write that fails is one line naming the file.

A full disk is simulated where every output goes through: the file object
:func:`sandbox.tools.output.write_atomic` writes to raises ``ENOSPC`` after a number of writes.
"""

from __future__ import annotations

import errno
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from sandbox.commands.cli import main
from sandbox.run.rundir import RunDir
from sandbox.tools import output
from sandbox.tools.output import write_atomic


class _FullFile:
    """A file object that refuses to write (the disk is full)."""

    def __init__(self, real: Any) -> None:
        self.real = real

    def __enter__(self) -> _FullFile:
        return self

    def __exit__(self, *exc: object) -> None:
        self.real.close()

    def write(self, data: bytes) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    def __getattr__(self, name: str) -> Any:
        return getattr(self.real, name)


def _full_disk(monkeypatch: pytest.MonkeyPatch, after: int = 0) -> None:
    """Every output file after the first ``after`` ones cannot be written."""
    real: Callable[..., Any] = os.fdopen
    opened = [0]

    def fdopen(fd: int, *args: Any, **kwargs: Any) -> Any:
        opened[0] += 1
        handle = real(fd, *args, **kwargs)
        return handle if opened[0] <= after else _FullFile(handle)

    monkeypatch.setattr(os, "fdopen", fdopen)  # the module writes through os.fdopen


def test_a_failed_write_leaves_the_old_file_and_no_temporary(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "board.csv"
    target.write_text("old", encoding="utf-8")
    _full_disk(monkeypatch)
    with pytest.raises(OSError) as caught:
        write_atomic(target, "new")
    assert caught.value.filename == str(target) and caught.value.errno == errno.ENOSPC
    assert target.read_text(encoding="utf-8") == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["board.csv"]
    assert output.problem(caught.value) == f"cannot write {target}: No space left on device"


def test_a_write_that_works_replaces_the_file(tmp_path: Path) -> None:
    target = tmp_path / "x.json"
    target.write_text("old", encoding="utf-8")
    write_atomic(target, b"new")
    assert target.read_bytes() == b"new" and [p.name for p in tmp_path.iterdir()] == ["x.json"]


@pytest.fixture(scope="module")
def run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An oracle run of two base episodes."""
    out = tmp_path_factory.mktemp("outputs") / "run"
    assert main(["run", "base", "--model", "oracle", "--limit", "2", "--out", str(out), "--no-progress"]) == 0
    return out


def test_leaderboard_on_a_full_disk_keeps_existing_outputs_and_names_the_file(
        run: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    csv_file, html_file = tmp_path / "b.csv", tmp_path / "b.html"
    assert main(["leaderboard", str(run), "--csv", str(csv_file), "--html", str(html_file)]) == 0
    before = csv_file.read_bytes(), html_file.read_bytes()
    capsys.readouterr()
    _full_disk(monkeypatch)
    assert main(["leaderboard", str(run), "--csv", str(csv_file), "--html", str(html_file)]) == 2
    err = capsys.readouterr().err
    assert err.strip().splitlines() == [f"toolsim: error: cannot write {csv_file}: No space left on device"]
    assert (csv_file.read_bytes(), html_file.read_bytes()) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["b.csv", "b.html"]


def test_a_run_on_a_full_disk_stops_with_one_line_and_the_resume_command(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "run"
    _full_disk(monkeypatch, after=3)  # run.json and two trajectories
    code = main(["run", "base", "--model", "oracle", "--limit", "5", "--concurrency", "1", "--out", str(out),
                 "--no-progress"])
    err = capsys.readouterr().err
    assert code == 2
    lines = [line for line in err.splitlines() if line.startswith("toolsim: error")]
    assert len(lines) == 1 and "Traceback" not in err
    assert "No space left on device -- 2 episode(s) recorded; make room, then continue with: toolsim run --resume" in lines[0]
    assert lines[0].startswith(f"toolsim: error: cannot write {out / 'trajectories'}")
    assert len(RunDir(out).results()) == 2
    monkeypatch.undo()  # room again: the resume finishes the run
    assert main(["run", "--resume", str(out), "--no-progress"]) == 0
    assert len(RunDir(out).results()) == 5


def test_report_html_on_a_full_disk_is_one_line(run: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    _full_disk(monkeypatch)
    assert main(["report", str(run), "--html", str(tmp_path / "r.html")]) == 2
    assert capsys.readouterr().err.strip() == f"toolsim: error: cannot write {tmp_path / 'r.html'}: No space left on device"
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("suffix", ["dot", "graphml"])
def test_graph_export_is_one_line_when_it_cannot_write(suffix: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    missing = tmp_path / "no" / "such" / f"g.{suffix}"
    assert main(["graph", "--domains", "math", "--export", str(missing)]) == 1
    assert capsys.readouterr().err.strip() == f"toolsim graph: error: cannot write {missing}: No such file or directory"
    target = tmp_path / f"g.{suffix}"
    target.write_text("old", encoding="utf-8")
    _full_disk(monkeypatch)
    assert main(["graph", "--domains", "math", "--export", str(target)]) == 1
    assert "No space left on device" in capsys.readouterr().err
    assert target.read_text(encoding="utf-8") == "old"


def test_generate_out_that_is_a_file_or_unwritable_is_one_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    a_file = tmp_path / "file"
    a_file.write_text("keep", encoding="utf-8")
    path = "math.mean,math.round_number"
    assert main(["generate", "--from-path", path, "--out", str(a_file)]) == 1
    err = capsys.readouterr().err.strip()
    assert err.startswith(f"toolsim generate: error: cannot write {a_file}: exists and is not a directory")
    assert a_file.read_text(encoding="utf-8") == "keep"
    _full_disk(monkeypatch)
    assert main(["generate", "--from-path", path, "--out", str(tmp_path / "d")]) == 1
    assert "No space left on device" in capsys.readouterr().err
    assert list((tmp_path / "d").iterdir()) == []


@pytest.mark.parametrize("text", ["", ",", " , "])
def test_generate_from_an_empty_path_is_one_line(text: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["generate", "--from-path", text, "--out", str(tmp_path)]) == 2
    assert capsys.readouterr().err.strip().startswith(f"toolsim generate: error: --from-path {text!r} names no graph node")


@pytest.mark.parametrize(("command", "cap"), [("graph", 10_000), ("generate", 1_000)])
def test_sample_counts_are_bounded(command: str, cap: int, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = [] if command == "graph" else ["--out", str(tmp_path)]
    with pytest.raises(SystemExit) as stop:
        main([command, "--sample", str(cap + 1), *out])
    assert stop.value.code == 2
    assert f"must be a whole number from 1 to {cap}, not '{cap + 1}'" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main([command, "--sample", "99999999999", *out])
