"""The loopback guard of toolsim's local servers: foreign Host/Origin refused, bodies capped (HTTP and WebSocket)."""

from __future__ import annotations

import pytest
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route, WebSocketRoute
from starlette.testclient import TestClient
from starlette.websockets import WebSocket, WebSocketDisconnect

from sandbox.integrations.loopback import LoopbackGuard

CAP = 1000


async def _echo(request: Request) -> JSONResponse:
    return JSONResponse({"size": len(await request.body())})


async def _socket(websocket: WebSocket) -> None:
    await websocket.accept()
    await websocket.send_text("hello")
    await websocket.close()


def _client() -> TestClient:
    app = Starlette(routes=[Route("/reset", _echo, methods=["POST"]), WebSocketRoute("/ws", _socket)])
    return TestClient(LoopbackGuard(app, max_body=CAP), base_url="http://127.0.0.1:8000")


@pytest.mark.parametrize(("host", "ok"), [("127.0.0.1:8000", True), ("localhost", True), ("[::1]:8000", True),
                                          ("evil.example:8000", False), ("127.0.0.1.evil.example", False),
                                          ("", False), ("[::1", False)])
def test_http_host_must_be_loopback(host: str, ok: bool) -> None:
    response = _client().post("/reset", content=b"{}", headers={"host": host})
    assert response.status_code == (200 if ok else 403)


@pytest.mark.parametrize(("origin", "ok"), [(None, True), ("http://localhost:3000", True), ("http://127.0.0.1", True),
                                            ("https://evil.example", False), ("null", False),
                                            ("http://localhost.evil.example", False)])
def test_origin_when_sent_must_be_loopback(origin: str | None, ok: bool) -> None:
    headers = {} if origin is None else {"origin": origin}
    assert _client().post("/reset", content=b"{}", headers=headers).status_code == (200 if ok else 403)
    if ok:
        with _client().websocket_connect("ws://127.0.0.1:8000/ws", headers=headers) as socket:
            assert socket.receive_text() == "hello"
    else:
        with pytest.raises(WebSocketDisconnect) as closed, _client().websocket_connect("ws://127.0.0.1:8000/ws", headers=headers):
            pass
        assert closed.value.code == 1008


def test_a_body_of_the_cap_is_taken_and_one_byte_more_refused() -> None:
    client = _client()
    assert client.post("/reset", content=b"x" * CAP).json() == {"size": CAP}
    response = client.post("/reset", content=b"x" * (CAP + 1))
    assert response.status_code == 413 and "over 1000 bytes" in response.json()["detail"]


def test_a_body_without_a_length_is_counted_as_it_comes() -> None:
    def chunks() -> object:
        for _ in range(5):
            yield b"x" * 300

    response = _client().post("/reset", content=chunks())  # type: ignore[arg-type]
    assert response.status_code == 413


class ClientDisconnected(OSError):
    """Named as uvicorn's exception for a WebSocket client that is gone."""


@pytest.mark.parametrize(("raised", "logged"), [(ClientDisconnected(), True), (WebSocketDisconnect(1006), True),
                                                (ValueError("a bug"), False)])
def test_a_client_gone_mid_session_is_one_log_line_and_a_bug_still_raises(
        raised: Exception, logged: bool, capsys: pytest.CaptureFixture[str]) -> None:
    import asyncio

    async def app(scope: object, receive: object, send: object) -> None:
        raise raised

    async def nothing() -> dict[str, object]:
        return {"type": "websocket.connect"}

    async def ignore(message: object) -> None:
        return None

    scope = {"type": "websocket", "headers": [(b"host", b"127.0.0.1:8000")], "client": ("127.0.0.1", 5555)}
    guard = LoopbackGuard(app)
    if logged:
        asyncio.run(guard(scope, nothing, ignore))
        err = capsys.readouterr().err
        assert err.splitlines() == [f"toolsim: a WebSocket client (127.0.0.1:5555) went away mid-session "
                                    f"({type(raised).__name__}); its session ended"]
    else:
        with pytest.raises(ValueError, match="a bug"):
            asyncio.run(guard(scope, nothing, ignore))
