"""Simulated users (--user): scripted (BFCL's semantics), reactive, model-backed, recorded and replayed."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest

from sandbox.commands.cli import main
from sandbox.episode.client import ModelRequest, ModelResponse
from sandbox.episode.config import EpisodeConfig, EpisodeResult
from sandbox.episode.env import EpisodeEnv
from sandbox.episode.loop import run_episode
from sandbox.episode.scenario import Scenario
from sandbox.episode.trajectory import Event, UserMessageEvent, load_trajectory
from sandbox.episode.user import MAX_REPLIES, ReactiveUser, SimulatedUser, withheld
from sandbox.models.oracle import OracleModel
from sandbox.models.user import ModelUser, resolve_user
from sandbox.run.fork import fork_episode, fork_env
from sandbox.run.rundir import RunDir
from sandbox.run.suites import load_suite
from sandbox.tools.errors import RegistryError

QUESTION = "Before I start: what should the new folder be called?"


def _miss_param() -> Scenario:
    return next(s for s in load_suite("miss_param") if s.id == "fs_quarterly_reports_v1__miss_param")


class _Asker:
    """The oracle, except that at the start of ``ask_turn`` it first asks a question (then does the gold calls)."""

    in_process = True

    def __init__(self, ask_turn: int, name: str = "asker") -> None:
        self.ask_turn, self.name = ask_turn, name

    def episode(self, scenario: Scenario, trial: int) -> _Asker:
        self.inner = OracleModel().episode(scenario, trial)
        return self

    async def complete(self, request: ModelRequest) -> ModelResponse:
        if request.turn != self.ask_turn:
            return await self.inner.complete(request)
        said = [m for m in request.messages if m["role"] == "user"]
        if request.step == 0:
            return ModelResponse(text=QUESTION)
        if request.step == 1:  # an answer came within the turn: do the gold calls of the turn
            assert said[-1]["content"] != QUESTION
            return await self.inner.complete(request.model_copy(update={"step": 0}))
        return await self.inner.complete(request)  # the oracle tells the results of its calls

    async def close(self) -> None:
        pass


def _run(scenario: Scenario, client: object, user: SimulatedUser | None = None,
         mode: str = "fc") -> tuple[EpisodeResult, list[Event]]:
    config = EpisodeConfig(mode=mode)
    return asyncio.run(run_episode(scenario, client, config=config, user=user))  # type: ignore[arg-type]


def _replies(events: list[Event]) -> list[tuple[int, int | None, str, str | None]]:
    return [(e.turn, e.step, e.content, e.user) for e in events if isinstance(e, UserMessageEvent) and e.step is not None]


def test_the_scenario_says_where_a_value_was_withheld_and_what_answers_it() -> None:
    scenario = _miss_param()
    assert withheld(scenario) == {2: "Sorry, forgot to say: call the new folder 2025."}
    composite = next(s for s in load_suite("composite") if s.id.startswith("fs_quarterly_reports_v1"))
    assert withheld(composite) == {2: "Sorry, forgot to say: call the new folder 2025."}
    assert withheld(next(s for s in load_suite("base") if s.id == "fs_quarterly_reports_v1")) == {}


@pytest.mark.bfcl
def test_bfcl_miss_param_data_is_read_by_its_shape() -> None:
    scenario = load_suite("bfcl:miss_param")[0]
    assert withheld(scenario) == {4: "The specific file is previous_report.pdf."}


@pytest.mark.parametrize("mode", ["fc", "prompt"])
def test_the_scripted_user_ends_the_turn_on_a_question_as_bfcl(mode: str) -> None:
    scenario = _miss_param()
    result, events = _run(scenario, _Asker(2), mode=mode)
    assert not result.passed and result.error_turn == 2 and _replies(events) == []


@pytest.mark.parametrize("mode", ["fc", "prompt"])
def test_the_reactive_user_answers_a_question_for_the_withheld_value(mode: str) -> None:
    scenario = _miss_param()
    result, events = _run(scenario, _Asker(2), ReactiveUser(), mode=mode)
    assert result.passed, [(v.turn, v.error_class) for v in result.turns]
    assert _replies(events) == [(2, 0, "Sorry, forgot to say: call the new folder 2025.", "reactive")]
    again, events_again = _run(scenario, _Asker(2), ReactiveUser(), mode=mode)  # deterministic
    assert [e.model_dump() for e in events_again[1:]] == [e.model_dump() for e in events[1:]]


def test_the_reactive_user_otherwise_goes_on_with_the_script() -> None:
    scenario = _miss_param()
    for turn in (0, 3):  # a question where the scenario withheld nothing: no answer, the turn ends
        result, events = _run(scenario, _Asker(turn), ReactiveUser())
        assert _replies(events) == [] and result.error_turn == turn
    base = next(s for s in load_suite("base") if s.id == "fs_quarterly_reports_v1")
    assert _replies(_run(base, _Asker(1), ReactiveUser())[1]) == []
    result, events = _run(scenario, OracleModel(), ReactiveUser())  # a model that never asks: as scripted
    assert result.passed and _replies(events) == []


class _FakeUserModel:
    """A model client that plays the user: it answers from a list, and keeps every request."""

    in_process = True

    def __init__(self, answers: list[str]) -> None:
        self.answers, self.requests, self.name = answers, [], "fake/user-model"

    def episode(self, scenario: Scenario, trial: int) -> _FakeUserModel:
        return self

    async def complete(self, request: ModelRequest) -> ModelResponse:
        self.requests.append(request)
        return ModelResponse(text=self.answers[min(len(self.requests), len(self.answers)) - 1])

    async def close(self) -> None:
        pass


def test_a_model_backed_user_plays_the_persona_and_knows_only_what_the_user_said_so_far() -> None:
    scenario = _miss_param()
    model = _FakeUserModel(["It's 2025, as I said."])
    result, events = _run(scenario, _Asker(2), ModelUser(model))  # type: ignore[arg-type]
    assert result.passed
    assert _replies(events) == [(2, 0, "It's 2025, as I said.", "fake/user-model")]
    [request] = model.requests
    text = json.dumps(request.messages)
    assert "office manager tidying shared reports" in text and "chatty" in text  # persona and style
    assert QUESTION in text and "Sorry, forgot to say: call the new folder 2025." in text
    assert "mkdir" not in text and all(t.text not in text for t in scenario.turns[3:])  # no gold calls, no later turn
    assert request.tools == [] and request.turn == 2


def test_a_model_backed_user_may_say_nothing_and_never_answers_past_the_limit() -> None:
    scenario = _miss_param()
    silent = _FakeUserModel(["NOTHING"])
    result, events = _run(scenario, _Asker(2), ModelUser(silent))  # type: ignore[arg-type]
    assert not result.passed and _replies(events) == [] and len(silent.requests) == 1

    class _AlwaysAsks(_Asker):
        async def complete(self, request: ModelRequest) -> ModelResponse:
            return ModelResponse(text=QUESTION) if request.turn == 2 else await self.inner.complete(request)

    chatty = _FakeUserModel(["Call it 2025."])
    _, events = _run(scenario, _AlwaysAsks(2), ModelUser(chatty))  # type: ignore[arg-type]
    assert len(_replies(events)) == MAX_REPLIES
    env = EpisodeEnv(scenario, user=ModelUser(chatty))  # type: ignore[arg-type]
    env.reset()
    assert env.user.name == "fake/user-model"


def test_no_user_answers_in_a_turn_without_gold() -> None:
    """An empty-gold turn is there to see the model stop: the script goes on there, whoever the user is."""
    scenario = _miss_param()
    model = _FakeUserModel(["Call it 2025."])
    result, events = _run(scenario, _Asker(1), ModelUser(model))  # type: ignore[arg-type]
    assert _replies(events) == [] and model.requests == [] and result.turns[1].abstained


def test_forks_and_replays_say_again_what_the_user_said(tmp_path: Path) -> None:
    scenario = _miss_param()
    model = _FakeUserModel(["Call it 2025, please."])
    result, events = _run(scenario, _Asker(2), ModelUser(model))  # type: ignore[arg-type]
    said = _replies(events)
    env = fork_env(events, 3)  # the prefix says the recorded reply again, no model asked
    assert _replies(env.events) == said and len(model.requests) == 1
    forked, forked_events = asyncio.run(fork_episode(events, EpisodeConfig(), turn=3, client=OracleModel()))
    assert forked.passed and _replies(forked_events) == said and len(model.requests) == 1


def _run_dir(tmp_path: Path, name: str, *argv: str) -> RunDir:
    suite = tmp_path / "one.jsonl"
    suite.write_text(_miss_param().model_dump_json() + "\n")
    assert main(["run", str(suite), "--no-progress", "--out", str(tmp_path / name), *argv]) == 0
    return RunDir(tmp_path / name)


def test_run_keeps_the_user_in_run_json_and_resume_keeps_it(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rundir = _run_dir(tmp_path, "r", "--user", "reactive")
    assert rundir.meta()["user"] == "reactive"
    capsys.readouterr()
    assert main(["run", "--resume", str(rundir.path), "--user", "scripted"]) == 2
    assert "--user scripted differs from the run's reactive" in capsys.readouterr().err
    assert main(["run", "--resume", str(rundir.path)]) == 0
    assert _run_dir(tmp_path, "s").meta()["user"] == "scripted"  # the default


@pytest.mark.parametrize("spec, message", [("oracle", "not a user's words"), ("scripted:x.jsonl", "not a user's words"),
                                           ("replay:nowhere", "not a run directory")])
def test_a_user_that_cannot_be_is_refused_before_the_run(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                         spec: str, message: str) -> None:
    suite = tmp_path / "one.jsonl"
    suite.write_text(_miss_param().model_dump_json() + "\n")
    capsys.readouterr()
    assert main(["run", str(suite), "--user", spec, "--out", str(tmp_path / "o"), "--no-progress"]) == 2
    assert message in capsys.readouterr().err
    with pytest.raises(RegistryError if spec != "replay:nowhere" else ValueError):
        resolve_user(spec)


def test_a_model_user_run_replays_with_the_recorded_users(tmp_path: Path) -> None:
    """--user replay:RUN_DIR says what the run's users said, at the same turns and steps, without a model."""
    scenario = _miss_param()
    result, events = _run(scenario, _Asker(2), ModelUser(_FakeUserModel(["Call it 2025, please."])))  # type: ignore[arg-type]
    rundir = RunDir(tmp_path / "first")
    rundir.create({"model": "asker", "mode": "fc", "suites": ["miss_param"], "trials": 1})
    rundir.record(result, events)
    rundir.release()
    again, events_again = _run(scenario, _Asker(2), resolve_user(f"replay:{rundir.path}"))
    assert again.passed and _replies(events_again) == _replies(events)
    assert [e.model_dump() for e in events_again[1:]] == [e.model_dump() for e in events[1:]]


def test_a_fork_with_another_user_flips_the_verdict() -> None:
    """The recording's scripted user ended the turn on the model's question; a fork with the reactive user answers it."""
    scenario = _miss_param()
    failed, events = _run(scenario, _Asker(2))
    assert failed.error_turn == 2
    forked, forked_events = asyncio.run(fork_episode(events, EpisodeConfig(), turn=2, client=_Asker(2),  # type: ignore[arg-type]
                                                     user=ReactiveUser()))
    assert forked.passed and _replies(forked_events)[0][:2] == (2, 0)
