"""How fast scenarios are generated and validated, and where the time goes.

Run: ``python -m tests.bench.generate [N] [SEED] [--no-variants]``. Generates ``gen:base@seed=SEED,n=N``
in this process (one core) with every variant derived and validated, then prints the rate (candidates,
validated scenarios per second, by the clock and by the CPU time of the process) and the seconds spent
per stage: drawing candidates, deciding long-context membership, deriving each variant, validating
each kind and the do-nothing check.

``--tree DIR`` (repeatable) compares checkouts instead: this file runs as a child process with
``PYTHONPATH=DIR``, so it measures that tree's generator, the trees taking turns ``--rounds R`` times
(default 1), and a last table gives each tree's rates and its ratio to the first tree. Rates by CPU
time are the fairer comparison on a machine that other work loads.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from pathlib import Path


def measure(n: int, seed: int, variants: bool) -> None:
    """Generate in this process and print the rates and the table of stages."""
    from graph.build import loadable_domains
    from scenarios.generate.suite import GEN_KINDS, GenSpec, generate

    kinds = tuple(k for k in GEN_KINDS if k != "base") if variants else ()
    domains, _ = loadable_domains()
    start, cpu = time.perf_counter(), time.process_time()
    made = generate(GenSpec("base", seed, n), {d.name: d for d in domains}, kinds)
    total, cpu = time.perf_counter() - start, time.process_time() - cpu
    validated = sum(len(v) for v in made.by_kind.values())
    print(f"gen:base@seed={seed},n={n} with {', '.join(kinds) or 'no variants'}")
    print(f"  {made.tally.line()}")
    print(f"  {total:.2f} s: {made.tally.drawn / total:.1f} candidates/s, {n / total:.1f} kept bases/s, "
          f"{validated / total:.1f} validated scenarios/s (bases and variants)")
    print(f"  {cpu:.2f} s of CPU for {validated} validated scenarios: {validated / cpu:.1f} per CPU second")
    print("  where the time goes (s, share):")
    for stage, seconds in sorted(made.tally.seconds.items(), key=lambda kv: -kv[1]):
        print(f"    {stage:28s} {seconds:8.2f}  {100 * seconds / total:5.1f}%")


_WALL = re.compile(r"^  ([\d.]+) s: ", re.MULTILINE)
_CPU = re.compile(r"^  ([\d.]+) s of CPU for (\d+) validated", re.MULTILINE)


def _child(tree: Path, args: list[str]) -> tuple[str, float, float, float]:
    """Run the benchmark on ``tree``'s code; its output, wall seconds, CPU seconds and scenarios validated."""
    env = {**os.environ, "PYTHONPATH": str(tree)}
    run = subprocess.run([sys.executable, "-P", __file__, *args], cwd=tree, env=env, capture_output=True, text=True,
                         check=False)
    wall, cpu = _WALL.search(run.stdout), _CPU.search(run.stdout)
    if run.returncode != 0 or wall is None or cpu is None:
        raise SystemExit(f"{tree}: the benchmark failed:\n{run.stdout}\n{run.stderr}")
    return run.stdout, float(wall.group(1)), float(cpu.group(1)), float(cpu.group(2))


def compare(trees: list[Path], args: list[str], rounds: int) -> None:
    """Run the benchmark in each tree, taking turns, and print the rates and ratios to the first tree."""
    results: dict[Path, list[tuple[float, float, float]]] = {tree: [] for tree in trees}
    for round_ in range(rounds):
        for tree in trees:
            output, wall, cpu, validated = _child(tree, args)
            print(f"== {tree} (round {round_ + 1} of {rounds})\n{output}", flush=True)
            results[tree].append((wall, cpu, validated))
    print("tree: wall s, validated/s; CPU s, validated per CPU s (sums over rounds); ratio to the first tree")
    base: tuple[float, float] | None = None
    for tree, runs in results.items():
        wall, cpu, validated = (sum(r[i] for r in runs) for i in range(3))
        rates = (validated / wall, validated / cpu)
        base = base or rates
        print(f"  {tree}: {wall:.1f} s, {rates[0]:.1f}/s; {cpu:.1f} s, {rates[1]:.1f}/s; "
              f"x{rates[0] / base[0]:.2f} by the clock, x{rates[1] / base[1]:.2f} by CPU")


def main(argv: list[str]) -> None:
    """Run the benchmark (or compare trees) and print its table."""
    trees: list[Path] = []
    rounds, rest, items = 1, [], iter(argv)
    for arg in items:
        if arg == "--tree":
            trees.append(Path(next(items)).resolve())
        elif arg == "--rounds":
            rounds = int(next(items))
        else:
            rest.append(arg)
    if trees:
        compare(trees, rest, rounds)
        return
    plain = [a for a in rest if not a.startswith("--")]
    measure(int(plain[0]) if plain else 50, int(plain[1]) if len(plain) > 1 else 1, "--no-variants" not in rest)


if __name__ == "__main__":
    main(sys.argv[1:])
