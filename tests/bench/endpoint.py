"""A loopback OpenAI-compatible endpoint for benchmarks: every completion is plain text after a delay.

Run ``python -m tests.bench.endpoint --port P --latency 0.1``. ``POST /v1/chat/completions``
answers ``{"content": "I will not call any function."}`` (so every turn of every episode fails)
after ``--latency`` seconds (or, with ``--status N``, an error with that HTTP status); ``GET /stats``
gives the number of completions served so far. One
asyncio process with keep-alive connections: thousands of requests per second on one core.
Tests start one with :func:`running`.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import socket
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

REPLY = json.dumps({
    "id": "bench", "object": "chat.completion", "created": 0, "model": "fake",
    "choices": [{"index": 0, "message": {"role": "assistant", "content": "I will not call any function."},
                 "finish_reason": "stop"}],
    "usage": {"prompt_tokens": 100, "completion_tokens": 7, "total_tokens": 107},
}).encode()


class Endpoint:
    """Counts completions and answers them after ``latency`` seconds."""

    def __init__(self, latency: float, status: int = 200) -> None:
        self.latency = latency
        self.status = status
        self.served = 0

    async def handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        """Serve one keep-alive connection."""
        try:
            while True:
                head = await reader.readuntil(b"\r\n\r\n")
                request_line, *lines = head.decode("latin-1").split("\r\n")
                length = 0
                for line in lines:
                    if line.lower().startswith("content-length:"):
                        length = int(line.split(":", 1)[1])
                if length:
                    await reader.readexactly(length)
                status = 200
                if request_line.startswith("GET /stats"):
                    body = json.dumps({"served": self.served}).encode()
                else:
                    await asyncio.sleep(self.latency)
                    self.served += 1
                    status = self.status
                    body = REPLY if status == 200 else json.dumps({"error": {"message": f"status {status}"}}).encode()
                writer.write(f"HTTP/1.1 {status} X\r\n".encode() + b"Content-Type: application/json\r\nContent-Length: "
                             + str(len(body)).encode() + b"\r\n\r\n" + body)
                await writer.drain()
        except (asyncio.IncompleteReadError, ConnectionError):
            pass
        finally:
            writer.close()


async def serve(port: int, latency: float, status: int = 200) -> None:
    """Serve until killed."""
    endpoint = Endpoint(latency, status)
    server = await asyncio.start_server(endpoint.handle, "127.0.0.1", port, backlog=4096)
    print("ready", flush=True)
    async with server:
        await server.serve_forever()


@contextmanager
def running(latency: float, status: int = 200) -> Iterator[str]:
    """This endpoint in a process of its own on a free loopback port; yields its API base."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    server = subprocess.Popen([sys.executable, "-m", "tests.bench.endpoint", "--port", str(port), "--latency",
                               str(latency), "--status", str(status)], stdout=subprocess.PIPE, text=True,
                              cwd=Path(__file__).resolve().parents[2])
    try:
        assert server.stdout is not None and server.stdout.readline().strip() == "ready"
        yield f"http://127.0.0.1:{port}/v1"
    finally:
        server.kill()
        server.wait()
        if server.stdout is not None:
            server.stdout.close()


def main() -> None:
    """Parse the options and serve."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--latency", type=float, default=0.1)
    parser.add_argument("--status", type=int, default=200, help="answer completions with this HTTP status")
    args = parser.parse_args()
    asyncio.run(serve(args.port, args.latency, args.status))


if __name__ == "__main__":
    main()
