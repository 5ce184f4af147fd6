"""FC mode end to end through litellm, against an OpenAI-compatible server on loopback.

The server answers the first request of each turn with a tool call and the next one with text, the
way a hosted model would; the test drives it with ``toolsim run`` exactly as a user would drive
vLLM or any other OpenAI-compatible endpoint (``--model openai/NAME --api-base URL``).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from sandbox.commands.cli import main
from sandbox.episode.trajectory import ParsedEvent, ResultEvent, load_trajectory
from sandbox.run.rundir import RunDir
from tests.chat_server import serve


SEEN_TOOLS: list[int] = []


def _reply(request: dict[str, Any]) -> dict[str, Any]:
    """A tool call at a turn's first request (``ls`` when offered), text once a tool result came back."""
    SEEN_TOOLS.append(len(request.get("tools", [])))
    last = request["messages"][-1]
    names = [t["function"]["name"] for t in request.get("tools", [])]
    if last["role"] == "tool" or not names:
        return {"role": "assistant", "content": "Done."}
    name = "ls" if "ls" in names else names[0]
    call = {"id": "call_1", "type": "function", "function": {"name": name, "arguments": "{}"}}
    return {"role": "assistant", "content": None, "tool_calls": [call]}


@pytest.fixture()
def server() -> Iterator[str]:
    with serve(_reply, prompt_tokens=11, completion_tokens=3) as base:
        yield base


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
    assert SEEN_TOOLS and min(SEEN_TOOLS) > 0
    events = load_trajectory(out / results[0].trajectory)
    calls = [c.name for e in events if isinstance(e, ParsedEvent) for c in e.calls]
    assert calls, "the tool calls returned by the server were not parsed"
    assert any(isinstance(e, ResultEvent) for e in events)
