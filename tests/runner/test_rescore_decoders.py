"""``toolsim rescore --decoder``: result files whose steps are a model's own text in the formats open
models' BFCL handlers write (JSON lists of ``{"name", "arguments"}``, Llama-style ``{"name",
"parameters"}`` objects), beside BFCL's FC structures and Python call text; ``auto`` tells them apart,
the decoder used is kept in ``run.json`` and a resume reads the file the same way."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from sandbox.commands.cli import main
from sandbox.episode.parsing import parse_prompt
from sandbox.episode.trajectory import ParsedEvent, load_trajectory
from sandbox.models.decoders import DECODERS, decode_fc, decode_text, detect
from sandbox.run.rundir import RunDir
from sandbox.episode.scenario import Scenario
from sandbox.run.suites import load_suite
from tests.gold_words import gold_reply

IDS = ("fs_quarterly_reports_v1", "fs_app_log_errors_v1", "fs_physics_lab_setup_v1")
Calls = list[tuple[str, dict[str, Any]]]


def _scenarios() -> dict[str, Scenario]:
    return {s.id: s for s in load_suite("base") if s.id in IDS}


def _gold() -> dict[str, list[Calls]]:
    scenarios = _scenarios()
    return {
        sid: [[(c.name, c.arguments) for text in turn.ground_truth for c in parse_prompt(text)] for turn in scenarios[sid].turns]
        for sid in IDS
    }


def _replies() -> dict[str, list[str]]:
    """What a model that made each turn's gold calls then tells the user (the native judge reads it)."""
    return {sid: [gold_reply(s, i) for i in range(len(s.turns))] for sid, s in _scenarios().items()}


def _fc(calls: Calls, reply: str = "Done.") -> list[Any]:
    return [*([{name: json.dumps(arguments)}] for name, arguments in calls), reply]  # one call a step


def _python(calls: Calls, reply: str = "Done.") -> list[Any]:
    return ["[" + ", ".join(f"{n}(" + ", ".join(f"{k}={v!r}" for k, v in a.items()) + ")" for n, a in calls) + "]",
            reply]


def _json_list(calls: Calls, reply: str = "All done.") -> list[Any]:
    return [json.dumps([{"name": n, "arguments": a} for n, a in calls]), reply]


def _llama(calls: Calls, reply: str = "I have finished.") -> list[Any]:
    objects = [json.dumps({"name": n, "parameters": a}) for n, a in calls]
    # the forms Llama answers in: several objects separated by ';', one object, a list of them
    text = "<|python_tag|>" + "; ".join(objects) if len(objects) > 1 else objects[0]
    return [text, reply]


FORMATS: dict[str, Callable[[Calls, str], list[Any]]] = {"fc": _fc, "python": _python, "json-list": _json_list, "llama": _llama}


def _write(path: Path, entries: dict[str, list[list[Any]]]) -> Path:
    path.write_text("".join(json.dumps({"id": k, "result": v}) + "\n" for k, v in entries.items()), encoding="utf-8")
    return path


def _file(tmp_path: Path, decoder: str) -> Path:
    replies = _replies()
    entries = {sid: [FORMATS[decoder](calls, replies[sid][i]) for i, calls in enumerate(turns)]
               for sid, turns in _gold().items()}
    return _write(tmp_path / f"{decoder}.json", entries)


def _rescore(path: Path, out: Path, *options: str) -> dict[str, Any]:
    assert main(["rescore", "--suite", "base", "--bfcl-results", str(path), "--out", str(out), "--partial", *options]) == 0
    return {r.scenario_id: r for r in RunDir(out).results()}


@pytest.mark.parametrize("decoder", sorted(FORMATS))
def test_each_format_is_detected_and_scored(decoder: str, tmp_path: Path) -> None:
    path = _file(tmp_path, decoder)
    for options, out in (((), tmp_path / "auto"), (("--decoder", decoder), tmp_path / "given")):
        results = _rescore(path, out, *options)
        assert set(results) == set(IDS) and all(r.passed for r in results.values()), \
            {k: r.error_class for k, r in results.items()}
        assert json.loads((out / "run.json").read_text())["decoder"] == decoder


def test_the_wrong_decoder_reads_no_call(tmp_path: Path) -> None:
    results = _rescore(_file(tmp_path, "llama"), tmp_path / "run", "--decoder", "json-list")
    assert not any(r.passed for r in results.values())
    events = load_trajectory(tmp_path / "run" / results[IDS[0]].trajectory)
    assert any(isinstance(e, ParsedEvent) and e.parse_error_kind == "undecodable" for e in events)


def test_steps_that_do_not_decode_are_parse_errors_and_skipped(tmp_path: Path) -> None:
    gold, replies = _gold()[IDS[0]], _replies()[IDS[0]]
    first = [
        '[{"name": "cd", "arguments": {"folder": ',  # cut short
        '{"name": "pwd", "parameters": {}}',  # Llama's key, not this format's
        '[{"name": "cd", "arguments": "folder=reports"}]',  # arguments that are not an object
        '[{"arguments": {}}]',  # no name
        json.dumps([{"name": n, "arguments": a} for n, a in gold[0]]),  # the turn's calls, after all that
        replies[0],
    ]
    entry = [first] + [_json_list(calls, replies[i]) for i, calls in enumerate(gold) if i]
    path = _write(tmp_path / "garbage.json", {IDS[0]: entry})
    results = _rescore(path, tmp_path / "run", "--decoder", "json-list")
    assert results[IDS[0]].passed
    events = load_trajectory(tmp_path / "run" / results[IDS[0]].trajectory)
    skipped = [e for e in events if isinstance(e, ParsedEvent) and e.parse_error_kind == "undecodable"]
    assert [(e.turn, e.step) for e in skipped] == [(0, 0), (0, 1), (0, 2), (0, 3)]
    assert all("json-list" in (e.parse_error or "") for e in skipped)


def test_a_resume_reads_the_file_with_the_decoder_the_rescore_used(tmp_path: Path) -> None:
    path, out = _file(tmp_path, "json-list"), tmp_path / "run"
    before = _rescore(path, out, "--decoder", "python")  # the wrong decoder, on purpose: auto would pass them
    assert not any(r.passed for r in before.values())
    lines = (out / "results.jsonl").read_text().splitlines(keepends=True)
    (out / "results.jsonl").write_text(lines[0])
    assert main(["run", "--resume", str(out), "--no-progress"]) == 0
    after = {r.scenario_id: r.passed for r in RunDir(out).results()}
    assert after == {k: False for k in IDS}
    assert json.loads((out / "run.json").read_text())["decoder"] == "python"


def test_an_unknown_decoder_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["rescore", "--suite", "base", "--bfcl-results", str(_file(tmp_path, "fc")), "--decoder", "xml"])
    assert "invalid choice" in capsys.readouterr().err


# --- the decoders themselves ---------------------------------------------------------------------

def test_json_list_forms() -> None:
    assert decode_text('[{"name": "ls", "arguments": {"a": true}}]', "json-list") == ["ls(a=True)"]
    assert decode_text('{"name": "ls", "arguments": {}}', "json-list") == ["ls()"]
    assert decode_text('{"tool_calls": [{"name": "cd", "arguments": {"folder": "x"}}]}', "json-list") == ["cd(folder='x')"]
    assert decode_text('{"name": "ls", "arguments": {}}; {"name": "pwd", "arguments": {}}', "json-list") == ["ls()", "pwd()"]
    assert decode_text('```\n[{"name": "pwd", "arguments": {}}]\n```', "json-list") == ["pwd()"]
    assert decode_text("[]", "json-list") == []


def test_llama_forms() -> None:
    assert decode_text('<|python_tag|>{"name": "cd", "parameters": {"folder": "a"}}', "llama") == ["cd(folder='a')"]
    assert decode_text('[{"name": "ls", "parameters": {}}, {"name": "pwd", "parameters": {}}]', "llama") == ["ls()", "pwd()"]
    assert decode_text('{"name": "ls", "parameters": {"a": true}};{"name": "pwd", "parameters": {}}', "llama") \
        == ["ls(a=True)", "pwd()"]
    # without ';' the text is read as a Python literal, as bfcl-eval reads it: JSON's true does not decode there
    assert decode_text('{"name": "ls", "parameters": {"a": True}}', "llama") == ["ls(a=True)"]
    with pytest.raises(ValueError):
        decode_text('{"name": "ls", "parameters": {"a": true}}', "llama")


@pytest.mark.parametrize("text", [
    "__import__('os').system('touch /tmp/toolsim-pwned')",
    "{'name': 'ls', 'parameters': __import__('os').getcwd()}",
    '{"name": "ls", "parameters": {}}; __import__("os")',
    "[" * 100_000 + "]" * 100_000,
    "",
    "I cannot do that.",
])
def test_hostile_or_garbage_text_never_runs_and_does_not_decode(text: str) -> None:
    for decoder in ("json-list", "llama"):
        with pytest.raises(ValueError):
            decode_text(text, decoder)  # type: ignore[arg-type]
    assert not Path("/tmp/toolsim-pwned").exists()


def test_fc_form_and_its_garbage() -> None:
    assert decode_fc([{"cd": '{"folder": "x"}'}, {"ls": {}}]) == ["cd(folder='x')", "ls()"]
    for bad in ([{"mv": "{not json"}], ["text"], [{"cd": "[1, 2]"}], 3):
        with pytest.raises(ValueError):
            decode_fc(bad)


def test_auto_detection_picks_the_format_most_steps_fit() -> None:
    fc = [{"cd": '{"folder": "x"}'}]
    python = "[cd(folder='x')]"
    json_list = '[{"name": "cd", "arguments": {"folder": "x"}}]'
    llama = '{"name": "cd", "parameters": {"folder": "x"}}'
    assert detect([fc, fc, "Done."]) == "fc"
    assert detect([python, "Done."]) == "python"
    assert detect([json_list, json_list, llama, "Done."]) == "json-list"
    assert detect([llama, "<|python_tag|>" + llama, json_list]) == "llama"
    assert detect([python, json_list]) == "python"  # a tie: the first of fc, python, json-list, llama
    assert detect([]) == "python" and detect(["Hello."]) == "python"
    assert detect([[{"mv": "{not json"}], "Hello."]) == "fc"  # structures that do not decode: still FC
    assert detect([["cd(folder='x')"], llama]) == "llama"  # decoded steps do not count
    assert set(DECODERS) == set(FORMATS)
