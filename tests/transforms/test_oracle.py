"""The oracle scores 100% on every transform of our suites and BFCL's: the gold follows the surface."""

from __future__ import annotations

import asyncio

import pytest

from sandbox.episode.loop import run_episode
from sandbox.models.oracle import OracleModel

from sandbox.run.api import run_suite
from sandbox.run.suites import load_suite

needs_bfcl = pytest.mark.bfcl

TRANSFORMS = ["distractors=20", "rename", "rename=misleading", "descriptions=none", "descriptions=short",
              "descriptions=noisy", "rename+descriptions=short", "distractors=5+rename=misleading+descriptions=noisy"]


#: The transform every scenario is run under; each other transform runs every second scenario, the
#: odd or the even ones by its place in :data:`TRANSFORMS`, so that together they cover each scenario
#: under several transforms at half the cost.
FULL = TRANSFORMS[-1]


def _all_pass(suite: str, mode: str = "fc", every: int = 1) -> None:
    from sandbox.episode.config import EpisodeConfig

    if every > 1:  # a sample: every k-th scenario, each played as the runner plays it
        scenarios = list(load_suite(suite))[::every]
        results = [asyncio.run(run_episode(s, OracleModel(), suite=suite, config=EpisodeConfig(mode=mode)))[0]  # type: ignore[arg-type]
                   for s in scenarios]
        assert scenarios
    else:
        results = run_suite([suite], "oracle", config=EpisodeConfig(mode=mode), concurrency=8)  # type: ignore[arg-type]
        assert len(results) == len(load_suite(suite)) > 0
    failed = [(r.scenario_id, r.error_class) for r in results if not r.passed]
    assert not failed, failed[:5]


def _half_pass(suite: str, transform: str) -> None:
    """The oracle passes every second scenario of ``suite`` (all of them under :data:`FULL`)."""
    if transform == FULL:
        _all_pass(suite)
        return
    scenarios = list(load_suite(suite))[TRANSFORMS.index(transform) % 2::2]

    async def run() -> list[tuple[str, str | None]]:
        failed = []
        for scenario in scenarios:
            result, _ = await run_episode(scenario, OracleModel(), suite=suite)
            if not result.passed:
                failed.append((scenario.id, result.error_class))
        return failed

    assert scenarios and asyncio.run(run()) == []


@pytest.mark.parametrize("transform", TRANSFORMS)
def test_oracle_passes_every_transformed_base_scenario(transform: str) -> None:
    _half_pass(f"base+{transform}", transform)


@needs_bfcl
@pytest.mark.parametrize("transform", TRANSFORMS)
def test_oracle_passes_every_transformed_bfcl_scenario(transform: str) -> None:
    _half_pass(f"bfcl:base+{transform}", transform)


@needs_bfcl
def test_oracle_passes_renamed_suites_in_prompt_mode() -> None:
    """Every second scenario of each (the others run in FC mode under the same transforms above)."""
    _all_pass("bfcl:miss_func+rename+distractors=3", mode="prompt", every=2)
    _all_pass("miss_func+rename=misleading", mode="prompt", every=2)
