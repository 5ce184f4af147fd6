"""An ASGI guard for toolsim's servers on 127.0.0.1: loopback Host and Origin only, bounded request bodies.

A server on 127.0.0.1 is still reachable from a web page the user opens: the page can open a
WebSocket to it (browsers send the page's ``Origin``), and DNS rebinding lets it send HTTP with
its own host name in ``Host``. :class:`LoopbackGuard` answers 403 to a request (or refuses a
WebSocket handshake) whose ``Host`` is not a loopback name or whose ``Origin``, when there is one,
is not a loopback origin, as ``toolsim mcp`` does through the MCP SDK; and 413 to an HTTP body
larger than its cap (by ``Content-Length``, or counted as it arrives). A WebSocket client that goes
away mid-session is logged as one line, not as the framework's traceback.

>>> allowed_host(b"127.0.0.1:8000"), allowed_host(b"localhost"), allowed_host(b"evil.example:8000")
(True, True, False)
>>> allowed_origin(b"http://localhost:3000"), allowed_origin(b"https://evil.example"), allowed_origin(b"null")
(True, False, False)
"""

from __future__ import annotations

import json
import sys
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any
from urllib.parse import urlsplit

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

#: Host names a loopback server answers to.
LOOPBACK_NAMES = frozenset({"127.0.0.1", "localhost", "::1"})
#: Exceptions (by name: the server's and the framework's own) raised when a WebSocket client is gone.
DISCONNECTS = frozenset({"ClientDisconnected", "WebSocketDisconnect", "ConnectionClosed", "ConnectionClosedError"})
#: The largest request body taken by default (an action or a reset is a few kilobytes).
MAX_BODY_BYTES = 4 << 20


def _name(netloc: str) -> str:
    try:
        return (urlsplit(f"//{netloc}").hostname or "").lower()
    except ValueError:  # a malformed port or bracket
        return ""


def allowed_host(host: bytes) -> bool:
    """Whether a ``Host`` header names a loopback host (any port)."""
    return _name(host.decode("latin-1")) in LOOPBACK_NAMES


def allowed_origin(origin: bytes) -> bool:
    """Whether an ``Origin`` header is an http(s) origin on a loopback host."""
    parts = urlsplit(origin.decode("latin-1"))
    return parts.scheme in ("http", "https") and _name(parts.netloc) in LOOPBACK_NAMES


class LoopbackGuard:
    """Wraps an ASGI app: foreign Host or Origin refused (403), bodies over ``max_body`` refused (413)."""

    def __init__(self, app: ASGIApp, max_body: int = MAX_BODY_BYTES) -> None:
        self.app, self.max_body = app, max_body

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Check the request, then pass it on."""
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        headers = dict(scope.get("headers", []))
        origin = headers.get(b"origin")
        if not allowed_host(headers.get(b"host", b"")) or (origin is not None and not allowed_origin(origin)):
            await self._refuse(scope, send, 403, "only loopback Host and Origin are served (127.0.0.1, localhost)")
            return
        if scope["type"] == "websocket":
            await self._session(scope, receive, send)
            return
        length = headers.get(b"content-length", b"0")
        if not length.isdigit() or int(length) > self.max_body:
            await self._refuse(scope, send, 413, f"request body over {self.max_body} bytes")
            return
        seen, too_large, started = 0, False, False

        async def counted() -> Message:
            nonlocal seen, too_large
            if too_large:
                return {"type": "http.disconnect"}
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > self.max_body:  # the app sees the client go; the 413 is sent here
                    too_large = True
                    return {"type": "http.disconnect"}
            return message

        async def tracked(message: Message) -> None:
            nonlocal started
            if too_large:
                return  # what the app answers to a body it never got whole is not sent
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, counted, tracked)
        except Exception:
            if not too_large:
                raise
        if too_large and not started:
            await self._refuse(scope, send, 413, f"request body over {self.max_body} bytes")

    async def _session(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Run a WebSocket session; a client that went away mid-session is one log line, not a traceback."""
        try:
            await self.app(scope, receive, send)
        except Exception as err:
            if not (isinstance(err, OSError) or type(err).__name__ in DISCONNECTS):
                raise
            client = scope.get("client") or ("?", 0)
            print(f"toolsim: a WebSocket client ({client[0]}:{client[1]}) went away mid-session "
                  f"({type(err).__name__}); its session ended", file=sys.stderr, flush=True)

    @staticmethod
    async def _refuse(scope: Scope, send: Send, status: int, message: str) -> None:
        if scope["type"] == "websocket":
            await send({"type": "websocket.close", "code": 1008, "reason": message})
            return
        body = json.dumps({"detail": message}).encode()
        await send({"type": "http.response.start", "status": status,
                    "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]})
        await send({"type": "http.response.body", "body": body})
