"""Run suites from Python: the same runner as ``toolsim run``, returning the episode results.

>>> from sandbox import run_suite
>>> results = run_suite(["base"], "oracle", limit=2)
>>> [r.passed for r in results]
[True, True]

For one episode at a time (an RL loop, say), :func:`make_env` gives the step API over one
scenario (``reset``/``step``, the turn's verdict as reward), and :func:`sandbox.run_episode` runs
one with a :class:`~sandbox.episode.client.ModelClient` of your own.
"""

from __future__ import annotations

import asyncio
import functools
import tempfile
from collections.abc import Sequence
from pathlib import Path

from sandbox.episode.client import ModelClient, Mode
from sandbox.episode.env import EpisodeEnv, Reward
from sandbox.episode.loop import EpisodeConfig, EpisodeResult
from sandbox.episode.scenario import Scenario
from sandbox.models.options import ModelOptions
from sandbox.models.resolve import resolve_model
from sandbox.run.rundir import RunDir, run_meta
from sandbox.run.executors import Executor, ExecutorName
from sandbox.run.runner import plan
from sandbox.run.lazy import LazySuite, find, scenario_ids
from sandbox.run.suites import check_runnable, load_suite
from sandbox.tools.errors import RegistryError


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
    executor: ExecutorName = "local",
    ray_address: str | None = None,
    workers: int | None = None,
) -> list[EpisodeResult]:
    """Run every scenario of ``suites`` against ``model`` and return the results.

    Args:
        suites: Suite names (as ``toolsim suites`` lists them) or ``.jsonl`` paths.
        model: A model string as ``toolsim run --model`` takes it, or a client object.
        config: How episodes run (mode, step limit, request timeout); defaults to fc mode.
        options: Options for real models (API base, temperature, retries...).
        trials: Episodes per scenario.
        concurrency: Episodes in flight at once (per worker with the ray executor).
        limit: Only the first ``limit`` scenarios of each suite.
        out: Also keep a run directory there (``toolsim report`` reads it; with a model string,
            ``toolsim run --resume`` finishes it). Without it the records go to a temporary one.
        executor: ``local`` (this process) or ``ray`` (Ray actors, docs/scaling.md): with ``ray``,
            a model string is resolved in each worker, a client object is pickled and shipped.
        ray_address: With ``ray``: a cluster to join (``auto``...); default a local Ray instance.
        workers: With ``ray``: actors to start (default: the cluster's CPUs, or 2 locally).

    Returns:
        One result per episode, in the order they finished.

    Raises:
        RegistryError: An unknown suite, model or domain.
        ScenarioFileError: A malformed suite file, or a domain configuration its domain refuses.
        ModelError: A fatal endpoint error (refused credentials, unknown model).
        ValueError: An unknown executor, or Ray options without the ray executor.
        RayNotInstalled: The ray executor without Ray installed (an ImportError).
        RayExecutorError: Ray could not start or join a cluster, its workers could not start, or
            the client cannot be shipped to them.
    """
    runner = Executor(executor, ray_address, workers)
    runner.check()
    loaded = {name: load_suite(name)[:limit] for name in suites}
    for suite_name, scenarios in loaded.items():
        check_runnable(suite_name, scenarios)
    config = config or EpisodeConfig(request_timeout=(options or ModelOptions()).request_budget())
    client = resolve_model(model, options) if isinstance(model, str) else model
    name = model if isinstance(model, str) else client.name
    meta = run_meta(name, config.mode, suites, trials, limit, config.max_steps)

    async def go(rundir: RunDir) -> list[EpisodeResult]:
        try:
            return await runner.run(plan(loaded, trials, set()), loaded, client, config, rundir, concurrency=concurrency,
                                    model=model if isinstance(model, str) else None, options=options)
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


@functools.lru_cache(maxsize=16)
def _named_suite(name: str) -> Sequence[Scenario]:
    # The same scenario objects for every env of a suite, so their gold is replayed once (judge/gold.py);
    # a lazy suite stays lazy, so an env builds its own scenario only.
    scenarios = load_suite(name)
    return scenarios if isinstance(scenarios, LazySuite) else tuple(scenarios)


@functools.lru_cache(maxsize=4096)
def _checked(suite: str, scenario_id: str) -> None:
    """Check a scenario of a named suite once per process (a refused one is checked, and refused, each time)."""
    found = find(_named_suite(suite), scenario_id)
    check_runnable(suite, [found] if found is not None else [])


def suite_scenarios(name: str) -> Sequence[Scenario]:
    """A suite's scenarios, kept per process for named suites (a ``.jsonl`` path is read afresh)."""
    return load_suite(name) if name.endswith(".jsonl") else _named_suite(name)


def make_env(
    suite: str, scenario_id: str, mode: Mode = "fc", trial: int = 0, reward: Reward = "turn", *,
    config: EpisodeConfig | None = None,
) -> EpisodeEnv:
    """The step API over one scenario: ``reset()``, then ``step(action)`` until the episode ends.

    >>> env = make_env("base", "fs_quarterly_reports_v1", reward="episode")
    >>> observation, info = env.reset()
    >>> sorted(observation), observation["messages"][0]["role"]
    (['messages', 'tools'], 'user')

    Args:
        suite: A suite name (as ``toolsim suites`` lists them) or a ``.jsonl`` path.
        scenario_id: The scenario's id in that suite.
        mode: ``fc`` (actions carry ``tool_calls``) or ``prompt`` (calls written as text).
        trial: The trial number recorded in the result.
        reward: ``turn`` (each turn's verdict when it ends) or ``episode`` (the verdict at the end).
        config: The step limit and doc overrides (its mode is replaced by ``mode``).

    Raises:
        RegistryError: An unknown suite or domain, or no such scenario in the suite.
        ScenarioFileError: A malformed suite file, or a domain configuration its domain refuses.
    """
    scenarios = suite_scenarios(suite)
    found = find(scenarios, scenario_id)
    if found is None:
        sample = ", ".join(scenario_ids(scenarios)[:3])
        raise RegistryError(f"suite {suite!r} has no scenario {scenario_id!r} (it has {len(scenarios)}: {sample}, ...; "
                            f"list them with 'toolsim suites {suite}')")
    if suite.endswith(".jsonl"):  # a configuration its domain refuses is named now, not at the first call
        check_runnable(suite, [found])
    else:
        _checked(suite, scenario_id)
    config = (config or EpisodeConfig()).model_copy(update={"mode": mode})
    return EpisodeEnv(found, suite=suite, trial=trial, config=config, reward=reward)
