"""Execute a sampled graph path step by step, choosing each call's arguments (the skeleton builder's core).

See :mod:`scenarios.skeleton` for the order in which argument values are tried and how enablers
are found; this module holds the live toolbox, the steps taken so far and the search itself.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from graph.kinds import feeds
from graph.values import adapt, decode_result, example_values, extract, find_by_key
from sandbox.episode.calls import CallResult, ToolCall
from sandbox.episode.execution import Toolbox
from sandbox.tools.context import EpisodeContext
from sandbox.tools.domain import Domain
from sandbox.tools.spec import ParamSpec, ToolSpec

_MAX_FOUND = 4
_MAX_SETS = 8
_MAX_ENABLERS = 3


@dataclass
class Step:
    """One call of the path (or an enabler run before it) and what it returned."""

    node: str
    spec: ToolSpec
    call: ToolCall
    result: Any
    enabler: bool = False


@dataclass
class Attempt:
    """The outcome of replaying the committed steps plus some new calls."""

    ok: bool
    box: Toolbox
    result: CallResult | None = None


def unique(values: Sequence[Any]) -> list[Any]:
    """``values`` without repeats (compared as canonical JSON), first occurrences kept."""
    seen: set[str] = set()
    out = []
    for value in values:
        key = json.dumps(value, sort_keys=True, default=str)
        if key not in seen:
            seen.add(key)
            out.append(value)
    return out


@dataclass
class StepBuilder:
    """A live toolbox and the steps committed so far; chooses arguments and finds enablers."""

    domains: dict[str, Domain]
    seed: int
    rng: random.Random = field(init=False)
    box: Toolbox = field(init=False)
    steps: list[Step] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)
        self.box = self.fresh({})
        self.specs = {name: spec for d in self.domains.values() for name, spec in d.tools.items()}

    def ctx(self) -> EpisodeContext:
        """A fresh episode context (native profile, the builder's seed)."""
        return EpisodeContext(seed=self.seed, profile="native")

    def fresh(self, configs: Mapping[str, dict[str, Any]]) -> Toolbox:
        """A new toolbox over the builder's domains, from ``configs`` (``{}`` where absent)."""
        return Toolbox({d: configs.get(n, {}) for n, d in sorted(self.domains.items())}, self.ctx())

    def attempt(self, calls: Sequence[ToolCall]) -> Attempt:
        """Replay the committed steps on a fresh toolbox (cheaper than copying one), then ``calls``."""
        box = self.fresh({})
        result = None
        for call in [*(s.call for s in self.steps), *calls]:
            result = box.execute(call)
            if result.status != "ok":
                return Attempt(False, box, result)
        return Attempt(True, box, result)

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
        return unique([v for v in adapted if v is not None])[:_MAX_FOUND]

    def candidates(self, param: ParamSpec, hints: Sequence[tuple[ToolSpec, Mapping[str, Any]]] = (),
                   probe: int = 2) -> list[Any]:
        """Values to try for ``param``: found in earlier steps, hints, state or listings, then examples."""
        found = self._found(param, hints, probe)
        return unique(found + example_values(param.kind, param.annotation, self.rng))

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
        """Up to ``limit`` argument dicts for ``spec``'s required parameters, the likeliest first."""
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
        return unique(sets)[:limit]

    # -- running steps ---------------------------------------------------------------------

    def try_step(self, node: str, spec: ToolSpec, prefix: Sequence[Step] = ()) -> str | None:
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
                self.steps.append(Step(node, spec, call, decode_result(outcome.result.output)))
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
        enablers: list[Step] = []
        while len(enablers) < _MAX_ENABLERS:
            found = self._enabler(node, spec, enablers, hints, baseline)
            if found is None:
                return False
            added, baseline = found
            enablers += added
            if baseline is None:
                return True
        return False

    def _ready(self, domain: str, name: str, prefix: Sequence[Step],
               hints: Sequence[tuple[ToolSpec, Mapping[str, Any]]]) -> Step | None:
        """The first call of a tool that runs after ``prefix``, as an enabler step."""
        spec = self.domains[domain].tools[name]
        for arguments in self.argument_sets(spec, hints, limit=3):
            call = ToolCall(name=name, arguments=arguments)
            outcome = self.attempt([*(s.call for s in prefix), call])
            if outcome.ok and outcome.result is not None:
                return Step(f"{domain}.{name}", spec, call, decode_result(outcome.result.output), enabler=True)
        return None

    def _enabler(self, node: str, spec: ToolSpec, enablers: list[Step],
                 hints: Sequence[tuple[ToolSpec, Mapping[str, Any]]],
                 baseline: str) -> tuple[list[Step], str | None] | None:
        """One or two mutating calls after which the step runs (detail ``None``) or fails differently.

        If the step ran, it is committed (after ``enablers`` and the returned calls).
        """
        domain = node.split(".", 1)[0]
        used = {e.spec.name for e in enablers} | {spec.name}
        names = [n for n, s in sorted(self.domains[domain].tools.items()) if s.mutates and n not in used]
        runnable: list[Step] = []
        blocked: list[str] = []
        progress: tuple[list[Step], str | None] | None = None
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
