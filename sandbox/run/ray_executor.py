"""The ray executor: a run's episodes shared among Ray actors, recorded by the driver alone.

The driver plans the work items as the local executor does, puts the scenarios in Ray's object
store once and starts ``workers`` actors (:class:`~sandbox.run.ray_worker.EpisodeWorker`), each
with a client of its own and up to ``concurrency`` episodes in flight. Every finished episode
comes back to the driver, which writes it to the run directory, so ``results.jsonl`` holds each
episode once and ``--resume`` works whichever executor wrote the run. When an actor dies, its
unfinished episodes go back in the queue and a new actor takes its place (Ray places it on a live
node). Ray is imported only here, and only when this executor runs.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
import socket
import sys
import threading
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from sandbox.episode.client import ModelClient, ModelError
from sandbox.episode.loop import EpisodeConfig, EpisodeResult
from sandbox.episode.scenario import Scenario
from sandbox.models.options import ModelOptions
from sandbox.run.rundir import RunDir
from sandbox.run.runner import Recorder, WorkItem
from sandbox.run.ray_worker import OFFLINE_PREFIXES, EpisodeWorker, Fatal, ModelSpec, forwarded_env
from sandbox.run.version import code_hash, toolsim_version

#: What to do when Ray is missing, in one line.
INSTALL_HINT = "the ray executor needs Ray: pip install -e '.[ray]' in toolsim's checkout (or pip install 'ray[default]')"
#: Workers when a local Ray instance is started and ``--workers`` is not given.
LOCAL_WORKERS = 2
#: Dead actors replaced per worker before the run gives up (a worker that cannot run at all).
REPLACEMENTS_PER_WORKER = 3


class RayNotInstalled(ImportError):
    """``--executor ray`` without Ray installed."""


class RayExecutorError(RuntimeError):
    """Ray could not be started or joined, or its workers could not run (the message says why)."""


def import_ray() -> Any:
    """The ``ray`` module.

    Raises:
        RayNotInstalled: Ray is not installed (the message says how to install it).
    """
    try:
        import ray
    except ImportError:
        raise RayNotInstalled(INSTALL_HINT) from None
    return ray


def _first_line(err: BaseException) -> str:
    """The line of a Ray error that says what went wrong (its text is a whole report)."""
    lines = [line.strip() for line in str(err).splitlines() if line.strip()]
    named = [line for line in lines if "Error" in line.split(":")[0] or "Exception" in line.split(":")[0]]
    return (named[-1] if named else lines[0] if lines else type(err).__name__)[:300]


def _probe(address: str, timeout: float = 5.0) -> None:
    """Fail fast when nothing listens at a ``HOST:PORT`` address (Ray itself would retry for minutes).

    Raises:
        ConnectionError: Nothing answers there.
    """
    host, _, port = address.rpartition("://")[2].rpartition(":")
    if not (host and port.isdigit()):  # "auto", or a form Ray reads itself
        return
    try:
        socket.create_connection((host.strip("[]"), int(port)), timeout=timeout).close()
    except OSError as err:
        raise ConnectionError(f"nothing answers at {host}:{port} ({err.strerror or err})") from None


@contextlib.contextmanager
def _signals_kept() -> Iterator[None]:
    """Put back the SIGINT and SIGTERM handlers as they were on entry, whatever ran inside.

    ``ray.init`` replaces them in the driver: a SIGTERM then killed the process through Ray's
    handler (exit 15, a stack dump, no resume line) and a Ctrl-C no longer reached the run. With
    toolsim's handlers kept, both stop the run as with the local executor: exit 130, the episodes
    in flight not recorded, the resume command printed.
    """
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    kept = {number: signal.getsignal(number) for number in (signal.SIGINT, signal.SIGTERM)}
    try:
        yield
    finally:
        for number, handler in kept.items():
            if handler is not None:
                signal.signal(number, handler)


def _warn_on_stderr(message: str) -> None:
    print(f"toolsim: warning: {message}", file=sys.stderr)


@dataclass
class _Worker:
    """One actor slot: its current handle and how many times it was replaced."""

    handle: Any
    generation: int = 0


@dataclass
class RayExecutor:
    """Runs work items on Ray actors and records them in a run directory on the driver.

    Args:
        client: The driver's client for the run (its name and ``max_concurrency`` count; an
            offline one, or one not named by a model string, is pickled and shipped to the workers).
        model: The model string the client came from, if any: network clients are built anew
            in each worker from it and ``options``.
        options: The model options for ``model``.
        config: How episodes run.
        address: A running cluster to join (``auto``, or its ``HOST:PORT``); without one a local
            Ray instance is started and stopped with the run. If this process is already connected
            to Ray, that connection is used and left open.
        workers: Actors to start (default: the cluster's CPUs when joining one, else 2).
        concurrency: Episodes in flight per actor.
        warn: Where warnings go (default: a line on stderr).
    """

    client: ModelClient
    model: str | None = None
    options: ModelOptions | None = None
    config: EpisodeConfig = field(default_factory=EpisodeConfig)
    address: str | None = None
    workers: int | None = None
    concurrency: int = 4
    warn: Callable[[str], None] = _warn_on_stderr
    _ray: Any = field(default=None, init=False, repr=False)
    _owns_ray: bool = field(default=False, init=False, repr=False)
    _pool: list[_Worker] = field(default_factory=list, init=False, repr=False)
    _replaced: int = field(default=0, init=False, repr=False)
    _requeued: int = field(default=0, init=False, repr=False)

    def handles(self) -> list[Any]:
        """Each actor's current Ray handle (tests kill one to see its episodes run elsewhere)."""
        return [worker.handle for worker in self._pool]

    @property
    def replaced(self) -> int:
        """Actors replaced so far after they died for good."""
        return self._replaced

    @property
    def requeued(self) -> int:
        """Episodes put back in the queue because their actor died before it answered."""
        return self._requeued

    def model_spec(self) -> ModelSpec:
        """What the workers build their clients from.

        Raises:
            RayExecutorError: The client must be shipped but cannot be pickled.
        """
        if self.model is not None and not self.model.startswith(OFFLINE_PREFIXES):
            options = self.options or ModelOptions()
            if options.cache_dir is not None:  # the workers' working directory may differ
                options = options.model_copy(update={"cache_dir": options.cache_dir.resolve()})
            return ModelSpec(model=self.model, options=options)
        try:
            return ModelSpec(pickled=self._ray.cloudpickle.dumps(self.client))
        except Exception as err:  # cloudpickle raises whatever the object's state raises
            raise RayExecutorError(f"the ray executor ships the model client {self.client.name!r} to its workers, "
                                   f"but it cannot be pickled ({type(err).__name__}: {err}); pass a model string "
                                   "instead, or make the client picklable") from None

    async def run(
        self,
        items: Sequence[WorkItem],
        suites: Mapping[str, Sequence[Scenario]],
        rundir: RunDir,
        on_done: Callable[[EpisodeResult], None] | None = None,
    ) -> list[EpisodeResult]:
        """Run ``items`` (planned from ``suites``) on Ray; record each on this process as it finishes.

        Raises:
            RayNotInstalled: Ray is not installed.
            RayExecutorError: Ray could not be started or joined, the workers could not start, or
                they kept dying.
            ModelError: A fatal model error on a worker; the episodes in flight are not recorded.
        """
        self._ray = import_ray()
        spec = self.model_spec()
        recorder = Recorder(rundir, on_done)
        if not items:
            return recorder.finished
        self._start()
        try:
            suites_ref = self._ray.put({name: list(scenarios) for name, scenarios in suites.items()})
            self._pool = [_Worker(self._spawn(spec, suites_ref)) for _ in range(self._worker_count())]
            await self._check_ready()
            await self._drive(items, recorder, lambda: self._spawn(spec, suites_ref))
            await self._close_clients()
            return recorder.finished
        finally:
            rundir.sync()  # what was recorded reaches the disk, however the run ends
            self._stop()

    def _worker_count(self) -> int:
        if self.workers is not None:
            return self.workers
        if self.address is None and self._owns_ray:
            return LOCAL_WORKERS
        return max(1, int(self._ray.cluster_resources().get("CPU", LOCAL_WORKERS)))

    def _start(self) -> None:
        ray = self._ray
        if ray.is_initialized():
            return
        quiet = {"include_dashboard": False, "log_to_driver": False, "logging_level": logging.ERROR}
        where = f"join the Ray cluster at {self.address}" if self.address else "start a local Ray instance"
        try:
            with _signals_kept():  # Ray's driver installs its own SIGTERM/SIGINT handlers: toolsim's stay
                if self.address is not None:
                    _probe(self.address)
                    ray.init(address=self.address, **quiet)
                else:
                    ray.init(num_cpus=max(LOCAL_WORKERS, self.workers or 0), **quiet)
        except ConnectionError as err:
            if self.address == "auto":
                raise RayExecutorError(f"cannot {where}: no Ray cluster runs on this machine (start one with "
                                       "'ray start --head', or leave out --ray-address for a local instance)") from None
            raise RayExecutorError(f"cannot {where}: {_first_line(err)}") from None
        except Exception as err:  # ValueError, RuntimeError...: Ray's message says which
            raise RayExecutorError(f"cannot {where}: {_first_line(err)}") from None
        self._owns_ray = True

    def _kill(self, handle: Any) -> None:
        try:
            self._ray.kill(handle)
        except Exception:  # already gone
            pass

    def _stop(self) -> None:
        for worker in self._pool:
            self._kill(worker.handle)
        self._pool = []
        if self._owns_ray:
            self._ray.shutdown()
            self._owns_ray = False

    def _spawn(self, spec: ModelSpec, suites_ref: Any) -> Any:
        actor = self._ray.remote(EpisodeWorker).options(
            max_concurrency=self.concurrency, scheduling_strategy="SPREAD", runtime_env={"env_vars": forwarded_env()},
        )
        return actor.remote(spec, self.config, suites_ref)

    async def _check_ready(self) -> None:
        errors = self._ray.exceptions
        try:
            answers = await asyncio.gather(*(worker.handle.ready.remote() for worker in self._pool))
        except (errors.RayActorError, errors.RayTaskError) as err:
            raise RayExecutorError(f"the Ray workers could not start: {_first_line(err)}") from None
        here = (toolsim_version(), code_hash())
        differing = [answer for answer in answers if tuple(answer) != here]
        if differing:
            version, digest = differing[0]
            self.warn(f"{len(differing)} Ray worker(s) run other toolsim code (version {version}, code hash {digest}; "
                      f"this process: {here[0]}, {here[1]}); results may mix versions")

    async def _drive(self, items: Sequence[WorkItem], recorder: Recorder, spawn: Callable[[], Any]) -> None:
        """Keep ``concurrency`` calls in flight per actor until every item is recorded."""
        queue: asyncio.Queue[WorkItem | None] = asyncio.Queue()
        for item in items:  # the actors hold the suites in the order the items index
            queue.put_nowait(item)
        slots = len(self._pool) * self.concurrency
        left = len(items)
        died = self._ray.exceptions.ActorDiedError
        unavailable = self._ray.exceptions.RayActorError

        async def slot(worker: _Worker) -> None:
            nonlocal left
            while (item := await queue.get()) is not None:
                generation = worker.generation
                try:
                    outcome = await worker.handle.run.remote(item.suite, item.index, item.trial)
                except unavailable as err:  # the actor died (or is restarting): run the episode again
                    queue.put_nowait(item)
                    self._requeued += 1
                    if isinstance(err, died):
                        self._replace(worker, generation, err, spawn, len(items))
                    else:
                        await asyncio.sleep(0.5)
                    continue
                if isinstance(outcome, Fatal):
                    raise ModelError(outcome.kind, outcome.message)
                await recorder.add(*outcome)
                left -= 1
                if left == 0:
                    for _ in range(slots):
                        queue.put_nowait(None)

        try:
            async with asyncio.TaskGroup() as group:
                for worker in self._pool:
                    for _ in range(self.concurrency):
                        group.create_task(slot(worker))
        except ExceptionGroup as group:
            raise group.exceptions[0] from None

    def _replace(self, worker: _Worker, generation: int, err: BaseException, spawn: Callable[[], Any],
                 items: int) -> None:
        """Start a new actor in place of one that is gone for good (once, whichever slot saw it first)."""
        if worker.generation != generation:
            return
        self._replaced += 1
        if self._replaced > REPLACEMENTS_PER_WORKER * len(self._pool):
            raise RayExecutorError(f"the Ray workers keep dying ({self._replaced} replaced for {items} episodes): "
                                   f"{_first_line(err)}")
        self._kill(worker.handle)
        worker.handle = spawn()
        worker.generation += 1

    async def _close_clients(self) -> None:
        try:
            async with asyncio.timeout(10):
                await asyncio.gather(*(worker.handle.close.remote() for worker in self._pool), return_exceptions=True)
        except TimeoutError:  # a client that does not close in time is killed with its actor
            pass

