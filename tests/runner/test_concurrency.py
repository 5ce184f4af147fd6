"""The runner keeps to a client's ``max_concurrency``, whoever calls it."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from sandbox.episode.client import ModelRequest, ModelResponse
from sandbox.episode.loop import EpisodeConfig
from sandbox.episode.scenario import Scenario
from sandbox.models.oracle import OracleModel
from sandbox.run.rundir import RunDir
from sandbox.run.runner import plan, run_items
from sandbox.run.suites import load_suite


class _Counting:
    """The oracle, slowed down, counting the episodes in flight at once."""

    name = "counting"

    def __init__(self, cap: int | None) -> None:
        if cap is not None:
            self.max_concurrency = cap
        self.active = 0
        self.peak = 0

    def episode(self, scenario: Scenario, trial: int) -> "_Counting._Episode":
        return _Counting._Episode(self, OracleModel().episode(scenario, trial))

    async def close(self) -> None:
        return None

    class _Episode:
        def __init__(self, owner: "_Counting", inner: object) -> None:
            self.owner = owner
            self.inner = inner

        async def complete(self, request: ModelRequest) -> ModelResponse:
            self.owner.active += 1
            self.owner.peak = max(self.owner.peak, self.owner.active)
            try:
                await asyncio.sleep(0.005)
                response: ModelResponse = await self.inner.complete(request)  # type: ignore[attr-defined]
                return response
            finally:
                self.owner.active -= 1


@pytest.mark.parametrize(("cap", "peak"), [(1, 1), (None, 4)])
def test_max_concurrency_caps_the_episodes_in_flight(cap: int | None, peak: int, tmp_path: Path) -> None:
    rundir = RunDir(tmp_path / "run")
    rundir.create({"model": "counting"})
    client = _Counting(cap)
    items = plan({"base": load_suite("base")[:8]}, 1, set())
    results = asyncio.run(run_items(items, client, EpisodeConfig(), rundir, concurrency=4))
    assert len(results) == 8 and all(r.passed for r in results)
    assert client.peak == peak

