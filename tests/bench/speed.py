"""Speed benchmarks that print ratios (run: ``python -m tests.bench.speed``).

- ``toolsim --help`` start-up time against its budget of one second;
- replaying all BFCL ground truth (the four scored categories) through toolsim's episode runner
  with the oracle, against replaying it through bfcl-eval's own executor.
"""

from __future__ import annotations

import asyncio
import statistics
import subprocess
import sys
import time


def cli_help_seconds(repeats: int = 5) -> float:
    """Median wall time of ``python -m sandbox --help``."""
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        subprocess.run([sys.executable, "-m", "sandbox", "--help"], check=True, capture_output=True)
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def toolsim_replay_seconds() -> tuple[float, int]:
    """Seconds to run every scored BFCL entry with the oracle (full episode loop and checker)."""
    from sandbox.episode.loop import EpisodeConfig, run_episode
    from sandbox.models.oracle import OracleModel
    from sandbox.run.suites import load_suite

    scenarios = [s for c in ("base", "miss_func", "miss_param", "long_context") for s in load_suite(f"bfcl:{c}")]

    async def run() -> None:
        for scenario in scenarios:
            await run_episode(scenario, OracleModel(), config=EpisodeConfig(mode="prompt"))

    started = time.perf_counter()
    asyncio.run(run())
    return time.perf_counter() - started, len(scenarios)


def bfcl_replay_seconds() -> float:
    """Seconds for bfcl-eval's multi_turn_checker on the gold output of every scored entry."""
    from bfcl_eval.eval_checker.multi_turn_eval.multi_turn_checker import multi_turn_checker

    from scenarios.bfcl.data import load_entries

    entries = [e for c in ("base", "miss_func", "miss_param", "long_context") for e in load_entries(c)]
    started = time.perf_counter()
    for index, entry in enumerate(entries):
        decoded = [[list(turn)] if turn else [] for turn in entry["ground_truth"]]
        multi_turn_checker(decoded, entry["ground_truth"], entry, entry["id"].rsplit("_", 1)[0], f"bench_{index}")
    return time.perf_counter() - started


def main() -> None:
    """Print the measurements and their ratios."""
    help_time = cli_help_seconds()
    print(f"toolsim --help: {help_time:.3f} s; ratio to the 1 s budget: {help_time / 1.0:.2f}")
    ours, n = toolsim_replay_seconds()
    theirs = bfcl_replay_seconds()
    print(f"oracle episodes over {n} scored BFCL entries: toolsim {ours:.2f} s ({ours / n * 1000:.1f} ms/entry), "
          f"bfcl-eval checker {theirs:.2f} s ({theirs / n * 1000:.1f} ms/entry); ratio toolsim/bfcl-eval {ours / theirs:.2f}")


if __name__ == "__main__":
    main()
