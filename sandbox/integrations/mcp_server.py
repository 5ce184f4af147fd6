"""One episode's tools over MCP: ``toolsim mcp SUITE SCENARIO_ID`` (the ``mcp`` SDK, a core dependency).

A server plays one episode, from the scenario's initial configuration: over stdio that is the one
client's session. Over streamable HTTP, each session (``Mcp-Session-Id``, as handshake-era clients
keep one) gets an episode of its own; requests of the session-less 2026 protocol share the
server's episode, so start one server per rollout there. Served:

- **tools**: every function the scenario offers (held-out ones included, excluded ones not), with
  toolsim's schemas; a call runs in the episode as a model's call would (the same argument checks,
  the same result strings, ``isError`` for refused calls and tool errors).
- **resources**: ``toolsim://task`` (the user's messages, turn by turn), ``toolsim://state`` (the
  episode's current state, the projection the checker compares) and ``toolsim://verdict`` (the
  current state judged against the gold state at the end of the scenario: ``passed`` when the
  states are equal and every gold result string has been produced, with the diff and the missing
  results otherwise).
"""

from __future__ import annotations

import json
from typing import Any

import mcp.types as types
from mcp.server import Server

from sandbox.episode.calls import CallResult
from sandbox.episode.checker import missing_from
from sandbox.episode.config import build_toolbox, execute_strings
from sandbox.episode.diff import diff_states
from sandbox.episode.gold import gold_track
from sandbox.episode.parsing import parse_fc
from sandbox.episode.scenario import Scenario
from sandbox.episode.surface import surface
from sandbox.run.api import make_env
from sandbox.tools.errors import ParseError
from sandbox.tools.serialize import error_output

TASK, STATE, VERDICT = "toolsim://task", "toolsim://state", "toolsim://verdict"


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


def task_text(scenario: Scenario) -> str:
    """The user's messages of a scenario, turn by turn."""
    return "\n\n".join(f"Turn {i + 1}:\n{turn.text}" for i, turn in enumerate(scenario.turns) if turn.text)


def build_server(suite: str, scenario_id: str) -> Server[Any]:
    """An MCP server for one scenario of a suite (each session plays its own episode).

    Raises:
        RegistryError: An unknown suite, or no such scenario in it.
        ScenarioFileError: A malformed suite file.
    """
    env = make_env(suite, scenario_id)
    scenario = env.scenario
    offered = scenario.offered(len(scenario.turns) - 1, env.names)
    shown = surface([env.specs[n] for n in offered], {})
    tools = [
        types.Tool(name=s["function"]["name"], description=s["function"].get("description", ""),
                   input_schema=s["function"].get("parameters") or {"type": "object", "properties": {}})
        for s in shown.schemas
    ]
    episodes: dict[str, McpEpisode] = {}

    def episode(ctx: Any) -> McpEpisode:
        headers = getattr(getattr(ctx, "request", None), "headers", None) or {}
        key = str(headers.get("mcp-session-id", ""))  # an HTTP session's; else the server's one episode
        found = episodes.get(key)
        if found is None:
            found = episodes[key] = McpEpisode(scenario, offered)
        return found

    async def list_tools(ctx: Any, params: types.PaginatedRequestParams | None) -> types.ListToolsResult:
        return types.ListToolsResult(tools=tools)

    async def call_tool(ctx: Any, params: types.CallToolRequestParams) -> types.CallToolResult:
        result = episode(ctx).call(params.name, params.arguments)
        if isinstance(result, str):
            return types.CallToolResult(content=[types.TextContent(type="text", text=result)], is_error=True)
        return types.CallToolResult(content=[types.TextContent(type="text", text=result.output)],
                                    is_error=result.status != "ok")

    resources = [
        types.Resource(uri=TASK, name="task", description="the user's messages, turn by turn", mime_type="text/plain"),
        types.Resource(uri=STATE, name="state", description="the episode's current state", mime_type="application/json"),
        types.Resource(uri=VERDICT, name="verdict", mime_type="application/json",
                       description="the current state judged against the gold state at the end of the scenario"),
    ]

    async def list_resources(ctx: Any, params: types.PaginatedRequestParams | None) -> types.ListResourcesResult:
        return types.ListResourcesResult(resources=resources)

    async def read_resource(ctx: Any, params: types.ReadResourceRequestParams) -> types.ReadResourceResult:
        uri = str(params.uri)
        if uri == TASK:
            text, mime = task_text(scenario), "text/plain"
        elif uri in (STATE, VERDICT):
            current = episode(ctx)
            text, mime = json.dumps(current.state() if uri == STATE else current.verdict(), indent=1), "application/json"
        else:
            raise ValueError(f"unknown resource {uri!r}; known: {TASK}, {STATE}, {VERDICT}")
        return types.ReadResourceResult(contents=[types.TextResourceContents(uri=uri, mime_type=mime, text=text)])

    return Server(
        "toolsim", instructions=f"toolsim scenario {scenario.id} of suite {suite}: read {TASK}, then call the tools.",
        on_list_tools=list_tools, on_call_tool=call_tool, on_list_resources=list_resources,
        on_read_resource=read_resource,
    )
