"""``toolsim generate --count N``: generate, validate and write a ``gen:`` suite, with its tally and coverage."""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence


def write_generated(args: argparse.Namespace, include: Sequence[str] | None) -> int:
    """Generate ``gen:<kind>@seed=S,n=N`` (with the other variants validated too), print the tally, write the file."""
    from graph.build import build_graph, loadable_domains
    from graph.coverage import flow_coverage
    from sandbox.episode.scenario import dump_scenarios
    from sandbox.tools.output import problem
    from scenarios.generate.progress import GenProgress
    from scenarios.generate.suite import GEN_KINDS, GenNameError, GenSpec, generate

    spec = GenSpec(args.kind, args.seed, args.count, args.split, tuple(include) if include else None)
    target = args.out / f"gen_{spec.kind}_seed{spec.seed}_n{spec.n}.jsonl" if args.out.suffix != ".jsonl" else args.out
    if target.is_dir() or (target.parent.exists() and not target.parent.is_dir()):
        bad = target if target.is_dir() else target.parent
        print(f"toolsim generate: error: {bad}: {'is a directory' if bad == target else 'is not a directory'}",
              file=sys.stderr)
        return 2
    domains, failed = loadable_domains()
    for name, error in failed.items():
        print(f"toolsim generate: warning: skipping domain {name!r}: {error}", file=sys.stderr)
    by_name = {d.name: d for d in domains}
    kinds = () if args.no_variants else tuple(k for k in GEN_KINDS if k != "base")
    start = time.perf_counter()
    try:
        with GenProgress(spec.n, sys.stderr, live=sys.stderr.isatty(), enabled=not args.no_progress) as progress:
            made = generate(spec, by_name, kinds, progress.update)
    except (GenNameError, ValueError) as err:
        print(f"toolsim generate: error: {err}", file=sys.stderr)
        return 1
    seconds = time.perf_counter() - start
    scenarios = made.by_kind[spec.kind]
    print(f"{spec.name}: {made.tally.line()}")
    validated = sum(len(v) for v in made.by_kind.values())
    print(f"{validated} scenario(s) validated (bases and variants) in {seconds:.1f} s: "
          f"{made.tally.drawn / seconds:.1f} candidates/s, {validated / seconds:.1f} validated scenarios/s")
    for kind, found in made.by_kind.items():
        print(f"  {kind}: {len(found)}")
    graph = build_graph(domains)
    cov = flow_coverage(graph, made.by_kind["base"])
    pairs = {tuple(sorted(s.domains)) for s in made.by_kind["base"] if len(s.domains) > 1}
    print(f"coverage: {len(cov.nodes)}/{cov.total_nodes} functions, {len(cov.flow_edges)}/{cov.total_edges} "
          f"value-flow edges, {len(pairs)} domain combinations")
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        dump_scenarios(scenarios, target)
    except OSError as err:
        print(f"toolsim generate: error: {problem(err, err.filename or target)}", file=sys.stderr)
        return 1
    print(f"wrote {len(scenarios)} scenario(s) to {target}")
    return 0
