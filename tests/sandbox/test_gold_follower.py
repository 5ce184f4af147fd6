"""A model making the gold calls is served from the cached gold twin, or is the twin itself: nothing else changes."""

from __future__ import annotations

import asyncio
import json
import re
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sandbox.judge import gold
from sandbox.episode.calls import CallResult
from sandbox.episode.follow import OwnTrack
from sandbox.judge.gold import replay_gold as fresh_replay  # bound before a test counts replays
from sandbox.episode.loop import EpisodeConfig, execute_strings, run_episode
from sandbox.episode.scenario import Scenario
from sandbox.episode.trajectory import Event
from sandbox.models.oracle import OracleModel
from sandbox.models.scripted import ScriptedModel
from sandbox.run.suites import load_suite

SUITES = ("base", "miss_func", "miss_param")
PERTURBATIONS = ("none", "split", "drop", "extra", "swap", "unparsed", "other", "silent", "retype")


def _scenarios() -> list[Scenario]:
    return [s for name in SUITES for s in load_suite(name)[:40]]


def _run(scenario: Scenario, model: Any, mode: str = "prompt") -> tuple[dict[str, Any], list[dict[str, Any]]]:
    result, events = asyncio.run(run_episode(scenario, model, config=EpisodeConfig(mode=mode)))  # type: ignore[arg-type]
    return result.model_dump(mode="json"), [_event(e) for e in events]


def _event(event: Event) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(event.model_dump_json())
    return data


def _script(scenario: Scenario, turn: int, how: str) -> list[list[list[str]]]:
    """The gold calls of every turn as one step, with turn ``turn`` changed as ``how`` says."""
    turns = [[list(t.ground_truth)] if t.ground_truth else [] for t in scenario.turns]
    calls = list(scenario.turns[turn].ground_truth)
    elsewhere = [c for t in scenario.turns for c in t.ground_truth if c not in calls]
    changed = {
        "none": [calls] if calls else [],
        "split": [[c] for c in calls],  # one call per step: served across steps
        "drop": [calls[:-1]] if len(calls) > 1 else [],
        "extra": [calls + calls[-1:]] if calls else [elsewhere[:1]] if elsewhere else [],
        "swap": [calls[::-1]] if calls else [],
        "unparsed": [["not a call("] + calls],
        "other": [calls[:1] + elsewhere[:1]] if elsewhere else [calls],
        "silent": [],
        "retype": [[re.sub(r"=(\d+)([,)])", r"=\1.0\2", c, count=1) for c in calls]] if calls else [],  # 2 -> 2.0
    }[how]
    turns[turn] = changed
    return turns


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), how=st.sampled_from(PERTURBATIONS), mode=st.sampled_from(["prompt", "fc"]))
def test_served_from_the_gold_or_not_every_result_and_event_is_the_same(data: st.DataObject, how: str, mode: str) -> None:
    scenario = data.draw(st.sampled_from(_scenarios()))
    turn = data.draw(st.integers(0, len(scenario.turns) - 1))
    model = ScriptedModel({scenario.id: _script(scenario, turn, how)})  # type: ignore[dict-item]
    gold.clear_cache()
    unserved = _run(scenario, model, mode)  # no gold at hand: the episode runs every call
    left = gold.cached_gold(scenario)  # a track the episode left, or the replay it needed: the gold either way
    fresh = gold.replay_gold(scenario, execute_strings)
    assert left is None or [(t.outputs, t.state) for t in left.turns] == [(t.outputs, t.state) for t in fresh.turns]
    gold.clear_cache()
    gold.gold_track(scenario, execute_strings)
    served = _run(scenario, model, mode)  # the gold at hand: calls served from it until the model departs
    assert served == unserved


def test_a_model_making_the_gold_calls_needs_no_toolbox_once_the_gold_is_known(toolbox_builds: list[str]) -> None:
    for scenario in _scenarios()[:20]:
        gold.clear_cache()
        first = _run(scenario, OracleModel())
        built = len(toolbox_builds)
        assert gold.cached_gold(scenario) is not None  # the first episode left its track behind
        second = _run(scenario, OracleModel())
        assert len(toolbox_builds) == built  # every call was served from the gold
        assert first == second and first[0]["passed"]


def test_an_episode_that_made_the_gold_calls_leaves_the_track_a_replay_gives(replays: list[str]) -> None:
    for scenario in load_suite("base")[:15]:
        gold.clear_cache()
        _run(scenario, OracleModel())
        left = gold.cached_gold(scenario)
        assert left is not None
        fresh = fresh_replay(scenario, execute_strings)
        assert [t.outputs for t in left.turns] == [t.outputs for t in fresh.turns]
        assert [t.state for t in left.turns] == [t.state for t in fresh.turns]
        assert [[r.model_dump(exclude={"call"}) for r in t.results] for t in left.turns] == \
            [[r.model_dump(exclude={"call"}) for r in t.results] for t in fresh.turns]
    assert replays == []


def test_a_variant_opening_with_a_turn_without_gold_reads_the_initial_state_of_a_left_track() -> None:
    variants = [s for s in load_suite("miss_param") if not s.turns[0].ground_truth][:5]
    bases = {s.id: s for s in load_suite("base")}
    assert variants
    for variant in variants:
        base = next(b for i, b in bases.items() if variant.id.startswith(i))
        gold.clear_cache()
        _run(base, OracleModel())  # leaves a track without the initial state
        shared = gold.cached_gold(variant)
        assert shared is not None
        assert [t.state for t in shared.turns] == [t.state for t in gold.replay_gold(variant, execute_strings).turns]
        assert _run(variant, OracleModel())[0]["passed"]


def test_a_track_with_a_flagged_result_is_not_left_behind() -> None:
    scenario = load_suite("base")[0]
    gold.clear_cache()
    own = OwnTrack(scenario)
    for index, turn in enumerate(scenario.turns):
        results = [CallResult(call=c, output="", status="ok", flags=["not_offered"]) for c in turn.calls()]
        assert own.turn(index, results, frozenset(c.name for c in turn.calls()), dict) is not None
    own.publish()
    assert gold.cached_gold(scenario) is None
    own.turns = [gold.GoldTurn(outputs=t.outputs, state=t.state, results=tuple(
        r.model_copy(update={"flags": []}) for r in t.results)) for t in own.turns]
    own.publish()
    assert gold.cached_gold(scenario) is not None


@pytest.mark.parametrize(("first", "then"), [("fc", "prompt"), ("prompt", "fc"), ("fc", "fc")])
def test_served_results_carry_the_calls_the_model_made_whatever_mode_left_the_track(first: str, then: str) -> None:
    for scenario in load_suite("base")[:5]:
        gold.clear_cache()
        _run(scenario, OracleModel(), first)  # leaves its track, with the calls (and ids) it made
        _, served = _run(scenario, OracleModel(), then)
        gold.clear_cache()
        _, unserved = _run(scenario, OracleModel(), then)
        assert served == unserved
        ids = [e["result"]["call"]["id"] for e in served if e["kind"] == "result"]
        assert ids and all((i is None) == (then == "prompt") for i in ids)


def test_calls_are_the_same_only_with_values_of_the_same_types() -> None:
    from sandbox.episode.calls import ToolCall
    from sandbox.episode.calls import call_key

    keys = {call_key(ToolCall(name="tail", arguments={"lines": v})) for v in (2, 2.0, True)}
    assert len(keys) == 3
    assert call_key(ToolCall(name="tail", arguments={"lines": 2})) == call_key(ToolCall(name="tail", arguments={"lines": 2}))
