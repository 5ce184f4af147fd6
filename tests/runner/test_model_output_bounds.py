"""Model output that used to break an episode: lone surrogates, and output that amplifies into huge records."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sandbox.episode.bounds import (
    MAX_CALL_CHARS, MAX_DIFF_VALUE_CHARS, MAX_EPISODE_CHARS, MAX_RESULT_CHARS, has_surrogate, was_cut,
)
from sandbox.episode.client import ModelRequest, ModelResponse
from sandbox.episode.loop import EpisodeConfig, EpisodeResult, run_episode
from sandbox.episode.scenario import Scenario, Turn
from sandbox.episode.trajectory import Event, ParsedEvent, ResultEvent, load_trajectory
from sandbox.models.options import ModelOptions
from sandbox.models.scripted import ScriptedModel
from sandbox.run.rundir import RunDir
from sandbox.run.suites import load_suite
from tests.chat_server import serve

LONE = "hello \ud800"


class _Fixed:
    """A model that answers every request with one response."""

    name = "fixed"

    def __init__(self, response: ModelResponse) -> None:
        self.response = response

    def episode(self, scenario: Scenario, trial: int) -> _Fixed:
        return self

    async def complete(self, request: ModelRequest) -> ModelResponse:
        return self.response

    async def close(self) -> None:
        return None


def recorded(tmp_path: Path, result: EpisodeResult, events: list[Event]) -> tuple[EpisodeResult, list[Event]]:
    """Record the episode in a run directory and read it back, as every run does."""
    rundir = RunDir(tmp_path / "run")
    rundir.create({"model": "m", "mode": "fc", "suites": [], "trials": 1})
    rundir.record(result, events)
    (back,) = rundir.results()
    return back, load_trajectory(rundir.path / back.trajectory)


def _call(name: str, arguments: str) -> list[dict[str, Any]]:
    return [{"id": "c1", "type": "function", "function": {"name": name, "arguments": arguments}}]


@pytest.mark.parametrize(("mode", "response"), [
    ("prompt", ModelResponse(text=LONE)),
    ("prompt", ModelResponse(text=f"[cd(folder='{LONE}')]")),
    ("prompt", ModelResponse(text="[cd(folder='\\ud800')]")),  # a Python escape makes the surrogate
    ("fc", ModelResponse(text=LONE)),
    ("fc", ModelResponse(tool_calls=_call("cd", json.dumps({"folder": LONE}, ensure_ascii=False)))),
    ("fc", ModelResponse(tool_calls=_call("cd", '{"folder": "\\ud800"}'))),  # a JSON escape does too
    ("fc", ModelResponse(tool_calls=_call("cd", '{"folder": {"\\ud800": 1}}'))),
    ("fc", ModelResponse(tool_calls=_call("cd\ud800", "{}"))),
], ids=["prompt-text", "prompt-call", "prompt-escape", "fc-text", "fc-arguments", "fc-json-escape", "fc-key",
        "fc-name"])
def test_a_lone_surrogate_is_a_parse_error_not_a_crash(tmp_path: Path, mode: str, response: ModelResponse) -> None:
    scenario = load_suite("base")[0]
    result, events = asyncio.run(run_episode(scenario, _Fixed(response), config=EpisodeConfig(mode=mode)))
    back, trajectory = recorded(tmp_path, result, events)
    assert back.status == "finished" and back.turns[0].error_class == "parse_error"
    parsed = [e for e in trajectory if isinstance(e, ParsedEvent)]
    assert parsed[0].parse_error_kind in ("bad_text", "bad_name")
    assert not [e for e in trajectory if isinstance(e, ResultEvent)]  # nothing ran


def _surrogate_reply(request: dict[str, Any]) -> dict[str, Any]:
    """Every answer holds a lone surrogate: in the tool call's arguments (FC) or the text."""
    if request.get("tools"):
        return {"role": "assistant", "content": None,
                "tool_calls": _call("ls", json.dumps({"a": LONE}, ensure_ascii=False))}
    return {"role": "assistant", "content": LONE}


@pytest.fixture()
def surrogate_server() -> Iterator[str]:
    with serve(_surrogate_reply, prompt_tokens=5, completion_tokens=2) as base:
        yield base


@pytest.mark.parametrize("client", ["litellm", "openai_compat"])
@pytest.mark.parametrize("mode", ["prompt", "fc"])
def test_a_lone_surrogate_from_an_endpoint_is_a_parse_error(surrogate_server: str, tmp_path: Path, mode: str,
                                                            client: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    options = ModelOptions(api_base=surrogate_server, retries=0, timeout=20)
    model: Any
    if client == "litellm":
        from sandbox.models.litellm_client import LiteLLMModel

        model = LiteLLMModel("openai/fake", options)
    else:
        from sandbox.models.openai_compat import OpenAICompatModel

        model = OpenAICompatModel("openai/fake", options)
    scenario = load_suite("base")[0]

    async def go() -> tuple[EpisodeResult, list[Event]]:
        try:
            return await run_episode(scenario, model, config=EpisodeConfig(mode=mode))
        finally:
            await model.close()

    result, events = asyncio.run(go())
    back, _ = recorded(tmp_path, result, events)
    assert back.model_error is None and back.status == "finished"
    assert back.turns[0].error_class == "parse_error"


# -- output amplification --------------------------------------------------------------------------

def test_amplifying_output_keeps_every_record_bounded(tmp_path: Path) -> None:
    """A big file, then ``cat`` and ``cp`` of it 64 times a step: small output, huge results and diffs."""
    big = "x" * 150_000
    cats = "[" + ", ".join(["cat(file_name='big.txt')"] * 64) + "]"
    copies = ["[" + ", ".join(f"cp(source='big.txt', destination='c{s}_{i}.txt')" for i in range(64)) + "]"
              for s in range(3)]
    steps = [f"[echo(content='{big}', file_name='big.txt')]", *copies, *[cats] * 16]
    scenario = Scenario(id="amp", domains={"file_system": {}},
                        turns=[Turn(ground_truth=["ls()"]), Turn(ground_truth=["ls()"])])
    model = ScriptedModel({"amp": [steps, [cats] * 20]})
    result, events = asyncio.run(run_episode(scenario, model, config=EpisodeConfig(mode="prompt", max_steps=20)))
    back, trajectory = recorded(tmp_path, result, events)
    line = (tmp_path / "run" / "results.jsonl").read_bytes()
    assert len(line) < 5 * 2**20, len(line)  # the result line: diffs bounded
    size = (tmp_path / "run" / back.trajectory).stat().st_size
    assert size < MAX_EPISODE_CHARS + 10 * 2**20, size
    results = [e.result for e in trajectory if isinstance(e, ResultEvent)]
    assert all(len(r.output) <= MAX_RESULT_CHARS + 100 for r in results)
    echo = next(r for r in results if r.call.name == "echo")
    assert len(echo.call.arguments["content"]) <= MAX_CALL_CHARS + 100 and "arguments_cut" in echo.flags
    cats_seen = [r for r in results if r.call.name == "cat"]
    assert len(cats_seen[0].output) > 150_000  # recorded whole while the record had room
    assert cats_seen[-1].output.startswith("…[") and was_cut(cats_seen[-1].output)  # then kept as a mark only
    assert back.turns[0].diff, "the state differs from the gold's"
    for verdict in back.turns:
        for entry in verdict.diff:
            for side in ("expected", "actual"):
                assert len(json.dumps(entry[side], ensure_ascii=False)) <= MAX_DIFF_VALUE_CHARS + 100


def test_a_long_result_is_cut_for_the_model_and_the_record(monkeypatch: pytest.MonkeyPatch) -> None:
    from sandbox.episode import execution
    from tests.apis.helpers import run, toolbox
    from apis.file_system import DOMAIN

    monkeypatch.setattr(execution, "MAX_RESULT_CHARS", 1_000)
    tb = toolbox(DOMAIN, {})
    run(tb, "echo", content="y" * 5_000, file_name="f.txt")
    result = run(tb, "cat", file_name="f.txt")
    assert len(result.output) < 1_100 and was_cut(result.output) and "more characters cut by toolsim" in result.output


@given(st.text(alphabet=st.characters(codec=None), max_size=12))
def test_a_lone_surrogate_is_found_in_any_text(text: str) -> None:
    assert has_surrogate(text) == any(0xD800 <= ord(c) <= 0xDFFF for c in text)
    assert not has_surrogate(text.encode("utf-8", "replace").decode())


def test_an_episode_keeps_a_bounded_conversation() -> None:
    """Each result is bounded, but a model can ask for many: the conversation is bounded in all, and ends."""
    from sandbox.episode.bounds import MAX_CONVERSATION_CHARS, message_chars
    from sandbox.episode.env import EpisodeEnv
    from sandbox.episode.trajectory import TruncatedEvent

    cats = "[" + ", ".join(["cat(file_name='big.txt')"] * 64) + "]"  # 64 × 150,000 characters a step
    scenario = Scenario(id="amp", domains={"file_system": {}},
                        turns=[Turn(ground_truth=["ls()"]), Turn(ground_truth=["ls()"])])
    env = EpisodeEnv(scenario, config=EpisodeConfig(mode="prompt", max_steps=20))
    env.reset()
    env.step({"content": f"[echo(content='{'x' * 150_000}', file_name='big.txt')]"})
    steps = 0
    while not env.done:
        env.step({"content": cats})
        steps += 1
    assert sum(message_chars(m) for m in env.messages) <= MAX_CONVERSATION_CHARS + 64 * (MAX_RESULT_CHARS + 200)
    (truncated,) = [e for e in env.events if isinstance(e, TruncatedEvent)]
    assert truncated.reason == "conversation" and truncated.ends_episode and steps == 3
    assert env.result is not None and env.result.error_class == "truncated"
    assert env.result.turns[1].skipped and env.result.turns[1].error_class == "truncated"
