"""Speed benchmarks that print ratios (run: ``python -m tests.bench.speed``).

- ``toolsim --help`` start-up time against its budget of one second;
- replaying all BFCL ground truth (the four scored categories) through toolsim's episode runner
  with the oracle, in process, against bfcl-eval's own checker on the same gold outputs;
- ``toolsim rescore`` of those gold outputs as one whole command (start-up, loading, scoring and
  the run directory written), against the same bfcl-eval checker loop;
- the cost of the state diff of a failed turn on ``long_context@N`` for N = 10^2, 10^3, 10^4
  distractor items, against deepdiff on the whole state (what toolsim did before).
"""

from __future__ import annotations

import asyncio
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

SCORED = ("base", "miss_func", "miss_param", "long_context")


def cli_help_seconds(repeats: int = 5) -> float:
    """Median wall time of ``python -m sandbox --help``."""
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        subprocess.run([sys.executable, "-m", "sandbox", "--help"], check=True, capture_output=True)
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def toolsim_replay_seconds() -> tuple[float, float, int]:
    """Seconds to run every scored BFCL entry with the oracle (full episode loop and checker), twice.

    Each scenario's two trials run together, as ``--trials 2`` runs them: the first finds no gold
    known, the second finds the track the first left (sandbox/episode/follow.py). Returns the
    seconds of the first trials, of the second ones, and the number of entries.
    """
    from sandbox.judge.gold import clear_cache
    from sandbox.episode.loop import EpisodeConfig, run_episode
    from sandbox.models.oracle import OracleModel
    from sandbox.run.suites import load_suite

    scenarios = [s for c in SCORED for s in load_suite(f"bfcl:{c}")]
    model, config = OracleModel(), EpisodeConfig(mode="prompt")
    clear_cache()
    spent = [0.0, 0.0]

    async def run() -> None:
        for scenario in scenarios:
            for trial in (0, 1):
                started = time.perf_counter()
                await run_episode(scenario, model, config=config, trial=trial)
                spent[trial] += time.perf_counter() - started

    asyncio.run(run())
    return spent[0], spent[1], len(scenarios)


def bfcl_replay_seconds() -> float:
    """Seconds for bfcl-eval's multi_turn_checker on the gold output of every scored entry."""
    from bfcl_eval.eval_checker.multi_turn_eval.multi_turn_checker import multi_turn_checker

    from scenarios.bfcl.data import load_entries

    entries = [e for c in SCORED for e in load_entries(c)]
    started = time.perf_counter()
    for index, entry in enumerate(entries):
        decoded = [[list(turn)] if turn else [] for turn in entry["ground_truth"]]
        multi_turn_checker(decoded, entry["ground_truth"], entry, entry["id"].rsplit("_", 1)[0], f"bench_{index}")
    return time.perf_counter() - started


def rescore_seconds() -> tuple[float, int]:
    """Wall time of one ``toolsim rescore`` command over the gold outputs of every scored BFCL entry."""
    from scenarios.bfcl.data import load_entries

    folder = Path(tempfile.mkdtemp(prefix="toolsim-bench-"))
    results = folder / "gold_result.json"
    count = 0
    with results.open("w", encoding="utf-8") as handle:
        for category in SCORED:
            for entry in load_entries(category):
                decoded = [[list(turn)] if turn else [] for turn in entry["ground_truth"]]
                handle.write(json.dumps({"id": entry["id"], "result": decoded}) + "\n")
                count += 1
    suites = [arg for category in SCORED for arg in ("--suite", f"bfcl:{category}")]
    started = time.perf_counter()
    subprocess.run([sys.executable, "-m", "sandbox", "rescore", *suites, "--bfcl-results", str(results),
                    "--out", str(folder / "run")], check=True, capture_output=True)
    return time.perf_counter() - started, count


def diff_costs(sizes: tuple[int, ...] = (100, 1000, 10000), deepdiff_up_to: int = 1000) -> list[tuple[int, float, float]]:
    """Milliseconds per failed-turn diff on ``long_context@N``: toolsim's, and deepdiff's on the whole state.

    The failed turn is the first turn of the first scenario when the model made no call: the gold
    state after the turn against the untouched initial state, as the checker compares them.
    """
    from deepdiff import DeepDiff

    from sandbox.judge.diff import diff_states
    from sandbox.judge.gold import replay_gold
    from sandbox.episode.loop import execute_strings
    from sandbox.run.suites import load_suite

    rows = []
    for size in sizes:
        scenario = load_suite(f"long_context@{size}")[0]
        track = replay_gold(scenario, execute_strings)
        expected, actual = track.turns[0].state, json.loads(json.dumps(track.initial))  # no shared objects
        assert actual is not None
        repeats = max(3, 3000 // size)
        started = time.perf_counter()
        for _ in range(repeats):
            found = diff_states(expected, actual)
        ours = (time.perf_counter() - started) / repeats * 1000
        assert found, "the benchmark turn must fail"
        theirs = float("nan")
        if size <= deepdiff_up_to:
            started = time.perf_counter()
            DeepDiff(expected, actual, view="tree")
            theirs = (time.perf_counter() - started) * 1000
        rows.append((size, ours, theirs))
    return rows


def main() -> None:
    """Print the measurements and their ratios."""
    help_time = cli_help_seconds()
    print(f"toolsim --help: {help_time:.3f} s; ratio to the 1 s budget: {help_time / 1.0:.2f}")
    ours, again, n = toolsim_replay_seconds()
    theirs = bfcl_replay_seconds()
    print(f"oracle episodes over {n} scored BFCL entries: toolsim {ours:.2f} s ({ours / n * 1000:.2f} ms/entry), "
          f"bfcl-eval checker {theirs:.2f} s ({theirs / n * 1000:.2f} ms/entry); "
          f"speed-up over bfcl-eval {theirs / ours:.2f}x (no target)")
    print(f"  second trials of the same entries (the gold known): {again:.2f} s ({again / n * 1000:.2f} ms/entry); "
          f"speed-up over bfcl-eval {theirs / again:.2f}x")
    whole, count = rescore_seconds()
    print(f"toolsim rescore of {count} gold outputs, whole command: {whole:.2f} s; "
          f"speed-up over bfcl-eval's checker loop {theirs / whole:.2f}x (no target)")
    for size, ours_ms, theirs_ms in diff_costs():
        versus = f"deepdiff on the whole state {theirs_ms:.1f} ms, ratio {theirs_ms / ours_ms:.0f}x" \
            if theirs_ms == theirs_ms else "deepdiff on the whole state not run (too slow)"
        print(f"failed-turn diff on long_context@{size}: {ours_ms:.2f} ms (target 20 ms at 10^4); {versus}")


if __name__ == "__main__":
    main()
