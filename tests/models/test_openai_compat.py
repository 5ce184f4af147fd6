"""The lean client for OpenAI-compatible servers, against an aiohttp server on loopback."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from aiohttp import web

from sandbox.episode.client import ModelError, ModelRequest
from sandbox.models import openai_compat
from sandbox.models.openai_compat import OpenAICompatModel
from sandbox.models.options import ModelOptions
from sandbox.models.resolve import resolve_model

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]
REQUEST = ModelRequest(messages=[{"role": "user", "content": "hi"}], mode="fc",
                       tools=[{"type": "function", "function": {"name": "ls", "parameters": {"type": "object"}}}])


def answer(content: str | None = "ok", tool_calls: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    message: dict[str, Any] = {"role": "assistant", "content": content}
    if tool_calls:
        message["tool_calls"] = tool_calls
    return {"choices": [{"index": 0, "message": message}], "usage": {"prompt_tokens": 11, "completion_tokens": 3}}


async def serve(handler: Handler, options: dict[str, Any], request: ModelRequest = REQUEST) -> tuple[Any, list[Any]]:
    """Run one completion against ``handler``; the outcome (response or error) and the bodies received."""
    seen: list[Any] = []

    async def route(req: web.Request) -> web.StreamResponse:
        seen.append((dict(req.headers), await req.json()))
        return await handler(req)

    app = web.Application()
    app.router.add_post("/v1/chat/completions", route)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    client = OpenAICompatModel("openai/served-name", ModelOptions(api_base=f"http://127.0.0.1:{port}/v1", **options))
    try:
        try:
            outcome: Any = await client.complete(request)
        except ModelError as err:
            outcome = err
    finally:
        await client.close()
        await runner.cleanup()
    return outcome, seen


def run(handler: Handler, **options: Any) -> tuple[Any, list[Any]]:
    return asyncio.run(serve(handler, options))


@pytest.fixture(autouse=True)
def no_backoff(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(openai_compat, "backoff", lambda attempt: 0.0)


def test_answer_with_tool_calls_and_usage() -> None:
    call = {"id": "c1", "type": "function", "function": {"name": "ls", "arguments": "{\"a\": true}"}}

    async def handler(req: web.Request) -> web.StreamResponse:
        return web.json_response(answer(None, [call]))

    response, seen = run(handler, api_key="k", temperature=0.5, max_tokens=9)
    assert response.tool_calls == [call] and response.text is None
    assert (response.input_tokens, response.output_tokens, response.cost) == (11, 3, 0.0)
    headers, body = seen[0]
    assert headers["Authorization"] == "Bearer k"
    assert body["model"] == "served-name" and body["tools"] == REQUEST.tools
    assert (body["temperature"], body["max_tokens"]) == (0.5, 9) and "seed" not in body


@pytest.mark.parametrize(("status", "kind"), [(401, "auth"), (403, "auth"), (404, "not_found")])
def test_refusals_are_fatal_and_not_retried(status: int, kind: str) -> None:
    async def handler(req: web.Request) -> web.StreamResponse:
        return web.json_response({"error": "no"}, status=status)

    error, seen = run(handler, retries=3)
    assert isinstance(error, ModelError) and error.kind == kind and error.fatal
    assert len(seen) == 1


def test_client_error_fails_at_once() -> None:
    async def handler(req: web.Request) -> web.StreamResponse:
        return web.json_response({"error": "context too long"}, status=400)

    error, seen = run(handler, retries=3)
    assert isinstance(error, ModelError) and error.kind == "client" and not error.fatal
    assert "context too long" in error.message and len(seen) == 1


@pytest.mark.parametrize(("status", "kind"), [(500, "server"), (503, "server"), (429, "rate_limit")])
def test_transient_errors_get_every_retry_and_the_last_error_is_kept(status: int, kind: str) -> None:
    async def handler(req: web.Request) -> web.StreamResponse:
        return web.json_response({"error": "busy"}, status=status)

    error, seen = run(handler, retries=4)
    assert isinstance(error, ModelError) and error.kind == kind
    assert len(seen) == 5 and "after 5 attempts" in error.message


def test_a_retry_that_succeeds_returns_the_answer() -> None:
    calls = []

    async def handler(req: web.Request) -> web.StreamResponse:
        calls.append(1)
        if len(calls) < 3:
            return web.json_response({"error": "busy"}, status=502)
        return web.json_response(answer("done"))

    response, seen = run(handler, retries=4)
    assert response.text == "done" and len(seen) == 3


def test_each_attempt_has_its_own_timeout() -> None:
    async def handler(req: web.Request) -> web.StreamResponse:
        await asyncio.sleep(5)
        return web.json_response(answer())

    error, seen = run(handler, retries=2, timeout=0.2)
    assert isinstance(error, ModelError) and error.kind == "timeout"
    assert len(seen) == 3


def test_an_oversized_answer_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(openai_compat, "MAX_RESPONSE_BYTES", 1000)

    async def handler(req: web.Request) -> web.StreamResponse:
        return web.json_response(answer("x" * 5000))

    error, _ = run(handler)
    assert isinstance(error, ModelError) and error.kind == "bad_response" and "larger than" in error.message


@pytest.mark.parametrize("payload", [b"not json", json.dumps({"choices": []}).encode()])
def test_malformed_answers_are_bad_responses(payload: bytes) -> None:
    async def handler(req: web.Request) -> web.StreamResponse:
        return web.Response(body=payload, content_type="application/json")

    error, seen = run(handler, retries=3)
    assert isinstance(error, ModelError) and error.kind == "bad_response" and len(seen) == 1


def test_api_base_with_an_openai_compatible_prefix_selects_the_lean_client() -> None:
    options = ModelOptions(api_base="http://127.0.0.1:1/v1")
    assert isinstance(resolve_model("openai/x", options), OpenAICompatModel)
    assert isinstance(resolve_model("hosted_vllm/x", options), OpenAICompatModel)
    assert not isinstance(resolve_model("openai/gpt-4o-mini"), OpenAICompatModel)


def test_the_episode_bound_on_a_request_leaves_room_for_every_retry() -> None:
    # --timeout 5 --retries 4: five attempts of 5 s and backoffs of 2+4+8+16 s must fit.
    assert ModelOptions(timeout=5, retries=4).request_budget() >= 5 * 5 + 2 + 4 + 8 + 16
    assert ModelOptions(timeout=5, retries=0).request_budget() > 5


def test_the_body_is_the_json_of_the_request_and_reuses_encoded_messages() -> None:
    model = OpenAICompatModel("openai/m", ModelOptions(api_base="http://127.0.0.1:9/v1", temperature=0.2, seed=3))
    system = {"role": "system", "content": "tools \u00e9 \ud800 \"quoted\""}
    messages = [system, {"role": "user", "content": "hi"}]
    tools = [{"type": "function", "function": {"name": "ls", "parameters": {"type": "object"}}}]
    for mode, sent_tools in (("fc", tools), ("prompt", [])):
        request = ModelRequest.model_construct(messages=messages, tools=sent_tools, mode=mode)
        body = json.loads(model._body(request).decode("utf-8", "surrogatepass"))
        expected: dict[str, Any] = {"model": "m", "messages": messages, "temperature": 0.2, "seed": 3}
        if sent_tools:
            expected["tools"] = tools
        assert body == expected
    assert model._encoded.cached(system) == json.dumps(system, ensure_ascii=False).encode("utf-8", "surrogatepass")
    changed = {"role": "user", "content": "other"}  # a new object is encoded afresh, never served from the cache
    request = ModelRequest.model_construct(messages=[system, changed], tools=[], mode="prompt")
    assert json.loads(model._body(request))["messages"][1] == changed
