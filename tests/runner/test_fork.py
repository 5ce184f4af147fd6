"""Forking a recorded episode: restored by re-executing its replies, then driven on by another model or an edit."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from sandbox.commands.cli import main
from sandbox.episode.client import ModelRequest, ModelResponse
from sandbox.episode.config import EpisodeConfig, EpisodeResult
from sandbox.episode.env import EpisodeEnv
from sandbox.episode.fork import ForkError
from sandbox.episode.loop import run_episode
from sandbox.episode.scenario import Scenario
from sandbox.episode.trajectory import Event, load_trajectory
from sandbox.models.oracle import OracleModel
from sandbox.run.fork import Edit, fork_env, fork_episode, parse_edit
from sandbox.run.rundir import RunDir
from sandbox.run.suites import load_suite
from tests.gold_words import gold_reply

OWN_SUITES = ["base", "miss_param", "miss_func", "long_context", "composite"]


def _sample(suite: str, count: int = 3) -> list[Scenario]:
    scenarios = load_suite(suite)
    step = max(1, len(scenarios) // count)
    return scenarios[::step][:count]


def _run(scenario: Scenario, client: object, mode: str = "fc") -> tuple[EpisodeResult, list[Event]]:
    return asyncio.run(run_episode(scenario, client, suite=scenario.category, config=EpisodeConfig(mode=mode)))  # type: ignore[arg-type]


def _verdicts(result: EpisodeResult) -> list[tuple[int, bool | None, str | None]]:
    return [(v.turn, v.passed, v.error_class) for v in result.turns]


class _OracleBut:
    """The oracle, except that at one turn it answers with text only (so that turn fails)."""

    def __init__(self, bad_turn: int) -> None:
        self.bad_turn, self.name, self.oracle = bad_turn, "flawed", OracleModel()
        self.in_process = True

    def episode(self, scenario: Scenario, trial: int) -> _OracleBut:
        self.inner = self.oracle.episode(scenario, trial)
        return self

    async def complete(self, request: ModelRequest) -> ModelResponse:
        if request.turn == self.bad_turn:
            return ModelResponse(text="I would rather not.")
        return await self.inner.complete(request)

    async def close(self) -> None:
        pass


@pytest.mark.parametrize("suite", OWN_SUITES)
@pytest.mark.parametrize("mode", ["fc", "prompt"])
def test_forking_an_oracle_run_at_every_turn_with_the_oracle_reproduces_its_verdict(suite: str, mode: str) -> None:
    for scenario in _sample(suite):
        result, events = _run(scenario, OracleModel(), mode)
        assert result.passed, scenario.id
        for turn in range(len(scenario.turns)):
            forked, trajectory = asyncio.run(
                fork_episode(events, EpisodeConfig(mode=mode), turn=turn, client=OracleModel()))
            assert _verdicts(forked) == _verdicts(result), (scenario.id, turn)
            assert forked.passed and trajectory[0].scenario == scenario  # type: ignore[union-attr]


@pytest.mark.bfcl
def test_forking_a_bfcl_oracle_run_reproduces_its_verdict() -> None:
    for scenario in _sample("bfcl:base", 2):
        result, events = _run(scenario, OracleModel())
        for turn in range(len(scenario.turns)):
            forked, _ = asyncio.run(fork_episode(events, EpisodeConfig(), turn=turn, client=OracleModel()))
            assert _verdicts(forked) == _verdicts(result), (scenario.id, turn)


@pytest.mark.parametrize("suite", ["base", "miss_param", "composite"])
def test_forking_a_failed_run_with_the_oracle_from_its_first_failing_turn_passes(suite: str) -> None:
    for scenario in _sample(suite):
        assert scenario.profile == "native"
        gold_turns = [i for i, t in enumerate(scenario.turns) if t.ground_truth]
        bad = gold_turns[len(gold_turns) // 2]
        failed, events = _run(scenario, _OracleBut(bad))
        assert not failed.passed and failed.error_turn == bad, scenario.id
        forked, _ = asyncio.run(fork_episode(events, EpisodeConfig(), turn=bad, client=OracleModel()))
        assert forked.passed, (scenario.id, _verdicts(forked))
        assert [v.passed for v in forked.turns[:bad]] == [v.passed for v in failed.turns[:bad]]


def test_the_step_api_forks_an_env_at_a_turn_with_the_state_re_executed() -> None:
    scenario = next(s for s in load_suite("base") if len(s.turns) >= 3 and set(s.domains) == {"file_system"})
    result, events = _run(scenario, OracleModel())
    env = EpisodeEnv(scenario)
    env.reset()
    replayed = fork_env(events, len(scenario.turns) - 1)
    assert replayed.turn == len(scenario.turns) - 1 and replayed.step_index == 0 and not replayed.done
    assert [v.passed for v in replayed.verdicts] == [v.passed for v in result.turns[:-1]]
    assert replayed.messages[-1] == {"role": "user", "content": scenario.turns[-1].messages[-1].content}
    again = replayed.fork(1)  # an env forks its own record
    assert again is not replayed and again.turn == 1 and len(again.verdicts) == 1
    assert again.state() == fork_env(events, 1).state()


def test_a_fork_never_reads_the_recorded_state_or_results(tmp_path: Path) -> None:
    """Tampered results and verdicts in the recording change nothing: every call runs again."""
    scenario = next(s for s in load_suite("base") if set(s.domains) == {"file_system"})
    result, events = _run(scenario, OracleModel())
    lines = [json.loads(e.model_dump_json()) for e in events]
    for line in lines:
        if line["kind"] == "result":
            line["result"]["output"] = "forged"
        if line["kind"] == "verdict":
            line["verdict"]["passed"] = False
    path = tmp_path / "t.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    env = fork_env(load_trajectory(path), len(scenario.turns) - 1)
    assert all(v.passed for v in env.verdicts)
    assert "forged" not in json.dumps(env.messages)


def test_a_fork_point_the_recording_never_reached_is_refused() -> None:
    scenario = next(s for s in load_suite("base") if len(s.turns) >= 3)
    stopped, events = _run(scenario, _Failing(1))
    assert stopped.error_class == "model_error"
    fork_env(events, 1)  # up to the failure: fine
    with pytest.raises(ForkError, match="stopped at turn 1"):
        fork_env(events, 2)
    with pytest.raises(ForkError, match="no turn 99"):
        fork_env(events, 99)
    with pytest.raises(ForkError, match="reaches turn 2, step 0, not turn 1, step 5"):
        fork_env(_run(scenario, OracleModel())[1], 1, step=5)


class _Failing(_OracleBut):
    async def complete(self, request: ModelRequest) -> ModelResponse:
        if request.turn == self.bad_turn:
            from sandbox.episode.client import ModelError

            raise ModelError("server", "503 from the endpoint")
        return await self.inner.complete(request)


def test_edits_are_read_strictly() -> None:
    assert parse_edit("2:0=mkdir(dir_name='2025')") == Edit(2, 0, "mkdir(dir_name='2025')")
    assert parse_edit(" 1 : 3 = [cd(folder='a'), ls()]").calls == "[cd(folder='a'), ls()]"
    for bad in ("2=ls()", "a:0=ls()", "1:0=", "1:0=__import__('os').system('x')", "1:0=ls(a=open('f'))"):
        with pytest.raises(ValueError, match="--edit"):
            parse_edit(bad)


def _failed_run(tmp_path: Path) -> tuple[Path, Scenario]:
    """A run directory of one native file-system episode whose turn 1 names the wrong folder."""
    scenario = next(s for s in load_suite("base") if s.id == "fs_quarterly_reports_v1")
    wrong = [[t.replace("2025", "2024") for t in turn.ground_truth] for turn in scenario.turns]
    script = tmp_path / "script.jsonl"
    told = [gold_reply(scenario, i) for i in range(len(wrong))]  # words that tell the gold's results
    script.write_text(json.dumps({"id": scenario.id, "result": [[steps, said] for steps, said in zip(wrong, told)]}) + "\n")
    suite = tmp_path / "one.jsonl"
    suite.write_text(scenario.model_dump_json() + "\n")
    out = tmp_path / "run"
    assert main(["run", str(suite), "--model", f"scripted:{script}", "--out", str(out), "--no-progress"]) == 0
    return out / RunDir(out).results()[0].trajectory, scenario


def test_an_edit_with_the_recorded_replies_going_on_flips_the_verdict(tmp_path: Path,
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    trajectory, scenario = _failed_run(tmp_path)
    fix = "[" + ", ".join(scenario.turns[1].ground_truth) + "]"
    capsys.readouterr()
    assert main(["replay", str(trajectory), "--edit", f"1:0={fix}", "--out", str(tmp_path / "fork")]) == 0
    out = capsys.readouterr().out
    assert "verdict: passed; the recording: failed at turn 1 (state_mismatch)" in out
    assert "turn 0: passed  (re-executed from the recording)" in out
    forked = RunDir(tmp_path / "fork")
    meta = forked.meta()
    assert meta["forked_from"]["edit"] == f"1:0={fix}" and meta["forked_from"]["turn"] == 1
    [result] = forked.results()
    assert result.passed
    events = load_trajectory(forked.trajectory_of(result))
    assert main(["replay", str(forked.trajectory_of(result))]) == 0  # a normal trajectory: it replays
    assert "edited at 1:0" in events[0].model  # type: ignore[union-attr]
    assert main(["run", "--resume", str(tmp_path / "fork")]) == 2  # a fork is not a run to finish


def test_a_fork_with_a_model_from_the_first_failing_turn(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    trajectory, _ = _failed_run(tmp_path)
    capsys.readouterr()
    assert main(["replay", str(trajectory), "--fork-at", "1", "--model", "oracle", "--out", str(tmp_path / "f")]) == 0
    out = capsys.readouterr().out
    assert "verdict: passed; the recording: failed at turn 1 (state_mismatch)" in out
    assert "turn 1: passed  (the fork)" in out
    [result] = RunDir(tmp_path / "f").results()
    assert result.passed and RunDir(tmp_path / "f").meta()["model"] == "oracle"


@pytest.mark.parametrize("argv, message", [
    (["--fork-at", "1"], "--fork-at N needs --model M"),
    (["--fork-at", "1", "--model", "oracle", "--edit", "1:0=ls()"], "one of the two"),
    (["--model", "oracle"], "one of the two"),
    (["--fork-at", "7", "--model", "oracle"], "no turn 7 to fork at"),
    (["--edit", "1:0=ls(", "--model", "oracle"], "the calls do not parse"),
    (["--fork-at", "1", "--model", "oracle", "--turn", "1"], "--turn and --lenient are for a replay"),
])
def test_fork_usage_errors_are_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str],
                                        message: str) -> None:
    trajectory, _ = _failed_run(tmp_path)
    capsys.readouterr()
    assert main(["replay", str(trajectory), *argv, "--out", str(tmp_path / "f")]) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err
    assert not (tmp_path / "f").exists()


def test_a_fork_names_its_user_in_run_json(tmp_path: Path) -> None:
    trajectory, _ = _failed_run(tmp_path)
    out = tmp_path / "f"
    assert main(["replay", str(trajectory), "--fork-at", "1", "--model", "oracle", "--user", "reactive",
                 "--out", str(out)]) == 0
    assert RunDir(out).meta()["user"] == "reactive"
    edited = tmp_path / "e"  # the recorded replies go on: so do the recorded users' words
    assert main(["replay", str(trajectory), "--edit", "1:0=ls()", "--out", str(edited)]) == 0
    assert RunDir(edited).meta()["user"] == "recorded"
    assert main(["replay", str(trajectory), "--fork-at", "1", "--model", "oracle", "--user", "oracle",
                 "--out", str(tmp_path / "x")]) == 2
