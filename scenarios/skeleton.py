"""Scenario skeletons: turn a sampled graph path into an executable scenario draft.

The path is executed step by step on a live :class:`~sandbox.episode.execution.Toolbox` (profile
``native``). Each argument is chosen from, in order: the results of earlier steps (fields of a
kind that feeds the parameter), arguments of earlier calls of the same kind, the state projection
(values stored under the kind's or the parameter's name), what a read-only tool lists, and finally
example values (:mod:`graph.values`). A step is kept only if it runs with status ``ok``.

When no choice works, the builder looks for an *enabler*: a mutating tool of the same domain that,
run first, makes the step succeed (log in, create the file to read, fund the account). Enablers
are then moved to the start and, when the domain's state survives a dump/load round trip, baked
into the initial configuration, so the ground truth holds only the path's own steps. Every
skeleton is replayed from scratch before it is returned.

The user messages are placeholders (``[PLACEHOLDER] ...``) describing each step group; authors
replace them with real requests.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Mapping, Sequence
from typing import Any

import networkx as nx

from graph.sample import sample_paths
from sandbox.episode.calls import CallResult
from sandbox.episode.execution import Toolbox
from sandbox.episode.scenario import Message, Scenario, Turn
from sandbox.tools.domain import Domain
from scenarios.step_builder import Step, StepBuilder

PLACEHOLDER = "[PLACEHOLDER]"
def replay_statuses(scenario: Scenario, domains: Mapping[str, Domain]) -> list[CallResult]:
    """Execute a scenario's ground truth on a fresh toolbox, turn by turn; every call's result."""
    box = Toolbox({domains[name]: config for name, config in sorted(scenario.domains.items())}, scenario.context())
    return [box.execute(call) for turn in scenario.turns for call in turn.calls()]


def _replays(scenario: Scenario, domains: Mapping[str, Domain]) -> bool:
    return all(r.status == "ok" for r in replay_statuses(scenario, domains))


def _baked(builder: StepBuilder, enablers: list[Step]) -> dict[str, dict[str, Any]] | None:
    """Initial configurations with the enablers' effects, if each touched domain round-trips."""
    box = builder.fresh({})
    if not all(box.execute(s.call).status == "ok" for s in enablers):
        return None
    configs: dict[str, dict[str, Any]] = {name: {} for name in builder.domains}
    for name in sorted({s.node.split(".", 1)[0] for s in enablers}):
        api = box.apis[name]
        dump = api.dump_config()
        try:
            again = builder.domains[name].create(copy.deepcopy(dump), builder.ctx())
        except Exception:  # a domain whose load takes another shape: keep the calls instead
            return None
        if again.projection() != api.projection():
            return None
        configs[name] = dump
    return configs


def _turns(steps: Sequence[Step], rng: random.Random) -> list[Turn]:
    """Group steps into turns: one or two path steps each (with their enablers), split at domain changes."""
    units: list[list[Step]] = []
    pending: list[Step] = []
    for step in steps:
        pending.append(step)
        if not step.enabler:
            units.append(pending)
            pending = []
    if pending:
        units.append(pending)
    groups: list[list[Step]] = []
    size = 0
    for unit in units:
        domain = unit[-1].node.split(".", 1)[0]
        if not groups or size <= 0 or groups[-1][-1].node.split(".", 1)[0] != domain:
            groups.append([])
            size = rng.choice((1, 2))
        groups[-1] += unit
        size -= 1
    turns = []
    for group in groups:
        asks = "; then ".join(f"{s.spec.summary.rstrip('.')} [{s.call}]" for s in group)
        text = f"{PLACEHOLDER} The user asks the assistant to: {asks}."
        turns.append(Turn(messages=[Message(content=text)], ground_truth=[str(s.call) for s in group]))
    return turns


def build_skeleton(path: Sequence[str], domains: Mapping[str, Domain], *, seed: int, scenario_id: str) -> Scenario | None:
    """Build an executable scenario draft from a path of graph nodes.

    Args:
        path: Graph nodes (``"<domain>.<tool>"``) in order.
        domains: Domains by name; every domain on the path must be there.
        seed: The scenario's seed (also seeds the choice of example values).
        scenario_id: The id of the new scenario.

    Returns:
        The skeleton, or ``None`` when fewer than two steps (or more than one step less than the
        path has) could be made to run.
    """
    involved = sorted({node.split(".", 1)[0] for node in path})
    builder = StepBuilder({name: domains[name] for name in involved}, seed)
    kept = [node for node in path if builder.run_step(node)]
    if len(kept) < min(2, len(path)) or len(kept) < len(path) - 1:
        return None
    used = sorted({s.node.split(".", 1)[0] for s in builder.steps})
    builder.domains = {name: builder.domains[name] for name in used}
    involved = used
    enablers = [s for s in builder.steps if s.enabler]
    own = [s for s in builder.steps if not s.enabler]
    arrangements: list[tuple[str, dict[str, dict[str, Any]], list[Step]]] = []
    empty: dict[str, dict[str, Any]] = {name: {} for name in involved}
    if enablers:
        configs = _baked(builder, enablers)
        if configs is not None:
            arrangements.append(("config", configs, own))
    arrangements.append(("calls" if enablers else "none", empty, builder.steps))
    if enablers:
        arrangements.append(("calls", empty, [*enablers, *own]))
    metadata: dict[str, Any] = {"graph_path": kept, "skeleton": True, "placeholder": True}
    if kept != list(path):
        metadata["sampled_path"] = list(path)
    for setup, configs, steps in arrangements:
        scenario = Scenario(
            id=scenario_id,
            category="base",
            domains=configs,
            turns=_turns(steps, random.Random(seed)),
            seed=seed,
            profile="native",
            metadata={**metadata, "setup": setup},
        )
        if _replays(scenario, domains):
            return scenario
    return None


def generate_skeletons(
    graph: nx.MultiDiGraph,
    domains: Mapping[str, Domain],
    n: int,
    seed: int,
    *,
    min_length: int = 3,
    max_length: int = 6,
    include: Sequence[str] | None = None,
    cross_domain: bool = False,
    id_prefix: str = "skeleton",
) -> list[Scenario]:
    """Sample paths and build up to ``n`` skeletons; a path that cannot be made to run is re-sampled.

    Args:
        graph: The dependency graph over ``domains``.
        domains: Domains by name.
        n: How many skeletons to build.
        seed: Seed of the sampling and of every skeleton (the same seed gives the same skeletons).
        min_length: Fewest steps of a sampled path.
        max_length: Most steps of a sampled path.
        include: Only sample through these domains (default: all of ``graph``).
        cross_domain: Only sample paths touching two domains or more.
        id_prefix: Start of each scenario id.

    Returns:
        The skeletons, each replaying its ground truth without error.
    """
    out: list[Scenario] = []
    tried: set[tuple[str, ...]] = set()
    for round_ in range(8):
        batch = sample_paths(graph, 2 * n, seed + 7919 * round_, min_length=min_length, max_length=max_length,
                             domains=include, cross_domain=cross_domain)
        for path in batch:
            if len(out) >= n:
                return out
            if path.nodes in tried:
                continue
            tried.add(path.nodes)
            index = len(out)
            scenario = build_skeleton(path.nodes, domains, seed=seed * 1000 + index,
                                      scenario_id=f"{id_prefix}_{seed}_{index:03d}_v1")
            if scenario is not None:
                out.append(scenario)
    return out
