"""What a transform changes: the names and descriptions a model is shown, the gold, the seeded choices."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from sandbox.episode.env import EpisodeEnv
from sandbox.episode.perturb import SurfaceChange
from sandbox.episode.scenario import Scenario
from sandbox.episode.surface import kept_overrides
from sandbox.run.api import make_env
from sandbox.run.suites import is_suite, load_suite
from sandbox.run.transforms import TRANSFORMS, split_name, transform_suite
from sandbox.tools.errors import RegistryError
from sandbox.tools.registry import DOMAINS

FIRST = "fs_quarterly_reports_v1"


def _real_names(scenario: Scenario) -> set[str]:
    return {name for key in scenario.domains for name in DOMAINS.get(key).tools}


def _tool_names(tools: list[dict[str, object]]) -> list[str]:
    return [t["function"]["name"] for t in tools]  # type: ignore[index]


def test_the_same_seed_gives_the_same_surface_and_scenarios_differ() -> None:
    base = load_suite("base")[:20]
    _, steps = split_name("base+distractors=6+rename+descriptions=noisy")
    first, second = transform_suite(base, steps), transform_suite(base, steps)
    assert first == second
    assert len({json.dumps(s.surface.model_dump(), sort_keys=True) for s in first if s.surface}) == 20


def test_the_surface_does_not_depend_on_the_process() -> None:
    # the named suite transforms each scenario on its own (transform_suite): one scenario tells, without the rest
    code = ("import json; from sandbox.run.suites import load_suite; "
            "from sandbox.run.transforms import split_name, transform_suite; "
            "_, steps = split_name('base+distractors=4+rename=misleading+descriptions=noisy'); "
            "s = transform_suite(load_suite('base')[3:4], steps)[0]; "
            "print(json.dumps([s.surface.model_dump(), [t.ground_truth for t in s.turns]], sort_keys=True))")
    outs = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                           env={**os.environ, "PYTHONHASHSEED": seed}).stdout for seed in ("1", "2")}
    assert len(outs) == 1 and outs.pop().startswith("[{")


def test_the_model_is_shown_renamed_tools_and_parameters() -> None:
    env = make_env("base+rename", FIRST)
    observation, _ = env.reset()
    names = _tool_names(observation["tools"])
    real = _real_names(env.scenario)
    assert names and not set(names) & real and all(n.startswith("tool_") for n in names)
    for schema in observation["tools"]:
        params = list(schema["function"]["parameters"]["properties"])
        assert params == [f"arg{i}" for i in range(1, len(params) + 1)]
    request = env.request()
    assert _tool_names(request.tools) == names
    gold = [call for turn in env.scenario.turns for call in turn.calls()]
    assert gold and all(c.name in names for c in gold)
    assert all(set(c.arguments) <= {f"arg{i}" for i in range(1, 10)} for c in gold)


def test_prompt_mode_lists_the_renamed_tools_in_the_system_prompt() -> None:
    env = make_env("base+rename=misleading", FIRST, mode="prompt")
    observation, _ = env.reset()
    system = observation["messages"][0]["content"]
    shown = env.scenario.surface.names  # type: ignore[union-attr]
    assert all(name in system for name in shown.values())
    assert all(f'"{real}"' not in system and f"{real}(" not in system for real in shown)


def test_the_users_text_follows_the_new_names() -> None:
    scenario = Scenario(id="t_v1", domains={"math": {}}, turns=[{
        "messages": [{"content": "Use add() on 2 and 3, then add nothing else; square_root is not needed, nor square_root.txt."}],
        "ground_truth": ["add(a=2, b=3)"]}])
    renamed = TRANSFORMS["rename"].apply(scenario, "neutral", DOMAINS)
    new = renamed.surface.names  # type: ignore[union-attr]
    text = renamed.turns[0].messages[0].content
    assert f"Use {new['add']}() on 2" in text and "then add nothing" in text
    assert text.endswith(f"{new['square_root']} is not needed, nor square_root.txt.")
    assert renamed.turns[0].ground_truth == [f"{new['add']}(arg1=2, arg2=3)"]


@pytest.mark.parametrize("level", ["none", "short", "noisy"])
def test_the_model_is_shown_the_changed_descriptions(level: str) -> None:
    plain = make_env("base", FIRST).reset()[0]["tools"]
    shown = make_env(f"base+descriptions={level}", FIRST).reset()[0]["tools"]
    assert _tool_names(plain) == _tool_names(shown)
    for before, after in zip(plain, shown):
        text, old = after["function"]["description"], before["function"]["description"]
        params = [p["description"] for p in after["function"]["parameters"]["properties"].values()]
        if level == "none":
            assert text == "" and all(p == "" for p in params)
        elif level == "short":
            assert "\n" not in text and old.startswith(text.rstrip("."))
        else:
            assert text
    if level == "noisy":
        assert sum(a != b for a, b in zip(plain, shown)) > len(plain) // 2


def test_distractors_are_offered_and_calling_one_is_a_distractor_call() -> None:
    env = make_env("base+distractors=6", FIRST, reward="episode")
    observation, _ = env.reset()
    decoys = [d.name for d in env.scenario.surface.decoys]  # type: ignore[union-attr]
    assert len(decoys) == 6 and set(decoys) <= set(_tool_names(observation["tools"]))
    used = {DOMAINS.get(key).name for key in env.scenario.domains}
    kinds = {d.domain in used for d in env.scenario.surface.decoys}  # type: ignore[union-attr]
    assert kinds == {True, False}  # look-alikes and functions of other domains
    before = env.state()
    call = {"id": "c1", "function": {"name": decoys[0], "arguments": "{}"}}
    observation, *_ = env.step({"tool_calls": [call]})
    assert "nothing was done" in observation["messages"][0]["content"]
    assert env.state() == before
    *_, info = env.step({"content": "done"})
    assert info["verdict"].error_class == "distractor_call"
    while not env.done:
        env.step({"content": "done"})
    assert env.result is not None and env.result.error_class == "distractor_call"


def test_composed_transforms_rename_and_reword_the_distractors_too() -> None:
    scenario = load_suite("base+distractors=4+rename+descriptions=none")[0]
    change = scenario.surface
    assert change is not None and change.transforms == ["distractors=4", "rename=neutral", "descriptions=none"]
    assert all(d.name.startswith("tool_") and d.wording is not None and not d.wording.description
               for d in change.decoys)
    env = EpisodeEnv(scenario)
    tools = env.reset()[0]["tools"]
    assert all(t["function"]["description"] == "" for t in tools)
    assert {d.name for d in change.decoys} <= set(_tool_names(tools))


def test_doc_overrides_are_kept_only_for_unchanged_tools() -> None:
    overrides = {"cd": {"x": 1}, "ls": {"x": 2}, "add": {"x": 3}}
    change = SurfaceChange(names={"cd": "tool_01"}, wording={"ls": {"description": ""}})  # type: ignore[dict-item]
    kept = kept_overrides(change, overrides)
    assert kept == {"add": {"x": 3}} and kept_overrides(change, overrides) is kept
    assert kept_overrides(None, overrides) is overrides


@pytest.mark.parametrize("name, message", [
    ("base+bogus", "unknown transform 'bogus'"), ("base+distractors", "N must be a whole number"),
    ("base+distractors=0", "N must be"), ("base+descriptions=long", "expected one of none, short, noisy"),
    ("base+rename=odd", "unknown naming style"), ("+rename", "no suite before"),
])
def test_bad_transforms_are_refused_clearly(name: str, message: str) -> None:
    with pytest.raises(RegistryError, match=message):
        load_suite(name)
    assert not is_suite(name)


def test_unknown_base_suite_with_transform_is_refused() -> None:
    with pytest.raises(RegistryError, match="unknown suite 'nosuch'"):
        load_suite("nosuch+rename")
    assert is_suite("base+rename") and is_suite("long_context@50+distractors=2")


def test_a_path_with_a_plus_is_a_path_and_takes_transforms(tmp_path: Path) -> None:
    folder = tmp_path / "a+b"
    folder.mkdir()
    path = folder / "x.jsonl"
    path.write_text(load_suite("base")[0].model_dump_json() + "\n", encoding="utf-8")
    assert split_name(str(path)) == (str(path), [])
    assert [s.id for s in load_suite(str(path))] == [FIRST]
    renamed = load_suite(f"{path}+rename")
    assert renamed[0].surface is not None and is_suite(f"{path}+rename")
