"""One process asks the gold cache for a scenario and its long-context variant: each gets its own gold.

The long-context variant keeps its base's domains (the same configuration objects), seed and gold
calls; only ``long_context`` (the distractor history drawn into the state) tells them apart, so the
cache must key on it.
"""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from sandbox.episode.loop import EpisodeConfig, execute_strings, run_episode
from sandbox.episode.scenario import Scenario
from sandbox.judge import gold
from sandbox.judge.gold import replay_gold as fresh_replay
from sandbox.models.oracle import OracleModel
from sandbox.run.suites import load_suite
from tests.sandbox.test_gold_and_caches import _FirstTurnOnly, _Silent


def _pair(base_id: str) -> tuple[Scenario, Scenario]:
    base = next(s for s in load_suite("base") if s.id == base_id)
    long = next(s for s in load_suite("long_context") if s.id == f"{base_id}__long_context")
    return base, long


PAIRS = ["fs_quarterly_reports_v1", "fs_app_log_errors_v1"]


def _verdicts(scenario: Scenario, model: Any) -> list[tuple[int, bool | None, str | None]]:
    result, _ = asyncio.run(run_episode(scenario, model, config=EpisodeConfig(mode="prompt")))
    return [(v.turn, v.passed, v.error_class) for v in result.turns]


def _models(scenario: Scenario) -> list[Any]:
    return [OracleModel(), _FirstTurnOnly(scenario), _Silent()]


@pytest.mark.parametrize("base_id", PAIRS)
def test_the_pair_shares_what_the_cache_could_confuse(base_id: str) -> None:
    """The premise: only long_context tells the two apart in what the replay reads."""
    base, long = _pair(base_id)
    assert base.long_context is None and long.long_context is not None
    assert [id(c) for c in base.domains.values()] == [id(c) for c in long.domains.values()]
    assert (base.seed, base.clock, base.profile) == (long.seed, long.clock, long.profile)
    assert [t.ground_truth for t in base.turns if t.ground_truth] == [t.ground_truth for t in long.turns if t.ground_truth]
    assert fresh_replay(base, execute_strings).turns[-1].state != fresh_replay(long, execute_strings).turns[-1].state


@pytest.mark.parametrize("first", ["base", "long_context"])
@pytest.mark.parametrize("base_id", PAIRS)
def test_base_and_long_context_gold_in_one_process_are_each_their_own(base_id: str, first: str) -> None:
    base, long = _pair(base_id)
    order = [base, long] if first == "base" else [long, base]
    alone: dict[str, list[Any]] = {}
    for scenario in order:  # each verdict with nothing else cached
        alone[scenario.id] = []
        for model in _models(scenario):
            gold.clear_cache()
            alone[scenario.id].append(_verdicts(scenario, model))
    gold.clear_cache()
    together: dict[str, list[Any]] = {s.id: [] for s in order}
    for index in range(3):  # interleaved: each model on one, then on the other, with one cache
        for scenario in order:
            together[scenario.id].append(_verdicts(scenario, _models(scenario)[index]))
    assert together == alone
    assert all(v[1] for v in alone[base.id][0]) and all(v[1] for v in alone[long.id][0])  # the oracle passes both
    for scenario in order:
        cached = gold.gold_track(scenario, execute_strings)
        own = fresh_replay(scenario, execute_strings)
        assert cached.initial == own.initial and cached.turns == own.turns, scenario.id
    assert gold.gold_track(base, execute_strings).turns != gold.gold_track(long, execute_strings).turns
