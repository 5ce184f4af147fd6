"""Any model litellm can reach: hosted APIs, vLLM and other OpenAI-compatible servers.

The only module that imports litellm. Requests have a timeout; rate limits, timeouts, connection
failures and 5xx answers are retried with exponential backoff. Refused credentials and unknown
models raise a fatal :class:`ModelError` (``auth``, ``not_found``) that stops the run; other errors
(bad request, context window exceeded) fail the episode at once with a recorded model error.
"""

from __future__ import annotations

import asyncio
import os
import re
import time
import warnings
from typing import Any

from sandbox.episode.client import EpisodeModel, ErrorKind, ModelError, ModelRequest, ModelResponse
from sandbox.episode.scenario import Scenario
from sandbox.models.options import ModelOptions
from sandbox.tools.errors import RegistryError

_RETRYABLE: dict[str, ErrorKind] = {
    "RateLimitError": "rate_limit",
    "Timeout": "timeout",
    "APIConnectionError": "connection",
    "InternalServerError": "server",
    "ServiceUnavailableError": "server",
    "BadGatewayError": "server",
}


_FATAL: dict[str, ErrorKind] = {
    "AuthenticationError": "auth",
    "PermissionDeniedError": "auth",
    "NotFoundError": "not_found",
}

#: litellm reports a missing API key as a server error; it is a configuration problem.
_MISSING_KEY = re.compile(r"missing credentials|api[ _-]?key (is )?(missing|not (set|found|provided))", re.IGNORECASE)


#: What the model wrote could not be read (a number beyond Python's digit limit, say): the model's
#: mistake, not the server's, so it is not retried.
_UNREADABLE = re.compile(r"exceeds the limit \(\d+ digits\)|integer string conversion", re.IGNORECASE)


def classify(exc: BaseException) -> tuple[ErrorKind, bool]:
    """The error kind of a litellm exception, and whether it is worth retrying."""
    name = type(exc).__name__
    if name in _FATAL:
        return _FATAL[name], False
    status = getattr(exc, "status_code", None)
    if status in (401, 403):
        return "auth", False
    if status == 404:
        return "not_found", False
    text = str(exc)[:2000]
    if _MISSING_KEY.search(text):
        return "auth", False
    if _UNREADABLE.search(text):
        return "bad_response", False
    if name in _RETRYABLE:
        return _RETRYABLE[name], True
    return "client", False


def _litellm() -> Any:
    # litellm would otherwise try to download its price map on import; the bundled copy is enough.
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    # pydantic notes, once, that litellm's response types use typing.ReadOnly: nothing for users.
    warnings.filterwarnings("ignore", message=r".*using the `ReadOnly` qualifier", category=UserWarning)
    # A run stopped by a fatal answer cancels the requests in flight; litellm has by then created
    # provider coroutines it never awaits, and Python warns about each at exit: nothing for users.
    warnings.filterwarnings("ignore", message=r"coroutine '.*' was never awaited", category=RuntimeWarning)
    import litellm

    litellm.suppress_debug_info = True
    return litellm


def backoff(attempt: int) -> float:
    """Seconds to wait before retry ``attempt`` (1, 2, 4... capped at 30)."""
    return float(min(30, 2 ** attempt))


class LiteLLMModel:
    """A model reached through litellm."""

    def __init__(self, model: str, options: ModelOptions) -> None:
        """Set up the client.

        Raises:
            RegistryError: litellm cannot tell which provider serves ``model``.
        """
        self.name = model
        self.options = options
        self._lib = _litellm()
        try:
            self._lib.get_llm_provider(model, api_base=options.api_base)
        except Exception:
            raise RegistryError(
                f"unknown model {model!r}: name it as provider/model (openai/gpt-4o-mini, anthropic/..., "
                "hosted_vllm/NAME), use openai/NAME --api-base URL for any OpenAI-compatible server, "
                "or oracle, local, scripted:FILE, replay:RUN_DIR"
            ) from None

    def missing_keys(self) -> list[str]:
        """The environment variables litellm wants for this model and does not find (none with a key or an API base).

        ``toolsim run`` stops on them before any request: litellm would report each request as a
        server error, retried, before its own "missing credentials".
        """
        if self.options.api_key or self.options.api_base:
            return []
        try:
            found = self._lib.validate_environment(self.name)
        except Exception:  # litellm cannot tell for this provider: the first request will say
            return []
        missing = found.get("missing_keys") if isinstance(found, dict) and not found.get("keys_in_environment") else []
        return [str(key) for key in missing or []]

    def episode(self, scenario: Scenario, trial: int) -> EpisodeModel:
        """The same client serves all episodes: it keeps no per-episode state."""
        return self

    def _kwargs(self, request: ModelRequest) -> dict[str, Any]:
        kwargs: dict[str, Any] = {
            "model": self.name, "messages": request.messages, "timeout": self.options.timeout, "num_retries": 0,
        }
        if request.mode == "fc" and request.tools:
            kwargs["tools"] = request.tools
        for key in ("api_base", "api_key", "temperature", "seed", "max_tokens"):
            value = getattr(self.options, key)
            if value is not None:
                kwargs[key] = value
        return kwargs

    async def complete(self, request: ModelRequest) -> ModelResponse:
        """Query the model, retrying transient failures."""
        kwargs = self._kwargs(request)
        attempt = 0
        while True:
            started = time.monotonic()
            try:
                raw = await asyncio.wait_for(self._lib.acompletion(**kwargs), self.options.timeout)
                return self._response(raw, time.monotonic() - started)
            except asyncio.TimeoutError:
                kind: ErrorKind = "timeout"
                message = f"no answer within {self.options.timeout:g} s"
            except ModelError:
                raise
            except Exception as exc:
                kind, retry = classify(exc)
                message = f"{type(exc).__name__}: {str(exc)[:300]}"
                if not retry:
                    raise ModelError(kind, message) from None
            if attempt >= self.options.retries:
                raise ModelError(kind, f"{message} (after {attempt + 1} attempts)")
            attempt += 1
            await asyncio.sleep(backoff(attempt))

    def _response(self, raw: Any, latency: float) -> ModelResponse:
        try:
            message = raw.choices[0].message
            tool_calls = [tc.model_dump() if hasattr(tc, "model_dump") else dict(tc) for tc in message.tool_calls or []]
            usage = getattr(raw, "usage", None)
        except (AttributeError, IndexError, TypeError) as err:
            raise ModelError("bad_response", f"unexpected response shape: {err}") from None
        try:
            cost = float(self._lib.completion_cost(completion_response=raw) or 0.0)
        except Exception:  # models missing from litellm's price map simply cost 0
            cost = 0.0
        return ModelResponse(
            text=message.content if isinstance(message.content, str) else None,
            tool_calls=tool_calls or None,
            input_tokens=int(getattr(usage, "prompt_tokens", 0) or 0),
            output_tokens=int(getattr(usage, "completion_tokens", 0) or 0),
            cost=cost,
            latency=latency,
        )

    async def close(self) -> None:
        """Nothing to release."""
