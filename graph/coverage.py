"""Which nodes and edges of the dependency graph a suite's ground truth exercises.

A node is covered when a ground-truth call names its tool. An edge A -> B (field f feeds
parameter p) is covered when, in one scenario, a call of B passes p after an earlier call of A.
Mutating tools no scenario calls are listed: they are the gaps that matter, since a model is never
checked on changing state through them.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

import networkx as nx

from sandbox.scenario import Scenario

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
    """

    nodes: set[str] = field(default_factory=set)
    edges: set[EdgeRef] = field(default_factory=set)
    unknown_calls: set[str] = field(default_factory=set)
    total_nodes: int = 0
    total_edges: int = 0
    uncovered_mutating: list[str] = field(default_factory=list)

    @property
    def node_ratio(self) -> float:
        """Share of nodes covered."""
        return len(self.nodes) / self.total_nodes if self.total_nodes else 0.0

    @property
    def edge_ratio(self) -> float:
        """Share of edges covered."""
        return len(self.edges) / self.total_edges if self.total_edges else 0.0


def coverage(graph: nx.MultiDiGraph, scenarios: Iterable[Scenario]) -> Coverage:
    """Measure which nodes and edges the ground truth of ``scenarios`` exercises.

    Args:
        graph: The dependency graph.
        scenarios: The suite.

    Returns:
        The covered nodes and edges, and the mutating nodes never called.
    """
    by_tool: dict[str, list[str]] = {}
    for node, data in graph.nodes(data=True):
        by_tool.setdefault(data["tool"], []).append(node)
    result = Coverage(total_nodes=graph.number_of_nodes(), total_edges=graph.number_of_edges())
    for scenario in scenarios:
        wanted = set(scenario.domains)
        earlier: list[str] = []
        for turn in scenario.turns:
            for call in turn.calls():
                nodes = [n for n in by_tool.get(call.name, []) if graph.nodes[n]["domain"] in wanted] or by_tool.get(
                    call.name, []
                )
                if not nodes:
                    result.unknown_calls.add(call.name)
                    continue
                node = sorted(nodes)[0]
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
