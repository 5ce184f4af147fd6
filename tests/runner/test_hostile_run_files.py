"""Run directories and suite files handed over are read only as regular files inside them, of a bounded size.

``--user replay:DIR``, ``--model replay:DIR``, a suite ``.jsonl`` (also Inspect's ``-T suite=``),
``report``, ``leaderboard`` and ``--resume``: a symbolic link out of the directory, a FIFO, a
device, an oversized file, or a ``results.jsonl``/``.lock`` that is a directory each give one line
and read nothing; a bad ``--user`` or an ``--out`` the file system cannot hold is one line too.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from sandbox.commands.cli import main
from sandbox.tools import files
from sandbox.tools.errors import InputFileError


@pytest.fixture(scope="module")
def recorded(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An oracle run of two base episodes."""
    out = tmp_path_factory.mktemp("recorded") / "run"
    assert main(["run", "base", "--model", "oracle", "--limit", "2", "--out", str(out), "--no-progress"]) == 0
    return out


@pytest.fixture()
def copy(recorded: Path, tmp_path: Path) -> Path:
    """A copy of the recorded run to spoil."""
    return Path(shutil.copytree(recorded, tmp_path / "copy"))


def _plant(copy: Path, kind: str, outside: Path) -> None:
    target = copy / "trajectories" / "base" / "planted.jsonl"
    if kind == "symlink-out":
        outside.write_text('{"kind": "secret"}\n', encoding="utf-8")
        target.symlink_to(outside)
    elif kind == "symlink-dev-zero":
        target.symlink_to("/dev/zero")
    elif kind == "fifo":
        os.mkfifo(target)
    elif kind == "directory-link-out":
        outside.mkdir()
        (outside / "secret.jsonl").write_text('{"kind": "secret"}\n', encoding="utf-8")
        (copy / "trajectories" / "linked").symlink_to(outside, target_is_directory=True)


def _one_error_line(err: str) -> str:
    lines = [line for line in err.splitlines() if line.strip()]
    assert "Traceback" not in err and len([x for x in lines if x.startswith("toolsim: error")]) == 1, err[-2000:]
    return next(x for x in lines if x.startswith("toolsim: error"))


@pytest.mark.parametrize("kind", ["symlink-out", "symlink-dev-zero", "fifo"])
@pytest.mark.parametrize("flag", ["--user", "--model"])
def test_replay_reads_only_regular_files_inside_the_run(kind: str, flag: str, copy: Path, tmp_path: Path,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    _plant(copy, kind, tmp_path / "outside.jsonl")
    out = tmp_path / "out"
    assert main(["run", "base", "--limit", "1", flag, f"replay:{copy}", "--out", str(out), "--no-progress"]) == 2
    line = _one_error_line(capsys.readouterr().err)
    assert "planted.jsonl" in line
    assert ("not a regular file" if kind == "fifo" else "leads outside") in line
    if flag == "--user":
        assert not out.exists()  # refused before the run starts


def test_a_linked_directory_of_trajectories_is_not_followed(copy: Path, tmp_path: Path) -> None:
    _plant(copy, "directory-link-out", tmp_path / "elsewhere")
    found = files.files_under(copy / "trajectories", ".jsonl")
    assert found and not any("secret" in p.name for p in found)


def test_the_size_cap_takes_a_file_of_the_limit_and_refuses_one_byte_more(tmp_path: Path) -> None:
    path = tmp_path / "t.jsonl"
    path.write_bytes(b"x" * 100)
    assert files.regular_file(path, tmp_path, limit=100) == path.resolve()
    with pytest.raises(InputFileError, match="100 bytes, more than the 99 read"):
        files.regular_file(path, tmp_path, limit=99)


def test_replay_of_an_oversized_trajectory_is_one_line(copy: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    biggest = max(p.stat().st_size for p in (copy / "trajectories").rglob("*.jsonl"))
    monkeypatch.setattr(files, "MAX_FILE_BYTES", biggest - 1)
    monkeypatch.setattr(files.files_under, "__defaults__", (biggest - 1,))
    assert main(["run", "base", "--limit", "1", "--user", f"replay:{copy}", "--out", str(tmp_path / "o"),
                 "--no-progress"]) == 2
    assert "more than the" in _one_error_line(capsys.readouterr().err)


def test_a_suite_file_that_is_a_fifo_is_refused_not_waited_on(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    fifo = tmp_path / "suite.jsonl"
    os.mkfifo(fifo)
    assert main(["run", str(fifo), "--out", str(tmp_path / "o"), "--no-progress"]) == 2
    assert _one_error_line(capsys.readouterr().err) == f"toolsim: error: {fifo}: not a regular file; not read"


@pytest.mark.parametrize("command", ["report", "leaderboard", "resume", "replay-model", "replay-user"])
def test_a_results_file_that_is_a_directory_is_one_line(command: str, copy: Path, tmp_path: Path,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    (copy / "results.jsonl").unlink()
    (copy / "results.jsonl").mkdir()
    argv = {"report": ["report", str(copy)], "leaderboard": ["leaderboard", str(copy)],
            "resume": ["run", "--resume", str(copy), "--no-progress"],
            "replay-model": ["run", "base", "--limit", "1", "--model", f"replay:{copy}", "--out", str(tmp_path / "o")],
            "replay-user": ["run", "base", "--limit", "1", "--user", f"replay:{copy}", "--out", str(tmp_path / "o")]}
    assert main(argv[command]) == 2
    assert "results.jsonl: not a regular file" in _one_error_line(capsys.readouterr().err)


def test_resume_where_the_lock_is_a_directory_is_one_line(copy: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (copy / ".lock").unlink(missing_ok=True)
    (copy / ".lock").mkdir()
    assert main(["run", "--resume", str(copy), "--no-progress"]) == 2
    assert _one_error_line(capsys.readouterr().err).endswith(".lock: cannot take the run directory: Is a directory")


def test_an_out_the_file_system_cannot_hold_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / ("x" * 300)
    assert main(["run", "base", "--limit", "1", "--out", str(out), "--no-progress"]) == 2
    assert _one_error_line(capsys.readouterr().err).endswith("cannot create the run directory: File name too long")


def test_an_unknown_user_is_one_line_before_the_run_starts(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["run", "base", "--limit", "1", "--user", "bogus", "--out", str(tmp_path / "o"), "--no-progress"]) == 2
    assert _one_error_line(capsys.readouterr().err).startswith("toolsim: error: --user 'bogus': unknown model 'bogus'")
    assert not (tmp_path / "o").exists()
