"""Which user plays a fork, said on its own line; a model-played user is inherited only when --user names it.

Also the forks that used to end in a traceback: an ``--out`` the file system cannot hold, and a
trajectory whose trial is out of range.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sandbox.commands.cli import main
from sandbox.run.rundir import RunDir


@pytest.fixture(scope="module")
def recorded(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An oracle run of one base episode."""
    out = tmp_path_factory.mktemp("forkuser") / "run"
    assert main(["run", "base", "--model", "oracle", "--limit", "1", "--out", str(out), "--no-progress"]) == 0
    return out


def _with_user(recorded: Path, tmp_path: Path, user: str) -> Path:
    """The recorded trajectory, in a copy of the run whose run.json names ``user``."""
    import shutil

    copy = Path(shutil.copytree(recorded, tmp_path / "copy"))
    meta = json.loads((copy / "run.json").read_text(encoding="utf-8"))
    (copy / "run.json").write_text(json.dumps({**meta, "user": user}), encoding="utf-8")
    return sorted((copy / "trajectories").rglob("*.jsonl"))[0]


def _user_line(out: str) -> str:
    return next(line for line in out.splitlines() if line.startswith("user from the fork point"))


@pytest.mark.parametrize(("recorded_user", "flag", "plays", "source"), [
    ("openai/gpt-4o-mini", [], "scripted",
     "the default: the recording's user openai/gpt-4o-mini is not inherited; --user openai/gpt-4o-mini plays it"),
    ("reactive", [], "reactive", "the recording's run.json"),
    ("scripted", [], "scripted", "the recording's run.json"),
    ("openai/gpt-4o-mini", ["--user", "reactive"], "reactive", "--user"),
])
def test_the_fork_says_who_plays_the_user_and_inherits_no_model_user(
        recorded_user: str, flag: list[str], plays: str, source: str, recorded: Path, tmp_path: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    trajectory = _with_user(recorded, tmp_path, recorded_user)
    out = tmp_path / "fork"
    assert main(["replay", str(trajectory), "--fork-at", "1", "--model", "oracle", *flag, "--out", str(out)]) == 0
    assert _user_line(capsys.readouterr().out) == f"user from the fork point: {plays} ({source})"
    assert RunDir(out).meta()["user"] == plays


def test_an_edit_says_the_recorded_users_go_on(recorded: Path, tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    trajectory = sorted((recorded / "trajectories").rglob("*.jsonl"))[0]
    assert main(["replay", str(trajectory), "--edit", "0:0=[ls()]", "--out", str(tmp_path / "fork")]) == 0
    assert _user_line(capsys.readouterr().out) == \
        "user from the fork point: recorded (the recorded users' words, said again)"


def test_a_fork_into_an_out_too_long_is_one_line(recorded: Path, tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    trajectory = sorted((recorded / "trajectories").rglob("*.jsonl"))[0]
    out = tmp_path / ("x" * 300)
    assert main(["replay", str(trajectory), "--fork-at", "1", "--model", "oracle", "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and err.strip().endswith("cannot create the run directory: File name too long")


@pytest.mark.parametrize(("trial", "ok"), [(2**31 - 1, True), (2**31, False), (10**400, False), (-1, False)])
def test_a_recorded_trial_out_of_range_is_one_line(trial: int, ok: bool, recorded: Path, tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    source = sorted((recorded / "trajectories").rglob("*.jsonl"))[0]
    lines = source.read_text(encoding="utf-8").splitlines()
    start = json.loads(lines[0])
    edited = tmp_path / "t.jsonl"
    edited.write_text("\n".join([json.dumps({**start, "trial": trial}), *lines[1:]]) + "\n", encoding="utf-8")
    code = main(["replay", str(edited), "--fork-at", "1", "--model", "oracle", "--out", str(tmp_path / "f")])
    err = capsys.readouterr().err
    assert "Traceback" not in err
    if ok:
        assert code == 0
    else:
        assert code == 2 and "start.trial" in err and len(err.strip().splitlines()) == 1
