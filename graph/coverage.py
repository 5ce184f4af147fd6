"""Which nodes and edges of the dependency graph a suite's ground truth exercises.

A node is covered when a ground-truth call names its tool. An edge A -> B (field f feeds
parameter p) is covered when, in one scenario, a call of B passes p after an earlier call of A.
That is an upper bound; :func:`flow_coverage` is the strict measure: it executes the ground truth
and counts an edge only when the value B passes in p is one that A's result gave in f.
Mutating tools no scenario calls are listed: they are the gaps that matter, since a model is never
checked on changing state through them.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

import networkx as nx

from graph.values import Scalar, decode_result, extract
from sandbox.episode.loop import build_toolbox, execute_strings
from sandbox.episode.scenario import Scenario
from sandbox.tools.registry import DOMAINS, Registry

EdgeRef = tuple[str, str, str]


@dataclass
class Coverage:
    """Coverage of a graph by a suite.

    Args:
        nodes: Covered nodes.
        edges: Covered edges as ``(producer, consumer, key)``.
        unknown_calls: Called names that are no node of the graph (other domains, typos).
        total_nodes: Nodes in the graph.
        total_edges: Edges in the graph.
        uncovered_mutating: Mutating nodes no scenario calls.
        flow_edges: Edges whose value provably flowed (filled by :func:`flow_coverage` only).
    """

    nodes: set[str] = field(default_factory=set)
    edges: set[EdgeRef] = field(default_factory=set)
    unknown_calls: set[str] = field(default_factory=set)
    total_nodes: int = 0
    total_edges: int = 0
    uncovered_mutating: list[str] = field(default_factory=list)
    flow_edges: set[EdgeRef] = field(default_factory=set)

    @property
    def node_ratio(self) -> float:
        """Share of nodes covered."""
        return len(self.nodes) / self.total_nodes if self.total_nodes else 0.0

    @property
    def edge_ratio(self) -> float:
        """Share of edges covered."""
        return len(self.edges) / self.total_edges if self.total_edges else 0.0


def _node_index(graph: nx.MultiDiGraph) -> dict[str, list[str]]:
    by_tool: dict[str, list[str]] = {}
    for node, data in graph.nodes(data=True):
        by_tool.setdefault(data["tool"], []).append(node)
    return by_tool


def _node_of(by_tool: dict[str, list[str]], graph: nx.MultiDiGraph, name: str, wanted: set[str]) -> str | None:
    nodes = [n for n in by_tool.get(name, []) if graph.nodes[n]["domain"] in wanted] or by_tool.get(name, [])
    return sorted(nodes)[0] if nodes else None


def coverage(graph: nx.MultiDiGraph, scenarios: Iterable[Scenario]) -> Coverage:
    """Measure which nodes and edges the ground truth of ``scenarios`` exercises.

    Args:
        graph: The dependency graph.
        scenarios: The suite.

    Returns:
        The covered nodes and edges, and the mutating nodes never called.
    """
    by_tool = _node_index(graph)
    result = Coverage(total_nodes=graph.number_of_nodes(), total_edges=graph.number_of_edges())
    for scenario in scenarios:
        wanted = set(scenario.domains)
        earlier: list[str] = []
        for turn in scenario.turns:
            for call in turn.calls():
                node = _node_of(by_tool, graph, call.name, wanted)
                if node is None:
                    result.unknown_calls.add(call.name)
                    continue
                result.nodes.add(node)
                for producer in sorted(set(earlier)):
                    for key, data in graph.get_edge_data(producer, node, default={}).items():
                        if data["consumer_param"] in call.arguments:
                            result.edges.add((producer, node, key))
                earlier.append(node)
    result.uncovered_mutating = sorted(
        n for n, d in graph.nodes(data=True) if d["mutates"] and n not in result.nodes
    )
    return result


def _passed(value: Any) -> list[Scalar]:
    """The argument values worth tracing (small integers match by coincidence too often)."""
    items = value if isinstance(value, list) else [value]
    return [v for v in items if isinstance(v, (str, int, float)) and not isinstance(v, bool) and v != ""
            and not (isinstance(v, int) and abs(v) < 10)]


def flow_coverage(graph: nx.MultiDiGraph, scenarios: Iterable[Scenario], registry: Registry = DOMAINS) -> Coverage:
    """:func:`coverage`, plus the edges along which a value really flowed in the executed ground truth.

    Each scenario's ground truth runs on a fresh episode. An edge A -> B (field f feeds parameter
    p) counts as flowing when a successful call of B passes in p a value (or a list item) that an
    earlier successful call of A returned in f; numbers match text of the same digits, and integers
    below 10 are ignored (they match by coincidence).

    Args:
        graph: The dependency graph.
        scenarios: The suite.
        registry: Where the scenarios' domains are looked up.

    Returns:
        The coverage, with :attr:`Coverage.flow_edges` filled in.
    """
    scenarios = list(scenarios)
    result = coverage(graph, scenarios)
    by_tool = _node_index(graph)
    for scenario in scenarios:
        toolbox = build_toolbox(scenario, registry)
        wanted = set(scenario.domains)
        produced: list[tuple[str, Any]] = []
        for turn in scenario.turns:
            for outcome in execute_strings(toolbox, turn.ground_truth, None):
                node = _node_of(by_tool, graph, outcome.call.name, wanted)
                if node is None or outcome.status != "ok":
                    continue
                for producer, output in produced:
                    for key, data in graph.get_edge_data(producer, node, default={}).items():
                        given = {str(v) for v in _passed(outcome.call.arguments.get(data["consumer_param"]))}
                        if given and given & {str(v) for v in extract(output, data["producer_field"])}:
                            result.flow_edges.add((producer, node, key))
                produced.append((node, decode_result(outcome.output)))
    return result
