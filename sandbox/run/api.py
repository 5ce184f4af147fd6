"""Run suites from Python: the same runner as ``toolsim run``, returning the episode results.

>>> from sandbox import run_suite
>>> results = run_suite(["base"], "oracle", limit=2)
>>> [r.passed for r in results]
[True, True]

For one episode at a time (an RL loop, say), use :func:`sandbox.run_episode` with a
:class:`~sandbox.episode.client.ModelClient` of your own; its per-turn verdicts are in
``EpisodeResult.turns``.
"""

from __future__ import annotations

import asyncio
import tempfile
from collections.abc import Sequence
from pathlib import Path

from sandbox.episode.client import ModelClient
from sandbox.episode.loop import EpisodeConfig, EpisodeResult
from sandbox.models.options import ModelOptions
from sandbox.models.resolve import resolve_model
from sandbox.run.rundir import RunDir, run_meta
from sandbox.run.runner import plan, run_items
from sandbox.run.suites import check_runnable, load_suite


def run_suite(
    suites: Sequence[str],
    model: str | ModelClient = "oracle",
    *,
    config: EpisodeConfig | None = None,
    options: ModelOptions | None = None,
    trials: int = 1,
    concurrency: int = 4,
    limit: int | None = None,
    out: Path | None = None,
) -> list[EpisodeResult]:
    """Run every scenario of ``suites`` against ``model`` and return the results.

    Args:
        suites: Suite names (as ``toolsim suites`` lists them) or ``.jsonl`` paths.
        model: A model string as ``toolsim run --model`` takes it, or a client object.
        config: How episodes run (mode, step limit, request timeout); defaults to fc mode.
        options: Options for real models (API base, temperature, retries...).
        trials: Episodes per scenario.
        concurrency: Episodes in flight at once.
        limit: Only the first ``limit`` scenarios of each suite.
        out: Also keep a run directory there (``toolsim report`` reads it; with a model string,
            ``toolsim run --resume`` finishes it). Without it the records go to a temporary one.

    Returns:
        One result per episode, in the order they finished.

    Raises:
        RegistryError: An unknown suite, model or domain.
        ScenarioFileError: A malformed suite file, or a domain configuration its domain refuses.
        ModelError: A fatal endpoint error (refused credentials, unknown model).
    """
    loaded = {name: load_suite(name)[:limit] for name in suites}
    for suite_name, scenarios in loaded.items():
        check_runnable(suite_name, scenarios)
    config = config or EpisodeConfig(request_timeout=(options or ModelOptions()).request_budget())
    client = resolve_model(model, options) if isinstance(model, str) else model
    name = model if isinstance(model, str) else client.name
    meta = run_meta(name, config.mode, suites, trials, limit, config.max_steps)

    async def go(rundir: RunDir) -> list[EpisodeResult]:
        try:
            return await run_items(plan(loaded, trials, set()), client, config, rundir, concurrency=concurrency)
        finally:
            await client.close()

    if out is not None:
        rundir = RunDir(out)
        rundir.create(meta)
        return asyncio.run(go(rundir))
    with tempfile.TemporaryDirectory(prefix="toolsim-") as scratch:
        rundir = RunDir(Path(scratch))
        rundir.create(meta)
        return asyncio.run(go(rundir))
