"""``toolsim run``: run suites against a model, record every episode, print a summary."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import signal
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from types import FrameType
from typing import Any

from sandbox.commands import argtypes, settings
from sandbox.commands.common import (
    add_model_options, add_user_option, episode_config, fail, model_options, positive_int,
)

#: Episode error classes that ``--retry-errors`` runs again: the model never got a fair chance.
RETRIED_CLASSES = frozenset({"model_error", "crashed"})
#: The most episodes in flight at once per process or Ray actor, and the most Ray actors.
MAX_CONCURRENCY = 10_000


def configure(parser: argparse.ArgumentParser) -> None:
    """Add this command's options."""
    parser.add_argument("suites", nargs="*", metavar="SUITE",
                        help="suite names (see 'toolsim suites'), .jsonl paths, or long_context@N / composite@N for "
                             "N distractor items per collection (default 200), e.g. long_context@2000")
    parser.add_argument("--model", default=None,
                        help="oracle (default: replays the gold calls), local, scripted:FILE, replay:RUN_DIR, "
                             "or a litellm model string such as openai/gpt-4o")
    parser.add_argument("--trials", type=settings.TRIALS, default=None,
                        help=f"episodes per scenario (enables pass@k/pass^k; default 1, at most {settings.MAX_TRIALS})")
    parser.add_argument("--concurrency", type=argtypes.WholeNumber(1, MAX_CONCURRENCY), default=4, help="episodes in flight at once (default 4)")
    parser.add_argument("--limit", type=positive_int, default=None, help="only the first N scenarios of each suite")
    parser.add_argument("--out", type=Path, default=None, help="run directory (default runs/<time>-<model>)")
    parser.add_argument("--resume", type=Path, default=None, metavar="RUN_DIR",
                        help="finish an interrupted run: runs only the episodes missing from RUN_DIR")
    parser.add_argument("--retry-errors", action="store_true",
                        help="with --resume: also run again the episodes that ended in a model or endpoint error")
    parser.add_argument("--no-progress", action="store_true", help="no live progress bar")
    parser.add_argument("--json", action="store_true",
                        help="print the summary as JSON on stdout (as 'toolsim report --json'; other lines go to stderr)")
    parser.add_argument("--executor", choices=("local", "ray"), default="local",
                        help="local: this process (default); ray: Ray actors on this machine or a cluster, "
                             "--concurrency episodes each (docs/scaling.md; extra 'ray')")
    parser.add_argument("--ray-address", default=None, metavar="ADDR",
                        help="with --executor ray: join this cluster ('auto': the one running here); "
                             "default: start a local Ray instance for the run")
    parser.add_argument("--workers", type=argtypes.WholeNumber(1, MAX_CONCURRENCY), default=None,
                        help="with --executor ray: Ray actors to run episodes (default: the cluster's CPUs, 2 locally)")
    add_model_options(parser)
    add_user_option(parser)
    parser.add_argument("--judge-model", default=None, metavar="MODEL",
                        help="also ask MODEL, with a fixed rubric, what each reply of an ask or abstain turn does "
                             "(asks, cannot, claims, informs) and judge those words by its answer (native suites; "
                             "answers kept in the run directory; default: the deterministic classifier alone; "
                             "docs/judging.md)")


def _load(suites: list[str], limit: int | None) -> dict[str, Any]:
    """The suites' scenarios, checked to run (domains known, configurations valid) before any episode does."""
    from sandbox.run.suites import check_runnable, load_suite
    from sandbox.tools.errors import ScenarioFileError

    loaded = {}
    for name in suites:
        scenarios = load_suite(name)
        if not scenarios:
            raise ScenarioFileError(f"suite {name!r} holds no scenarios: nothing to run")
        loaded[name] = scenarios[:limit] if limit is not None else scenarios
        check_runnable(name, loaded[name])
    return loaded


def _warn_unscripted(client: Any, suites: dict[str, Any], source: str) -> None:
    from sandbox.models.scripted import ScriptedModel, coverage_warning

    inner = getattr(client, "inner", client)  # a --cache wrapper holds the scripted model
    if isinstance(inner, ScriptedModel):
        warning = coverage_warning(inner.script, [s.id for scenarios in suites.values() for s in scenarios], source)
        if warning:
            print(f"toolsim: warning: {warning}", file=sys.stderr)


def _judge_meta(args: argparse.Namespace) -> dict[str, Any]:
    """What ``run.json`` says of the judge model: its rubric's version (nothing without one)."""
    if args.judge_model is None:
        return {}
    from sandbox.judge.reading import RUBRIC_VERSION

    return {"judge_rubric": RUBRIC_VERSION}


def _resume_command(rundir: Any, args: argparse.Namespace) -> str:
    """The command that finishes the run, on the executor it ran on."""
    command = f"toolsim run --resume {rundir.path}"
    if args.executor == "ray":
        command += " --executor ray" + (f" --ray-address {args.ray_address}" if args.ray_address else "")
    return command


class _Termination:
    """SIGTERM stops a run as Ctrl-C does (a scheduler's or ``timeout``'s stop, ``kill``).

    While episodes run, the signal cancels the task running them, so the episodes in flight stop at
    their next await and what finished stays recorded; at any other moment it raises
    :class:`KeyboardInterrupt` where the program is.
    """

    def __init__(self) -> None:
        self.task: asyncio.Task[Any] | None = None
        self.received = False

    def __call__(self, signum: int, frame: FrameType | None) -> None:
        self.received = True
        task = self.task
        if task is None or task.done():
            raise KeyboardInterrupt
        task.cancel()
        task.get_loop().call_soon_threadsafe(lambda: None)  # wake the loop, as asyncio does for Ctrl-C

    @contextlib.contextmanager
    def installed(self) -> Iterator[None]:
        """Handle SIGTERM so while inside (in the main thread; elsewhere signals cannot be handled)."""
        if threading.current_thread() is not threading.main_thread():
            yield
            return
        previous = signal.signal(signal.SIGTERM, self)
        try:
            yield
        finally:
            signal.signal(signal.SIGTERM, previous)


def main(args: argparse.Namespace) -> int:
    """Run the suites and print the summary (SIGTERM and Ctrl-C stop it alike, exit 130).

    Exits 0 when the run completed, whatever the accuracy, and 1 when every episode ended in a
    ``model_error`` (the endpoint never gave a usable answer, so no model was scored).
    """
    from sandbox.models.resolve import resolve_model
    from sandbox.models.judge import check_judge
    from sandbox.models.user import check_user
    from sandbox.run.executors import Executor
    from sandbox.run.ray_executor import RayNotInstalled
    from sandbox.run.rundir import RunDir, bounded_name, run_meta
    from sandbox.run.version import code_hash
    from sandbox.tools.errors import InputFileError, RegistryError

    if args.judge_model is not None and args.executor == "ray":
        return fail("--judge-model runs with the local executor (its answers are kept by this process)")
    try:
        executor = Executor(args.executor, args.ray_address, args.workers)
        executor.check()
    except ValueError:
        return fail("--ray-address and --workers go with --executor ray")
    except RayNotInstalled as err:
        return fail(str(err))
    meta: dict[str, Any] = {}
    defaulted = False  # no --model given: the oracle plays, and the run says so
    client: Any
    if args.resume is not None:
        rundir = RunDir(args.resume)
        try:
            meta = rundir.meta()
            if meta.get("forked_from"):
                return fail(f"{rundir.path} holds a fork of one episode (toolsim replay --fork-at/--edit), "
                            "not a run to resume")
            settings.restore(args, meta, rundir.path / "run.json")  # as the run started
            rundir.acquire()
        except (InputFileError, settings.SettingConflict, FileExistsError) as err:
            return fail(str(err))
        cut = rundir.repair()
        if cut:
            print(f"toolsim: dropped a torn final line ({cut} bytes) from {rundir.results_path}", file=sys.stderr)
        corrupt = rundir.set_aside_corrupt()
        if corrupt:
            print(f"toolsim: moved {corrupt} corrupt result line(s) to {rundir.path / 'results.corrupt.jsonl'}; "
                  "their episodes run again", file=sys.stderr)
        if args.retry_errors:
            dropped = rundir.forget(lambda r: r.error_class in RETRIED_CLASSES)
            print(f"toolsim: {dropped} episode(s) that ended in a model or endpoint error will run again", file=sys.stderr)
    elif args.retry_errors:
        return fail("--retry-errors goes with --resume RUN_DIR")
    elif not args.suites:
        return fail("name at least one suite (see 'toolsim suites')")
    else:
        defaulted = args.model is None
        settings.fill_defaults(args)
    try:
        if args.judge_model is not None:  # one line before the run, not a note on every verdict
            check_judge(args.judge_model, model_options(args))
        if args.resume is not None and meta.get("rescored_from"):  # redo the rescore of the same file
            from sandbox.commands.rescore import prepare

            # as the rescore read it; one from before --partial existed scored whatever the file held
            suites, client, config, *_ = prepare(Path(meta["rescored_from"]), args.suites, meta.get("rescored_sha256"),
                                                 decoder=str(meta.get("decoder", "auto")),
                                                 partial=meta.get("partial", True) is True)
        else:
            suites = _load(args.suites, args.limit)
            config = episode_config(args)
            check_user(config.user)
            client = resolve_model(args.model, model_options(args))
            missing: list[str] = getattr(getattr(client, "inner", client), "missing_keys", list)()
            if missing:
                return fail(f"no API key for {args.model!r}: set {' or '.join(missing)} in the environment")
    except (RegistryError, ValueError) as err:  # InputFileError and ScenarioFileError are ValueErrors
        return fail(str(err))
    _warn_unscripted(client, suites, args.model)
    hint = getattr(client, "fc_hint", None)
    if hint and args.mode == "fc":
        print(f"toolsim: note: {hint}", file=sys.stderr)
    if args.resume is None:
        out = args.out or Path("runs") / f"{time.strftime('%Y%m%d-%H%M%S')}-{bounded_name(args.model)}"
        rundir = RunDir(out)
        try:
            rundir.create(run_meta(suites=args.suites, **settings.stored(args), executor=args.executor,
                                   **_judge_meta(args)))
        except (FileExistsError, InputFileError) as err:
            return fail(str(err))
        if defaulted:  # said before the run: a score of 100% is the gold's, not a model's
            print("toolsim: no --model given: running the oracle, which replays the gold calls "
                  "(pass --model to evaluate a model)", file=sys.stderr)
    elif meta.get("code_hash") != code_hash():
        print("toolsim: warning: the code changed since this run started; results may mix versions", file=sys.stderr)
    if args.resume is not None and _judge_meta(args).get("judge_rubric") != meta.get("judge_rubric"):
        print("toolsim: warning: the judge model's rubric changed since this run started; verdicts may mix "
              "rubric versions", file=sys.stderr)
    model = None if meta.get("rescored_from") else args.model  # a rescore's client is made from its file
    termination = _Termination()
    try:
        with termination.installed():
            return asyncio.run(_execute(rundir, suites, client, config, args, executor, model, termination))
    except (KeyboardInterrupt, asyncio.CancelledError):  # Ctrl-C or SIGTERM (cancelled: it came as the run ended)
        print(f"toolsim: interrupted; {len(rundir.done())} episode(s) recorded; "
              f"continue with: {_resume_command(rundir, args)}", file=sys.stderr)
        return 130
    finally:
        rundir.release()


async def _execute(rundir: Any, suites: dict[str, Any], client: Any, config: Any, args: argparse.Namespace,
                   executor: Any, model: str | None, termination: _Termination | None = None) -> int:
    from sandbox.episode.client import ModelError
    from sandbox.run.progress import Progress
    from sandbox.run.ray_executor import RayExecutorError
    from sandbox.run.rundir import RecordError
    from sandbox.run.runner import plan
    from sandbox.tools.output import problem

    from sandbox.models.judge import ANSWERS, resolve_judge

    reader = None if args.judge_model is None else resolve_judge(args.judge_model, model_options(args),
                                                                  rundir.path / ANSWERS)
    items = plan(suites, args.trials, rundir.done())
    total = sum(len(s) for s in suites.values()) * args.trials
    print(f"toolsim: {len(items)} of {total} episodes to run with model {args.model} ({args.mode} mode) -> {rundir.path}",
          file=sys.stderr if args.json else sys.stdout)
    if termination is not None:
        termination.task = asyncio.current_task()
    try:
        with Progress(total=len(items), enabled=not args.no_progress and sys.stderr.isatty()) as progress:
            await executor.run(items, suites, client, config, rundir, concurrency=args.concurrency,
                               on_done=progress.advance, model=model, options=model_options(args), reader=reader)
    except asyncio.CancelledError:
        if termination is None or not termination.received:
            raise
        raise KeyboardInterrupt from None  # stopped by SIGTERM: reported as Ctrl-C is
    except ModelError as err:
        kept = len(rundir.done())
        return fail(f"the model endpoint refused the run ({err.kind}): {err.message} -- "
                    f"{kept} episode(s) recorded; fix it, then continue with: {_resume_command(rundir, args)}")
    except RayExecutorError as err:
        return fail(f"{err} -- {len(rundir.done())} episode(s) recorded; "
                    f"continue with: {_resume_command(rundir, args)}")
    except RecordError as err:
        return fail(f"{problem(err)} -- {len(rundir.done())} episode(s) recorded; make room, then continue with: "
                    f"{_resume_command(rundir, args)}")
    finally:
        if termination is not None:
            termination.task = None  # from here a SIGTERM interrupts where the program is
        await client.close()
        if reader is not None:
            await reader.close()
    return _report(rundir, suites, args)


def _report(rundir: Any, suites: dict[str, Any], args: argparse.Namespace) -> int:
    """Print the run's summary (a table, or JSON with ``--json``); 1 when no episode got a usable answer."""
    import json

    from sandbox.report.safe import plain
    from sandbox.report.summary import model_error_note, nothing_answered, print_summary, summarize

    summary = summarize([r for r in rundir.results() if r.suite in suites], args.trials)
    if args.json:
        print(json.dumps(summary, indent=2))
        note = model_error_note(summary, rundir.path)
        if note:
            print(f"toolsim: {plain(note)}", file=sys.stderr)  # the note quotes a model error
    else:
        print_summary(summary, title=f"toolsim · {args.model} · {args.mode} mode", run_dir=rundir.path)
    print(f"results: {rundir.results_path}", file=sys.stderr if args.json else sys.stdout)
    return 1 if nothing_answered(summary) else 0
