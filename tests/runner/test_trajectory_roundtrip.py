"""Every trajectory toolsim writes reads back: the oracle's run of every suite, failures included (slow suites sampled)."""

from __future__ import annotations

from pathlib import Path

import pytest

from sandbox.episode.trajectory import load_trajectory
from sandbox.report.replay import replay
from sandbox.run.api import run_suite
from sandbox.run.suites import suite_names
from tests.sampled import sampled

SUITES = [pytest.param(name, marks=pytest.mark.bfcl) if name.startswith("bfcl:") else name for name in suite_names()]


def test_every_suite_is_covered() -> None:
    names = {s if isinstance(s, str) else s.values[0] for s in SUITES}
    assert {"base", "composite", "bfcl:base", "bfcl:composite"} <= names


@pytest.mark.slow
@pytest.mark.parametrize("suite", SUITES)
def test_oracle_trajectories_of_every_suite_read_back(suite: str, tmp_path: Path) -> None:
    results = run_suite([sampled(suite, tmp_path)], "oracle", out=tmp_path / "run", concurrency=2)
    assert results
    for result in results:
        path = tmp_path / "run" / result.trajectory
        events = load_trajectory(path)
        lines = path.read_text(encoding="utf-8").splitlines()
        assert [event.model_dump_json() for event in events] == lines, result.scenario_id
    for result in [r for r in results if not r.passed][:3]:  # the failures replay too
        assert replay(load_trajectory(tmp_path / "run" / result.trajectory)).divergence is None
