"""How fast scenarios are generated and validated, and where the time goes.

Run: ``python -m tests.bench.generate [N] [SEED] [--no-variants]``. Generates ``gen:base@seed=SEED,n=N``
in this process (one core) with every variant derived and validated, then prints the rate (candidates,
validated scenarios per second) and the seconds spent per stage: drawing candidates, deciding
long-context membership, deriving each variant, validating each kind and the do-nothing check.
"""

from __future__ import annotations

import sys
import time

from graph.build import loadable_domains
from scenarios.generate.suite import GEN_KINDS, GenSpec, generate


def main(argv: list[str]) -> None:
    """Run the benchmark and print its table."""
    plain = [a for a in argv if not a.startswith("--")]
    n = int(plain[0]) if plain else 50
    seed = int(plain[1]) if len(plain) > 1 else 1
    kinds = () if "--no-variants" in argv else tuple(k for k in GEN_KINDS if k != "base")
    domains, _ = loadable_domains()
    start = time.perf_counter()
    made = generate(GenSpec("base", seed, n), {d.name: d for d in domains}, kinds)
    total = time.perf_counter() - start
    validated = sum(len(v) for v in made.by_kind.values())
    print(f"gen:base@seed={seed},n={n} with {', '.join(kinds) or 'no variants'}")
    print(f"  {made.tally.line()}")
    print(f"  {total:.2f} s: {made.tally.drawn / total:.1f} candidates/s, {n / total:.1f} kept bases/s, "
          f"{validated / total:.1f} validated scenarios/s (bases and variants)")
    print("  where the time goes (s, share):")
    for stage, seconds in sorted(made.tally.seconds.items(), key=lambda kv: -kv[1]):
        print(f"    {stage:28s} {seconds:8.2f}  {100 * seconds / total:5.1f}%")


if __name__ == "__main__":
    main(sys.argv[1:])
