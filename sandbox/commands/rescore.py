"""``toolsim rescore``: score BFCL-style decoded results without calling a model.

The result file holds one JSON object per line with ``id`` and ``result`` (per turn, per step,
either a list of call strings such as ``"cd(folder='x')"`` or BFCL's FC form
``[{"name": "{json args}"}]``), as bfcl-eval writes them. The output is a normal run directory.
"""

from __future__ import annotations

import argparse
import asyncio
import time
from pathlib import Path


def configure(parser: argparse.ArgumentParser) -> None:
    """Add this command's options."""
    parser.add_argument("--suite", required=True, action="append", help="suite the results belong to (repeatable)")
    parser.add_argument("--bfcl-results", required=True, type=Path, metavar="FILE", help="BFCL result file (JSONL)")
    parser.add_argument("--out", type=Path, default=None, help="run directory (default runs/<time>-rescore)")
    parser.add_argument("--max-steps", type=int, default=20, help="per-turn step limit (default 20, as BFCL)")


def main(args: argparse.Namespace) -> int:
    """Rescore the file and print the summary."""
    from sandbox.commands.common import fail
    from sandbox.episode.loop import EpisodeConfig
    from sandbox.models.scripted import ScriptedModel, load_bfcl_results
    from sandbox.report.summary import print_summary, summarize
    from sandbox.run.rundir import RunDir, code_hash
    from sandbox.run.runner import plan, run_items
    from sandbox.run.suites import load_suite
    from sandbox.tools.errors import RegistryError, ScenarioFileError

    try:
        script = load_bfcl_results(args.bfcl_results)
        suites = {name: load_suite(name) for name in args.suite}
    except FileNotFoundError:
        return fail(f"{args.bfcl_results}: no such file")
    except (RegistryError, ScenarioFileError) as err:
        return fail(str(err))
    suites = {name: [s for s in scenarios if s.id in script] for name, scenarios in suites.items()}
    if not any(suites.values()):
        return fail(f"none of the ids in {args.bfcl_results} belong to {', '.join(args.suite)}")
    out = args.out or Path("runs") / f"{time.strftime('%Y%m%d-%H%M%S')}-rescore"
    rundir = RunDir(out)
    try:
        rundir.create({"model": f"scripted:{args.bfcl_results}", "mode": "prompt", "suites": args.suite, "trials": 1,
                       "rescored_from": str(args.bfcl_results), "code_hash": code_hash()})
    except FileExistsError as err:
        return fail(str(err))
    client = ScriptedModel(script, name=f"scripted:{args.bfcl_results}")
    config = EpisodeConfig(mode="prompt", max_steps=args.max_steps)
    asyncio.run(run_items(plan(suites, 1, set()), client, config, rundir))
    print_summary(summarize(rundir.results()), title=f"toolsim · rescored {args.bfcl_results.name}")
    print(f"results: {rundir.results_path}")
    return 0
