"""Resume with several trials per scenario: every (suite, scenario, trial) ends up recorded exactly once."""

from __future__ import annotations

from pathlib import Path

from sandbox.commands.cli import main
from sandbox.episode.trajectory import EpisodeStart, load_trajectory
from sandbox.run.rundir import RunDir


def test_resume_runs_exactly_the_missing_trials(tmp_path: Path) -> None:
    out = tmp_path / "run"
    assert main(["run", "base", "miss_func", "--limit", "3", "--trials", "3", "--out", str(out), "--no-progress"]) == 0
    results = out / "results.jsonl"
    lines = results.read_text().splitlines(keepends=True)
    assert len(lines) == 18
    rows = RunDir(out).results()
    # keep trial 0 of every scenario and a few later trials; a later trial's loss must not hide behind trial 0
    kept = [line for line, row in zip(lines, rows) if row.trial == 0 or (row.trial == 2 and row.suite == "base")]
    missing = {(r.suite, r.scenario_id, r.trial) for line, r in zip(lines, rows) if line not in kept}
    assert missing and all(trial > 0 for _, _, trial in missing)
    results.write_text("".join(kept) + '{"scenario_id": "fs_')  # and a torn last line
    assert main(["run", "--resume", str(out), "--no-progress"]) == 0
    after = RunDir(out).results()
    keys = [(r.suite, r.scenario_id, r.trial) for r in after]
    assert len(keys) == len(set(keys)) == 18
    assert {(s, i) for s, i, _ in keys} == {(s, i) for s, i, _ in {(r.suite, r.scenario_id, r.trial) for r in rows}}
    assert sorted(t for _, _, t in keys) == [0] * 6 + [1] * 6 + [2] * 6
    for result in after:
        start = load_trajectory(out / result.trajectory)[0]
        assert isinstance(start, EpisodeStart) and start.trial == result.trial
        assert result.trajectory.endswith(f"__t{result.trial}.jsonl")
    assert main(["run", "--resume", str(out), "--no-progress"]) == 0  # nothing left: nothing added
    assert len(RunDir(out).results()) == 18
