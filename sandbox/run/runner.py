"""Run many episodes concurrently in one process and record them in a run directory."""

from __future__ import annotations

import asyncio
import traceback
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from sandbox.judge.checker import TurnVerdict
from sandbox.episode.client import ModelClient, ModelError, answers_from_memory
from sandbox.judge.gold import domain_names
from sandbox.judge.reading import ReplyReader
from sandbox.episode.loop import EpisodeConfig, EpisodeResult, run_episode
from sandbox.episode.scenario import Scenario
from sandbox.episode.trajectory import EpisodeEnd, EpisodeStart, Event, ModelErrorEvent
from sandbox.episode.user import SimulatedUser
from sandbox.models.user import close_user, resolve_user
from sandbox.run.lazy import scenario_ids
from sandbox.run.rundir import RecordError, RunDir


@dataclass(frozen=True)
class WorkItem:
    """One episode to run: trial ``trial`` of scenario ``index`` of a suite, built when the episode starts.

    A lazy suite's scenario (a long-context variant, say) is built as its episode begins, not when
    the run is planned: the gold replay its build leaves in the cache (sandbox/judge/gold.py) is then
    still there for the episode, and the first episode starts at once.

    Args:
        suite: The suite's name.
        scenarios: The suite's scenarios.
        index: The scenario's index in ``scenarios``.
        trial: The trial.
    """

    suite: str
    scenarios: Sequence[Scenario]
    index: int
    trial: int

    @property
    def scenario(self) -> Scenario:
        """The scenario to run: a lazy suite builds it on first access, once."""
        return self.scenarios[self.index]


def plan(suites: Mapping[str, Sequence[Scenario]], trials: int, done: set[tuple[str, str, int]]) -> list[WorkItem]:
    """Every (suite, scenario, trial) not yet done, in a stable order.

    The suites are taken in turn, scenario by scenario (the first of each suite, then the second...),
    with a scenario's trials together: the variants of one base scenario (``base``, ``miss_func``,
    ``miss_param``... list them in the same order) and the trials of a scenario then run close
    together, while their shared gold replay is still in the cache (sandbox/judge/gold.py).
    """
    longest = max((len(scenarios) for scenarios in suites.values()), default=0)
    ids = {suite: scenario_ids(scenarios) for suite, scenarios in suites.items()}  # none is built here
    return [
        WorkItem(suite, scenarios, index, trial)
        for index in range(longest)
        for suite, scenarios in suites.items()
        if index < len(scenarios)
        for trial in range(trials)
        if (suite, ids[suite][index], trial) not in done
    ]


def _errored(item: WorkItem, client: ModelClient, config: EpisodeConfig, exc: BaseException) -> tuple[EpisodeResult, list[Event]]:
    """The record of an episode that hit a bug in toolsim itself: loud, kept, and the run goes on."""
    detail = "".join(traceback.format_exception(exc))
    events: list[Event] = [
        EpisodeStart(scenario=item.scenario, suite=item.suite, trial=item.trial, model=client.name, mode=config.mode),
        ModelErrorEvent(step=0, error_kind="internal", message=detail[-4000:]),
        EpisodeEnd(passed=False, error_class="crashed"),
    ]
    turns = [TurnVerdict(turn=i, gold_empty=not t.ground_truth, passed=False, skipped=True, error_class="crashed")
             for i, t in enumerate(item.scenario.turns)]
    result = EpisodeResult(
        scenario_id=item.scenario.id, suite=item.suite, category=item.scenario.category, trial=item.trial,
        passed=False, error_class="crashed", error_turn=0, turn_accuracy=0.0, turns=turns,
        model_error=f"internal error: {type(exc).__name__}: {exc}"[:500], status="errored",
        domains=domain_names(item.scenario.domains),
    )
    return result, events


def concurrency_for(client: ModelClient, concurrency: int) -> int:
    """Episodes in flight at once: ``concurrency``, or fewer if the client caps it with ``max_concurrency``."""
    return max(1, min(concurrency, getattr(client, "max_concurrency", concurrency)))


async def run_one(item: WorkItem, client: ModelClient, config: EpisodeConfig, user: SimulatedUser | None = None,
                  reader: ReplyReader | None = None) -> tuple[EpisodeResult, list[Event]]:
    """Run one work item; a non-fatal model error or a toolsim bug becomes an errored episode's record.

    ``user`` answers replies that would end a turn (default: ``config.user``, scripted or reactive);
    ``reader`` is a model judge of the words of ask and abstain turns (``--judge-model``).

    Raises:
        ModelError: A fatal model error (refused credentials, unknown model): the run stops.
    """
    try:
        return await run_episode(item.scenario, client, suite=item.suite, trial=item.trial, config=config, user=user,
                                 reader=reader)
    except ModelError as err:
        if err.fatal:
            raise
        return _errored(item, client, config, err)
    except Exception as exc:  # a toolsim bug: recorded as an errored episode
        return _errored(item, client, config, exc)


class Recorder:
    """Records finished episodes in a run directory, each (suite, scenario, trial) once, and counts them.

    Args:
        rundir: The run directory.
        on_done: Called with each recorded result (progress).
        inline: Write on the event loop itself. Right when the episodes answer from memory
            (``in_process`` clients): nothing else waits for I/O then, and handing each write to a
            thread costs more than the write (the two contend for the GIL).
    """

    def __init__(self, rundir: RunDir, on_done: Callable[[EpisodeResult], None] | None = None, *,
                 inline: bool = False) -> None:
        self.rundir = rundir
        self.on_done = on_done
        self.inline = inline
        self.finished: list[EpisodeResult] = []
        self._keys: set[tuple[str, str, int]] = set()

    async def add(self, result: EpisodeResult, events: list[Event]) -> None:
        """Write the episode (off the event loop unless ``inline``); a key seen before is dropped."""
        key = (result.suite, result.scenario_id, result.trial)
        if key in self._keys:
            return
        self._keys.add(key)
        if self.inline:
            self.rundir.record(result, events)
        else:
            await asyncio.to_thread(self.rundir.record, result, events)
        self.finished.append(result)
        if self.on_done is not None:
            self.on_done(result)


async def run_items(
    items: Sequence[WorkItem],
    client: ModelClient,
    config: EpisodeConfig,
    rundir: RunDir,
    *,
    concurrency: int = 4,
    on_done: Callable[[EpisodeResult], None] | None = None,
    reader: ReplyReader | None = None,
) -> list[EpisodeResult]:
    """Run work items with at most ``concurrency`` episodes in flight; record each as it finishes.

    A client may cap that number with a ``max_concurrency`` attribute (a local server answering
    one request at a time, say). ``reader`` is a model judge of the words of ask and abstain turns.

    Raises:
        ModelError: A fatal model error (refused credentials, unknown model). The episodes in
            flight are cancelled and not recorded, so ``--resume`` runs them once it is fixed.
        RecordError: An episode could not be recorded (a full disk); the same for the episodes in flight.
    """
    recorder = Recorder(rundir, on_done, inline=answers_from_memory(client))
    user = resolve_user(config.user)
    queue = iter(items)  # shared: each worker takes the next item when its episode is recorded

    async def worker() -> None:
        for item in queue:
            await recorder.add(*await run_one(item, client, config, user, reader))

    try:
        async with asyncio.TaskGroup() as group:  # as many tasks as episodes in flight, however many items
            for _ in range(min(concurrency_for(client, concurrency), len(items))):
                group.create_task(worker())
    except ExceptionGroup as group:
        fatal = [e for e in group.exceptions if isinstance(e, (ModelError, RecordError))]
        if fatal:
            raise fatal[0] from None
        raise
    finally:
        rundir.sync()  # what was recorded reaches the disk, however the run ends
        await close_user(user)
    return recorder.finished
