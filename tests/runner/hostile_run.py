"""A recorded run whose every string field is a hostile text: ``run.json``, ``results.jsonl``, trajectories.

:func:`hostile_copy` copies a plain run (two episodes) and writes the text into each string a run
records and an output may show: configuration values, suite and scenario ids, error classes and
messages, state diffs, user texts, model replies, calls and their arguments, tool outputs and gold
calls. The first episode stays replayable (its domain is real); the second names an unknown
domain, so a replay of it stops with one line. Both episodes fail, the second with a
``model_error``, so failure lists, indexes and error notes show them; the first turn of the first
is recorded as passed, which its replay does not bear out.

Each field holds the text followed by ``#`` and a tag naming the field (``#user``, ``#output``...):
a field still starts with the hostile text, and a test can tell which fields an output shows.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any, Callable

Tag = Callable[[str], str]


def tagger(text: str) -> Tag:
    """``tag(field)``: ``text`` marked as the value of ``field``."""
    return lambda field: f"{text}#{field}"


def _diff(tag: Tag) -> list[dict[str, Any]]:
    return [{"path": tag("diff-path"), "expected": tag("diff-gold"), "actual": {tag("diff-key"): [tag("diff-model")]}},
            {"path": f"root['file_system'][{json.dumps(tag('diff-step'))}]", "expected": "<missing>",
             "actual": tag("diff-model")}]


def _verdict(verdict: dict[str, Any], tag: Tag) -> dict[str, Any]:
    return {**verdict, "passed": False, "error_class": tag("verdict"), "diff": _diff(tag),
            "missing_outputs": [tag("missing"), ""]}


def _arguments(arguments: dict[str, Any], tag: Tag) -> dict[str, Any]:
    return {**{key: tag("argument") for key in arguments}, tag("argument-name"): [tag("argument"), {"k": 1}]}


def _call(call: dict[str, Any], tag: Tag) -> dict[str, Any]:
    return {**call, "name": tag("function"), "arguments": _arguments(call.get("arguments", {}), tag),
            "args": [tag("argument")]}


def _event(event: dict[str, Any], tag: Tag, replayable: bool) -> list[dict[str, Any]]:
    """The event with hostile strings (after a user message, also a simulated user's answer)."""
    kind = event["kind"]
    if kind == "start":
        scenario = event["scenario"]
        domains = scenario["domains"] if replayable else {tag("domain"): {}}
        turns = [{**turn, "messages": [{"role": "user", "content": tag("user")}],
                  "ground_truth": [*turn["ground_truth"], tag("gold")]} for turn in scenario["turns"]]
        scenario = {**scenario, "id": tag("scenario"), "category": tag("category"), "domains": domains, "turns": turns,
                    "metadata": {tag("metadata"): tag("metadata")}, "excluded": [tag("excluded")]}
        return [{**event, "scenario": scenario, "suite": tag("suite"), "model": tag("model"), "mode": tag("mode")}]
    if kind == "user":
        return [{**event, "content": tag("user")},
                {"turn": event["turn"], "kind": "user", "content": tag("answer"), "step": 0, "user": tag("user-name")}]
    if kind == "tools":
        return [{**event, "added": [tag("added")]}]
    if kind == "model":
        calls = [{**call, "function": {"name": tag("function"), "arguments": _arguments(call["function"]["arguments"], tag)}}
                 for call in event.get("tool_calls") or []]
        return [{**event, "text": tag("reply") if event.get("text") is not None else None,
                 "tool_calls": calls or None, "decoded": [tag("decoded")], "decode_error": tag("decode-error")}]
    if kind == "parsed":
        return [{**event, "calls": [_call(c, tag) for c in event["calls"]], "parse_error": tag("parse-error"),
                 "parse_error_kind": tag("parse-kind")}]
    if kind == "result":
        result = event["result"]
        call = result["call"] if replayable else _call(result["call"], tag)
        result = {**result, "call": {**call, "arguments": _arguments(call["arguments"], tag)}, "output": tag("output"),
                  "error": tag("error"), "detail": tag("detail"), "flags": [tag("flag")]}
        return [{**event, "result": result}]
    if kind == "verdict":  # the first turn of the replayable episode says it passed: a replay calls that forged
        verdict = _verdict(event["verdict"], tag)
        return [{**event, "verdict": {**verdict, "passed": replayable and event["turn"] == 0}}]
    if kind == "end":
        return [{"turn": event["turn"] - 1, "kind": "model_error", "step": 0, "error_kind": tag("error-kind"),
                 "message": tag("message")},
                {**event, "passed": False, "error_class": tag("end")}]
    return [event]


def _lines(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def _write_lines(path: Path, records: list[dict[str, Any]]) -> None:
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")


def hostile_copy(plain: Path, folder: Path, text: str) -> Path:
    """A copy of ``plain`` (a run of two episodes) as ``folder``/run with ``text`` in every recorded string."""
    tag = tagger(text)
    run = folder / "run"
    shutil.copytree(plain, run)
    meta = json.loads((run / "run.json").read_text(encoding="utf-8"))
    for key, value in list(meta.items()):
        if key != "mode" and (isinstance(value, str) or value is None):
            meta[key] = tag(key)
    meta.update(model=tag("model"), suites=[tag("suite")], judge=tag("judge"),
                forked_from={"trajectory": tag("origin"), "model": tag("origin"), "turn": tag("origin"),
                             "edit": tag("origin")})
    (run / "run.json").write_text(json.dumps(meta), encoding="utf-8")
    results = _lines(run / "results.jsonl")
    for index, record in enumerate(results):
        replayable = index == 0
        record.update(scenario_id=tag(f"id{index}"), suite=tag("suite"), category=tag("category"), passed=False,
                      error_class=tag("error-class") if replayable else "model_error", error_turn=0,
                      model_error=None if replayable else tag("model-error"), domains=[tag("domain")],
                      turns=[_verdict(turn, tag) for turn in record["turns"]])
        trajectory = run / record["trajectory"]
        _write_lines(trajectory, [new for event in _lines(trajectory) for new in _event(event, tag, replayable)])
    _write_lines(run / "results.jsonl", results)
    return run


def hostile_suite(plain: Path, path: Path, text: str) -> Path:
    """A suite file at ``path``: the plain run's first scenario with ``text`` in its strings (its gold still parses)."""
    tag = tagger(text)
    first = json.loads((plain / _lines(plain / "results.jsonl")[0]["trajectory"]).read_text("utf-8").splitlines()[0])
    scenario = first["scenario"]
    turns = [{**turn, "messages": [{"role": "user", "content": tag("user")}],
              "ground_truth": [*turn["ground_truth"], f"cd(folder={tag('gold')!r})"]} for turn in scenario["turns"]]
    scenario = {**scenario, "id": tag("scenario"), "category": tag("category"), "turns": turns,
                "metadata": {tag("metadata"): tag("metadata")}, "excluded": [tag("excluded")],
                "held_out": {tag("held-out"): 1}}
    path.write_text(json.dumps(scenario) + "\n", encoding="utf-8")
    return path
