"""One episode's tools over MCP: ``toolsim mcp SUITE SCENARIO_ID`` (the ``mcp`` SDK, a core dependency).

A server plays episodes of one scenario, each from the scenario's initial configuration. Which
episode a request acts on is decided by the server, never by what a client sends:

- a **session the server issued** (streamable HTTP with the handshake protocol: the SDK answers
  ``initialize`` with a fresh ``Mcp-Session-Id`` and refuses ids it did not issue with 404) plays
  an episode of its own, made at its first use and freed when the session ends (``DELETE``, the
  idle timeout, the server's end). At most ``max_sessions`` sessions are open at once;
- every **session-less** request (stdio, an in-memory client, the session-less 2026 protocol over
  HTTP) acts on the server's one shared episode: start one server per rollout there. A
  session-less HTTP request that names a session (``Mcp-Session-Id``) is refused.

Served:

- **tools**: every function the scenario offers (held-out ones included, excluded ones not), with
  toolsim's schemas; a call runs in the episode as a model's call would (the same argument checks,
  the same result strings, ``isError`` for refused calls and tool errors).
- **resources**: ``toolsim://task`` (the user's messages, turn by turn), ``toolsim://state`` (the
  episode's current state, the projection the checker compares) and ``toolsim://verdict`` (the
  current state judged against the gold state at the end of the scenario: ``passed`` when the
  states are equal and every gold result string has been produced, with the diff and the missing
  results otherwise). Another URI is an ``invalid params`` error naming the known ones.
"""

from __future__ import annotations

import json
from typing import Any

import mcp.types as types
from mcp import MCPError
from mcp.server import Server
from mcp.server.connection import Connection
from mcp_types import INTERNAL_ERROR, INVALID_PARAMS, INVALID_REQUEST
from starlette.applications import Starlette

from sandbox.episode.calls import CallResult
from sandbox.episode.checker import missing_from
from sandbox.episode.config import build_toolbox, execute_strings
from sandbox.episode.diff import diff_states
from sandbox.episode.gold import gold_track
from sandbox.episode.parsing import parse_fc
from sandbox.episode.scenario import Scenario
from sandbox.episode.surface import surface
from sandbox.integrations.mcp_http import streamable_http_app
from sandbox.run.api import make_env
from sandbox.tools.errors import ParseError
from sandbox.tools.serialize import error_output

TASK, STATE, VERDICT = "toolsim://task", "toolsim://state", "toolsim://verdict"
#: Open sessions (each with its episode) at most, by default; and the idle seconds that end one.
MAX_SESSIONS, IDLE_TIMEOUT = 64, 600.0


class McpEpisode:
    """One session's episode: a toolbox at the scenario's initial configuration and what its calls gave."""

    def __init__(self, scenario: Scenario, offered: frozenset[str]) -> None:
        self.scenario, self.offered = scenario, offered
        self.toolbox = build_toolbox(scenario)
        self.outputs: list[str] = []

    def call(self, name: str, arguments: dict[str, Any] | None) -> CallResult | str:
        """Run one call; a call that does not parse gives the error text for the model."""
        try:
            [call] = parse_fc([{"function": {"name": name, "arguments": arguments or {}}}])
        except ParseError as err:
            return error_output(err.message, self.scenario.profile)
        result = self.toolbox.execute(call, self.offered)
        self.outputs.append(result.output)
        return result

    def state(self) -> dict[str, Any]:
        """The current projection of the episode's state."""
        return self.toolbox.current_projection()

    def verdict(self) -> dict[str, Any]:
        """The current state and results judged against the gold at the end of the scenario."""
        gold = gold_track(self.scenario, execute_strings)
        diff = [d.to_json() for d in diff_states(gold.turns[-1].state, self.state())]
        missing = missing_from([o for turn in gold.turns for o in turn.outputs], self.outputs)
        return {"passed": not diff and not missing, "state_ok": not diff, "response_ok": not missing,
                "calls": len(self.outputs), "diff": diff, "missing_outputs": missing}


def _issued_session(ctx: Any) -> Connection | None:
    """The connection of the server-issued session a request belongs to, or None when it has none.

    mcp 2.3's handler context does not expose its connection (the SDK's ``Context``, which does, is
    not what handlers receive yet); the request's session object holds it.
    """
    connection = getattr(getattr(ctx, "session", None), "_connection", None)
    return connection if isinstance(connection, Connection) and connection.session_id is not None else None


def _sent_session_id(ctx: Any) -> str | None:
    """The ``Mcp-Session-Id`` header an HTTP request carries (None over stdio or without it)."""
    headers = getattr(getattr(ctx, "request", None), "headers", None)
    return None if headers is None else headers.get("mcp-session-id")


class Episodes:
    """A server's live episodes: the shared one and one per open server-issued session.

    Args:
        scenario: The scenario every episode plays.
        offered: The functions a call may use.
        limit: Session episodes at most (the HTTP app also opens at most this many sessions).
    """

    def __init__(self, scenario: Scenario, offered: frozenset[str], limit: int = MAX_SESSIONS) -> None:
        if limit < 1:
            raise ValueError(f"the session limit must be at least 1 (got {limit})")
        self.scenario, self.offered, self.limit = scenario, offered, limit
        self.shared: McpEpisode | None = None
        self.sessions: dict[str, McpEpisode] = {}

    @property
    def live(self) -> int:
        """How many episodes are held now."""
        return len(self.sessions) + (self.shared is not None)

    def of(self, ctx: Any) -> McpEpisode:
        """The episode a request acts on (see the module docstring).

        Raises:
            MCPError: A session-less request names a session, or every session episode is in use.
        """
        connection = _issued_session(ctx)
        if connection is None:
            sent = _sent_session_id(ctx)
            if sent is not None:
                raise MCPError(INVALID_REQUEST, f"no session {sent[:64]!r} here: a request without a session "
                               "(protocol 2026-07-28) acts on the server's shared episode and names no session")
            if self.shared is None:
                self.shared = McpEpisode(self.scenario, self.offered)
            return self.shared
        key = str(connection.session_id)
        found = self.sessions.get(key)
        if found is None:
            if len(self.sessions) >= self.limit:
                raise MCPError(INTERNAL_ERROR, f"all {self.limit} session episodes are in use: end a session "
                               "(HTTP DELETE) or wait until an idle one expires")
            found = self.sessions[key] = McpEpisode(self.scenario, self.offered)
            connection.exit_stack.callback(self.sessions.pop, key, None)  # run when the session ends
        return found


def task_text(scenario: Scenario) -> str:
    """The user's messages of a scenario, turn by turn."""
    return "\n\n".join(f"Turn {i + 1}:\n{turn.text}" for i, turn in enumerate(scenario.turns) if turn.text)


class ScenarioServer:
    """An MCP server for one scenario of a suite, and the episodes it holds.

    Args:
        suite: A suite name or ``.jsonl`` path.
        scenario_id: The scenario to serve.
        max_sessions: Open HTTP sessions at most (each plays its own episode).

    Raises:
        RegistryError: An unknown suite, or no such scenario in it.
        ScenarioFileError: A malformed suite file.
        ValueError: ``max_sessions`` below 1.
    """

    def __init__(self, suite: str, scenario_id: str, max_sessions: int = MAX_SESSIONS) -> None:
        env = make_env(suite, scenario_id)
        scenario = env.scenario
        offered = scenario.offered(len(scenario.turns) - 1, env.names)
        self.episodes = Episodes(scenario, offered, max_sessions)
        shown = surface([env.specs[n] for n in offered], {})
        self.tools = [
            types.Tool(name=s["function"]["name"], description=s["function"].get("description", ""),
                       input_schema=s["function"].get("parameters") or {"type": "object", "properties": {}})
            for s in shown.schemas
        ]
        self.resources = [
            types.Resource(uri=TASK, name="task", description="the user's messages, turn by turn",
                           mime_type="text/plain"),
            types.Resource(uri=STATE, name="state", description="the episode's current state",
                           mime_type="application/json"),
            types.Resource(uri=VERDICT, name="verdict", mime_type="application/json",
                           description="the current state judged against the gold state at the end of the scenario"),
        ]
        self.scenario = scenario
        self.server: Server[Any] = Server(
            "toolsim", instructions=f"toolsim scenario {scenario.id} of suite {suite}: read {TASK}, then call the tools.",
            on_list_tools=self._list_tools, on_call_tool=self._call_tool, on_list_resources=self._list_resources,
            on_read_resource=self._read_resource,
        )

    def http_app(self, idle_timeout: float = IDLE_TIMEOUT) -> Starlette:
        """The streamable HTTP app (path ``/mcp``, for 127.0.0.1): sessions bounded and ended when idle."""
        return streamable_http_app(self.server, self.episodes.limit, idle_timeout)

    async def _list_tools(self, ctx: Any, params: types.PaginatedRequestParams | None) -> types.ListToolsResult:
        return types.ListToolsResult(tools=self.tools)

    async def _call_tool(self, ctx: Any, params: types.CallToolRequestParams) -> types.CallToolResult:
        result = self.episodes.of(ctx).call(params.name, params.arguments)
        if isinstance(result, str):
            return types.CallToolResult(content=[types.TextContent(type="text", text=result)], is_error=True)
        return types.CallToolResult(content=[types.TextContent(type="text", text=result.output)],
                                    is_error=result.status != "ok")

    async def _list_resources(self, ctx: Any, params: types.PaginatedRequestParams | None) -> types.ListResourcesResult:
        return types.ListResourcesResult(resources=self.resources)

    async def _read_resource(self, ctx: Any, params: types.ReadResourceRequestParams) -> types.ReadResourceResult:
        uri = str(params.uri)
        if uri == TASK:
            text, mime = task_text(self.scenario), "text/plain"
        elif uri in (STATE, VERDICT):
            current = self.episodes.of(ctx)
            text, mime = json.dumps(current.state() if uri == STATE else current.verdict(), indent=1), "application/json"
        else:
            raise MCPError(INVALID_PARAMS, f"unknown resource {uri[:200]!r}; known: {TASK}, {STATE}, {VERDICT}",
                           data={"uri": uri[:200]})
        return types.ReadResourceResult(contents=[types.TextResourceContents(uri=uri, mime_type=mime, text=text)])


def build_server(suite: str, scenario_id: str) -> Server[Any]:
    """The MCP server of one scenario (see :class:`ScenarioServer`), for stdio or an in-memory client.

    Raises:
        RegistryError: An unknown suite, or no such scenario in it.
        ScenarioFileError: A malformed suite file.
    """
    return ScenarioServer(suite, scenario_id).server
