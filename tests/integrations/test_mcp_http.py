"""``toolsim mcp --port``: episodes belong to server-issued sessions, are bounded and freed when a session ends.

The server runs in-process on loopback (uvicorn in a thread) so the tests can count its live episodes; the
clients are the ``mcp`` SDK's and raw HTTP requests.
"""

from __future__ import annotations

import asyncio
import json
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import httpx
import pytest
import uvicorn
from mcp import Client, MCPError
from mcp_types import INVALID_PARAMS, INVALID_REQUEST

from sandbox.commands import mcp as mcp_command
from sandbox.integrations import mcp_server
from sandbox.integrations.mcp_server import END_TURN, STATE, VERDICT, ScenarioServer
from sandbox.run.api import suite_scenarios
from tests.gold_words import gold_reply

SCENARIO = suite_scenarios("base")[0]
MODERN = "2026-07-28"
META = {"io.modelcontextprotocol/protocolVersion": MODERN,
        "io.modelcontextprotocol/clientInfo": {"name": "raw", "version": "1"},
        "io.modelcontextprotocol/clientCapabilities": {}}
ACCEPT = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}


@contextmanager
def serving(max_sessions: int = 4, idle_timeout: float = 600.0,
            sdk_limits: bool = False) -> Iterator[tuple[ScenarioServer, str]]:
    """A server of the base suite's first scenario on a free loopback port, and its URL.

    ``sdk_limits``: mount the SDK's app with its own session limits instead of toolsim's.
    """
    served = ScenarioServer("base", SCENARIO.id, max_sessions=max_sessions)
    app = served.server.streamable_http_app(host="127.0.0.1") if sdk_limits else served.http_app(idle_timeout)
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="error", lifespan="on"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started:
        assert time.monotonic() < deadline and thread.is_alive(), "the server did not start"
        time.sleep(0.02)
    try:
        yield served, f"http://127.0.0.1:{port}/mcp"
    finally:
        server.should_exit = True
        thread.join(timeout=20)


def modern(client: httpx.Client, url: str, method: str, params: dict[str, Any], *, name: str | None = None,
           session: str | None = None) -> dict[str, Any]:
    """One session-less (2026 protocol) JSON-RPC request; its JSON-RPC answer."""
    headers = {**ACCEPT, "MCP-Protocol-Version": MODERN, "Mcp-Method": method}
    if name is not None:
        headers["Mcp-Name"] = name
    if session is not None:
        headers["Mcp-Session-Id"] = session
    answer = client.post(url, headers=headers, json={"jsonrpc": "2.0", "id": 1, "method": method,
                                                      "params": {**params, "_meta": META}})
    body: dict[str, Any] = answer.json()
    return body


def open_session(client: httpx.Client, url: str) -> str:
    """A handshake-era session opened with raw requests; its server-issued id."""
    answer = client.post(url, headers=ACCEPT, json={
        "jsonrpc": "2.0", "id": 0, "method": "initialize",
        "params": {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "raw", "version": "1"}}})
    assert answer.status_code == 200, answer.text
    session = answer.headers["mcp-session-id"]
    done = client.post(url, headers={**ACCEPT, "Mcp-Session-Id": session, "MCP-Protocol-Version": "2025-11-25"},
                       json={"jsonrpc": "2.0", "method": "notifications/initialized"})
    assert done.status_code == 202, done.text
    return session


def session_call(client: httpx.Client, url: str, session: str, name: str, arguments: dict[str, Any]) -> httpx.Response:
    """A tool call in a handshake-era session (the raw HTTP answer)."""
    return client.post(url, headers={**ACCEPT, "Mcp-Session-Id": session, "MCP-Protocol-Version": "2025-11-25"},
                       json={"jsonrpc": "2.0", "id": 1, "method": "tools/call",
                             "params": {"name": name, "arguments": arguments}})


def wait_until(done: Any, seconds: float = 10) -> bool:
    """Whether ``done()`` holds within ``seconds`` (a session's episode is freed as its server task ends)."""
    deadline = time.monotonic() + seconds
    while not done() and time.monotonic() < deadline:
        time.sleep(0.05)
    return bool(done())


def first_gold_call() -> tuple[str, dict[str, Any]]:
    call = next(c for turn in SCENARIO.turns for c in turn.calls())
    return call.name, call.arguments


async def _verdict(client: Client) -> dict[str, Any]:
    contents = (await client.read_resource(VERDICT)).contents[0]
    verdict: dict[str, Any] = json.loads(contents.text)  # type: ignore[union-attr]
    return verdict


@pytest.mark.slow
def test_sdk_sessions_play_their_own_episodes_and_free_them_on_delete() -> None:
    async def go(url: str, served: ScenarioServer) -> None:
        async with Client(url, mode="legacy") as first, Client(url, mode="legacy") as second:
            for index, turn in enumerate(SCENARIO.turns):
                for call in turn.calls():
                    await first.call_tool(call.name, call.arguments)
                await first.call_tool(END_TURN, {"reply": gold_reply(SCENARIO, index)})
            assert (await _verdict(first))["passed"]
            assert not (await _verdict(second))["passed"]
            assert len(served.episodes.sessions) == 2
        for _ in range(200):  # the DELETE each client sends on exit ends its session
            if not served.episodes.sessions:
                break
            await asyncio.sleep(0.05)
        assert served.episodes.live == 0

    with serving() as (served, url):
        asyncio.run(go(url, served))


@pytest.mark.slow
def test_made_up_session_ids_are_refused_and_make_no_episodes() -> None:
    name, arguments = first_gold_call()
    with serving() as (served, url), httpx.Client(timeout=30) as client:
        session = open_session(client, url)
        assert session_call(client, url, session, name, arguments).status_code == 200
        before = served.episodes.sessions[session].outputs[:]
        # a session-less request naming the real session must not act on its episode
        stolen = modern(client, url, "tools/call", {"name": name, "arguments": arguments}, name=name, session=session)
        assert stolen["error"]["code"] == INVALID_REQUEST and "no session" in stolen["error"]["message"]
        peeked = modern(client, url, "resources/read", {"uri": STATE}, name=STATE, session=session)
        assert peeked["error"]["code"] == INVALID_REQUEST
        for i in range(150):
            made_up = f"{i:032x}"
            assert "error" in modern(client, url, "tools/call", {"name": "ls", "arguments": {}}, name="ls",
                                     session=made_up)
            assert session_call(client, url, made_up, "ls", {}).status_code == 404  # the SDK's: not issued here
        assert served.episodes.sessions[session].outputs == before
        assert list(served.episodes.sessions) == [session] and served.episodes.shared is None
        # without a session id a session-less request plays the shared episode
        shared = modern(client, url, "tools/call", {"name": name, "arguments": arguments}, name=name)
        assert "result" in shared and served.episodes.live == 2
        assert client.delete(url, headers={"Mcp-Session-Id": session}).status_code == 200
        assert wait_until(lambda: not served.episodes.sessions)


@pytest.mark.slow
def test_sessions_are_bounded_and_idle_ones_are_freed() -> None:
    with serving(max_sessions=2, idle_timeout=0.5) as (served, url), httpx.Client(timeout=30) as client:
        sessions = [open_session(client, url) for _ in range(2)]
        for session in sessions:
            assert session_call(client, url, session, "ls", {}).status_code == 200
        assert len(served.episodes.sessions) == 2
        full = client.post(url, headers=ACCEPT, json={
            "jsonrpc": "2.0", "id": 0, "method": "initialize",
            "params": {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "raw", "version": "1"}}})
        assert full.status_code == 503 and "Too many open sessions" in full.text
        assert wait_until(lambda: served.episodes.live == 0)
        assert session_call(client, url, sessions[0], "ls", {}).status_code == 404
        open_session(client, url)  # room again


@pytest.mark.slow
def test_the_episode_limit_holds_when_the_app_admits_more_sessions() -> None:
    with serving(max_sessions=1, sdk_limits=True) as (_, url), httpx.Client(timeout=30) as client:
        first, second = open_session(client, url), open_session(client, url)  # the SDK admits 10 000
        assert "error" not in session_call(client, url, first, "ls", {}).text
        refused = session_call(client, url, second, "ls", {})
        assert "all 1 session episodes are in use" in refused.text


def test_an_unknown_resource_is_an_invalid_params_error() -> None:
    async def go() -> None:
        async with Client(ScenarioServer("base", SCENARIO.id).server) as client:
            with pytest.raises(MCPError) as raised:
                await client.read_resource("toolsim://nope")
            assert raised.value.error.code == INVALID_PARAMS
            assert "unknown resource 'toolsim://nope'" in raised.value.error.message

    asyncio.run(go())


@pytest.mark.slow
def test_an_unknown_resource_over_http_names_the_known_ones() -> None:
    with serving() as (_, url), httpx.Client(timeout=30) as client:
        answer = modern(client, url, "resources/read", {"uri": "toolsim://nope"}, name="toolsim://nope")
        assert answer["error"]["code"] == INVALID_PARAMS and VERDICT in answer["error"]["message"]


def test_limits_are_validated_and_the_defaults_agree() -> None:
    assert (mcp_command.MAX_SESSIONS, mcp_command.IDLE_TIMEOUT) == (mcp_server.MAX_SESSIONS, mcp_server.IDLE_TIMEOUT)
    with pytest.raises(ValueError, match="at least 1"):
        ScenarioServer("base", SCENARIO.id, max_sessions=0)
