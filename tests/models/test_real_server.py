"""The lean client against the server stacks it meets in practice, on loopback.

vLLM serves with uvicorn and Starlette: a large answer reaches the client in many reads, and a
streamed one in chunked transfer encoding. A plain socket server writes an answer in small,
delayed segments, as a slow network delivers it. Every one must be read whole.
"""

from __future__ import annotations

import asyncio
import json
import socket
import threading
import time
from collections.abc import AsyncIterator, Iterator
from typing import Any

import pytest
import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, RedirectResponse, Response, StreamingResponse
from starlette.routing import Route

from sandbox.episode.client import ModelError, ModelRequest, ModelResponse
from sandbox.models import openai_compat
from sandbox.models.openai_compat import OpenAICompatModel
from sandbox.models.options import ModelOptions

REQUEST = ModelRequest(messages=[{"role": "user", "content": "hi"}], mode="prompt", tools=[])


def answer(text: str) -> dict[str, Any]:
    return {"choices": [{"index": 0, "message": {"role": "assistant", "content": text}}],
            "usage": {"prompt_tokens": 5, "completion_tokens": 7}}


class Served:
    """A Starlette app served by uvicorn in a thread; ``seen`` counts requests per path."""

    def __init__(self, routes: list[Route]) -> None:
        self.seen: dict[str, int] = {}
        app = Starlette(routes=routes)

        async def counted(scope: Any, receive: Any, send: Any) -> None:
            if scope["type"] == "http":
                self.seen[scope["path"]] = self.seen.get(scope["path"], 0) + 1
            await app(scope, receive, send)

        config = uvicorn.Config(counted, host="127.0.0.1", port=0, log_level="error", lifespan="off")
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, daemon=True)

    def __enter__(self) -> "Served":
        self.thread.start()
        deadline = time.monotonic() + 10
        while not self.server.started:
            assert time.monotonic() < deadline, "uvicorn did not start"
            time.sleep(0.01)
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.should_exit = True
        self.thread.join(10)

    @property
    def base(self) -> str:
        port = self.server.servers[0].sockets[0].getsockname()[1]
        return f"http://127.0.0.1:{port}"


def complete(api_base: str, **options: Any) -> ModelResponse | ModelError:
    async def go() -> ModelResponse | ModelError:
        client = OpenAICompatModel("openai/m", ModelOptions(api_base=api_base, **options))
        try:
            return await client.complete(REQUEST)
        except ModelError as err:
            return err
        finally:
            await client.close()

    return asyncio.run(go())


@pytest.fixture(autouse=True)
def no_backoff(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(openai_compat, "backoff", lambda attempt: 0.0)


@pytest.mark.parametrize("size", [2_300, 300_000, 3_000_000])
def test_a_large_answer_from_uvicorn_is_read_whole(size: int) -> None:
    async def chat(request: Request) -> Response:
        return JSONResponse(answer("x" * size))

    with Served([Route("/v1/chat/completions", chat, methods=["POST"])]) as served:
        for _ in range(5):
            response = complete(served.base + "/v1")
            assert isinstance(response, ModelResponse), response
            assert response.text == "x" * size and response.output_tokens == 7


def test_a_chunked_answer_is_read_whole() -> None:
    body = json.dumps(answer("y" * 200_000)).encode()

    async def pieces() -> AsyncIterator[bytes]:
        for start in range(0, len(body), 7_000):
            yield body[start:start + 7_000]
            await asyncio.sleep(0.001)

    async def chat(request: Request) -> Response:
        return StreamingResponse(pieces(), media_type="application/json")  # no length: chunked transfer

    with Served([Route("/v1/chat/completions", chat, methods=["POST"])]) as served:
        response = complete(served.base + "/v1")
        assert isinstance(response, ModelResponse), response
        assert response.text == "y" * 200_000


@pytest.fixture
def segmented() -> Iterator[str]:
    """A raw HTTP server that writes each answer in 100-byte segments with pauses between them."""
    listener = socket.create_server(("127.0.0.1", 0))
    stop = threading.Event()

    def serve() -> None:
        listener.settimeout(0.2)
        while not stop.is_set():
            try:
                conn, _ = listener.accept()
            except TimeoutError:
                continue
            with conn:
                request = b""
                while b"\r\n\r\n" not in request:
                    request += conn.recv(65536)
                head, _, rest = request.partition(b"\r\n\r\n")
                length = int(next(line.split(b":")[1] for line in head.split(b"\r\n")
                                  if line.lower().startswith(b"content-length")))
                while len(rest) < length:
                    rest += conn.recv(65536)
                body = json.dumps(answer("z" * 2_300)).encode()
                raw = (b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nConnection: close\r\n"
                       b"Content-Length: " + str(len(body)).encode() + b"\r\n\r\n" + body)
                conn.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
                for start in range(0, len(raw), 100):
                    conn.sendall(raw[start:start + 100])
                    time.sleep(0.002)

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{listener.getsockname()[1]}/v1"
    stop.set()
    thread.join(5)
    listener.close()


def test_an_answer_written_in_small_segments_is_read_whole(segmented: str) -> None:
    for _ in range(10):
        response = complete(segmented)
        assert isinstance(response, ModelResponse), response
        assert response.text == "z" * 2_300


def test_an_answer_larger_than_the_cap_is_refused_however_it_arrives(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(openai_compat, "MAX_RESPONSE_BYTES", 50_000)
    body = json.dumps(answer("w" * 200_000)).encode()

    async def pieces() -> AsyncIterator[bytes]:
        for start in range(0, len(body), 5_000):
            yield body[start:start + 5_000]

    async def chat(request: Request) -> Response:
        return StreamingResponse(pieces(), media_type="application/json")

    with Served([Route("/v1/chat/completions", chat, methods=["POST"])]) as served:
        error = complete(served.base + "/v1", retries=2)
        assert isinstance(error, ModelError) and error.kind == "bad_response" and "larger than" in error.message
        assert served.seen["/v1/chat/completions"] == 1  # not retried


def test_a_refused_connection_is_retried(monkeypatch: pytest.MonkeyPatch) -> None:
    waits: list[int] = []
    monkeypatch.setattr(openai_compat, "backoff", lambda attempt: waits.append(attempt) or 0.0)
    with socket.create_server(("127.0.0.1", 0)) as probe:
        port = probe.getsockname()[1]  # closed again below: nothing listens there
    error = complete(f"http://127.0.0.1:{port}/v1", retries=3)
    assert isinstance(error, ModelError) and error.kind == "connection" and not error.fatal
    assert waits == [1, 2, 3] and "after 4 attempts" in error.message


def test_a_same_host_redirect_is_followed() -> None:
    async def moved(request: Request) -> Response:
        return RedirectResponse("/v2/chat/completions", status_code=307)

    async def chat(request: Request) -> Response:
        return JSONResponse(answer("moved" if (await request.json())["model"] == "m" else "?"))

    with Served([Route("/v1/chat/completions", moved, methods=["POST"]),
                 Route("/v2/chat/completions", chat, methods=["POST"])]) as served:
        response = complete(served.base + "/v1")
        assert isinstance(response, ModelResponse) and response.text == "moved"


def test_a_redirect_to_another_host_is_refused_and_sends_it_nothing() -> None:
    async def chat(request: Request) -> Response:
        return JSONResponse(answer("stolen"))

    with Served([Route("/v1/chat/completions", chat, methods=["POST"])]) as other:
        async def moved(request: Request) -> Response:
            return RedirectResponse(other.base + "/v1/chat/completions", status_code=307)

        with Served([Route("/v1/chat/completions", moved, methods=["POST"])]) as served:
            error = complete(served.base + "/v1", retries=2)
        assert isinstance(error, ModelError) and error.kind == "client" and "another host" in error.message
        assert other.seen == {} and served.seen["/v1/chat/completions"] == 1


def test_a_redirect_loop_ends() -> None:
    async def loop(request: Request) -> Response:
        return RedirectResponse("/v1/chat/completions", status_code=307)

    with Served([Route("/v1/chat/completions", loop, methods=["POST"])]) as served:
        error = complete(served.base + "/v1", retries=1)
        assert isinstance(error, ModelError) and "redirects" in error.message
        assert served.seen["/v1/chat/completions"] == openai_compat.MAX_REDIRECTS + 1


@pytest.mark.parametrize("location", ["http://[::1", "ftp://127.0.0.1/x", "//example.invalid/v1/chat/completions"])
def test_a_redirect_to_an_unreadable_or_foreign_location_is_refused(location: str) -> None:
    async def moved(request: Request) -> Response:
        return Response(status_code=302, headers={"Location": location})

    with Served([Route("/v1/chat/completions", moved, methods=["POST"])]) as served:
        error = complete(served.base + "/v1", retries=2)
        assert isinstance(error, ModelError) and error.kind == "client" and not error.fatal
        assert served.seen["/v1/chat/completions"] == 1
