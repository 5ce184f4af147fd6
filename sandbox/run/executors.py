"""Where a run's episodes run: in this process (``local``) or on Ray actors (``ray``).

Both executors run the same episode code (:func:`sandbox.run.runner.run_one`) and record every
episode in the run directory from this process, so a run started by one can be resumed by the
other.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from sandbox.episode.client import ModelClient
from sandbox.episode.loop import EpisodeConfig, EpisodeResult
from sandbox.episode.scenario import Scenario
from sandbox.judge.reading import ReplyReader
from sandbox.models.options import ModelOptions
from sandbox.run.rundir import RunDir
from sandbox.run.runner import WorkItem, concurrency_for, run_items

ExecutorName = Literal["local", "ray"]
EXECUTORS: tuple[ExecutorName, ...] = ("local", "ray")


@dataclass(frozen=True)
class Executor:
    """Which executor runs the episodes, and for ``ray``, which cluster and how many workers.

    Args:
        name: ``local`` (one process, asyncio) or ``ray`` (Ray actors; see docs/scaling.md).
        address: With ``ray``: a cluster to join (``auto``...); none starts a local Ray instance.
        workers: With ``ray``: actors to start (default: the cluster's CPUs, or 2 locally).
    """

    name: ExecutorName = "local"
    address: str | None = None
    workers: int | None = None

    def __post_init__(self) -> None:
        if self.name not in EXECUTORS:
            raise ValueError(f"unknown executor {self.name!r} (known: {', '.join(EXECUTORS)})")
        if self.name != "ray" and (self.address is not None or self.workers is not None):
            raise ValueError("a Ray address and a number of workers go with the ray executor")

    def check(self) -> None:
        """Fail early when the executor cannot run here.

        Raises:
            RayNotInstalled: ``ray`` without Ray installed (an ImportError saying how to install it).
        """
        if self.name == "ray":
            from sandbox.run.ray_executor import import_ray

            import_ray()

    async def run(
        self,
        items: Sequence[WorkItem],
        suites: Mapping[str, Sequence[Scenario]],
        client: ModelClient,
        config: EpisodeConfig,
        rundir: RunDir,
        *,
        concurrency: int = 4,
        on_done: Callable[[EpisodeResult], None] | None = None,
        model: str | None = None,
        options: ModelOptions | None = None,
        reader: ReplyReader | None = None,
    ) -> list[EpisodeResult]:
        """Run ``items`` (planned from ``suites``) and record each in ``rundir`` as it finishes.

        Args:
            items: The episodes to run.
            suites: The scenarios they were planned from.
            client: The model client (the ray executor builds one per worker from ``model``
                and ``options`` when it is a network client, else ships this one).
            config: How episodes run.
            rundir: Where every episode is recorded, by this process alone.
            concurrency: Episodes in flight (per worker with ``ray``).
            on_done: Called with each recorded result (a progress bar).
            model: The model string ``client`` was resolved from, if any.
            options: The model options it was resolved with.
            reader: A model judge of the words of ask and abstain turns (``local`` only: its
                answers are kept in the run directory by this process).

        Raises:
            ModelError: A fatal model error; the episodes in flight are not recorded.
            ValueError: ``ray`` with a ``reader``.
            RayNotInstalled: ``ray`` without Ray installed.
            RayExecutorError: Ray could not start or join a cluster, or its workers could not run.
        """
        if self.name == "local":
            return await run_items(items, client, config, rundir, concurrency=concurrency, on_done=on_done,
                                   reader=reader)
        if reader is not None:
            raise ValueError("a model judge of replies runs with the local executor")
        from sandbox.run.ray_executor import RayExecutor

        ray = RayExecutor(client, model=model, options=options, config=config, address=self.address,
                          workers=self.workers, concurrency=concurrency_for(client, concurrency))
        return await ray.run(items, suites, rundir, on_done)
