"""``toolsim graph``: counts, export, path sampling and suite coverage of the dependency graph."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from sandbox.commands import argtypes


def configure(parser: argparse.ArgumentParser) -> None:
    """Add this command's options."""
    parser.add_argument("--domains", metavar="A,B", help="only these domains (default: every registered one)")
    parser.add_argument("--export", metavar="FILE", type=Path,
                        help="write the graph: .dot or .graphml (whole graph), .png or .svg (picture, needs Graphviz)")
    parser.add_argument("--sample", metavar="N", type=argtypes.paths,
                        help=f"print N sampled paths (at most {argtypes.paths.high:,})")
    parser.add_argument("--seed", type=argtypes.seed, default=0, help="seed of the sampling (default 0)")
    parser.add_argument("--min-length", type=argtypes.positive, default=3, help="fewest steps of a path (default 3)")
    parser.add_argument("--max-length", type=argtypes.positive, default=6, help="most steps of a path (default 6)")
    parser.add_argument("--cross", action="store_true", help="only paths that touch two domains or more")
    parser.add_argument("--coverage", metavar="SUITE", help="report which nodes and edges a suite (name or .jsonl path) exercises")


def _names(text: str | None) -> list[str] | None:
    return [n.strip() for n in text.split(",") if n.strip()] if text else None


def main(args: argparse.Namespace) -> int:
    """Run the command."""
    from graph.build import build_graph, loadable_domains, summarize, unfed_parameters
    from graph.export import ExportError, export
    from graph.sample import sample_paths
    from sandbox.tools.output import problem

    domains, failed = loadable_domains(names=_names(args.domains))
    for name, error in failed.items():
        print(f"toolsim graph: warning: skipping domain {name!r}: {error}", file=sys.stderr)
    if not domains:
        print("toolsim graph: error: no domain could be loaded", file=sys.stderr)
        return 2
    graph = build_graph(domains)
    if args.export is not None:
        try:
            export(graph, args.export)
        except ExportError as err:
            print(f"toolsim graph: error: {err}", file=sys.stderr)
            return 1
        except OSError as err:
            print(f"toolsim graph: error: {problem(err, args.export)}", file=sys.stderr)
            return 1
        print(f"wrote {args.export} ({graph.number_of_nodes()} nodes, {graph.number_of_edges()} edges)")
        return 0
    if args.sample is not None:
        try:
            paths = sample_paths(graph, args.sample, args.seed, min_length=args.min_length,
                                 max_length=args.max_length, cross_domain=args.cross)
        except ValueError as err:
            print(f"toolsim graph: error: {err}", file=sys.stderr)
            return 2
        for path in paths:
            note = "" if path.fed else f"   (unfed: {', '.join(path.unfed)})"
            print(" -> ".join(path.nodes) + note)
        if len(paths) < args.sample:
            return _too_few(args, len(paths), graph.number_of_nodes(), graph.number_of_edges())
        return 0
    if args.coverage is not None:
        return _coverage(graph, args.coverage)
    summary = summarize(graph)
    print(f"{'domain':<14}{'nodes':>7}{'mutating':>10}{'edges':>8}")
    for domain, count in summary.nodes.items():
        print(f"{domain:<14}{count:>7}{summary.mutating[domain]:>10}{summary.internal_edges[domain]:>8}")
    print(f"{'total':<14}{summary.total_nodes:>7}{sum(summary.mutating.values()):>10}{summary.total_edges:>8}")
    print(f"\ncross-domain edges: {summary.total_cross}")
    for (source, target), count in summary.cross_edges.items():
        print(f"  {source} -> {target}: {count}")
    unfed = unfed_parameters(graph)
    if unfed:
        print(f"\nparameters whose kind nothing produces and graph/kinds.py does not document: {len(unfed)}")
        for item in unfed:
            print(f"  {item}")
    return 0


def _too_few(args: argparse.Namespace, found: int, nodes: int, edges: int) -> int:
    """Say why fewer paths than asked were printed; exit 1 when there is none at all."""
    where = f"domains {args.domains}" if args.domains else "the graph"
    kind = " crossing domains" if args.cross else ""
    wanted = f"{args.min_length} to {args.max_length} steps{kind}"
    if found == 0:
        print(f"toolsim graph: error: no path of {wanted} found in {where} ({nodes} tools, {edges} edges); "
              "lower --min-length", file=sys.stderr)
        return 1
    print(f"toolsim graph: note: only {found} distinct path(s) of {wanted} found in {where}, "
          f"{args.sample} asked for", file=sys.stderr)
    return 0


def _coverage(graph: object, suite: str) -> int:
    import networkx as nx

    from graph.coverage import flow_coverage
    from sandbox.run.suites import load_suite
    from sandbox.tools.errors import RegistryError, ScenarioFileError

    assert isinstance(graph, nx.MultiDiGraph)
    try:
        scenarios = load_suite(suite)
    except (RegistryError, ScenarioFileError) as err:
        print(f"toolsim graph: error: {err}", file=sys.stderr)
        return 2
    try:
        result = flow_coverage(graph, scenarios)
    except RegistryError as err:
        print(f"toolsim graph: error: {err}", file=sys.stderr)
        return 2
    flow = len(result.flow_edges) / result.total_edges if result.total_edges else 0.0
    print(f"nodes covered: {len(result.nodes)}/{result.total_nodes} ({result.node_ratio:.0%})")
    print(f"edges covered: {len(result.edges)}/{result.total_edges} ({result.edge_ratio:.0%}): "
          "a call of the producer precedes one of the consumer")
    print(f"edges with value flow: {len(result.flow_edges)}/{result.total_edges} ({flow:.0%}): "
          "the consumer got a value the producer returned")
    print(f"mutating tools never called: {len(result.uncovered_mutating)}")
    for node in result.uncovered_mutating:
        print(f"  {node}")
    if result.unknown_calls:
        print(f"calls to tools outside the graph: {', '.join(sorted(result.unknown_calls))}")
    return 0
