"""``toolsim mcp SUITE SCENARIO_ID``: serve one episode's tools over MCP (stdio, or HTTP with ``--port``)."""

from __future__ import annotations

import argparse
import sys


def configure(parser: argparse.ArgumentParser) -> None:
    """Add this command's options."""
    parser.add_argument("suite", help="a suite name (as 'toolsim suites' lists them) or a .jsonl path")
    parser.add_argument("scenario_id", metavar="SCENARIO_ID", help="the scenario whose tools to serve")
    parser.add_argument("--port", type=int, default=None,
                        help="serve streamable HTTP on 127.0.0.1:PORT/mcp instead of stdio")


def main(args: argparse.Namespace) -> int:
    """Serve until the client disconnects (stdio) or the process is stopped (HTTP)."""
    import anyio

    from sandbox.commands.common import fail
    from sandbox.integrations.mcp_server import build_server
    from sandbox.tools.errors import RegistryError, ScenarioFileError

    if args.port is not None and not 0 < args.port < 65536:
        return fail(f"--port {args.port}: not a TCP port (1-65535)")
    try:
        server = build_server(args.suite, args.scenario_id)
    except (RegistryError, ScenarioFileError) as err:
        return fail(str(err))
    if args.port is None:
        from mcp.server.stdio import stdio_server

        async def serve() -> None:
            async with stdio_server() as (read, write):
                await server.run(read, write, server.create_initialization_options())

        anyio.run(serve)
        return 0
    import uvicorn

    print(f"toolsim: serving {args.scenario_id} on http://127.0.0.1:{args.port}/mcp", file=sys.stderr)
    uvicorn.run(server.streamable_http_app(host="127.0.0.1"), host="127.0.0.1", port=args.port, log_level="warning")
    return 0
