"""A bug in toolsim itself in the middle of an episode: the episode is recorded as crashed, loudly, and the run goes on."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from sandbox.commands.cli import main
from sandbox.episode import env
from sandbox.episode.trajectory import EpisodeEnd, EpisodeStart, ModelErrorEvent, load_trajectory
from sandbox.run.rundir import RunDir


def test_a_crash_mid_episode_is_recorded_and_the_run_goes_on(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    real = env.judge
    crashed: list[int] = []

    def judge_with_a_bug(scenario: Any, turn: int, *args: Any, **kwargs: Any) -> Any:
        if turn == 1 and not crashed:  # the second turn of the first episode to get there
            crashed.append(turn)
            raise RuntimeError("a bug in the checker")
        return real(scenario, turn, *args, **kwargs)

    monkeypatch.setattr(env, "judge", judge_with_a_bug)
    out = tmp_path / "run"
    assert main(["run", "base", "--limit", "3", "--concurrency", "1", "--out", str(out), "--no-progress"]) == 0
    results = RunDir(out).results()
    assert len(results) == 3
    [bad] = [r for r in results if r.status == "errored"]
    assert not bad.passed and bad.error_class == "crashed" and bad.error_turn == 0
    assert bad.model_error == "internal error: RuntimeError: a bug in the checker"
    assert all(t.skipped and t.error_class == "crashed" for t in bad.turns)
    assert all(r.passed for r in results if r is not bad)
    events = load_trajectory(out / bad.trajectory)
    start, error, end = events
    assert isinstance(start, EpisodeStart) and start.scenario.id == bad.scenario_id and start.trial == bad.trial
    assert isinstance(error, ModelErrorEvent) and error.error_kind == "internal"
    assert "Traceback" in error.message and "judge_with_a_bug" in error.message
    assert isinstance(end, EpisodeEnd) and end.error_class == "crashed" and not end.passed
    capsys.readouterr()
    assert main(["report", str(out), "--failures"]) == 0
    assert bad.scenario_id in capsys.readouterr().out
    monkeypatch.setattr(env, "judge", real)  # the bug fixed: --retry-errors runs the crashed episode again
    assert main(["run", "--resume", str(out), "--retry-errors", "--no-progress"]) == 0
    again = RunDir(out).results()
    assert len(again) == 3 and all(r.passed and r.status == "finished" for r in again)
