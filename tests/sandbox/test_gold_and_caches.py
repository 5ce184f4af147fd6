"""Work done once: the gold track per scenario, tool surfaces, parsed call strings, projections."""

from __future__ import annotations

import asyncio
import copy
import hashlib
import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sandbox.judge import gold
from sandbox.judge.gold import replay_gold as fresh_replay  # bound before a test counts replays
from sandbox.episode.client import ModelRequest, ModelResponse, message_hash
from sandbox.episode.loop import EpisodeConfig, build_toolbox, execute_strings, run_episode
from sandbox.episode.parsing import parse_prompt
from sandbox.episode.prompting import function_docs
from sandbox.episode.scenario import Scenario
from sandbox.episode.surface import surface
from sandbox.models.oracle import OracleModel
from sandbox.run.suites import load_suite
from tests.gold_words import gold_reply


class _Silent:
    """A model that never calls a function."""

    name = "silent"

    def episode(self, scenario: Scenario, trial: int) -> _Silent:
        return self

    async def complete(self, request: ModelRequest) -> ModelResponse:
        return ModelResponse(text="I would rather not.")

    async def close(self) -> None:
        return None


def run(scenario: Scenario, model: Any, trial: int = 0) -> Any:
    result, _ = asyncio.run(run_episode(scenario, model, trial=trial, config=EpisodeConfig(mode="prompt")))
    return result


def test_gold_is_replayed_once_per_scenario_and_shared_by_trials(replays: list[str]) -> None:
    scenarios = load_suite("base")[:3]
    for trial in range(3):
        for scenario in scenarios:
            assert not run(scenario, _Silent(), trial).passed
    assert sorted(replays) == sorted(s.id for s in scenarios)


def test_variants_that_only_add_turns_without_gold_share_their_base_replay(replays: list[str]) -> None:
    base = load_suite("base")[0]
    variants = [base, *(s for name in ("miss_func", "miss_param") for s in load_suite(name) if s.id.startswith(base.id))]
    assert len(variants) == 3 and len({len(v.turns) for v in variants}) > 1  # turns were added
    for variant in variants:
        assert not run(variant, _Silent()).passed
        shared = gold.gold_track(variant, execute_strings)
        alone = fresh_replay(variant, execute_strings)  # the variant's own replay, every turn
        assert shared.initial == alone.initial and shared.turns == alone.turns
    assert replays == [base.id]
    other = base.model_copy(update={"seed": base.seed + 1})  # anything the replay reads makes its own track
    gold.gold_track(other, execute_strings)
    assert replays == [base.id, base.id]


def test_a_model_making_the_gold_calls_is_its_own_gold_twin(replays: list[str]) -> None:
    for scenario in load_suite("base")[:10]:
        ours = run(scenario, OracleModel())
        assert ours.passed
    assert replays == []


class _FirstTurnOnly:
    """Makes the gold calls of the first turn and tells their results, then stops calling."""

    name = "first-turn"

    def __init__(self, scenario: Scenario) -> None:
        self.calls = "[" + ", ".join(scenario.turns[0].ground_truth) + "]"
        self.reply = gold_reply(scenario, 0)

    def episode(self, scenario: Scenario, trial: int) -> _FirstTurnOnly:
        return self

    async def complete(self, request: ModelRequest) -> ModelResponse:
        first_step = request.turn == 0 and request.step == 0
        return ModelResponse(text=self.calls if first_step else self.reply if request.turn == 0 else "Done.")

    async def close(self) -> None:
        return None


def test_verdicts_are_the_same_with_the_model_as_its_own_twin_and_with_the_replayed_twin() -> None:
    for scenario in [s for s in load_suite("base") if len(s.turns) > 1][:10]:
        model = _FirstTurnOnly(scenario)
        gold.clear_cache()
        following = run(scenario, model)  # turn 0 follows the gold, turn 1 departs from it
        gold.clear_cache()
        gold.gold_track(scenario, execute_strings)
        replayed = run(scenario, model)  # the cached twin serves every turn
        assert following.turns == replayed.turns
        second = following.turns[1]
        assert following.turns[0].passed and second.passed is False and (second.diff or second.missing_outputs)


def test_cached_gold_equals_a_fresh_replay_after_episodes_ran() -> None:
    gold.clear_cache()
    scenario = load_suite("base")[0]
    track = gold.gold_track(scenario, execute_strings)
    snapshot = copy.deepcopy(track)
    run(scenario, OracleModel())
    run(scenario, _Silent())
    assert gold.gold_track(scenario, execute_strings) is track
    assert track == snapshot == gold.replay_gold(scenario, execute_strings)


def test_gold_cache_is_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    gold.clear_cache()
    monkeypatch.setattr(gold, "CACHE_SIZE", 2)
    for scenario in load_suite("base")[:5]:
        gold.gold_track(scenario, execute_strings)
    assert len(gold._CACHE) == 2


def test_a_long_context_track_weighs_by_its_distractors(monkeypatch: pytest.MonkeyPatch) -> None:
    from sandbox.tools.context import LongContext

    gold.clear_cache()
    monkeypatch.setattr(gold, "CACHE_SIZE", 10)
    plain = [s.model_copy(update={"seed": i}) for i, s in enumerate(load_suite("base")[:3] * 4)]
    heavy = plain[0].model_copy(update={"long_context": LongContext(size=400), "seed": 99})  # weighs 9
    for scenario in plain[:3]:
        gold.remember(scenario, gold.replay_gold(scenario, execute_strings))
    gold.remember(heavy, gold.replay_gold(heavy, execute_strings))
    # 3 + 9 > 10: the oldest plain tracks go first, the heavy one stays with what fits beside it
    assert gold.cached_gold(heavy) is not None and gold._HELD[0] <= 10
    assert [gold.cached_gold(s) is not None for s in plain[:3]] == [False, False, True]
    for scenario in plain[3:5]:  # just outside: two more plain tracks do not fit beside it, so it goes
        gold.remember(scenario, gold.replay_gold(scenario, execute_strings))
    assert gold.cached_gold(heavy) is None and gold._HELD[0] == 3
    # a track heavier than the whole budget is kept alone rather than not at all
    huge = heavy.model_copy(update={"long_context": LongContext(size=2000)})
    gold.remember(huge, gold.replay_gold(huge, execute_strings))
    assert gold.cached_gold(huge) is not None and len(gold._CACHE) == 1
    gold.clear_cache()


def test_a_model_that_never_calls_builds_no_toolbox(toolbox_builds: list[str]) -> None:
    result = run(load_suite("base")[1], _Silent())
    assert not result.passed and result.error_class == "no_call"
    assert result.turns[0].diff  # the diff against gold is still there
    assert toolbox_builds == []


def test_current_projection_reprojects_only_domains_a_call_touched() -> None:
    scenario = next(s for s in load_suite("base") if len(s.domains) > 1)
    box = build_toolbox(scenario)
    first = box.current_projection()
    call = scenario.turns[0].ground_truth[0]
    execute_strings(box, [call], None)
    second = box.current_projection()
    touched = {name for name in first if first[name] is not second[name]}
    assert len(touched) == 1
    assert second == box.projection()  # and it is what a fresh projection gives


def test_surfaces_are_built_once_per_set_of_tools() -> None:
    specs = list(build_toolbox(load_suite("base")[0]).specs())
    assert surface(specs, {}) is surface(list(reversed(specs)), {})
    overrides = {specs[0].name: {"type": "function", "function": {"name": specs[0].name}}}
    other = surface(specs, overrides)
    assert other is not surface(specs, {}) and other.schemas[0] == overrides[specs[0].name]


def test_parsed_calls_from_the_cache_are_independent_copies() -> None:
    text = "[mv(source='a.txt', destination='b'), ls(a=True)]"
    first = parse_prompt(text)
    first[0].arguments["source"] = "changed"
    second = parse_prompt(text)
    assert second[0].arguments["source"] == "a.txt" and second[1].name == "ls"
    with pytest.raises(Exception) as once:
        parse_prompt("[ls(a=__import__('os'))]")
    with pytest.raises(Exception) as twice:
        parse_prompt("[ls(a=__import__('os'))]")
    assert type(once.value) is type(twice.value) and str(once.value) == str(twice.value)


_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
    max_leaves=12,
)


@given(st.lists(st.dictionaries(st.text(max_size=6), _JSON, max_size=4), max_size=4))
def test_function_docs_are_the_indented_json_of_the_functions(functions: list[dict[str, Any]]) -> None:
    tools = [{"type": "function", "function": f} for f in functions]
    expected = json.dumps(functions, indent=1, ensure_ascii=False)
    assert function_docs(tools) == expected
    assert function_docs(tools) == expected  # the second time from the per-function cache


_MESSAGES = st.fixed_dictionaries({"role": st.text(max_size=8), "content": st.text()}) | st.dictionaries(
    st.sampled_from(["role", "content", "tool_calls", "name", "tool_call_id"]), _JSON, max_size=4)


@given(_MESSAGES)
def test_a_message_hash_is_the_hash_of_its_sorted_json(message: dict[str, Any]) -> None:
    text = json.dumps(message, sort_keys=True, ensure_ascii=False)
    assert message_hash(message) == hashlib.sha256(text.encode()).hexdigest()


def test_a_tool_schema_is_built_once_and_its_listing_reused() -> None:
    spec = next(iter(build_toolbox(load_suite("base")[0]).tools.values())).spec
    assert spec.openai_schema() is spec.openai_schema()
    assert spec.param_names is spec.param_names and all(p.conform is p.conform for p in spec.params)
    assert spec.openai_schema()["function"]["name"] == spec.name
