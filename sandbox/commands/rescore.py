"""``toolsim rescore``: score BFCL-style decoded results without calling a model.

The result file holds one JSON object per line with ``id`` and ``result`` (per turn, per step,
either a list of call strings such as ``"cd(folder='x')"`` or the model's raw output), as
bfcl-eval writes them. Raw steps are read with one decoder (``--decoder``: BFCL's FC form
``[{"name": "{json args}"}]``, Python call text, JSON lists of ``{"name", "arguments"}``,
Llama-style ``{"name", "parameters"}`` objects; by default the one under which most steps decode,
see :mod:`sandbox.models.decoders`), and the decoder used is kept in ``run.json``. The file is
read as it is: a step that cannot be decoded is recorded as a parse error and skipped, as BFCL's
evaluation does, and every step the file holds is scored (the per-turn step limit belongs to
generation, not to scoring). An entry whose number of turns differs from its scenario's fails, as
in BFCL. A file that lacks some of the suites' ids is refused, as BFCL's evaluation refuses it,
unless ``--partial`` asks to score only the entries it holds (the summary then says how many of
the suite's ids the score is over). The output is a normal run directory; ``toolsim run
--resume`` on it rescores the same file with the same decoder (and ``--partial``).
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

if TYPE_CHECKING:
    from sandbox.episode.loop import EpisodeConfig
    from sandbox.episode.scenario import Scenario
    from sandbox.models.scripted import ScriptedModel

DECODER_CHOICES = ("auto", "fc", "python", "json-list", "llama")


def configure(parser: argparse.ArgumentParser) -> None:
    """Add this command's options."""
    parser.add_argument("--suite", required=True, action="append", help="suite the results belong to (repeatable)")
    parser.add_argument("--bfcl-results", required=True, type=Path, metavar="FILE", help="BFCL result file (JSONL)")
    parser.add_argument("--out", type=Path, default=None, help="run directory (default runs/<time>-rescore)")
    parser.add_argument("--decoder", choices=DECODER_CHOICES, default="auto",
                        help="how raw steps are read: BFCL FC structures, Python call text, a JSON list of "
                             "{name, arguments}, Llama {name, parameters} objects (default auto: the one most steps fit)")
    parser.add_argument("--partial", action="store_true",
                        help="score only the entries the file holds when it lacks some of the suites' ids "
                             "(without it such a file is refused, as BFCL refuses it)")
    parser.add_argument("--judge-model", default=None, metavar="MODEL",
                        help="also ask MODEL what each reply of an ask or abstain turn does and judge those words "
                             "by its answer (native suites; answers kept in the run directory, which "
                             "'toolsim run --resume' reuses; docs/judging.md)")


def file_digest(path: Path) -> str:
    """The SHA-256 of a result file, kept in ``run.json`` so a resume can tell the file changed."""
    from sandbox.tools.files import read_bytes

    return hashlib.sha256(read_bytes(path)).hexdigest()


class Rescore(NamedTuple):
    """What a rescore runs: the scenarios, the scripted model serving the file, the episode config."""

    suites: dict[str, list[Scenario]]
    client: ScriptedModel
    config: EpisodeConfig
    decoder: str  # the decoder that read the raw steps (``auto`` resolved)
    missing: int  # the suites' ids the file lacks (``--partial``)
    notes: list[str]  # what a person should know: ids missing, ids of no suite


def _coverage(path: Path, ids: set[str], suite_names: list[str], partial: bool,
              ) -> tuple[dict[str, list[Scenario]], int, list[str]]:
    """The scenarios of the suites that the file holds, how many it lacks, and notes on both.

    Raises:
        ScenarioFileError: The file holds none of the suites' ids, or lacks some and ``partial`` is false.
    """
    from sandbox.run.lazy import scenario_ids
    from sandbox.run.suites import load_suite
    from sandbox.tools.errors import ScenarioFileError

    loaded = {name: load_suite(name) for name in suite_names}
    whole = {name: scenario_ids(scenarios) for name, scenarios in loaded.items()}
    held_ids = {name: [i for i in listed if i in ids] for name, listed in whole.items()}
    if not any(held_ids.values()):
        raise ScenarioFileError(f"none of the ids in {path} belong to {', '.join(suite_names)}")
    lacking = [
        f"{len(whole[name]) - len(held)} of the {len(whole[name])} ids of {name} "
        f"(e.g. {next(i for i in whole[name] if i not in ids)!r})"
        for name, held in held_ids.items() if len(held) < len(whole[name])
    ]
    notes = []
    if lacking and not partial:
        raise ScenarioFileError(f"{path} lacks {'; '.join(lacking)}: BFCL refuses such a file; "
                                "pass --partial to score only the entries it holds")
    if lacking:
        notes.append(f"partial rescore: {path} lacks {'; '.join(lacking)}; accuracy is over the entries it holds")
    known = {i for listed in whole.values() for i in listed}
    foreign = sorted(ids - known)
    if foreign:
        notes.append(f"{len(foreign)} id(s) of {path} belong to none of {', '.join(suite_names)} "
                     f"(e.g. {foreign[0]!r}): not scored")
    suites = {name: _held(scenarios, ids) for name, scenarios in loaded.items()}  # only now built
    return suites, sum(len(whole[name]) - len(held) for name, held in held_ids.items()), notes


def _held(scenarios: Sequence[Scenario], ids: set[str]) -> list[Scenario]:
    """The scenarios whose ids are in ``ids``, in suite order (of a lazy suite, only those are built)."""
    from sandbox.run.lazy import scenario_ids

    return [scenarios[index] for index, found in enumerate(scenario_ids(scenarios)) if found in ids]


def prepare(path: Path, suite_names: list[str], digest: str | None = None, decoder: str = "auto",
            partial: bool = False) -> Rescore:
    """Load a result file and the scenarios it belongs to, for a rescore or its resume.

    Args:
        path: The BFCL result file.
        suite_names: The suites its ids belong to.
        digest: When resuming, the file's digest at the start of the run.
        decoder: How raw steps are read (``auto`` or a name of :data:`sandbox.models.decoders.DECODERS`).
        partial: Score the entries the file holds when it lacks some of the suites' ids.

    Raises:
        InputFileError: The file is missing, unreadable or malformed (a ScenarioFileError when it
            changed since the run began, holds no id of the suites, or lacks some without ``partial``).
        RegistryError: An unknown suite.
        ValueError: An unknown decoder.
    """
    from sandbox.episode.loop import EpisodeConfig
    from sandbox.models.decoders import decoder_name
    from sandbox.models.scripted import ScriptedModel, read_bfcl_results
    from sandbox.tools.errors import ScenarioFileError

    script, chosen = read_bfcl_results(path, decoder=decoder_name(decoder))
    if digest is not None and file_digest(path) != digest:
        raise ScenarioFileError(f"{path} changed since the run started: rescore it into a new run directory")
    suites, missing, notes = _coverage(path, set(script), suite_names, partial)
    longest = max((len(turn) for turns in script.values() for turn in turns), default=1)
    client = ScriptedModel(script, name=f"scripted:{path}", whole_entries=True)
    return Rescore(suites, client, EpisodeConfig(mode="prompt", max_steps=max(1, longest)), chosen, missing, notes)


async def _rescore(items: Any, client: Any, config: Any, rundir: Any, reader: Any) -> None:
    """Run the rescore's episodes, then close the judge model's client (if any)."""
    from sandbox.run.runner import run_items

    try:
        await run_items(items, client, config, rundir, reader=reader)
    finally:
        if reader is not None:
            await reader.close()


def main(args: argparse.Namespace) -> int:
    """Rescore the file and print the summary."""
    from sandbox.commands.common import fail
    from sandbox.report.summary import print_summary, summarize
    from sandbox.run.rundir import RunDir, run_meta
    from sandbox.run.runner import plan
    from sandbox.run.suites import check_runnable
    from sandbox.tools.errors import InputFileError, RegistryError

    judge = getattr(args, "judge_model", None)
    try:
        if judge is not None:
            from sandbox.models.judge import check_judge

            check_judge(judge)
        suites, client, config, decoder, missing, notes = prepare(args.bfcl_results, args.suite, decoder=args.decoder,
                                                                  partial=args.partial)
        for name, scenarios in suites.items():
            check_runnable(name, scenarios)
    except (RegistryError, InputFileError) as err:
        return fail(str(err))
    out = args.out or Path("runs") / f"{time.strftime('%Y%m%d-%H%M%S')}-rescore"
    rundir = RunDir(out)
    extra: dict[str, Any] = {"rescored_from": str(args.bfcl_results), "rescored_sha256": file_digest(args.bfcl_results),
                             "decoder": decoder, "partial": args.partial}
    if judge is not None:  # as toolsim run keeps it: a resume of the rescore asks the same judge
        from sandbox.judge.reading import RUBRIC_VERSION

        extra.update(judge_model=judge, judge_rubric=RUBRIC_VERSION)
    try:
        rundir.create(run_meta(client.name, config.mode, args.suite, 1, None, config.max_steps, **extra))
    except (FileExistsError, InputFileError) as err:
        return fail(str(err))
    for note in notes:
        print(f"toolsim: note: {note}", file=sys.stderr)
    reader = None
    if judge is not None:
        from sandbox.models.judge import ANSWERS, resolve_judge

        reader = resolve_judge(judge, answers=rundir.path / ANSWERS)
    try:
        asyncio.run(_rescore(plan(suites, 1, set()), client, config, rundir, reader))
    finally:
        rundir.release()  # a resume in this process (tests) may take the directory at once
    held = sum(len(s) for s in suites.values())
    scope = f"; partial: {held} of {held + missing} entries" if missing else ""
    print_summary(summarize(rundir.results()), title=f"toolsim · rescored {args.bfcl_results.name} ({decoder} decoder{scope})")
    print(f"results: {rundir.results_path}")
    return 0
