"""Directories nest at most MAX_DEPTH levels: deeper is a tool error, never a crash of the episode."""

from __future__ import annotations

import asyncio

import pytest

from apis.file_system import DOMAIN
from apis.file_system.state import MAX_DEPTH, tree_from_config
from sandbox.episode.loop import EpisodeConfig, run_episode
from sandbox.episode.scenario import Scenario, Turn
from sandbox.episode.trajectory import ResultEvent
from sandbox.models.scripted import ScriptedModel
from sandbox.tools.context import Profile
from tests.apis.helpers import projection, run, toolbox

STEP = "[" + ", ".join(["mkdir(dir_name='a')", "cd(folder='a')"] * 16) + "]"


@pytest.mark.parametrize("profile", ["native", "bfcl"])
def test_nesting_directories_in_a_loop_ends_in_a_tool_error_not_a_crash(profile: Profile) -> None:
    """The reported attack: mkdir/cd 16 times a step, 18 steps in one prompt-mode turn (288 levels)."""
    scenario = Scenario(id="deep", domains={"file_system": {}}, profile=profile,
                        turns=[Turn(ground_truth=["mkdir(dir_name='a')"])])
    model = ScriptedModel({"deep": [[STEP] * 18]})
    result, events = asyncio.run(run_episode(scenario, model, config=EpisodeConfig(mode="prompt", max_steps=20)))
    assert result.status == "finished" and not result.passed
    outcomes = [e.result for e in events if isinstance(e, ResultEvent) and e.result.call.name == "mkdir"]
    assert [r.status for r in outcomes[:MAX_DEPTH]] == ["ok"] * MAX_DEPTH
    refused = outcomes[MAX_DEPTH]
    assert refused.status == "tool_error" and f"at most {MAX_DEPTH} levels deep" in refused.output


@pytest.mark.parametrize("profile", ["native", "bfcl"])
def test_moves_and_copies_cannot_nest_past_the_limit(profile: Profile) -> None:
    tb = toolbox(DOMAIN, {}, profile)
    for _ in range(MAX_DEPTH - 1):
        assert run(tb, "mkdir", dir_name="a").status == "ok"
        assert run(tb, "cd", folder="a").status == "ok"
    assert run(tb, "mkdir", dir_name="last").status == "ok"  # level MAX_DEPTH: still allowed
    assert run(tb, "mkdir", dir_name="b").status == "ok"
    assert run(tb, "cd", folder="b").status == "ok"
    assert run(tb, "mkdir", dir_name="c").status == "tool_error"
    assert run(tb, "touch", file_name="f.txt").status == "ok"  # files add no level
    tb2 = toolbox(DOMAIN, {}, profile)
    run(tb2, "mkdir", dir_name="x")
    run(tb2, "cd", folder="x")
    run(tb2, "mkdir", dir_name="y")
    assert run(tb2, "mv", source="y", destination="z").status == "ok"  # a rename keeps the depth
    projection(DOMAIN, tb)  # the deepest allowed tree projects


@pytest.mark.parametrize("tool", ["cp", "mv"])
def test_a_tall_directory_cannot_be_moved_or_copied_past_the_limit(tool: str) -> None:
    tb = toolbox(DOMAIN, {})
    for _ in range(MAX_DEPTH - 2):
        run(tb, "mkdir", dir_name="a")
        run(tb, "cd", folder="a")
    for name in ("two", "inner"):  # 'two' is two levels tall and reaches the limit
        assert run(tb, "mkdir", dir_name=name).status == "ok"
        assert run(tb, "cd", folder=name).status == "ok"
    for _ in range(2):
        assert run(tb, "cd", folder="..").status == "ok"
    assert run(tb, "mkdir", dir_name="target").status == "ok"
    refused = run(tb, tool, source="two", destination="target")
    assert refused.status == "tool_error" and "levels deep" in refused.output, refused.output
    assert run(tb, tool, source="two", destination="renamed").status == "ok"  # at the same level it fits


def test_a_configuration_deeper_than_the_limit_is_refused() -> None:
    def nested(levels: int) -> dict[str, object]:
        contents: dict[str, object] = {}
        for _ in range(levels):
            contents = {"d": {"type": "directory", "contents": contents}}
        return {"root": {"r": {"type": "directory", "contents": contents}}}

    tree_from_config(nested(MAX_DEPTH))
    with pytest.raises(ValueError, match=f"more than {MAX_DEPTH} directories deep"):
        tree_from_config(nested(MAX_DEPTH + 2))
