"""Derived suites build only the scenarios asked for; distractors are drawn in bulk, deterministically."""

from __future__ import annotations

import pickle
import random

import pytest

from sandbox.episode.loop import execute_strings
from sandbox.episode.scenario import Scenario
from sandbox.judge import gold
from sandbox.run.api import make_env
from sandbox.run.lazy import LazySuite, find, scenario_ids
from sandbox.run.suites import load_suite
from sandbox.tools.draws import Draws
from scenarios.variants import VariantError, build_suite


def test_a_limited_long_context_suite_builds_only_what_runs() -> None:
    suite = load_suite("long_context@1500")
    assert isinstance(suite, LazySuite) and len(suite) > 100 and suite.built() == 0
    first = suite[:2]
    assert [s.id for s in first] == scenario_ids(suite)[:2]
    assert suite.built() == 2 and first.built() == 2
    assert suite[1] is first[1]  # built once, shared by the slice
    wanted = scenario_ids(suite)[-1]
    assert find(suite, wanted) is find(suite, wanted) and suite.built() == 3
    assert find(suite, "no_such_v1__long_context") is None and suite.built() == 3


def test_a_transformed_lazy_suite_stays_lazy_and_keeps_its_ids() -> None:
    plain, renamed = load_suite("composite@50"), load_suite("composite@50+rename")
    assert isinstance(renamed, LazySuite) and scenario_ids(renamed) == scenario_ids(plain)
    assert renamed[3].surface is not None and renamed[3].id == plain[3].id


def test_make_env_builds_only_its_scenario() -> None:
    from sandbox.run import api

    name = "long_context@1200"
    api._named_suite.cache_clear()
    scenario_id = scenario_ids(load_suite(name))[5]
    env = make_env(name, scenario_id)
    suite = api._named_suite(name)
    assert isinstance(suite, LazySuite) and suite.built() == 1
    observation, _ = env.reset()
    assert observation["messages"]
    with pytest.raises(Exception, match="has no scenario"):
        make_env(name, "nothing_v1__long_context")


def test_a_broken_annotation_is_refused_when_the_suite_loads_not_when_its_scenario_is_reached() -> None:
    bases = list(load_suite("base")[:3])
    bad = bases[2].model_copy(update={"metadata": {k: v for k, v in bases[2].metadata.items() if k != "miss_param"}})
    with pytest.raises(VariantError, match="no metadata.miss_param"):
        build_suite("miss_param", [*bases[:2], bad])
    assert len(build_suite("miss_param", bases[:2])) == 2


def test_a_lazy_suite_pickles_without_what_it_built() -> None:
    suite = build_suite("miss_func", list(load_suite("base")[:4]))
    built = suite[0]
    copy = pickle.loads(pickle.dumps(suite))
    assert scenario_ids(copy) == scenario_ids(suite) and copy.built() == 0
    assert copy[0].model_dump() == built.model_dump()


def test_a_builder_that_makes_another_id_is_caught() -> None:
    suite = LazySuite(["a_v1"], lambda index: load_suite("base")[0])
    with pytest.raises(ValueError, match="listed as 'a_v1'"):
        suite[0]


def test_draws_are_deterministic_in_range_and_uniform_enough() -> None:
    a, b = Draws(random.Random(11), expected=10), Draws(random.Random(11))
    first = [a.between(-3, 3) for _ in range(20_000)]
    assert first == [b.between(-3, 3) for _ in range(20_000)]  # the first block's size changes nothing
    assert set(first) == set(range(-3, 4))
    assert all(abs(first.count(v) / len(first) - 1 / 7) < 0.01 for v in range(-3, 4))
    assert Draws(random.Random(12)).units(5) != Draws(random.Random(11)).units(5)
    pairs = [Draws(random.Random(s)).pair("ab") for s in range(40)]
    assert {p for p in pairs} == {("a", "b"), ("b", "a")}
    digits = Draws(random.Random(5)).digits(40)
    assert len(digits) == 40 and digits.isdigit()
    reference = random.Random(1)  # 53 bits of each 64 the stream gives, as random.random takes them
    assert Draws(random.Random(1)).units(3) == [(reference.getrandbits(64) >> 11) * 2.0**-53 for _ in range(3)]
    assert Draws(random.Random(1)).units(3) == [0.5692038708679295, 0.802265059400218, 0.06310682412324808]


def test_the_gold_cache_keeps_base_and_long_context_variants_of_one_scenario_apart() -> None:
    base_suite, busy_suite = load_suite("base"), load_suite("long_context@60")

    def pair(wanted: str) -> tuple[Scenario, Scenario]:
        found, twin = find(base_suite, wanted.removesuffix("__long_context")), find(busy_suite, wanted)
        assert found is not None and twin is not None
        return found, twin

    # one whose gold calls the distractors leave as they are: only the long context tells the replays apart
    base, busy = next(p for p in map(pair, scenario_ids(busy_suite))
                      if [t.ground_truth for t in p[0].turns] == [t.ground_truth for t in p[1].turns])
    assert busy.domains == base.domains  # the same configurations: only the long context tells them apart
    for order in ((base, busy), (busy, base)):
        gold._CACHE.clear()
        tracks = [gold.gold_track(s, execute_strings) for s in order]
        for scenario, track in zip(order, tracks):
            alone = gold.replay_gold(scenario, execute_strings)
            assert track.initial == alone.initial and track.turns == alone.turns, scenario.id
        assert tracks[0].initial != tracks[1].initial
