"""Fork a recorded episode into a run of its own: the recording up to a point, then another model or an edit.

``toolsim replay TRAJECTORY --fork-at N --model M`` and ``--edit TURN:STEP=CALLS`` come here. The
episode is brought to the fork point by re-executing its recorded replies (sandbox/episode/fork.py),
then driven on, and recorded in a run directory like any episode: a trajectory, a result line and a
``run.json`` that says what it was forked from.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sandbox.episode.client import ModelClient, ModelResponse, answers_from_memory, reads_messages
from sandbox.episode.config import EpisodeConfig, EpisodeResult
from sandbox.episode.env import EpisodeEnv, Reward
from sandbox.episode.fork import ForkError, RecordedSteps, restore, start_of
from sandbox.episode.loop import drive
from sandbox.episode.parsing import parse_prompt
from sandbox.episode.trajectory import Event
from sandbox.episode.user import RecordedUser, SimulatedUser
from sandbox.run.rundir import RunDir, run_meta
from sandbox.tools.errors import ParseError

_EDIT = re.compile(r"^\s*(\d+)\s*:\s*(\d+)\s*=(.*)$", re.DOTALL)


@dataclass(frozen=True)
class Edit:
    """The model's reply at one step replaced by calls (``TURN:STEP=CALLS``)."""

    turn: int
    step: int
    calls: str  # one call, or a [list] of calls, in prompt syntax

    def __str__(self) -> str:
        return f"{self.turn}:{self.step}={self.calls}"


def parse_edit(text: str) -> Edit:
    """Read ``TURN:STEP=CALLS``: ``2:0=mkdir(dir_name='2025')`` or ``1:0=[cd(folder='a'), ls()]``.

    Raises:
        ValueError: Not of that shape, or the calls do not parse (literal arguments only).
    """
    match = _EDIT.match(text)
    if match is None:
        raise ValueError(f"--edit {text!r}: expected TURN:STEP=CALLS, e.g. 2:0=mkdir(dir_name='2025')")
    calls = match.group(3).strip()
    try:
        parsed = parse_prompt(calls)
    except ParseError as err:
        raise ValueError(f"--edit {text!r}: the calls do not parse: {err.message}") from None
    if not parsed:
        raise ValueError(f"--edit {text!r}: no call after '='")
    return Edit(int(match.group(1)), int(match.group(2)), calls)


def fork_env(events: list[Event], turn: int, *, step: int = 0, config: EpisodeConfig | None = None,
             reward: Reward = "turn", model: str = "fork", user: SimulatedUser | None = None) -> EpisodeEnv:
    """A new env of the recorded episode at step ``step`` of turn ``turn`` (see :func:`restore`).

    Args:
        events: The recorded trajectory.
        turn: The turn to fork at (0: the first).
        step: The step within that turn (0: before the model's first reply in it).
        config: As the recording ran (mode, step limit, docs); the recorded mode by default.
        reward: As :class:`~sandbox.episode.env.EpisodeEnv`.
        model: The model name the new trajectory records.
        user: Who answers from the fork point on (default: ``config.user``); before it, what the
            recorded users said is said again.

    Raises:
        ForkError: The recording does not reach that point.
    """
    start = start_of(events)
    config = config or EpisodeConfig(mode="prompt" if start.mode == "prompt" else "fc")
    env = EpisodeEnv(start.scenario, suite=start.suite, trial=start.trial, config=config, reward=reward, model=model,
                     user=user)
    return restore(env, events, turn, step)


async def fork_episode(events: list[Event], config: EpisodeConfig, *, turn: int | None = None,
                       client: ModelClient | None = None, edit: Edit | None = None,
                       user: SimulatedUser | None = None) -> tuple[EpisodeResult, list[Event]]:
    """Run the recorded episode again from a fork point.

    Args:
        events: The recorded trajectory.
        config: How the episode runs (as the recording ran).
        turn: Fork at the start of this turn (with ``client``).
        client: The model that goes on from the fork point; without one (with ``edit``) the recorded
            replies go on, by turn and step.
        edit: Replace the reply at its turn and step, and go on from there.
        user: Who answers replies that would end a turn from the fork point on. Default: with a
            ``client``, ``config.user``; with the recorded replies, what the recorded users said
            at the same turn and step.

    Raises:
        ForkError: The recording cannot be brought to the fork point.
        ValueError: Neither a turn nor an edit, or a turn without a model.
        ModelError: A fatal endpoint error of ``client``.
    """
    start = start_of(events)
    if edit is None and (turn is None or client is None):
        raise ValueError("fork at a turn with a model, or give an edit")
    name = client.name if client is not None else f"{start.model} edited at {edit.turn}:{edit.step}" if edit else ""
    at_turn, at_step = (edit.turn, edit.step) if edit is not None else (turn or 0, 0)
    if user is None and client is None:
        user = RecordedUser.from_events(events)
    env = fork_env(events, at_turn, step=at_step, config=config, model=name, user=user)
    if edit is not None:
        env.step(ModelResponse(decoded=[edit.calls]))
    if client is None:
        result, trajectory = await drive(env, RecordedSteps(events), bounded=False)
    else:
        model = client.episode(start.scenario, start.trial)
        result, trajectory = await drive(env, model, bounded=not answers_from_memory(client),
                                         messages=reads_messages(client))
    return result, trajectory


def recorded_config(trajectory: Path, events: list[Event]) -> tuple[EpisodeConfig, dict[str, Any]]:
    """How the recorded episode ran: its mode, and the step limit, docs and user of its run directory's ``run.json``.

    A trajectory outside a run directory runs with the defaults. Returns the config and the
    ``run.json`` read (empty when there is none).

    Raises:
        InputFileError: The run directory's ``run.json`` cannot be read.
    """
    start = start_of(events)
    run_dir = trajectory.resolve().parent.parent.parent  # RUN/trajectories/SUITE/FILE
    meta = RunDir(run_dir).meta() if (run_dir / "run.json").is_file() else {}
    overrides: dict[str, dict[str, Any]] = {}
    if meta.get("docs") == "bfcl":
        from sandbox.tools.registry import load_object

        overrides = load_object("scenarios.bfcl.docs:bfcl_tool_schemas")()
    steps, user = meta.get("max_steps"), meta.get("user")
    config = EpisodeConfig(mode="prompt" if start.mode == "prompt" else "fc", doc_overrides=overrides,
                           max_steps=steps if type(steps) is int and steps >= 1 else 20,
                           user=user if isinstance(user, str) and user else "scripted")
    return config, meta


def record_fork(out: Path, result: EpisodeResult, events: list[Event], config: EpisodeConfig,
                forked_from: dict[str, Any], **settings: Any) -> RunDir:
    """Write the forked episode as a run directory of one episode.

    ``run.json`` holds the settings given (docs, how the model was called...) and ``forked_from``.

    Raises:
        FileExistsError: ``out`` already holds results.
        InputFileError: ``out`` cannot be created.
    """
    start = start_of(events)
    rundir = RunDir(out)
    rundir.create(run_meta(start.model, config.mode, [start.suite], 1, None, config.max_steps,
                           **settings, forked_from=forked_from))
    try:
        rundir.record(result, events)
        rundir.sync()
    finally:
        rundir.release()
    return rundir


__all__ = ["Edit", "ForkError", "fork_env", "fork_episode", "parse_edit", "record_fork", "recorded_config", "start_of"]
