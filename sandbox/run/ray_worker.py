"""What a Ray worker runs: its own model client, the run's scenarios, one episode per call.

Nothing here imports Ray: :mod:`sandbox.run.ray_executor` turns :class:`EpisodeWorker` into an
actor class when the ray executor is used, and everything the worker gets from the driver (a
:class:`ModelSpec`, the episode configuration, the scenarios) is plain picklable data.
"""

from __future__ import annotations

import os
import pickle
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from sandbox.episode.client import ErrorKind, ModelClient, ModelError
from sandbox.episode.loop import EpisodeConfig, EpisodeResult
from sandbox.episode.scenario import Scenario
from sandbox.episode.trajectory import Event
from sandbox.models.options import ModelOptions
from sandbox.models.resolve import resolve_model
from sandbox.models.user import close_user, resolve_user
from sandbox.run.collector import collect_less_often
from sandbox.run.runner import WorkItem, run_one
from sandbox.run.version import code_hash, toolsim_version

#: Model strings whose client holds no connection: built once on the driver and shipped as it is,
#: so the files they read (scripts, recorded runs) need not exist on the workers' machines.
OFFLINE_PREFIXES = ("oracle", "scripted:", "replay:")

#: The driver's environment variables a worker gets: model credentials and endpoints, litellm's
#: and toolsim's own settings.
FORWARDED_ENV = re.compile(r"^(.*_API_KEY|.*_API_BASE|.*_BASE_URL|.*_API_VERSION|LITELLM_.*|TOOLSIM_.*)$")


def forwarded_env(environ: Mapping[str, str] | None = None) -> dict[str, str]:
    """The variables of ``environ`` (default: this process's) that Ray workers get from the driver.

    >>> forwarded_env({"OPENAI_API_KEY": "k", "HOME": "/root", "TOOLSIM_X": "1"})
    {'OPENAI_API_KEY': 'k', 'TOOLSIM_X': '1'}
    """
    environ = os.environ if environ is None else environ
    return {name: value for name, value in environ.items() if FORWARDED_ENV.match(name)}


@dataclass(frozen=True)
class ModelSpec:
    """How a worker gets its model client: a model string to resolve there, or a pickled client."""

    model: str | None = None
    options: ModelOptions | None = None
    pickled: bytes | None = None

    def build(self) -> ModelClient:
        """The worker's own client."""
        if self.pickled is not None:
            client: ModelClient = pickle.loads(self.pickled)  # noqa: S301 - the driver's own client, not input
            return client
        assert self.model is not None
        return resolve_model(self.model, self.options)


@dataclass(frozen=True)
class Fatal:
    """A worker's answer when the endpoint refused the run (the driver raises the :class:`ModelError`)."""

    kind: ErrorKind
    message: str


Outcome = tuple[EpisodeResult, list[Event]] | Fatal


class EpisodeWorker:
    """Runs episodes of the run's scenarios with a client of its own, many at once (an async actor)."""

    def __init__(self, model: ModelSpec, config: EpisodeConfig, suites: Mapping[str, Sequence[Scenario]]) -> None:
        collect_less_often()
        self.client = model.build()
        self.user = resolve_user(config.user)
        self.config = config
        self.suites = suites

    async def ready(self) -> tuple[str, str]:
        """The worker's toolsim version and code hash, once it is up."""
        return toolsim_version(), code_hash()

    async def pid(self) -> int:
        """The worker's process id."""
        return os.getpid()

    async def run(self, suite: str, index: int, trial: int) -> Outcome:
        """Run one episode: scenario ``index`` of ``suite``, trial ``trial``."""
        item = WorkItem(suite, self.suites[suite], index, trial)
        try:
            return await run_one(item, self.client, self.config, self.user)
        except ModelError as err:  # only fatal ones get here
            return Fatal(err.kind, err.message)

    async def close(self) -> None:
        """Close the client (its connections) and the user's."""
        await self.client.close()
        await close_user(self.user)
