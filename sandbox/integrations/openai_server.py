"""``toolsim serve MODEL``: an OpenAI-compatible chat-completions endpoint that answers as a toolsim model.

Served on 127.0.0.1 only, to loopback clients only (the ``Host`` and ``Origin`` allow-list of
``toolsim mcp``, so a web page cannot reach it by DNS rebinding), with a cap on request bodies:

- ``POST /v1/chat/completions``: the conversation is recognised as a scenario of the served suites
  and replayed to its turn and step (:mod:`sandbox.integrations.chat_match`); the model (``oracle``,
  ``scripted:FILE``, ``replay:RUN_DIR``) answers that request as it answers it in ``toolsim run``.
  In FC mode (the request offers tools) calls go back as ``tool_calls``, in prompt mode as text.
  ``"stream": true`` sends the answer as server-sent chunks ending with ``data: [DONE]`` (the usage
  in a last chunk when ``stream_options.include_usage`` asks for it).
- ``GET /v1/models``: the one model served.

A request the server cannot answer gets an OpenAI-style error body (``{"error": {"message": ...}}``)
with a 4xx status saying why (a conversation of no served scenario, a malformed body), and the server
logs one line for it on stderr, never a traceback.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import AsyncIterator, Callable, Mapping, Sequence
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route
from starlette.types import ASGIApp, Receive, Scope, Send

from sandbox.episode.calls import CallResult
from sandbox.episode.client import ModelClient, ModelError, ModelResponse, reads_messages
from sandbox.episode.config import parse_strings
from sandbox.integrations.chat_match import Conversations, Located, NotRecognised
from sandbox.tools.types import fresh_copy

#: Request bodies larger than this are refused (a long-context conversation is a few MB).
MAX_BODY = 64 * 1024 * 1024
#: Host names a request may be addressed to, and origins a browser may send it from (as ``toolsim mcp``).
LOOPBACK = ("127.0.0.1", "localhost", "[::1]")
#: HTTP status of each model error kind.
_STATUS = {"client": 400, "bad_response": 502, "auth": 401, "not_found": 404, "rate_limit": 429, "timeout": 504}

Log = Callable[[str], None]


def _stderr(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


class Refused(Exception):
    """A request answered with an error: ``status`` and one line for the client and the log."""

    def __init__(self, status: int, message: str, kind: str = "invalid_request_error") -> None:
        super().__init__(message)
        self.status, self.message, self.kind = status, message, kind


def loopback_host(host: str) -> bool:
    """Whether a ``Host`` header names this machine's loopback (``127.0.0.1``, ``localhost``, ``[::1]``, any port)."""
    name, _, port = host.rpartition(":") if not host.endswith("]") else (host, "", "")
    if not name or (port and not port.isdigit()):
        name = host
    return name.lower() in LOOPBACK


def loopback_origin(origin: str | None) -> bool:
    """Whether an ``Origin`` header is absent (not a browser) or a page served from loopback over HTTP."""
    return origin is None or (origin.startswith("http://") and loopback_host(origin.removeprefix("http://")))


class LoopbackOnly:
    """Refuse requests not addressed to loopback (421) or sent by a page of another origin (403)."""

    def __init__(self, app: ASGIApp, log: Log) -> None:
        self.app, self.log = app, log

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Check the headers, then pass the request on."""
        if scope["type"] == "http":
            headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope.get("headers", [])}
            refused = None if loopback_host(headers.get("host", "")) else Refused(421, "invalid Host header")
            if refused is None and not loopback_origin(headers.get("origin")):
                refused = Refused(403, "invalid Origin header")
            if refused is not None:
                self.log(f"toolsim serve: {refused.status} {scope.get('method')} {scope.get('path')}: {refused.message}")
                await error_response(refused)(scope, receive, send)
                return
        await self.app(scope, receive, send)


def error_response(refused: Refused) -> JSONResponse:
    """The OpenAI-style error body of a refusal."""
    return JSONResponse({"error": {"message": refused.message, "type": refused.kind, "code": refused.status}},
                        status_code=refused.status)


async def _body(request: Request) -> dict[str, Any]:
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > MAX_BODY:
        raise Refused(413, f"request body over {MAX_BODY} bytes")
    data = bytearray()
    async for chunk in request.stream():
        data += chunk
        if len(data) > MAX_BODY:
            raise Refused(413, f"request body over {MAX_BODY} bytes")
    try:
        body = json.loads(data)
    except (ValueError, RecursionError):
        raise Refused(400, "the request body is not JSON") from None
    if not isinstance(body, dict):
        raise Refused(400, "the request body is not a JSON object")
    messages, tools = body.get("messages"), body.get("tools")
    if not isinstance(messages, list) or not messages or not all(isinstance(m, dict) for m in messages):
        raise Refused(400, "'messages' must be a non-empty list of message objects")
    if tools is not None and not isinstance(tools, list):
        raise Refused(400, "'tools' must be a list")
    return body


def _tool_calls(located: Located, response: ModelResponse) -> list[dict[str, Any]]:
    """The answer's calls as OpenAI tool calls (call strings bound to parameter names; arguments as JSON text)."""
    env = located.env
    calls: list[dict[str, Any]] = []
    if response.tool_calls is not None:
        for raw in response.tool_calls:
            function = dict(raw.get("function") or {})
            if not isinstance(function.get("arguments"), str):
                function["arguments"] = json.dumps(function.get("arguments") or {})
            calls.append({"id": raw.get("id") or f"call_{env.turn}_{env.step_index}_{len(calls)}",
                          "type": "function", "function": function})
        return calls
    for item in parse_strings(response.decoded or [], env.scenario.profile):
        if isinstance(item, CallResult):  # a string that does not parse: no call to send
            continue
        spec = env.specs.get(item.name)
        names = [p.name for p in spec.params] if spec is not None else []
        arguments = fresh_copy({**dict(zip(names, item.args)), **item.arguments})
        calls.append({"id": f"call_{env.turn}_{env.step_index}_{len(calls)}", "type": "function",
                      "function": {"name": item.name, "arguments": json.dumps(arguments)}})
    return calls


def reply_message(located: Located, response: ModelResponse) -> dict[str, Any]:
    """The assistant message of an answer: tool calls in FC mode, the call text in prompt mode."""
    if located.env.mode == "fc" and (response.tool_calls or response.decoded):
        return {"role": "assistant", "content": None, "tool_calls": _tool_calls(located, response)}
    return {"role": "assistant", "content": response.text or ""}


class ChatService:
    """Answers chat requests as ``client`` answers the scenarios of ``conversations`` in ``toolsim run``."""

    def __init__(self, client: ModelClient, conversations: Conversations, name: str) -> None:
        self.client, self.conversations, self.name = client, conversations, name

    async def _answer(self, located: Located) -> tuple[dict[str, Any], ModelResponse]:
        model = self.client.episode(located.env.scenario, located.env.trial)
        response = await model.complete(located.env.request(messages=reads_messages(self.client)))
        return reply_message(located, response), response

    async def answer(self, messages: Sequence[Mapping[str, Any]], tools: Sequence[Any]) -> tuple[dict[str, Any], ModelResponse]:
        """The assistant message for a conversation, and the model's response it came from.

        Raises:
            Refused: The conversation is no served scenario's, fits several that answer differently, or the
                model failed.
        """
        try:
            found = self.conversations.locate(messages, tools)
        except NotRecognised as err:
            raise Refused(400, str(err)) from None
        try:
            answers = [await self._answer(located) for located in found]
        except ModelError as err:
            raise Refused(_STATUS.get(err.kind, 500), f"the model failed ({err.kind}): {err.message}",
                          "server_error" if err.kind not in _STATUS else "invalid_request_error") from None
        if any(a[0] != answers[0][0] for a in answers[1:]):
            ids = ", ".join(f"{f.env.scenario.id} ({f.suite})" for f in found[:3])
            raise Refused(400, f"the conversation fits {len(found)} scenarios that answer differently ({ids}); "
                               "serve fewer suites with --suite")
        return answers[0]


def _usage(response: ModelResponse) -> dict[str, int]:
    return {"prompt_tokens": response.input_tokens, "completion_tokens": response.output_tokens,
            "total_tokens": response.input_tokens + response.output_tokens}


def _chunks(base: dict[str, Any], message: dict[str, Any], response: ModelResponse, usage: bool) -> list[dict[str, Any]]:
    """A streamed answer: the role, the text, each tool call, the finish reason, and the usage if asked."""
    deltas: list[dict[str, Any]] = [{"role": "assistant", "content": ""}]
    if message.get("content"):
        deltas.append({"content": message["content"]})
    for index, call in enumerate(message.get("tool_calls") or []):
        deltas.append({"tool_calls": [{"index": index, **call}]})
    finish = "tool_calls" if message.get("tool_calls") else "stop"
    parts = [{**base, "choices": [{"index": 0, "delta": delta, "finish_reason": None}]} for delta in deltas]
    parts.append({**base, "choices": [{"index": 0, "delta": {}, "finish_reason": finish}]})
    if usage:
        parts.append({**base, "choices": [], "usage": _usage(response)})
    return parts


def build_app(service: ChatService, log: Log = _stderr) -> ASGIApp:
    """The ASGI app serving ``service`` (see the module docstring)."""
    served = {"n": 0}

    async def completions(request: Request) -> Response:
        try:
            body = await _body(request)
            message, response = await service.answer(body["messages"], body.get("tools") or [])
        except Refused as refused:
            log(f"toolsim serve: {refused.status} POST /v1/chat/completions: {refused.message}")
            return error_response(refused)
        except Exception as err:  # a bug: one line, the client told, the server goes on
            log(f"toolsim serve: 500 POST /v1/chat/completions: {type(err).__name__}: {str(err)[:300]}")
            return error_response(Refused(500, f"internal error: {type(err).__name__}", "server_error"))
        served["n"] += 1
        model = body.get("model") if isinstance(body.get("model"), str) else service.name
        base = {"id": f"chatcmpl-toolsim-{served['n']}", "created": int(time.time()), "model": model}
        finish = "tool_calls" if message.get("tool_calls") else "stop"
        if body.get("stream") is True:
            options = body.get("stream_options")
            usage = isinstance(options, dict) and options.get("include_usage") is True
            parts = _chunks({**base, "object": "chat.completion.chunk"}, message, response, usage)

            async def events() -> AsyncIterator[bytes]:
                for part in parts:
                    yield f"data: {json.dumps(part)}\n\n".encode()
                yield b"data: [DONE]\n\n"

            return StreamingResponse(events(), media_type="text/event-stream")
        return JSONResponse({**base, "object": "chat.completion", "usage": _usage(response),
                             "choices": [{"index": 0, "message": message, "finish_reason": finish}]})

    async def models(request: Request) -> Response:
        return JSONResponse({"object": "list", "data": [{"id": service.name, "object": "model", "created": 0,
                                                         "owned_by": "toolsim"}]})

    async def unknown(request: Request) -> Response:
        hint = " (Inspect's OpenAI provider: pass -M responses_api=false)" if request.url.path.endswith("/responses") else ""
        refused = Refused(404, f"no such endpoint: {request.method} {request.url.path[:200]} "
                               f"(served: POST /v1/chat/completions, GET /v1/models){hint}")
        log(f"toolsim serve: 404 {request.method} {request.url.path[:200]}")
        return error_response(refused)

    app = Starlette(routes=[Route("/v1/chat/completions", completions, methods=["POST"]),
                            Route("/v1/models", models, methods=["GET"]),
                            Route("/{path:path}", unknown, methods=["GET", "POST", "PUT", "DELETE", "PATCH"])])
    return LoopbackOnly(app, log)
