"""A fork runs with the settings its recording's run.json fixed, and records how its own model was called."""

from __future__ import annotations

from pathlib import Path

import pytest

from sandbox.commands.cli import main
from sandbox.commands.settings import SETTINGS
from sandbox.run.rundir import RunDir

#: The settings a fork inherits from the recording (the fork has no option for them, but --user), with a
#: value other than the default.
INHERITED = {"mode": "prompt", "max_steps": "3", "user": "reactive"}
#: How the fork's own model is called: from its command line, as 'toolsim run'.
CALLED = {"api_base": "http://127.0.0.1:9/v1", "temperature": "0.5", "seed": "7", "max_tokens": "64",
          "timeout": "30", "retries": "1"}
#: Settings a fork does not take over: a fork judges its turns' words with the deterministic classifier,
#: so a model judge of the recording's run is neither inherited nor asked (docs/judging.md).
NOT_FORKED = {"judge_model"}


def _fork(tmp_path: Path, run_argv: list[str], fork_argv: list[str]) -> dict[str, object]:
    out = tmp_path / "run"
    assert main(["run", "base", "--limit", "1", *run_argv, "--out", str(out), "--no-progress"]) == 0
    trajectory = sorted((out / "trajectories").rglob("*.jsonl"))[0]
    assert main(["replay", str(trajectory), "--fork-at", "1", "--model", "oracle", *fork_argv,
                 "--out", str(tmp_path / "fork")]) == 0
    return RunDir(tmp_path / "fork").meta()


def test_every_setting_is_inherited_or_called_or_the_forks_own() -> None:
    assert set(INHERITED) | set(CALLED) | NOT_FORKED | {"model", "trials", "limit", "docs"} == {s.key for s in SETTINGS}


@pytest.mark.parametrize("key", sorted(INHERITED))
def test_a_fork_keeps_each_recorded_setting(key: str, tmp_path: Path) -> None:
    option = next(s for s in SETTINGS if s.key == key)
    meta = _fork(tmp_path, [option.option, INHERITED[key]], [])
    assert meta[key] == option.parse(INHERITED[key]) != option.default
    assert (meta["trials"], meta["limit"], meta["model"]) == (1, None, "oracle")


def test_a_fork_given_a_user_uses_it_over_the_recorded_one(tmp_path: Path) -> None:
    assert _fork(tmp_path, ["--user", "reactive"], ["--user", "scripted"])["user"] == "scripted"


@pytest.mark.parametrize("key", sorted(CALLED))
def test_a_fork_records_how_its_model_was_called(key: str, tmp_path: Path) -> None:
    option = next(s for s in SETTINGS if s.key == key)
    meta = _fork(tmp_path, [], [option.option, CALLED[key]])
    assert meta[key] == option.parse(CALLED[key]) != option.default
