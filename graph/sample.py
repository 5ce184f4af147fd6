"""Seeded sampling of execution paths through the dependency graph.

A path is a walk along edges: each step after the first consumes something an earlier step
produces. Walks are drawn with ``random.Random(seed)`` over sorted candidate lists, so the same
seed gives the same paths in every process (nothing depends on hash order).

Paths whose every consuming parameter is *fed* are preferred. A parameter is fed when an earlier
step of the path produces a kind that feeds it, or when its kind is available before the first
step: supplied by the user (:data:`graph.kinds.USER_SUPPLIED`) or listable from the initial
configuration by a read-only tool of the path's domains that needs nothing else.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import networkx as nx

from graph.kinds import USER_SUPPLIED, fed_kinds

_ATTEMPTS = 40


@dataclass(frozen=True)
class SampledPath:
    """One sampled path.

    Args:
        nodes: The steps, as graph nodes (``"<domain>.<tool>"``).
        unfed: ``"<node>.<param>"`` for every required kinded parameter nothing feeds.
        chained: How many consuming parameters are fed by an earlier step of the path itself.
    """

    nodes: tuple[str, ...]
    unfed: tuple[str, ...]
    chained: int

    @property
    def domains(self) -> tuple[str, ...]:
        """The distinct domains the path touches, sorted."""
        return tuple(sorted({n.split(".", 1)[0] for n in self.nodes}))

    @property
    def fed(self) -> bool:
        """Whether every consuming parameter is fed."""
        return not self.unfed

    @property
    def crosses(self) -> bool:
        """Whether the path touches more than one domain."""
        return len(self.domains) > 1


def _required_kinds(graph: nx.MultiDiGraph, node: str) -> list[tuple[str, str]]:
    return [(p["name"], p["kind"]) for p in graph.nodes[node]["parameters"] if p["kind"] and p["required"]]


def _produced(graph: nx.MultiDiGraph, node: str) -> set[str]:
    return {k for kind in graph.nodes[node]["produces"].values() for k in fed_kinds(kind)}


def initial_kinds(graph: nx.MultiDiGraph, domains: Iterable[str]) -> frozenset[str]:
    """The kinds available before any step of a path over ``domains``.

    These are the user-supplied kinds plus, repeatedly, what read-only tools of those domains
    produce when everything they require is already available.
    """
    wanted = set(domains)
    readers = sorted(n for n, d in graph.nodes(data=True) if d["domain"] in wanted and not d["mutates"])
    available = set(USER_SUPPLIED)
    grew = True
    while grew:
        grew = False
        for node in readers:
            if all(kind in available for _, kind in _required_kinds(graph, node)):
                new = _produced(graph, node) - available
                if new:
                    available |= new
                    grew = True
    return frozenset(available)


def assess(graph: nx.MultiDiGraph, nodes: Sequence[str]) -> SampledPath:
    """Score a path: which consuming parameters nothing feeds, and how many the path itself feeds."""
    initial = initial_kinds(graph, {graph.nodes[n]["domain"] for n in nodes})
    produced: set[str] = set()
    unfed: list[str] = []
    chained = 0
    for node in nodes:
        for name, kind in _required_kinds(graph, node):
            if kind in produced:
                chained += 1
            elif kind not in initial:
                unfed.append(f"{node}.{name}")
        produced |= _produced(graph, node)
    return SampledPath(tuple(nodes), tuple(unfed), chained)


def _successors(graph: nx.MultiDiGraph, node: str, allowed: set[str]) -> list[str]:
    return sorted({v for v in graph.successors(node) if v in allowed and v != node})


def _walk(graph: nx.MultiDiGraph, rng: random.Random, length: int, starts: list[str], allowed: set[str],
          cross: bool) -> list[str]:
    path = [rng.choice(starts)]
    while len(path) < length:
        candidates: list[str] = []
        for source in reversed(path):  # extend from the newest step that still leads somewhere new
            candidates = [c for c in _successors(graph, source, allowed) if c not in path]
            if candidates:
                break
        if not candidates:
            break
        domains = {graph.nodes[n]["domain"] for n in path}
        weights = [
            4.0 if cross and len(domains) == 1 and graph.nodes[c]["domain"] not in domains else 1.0 for c in candidates
        ]
        path.append(rng.choices(candidates, weights=weights)[0])
    return path


def sample_paths(
    graph: nx.MultiDiGraph,
    n: int,
    seed: int,
    *,
    min_length: int = 3,
    max_length: int = 6,
    domains: Iterable[str] | None = None,
    cross_domain: bool = False,
) -> list[SampledPath]:
    """Sample ``n`` distinct paths, deterministically for a seed.

    Args:
        graph: The dependency graph (see :func:`graph.build.build_graph`).
        n: How many paths to return (fewer if the graph has no more distinct ones).
        seed: The seed; the same seed gives the same paths.
        min_length: Fewest steps in a path.
        max_length: Most steps in a path.
        domains: Only walk through tools of these domains (default: all).
        cross_domain: Require every path to touch at least two domains.

    Returns:
        The paths, each the best (fully fed first, then most chained) of several walks.

    Raises:
        ValueError: Impossible bounds, or ``cross_domain`` with fewer than two domains.
    """
    if not 1 <= min_length <= max_length:
        raise ValueError(f"need 1 <= min_length <= max_length, got {min_length}..{max_length}")
    wanted = sorted(set(domains)) if domains is not None else sorted({d["domain"] for _, d in graph.nodes(data=True)})
    allowed = {node for node, data in graph.nodes(data=True) if data["domain"] in wanted}
    if cross_domain and len(wanted) < 2:
        raise ValueError("cross_domain paths need at least two domains")
    starts = sorted(node for node in allowed if _successors(graph, node, allowed))
    if not starts:
        return []
    rng = random.Random(seed)
    seen: set[tuple[str, ...]] = set()
    paths: list[SampledPath] = []
    misses = 0
    while len(paths) < n and misses < 20:
        best: SampledPath | None = None
        for _ in range(_ATTEMPTS):
            nodes = _walk(graph, rng, rng.randint(min_length, max_length), starts, allowed, cross_domain)
            if len(nodes) < min_length or tuple(nodes) in seen:
                continue
            candidate = assess(graph, nodes)
            if cross_domain and not candidate.crosses:
                continue
            if best is None or (candidate.fed, candidate.chained) > (best.fed, best.chained):
                best = candidate
            if best.fed:
                break
        if best is None:
            misses += 1
            continue
        seen.add(best.nodes)
        paths.append(best)
    return paths
