"""An OpenAI-compatible chat-completions server on loopback, in a thread, for client tests.

``serve(reply)`` starts it and yields its API base; ``reply(request)`` gives the assistant message
for each request body, which goes back with a fixed id and the given usage: as one JSON body, or
as server-sent chunks when the request asks for a stream (``"stream": true``, as verifiers'
chat loop does), the usage in a last chunk.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

Reply = Callable[[dict[str, Any]], dict[str, Any]]


def completion(message: dict[str, Any], prompt_tokens: int, completion_tokens: int) -> dict[str, Any]:
    """A chat-completion body holding one assistant message."""
    return {
        "id": "x", "object": "chat.completion", "created": 0, "model": "fake",
        "choices": [{"index": 0, "message": message, "finish_reason": "stop"}],
        "usage": {"prompt_tokens": prompt_tokens, "completion_tokens": completion_tokens,
                  "total_tokens": prompt_tokens + completion_tokens},
    }


def chunks(message: dict[str, Any], prompt_tokens: int, completion_tokens: int) -> bytes:
    """A streamed chat completion holding one assistant message: its chunks, then the usage, then ``[DONE]``."""
    base = {"id": "x", "object": "chat.completion.chunk", "created": 0, "model": "fake"}
    delta = {"role": "assistant", **{k: v for k, v in message.items() if k != "role"}}
    parts = [
        {**base, "choices": [{"index": 0, "delta": delta, "finish_reason": None}]},
        {**base, "choices": [{"index": 0, "delta": {}, "finish_reason": "tool_calls" if message.get("tool_calls") else "stop"}]},
        {**base, "choices": [], "usage": {"prompt_tokens": prompt_tokens, "completion_tokens": completion_tokens,
                                          "total_tokens": prompt_tokens + completion_tokens}},
    ]
    return ("".join(f"data: {json.dumps(part)}\n\n" for part in parts) + "data: [DONE]\n\n").encode()


@contextmanager
def serve(reply: Reply, prompt_tokens: int = 11, completion_tokens: int = 3) -> Iterator[str]:
    """Serve ``reply`` on a free loopback port; yields the API base (``http://127.0.0.1:PORT/v1``)."""

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - http.server's signature
            return None

        def do_POST(self) -> None:  # noqa: N802 - http.server's naming
            request = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))))
            streamed = bool(request.get("stream"))
            if streamed:
                body = chunks(reply(request), prompt_tokens, completion_tokens)
            else:  # json.dumps escapes non-ASCII (a lone surrogate travels as \ud800, as providers send it)
                body = json.dumps(completion(reply(request), prompt_tokens, completion_tokens)).encode()
            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream" if streamed else "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}/v1"
    finally:
        httpd.shutdown()
        httpd.server_close()
