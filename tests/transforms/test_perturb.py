"""The episode's view of a changed surface: renamed tools run the real ones, decoys run nothing."""

from __future__ import annotations

import pytest

from sandbox.episode.calls import ToolCall
from sandbox.episode.config import build_toolbox
from sandbox.judge.gold import domains_of
from sandbox.episode.perturb import Decoy, SurfaceChange
from sandbox.episode.scenario import Scenario


def _scenario(change: SurfaceChange, profile: str = "native") -> Scenario:
    return Scenario(id="t_v1", domains={"math": {}}, turns=[{"ground_truth": []}], surface=change,
                    profile=profile)  # type: ignore[arg-type]


CHANGE = SurfaceChange(names={"add": "combine"}, params={"add": {"a": "left", "b": "right"}},
                       decoys=[Decoy(name="add_preview", domain="math", source="add")])


def test_views_are_built_once_per_scenario() -> None:
    scenario = _scenario(CHANGE)
    first, second = list(domains_of(scenario)), list(domains_of(scenario))
    assert all(a is b for a, b in zip(first, second))
    assert "combine" in first[0].tools and "add" not in first[0].tools


def test_a_renamed_tool_runs_the_real_one_and_speaks_its_shown_names() -> None:
    box = build_toolbox(_scenario(CHANGE))
    done = box.execute(ToolCall(name="combine", arguments={"left": 2, "right": 3}))
    assert done.status == "ok" and "5" in done.output
    missing = box.execute(ToolCall(name="combine", arguments={"left": 2}))
    assert missing.error == "missing_argument" and "'right'" in (missing.detail or "") and "combine()" in (missing.detail or "")
    assert box.execute(ToolCall(name="add", arguments={"a": 1, "b": 2})).error == "unknown_function"


@pytest.mark.parametrize("profile", ["native", "bfcl"])
def test_a_decoy_runs_nothing(profile: str) -> None:
    box = build_toolbox(_scenario(CHANGE, profile))
    before = box.projection()
    result = box.execute(ToolCall(name="add_preview", arguments={"left": 1, "right": 2}))
    assert (result.status, result.error) == ("rejected", "distractor_call") and box.projection() == before


def test_two_tools_under_one_name_are_refused() -> None:
    clash = SurfaceChange(names={"add": "subtract"})
    with pytest.raises(ValueError, match="two tools"):
        domains_of(_scenario(clash))
