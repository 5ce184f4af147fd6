"""``toolsim mcp``: the SDK's client lists the tools, calls them, reads the state and the verdict."""

from __future__ import annotations

import asyncio
import json
import socket
import subprocess
import sys
from typing import Any

import pytest
from mcp import Client, StdioServerParameters
from mcp.client.stdio import stdio_client

from sandbox.commands.cli import main
from sandbox.episode.scenario import Scenario
from sandbox.integrations.mcp_server import END_TURN, STATE, TASK, VERDICT, build_server
from sandbox.run.api import suite_scenarios
from tests.gold_words import gold_reply

SCENARIO = suite_scenarios("base")[0]
TOOLSIM = [sys.executable, "-m", "sandbox"]


async def _read(client: Client, uri: str) -> Any:
    text = (await client.read_resource(uri)).contents[0].text  # type: ignore[union-attr]
    return text if uri == TASK else json.loads(text)


async def _play_gold(client: Client, scenario: Scenario) -> None:
    """Each turn's gold calls, then ``end_turn``, whose result is the next user message."""
    for index, turn in enumerate(scenario.turns):
        for call in turn.calls():
            result = await client.call_tool(call.name, call.arguments)
            assert not result.is_error or turn.expected_errors
        ended = await client.call_tool(END_TURN, {"reply": gold_reply(scenario, index)})
        said = ended.content[0].text  # type: ignore[union-attr]
        assert not ended.is_error
        assert (scenario.turns[index + 1].text in said) if index + 1 < len(scenario.turns) else VERDICT in said


def test_gold_calls_pass_and_no_calls_fail() -> None:
    async def go() -> None:
        async with Client(build_server("base", SCENARIO.id)) as client:
            names = {t.name for t in (await client.list_tools()).tools}
            assert {c.name for t in SCENARIO.turns for c in t.calls()} | {END_TURN} <= names
            task = await _read(client, TASK)
            assert SCENARIO.turns[0].text in task and SCENARIO.turns[1].text not in task  # the turns so far
            before = await _read(client, STATE)
            await _play_gold(client, SCENARIO)
            assert SCENARIO.turns[-1].text in await _read(client, TASK)
            assert await _read(client, STATE) != before
            done = await _read(client, VERDICT)
            assert done["passed"] and done["diff"] == [] and done["missing_outputs"] == []
            assert [t["passed"] for t in done["turns"]] == [True] * len(SCENARIO.turns)
            over = await client.call_tool("ls", {})
            assert over.is_error and VERDICT in over.content[0].text  # type: ignore[union-attr]
        async with Client(build_server("base", SCENARIO.id)) as client:
            untouched = await _read(client, VERDICT)  # reading it ends the episode: no turn did anything
            assert not untouched["passed"] and untouched["diff"] and untouched["calls"] == 0
            assert untouched["error_turn"] == 0 and untouched == await _read(client, VERDICT)

    asyncio.run(go())


def test_bad_calls_are_errors_for_the_model_and_change_nothing() -> None:
    async def go() -> None:
        async with Client(build_server("base", SCENARIO.id)) as client:
            before = await _read(client, STATE)
            unknown = await client.call_tool("format_disk", {})
            bad_argument = await client.call_tool("cd", {"folder": "reports", "speed": 3})
            assert unknown.is_error and "format_disk" in unknown.content[0].text  # type: ignore[union-attr]
            assert bad_argument.is_error and "speed" in bad_argument.content[0].text  # type: ignore[union-attr]
            assert await _read(client, STATE) == before

    asyncio.run(go())


def test_the_command_serves_over_stdio() -> None:
    async def go() -> None:
        params = StdioServerParameters(command=TOOLSIM[0], args=[*TOOLSIM[1:], "mcp", "base", SCENARIO.id])
        # mcp 2.3's client launches the command itself; mcp 2.0's (verifiers pins it) takes the transport
        async with Client(stdio_client(params)) as client:
            await _play_gold(client, SCENARIO)
            assert (await _read(client, VERDICT))["passed"]

    asyncio.run(go())


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


@pytest.mark.slow
def test_the_command_serves_http_sessions_each_with_its_own_episode() -> None:
    port = _free_port()
    server = subprocess.Popen([*TOOLSIM, "mcp", "base", SCENARIO.id, "--port", str(port)],
                              stderr=subprocess.DEVNULL)

    async def go() -> None:
        for _ in range(100):
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                await asyncio.sleep(0.1)
        url = f"http://127.0.0.1:{port}/mcp"
        async with Client(url, mode="legacy") as first, Client(url, mode="legacy") as second:
            await _play_gold(first, SCENARIO)
            assert (await _read(first, VERDICT))["passed"]
            assert not (await _read(second, VERDICT))["passed"]

    try:
        asyncio.run(go())
    finally:
        server.terminate()
        server.wait(timeout=10)


def test_unknown_scenarios_and_ports_are_one_line_errors(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["mcp", "base", "nope"]) == 2
    assert "no scenario 'nope'" in capsys.readouterr().err
    for option, value, says in [("--port", "70000", "a whole number from 1 to 65535"),
                                ("--max-sessions", "0", "a whole number of at least 1"),
                                ("--idle-timeout", "nan", "a finite number, above 0"),
                                ("--idle-timeout", "-1", "a finite number, above 0")]:
        with pytest.raises(SystemExit) as stop:
            main(["mcp", "base", SCENARIO.id, option, value])
        err = capsys.readouterr().err.splitlines()
        assert stop.value.code == 2 and len(err) == 1
        assert f"argument {option}: must be {says}, not '{value}'" in err[0]
