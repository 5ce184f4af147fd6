"""Scenario skeletons: turn a sampled graph path into an executable scenario draft.

The path is executed step by step on a live :class:`~sandbox.execution.Toolbox` (profile
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
import json
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import networkx as nx

from graph.kinds import feeds
from graph.sample import sample_paths
from graph.values import adapt, decode_result, example_values, extract, find_by_key
from sandbox.calls import CallResult, ToolCall
from sandbox.context import EpisodeContext
from sandbox.domain import Domain
from sandbox.execution import Toolbox
from sandbox.scenario import Message, Scenario, Turn
from sandbox.tools import ParamSpec, ToolSpec

PLACEHOLDER = "[PLACEHOLDER]"
_MAX_FOUND = 4
_MAX_SETS = 8
_MAX_ENABLERS = 3


@dataclass
class _Step:
    node: str
    spec: ToolSpec
    call: ToolCall
    result: Any
    enabler: bool = False


@dataclass
class _Attempt:
    ok: bool
    box: Toolbox
    result: CallResult | None = None


def _unique(values: Sequence[Any]) -> list[Any]:
    seen: set[str] = set()
    out = []
    for value in values:
        key = json.dumps(value, sort_keys=True, default=str)
        if key not in seen:
            seen.add(key)
            out.append(value)
    return out


@dataclass
class _Builder:
    domains: dict[str, Domain]
    seed: int
    rng: random.Random = field(init=False)
    box: Toolbox = field(init=False)
    steps: list[_Step] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)
        self.box = self.fresh({})
        self.specs = {name: spec for d in self.domains.values() for name, spec in d.tools.items()}

    def ctx(self) -> EpisodeContext:
        return EpisodeContext(seed=self.seed, profile="native")

    def fresh(self, configs: Mapping[str, dict[str, Any]]) -> Toolbox:
        return Toolbox({d: configs.get(n, {}) for n, d in sorted(self.domains.items())}, self.ctx())

    def attempt(self, calls: Sequence[ToolCall]) -> _Attempt:
        """Replay the committed steps on a fresh toolbox (cheaper than copying one), then ``calls``."""
        box = self.fresh({})
        result = None
        for call in [*(s.call for s in self.steps), *calls]:
            result = box.execute(call)
            if result.status != "ok":
                return _Attempt(False, box, result)
        return _Attempt(True, box, result)

    # -- choosing values -------------------------------------------------------------------

    def _found(self, param: ParamSpec, hints: Sequence[tuple[ToolSpec, Mapping[str, Any]]], probe: int) -> list[Any]:
        kind = param.kind
        raw: list[Any] = []
        if kind:
            for step in reversed(self.steps):
                for field_name, produced in sorted(step.spec.produces.items()):
                    if feeds(produced, kind):
                        raw += extract(step.result, field_name)
            earlier = [(s.spec, s.call.arguments) for s in reversed(self.steps)]
            for spec, arguments in [*hints, *earlier]:
                for other in spec.params:
                    if other.kind == kind and other.name in arguments:
                        value = arguments[other.name]
                        raw += value if isinstance(value, list) else [value]
        keys = (kind, param.name) if kind else (param.name,)
        raw += find_by_key(self.box.projection(), keys)
        if kind and probe and not raw:
            raw += self._probe(kind, probe - 1)
        adapted = [adapt(param.annotation, v) for v in raw if v != ""]
        return _unique([v for v in adapted if v is not None])[:_MAX_FOUND]

    def candidates(self, param: ParamSpec, hints: Sequence[tuple[ToolSpec, Mapping[str, Any]]] = (),
                   probe: int = 2) -> list[Any]:
        found = self._found(param, hints, probe)
        return _unique(found + example_values(param.kind, param.annotation, self.rng))

    def _probe(self, kind: str, depth: int) -> list[Any]:
        """Values of a kind listed by a read-only tool (whose own inputs are probed ``depth`` deep)."""
        values: list[Any] = []
        readers = [s for _, s in sorted(self.specs.items()) if not s.mutates and any(
            feeds(k, kind) for k in s.produces.values())]
        for spec in readers[:3]:
            sets = self.argument_sets(spec, probe=depth, limit=2)
            for arguments in sets:
                outcome = self.attempt([ToolCall(name=spec.name, arguments=arguments)])
                if outcome.ok and outcome.result is not None:
                    result = decode_result(outcome.result.output)
                    for field_name, produced in sorted(spec.produces.items()):
                        if feeds(produced, kind):
                            values += extract(result, field_name)
                    break
        return values

    def argument_sets(self, spec: ToolSpec, hints: Sequence[tuple[ToolSpec, Mapping[str, Any]]] = (),
                      probe: int = 2, limit: int = _MAX_SETS) -> list[dict[str, Any]]:
        required = [p for p in spec.params if p.required]
        options = {p.name: self.candidates(p, hints, probe) for p in required}
        if any(not values for values in options.values()):
            return []
        first = {name: values[0] for name, values in options.items()}
        sets = [first]
        for name, values in options.items():  # vary one parameter at a time
            sets += [{**first, name: value} for value in values[1:3]]
        for _ in range(limit):
            sets.append({name: self.rng.choice(values) for name, values in options.items()})
        return _unique(sets)[:limit]

    # -- running steps ---------------------------------------------------------------------

    def try_step(self, node: str, spec: ToolSpec, prefix: Sequence[_Step] = ()) -> str | None:
        """Run a step (after ``prefix``) with the first argument set that works and commit it.

        Returns:
            ``None`` on success, else the error detail of the last failed attempt.
        """
        saved = (self.box, self.steps)
        if prefix:
            ready = self.attempt([s.call for s in prefix])
            if not ready.ok:
                return "prefix failed"
            self.box, self.steps = ready.box, [*self.steps, *prefix]
        detail = "no arguments"
        for arguments in self.argument_sets(spec):
            call = ToolCall(name=spec.name, arguments=arguments)
            outcome = self.attempt([call])
            if outcome.ok and outcome.result is not None:
                self.box = outcome.box
                self.steps.append(_Step(node, spec, call, decode_result(outcome.result.output)))
                return None
            detail = outcome.result.detail or "" if outcome.result is not None else "failed"
        self.box, self.steps = saved
        return detail

    def run_step(self, node: str) -> bool:
        """Run one path step, with enablers before it if needed; ``False`` if nothing works."""
        domain, tool = node.split(".", 1)
        spec = self.domains[domain].tools[tool]
        baseline = self.try_step(node, spec)
        if baseline is None:
            return True
        wanted = self.argument_sets(spec, limit=1)
        hints = [(spec, wanted[0])] if wanted else []
        enablers: list[_Step] = []
        while len(enablers) < _MAX_ENABLERS:
            found = self._enabler(node, spec, enablers, hints, baseline)
            if found is None:
                return False
            added, baseline = found
            enablers += added
            if baseline is None:
                return True
        return False

    def _ready(self, domain: str, name: str, prefix: Sequence[_Step],
               hints: Sequence[tuple[ToolSpec, Mapping[str, Any]]]) -> _Step | None:
        """The first call of a tool that runs after ``prefix``, as an enabler step."""
        spec = self.domains[domain].tools[name]
        for arguments in self.argument_sets(spec, hints, limit=3):
            call = ToolCall(name=name, arguments=arguments)
            outcome = self.attempt([*(s.call for s in prefix), call])
            if outcome.ok and outcome.result is not None:
                return _Step(f"{domain}.{name}", spec, call, decode_result(outcome.result.output), enabler=True)
        return None

    def _enabler(self, node: str, spec: ToolSpec, enablers: list[_Step],
                 hints: Sequence[tuple[ToolSpec, Mapping[str, Any]]],
                 baseline: str) -> tuple[list[_Step], str | None] | None:
        """One or two mutating calls after which the step runs (detail ``None``) or fails differently.

        If the step ran, it is committed (after ``enablers`` and the returned calls).
        """
        domain = node.split(".", 1)[0]
        used = {e.spec.name for e in enablers} | {spec.name}
        names = [n for n, s in sorted(self.domains[domain].tools.items()) if s.mutates and n not in used]
        runnable: list[_Step] = []
        blocked: list[str] = []
        progress: tuple[list[_Step], str | None] | None = None
        for name in names:
            step = self._ready(domain, name, enablers, hints)
            if step is None:
                blocked.append(name)
                continue
            runnable.append(step)
            detail = self.try_step(node, spec, [*enablers, step])
            if detail is None:
                return [step], None
            if progress is None and detail != baseline:
                progress = ([step], detail)
        if progress is not None:
            return progress
        for first in runnable:  # an enabler that itself needs an enabler (log in, then post)
            for name in blocked:
                second = self._ready(domain, name, [*enablers, first], hints)
                if second is None:
                    continue
                detail = self.try_step(node, spec, [*enablers, first, second])
                if detail is None or detail != baseline:
                    return [first, second], detail
        return None


def replay_statuses(scenario: Scenario, domains: Mapping[str, Domain]) -> list[CallResult]:
    """Execute a scenario's ground truth on a fresh toolbox, turn by turn; every call's result."""
    box = Toolbox({domains[name]: config for name, config in sorted(scenario.domains.items())}, scenario.context())
    return [box.execute(call) for turn in scenario.turns for call in turn.calls()]


def _replays(scenario: Scenario, domains: Mapping[str, Domain]) -> bool:
    return all(r.status == "ok" for r in replay_statuses(scenario, domains))


def _baked(builder: _Builder, enablers: list[_Step]) -> dict[str, dict[str, Any]] | None:
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


def _turns(steps: Sequence[_Step], rng: random.Random) -> list[Turn]:
    """Group steps into turns: one or two path steps each (with their enablers), split at domain changes."""
    units: list[list[_Step]] = []
    pending: list[_Step] = []
    for step in steps:
        pending.append(step)
        if not step.enabler:
            units.append(pending)
            pending = []
    if pending:
        units.append(pending)
    groups: list[list[_Step]] = []
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
    builder = _Builder({name: domains[name] for name in involved}, seed)
    kept = [node for node in path if builder.run_step(node)]
    if len(kept) < min(2, len(path)) or len(kept) < len(path) - 1:
        return None
    used = sorted({s.node.split(".", 1)[0] for s in builder.steps})
    builder.domains = {name: builder.domains[name] for name in used}
    involved = used
    enablers = [s for s in builder.steps if s.enabler]
    own = [s for s in builder.steps if not s.enabler]
    arrangements: list[tuple[str, dict[str, dict[str, Any]], list[_Step]]] = []
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
