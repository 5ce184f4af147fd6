"""A stand-in for llama.cpp's server in the LocalModel tests: OpenAI-style answers on loopback.

Single-threaded like llama.cpp's (one request at a time, so a hanging completion also blocks
``/v1/models``). Options: ``--port P`` (required), ``--reply TEXT``, ``--hang-once FILE`` (the first
completion hangs when FILE exists, and FILE is removed), ``--ignore-sigterm``, ``--child-pid FILE``
(spawn a long-sleeping child and write its pid to FILE), ``--fail MESSAGE`` (print it and exit 3).
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import time
from http.server import BaseHTTPRequestHandler, HTTPServer
from pathlib import Path

ARGS = argparse.Namespace()


class Handler(BaseHTTPRequestHandler):
    """GET /v1/models and POST /v1/chat/completions."""

    def _send(self, payload: object, status: int = 200) -> None:
        body = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self) -> None:  # noqa: N802 - http.server's naming
        if self.path.rstrip("/") == "/v1/models":
            self._send({"object": "list", "data": [{"id": "fake", "object": "model", "owned_by": "me"}]})
        else:
            self._send({"error": "not found"}, 404)

    def do_POST(self) -> None:  # noqa: N802
        length = int(self.headers.get("Content-Length") or 0)
        request = json.loads(self.rfile.read(length) or b"{}")
        if ARGS.hang_once and Path(ARGS.hang_once).exists():
            Path(ARGS.hang_once).unlink()
            time.sleep(3600)
        text = ARGS.reply or f"echo: {request['messages'][-1]['content']}"
        self._send({
            "id": "chatcmpl-1", "object": "chat.completion", "created": 0, "model": request.get("model", "fake"),
            "choices": [{"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": "stop"}],
            "usage": {"prompt_tokens": 3, "completion_tokens": 2, "total_tokens": 5},
        })

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        print(format % args, file=sys.stderr, flush=True)


def main() -> None:
    """Parse the options and serve until killed."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--reply", default="")
    parser.add_argument("--hang-once", default="")
    parser.add_argument("--ignore-sigterm", action="store_true")
    parser.add_argument("--child-pid", default="")
    parser.add_argument("--fail", default="")
    parser.add_argument("--delay", type=float, default=0.0)
    parser.parse_args(namespace=ARGS)
    if ARGS.fail:
        print(ARGS.fail, file=sys.stderr, flush=True)
        sys.exit(3)
    if ARGS.ignore_sigterm:
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
    if ARGS.child_pid:
        child = subprocess.Popen(["sleep", "300"])
        Path(ARGS.child_pid).write_text(str(child.pid))
    time.sleep(ARGS.delay)
    print(f"fake server on port {ARGS.port}, pid {os.getpid()}", file=sys.stderr, flush=True)
    HTTPServer(("127.0.0.1", ARGS.port), Handler).serve_forever()


if __name__ == "__main__":
    main()
