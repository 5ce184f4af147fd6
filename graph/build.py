"""Build the function-dependency graph from the kinds that tool specs declare.

A node is one tool, named ``"<domain>.<tool>"``. An edge A -> B exists for every result field of A
whose kind feeds a parameter of B (:func:`graph.kinds.feeds`). Nothing here is a hand-kept list:
add a kind to a tool and the graph follows.

Everything is inserted in sorted order, so iterating the graph is deterministic.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

import networkx as nx

from sandbox.tools.domain import Domain
from sandbox.tools.errors import RegistryError
from sandbox.tools.registry import DOMAINS, Registry
from sandbox.tools.spec import ToolSpec
from sandbox.tools.types import describe

from graph.kinds import USER_SUPPLIED, feeds


def node_id(domain: str, tool: str) -> str:
    """The graph node of a tool: ``"<domain>.<tool>"``."""
    return f"{domain}.{tool}"


def edge_key(producer_field: str, consumer_param: str) -> str:
    """The key of an edge between two nodes: which field feeds which parameter."""
    return f"{producer_field}->{consumer_param}"


def _parameters(spec: ToolSpec) -> list[dict[str, Any]]:
    return [
        {"name": p.name, "kind": p.kind, "required": p.required, "type": describe(p.annotation)} for p in spec.params
    ]


def build_graph(domains: Iterable[Domain]) -> nx.MultiDiGraph:
    """Build the dependency graph over the tools of the given domains.

    Args:
        domains: The domains to include (order does not matter).

    Returns:
        A ``MultiDiGraph``. Node attributes: ``domain``, ``tool``, ``mutates``, ``parameters`` (list
        of ``{name, kind, required, type}``) and ``produces`` (result field -> kind). Edge
        attributes: ``kind`` (produced), ``consumer_kind``, ``producer_field``, ``consumer_param``;
        the edge key is ``"<field>-><param>"``.
    """
    specs = sorted(
        ((node_id(d.name, name), d.name, spec) for d in domains for name, spec in d.tools.items()),
        key=lambda item: item[0],
    )
    graph = nx.MultiDiGraph()
    for node, domain, spec in specs:
        graph.add_node(
            node,
            domain=domain,
            tool=spec.name,
            mutates=spec.mutates,
            parameters=_parameters(spec),
            produces=dict(sorted(spec.produces.items())),
        )
    for producer, _, pspec in specs:
        for field_name, kind in sorted(pspec.produces.items()):
            for consumer, _, cspec in specs:
                for param in cspec.params:
                    if param.kind is not None and feeds(kind, param.kind):
                        graph.add_edge(
                            producer,
                            consumer,
                            key=edge_key(field_name, param.name),
                            kind=kind,
                            consumer_kind=param.kind,
                            producer_field=field_name,
                            consumer_param=param.name,
                        )
    return graph


def loadable_domains(registry: Registry = DOMAINS, names: Sequence[str] | None = None) -> tuple[list[Domain], dict[str, str]]:
    """The registered domains that import, and why the others do not.

    Args:
        registry: Where to look the domains up.
        names: Only these names (default: every registered name).

    Returns:
        The loaded domains sorted by name, and name -> error message for the ones that failed.
    """
    loaded: dict[str, Domain] = {}
    failed: dict[str, str] = {}
    for name in sorted(names if names is not None else registry.names()):
        try:
            domain = registry.get(name)
        except RegistryError as err:
            failed[name] = str(err)
            continue
        loaded[domain.name] = domain
    return [loaded[n] for n in sorted(loaded)], failed


def produced_kinds(graph: nx.MultiDiGraph) -> list[str]:
    """Every kind some node produces, sorted."""
    return sorted({k for _, data in graph.nodes(data=True) for k in data["produces"].values()})


def consumed_kinds(graph: nx.MultiDiGraph) -> list[str]:
    """Every kind some node consumes, sorted."""
    return sorted({p["kind"] for _, data in graph.nodes(data=True) for p in data["parameters"] if p["kind"]})


@dataclass(frozen=True)
class Unfed:
    """A consuming parameter whose kind no tool produces and no table documents."""

    node: str
    param: str
    kind: str

    def __str__(self) -> str:
        return f"{self.node}({self.param}: {self.kind})"


def unfed_parameters(graph: nx.MultiDiGraph) -> list[Unfed]:
    """Consuming parameters with neither a producer in the graph nor a :data:`USER_SUPPLIED` entry."""
    produced = produced_kinds(graph)
    out = []
    for node, data in graph.nodes(data=True):
        for param in data["parameters"]:
            kind = param["kind"]
            if kind and kind not in USER_SUPPLIED and not any(feeds(p, kind) for p in produced):
                out.append(Unfed(node, param["name"], kind))
    return sorted(out, key=lambda u: (u.node, u.param))


@dataclass
class GraphSummary:
    """Node and edge counts per domain, and the edges between domains."""

    nodes: dict[str, int] = field(default_factory=dict)
    mutating: dict[str, int] = field(default_factory=dict)
    internal_edges: dict[str, int] = field(default_factory=dict)
    cross_edges: dict[tuple[str, str], int] = field(default_factory=dict)

    @property
    def total_nodes(self) -> int:
        """All nodes."""
        return sum(self.nodes.values())

    @property
    def total_edges(self) -> int:
        """All edges."""
        return sum(self.internal_edges.values()) + self.total_cross

    @property
    def total_cross(self) -> int:
        """All edges whose ends are in different domains."""
        return sum(self.cross_edges.values())


def summarize(graph: nx.MultiDiGraph) -> GraphSummary:
    """Count nodes and edges per domain and per pair of domains."""
    nodes: Counter[str] = Counter()
    mutating: Counter[str] = Counter()
    for _, data in graph.nodes(data=True):
        nodes[data["domain"]] += 1
        mutating[data["domain"]] += bool(data["mutates"])
    internal: Counter[str] = Counter({d: 0 for d in nodes})
    cross: Counter[tuple[str, str]] = Counter()
    for u, v in graph.edges():
        du, dv = graph.nodes[u]["domain"], graph.nodes[v]["domain"]
        if du == dv:
            internal[du] += 1
        else:
            cross[(du, dv)] += 1
    return GraphSummary(
        nodes=dict(sorted(nodes.items())),
        mutating=dict(sorted(mutating.items())),
        internal_edges=dict(sorted(internal.items())),
        cross_edges=dict(sorted(cross.items())),
    )
