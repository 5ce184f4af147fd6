"""FC mode end to end through litellm, against an OpenAI-compatible server on loopback.

The server answers the first request of each turn with a tool call and the next one with text, the
way a hosted model would; the test drives it with ``toolsim run`` exactly as a user would drive
vLLM or any other OpenAI-compatible endpoint (``--model openai/NAME --api-base URL``).
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from sandbox.commands.cli import main
from sandbox.episode.trajectory import ParsedEvent, ResultEvent, load_trajectory
from sandbox.run.rundir import RunDir


class _Handler(BaseHTTPRequestHandler):
    seen_tools: list[int] = []

    def log_message(self, format: str, *args: Any) -> None:
        return None

    def do_POST(self) -> None:
        length = int(self.headers.get("Content-Length", 0))
        request = json.loads(self.rfile.read(length))
        _Handler.seen_tools.append(len(request.get("tools", [])))
        last = request["messages"][-1]
        names = [t["function"]["name"] for t in request.get("tools", [])]
        message: dict[str, Any]
        if last["role"] == "tool" or not names:
            message = {"role": "assistant", "content": "Done."}
        else:
            name = "ls" if "ls" in names else names[0]
            call = {"id": "call_1", "type": "function", "function": {"name": name, "arguments": "{}"}}
            message = {"role": "assistant", "content": None, "tool_calls": [call]}
        body = json.dumps({
            "id": "x", "object": "chat.completion", "created": 0, "model": "fake",
            "choices": [{"index": 0, "message": message, "finish_reason": "stop"}],
            "usage": {"prompt_tokens": 11, "completion_tokens": 3, "total_tokens": 14},
        }).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


@pytest.fixture()
def server() -> Iterator[str]:
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}/v1"
    finally:
        httpd.shutdown()
        httpd.server_close()


def test_fc_mode_through_litellm_reaches_the_tools(server: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    out = tmp_path / "run"
    code = main(["run", "base", "--limit", "2", "--model", "openai/fake", "--api-base", server, "--mode", "fc",
                 "--out", str(out), "--no-progress", "--retries", "0", "--timeout", "20"])
    assert code == 0
    results = RunDir(out).results()
    assert len(results) == 2
    assert all(r.model_error is None for r in results), [r.model_error for r in results]
    assert all(r.input_tokens > 0 and r.steps > 0 for r in results)
    assert _Handler.seen_tools and min(_Handler.seen_tools) > 0
    events = load_trajectory(out / results[0].trajectory)
    calls = [c.name for e in events if isinstance(e, ParsedEvent) for c in e.calls]
    assert calls, "the tool calls returned by the server were not parsed"
    assert any(isinstance(e, ResultEvent) for e in events)
