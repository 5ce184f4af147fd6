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

An episode is the step API's (:class:`~sandbox.episode.env.EpisodeEnv`), the turn loop
``toolsim run`` drives, so it is judged as ``toolsim run`` judges the same replies, in the
scenario's profile (``native``: :mod:`sandbox.judge.native`; ``bfcl``: BFCL's checker). Each
tool call is a reply holding that one call (one step of the turn's step limit), and
:data:`END_TURN` is a reply without a call: it ends the turn, which is judged then.

Served:

- **tools**: every function the scenario offers (held-out ones included, excluded ones not; a
  held-out one is refused before its turn, as in a run), with toolsim's schemas; a call runs in
  the episode as a model's call would (the same argument checks, the same result strings,
  ``isError`` for refused calls and tool errors). And ``end_turn(reply)``: the model's answer to
  the user (a native turn's facts may be told in it); its result is the next turn's user message,
  or that the scenario is over.
- **resources**: ``toolsim://task`` (the user's messages so far, turn by turn),
  ``toolsim://state`` (the episode's current state, the projection the checker compares) and
  ``toolsim://verdict`` (the episode's verdict: reading it ends a running episode, the current
  turn and every later one ending as a reply without a call ends them; then ``passed``, the
  error class and turn, each turn's verdict, and the first failed turn's diff and missing
  results). Another URI is an ``invalid params`` error naming the known ones.
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

from sandbox.episode.env import EpisodeEnv
from sandbox.episode.scenario import Scenario
from sandbox.episode.surface import surface
from sandbox.episode.trajectory import ParsedEvent, ResultEvent
from sandbox.integrations.mcp_http import streamable_http_app
from sandbox.run.api import make_env

TASK, STATE, VERDICT = "toolsim://task", "toolsim://state", "toolsim://verdict"
#: The tool that ends a turn: the model's reply to the user, without a call.
END_TURN = "end_turn"
OVER = f"the scenario is over: read {VERDICT}"
#: Open sessions (each with its episode) at most, by default; and the idle seconds that end one.
MAX_SESSIONS, IDLE_TIMEOUT = 64, 600.0


class McpEpisode:
    """One session's episode: the step API's episode of the scenario, played one MCP request at a time.

    Each tool call is a reply holding that one call; :data:`END_TURN` is a reply without a call,
    which ends the turn; the turns are judged as ``toolsim run`` judges them
    (:class:`~sandbox.episode.env.EpisodeEnv`, the scenario's profile).
    """

    def __init__(self, scenario: Scenario, suite: str) -> None:
        self.env = EpisodeEnv(scenario, suite=suite, model="mcp")
        self.env.reset()
        self.calls = 0

    @property
    def scenario(self) -> Scenario:
        """The scenario played."""
        return self.env.scenario

    def call(self, name: str, arguments: dict[str, Any] | None) -> tuple[str, bool]:
        """Run one call; the text for the client and whether it is an error.

        A call that does not parse ends the turn, as a reply that does not parse does; after the
        turn ends the text goes on with what the user says next.
        """
        if self.env.done:
            return OVER, True
        mark = len(self.env.events)
        action = {"tool_calls": [{"id": f"mcp_{self.calls}", "type": "function",
                                  "function": {"name": name, "arguments": arguments or {}}}]}
        observation, _, _, _, info = self.env.step(action)
        self.calls += 1
        new = self.env.events[mark:]
        results = [e.result for e in new if isinstance(e, ResultEvent)]
        said = [m["content"] for m in observation["messages"] if m["role"] == "tool"]
        if results:
            text, error = said[0] if said else results[0].output, results[0].status != "ok"
        else:
            problem = next((e.parse_error for e in new if isinstance(e, ParsedEvent) and e.parse_error), "")
            text, error = f"the call does not parse: {problem}", True
        return (f"{text}\n\n{self._next(observation)}" if info["turn_ended"] else text), error

    def end_turn(self, reply: str) -> tuple[str, bool]:
        """Say ``reply`` to the user without a call, ending the turn: what the user says next, and if it is an error."""
        if self.env.done:
            return OVER, True
        observation, _, _, _, info = self.env.step({"content": reply})
        return (self._next(observation) if info["turn_ended"] else _user_text(observation)), False

    def _next(self, observation: dict[str, Any]) -> str:
        """What a client reads once a turn ended: the next user message, or that the scenario is over."""
        if self.env.done:
            return f"The scenario is over: read {VERDICT}."
        return f"The turn ended. Turn {self.env.turn + 1}, the user says:\n{_user_text(observation)}"

    @property
    def outputs(self) -> list[str]:
        """Every result string the episode's calls gave, in order."""
        return self.env.outputs

    def state(self) -> dict[str, Any]:
        """The current projection of the episode's state."""
        return self.env.state()

    def verdict(self) -> dict[str, Any]:
        """The episode's verdict; a running episode ends first, each turn left as a reply without a call ends it."""
        while not self.env.done:
            self.env.step({"content": ""})
        result = self.env.result
        if result is None:  # pragma: no cover - the loop above runs until there is one
            raise RuntimeError("the episode did not end")
        first = next((v for v in result.turns if v.passed is False), None)
        return {"passed": result.passed, "error_class": result.error_class, "error_turn": result.error_turn,
                "turn_accuracy": result.turn_accuracy, "calls": self.calls,
                "diff": first.diff if first else [], "missing_outputs": first.missing_outputs if first else [],
                "turns": [v.model_dump(mode="json") for v in result.turns]}

    def task(self) -> str:
        """The user's messages up to the current turn, turn by turn."""
        return task_text(self.scenario, self.env.turn + 1)


def _user_text(observation: dict[str, Any]) -> str:
    return "\n".join(str(m["content"]) for m in observation["messages"] if m["role"] == "user")


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
        suite: The suite it is from (recorded in the episode's result).
        limit: Session episodes at most (the HTTP app also opens at most this many sessions).
    """

    def __init__(self, scenario: Scenario, suite: str, limit: int = MAX_SESSIONS) -> None:
        if limit < 1:
            raise ValueError(f"the session limit must be at least 1 (got {limit})")
        self.scenario, self.suite, self.limit = scenario, suite, limit
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
                self.shared = McpEpisode(self.scenario, self.suite)
            return self.shared
        key = str(connection.session_id)
        found = self.sessions.get(key)
        if found is None:
            if len(self.sessions) >= self.limit:
                raise MCPError(INTERNAL_ERROR, f"all {self.limit} session episodes are in use: end a session "
                               "(HTTP DELETE) or wait until an idle one expires")
            found = self.sessions[key] = McpEpisode(self.scenario, self.suite)
            connection.exit_stack.callback(self.sessions.pop, key, None)  # run when the session ends
        return found


def task_text(scenario: Scenario, turns: int | None = None) -> str:
    """The user's messages of a scenario's first ``turns`` turns (all by default), turn by turn."""
    return "\n\n".join(f"Turn {i + 1}:\n{turn.text}" for i, turn in enumerate(scenario.turns[:turns]) if turn.text)


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
        if END_TURN in env.names:
            raise ValueError(f"scenario {scenario_id!r} has a function named {END_TURN!r}, the MCP server's own tool")
        self.episodes = Episodes(scenario, suite, max_sessions)
        shown = surface([env.specs[n] for n in offered], {})
        self.tools = [
            types.Tool(name=s["function"]["name"], description=s["function"].get("description", ""),
                       input_schema=s["function"].get("parameters") or {"type": "object", "properties": {}})
            for s in shown.schemas
        ]
        self.tools.append(types.Tool(
            name=END_TURN, description="Answer the user without calling a function, which ends the turn; the result "
            "is what the user says next (or that the scenario is over).",
            input_schema={"type": "object", "properties": {"reply": {
                "type": "string", "description": "What you tell the user (facts the user asked for go here)."}}}))
        self.resources = [
            types.Resource(uri=TASK, name="task", description="the user's messages so far, turn by turn",
                           mime_type="text/plain"),
            types.Resource(uri=STATE, name="state", description="the episode's current state",
                           mime_type="application/json"),
            types.Resource(uri=VERDICT, name="verdict", mime_type="application/json",
                           description="the episode's verdict, as toolsim run gives it (reading it ends the episode)"),
        ]
        self.scenario = scenario
        self.server: Server[Any] = Server(
            "toolsim", instructions=f"toolsim scenario {scenario.id} of suite {suite}: read {TASK}, call the tools, and "
            f"end each turn with {END_TURN}.",
            on_list_tools=self._list_tools, on_call_tool=self._call_tool, on_list_resources=self._list_resources,
            on_read_resource=self._read_resource,
        )

    def http_app(self, idle_timeout: float = IDLE_TIMEOUT) -> Starlette:
        """The streamable HTTP app (path ``/mcp``, for 127.0.0.1): sessions bounded and ended when idle."""
        return streamable_http_app(self.server, self.episodes.limit, idle_timeout)

    async def _list_tools(self, ctx: Any, params: types.PaginatedRequestParams | None) -> types.ListToolsResult:
        return types.ListToolsResult(tools=self.tools)

    async def _call_tool(self, ctx: Any, params: types.CallToolRequestParams) -> types.CallToolResult:
        episode = self.episodes.of(ctx)
        if params.name == END_TURN:
            reply = (params.arguments or {}).get("reply", "")
            text, error = episode.end_turn(reply if isinstance(reply, str) else json.dumps(reply))
        else:
            text, error = episode.call(params.name, params.arguments)
        return types.CallToolResult(content=[types.TextContent(type="text", text=text)], is_error=error)

    async def _list_resources(self, ctx: Any, params: types.PaginatedRequestParams | None) -> types.ListResourcesResult:
        return types.ListResourcesResult(resources=self.resources)

    async def _read_resource(self, ctx: Any, params: types.ReadResourceRequestParams) -> types.ReadResourceResult:
        uri = str(params.uri)
        if uri == TASK:
            text, mime = self.episodes.of(ctx).task(), "text/plain"
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
