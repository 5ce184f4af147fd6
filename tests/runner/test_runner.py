"""The episode runner: resume after SIGKILL, hostile models, replay, oracle scores."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from sandbox.episode.client import ModelError, ModelRequest, ModelResponse
from sandbox.episode.loop import EpisodeConfig, run_episode
from sandbox.episode.scenario import Scenario
from sandbox.models.oracle import OracleModel
from sandbox.models.scripted import ScriptedFailure, ScriptedModel
from sandbox.report.replay import replay
from sandbox.run.rundir import RunDir
from sandbox.run.runner import plan, run_items
from sandbox.run.suites import load_suite

needs_bfcl = pytest.mark.bfcl


@pytest.fixture(scope="module")
def base() -> list[Scenario]:
    return load_suite("bfcl:base")


def _toolsim(*args: str, quiet: bool = False) -> subprocess.Popen[str]:
    pipe = subprocess.DEVNULL if quiet else subprocess.PIPE
    return subprocess.Popen([sys.executable, "-m", "sandbox", *args], stdout=pipe, stderr=pipe, text=True)


@needs_bfcl
def test_killed_run_resumes_with_every_episode_exactly_once(tmp_path: Path) -> None:
    out = tmp_path / "run"
    proc = _toolsim("run", "bfcl:base", "bfcl:miss_param", "--model", "oracle", "--out", str(out), "--concurrency", "2", quiet=True)
    results = out / "results.jsonl"
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and proc.poll() is None:
        if results.exists() and results.read_bytes().count(b"\n") >= 15:
            break
        time.sleep(0.005)
    assert proc.poll() is None, "the run finished before it could be killed; make it longer"
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    before = results.read_bytes().count(b"\n")
    assert 15 <= before < 400
    with results.open("a") as handle:  # a torn line, as a kill in the middle of a write leaves
        handle.write('{"scenario_id": "multi_turn_base_')
    resumed = _toolsim("run", "--resume", str(out))
    stdout, stderr = resumed.communicate(timeout=300)
    assert resumed.returncode == 0, stderr
    assert "torn final line" in stderr
    keys = [(r.suite, r.scenario_id, r.trial) for r in RunDir(out).results()]
    assert len(keys) == 400 and len(set(keys)) == 400
    assert all((out / r.trajectory).exists() for r in RunDir(out).results())
    assert "100.0%" in stdout


class HostileClient:
    """A model that misbehaves in a different way for each scenario."""

    name = "hostile"

    def __init__(self, behaviours: dict[str, str]) -> None:
        self.behaviours = behaviours

    def episode(self, scenario: Scenario, trial: int) -> "HostileClient._Episode":
        return HostileClient._Episode(self.behaviours[scenario.id])

    async def close(self) -> None:
        return None

    class _Episode:
        def __init__(self, behaviour: str) -> None:
            self.behaviour = behaviour

        async def complete(self, request: ModelRequest) -> ModelResponse:
            kind = self.behaviour
            if kind == "garbage":
                return ModelResponse(text=os.urandom(3000).decode("latin-1"))
            if kind == "hostile":
                texts = ["[__import__('os').system('touch /tmp/toolsim_pwned')]", "[os.system('id')]",
                         "[ls(a=open('/etc/passwd'))]", "[ls(**{'a': 1})]", "[ls(a=[1]*10**9)]"]
                return ModelResponse(text=texts[request.step % len(texts)] if request.step < 5 else "done")
            if kind == "unknown":
                return ModelResponse(text="[rm_rf(path='/')]" if request.step == 0 else "ok")
            if kind == "huge":
                return ModelResponse(text="[" + "x" * 1_000_000 + "]")
            if kind == "fc_garbage":
                return ModelResponse(tool_calls=[{"function": {"name": "ls", "arguments": "{not json"}}])
            if kind == "loop":
                return ModelResponse(text="[pwd()]")
            if kind == "raises":
                raise RuntimeError("client bug")
            if kind == "model_error":
                raise ModelError("server", "HTTP 503")
            if kind == "hang":
                await asyncio.sleep(3600)
            raise AssertionError(kind)


@needs_bfcl
def test_hostile_model_every_episode_ends_with_a_verdict(tmp_path: Path, base: list[Scenario]) -> None:
    behaviours = ["garbage", "hostile", "unknown", "huge", "fc_garbage", "loop", "raises", "model_error", "hang"]
    scenarios = [s for s in base if "GorillaFileSystem" in s.domains][: len(behaviours)]
    client = HostileClient({s.id: b for s, b in zip(scenarios, behaviours)})
    rundir = RunDir(tmp_path / "run")
    rundir.create({"model": "hostile"})
    config = EpisodeConfig(mode="prompt", request_timeout=1.0, max_steps=5)
    started = time.monotonic()
    asyncio.run(run_items(plan({"bfcl:base": scenarios}, 1, set()), client, config, rundir, concurrency=4))
    assert time.monotonic() - started < 60
    assert not Path("/tmp/toolsim_pwned").exists()
    results = {r.scenario_id: r for r in rundir.results()}
    assert len(results) == len(scenarios)
    classes = {b: results[s.id].error_class for s, b in zip(scenarios, behaviours)}
    assert all(not r.passed for r in results.values())
    assert classes["garbage"] in {"no_call", "parse_error"}
    assert classes["huge"] == "parse_error"
    assert classes["unknown"] == "unknown_function"
    assert classes["hostile"] in {"parse_error", "unknown_function"}
    assert classes["loop"] == "truncated"
    assert classes["raises"] == classes["model_error"] == classes["hang"] == "model_error"
    assert "timeout" in (results[scenarios[-1].id].model_error or "")


def test_litellm_client_retries_rate_limits_then_succeeds(monkeypatch: pytest.MonkeyPatch) -> None:
    from sandbox.models import litellm_client
    from sandbox.models.options import ModelOptions

    class RateLimitError(Exception):
        pass

    calls = Counter[str]()

    class Message:
        content = "hello"
        tool_calls = None

    class Choice:
        message = Message()

    class Raw:
        choices = [Choice()]
        usage = None

    async def fake(**kwargs: Any) -> Raw:
        calls["n"] += 1
        if calls["n"] < 3:
            raise RateLimitError("429")
        return Raw()

    model = litellm_client.LiteLLMModel("openai/test", ModelOptions(retries=4, timeout=5))
    monkeypatch.setattr(model, "_lib", type("Lib", (), {"acompletion": staticmethod(fake), "completion_cost": staticmethod(lambda **k: 0.0)})())
    monkeypatch.setattr(litellm_client, "backoff", lambda attempt: 0.0)
    response = asyncio.run(model.complete(ModelRequest(messages=[{"role": "user", "content": "hi"}])))
    assert response.text == "hello" and calls["n"] == 3
    calls["n"] = -10  # more failures than retries: a recorded model error, no hang
    with pytest.raises(ModelError) as info:
        asyncio.run(model.complete(ModelRequest(messages=[])))
    assert info.value.kind == "rate_limit"


@needs_bfcl
def test_replay_points_at_the_failing_turn_and_step(tmp_path: Path, base: list[Scenario]) -> None:
    scenario = next(s for s in base if s.id == "multi_turn_base_0")
    gold = [turn.ground_truth for turn in scenario.turns]
    script = [[list(gold[0])], [["cd(folder='temp')"], ["grep(file_name='nope.txt', pattern='x')"]]]
    result, events = asyncio.run(run_episode(scenario, ScriptedModel({scenario.id: script}), config=EpisodeConfig(mode="prompt")))
    assert not result.passed and result.error_turn == 1
    report = replay(events)
    assert report.divergence is None
    assert report.first_failure == (1, 1, "tool_error")


@needs_bfcl
@pytest.mark.parametrize("mode", ["fc", "prompt"])
def test_oracle_scores_every_bfcl_category_fully(mode: str) -> None:
    async def run_all() -> list[bool]:
        outcomes = []
        for category in ("base", "miss_func", "miss_param", "long_context"):
            for scenario in load_suite(f"bfcl:{category}")[::4]:
                result, _ = await run_episode(scenario, OracleModel(), config=EpisodeConfig(mode=mode))
                outcomes.append(result.passed)
        return outcomes

    outcomes = asyncio.run(run_all())
    assert len(outcomes) == 200 and all(outcomes)


def test_scripted_failures_are_recorded_not_raised(tmp_path: Path) -> None:
    scenario = Scenario.model_validate(
        {"id": "m", "domains": {"math": {}}, "turns": [{"messages": [{"content": "add"}], "ground_truth": ["add(a=1, b=2)"]}]}
    )
    model = ScriptedModel({"m": [[ScriptedFailure("rate_limit")]]})
    result, events = asyncio.run(run_episode(scenario, model))
    assert result.error_class == "model_error" and result.model_error and "rate_limit" in result.model_error
    assert events[-1].kind == "end"
    assert json.loads(result.model_dump_json())["turns"][0]["skipped"] is False


class _Remote(OracleModel):
    """The oracle posing as a client that does I/O."""

    in_process = False


@pytest.mark.parametrize("in_process", [False, True])
def test_records_are_written_off_the_event_loop_unless_in_process_and_all_kept(
        in_process: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import threading

    from sandbox.run.suites import load_suite

    threads: list[str] = []
    original = RunDir.record

    def spy(self: RunDir, result: Any, events: Any) -> None:
        threads.append(threading.current_thread().name)
        original(self, result, events)

    monkeypatch.setattr(RunDir, "record", spy)
    rundir = RunDir(tmp_path / "run")
    rundir.create({"model": "oracle"})
    items = plan({"base": load_suite("base")[:6]}, 3, set())
    asyncio.run(run_items(items, OracleModel() if in_process else _Remote(), EpisodeConfig(), rundir, concurrency=8))
    on_loop = [name == threading.main_thread().name for name in threads]
    assert len(threads) == 18 and on_loop == [in_process] * 18  # a thread costs in-process episodes more than the write
    keys = [(r.suite, r.scenario_id, r.trial) for r in rundir.results()]
    assert sorted(keys) == sorted((i.suite, i.scenario.id, i.trial) for i in items) and len(set(keys)) == 18


def test_request_timeout_bounds_endpoint_clients_but_not_in_process_ones() -> None:
    scenario = load_suite("base")[0]

    class Slow(OracleModel):
        def episode(self, scenario: Scenario, trial: int) -> Any:
            inner = super().episode(scenario, trial)

            class Answer:
                async def complete(self, request: ModelRequest) -> ModelResponse:
                    await asyncio.sleep(0.2)
                    return await inner.complete(request)
            return Answer()

    class SlowEndpoint(Slow):
        in_process = False

    config = EpisodeConfig(request_timeout=0.05)
    answered, _ = asyncio.run(run_episode(scenario, Slow(), config=config))
    assert answered.passed  # an in-process model is never cut off
    cut, _ = asyncio.run(run_episode(scenario, SlowEndpoint(), config=config))
    assert cut.error_class == "model_error" and "timeout" in (cut.model_error or "")


def test_plan_takes_suites_in_turn_with_trials_together_and_skips_what_is_done() -> None:
    base, other = load_suite("base")[:3], load_suite("miss_func")[:2]
    items = plan({"base": base, "miss_func": other}, 2, {("base", base[1].id, 0)})
    order = [(i.suite, i.scenario.id, i.trial) for i in items]
    assert order == [
        ("base", base[0].id, 0), ("base", base[0].id, 1), ("miss_func", other[0].id, 0), ("miss_func", other[0].id, 1),
        ("base", base[1].id, 1), ("miss_func", other[1].id, 0), ("miss_func", other[1].id, 1),
        ("base", base[2].id, 0), ("base", base[2].id, 1),
    ]


def test_planning_builds_no_scenario_of_a_lazy_suite() -> None:
    from sandbox.run.lazy import LazySuite

    base = load_suite("base")[:4]
    built: list[int] = []

    def build(index: int) -> Scenario:
        built.append(index)
        return base[index]

    suite = LazySuite([s.id for s in base], build)
    items = plan({"lazy": suite}, 2, {("lazy", base[1].id, 0)})
    assert built == [] and [(i.index, i.trial) for i in items] == [(0, 0), (0, 1), (1, 1), (2, 0), (2, 1), (3, 0), (3, 1)]
    assert items[2].scenario is base[1] and built == [1]  # built when its episode asks for it, once
    assert items[0].scenario.id == base[0].id and built == [1, 0]
