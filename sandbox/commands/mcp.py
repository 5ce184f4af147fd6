"""``toolsim mcp SUITE SCENARIO_ID``: serve one episode's tools over MCP (stdio, or HTTP with ``--port``)."""

from __future__ import annotations

import argparse
import sys

from sandbox.commands import argtypes

#: The defaults of sandbox.integrations.mcp_server (repeated: the command imports the SDK only when it runs).
MAX_SESSIONS, IDLE_TIMEOUT = 64, 600.0


def configure(parser: argparse.ArgumentParser) -> None:
    """Add this command's options."""
    parser.add_argument("suite", help="a suite name (as 'toolsim suites' lists them) or a .jsonl path")
    parser.add_argument("scenario_id", metavar="SCENARIO_ID", help="the scenario whose tools to serve")
    parser.add_argument("--port", type=argtypes.port, default=None,
                        help="serve streamable HTTP on 127.0.0.1:PORT/mcp instead of stdio")
    parser.add_argument("--max-sessions", type=argtypes.positive, default=MAX_SESSIONS, metavar="N",
                        help=f"HTTP: open sessions at most, each with its own episode (default {MAX_SESSIONS})")
    parser.add_argument("--idle-timeout", type=argtypes.Number(0, low_open=True), default=IDLE_TIMEOUT,
                        metavar="SECONDS",
                        help=f"HTTP: end a session (and free its episode) after this long without a request "
                             f"(default {IDLE_TIMEOUT:g})")


def main(args: argparse.Namespace) -> int:
    """Serve until the client disconnects (stdio) or the process is stopped (HTTP)."""
    import anyio

    from sandbox.commands.common import fail
    from sandbox.integrations.mcp_server import ScenarioServer
    from sandbox.tools.errors import RegistryError, ScenarioFileError

    try:
        served = ScenarioServer(args.suite, args.scenario_id, max_sessions=args.max_sessions)
    except (RegistryError, ScenarioFileError) as err:
        return fail(str(err))
    server = served.server
    if args.port is None:
        from mcp.server.stdio import stdio_server

        async def serve() -> None:
            async with stdio_server() as (read, write):
                await server.run(read, write, server.create_initialization_options())

        anyio.run(serve)
        return 0
    import uvicorn

    print(f"toolsim: serving {args.scenario_id} on http://127.0.0.1:{args.port}/mcp (at most {args.max_sessions} "
          f"sessions, each ended after {args.idle_timeout:g} s idle)", file=sys.stderr)
    uvicorn.run(served.http_app(args.idle_timeout), host="127.0.0.1", port=args.port, log_level="warning")
    return 0
