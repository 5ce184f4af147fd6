"""Every trajectory toolsim writes reads back: the oracle's run of every suite, failures included."""

from __future__ import annotations

from pathlib import Path

import pytest

from sandbox.episode.trajectory import load_trajectory
from sandbox.report.replay import replay
from sandbox.run.api import run_suite
from sandbox.run.suites import suite_names
from scenarios.bfcl.data import available

SUITES = [name for name in suite_names() if available() or not name.startswith("bfcl:")]


def test_every_suite_is_covered() -> None:
    assert {"base", "composite"} <= set(SUITES)
    if available():
        assert {"bfcl:base", "bfcl:composite"} <= set(SUITES)


@pytest.mark.slow
@pytest.mark.parametrize("suite", SUITES)
def test_oracle_trajectories_of_every_suite_read_back(suite: str, tmp_path: Path) -> None:
    results = run_suite([suite], "oracle", out=tmp_path / "run", concurrency=2)
    assert results
    for result in results:
        path = tmp_path / "run" / result.trajectory
        events = load_trajectory(path)
        lines = path.read_text(encoding="utf-8").splitlines()
        assert [event.model_dump_json() for event in events] == lines, result.scenario_id
    for result in [r for r in results if not r.passed][:3]:  # the failures replay too
        assert replay(load_trajectory(tmp_path / "run" / result.trajectory)).divergence is None
