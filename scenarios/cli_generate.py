"""``toolsim generate``: write validated generated scenarios, or scenario skeletons from graph paths.

``--count N --seed S --out FILE.jsonl`` writes the scenarios of ``gen:<kind>@seed=S,n=N`` (the same
ones ``toolsim run`` generates for that name), after printing how many candidates were drawn, kept
and dropped by reason, the rate, and the graph coverage of what was kept. While it runs, it shows
its progress on stderr (:mod:`scenarios.generate.progress`) unless ``--no-progress``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from sandbox.commands import argtypes


def configure(parser: argparse.ArgumentParser) -> None:
    """Add this command's options."""
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("--from-path", metavar="D.TOOL,D.TOOL,...", action="append",
                        help="build a skeleton for this path of graph nodes (repeatable)")
    source.add_argument("--sample", metavar="N", type=argtypes.skeletons,
                        help=f"sample N paths and build a skeleton for each (at most {argtypes.skeletons.high:,})")
    source.add_argument("--count", metavar="N", type=argtypes.generated,
                        help=f"generate N (at most {argtypes.generated.high:,}) validated scenarios (the suite gen:KIND@seed=S,n=N) into --out FILE.jsonl")
    parser.add_argument("--seed", type=argtypes.seed, default=0, help="seed of sampling and skeletons (default 0)")
    parser.add_argument("--out", metavar="PATH", type=Path, required=True,
                        help="with --count: the .jsonl file to write (or a directory); else the directory")
    parser.add_argument("--kind", default="base", choices=("base", "miss_param", "miss_func", "long_context", "composite"),
                        help="with --count: which suite to write (default base)")
    parser.add_argument("--split", choices=("train", "test"), help="with --count: only scenarios of this split")
    parser.add_argument("--no-variants", action="store_true",
                        help="with --count: do not derive and validate the other variant kinds as well")
    parser.add_argument("--no-progress", action="store_true",
                        help="with --count: no progress (else a live bar on a terminal, or a line on stderr "
                             "at each tenth of the suite kept and at least every minute)")
    parser.add_argument("--domains", metavar="A,B", help="only sample through these domains")
    parser.add_argument("--min-length", type=argtypes.positive, default=3, help="fewest steps of a sampled path (default 3)")
    parser.add_argument("--max-length", type=argtypes.positive, default=6, help="most steps of a sampled path (default 6)")
    parser.add_argument("--cross", action="store_true", help="only paths that touch two domains or more")


def main(args: argparse.Namespace) -> int:
    """Run the command."""
    from graph.build import build_graph, loadable_domains
    from sandbox.episode.scenario import Scenario, dump_scenarios
    from sandbox.tools.output import problem
    from scenarios.skeleton import build_skeleton, generate_skeletons

    include = [n.strip() for n in args.domains.split(",")] if args.domains else None
    if args.count:
        from scenarios.cli_generated import write_generated

        return write_generated(args, include)
    domains, failed = loadable_domains()
    for name, error in failed.items():
        print(f"toolsim generate: warning: skipping domain {name!r}: {error}", file=sys.stderr)
    by_name = {d.name: d for d in domains}
    scenarios: list[Scenario] = []
    if args.from_path:
        for index, text in enumerate(args.from_path):
            path = [node.strip() for node in text.split(",") if node.strip()]
            if not path:
                print(f"toolsim generate: error: --from-path {text!r} names no graph node "
                      "(give DOMAIN.TOOL,DOMAIN.TOOL,...; 'toolsim graph --sample 3' shows some)", file=sys.stderr)
                return 2
            unknown = [n for n in path if n.split(".", 1)[0] not in by_name or
                       n.split(".", 1)[-1] not in by_name[n.split(".", 1)[0]].tools]
            if unknown:
                print(f"toolsim generate: error: unknown graph node(s): {', '.join(unknown)}", file=sys.stderr)
                return 2
            scenario = build_skeleton(path, by_name, seed=args.seed * 1000 + index,
                                      scenario_id=f"skeleton_path_{args.seed}_{index:03d}_v1")
            if scenario is None:
                print(f"toolsim generate: error: no executable skeleton for {text}", file=sys.stderr)
                return 1
            scenarios.append(scenario)
    else:
        graph = build_graph(domains)
        try:
            scenarios = generate_skeletons(graph, by_name, args.sample, args.seed, min_length=args.min_length,
                                           max_length=args.max_length, include=include, cross_domain=args.cross)
        except ValueError as err:
            print(f"toolsim generate: error: {err}", file=sys.stderr)
            return 2
    target = args.out / f"skeletons_seed{args.seed}.jsonl"
    try:
        if args.out.exists() and not args.out.is_dir():
            raise NotADirectoryError(20, "exists and is not a directory (--out names a directory)", str(args.out))
        args.out.mkdir(parents=True, exist_ok=True)
        dump_scenarios(scenarios, target)
    except OSError as err:
        print(f"toolsim generate: error: {problem(err, err.filename or target)}", file=sys.stderr)
        return 1
    print(f"wrote {len(scenarios)} skeleton scenario(s) to {target}")
    if args.from_path or len(scenarios) == args.sample:
        return 0
    where = f"domains {args.domains}" if args.domains else "the graph"
    print(f"toolsim generate: error: only {len(scenarios)} of {args.sample} sampled paths of {args.min_length} to "
          f"{args.max_length} steps{' crossing domains' if args.cross else ''} in {where} gave an executable "
          "skeleton; lower --min-length or try another --seed ('toolsim graph --sample N' shows the paths)",
          file=sys.stderr)
    return 1
