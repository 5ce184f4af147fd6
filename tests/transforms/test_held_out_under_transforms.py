"""Every transform composed with every variant that holds functions out: a held-out function is never offered early.

The names are checked in what the model is shown at each turn (the step API's observation), under
the name the transform gave the function, and the function is offered from its turn on.
"""

from __future__ import annotations

import pytest

from sandbox.episode.env import EpisodeEnv
from sandbox.episode.scenario import Scenario
from sandbox.run.suites import load_suite

TRANSFORMS = ("", "+rename", "+distractors=6", "+descriptions=short", "+rename+distractors=4+descriptions=none",
              "+distractors=3+rename")
VARIANTS = ("miss_func", "composite@30")


def _offered_per_turn(scenario: Scenario) -> list[set[str]]:
    env = EpisodeEnv(scenario)
    observation, _ = env.reset()
    shown = []
    for _ in scenario.turns:
        shown.append({tool["function"]["name"] for tool in observation["tools"]})
        observation, _, terminated, truncated, info = env.step({"content": "Done."})
        assert info["turn_ended"] or terminated or truncated
        if terminated or truncated:
            break
    return shown


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("transform", TRANSFORMS)
def test_a_held_out_function_is_never_offered_before_its_turn(variant: str, transform: str) -> None:
    scenarios = load_suite(variant + transform)[:5]
    checked = 0
    for scenario in scenarios:
        assert scenario.held_out, scenario.id
        applied = scenario.metadata["variant"]["miss_func"]  # what the builder did, named apart from held_out
        assert applied["holdout_turn"] == applied["request_turn"] + 1
        assert set(scenario.held_out.values()) == {applied["holdout_turn"]}
        assert len(scenario.held_out) == len(applied["functions"])
        shown = _offered_per_turn(scenario)
        assert len(shown) == len(scenario.turns), scenario.id
        for name, start in scenario.held_out.items():
            for turn, names in enumerate(shown):
                assert (name in names) == (turn >= start), (scenario.id, name, turn, start)
                checked += 1
        if "rename" in transform:  # the original names are not shown either
            plain = load_suite(variant)
            original = next(s for s in plain[:5] if s.id == scenario.id)
            assert not set(original.held_out) & set().union(*shown)
    assert checked
