"""The MCP server's streamable HTTP app with its session limits, on every ``mcp`` 2.x release toolsim supports.

mcp 2.3 bounds a session manager's open sessions and ends idle ones itself (``streamable_http_app``'s
``max_sessions`` and ``session_idle_timeout``). mcp 2.0, which verifiers 0.4 pins, has the idle
timeout on its session manager only and no session limit: there the limit is a middleware in
front of the app that answers a request opening one more session (a POST without
``Mcp-Session-Id`` in the handshake protocol: the session-less 2026 protocol, routed by its
``MCP-Protocol-Version`` header, opens none) with the same HTTP 503 "Too many open sessions"
JSON-RPC error mcp 2.3 sends, while as many sessions are open.
"""

from __future__ import annotations

import inspect
import json
from typing import Any

from mcp.server import Server
from mcp_types.version import HANDSHAKE_PROTOCOL_VERSIONS
from starlette.applications import Starlette
from starlette.types import ASGIApp, Receive, Scope, Send

#: The JSON-RPC code of the refusal (the SDK's INTERNAL_ERROR, as mcp 2.3 sends it).
_INTERNAL_ERROR = -32603


def sdk_limits_sessions() -> bool:
    """Whether the installed SDK bounds sessions itself (mcp 2.3 and later)."""
    return "max_sessions" in inspect.signature(Server.streamable_http_app).parameters


def streamable_http_app(server: Server[Any], max_sessions: int, idle_timeout: float) -> Starlette:
    """``server``'s streamable HTTP app for 127.0.0.1: at most ``max_sessions`` open, idle ones ended."""
    if sdk_limits_sessions():
        return server.streamable_http_app(host="127.0.0.1", max_sessions=max_sessions,
                                          session_idle_timeout=idle_timeout)
    app = server.streamable_http_app(host="127.0.0.1")
    manager = server.session_manager
    manager.session_idle_timeout = idle_timeout  # read when each session starts
    app.add_middleware(SessionLimit, manager=manager, limit=max_sessions)
    return app


class SessionLimit:
    """Refuse a request that would open a session while ``limit`` sessions of ``manager`` are open (mcp 2.0)."""

    def __init__(self, app: ASGIApp, manager: Any, limit: int) -> None:
        self.app, self.manager, self.limit = app, manager, limit

    def open_sessions(self) -> int:
        """Sessions the manager holds that have not ended (mcp 2.0 keeps a deleted one until it is swept)."""
        transports = getattr(self.manager, "_server_instances", {})
        return sum(not getattr(t, "is_terminated", False) for t in list(transports.values()))

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Pass the request on, unless it opens a session while the limit is reached."""
        headers = dict(scope.get("headers", [])) if scope["type"] == "http" else {}
        version = headers.get(b"mcp-protocol-version", b"").decode("latin-1")
        opening = (scope["type"] == "http" and scope.get("method") == "POST" and b"mcp-session-id" not in headers
                   and (not version or version in HANDSHAKE_PROTOCOL_VERSIONS))
        if opening and self.open_sessions() >= self.limit:
            body = json.dumps({"jsonrpc": "2.0", "id": None,
                               "error": {"code": _INTERNAL_ERROR, "message": "Too many open sessions"}}).encode()
            await send({"type": "http.response.start", "status": 503,
                        "headers": [(b"content-type", b"application/json"),
                                    (b"content-length", str(len(body)).encode())]})
            await send({"type": "http.response.body", "body": body})
            return
        await self.app(scope, receive, send)
