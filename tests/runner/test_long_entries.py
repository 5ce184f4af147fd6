"""Entries of many steps cost time in their length, not its square: each message is hashed once,
and models that do not read the conversation are not handed a copy of it for every step."""

from __future__ import annotations

import asyncio
import hashlib
import types
from pathlib import Path
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from sandbox.episode import client as client_module
from sandbox.episode.client import ModelRequest, ModelResponse, RequestKeys, request_key
from sandbox.episode.loop import EpisodeConfig, run_episode
from sandbox.episode.scenario import Scenario
from sandbox.models.scripted import ScriptedModel
from sandbox.run.suites import load_suite

SCENARIO = "fs_quarterly_reports_v1"


def _scenario() -> Scenario:
    return next(s for s in load_suite("base") if s.id == SCENARIO)


def _script(steps: int) -> dict[str, Any]:
    return {SCENARIO: [[["pwd()"], ["ls()"]] * (steps // 2)]}


class _Counting:
    """A sha256 object that counts the pieces it is fed."""

    fed = 0

    def __init__(self, inner: Any) -> None:
        self.inner = inner

    def update(self, data: bytes) -> None:
        _Counting.fed += 1
        self.inner.update(data)

    def copy(self) -> _Counting:
        return _Counting(self.inner.copy())

    def hexdigest(self) -> str:
        return str(self.inner.hexdigest())


def _pieces_hashed(steps: int, mode: str, monkeypatch: Any) -> int:
    counting = types.SimpleNamespace(sha256=lambda data=b"": _Counting(hashlib.sha256(data)))
    monkeypatch.setattr(client_module, "hashlib", counting)
    _Counting.fed = 0
    config = EpisodeConfig(mode=mode, max_steps=steps + 1)  # type: ignore[arg-type]
    result, _ = asyncio.run(run_episode(_scenario(), ScriptedModel(_script(steps)), config=config))
    assert result.steps > steps
    monkeypatch.undo()
    return _Counting.fed


def test_request_keys_cost_the_same_at_every_step(monkeypatch: Any) -> None:
    for mode in ("prompt", "fc"):
        short, long = _pieces_hashed(200, mode, monkeypatch), _pieces_hashed(800, mode, monkeypatch)
        assert long < 5 * short, (mode, short, long)  # the square of the length would be 16 times


class _Reading(ScriptedModel):
    """The scripted model, declared to read the conversation; keeps every request it got."""

    reads_messages = True

    def __init__(self, script: dict[str, Any]) -> None:
        super().__init__(script)
        self.requests: list[ModelRequest] = []

    def episode(self, scenario: Scenario, trial: int) -> Any:
        inner, requests = super().episode(scenario, trial), self.requests

        class _Episode:
            async def complete(self, request: ModelRequest) -> ModelResponse:
                requests.append(request)
                return await inner.complete(request)

        return _Episode()


class _NotReading(_Reading):
    reads_messages = False


def test_models_that_do_not_read_the_conversation_get_no_copy_of_it_and_the_same_keys() -> None:
    for mode in ("prompt", "fc"):
        reading, not_reading = _Reading(_script(40)), _NotReading(_script(40))
        config = EpisodeConfig(mode=mode, max_steps=50)  # type: ignore[arg-type]
        for model in (reading, not_reading):
            asyncio.run(run_episode(_scenario(), model, config=config))
        assert len(reading.requests) == len(not_reading.requests) > 40
        assert all(r.messages for r in reading.requests) and not any(r.messages for r in not_reading.requests)
        for given_key, request in zip([r.key() for r in not_reading.requests], reading.requests):
            fresh = ModelRequest(messages=request.messages, tools=request.tools, mode=request.mode)
            assert given_key == request.key() == fresh.key()  # the key of what the model would see


@given(st.lists(st.one_of(st.text(max_size=8).map(lambda t: ("message", t)), st.sampled_from([("tools", "a"), ("tools", "b")]))),
       st.sampled_from(["fc", "prompt"]))
def test_running_request_keys_equal_keys_computed_whole(actions: list[tuple[str, str]], mode: str) -> None:
    keys, hashes, tools = RequestKeys(mode), [], "t"
    for kind, value in actions:
        if kind == "message":
            keys.add(value)
            hashes.append(value)
        else:
            tools = value
        assert keys.key(tools) == request_key(mode, tools, hashes)


def test_reading_a_result_file_does_not_hold_it_twice(tmp_path: Path) -> None:
    import json
    import tracemalloc

    from sandbox.models.scripted import read_bfcl_results

    path = tmp_path / "result.json"
    step = [{"cd": '{"folder": "document"}'}]
    path.write_text("".join(json.dumps({"id": f"e{i}", "result": [[step] * 500, []]}) + "\n" for i in range(100)))
    read_bfcl_results(path)  # imports and caches warmed
    tracemalloc.start()
    try:
        script, decoder = read_bfcl_results(path)
        kept, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert decoder == "fc" and len(script) == 100
    assert peak < 2.6 * kept, (peak, kept)  # the raw entries are let go as they are decoded (about 3x when not)
