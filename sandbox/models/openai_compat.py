"""A lean async client for OpenAI-compatible servers (vLLM, SGLang, llama.cpp, ...): ``--api-base``.

litellm spends milliseconds of CPU on every request (request transformation, logging hooks,
response objects), which caps a run at a few dozen requests per second whatever the endpoint can
do. For a server that speaks OpenAI's chat-completions API no translation is needed, so toolsim
posts the request itself through one pooled aiohttp session and reads the JSON answer. (aiohttp,
not httpx: httpx's connection pool scans every connection on every request, which costs more CPU
than litellm at a few hundred concurrent connections.)

It behaves like the litellm client: each attempt is bounded by ``timeout``; rate limits, timeouts,
connection failures and 5xx answers are retried ``retries`` times with exponential backoff and the
last error is the one recorded; refused credentials (401, 403) and an unknown model (404) raise a
fatal :class:`ModelError` that stops the run; other 4xx answers fail the episode at once. The body
is read whole, in as many pieces as it arrives, and an answer larger than
:data:`MAX_RESPONSE_BYTES` is refused. Redirects are followed only on the same scheme, host and
port: the conversation is never sent to another host. Token counts come from the answer's ``usage``;
self-hosted servers have no price, so the cost is 0.
"""

from __future__ import annotations

import asyncio
import json
import os
import time
from typing import Any

import aiohttp
from yarl import URL

from sandbox.episode.client import EpisodeModel, ErrorKind, ModelError, ModelRequest, ModelResponse
from sandbox.episode.memo import ByIdentity
from sandbox.episode.scenario import Scenario
from sandbox.models.options import ModelOptions

#: Provider prefixes of litellm model strings that name an OpenAI-compatible server.
PREFIXES = ("openai/", "hosted_vllm/")
#: The largest answer body read (a runaway server cannot take toolsim's memory with it).
MAX_RESPONSE_BYTES = 16 << 20

#: Encoded messages and tool lists kept for reuse (emptied when full).
ENCODING_CACHE = 65536

_FATAL_STATUS: dict[int, ErrorKind] = {401: "auth", 403: "auth", 404: "not_found"}
#: Redirects followed (on the same origin only), and how many in a row.
_REDIRECTS = frozenset({301, 302, 303, 307, 308})
MAX_REDIRECTS = 5


_ENCODER = json.JSONEncoder(ensure_ascii=False)  # built once: json.dumps builds one per call


def _dumps(value: Any) -> bytes:
    return _ENCODER.encode(value).encode("utf-8", "surrogatepass")


def backoff(attempt: int) -> float:
    """Seconds to wait before retry ``attempt`` (2, 4, 8... capped at 30)."""
    return float(min(30, 2 ** attempt))


def served_name(model: str) -> str:
    """The model name the server knows (``openai/Qwen/Qwen2.5-7B`` -> ``Qwen/Qwen2.5-7B``)."""
    for prefix in PREFIXES:
        if model.startswith(prefix):
            return model[len(prefix):]
    return model


class _Failure(Exception):
    def __init__(self, kind: ErrorKind, message: str, retry: bool) -> None:
        super().__init__(message)
        self.kind, self.message, self.retry = kind, message, retry


async def _read_body(reply: aiohttp.ClientResponse) -> bytes:
    """The whole answer body, however many reads it arrives in, refused beyond :data:`MAX_RESPONSE_BYTES`.

    A body comes in as many pieces as the server's writes and the network make of it (chunked
    transfer, TCP segments): one read returns only what has arrived so far.
    """
    declared = reply.content_length
    if declared is not None and declared > MAX_RESPONSE_BYTES:
        raise _Failure("bad_response", f"answer larger than {MAX_RESPONSE_BYTES >> 20} MB", False)
    pieces: list[bytes] = []
    size = 0
    async for piece in reply.content.iter_any():
        size += len(piece)
        if size > MAX_RESPONSE_BYTES:
            raise _Failure("bad_response", f"answer larger than {MAX_RESPONSE_BYTES >> 20} MB", False)
        pieces.append(piece)
    return b"".join(pieces)


def _same_origin_target(url: str, location: str) -> str:
    """Where a redirect from ``url`` leads, if it stays on the same scheme, host and port.

    The request body is the whole conversation: it is never sent to another host, whatever the
    endpoint answers.
    """
    if not location:
        raise _Failure("client", "redirect without a Location", False)
    source = URL(url)
    try:
        target = source.join(URL(location))
        same = target.origin() == source.origin()
    except ValueError:
        raise _Failure("client", f"redirect to an unreadable Location: {location[:200]!r}", False) from None
    if not same:
        raise _Failure("client", f"redirect to another host refused: {str(target.origin())[:200]}", False)
    return str(target)


class OpenAICompatModel:
    """An OpenAI-compatible chat-completions endpoint reached directly over HTTP.

    Args:
        model: The model string (``openai/NAME`` or ``hosted_vllm/NAME``); ``NAME`` is sent.
        options: ``api_base`` (required), ``api_key`` (else ``OPENAI_API_KEY``, else none),
            ``timeout``, ``retries``, and the sampling options passed through.
    """

    def __init__(self, model: str, options: ModelOptions) -> None:
        if not options.api_base:
            raise ValueError("an OpenAI-compatible client needs api_base")
        self.name = model
        self.options = options
        self.url = options.api_base.rstrip("/") + "/chat/completions"
        self._served = served_name(model)
        key = options.api_key or os.environ.get("OPENAI_API_KEY")
        self._headers = {"Content-Type": "application/json", **({"Authorization": f"Bearer {key}"} if key else {})}
        self._client: aiohttp.ClientSession | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        # Messages and tool lists are not changed once sent (the episode appends new ones): each is
        # encoded once, not once per request.
        self._encoded = ByIdentity(_dumps, ENCODING_CACHE)

    def episode(self, scenario: Scenario, trial: int) -> EpisodeModel:
        """The same client serves all episodes: it keeps no per-episode state."""
        return self

    def _http(self) -> aiohttp.ClientSession:
        loop = asyncio.get_running_loop()
        if self._client is None or self._loop is not loop:  # a session belongs to one event loop
            self._client = aiohttp.ClientSession(
                connector=aiohttp.TCPConnector(limit=0, ttl_dns_cache=300), trust_env=False,
                timeout=aiohttp.ClientTimeout(total=self.options.timeout),
            )
            self._loop = loop
        return self._client

    def _body(self, request: ModelRequest) -> bytes:
        """The JSON request body; each message and the tool list are encoded once, not once per request."""
        parts = [b'{"model": ', _dumps(self._served), b', "messages": [',
                 b", ".join(self._encoded(m) for m in request.messages), b"]"]
        if request.mode == "fc" and request.tools:
            parts += [b', "tools": ', self._encoded(request.tools)]
        for key in ("temperature", "seed", "max_tokens"):
            value = getattr(self.options, key)
            if value is not None:
                parts += [b", ", _dumps(key), b": ", _dumps(value)]
        parts.append(b"}")
        return b"".join(parts)

    async def complete(self, request: ModelRequest) -> ModelResponse:
        """Query the server, retrying transient failures; the last failure is the one raised."""
        body = self._body(request)
        attempt = 0
        while True:
            started = time.monotonic()
            try:
                async with asyncio.timeout(self.options.timeout):
                    data = await self._post(body)
                return self._response(data, time.monotonic() - started)
            except asyncio.TimeoutError:
                failure = _Failure("timeout", f"no answer within {self.options.timeout:g} s", True)
            except _Failure as caught:
                failure = caught
            if failure.kind in _FATAL_STATUS.values() or not failure.retry:
                raise ModelError(failure.kind, failure.message)
            if attempt >= self.options.retries:
                suffix = f" (after {attempt + 1} attempts)" if attempt else ""
                raise ModelError(failure.kind, failure.message + suffix)
            attempt += 1
            await asyncio.sleep(backoff(attempt))

    async def _post(self, body: bytes) -> Any:
        url = self.url
        try:
            for _ in range(MAX_REDIRECTS + 1):
                async with self._http().post(url, data=body, headers=self._headers, allow_redirects=False) as reply:
                    status = reply.status
                    if status in _REDIRECTS:
                        url = _same_origin_target(url, reply.headers.get("Location", ""))
                        continue
                    raw = await _read_body(reply)
                    break
            else:
                raise _Failure("client", f"more than {MAX_REDIRECTS} redirects", False)
        except asyncio.TimeoutError:
            raise _Failure("timeout", f"no answer within {self.options.timeout:g} s", True) from None
        except aiohttp.ClientError as err:
            raise _Failure("connection", f"{type(err).__name__}: {str(err)[:300]}", True) from None
        except OSError as err:  # a refused or reset connection that aiohttp did not wrap
            raise _Failure("connection", f"{type(err).__name__}: {str(err)[:300]}", True) from None
        if status != 200:
            detail = f"HTTP {status}: {raw[:300].decode('utf-8', 'replace')}"
            if status in _FATAL_STATUS:
                raise _Failure(_FATAL_STATUS[status], detail, False)
            if status == 429:
                raise _Failure("rate_limit", detail, True)
            if status >= 500:
                raise _Failure("server", detail, True)
            raise _Failure("client", detail, False)
        try:
            return json.loads(raw)
        except (ValueError, RecursionError) as err:
            raise _Failure("bad_response", f"answer is not JSON: {str(err)[:200]}", False) from None

    def _response(self, data: Any, latency: float) -> ModelResponse:
        try:
            message = data["choices"][0]["message"]
            usage = data.get("usage") or {}
            calls = message.get("tool_calls") or []
            tool_calls = [dict(call) for call in calls]
            text = message.get("content")
            return ModelResponse(
                text=text if isinstance(text, str) else None, tool_calls=tool_calls or None,
                input_tokens=int(usage.get("prompt_tokens") or 0), output_tokens=int(usage.get("completion_tokens") or 0),
                cost=0.0, latency=latency,
            )
        except (KeyError, IndexError, TypeError, AttributeError, ValueError) as err:
            raise ModelError("bad_response", f"unexpected answer shape: {type(err).__name__}: {str(err)[:200]}") from None

    async def close(self) -> None:
        """Close the connection pool."""
        if self._client is not None:
            await self._client.close()
            self._client = None
