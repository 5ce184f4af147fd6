"""Domain instances copied from the pristine cache behave exactly like freshly loaded ones."""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping
from typing import Any

import pytest
from pydantic import BaseModel

from sandbox import DomainAPI
from sandbox.episode.loop import build_toolbox, execute_strings
from sandbox.run.suites import load_suite
from sandbox.tools.context import EpisodeContext, LongContext
from sandbox.tools.pristine import PRISTINE, PristineCache
from sandbox.tools.registry import DOMAINS


class _State(BaseModel):
    drawn: list[float] = []


class _Api(DomainAPI[_State]):
    """A domain whose load draws from a stream the tools keep using, and which keeps references to it."""

    state_model = _State

    def __init__(self, state: _State, ctx: EpisodeContext) -> None:
        self.state, self.ctx = state, ctx
        self.stream = ctx.rng("toy")  # a stream kept on the instance

    @classmethod
    def load(cls, ctx: EpisodeContext) -> _Api:  # type: ignore[override]
        api = cls(_State(), ctx)
        api.state.drawn.append(ctx.rng("toy").random())
        return api

    def draw(self) -> float:
        return self.ctx.rng("toy").random()


def _loads(cache: PristineCache, config: Mapping[str, Any], seed: int = 1) -> tuple[_Api, EpisodeContext]:
    ctx = EpisodeContext(seed=seed)
    return cache.load("toy", 1, config, ctx, lambda: _Api.load(ctx)), ctx


def test_the_second_load_is_pickled_and_later_ones_copy_it() -> None:
    cache, config, calls = PristineCache(), {"a": 1}, []

    def load() -> _Api:
        calls.append(1)
        return _Api.load(ctx)

    for expected in (0, 1, 1, 1):
        ctx = EpisodeContext(seed=1)
        cache.load("toy", 1, config, ctx, load)
        assert len(cache) == expected
    assert len(calls) == 2  # the first load is not pickled (most are the only one), the second is
    other = {"a": 1}
    for again in (True, False):  # the caller knows the load is asked for again: pickled at once
        ctx = EpisodeContext(seed=1)
        cache.load("toy", 1, other, ctx, load, again=again)
    assert len(calls) == 3 and len(cache) == 2


def test_a_copy_continues_the_random_streams_and_points_to_its_own_context() -> None:
    cache, config = PristineCache(), {"a": 1}
    fresh, fresh_ctx = _loads(PristineCache(), config)
    _loads(cache, config)
    first, _ = _loads(cache, config)
    copy, ctx = _loads(cache, config)
    assert len(cache) == 1
    assert copy is not first and copy.state is not first.state
    assert copy.ctx is ctx and copy.stream is ctx.rng("toy")
    assert copy.state.drawn == fresh.state.drawn
    assert [copy.draw() for _ in range(3)] == [fresh.draw() for _ in range(3)]
    copy.state.drawn.append(9.0)
    again, _ = _loads(cache, config)
    assert again.state.drawn == fresh.state.drawn  # a copy's changes never reach the cache


def test_the_key_holds_the_configuration_object_the_seed_and_the_long_context() -> None:
    cache = PristineCache()
    config, equal = {"a": 1}, {"a": 1}
    for _ in range(2):
        base, _ = _loads(cache, config, seed=1)
        assert _loads(cache, config, seed=2)[0].state.drawn != base.state.drawn
        assert _loads(cache, equal, seed=1)[0].state.drawn == base.state.drawn  # an equal config: its own entry
    assert len(cache) == 3
    for _ in range(2):
        ctx = EpisodeContext(seed=1, long_context=LongContext(size=5))
        cache.load("toy", 1, config, ctx, lambda: _Api.load(ctx))
    assert len(cache) == 4


def test_streams_used_before_the_load_are_part_of_the_key() -> None:
    cache, config = PristineCache(), {"a": 1}
    _loads(cache, config)
    first, _ = _loads(cache, config)
    for _ in range(2):
        ctx = EpisodeContext(seed=1)
        ctx.rng("toy").random()  # an earlier domain of the episode used the stream
        moved = cache.load("toy", 1, config, ctx, lambda: _Api.load(ctx))
        assert moved.state.drawn != first.state.drawn
    assert len(cache) == 2


def test_instances_that_cannot_be_pickled_are_loaded_every_time() -> None:
    cache, calls = PristineCache(), []

    class Locked(_Api):
        def __init__(self, state: _State, ctx: EpisodeContext) -> None:
            super().__init__(state, ctx)
            self.lock = threading.Lock()

    def load(ctx: EpisodeContext) -> _Api:
        calls.append(1)
        return Locked(_State(), ctx)

    for _ in range(3):
        ctx = EpisodeContext()
        cache.load("locked", 1, None, ctx, lambda ctx=ctx: load(ctx))  # type: ignore[misc]
    assert len(calls) == 3 and len(cache) == 0


def test_the_cache_is_bounded_in_bytes() -> None:
    cache = PristineCache()
    first = {"n": -1}
    for _ in range(2):  # the second load is pickled
        _loads(cache, first)
    cache.capacity = cache.size * 2  # room for two entries
    configs = [{"n": n} for n in range(5)]
    for config in configs:
        for _ in range(2):
            _loads(cache, config)
    assert len(cache) == 2 and cache.size <= cache.capacity
    assert _loads(cache, configs[-1])[0] is not None and len(cache) == 2


def _suites() -> list[Any]:
    return ["base", "long_context@50", "composite@50",
            *(pytest.param(name, marks=pytest.mark.bfcl) for name in ("bfcl:base", "bfcl:long_context"))]


@pytest.mark.parametrize("suite", _suites())
def test_every_scenario_copied_replays_its_gold_like_a_fresh_load(suite: str, monkeypatch: pytest.MonkeyPatch) -> None:
    scenarios = load_suite(suite)[:25]
    cached_load, loads = PRISTINE.load, []

    def fresh(d: str, v: int, c: Any, ctx: EpisodeContext, loader: Callable[[], Any], again: bool = False) -> Any:
        return loader()

    def counted(d: str, v: int, c: Any, ctx: EpisodeContext, loader: Callable[[], Any], again: bool = False) -> Any:
        return cached_load(d, v, c, ctx, lambda: loads.append(d) or loader(), again=again)

    traces = []
    for load in (fresh, counted, counted, counted):
        monkeypatch.setattr(PRISTINE, "load", load)
        loads.clear()
        runs = []
        for scenario in scenarios:
            toolbox = build_toolbox(scenario)
            trace = [toolbox.projection()]
            for turn in scenario.turns:
                outputs = [r.output for r in execute_strings(toolbox, turn.ground_truth, None)]
                trace.append({"outputs": outputs, "state": toolbox.projection()})
            runs.append(trace)
        traces.append(runs)
    assert not loads, f"the last pass must copy every domain, but loaded {sorted(set(loads))}"
    assert traces[0] == traces[1] == traces[2] == traces[3]


def test_untouched_copies_share_their_initial_projection_and_a_call_projects_again() -> None:
    scenario = load_suite("long_context@50")[0]
    build_toolbox(scenario)  # a first load is not pickled
    first, second = build_toolbox(scenario), build_toolbox(scenario)
    shared = [name for name in first.apis if first.current_projection()[name] is second.current_projection()[name]]
    assert shared == sorted(first.apis)
    assert first.current_projection() == first.projection()
    call = next(c for turn in scenario.turns for c in turn.ground_truth)
    execute_strings(second, [call], None)
    assert second.current_projection() == second.projection()
    third = build_toolbox(scenario)
    assert third.current_projection() == first.projection()  # the shared projection was not changed


def test_a_long_context_variant_loads_its_busy_domains_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """The rebase replays the gold on the distractor-filled domains and that load is kept at once; the suite
    check finds it kept and the episodes copy it."""
    from scenarios.rebase import apply_long_context
    from sandbox.run.suites import check_runnable

    base = load_suite("base")[0]
    cached_load, loads = PRISTINE.load, []

    def counted(d: str, v: int, c: Any, ctx: EpisodeContext, loader: Callable[[], Any], again: bool = False) -> Any:
        return cached_load(d, v, c, ctx, lambda: loads.append((d, ctx.long_context is not None)) or loader(), again=again)

    monkeypatch.setattr(PRISTINE, "load", counted)
    PRISTINE.clear()
    scenario = apply_long_context(base, 37)  # a size no other test uses: nothing cached yet
    assert sorted(name for name, long in loads if long) == sorted(scenario.domains)  # one busy replay
    loads.clear()
    check_runnable("long_context@37", [scenario])
    assert not loads, f"the suite check must find the rebase's load kept, but loaded {loads}"
    build_toolbox(scenario)
    build_toolbox(scenario)
    assert not loads, f"the episodes must copy the rebase's load, but loaded {loads}"


def test_the_suite_check_still_loads_what_is_not_kept_and_refuses_a_bad_configuration() -> None:
    from sandbox.run.suites import ScenarioFileError, check_runnable

    scenario = load_suite("base")[0]
    PRISTINE.clear()
    check_runnable("base", [scenario])  # not kept before: loaded now, and kept for the episodes
    name, config = next(iter(scenario.domains.items()))
    assert PRISTINE.holds(DOMAINS.get(name).name, DOMAINS.get(name).version, config, scenario.context())
    equal = {**config}  # an equal configuration is another object: not held, so it is loaded and checked
    assert not PRISTINE.holds(DOMAINS.get(name).name, DOMAINS.get(name).version, equal, scenario.context())
    broken = scenario.model_copy(update={"domains": {**scenario.domains, name: {**config, "root": 42}}})
    with pytest.raises(ScenarioFileError, match="refuses"):
        check_runnable("base", [broken])
