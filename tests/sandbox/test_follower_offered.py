"""A gold call of a function that is not offered yet is never served from the gold: it runs, flagged.

BFCL data has such gold (``multi_turn_miss_func_49`` calls ``tail`` a turn before it is offered).
The gold replay offers every function, so its results carry no ``not_offered`` flag; an episode
whose model makes that call runs it itself (``bfcl`` profile: flagged; ``native``: refused), with
the gold at hand or not.
"""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from sandbox.judge import gold
from sandbox.episode.calls import ToolCall
from sandbox.episode.follow import GoldFollower
from sandbox.episode.loop import EpisodeConfig, EpisodeResult, execute_strings, run_episode
from sandbox.episode.scenario import Scenario
from sandbox.models.oracle import OracleModel
from sandbox.run.suites import load_suite

TURNS: list[dict[str, Any]] = [
    {"messages": [{"content": "Add 2 and 3."}], "ground_truth": ["add(a=2, b=3)"]},
    {"messages": [{"content": "Multiply 4 by 5."}], "ground_truth": ["multiply(a=4, b=5)"]},
    {"messages": [{"content": "Subtract 1 from 9."}], "ground_truth": ["subtract(a=9, b=1)"]},
]


def _scenario(profile: str) -> Scenario:
    # the gold of turn 1 calls multiply, which is held out until turn 2
    return Scenario(id=f"early_{profile}", domains={"math": {}}, profile=profile, turns=TURNS,  # type: ignore[arg-type]
                    held_out={"multiply": 2})


def _oracle(scenario: Scenario, gold_at_hand: bool) -> tuple[EpisodeResult, list[str]]:
    gold.clear_cache()
    if gold_at_hand:
        gold.gold_track(scenario, execute_strings)
    result, events = asyncio.run(run_episode(scenario, OracleModel(), config=EpisodeConfig()))
    gold.clear_cache()
    return result, [e.model_dump_json() for e in events]


def test_the_follower_does_not_serve_a_gold_call_of_a_function_not_offered() -> None:
    scenario = _scenario("bfcl")
    follower = GoldFollower(scenario, gold.replay_gold(scenario, execute_strings))
    assert follower.serve(0, ToolCall(name="add", arguments={"a": 2, "b": 3}), {"add", "multiply"}) is not None
    follower.end_turn(0)
    assert follower.serve(1, ToolCall(name="multiply", arguments={"a": 4, "b": 5}), {"add"}) is None
    assert not follower.following


@pytest.mark.parametrize("profile", ["bfcl", "native"])
def test_a_not_offered_gold_call_runs_the_same_with_the_gold_at_hand_or_not(profile: str) -> None:
    scenario = _scenario(profile)
    unserved, unserved_events = _oracle(scenario, gold_at_hand=False)
    served, served_events = _oracle(scenario, gold_at_hand=True)
    assert served == unserved and served_events == unserved_events
    if profile == "bfcl":  # run as in bfcl-eval, flagged, and counted
        assert served.not_offered_calls == 1 and served.passed
    else:  # refused
        assert served.not_offered_calls == 0 and not served.passed


@pytest.mark.bfcl
def test_bfcl_miss_func_49_keeps_its_not_offered_call_with_the_gold_at_hand() -> None:
    (scenario,) = [s for s in load_suite("bfcl:miss_func") if s.id == "multi_turn_miss_func_49"]
    for gold_at_hand in (False, True):
        result, _ = _oracle(scenario, gold_at_hand)
        assert result.not_offered_calls == 1 and result.passed, gold_at_hand
