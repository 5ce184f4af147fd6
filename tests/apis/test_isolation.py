"""Episodes share nothing: run interleaved, every domain gives the same results as run apart.

All scenarios of toolsim's own suites (native profile, all eight domains, with and without long
context) and, when bfcl-eval is installed, all BFCL entries (bfcl profile) are replayed twice:
each alone, then all at once, turn by turn in round-robin with two episodes of every scenario
alive side by side (the case that breaks BFCL's shared instance cache).
"""

from __future__ import annotations

from typing import Any

import pytest

from sandbox.episode.execution import Toolbox
from sandbox.episode.loop import build_toolbox, execute_strings
from sandbox.episode.scenario import Scenario
from sandbox.run.suites import load_suite
from tests.sampled import SAMPLED

Trace = list[tuple[list[str], dict[str, Any]]]


def _suites() -> list[Any]:
    own = ["base", "long_context", "composite"]
    return own + [pytest.param(name, marks=pytest.mark.bfcl) for name in ("bfcl:base", "bfcl:long_context")]


def _turn(toolbox: Toolbox, scenario: Scenario, index: int) -> tuple[list[str], dict[str, Any]]:
    outputs = [r.output for r in execute_strings(toolbox, scenario.turns[index].ground_truth, None)]
    return outputs, toolbox.projection()


def alone(scenario: Scenario) -> Trace:
    toolbox = build_toolbox(scenario)
    return [_turn(toolbox, scenario, i) for i in range(len(scenario.turns))]


@pytest.mark.parametrize("suite", _suites())
def test_interleaved_episodes_match_episodes_run_apart(suite: str) -> None:
    scenarios = load_suite(suite)
    every = SAMPLED.get(suite, 1)  # the slow suites: every k-th scenario, all domains still met
    scenarios = scenarios[::every]
    expected = {s.id: alone(s) for s in scenarios}
    live = [(s, build_toolbox(s)) for s in scenarios for _ in range(2)]
    traces: list[Trace] = [[] for _ in live]
    for index in range(max(len(s.turns) for s in scenarios)):
        for slot, (scenario, toolbox) in enumerate(live):
            if index < len(scenario.turns):
                traces[slot].append(_turn(toolbox, scenario, index))
    domains = {name for s in scenarios for name in s.domains}
    assert len(domains) >= 4
    for (scenario, _), trace in zip(live, traces):
        assert trace == expected[scenario.id], f"{scenario.id} differs when run interleaved"
