"""``toolsim replay TRAJECTORY --fork-at N --model M`` and ``--edit TURN:STEP=CALLS``: what if it went otherwise?

The recorded episode is brought to the fork point by re-executing its replies (never by reading
its recorded state), then another model, or the recorded replies after an edited one, go on. The
fork is recorded as a run directory of one episode; its verdict is printed beside the recording's.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

from sandbox.commands import argtypes

if TYPE_CHECKING:
    from sandbox.episode.client import ModelClient
    from sandbox.episode.config import EpisodeConfig, EpisodeResult
    from sandbox.episode.trajectory import Event
    from sandbox.episode.user import SimulatedUser
    from sandbox.run.fork import Edit


def configure(parser: argparse.ArgumentParser) -> None:
    """Add the fork options to ``replay``."""
    from sandbox.commands.common import add_client_options, add_user_option

    group = parser.add_argument_group("fork", "run the episode again from a turn, with another model or an edited call")
    group.add_argument("--fork-at", type=argtypes.non_negative, default=None, metavar="N",
                       help="restore the episode at the start of turn N (re-executing the recorded calls), "
                            "then let --model go on")
    group.add_argument("--edit", default=None, metavar="TURN:STEP=CALLS",
                       help="replace the reply at that turn and step with CALLS (one call or a [list]), e.g. "
                            "\"2:0=mkdir(dir_name='2025')\"; the recorded replies go on, or --model")
    group.add_argument("--model", default=None, help="the model that goes on from the fork point (as 'toolsim run')")
    group.add_argument("--out", type=Path, default=None, help="run directory of the fork (default runs/<time>-fork-<id>)")
    add_user_option(group)
    add_client_options(group)


def wanted(args: argparse.Namespace) -> bool:
    """Whether the command line asks for a fork."""
    return args.fork_at is not None or args.edit is not None or args.model is not None or args.out is not None


def main(args: argparse.Namespace) -> int:
    """Fork, record and print the fork's verdict beside the recording's; exit 0 once the fork ran."""
    from rich.console import Console
    from rich.markup import escape

    from sandbox.commands import settings
    from sandbox.commands.common import fail, model_options
    from sandbox.episode.client import ModelError
    from sandbox.episode.trajectory import load_trajectory
    from sandbox.models.resolve import resolve_model
    from sandbox.models.user import resolve_user
    from sandbox.report.replay import replay
    from sandbox.report.terminal import visible
    from sandbox.run.fork import ForkError, parse_edit, record_fork, recorded_config, start_of
    from sandbox.run.rundir import safe_name
    from sandbox.tools.errors import InputFileError, RegistryError

    if args.turn is not None or args.lenient:
        return fail("--turn and --lenient are for a replay, not a fork")
    if (args.fork_at is None) == (args.edit is None):
        return fail("fork with --fork-at N --model M, or with --edit TURN:STEP=CALLS (one of the two)")
    if args.fork_at is not None and args.model is None:
        return fail("--fork-at N needs --model M: the model that goes on from turn N")
    user = None
    source = "the recorded users' words, said again"
    for setting in settings.SETTINGS:  # how the model is called: as 'toolsim run' (the rest is the recording's)
        if not setting.fixed and getattr(args, setting.key) is None:
            setattr(args, setting.key, setting.default)
    try:
        edit = parse_edit(args.edit) if args.edit is not None else None
        events = load_trajectory(args.trajectory)
        config, recorded = recorded_config(args.trajectory, events)
        config = config.model_copy(update={"request_timeout": model_options(args).request_budget()})
        if args.user is not None or args.model is not None:  # else the recorded users' words go on
            chosen, source = _user_of(args.user, config.user, recorded)
            config = config.model_copy(update={"user": chosen})
            user = resolve_user(config.user)
        client = resolve_model(args.model, model_options(args)) if args.model is not None else None
    except (InputFileError, RegistryError, ValueError) as err:
        return fail(visible(str(err)))
    start = start_of(events)
    try:
        result, forked = asyncio.run(_fork(events, config, args.fork_at, client, edit, user))
        before = replay(events)
    except (ForkError, ModelError) as err:
        return fail(visible(f"{args.trajectory}: cannot fork: {err}"))
    except (LookupError, ValueError, OverflowError) as err:  # an unknown domain, a configuration it refuses
        return fail(visible(f"{args.trajectory}: cannot fork: {str(err).splitlines()[0][:300]}"))
    at = f"turn {edit.turn}, step {edit.step}" if edit is not None else f"turn {args.fork_at}"
    out = args.out or Path("runs") / f"{time.strftime('%Y%m%d-%H%M%S')}-fork-{safe_name(start.scenario.id)}"
    first = edit.turn if edit is not None else int(args.fork_at)
    origin = {"trajectory": str(args.trajectory), "model": start.model, "turn": first,
              "step": edit.step if edit else 0, "edit": str(edit) if edit else None, "trial": start.trial}
    try:
        calls = {s.key: getattr(args, s.key) for s in settings.SETTINGS if not s.fixed}
        rundir = record_fork(out, result, forked, config, origin, docs=recorded.get("docs", "toolsim"),
                             user=config.user if user is not None else "recorded", **calls)
    except (FileExistsError, InputFileError) as err:
        return fail(visible(str(err)))
    except OSError as err:  # a full disk, a name too long for the file system
        from sandbox.tools.output import problem

        return fail(visible(problem(err)))
    console = Console(highlight=False, soft_wrap=not sys.stdout.isatty())
    shown = escape(visible(f"{start.scenario.id}: forked at {at} "
                           f"({'edited, then the recorded replies' if client is None else args.model} from there)"))
    console.print(f"[bold]{shown}[/bold]")
    console.print(escape(visible(f"user from the fork point: {config.user if user is not None else 'recorded'} ({source})")))
    for verdict in result.turns:
        state = "not checked" if verdict.passed is None else "[green]passed[/green]" if verdict.passed else "[red]failed[/red]"
        source = "re-executed from the recording" if verdict.turn < first else "the fork"
        console.print(f"turn {verdict.turn}: {state} {escape(verdict.error_class or '')} ({source})")
    was = ("passed" if before.first_failure is None else
           f"failed at turn {before.first_failure[0]} ({before.first_failure[2]})")
    now = "passed" if result.passed else f"failed at turn {result.error_turn} ({result.error_class})"
    console.print(escape(visible(f"verdict: {now}; the recording: {was}")))
    trajectory = rundir.path / result.trajectory
    console.print(escape(visible(f"fork recorded in {rundir.path}; replay it with: toolsim replay {trajectory}")))
    return 0


def _user_of(given: str | None, recorded_user: str, meta: dict[str, object]) -> tuple[str, str]:
    """Who plays the user in a fork that a model goes on with, and where that came from.

    A user played by a model (or replayed from a run) is taken from the recording's ``run.json``
    only when ``--user`` names it: the fork would call that model with the caller's credentials.
    """
    from sandbox.episode.user import KINDS

    if given is not None:
        return given, "--user"
    if not meta:
        return recorded_user, "the default: the trajectory is outside a run directory"
    if recorded_user in KINDS:
        return recorded_user, "the recording's run.json"
    return "scripted", (f"the default: the recording's user {recorded_user} is not inherited; "
                        f"--user {recorded_user} plays it")


async def _fork(events: list[Event], config: EpisodeConfig, turn: int | None, client: ModelClient | None,
                edit: Edit | None, user: SimulatedUser | None) -> tuple[EpisodeResult, list[Event]]:
    from sandbox.models.user import close_user
    from sandbox.run.fork import fork_episode

    try:
        return await fork_episode(events, config, turn=turn, client=client, edit=edit, user=user)
    finally:
        if client is not None:
            await client.close()
        if user is not None:
            await close_user(user)
