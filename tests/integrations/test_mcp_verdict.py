"""The MCP server's verdict is the one ``toolsim run`` gives for the same replies, in both profiles.

A scripted model (one of the graded models of tests/bench/graded.py) plays each scenario twice: through
the runner (:func:`run_episode`) and through an MCP client (each call a tool call, each turn closed with
``end_turn`` and the model's closing text). Both must give the same episode and turn verdicts. The
scenarios are own native ones and the same scenarios in the ``bfcl`` profile (a ``.jsonl`` copy), chosen
so that the profiles disagree: a float written with fewer digits passes ``native`` and fails ``bfcl``,
and acting on a request whose value the user holds back fails ``native`` and passes ``bfcl`` (which does
not judge a turn with empty gold).
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Sequence
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from mcp import Client

from sandbox.episode.config import EpisodeResult
from sandbox.episode.loop import run_episode
from sandbox.episode.parsing import parse_prompt
from sandbox.episode.scenario import Scenario
from sandbox.integrations.mcp_server import END_TURN, VERDICT, build_server
from sandbox.models.oracle import NO_CALL_TEXT
from sandbox.models.scripted import ScriptedModel
from sandbox.run.api import suite_scenarios
from tests.bench.graded import MODELS, Turns

Outcome = tuple[bool, str | None, int | None, list[tuple[bool | None, str | None]]]
#: Scenarios of each kind to play (the first ones of the suite that show the difference).
PICK = 2


def _run(scenario: Scenario, turns: Turns) -> EpisodeResult:
    result, _ = asyncio.run(run_episode(scenario, ScriptedModel({scenario.id: turns})))
    return result


def _outcome(passed: bool, error_class: str | None, error_turn: int | None, turns: Sequence[Any]) -> Outcome:
    return passed, error_class, error_turn, [(t["passed"], t["error_class"]) for t in turns]


def _of_run(result: EpisodeResult) -> Outcome:
    return _outcome(result.passed, result.error_class, result.error_turn,
                    [t.model_dump(mode="json") for t in result.turns])


async def _play(suite: str, scenario: Scenario, turns: Turns) -> dict[str, Any]:
    """Play the script over MCP: its calls as tool calls, a turn's closing text (or none) through ``end_turn``."""
    async with Client(build_server(suite, scenario.id)) as client:
        params = {t.name: list(t.input_schema.get("properties", {})) for t in (await client.list_tools()).tools}
        for steps in turns:
            reply = NO_CALL_TEXT  # what the scripted model says when its steps run out
            for step in steps:
                if isinstance(step, str):  # text ends the turn, as a reply without a call does
                    reply = step
                    break
                assert isinstance(step, list)  # the graded models' steps are text or call strings
                for text in step:
                    [call] = parse_prompt(str(text))
                    arguments = {**dict(zip(params.get(call.name, []), call.args)), **call.arguments}
                    await client.call_tool(call.name, arguments)
            await client.call_tool(END_TURN, {"reply": reply})
        text = (await client.read_resource(VERDICT)).contents[0].text  # type: ignore[union-attr]
        verdict: dict[str, Any] = json.loads(text)
        return verdict


def _of_mcp(suite: str, scenario: Scenario, turns: Turns) -> Outcome:
    verdict = asyncio.run(_play(suite, scenario, turns))
    return _outcome(verdict["passed"], verdict["error_class"], verdict["error_turn"], verdict["turns"])


def _bfcl(scenario: Scenario) -> Scenario:
    return scenario.model_copy(update={"profile": "bfcl"})


@cache
def _floats_cases() -> tuple[Scenario, ...]:
    """Base scenarios where ten-digit floats pass native and fail bfcl."""
    found = []
    for scenario in suite_scenarios("base"):
        turns = MODELS["floats"](scenario)
        if turns == MODELS["oracle"](scenario) or not _run(scenario, turns).passed:
            continue
        if not _run(_bfcl(scenario), MODELS["floats"](_bfcl(scenario))).passed:
            found.append(scenario)
            if len(found) == PICK:
                break
    return tuple(found)


@cache
def _asking_cases() -> tuple[Scenario, ...]:
    """miss_param scenarios where acting at the request fails native (a guessed value) and passes bfcl."""
    found = []
    for scenario in suite_scenarios("miss_param"):
        native = _run(scenario, MODELS["always_call"](scenario))
        if native.passed or native.error_class != "guessed_value":
            continue
        if _run(_bfcl(scenario), MODELS["always_call"](_bfcl(scenario))).passed:
            found.append(scenario)
            if len(found) == PICK:
                break
    return tuple(found)


def test_the_scenarios_show_where_the_profiles_disagree() -> None:
    assert len(_floats_cases()) == PICK and len(_asking_cases()) == PICK


@pytest.mark.parametrize("profile", ["native", "bfcl"])
@pytest.mark.parametrize("model", ["oracle", "floats", "always_call", "damaged@0.3"])
def test_the_mcp_verdict_is_the_runners(model: str, profile: str, tmp_path: Path) -> None:
    cases = [("base", s) for s in _floats_cases()] + [("miss_param", s) for s in _asking_cases()]
    if profile == "bfcl":
        path = tmp_path / "bfcl.jsonl"
        path.write_text("".join(_bfcl(s).model_dump_json() + "\n" for _, s in cases), encoding="utf-8")
        cases = [(str(path), _bfcl(s)) for _, s in cases]
    seen = []
    for suite, scenario in cases:
        turns = MODELS[model](scenario)
        expected = _of_run(_run(scenario, turns))
        assert _of_mcp(suite, scenario, turns) == expected, (scenario.id, model, profile)
        seen.append(expected[0])
    if model == "floats":  # within the tolerance natively, not as BFCL compares
        assert seen[:PICK] == [profile == "native"] * PICK
    if model == "always_call":  # acting where it should ask: native judges that turn, bfcl does not
        assert seen[PICK:] == [profile == "bfcl"] * PICK
