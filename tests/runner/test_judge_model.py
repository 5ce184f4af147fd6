"""--judge-model: a model judge of the words of ask and abstain turns, recorded, cached and replayable."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest

from sandbox.commands.cli import main
from sandbox.episode.client import ModelRequest, ModelResponse
from sandbox.episode.config import EpisodeConfig, EpisodeResult
from sandbox.episode.loop import run_episode
from sandbox.episode.scenario import Scenario
from sandbox.episode.trajectory import Event, load_trajectory
from sandbox.judge.reading import RUBRIC_VERSION, Reading, TurnKind, parse_answer
from sandbox.judge.replies import kinds
from sandbox.models import judge as judge_module
from sandbox.models.judge import ANSWERS, ModelJudge, ScriptedJudgeModel, resolve_judge
from sandbox.models.oracle import NO_CALL_TEXT, OracleModel
from sandbox.report.replay import replay
from sandbox.run.rundir import RunDir
from sandbox.run.suites import load_suite
from sandbox.tools.errors import RegistryError

#: What the oracle says on an ask or abstain turn: the rules read it as asking (and saying it cannot).
ORACLE_REPLY = NO_CALL_TEXT


def _miss_param() -> Scenario:
    return next(s for s in load_suite("miss_param") if s.id == "fs_quarterly_reports_v1__miss_param")


def _ask_turn(scenario: Scenario) -> int:
    return next(i for i, turn in enumerate(scenario.turns) if turn.withheld)


def _suite(tmp_path: Path, *scenarios: Scenario) -> Path:
    path = tmp_path / "suite.jsonl"
    path.write_text("".join(s.model_dump_json() + "\n" for s in scenarios))
    return path


def _judge_file(tmp_path: Path, answers: dict[str, Any]) -> str:
    path = tmp_path / "judge.json"
    path.write_text(json.dumps(answers))
    return f"scripted:{path}"


def _run(tmp_path: Path, name: str, *extra: str, scenarios: tuple[Scenario, ...] | None = None) -> RunDir:
    suite = _suite(tmp_path, *(scenarios or (_miss_param(),)))
    out = tmp_path / name
    assert main(["run", str(suite), "--out", str(out), "--no-progress", *extra]) == 0
    return RunDir(out)


def _verdict(rundir: RunDir, turn: int) -> Any:
    (result,) = rundir.results()
    return result.turns[turn]


def test_the_oracles_reply_is_read_as_asking_by_the_rules() -> None:
    assert {"asks", "cannot"} <= kinds(ORACLE_REPLY)  # the premise of the tests below


def test_a_model_judge_that_disagrees_decides_the_verdict_and_is_named(tmp_path: Path) -> None:
    scenario = _miss_param()
    turn = _ask_turn(scenario)
    plain = _run(tmp_path, "plain")
    assert _verdict(plain, turn).passed is True and _verdict(plain, turn).judged_by is None
    spec = _judge_file(tmp_path, {ORACLE_REPLY: '{"classes": ["cannot"]}'})  # "it does not ask"
    judged = _run(tmp_path, "judged", "--judge-model", spec)
    verdict = _verdict(judged, turn)
    assert verdict.passed is False and verdict.error_class == "no_ask"
    assert verdict.judged_by == f"model:{spec}"
    (reading,) = verdict.judge_readings
    assert reading["classes"] == ["cannot"] and reading["rules"] == ["asks", "cannot"]
    assert reading["answer"] == '{"classes": ["cannot"]}'
    meta = judged.meta()
    assert meta["judge_model"] == spec and meta["judge_rubric"] == RUBRIC_VERSION
    summary = _report_json(judged)
    assert next(iter(summary["suites"].values()))["model_judge"] == {"turns": 1, "differed": 1, "fell_back": 0, "judges": [spec]}


def _report_json(rundir: RunDir) -> dict[str, Any]:
    import contextlib
    import io

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["report", str(rundir.path), "--json"]) == 0
    return json.loads(out.getvalue())  # type: ignore[no-any-return]


def test_a_model_judge_reads_an_ask_the_rules_miss(tmp_path: Path) -> None:
    """The other way round: a reply the rules read as a mere statement passes when the model reads a request in it."""
    scenario = _miss_param()
    turn = _ask_turn(scenario)
    unfamiliar = "The new folder's name is the one thing still open on my side."
    assert kinds(unfamiliar) == {"informs"}
    script = tmp_path / "script.jsonl"
    result: list[list[Any]] = [[] for _ in scenario.turns]
    result[turn] = [unfamiliar]
    script.write_text(json.dumps({"id": scenario.id, "result": result}) + "\n")
    rules = _run(tmp_path, "rules", "--model", f"scripted:{script}", "--mode", "prompt")
    assert _verdict(rules, turn).error_class == "no_ask"
    spec = _judge_file(tmp_path, {unfamiliar: "asks", "*": "garbage"})
    judged = _run(tmp_path, "judged", "--model", f"scripted:{script}", "--mode", "prompt", "--judge-model", spec)
    assert _verdict(judged, turn).passed is True and _verdict(judged, turn).judged_by == f"model:{spec}"


@pytest.mark.parametrize("answer, note", [
    ("Yes, it asks for the folder name.", "not one JSON object of classes"),
    ("```json\n{\"classes\": [\"cannot\"]}\n```", "not one JSON object of classes"),
    ('{"classes": ["cannot"], "why": "x"}', "not one JSON object of classes"),
    ({"error": "server"}, "the judge model failed (server)"),
])
def test_an_answer_that_is_not_the_rubrics_keeps_the_rules_and_says_why(tmp_path: Path, answer: Any,
                                                                       note: str) -> None:
    turn = _ask_turn(_miss_param())
    judged = _run(tmp_path, "judged", "--judge-model", _judge_file(tmp_path, {"*": answer}))
    verdict = _verdict(judged, turn)
    assert verdict.passed is True  # the rules' verdict: the oracle asks
    assert verdict.judged_by == "rules" and note in (verdict.judge_note or "")
    assert next(iter(_report_json(judged)["suites"].values()))["model_judge"]["fell_back"] == 1


def test_a_hanging_judge_model_gives_the_rules_verdict_and_a_note() -> None:
    scenario = _miss_param()
    judge = ModelJudge(ScriptedJudgeModel({"*": {"hang": 30}}, "hangs"), "hangs", timeout=0.05)
    result, _ = asyncio.run(run_episode(scenario, OracleModel(), config=EpisodeConfig(), reader=judge))
    verdict = result.turns[_ask_turn(scenario)]
    assert verdict.passed is True and verdict.judged_by == "rules"
    assert "no answer within 0.05 s" in (verdict.judge_note or "")


def test_parse_answer_is_strict() -> None:
    assert parse_answer('{"classes": ["asks", "claims"]}') == frozenset({"asks", "claims"})
    assert parse_answer("\n informs \n") == frozenset({"informs"})
    for bad in ("Asks", "asks.", "asks, cannot", '["asks"]', '{"classes": "asks"}', '{"classes": []}',
                '{"classes": ["asks", 1]}', '{"Classes": ["asks"]}', "", "__import__('os')"):
        assert parse_answer(bad) is None, bad


class _Counting(ScriptedJudgeModel):
    """A scripted judge model that fails the test when asked about the same reply twice."""

    def __init__(self, answers: dict[str, Any], name: str, seen: list[str]) -> None:
        super().__init__(answers, name)
        self.seen = seen

    async def complete(self, request: ModelRequest) -> ModelResponse:
        self.seen.append(str(request.messages[-1]["content"]))  # every request, counted before it is answered
        return await super().complete(request)


def test_a_resumed_run_reuses_the_kept_answers_without_asking(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[str] = []
    monkeypatch.setattr(judge_module, "ScriptedJudgeModel", lambda answers, name: _Counting(answers, name, seen))
    scenarios = tuple(s for s in load_suite("miss_param") if s.id.startswith(("fs_", "math_")))[:3]
    spec = _judge_file(tmp_path, {"*": '{"classes": ["cannot"]}'})
    rundir = _run(tmp_path, "run", "--judge-model", spec, scenarios=scenarios)
    asked = len(seen)
    assert asked >= 1 and len((rundir.path / ANSWERS).read_text().splitlines()) == asked
    whole = sorted(r.model_dump_json(exclude={"latency", "latencies"}) for r in rundir.results())
    lines = rundir.results_path.read_text().splitlines(keepends=True)
    rundir.results_path.write_text(lines[0])  # as if the run had stopped after one episode
    assert main(["run", "--resume", str(rundir.path), "--no-progress"]) == 0
    assert len(seen) == asked == len(set(seen))  # no reply asked about twice: every answer came from the run directory
    assert sorted(r.model_dump_json(exclude={"latency", "latencies"}) for r in RunDir(rundir.path).results()) == whole


def test_a_replay_judges_again_with_the_recorded_answers(tmp_path: Path) -> None:
    turn = _ask_turn(_miss_param())
    judged = _run(tmp_path, "judged", "--judge-model", _judge_file(tmp_path, {"*": "cannot"}))
    (result,) = judged.results()
    events: list[Event] = load_trajectory(judged.path / result.trajectory)
    report = replay(events)
    assert report.turns[turn].passed is False and report.turns[turn].error_class == "no_ask"
    assert report.forged == []  # without the recorded answers the rules would pass the turn: a "forged" verdict


class _Agreeing:
    """A reader that answers what the rules say; ``calls`` counts the replies it read."""

    name = "model:agreeing"

    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, reply: str, kind: TurnKind) -> Reading:
        self.calls += 1
        return Reading(json.dumps({"classes": sorted(kinds(reply))}))


def _episode(scenario: Scenario, reader: Any = None) -> EpisodeResult:
    result, _ = asyncio.run(run_episode(scenario, OracleModel(), config=EpisodeConfig(), reader=reader))
    return result


def test_an_agreeing_judge_changes_nothing_but_the_record_and_no_judge_changes_nothing() -> None:
    for scenario in [_miss_param(), *load_suite("miss_func")[:2]]:
        plain, reader = _episode(scenario), _Agreeing()
        agreed = _episode(scenario, reader)
        assert reader.calls >= 1
        assert '"judged_by"' not in plain.model_dump_json() and '"judge_' not in plain.model_dump_json()
        stripped = [v.model_copy(update={"judged_by": None, "judge_readings": [], "judge_note": None})
                    for v in agreed.turns]
        assert stripped == plain.turns
        assert any(v.judged_by == "model:agreeing" for v in agreed.turns)


def _bfcl_twin(profile: str) -> Scenario:
    return Scenario(id=f"twin_{profile}", domains={"math": {}}, profile=profile, turns=[  # type: ignore[arg-type]
        {"messages": [{"content": "Add two numbers for me."}], "ground_truth": []},
        {"messages": [{"content": "2 and 3."}], "ground_truth": ["add(a=2, b=3)"]}])


def test_the_bfcl_profile_never_asks_the_model_judge() -> None:
    native, reader = _episode(_bfcl_twin("native"), _Agreeing()), _Agreeing()
    assert native.turns[0].judged_by == "model:agreeing"  # the same scenario in the native profile is read
    bfcl = _episode(_bfcl_twin("bfcl"), reader)
    assert reader.calls == 0 and all(v.judged_by is None for v in bfcl.turns)
    assert bfcl.turns == _episode(_bfcl_twin("bfcl")).turns
    judge = ModelJudge(ScriptedJudgeModel({"*": "cannot"}, "j"), "j")  # nor asks the model, which would cost
    assert _episode(_bfcl_twin("bfcl"), judge).turns == bfcl.turns and judge.asked == 0
    assert _episode(_bfcl_twin("native"), judge).turns[0].judged_by == "model:j" and judge.asked == 1


@pytest.mark.parametrize("spec, says", [
    ("oracle", "gives calls, not a judge's words"),
    ("replay:somewhere", "gives calls, not a judge's words"),
    ("scripted:no-such-file.json", "no-such-file.json"),
    ("no-such-provider-xyz/model", "no-such-provider-xyz/model"),
    ("openai/gpt-4o-mini", "no API key: set OPENAI_API_KEY"),
])
def test_an_unusable_judge_model_is_one_error_line_before_the_run(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                                   spec: str, says: str,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    suite = _suite(tmp_path, _miss_param())
    capsys.readouterr()
    out = tmp_path / "o"
    assert main(["run", str(suite), "--judge-model", spec, "--out", str(out), "--no-progress"]) == 2
    (line,) = capsys.readouterr().err.splitlines()
    assert line.startswith("toolsim: error: --judge-model") and says in line
    assert not out.exists()
    with pytest.raises(RegistryError):
        resolve_judge(spec)


def test_the_ray_executor_refuses_a_judge_model(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    suite = _suite(tmp_path, _miss_param())
    capsys.readouterr()
    assert main(["run", str(suite), "--judge-model", _judge_file(tmp_path, {"*": "asks"}), "--executor", "ray",
                 "--out", str(tmp_path / "o"), "--no-progress"]) == 2
    assert "--judge-model runs with the local executor" in capsys.readouterr().err


def test_a_rescore_asks_the_judge_model_and_its_resume_reuses_the_answers(tmp_path: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[str] = []
    monkeypatch.setattr(judge_module, "ScriptedJudgeModel", lambda answers, name: _Counting(answers, name, seen))
    scenarios = [s for s in load_suite("miss_param") if s.id.startswith("fs_")][:2]
    question = "What name should the new folder get?"
    results = tmp_path / "results.jsonl"
    results.write_text("".join(json.dumps({"id": s.id, "result": [[list(t.ground_truth)] if t.ground_truth else
                                                                  [question] for t in s.turns]}) + "\n"
                               for s in scenarios))
    spec = _judge_file(tmp_path, {question: "informs"})  # the model does not read it as asking
    out = tmp_path / "rescored"
    assert main(["rescore", "--suite", "miss_param", "--bfcl-results", str(results), "--partial",
                 "--judge-model", spec, "--out", str(out)]) == 0
    rundir = RunDir(out)
    verdicts = [r.turns[_ask_turn(next(s for s in scenarios if s.id == r.scenario_id))] for r in rundir.results()]
    assert [(v.error_class, v.judged_by) for v in verdicts] == [("no_ask", f"model:{spec}")] * 2
    assert len(seen) == 1 and rundir.meta()["judge_model"] == spec
    whole = sorted(r.model_dump_json(exclude={"latency", "latencies"}) for r in rundir.results())
    rundir.results_path.write_text(rundir.results_path.read_text().splitlines(keepends=True)[0])
    assert main(["run", "--resume", str(out), "--no-progress"]) == 0
    assert len(seen) == 1  # the answer came from the run directory
    assert sorted(r.model_dump_json(exclude={"latency", "latencies"}) for r in RunDir(out).results()) == whole


def test_a_judge_model_on_an_openai_compatible_server_gets_the_rubric(tmp_path: Path) -> None:
    from tests.chat_server import serve

    bodies: list[dict[str, Any]] = []

    def reply(body: dict[str, Any]) -> dict[str, Any]:
        bodies.append(body)
        return {"role": "assistant", "content": '{"classes": ["cannot"]}'}

    with serve(reply) as base:
        judged = _run(tmp_path, "judged", "--judge-model", "openai/judge", "--api-base", base, "--retries", "0")
    verdict = _verdict(judged, _ask_turn(_miss_param()))
    assert (verdict.error_class, verdict.judged_by) == ("no_ask", "model:openai/judge")
    (body,) = bodies
    assert body["model"] == "judge" and body["temperature"] == 0 and body["seed"] == 0 and not body.get("tools")
    assert body["messages"][0]["content"].startswith("You classify one reply") and ORACLE_REPLY in body["messages"][1]["content"]
