"""The oracle scores 100% on every transform of our suites and BFCL's: the gold follows the surface."""

from __future__ import annotations

import pytest

from sandbox.run.api import run_suite
from sandbox.run.suites import load_suite

needs_bfcl = pytest.mark.bfcl

TRANSFORMS = ["distractors=20", "rename", "rename=misleading", "descriptions=none", "descriptions=short",
              "descriptions=noisy", "rename+descriptions=short", "distractors=5+rename=misleading+descriptions=noisy"]


def _all_pass(suite: str, mode: str = "fc") -> None:
    from sandbox.episode.config import EpisodeConfig

    results = run_suite([suite], "oracle", config=EpisodeConfig(mode=mode), concurrency=8)  # type: ignore[arg-type]
    assert len(results) == len(load_suite(suite)) > 0
    failed = [(r.scenario_id, r.error_class) for r in results if not r.passed]
    assert not failed, failed[:5]


@pytest.mark.parametrize("transform", TRANSFORMS)
def test_oracle_passes_every_transformed_base_scenario(transform: str) -> None:
    _all_pass(f"base+{transform}")


@needs_bfcl
@pytest.mark.parametrize("transform", TRANSFORMS)
def test_oracle_passes_every_transformed_bfcl_scenario(transform: str) -> None:
    _all_pass(f"bfcl:base+{transform}")


@needs_bfcl
def test_oracle_passes_renamed_suites_in_prompt_mode() -> None:
    _all_pass("bfcl:miss_func+rename+distractors=3", mode="prompt")
    _all_pass("miss_func+rename=misleading", mode="prompt")
