"""The search for a substitute of one held-out call: can the functions still offered do what it does?

From the toolbox just before the held-out call, every call (and every chain of two calls, the
second taking a value the first returned) of the functions offered is tried with arguments drawn
from the held-out call, its lists' lengths and a few small constants. A candidate substitutes when
it leaves the same state as the held-out call (for a function that changes state) or returns every
value the held-out call returns (for one that only reads). :mod:`scenarios.validate_needed` runs
it for the ``substitute`` check.
"""

from __future__ import annotations

import itertools
import json
import math
from collections.abc import Iterator, Sequence
from typing import Any

from graph.values import decode_result
from sandbox.episode.calls import CallResult, ToolCall
from sandbox.episode.execution import Snapshot, Toolbox
from sandbox.tools.spec import ToolSpec

#: The most argument combinations tried per candidate function.
MAX_COMBINATIONS = 200
#: The most argument combinations tried per candidate that changes state (each runs on a copy).
MUTATING_COMBINATIONS = 20
#: The most candidate calls run in the search for one held-out call's substitute.
BUDGET = 1500
_CONSTANTS: tuple[Any, ...] = (0, 1, 2, True, False)


def _leaves(value: Any) -> Iterator[Any]:
    if isinstance(value, dict):
        for item in value.values():
            yield from _leaves(item)
    elif isinstance(value, list):
        for item in value:
            yield from _leaves(item)
    elif value is not None and value != "":
        yield value


def _same(a: Any, b: Any) -> bool:
    kind_a, kind_b = type(a), type(b)
    if (kind_a is int or kind_a is float) and (kind_b is int or kind_b is float):  # (the common case, first)
        if kind_a is int and kind_b is int:
            return bool(a == b)
        try:
            return math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-9)
        except OverflowError:
            return False
    if isinstance(a, (int, float)) and isinstance(b, (int, float)) and not isinstance(a, bool) and not isinstance(b, bool):
        if isinstance(a, int) and isinstance(b, int):
            return a == b  # exact, and an int too large for a float (a big product) cannot overflow
        try:
            return math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-9)
        except OverflowError:  # a huge int beside a float: no float is that close to it
            return False
    return bool(a == b)


def _answers(expected: list[Any], outputs: list[str]) -> bool:
    """Whether every value of ``expected`` is among the values the outputs hold."""
    got = [leaf for output in outputs for leaf in _leaves(decode_result(output))]
    return bool(expected) and all(any(_same(want, have) for have in got) for want in expected)


def _pool(call: ToolCall, extra: Sequence[Any] = ()) -> list[Any]:
    values: list[Any] = []
    for value in [*call.args, *call.arguments.values(), *extra]:
        values.append(value)
        if isinstance(value, list):
            values.append(len(value))
            values += [item for item in value if not isinstance(item, (list, dict))]
    values += _CONSTANTS
    unique: list[Any] = []
    for value in values:
        if not any(type(value) is type(seen) and value == seen for seen in unique):
            unique.append(value)
    return unique


def _move(value: Any, moved: dict[str, Any], kind: type) -> Any:
    if isinstance(value, list):
        return [_move(item, moved, kind) for item in value]
    if isinstance(value, bool) or type(value) is not kind or not isinstance(value, (int, float)):
        return value
    new: float = value * 1.37 if isinstance(value, float) else value + 3
    moved[json.dumps(value)] = new
    return new


def _moved_call(call: ToolCall, moved: dict[str, Any]) -> ToolCall:
    """The call with its data moved: every float (or, with none, every integer), recorded in ``moved``.

    Integers beside floats are kept: they are the task's structure (an exponent, a precision).
    """
    kind = float if any(isinstance(v, float) for v in _leaves([*call.args, *call.arguments.values()])) else int
    return ToolCall(name=call.name, args=[_move(v, moved, kind) for v in call.args],
                    arguments={k: _move(v, moved, kind) for k, v in call.arguments.items()})


def _remap(value: Any, moved: dict[str, Any], produced: dict[str, Any]) -> Any:
    if isinstance(value, list):
        return [_remap(item, moved, produced) for item in value]
    key = json.dumps(value)
    if isinstance(value, bool):
        return value
    return produced.get(key, moved.get(key, value))


def _fits(value: Any, schema: dict[str, Any]) -> bool:
    kind = schema.get("type")
    if "enum" in schema:
        return value in schema["enum"]
    if isinstance(value, bool):
        return kind == "boolean"
    if isinstance(value, (int, float)):
        return kind == "number" or (kind == "integer" and isinstance(value, int))
    if isinstance(value, str):
        return kind == "string"
    if isinstance(value, list):
        return kind == "array"
    return False


def _combinations(spec: ToolSpec, pool: list[Any]) -> Iterator[dict[str, Any]]:
    """The arguments of :func:`_candidates`' calls, in their order."""
    required = [p for p in spec.params if p.required]
    choices = [[v for v in pool if _fits(v, schema)] for schema in [p.json_schema() for p in required]]
    if any(not options for options in choices):
        return
    names = [p.name for p in required]
    for values in itertools.islice(itertools.product(*choices), MAX_COMBINATIONS):
        yield dict(zip(names, values))


def _candidates(spec: ToolSpec, pool: list[Any]) -> Iterator[ToolCall]:
    for arguments in _combinations(spec, pool):
        yield ToolCall(name=spec.name, arguments=arguments)


class Search:
    """The search for a substitute of one held-out call, from the toolbox just before it."""

    def __init__(self, box: Toolbox, held: ToolCall, tools: list[ToolSpec]) -> None:
        self.box, self.held, self.tools = box, held, tools
        trial = box.fork([held.name])
        result = trial.execute(held)
        self.ok = result.status == "ok"
        self.mutates = box.tools[held.name].spec.mutates
        self.state = trial.current_projection()
        self.before = box.current_projection()
        self.values = list(_leaves(decode_result(result.output)))
        self.runs = 0
        self._snapshots: dict[frozenset[str], Snapshot] = {}  # of ``box`` since a call last ran on it

    def _execute(self, call: ToolCall) -> CallResult:
        """Run a call on the toolbox itself (its snapshots are then stale)."""
        self._snapshots.clear()
        return self.box.execute(call)

    def _fork(self, calls: list[ToolCall]) -> Toolbox:
        """A copy of the toolbox for ``calls``: candidate after candidate, copies of one snapshot."""
        names = frozenset(c.name for c in calls)
        snapshot = self._snapshots.get(names)
        if snapshot is None:
            snapshot = self._snapshots[names] = self.box.snapshot(names)
        return snapshot.fork()

    def _run(self, calls: list[ToolCall]) -> tuple[bool, list[str], dict[str, Any]]:
        self.runs += 1
        changing = any(self.box.tools[c.name].spec.mutates for c in calls)
        if not changing:
            self._snapshots.clear()
        box = self._fork(calls) if changing else self.box
        outputs = []
        for call in calls:
            result = box.execute(call)
            if result.status != "ok":
                return False, [], {}
            outputs.append(result.output)
        return True, outputs, box.current_projection() if box is not self.box else self.before

    def _matches(self, outputs: list[str], state: dict[str, Any]) -> bool:
        if self.mutates:
            return state != self.before and state == self.state
        return _answers(self.values, outputs)

    def _holds(self, calls: list[ToolCall]) -> bool:
        """Whether a read-only match holds for other numbers too (not a coincidence of these ones).

        Every number of the held-out call is moved (``n + 3``, ``x * 1.37``), the chain's arguments
        that came from it move alike, and the chain must still answer what the moved call answers.
        """
        if self.mutates:
            return True
        moved: dict[str, Any] = {}
        held = _moved_call(self.held, moved)
        expected = self._execute(held)
        if expected.status != "ok" or not moved:
            return False
        outputs = []
        produced: dict[str, Any] = {}
        for call in calls:
            args = {k: _remap(v, moved, produced) for k, v in call.arguments.items()}
            result = self._execute(ToolCall(name=call.name, arguments=args))
            if result.status != "ok":
                return False
            outputs.append(result.output)
            old = [v for v in _leaves(decode_result(self._outputs_of(call))) if isinstance(v, (int, float))]
            new = [v for v in _leaves(decode_result(result.output)) if isinstance(v, (int, float))]
            produced.update({json.dumps(a): b for a, b in zip(old, new)})
        return _answers(list(_leaves(decode_result(expected.output))), outputs)

    def _outputs_of(self, call: ToolCall) -> str:
        return self._execute(call).output

    def find(self) -> str | None:
        """A call or chain of two calls that does what the held-out call does, written out; ``None`` if none."""
        if not self.ok:
            return None
        pool = _pool(self.held)
        if not self.mutates and all(any(_same(v, p) for p in pool) for v in self.values):
            return None  # the answer is one of the inputs (a minimum, a lookup): picking it is no substitute
        firsts: list[tuple[ToolCall, list[Any]]] = []
        for spec in self.tools:
            if self.mutates and not spec.mutates:
                continue  # only a call that changes state can stand for one that does
            for call in itertools.islice(_candidates(spec, pool), MUTATING_COMBINATIONS if spec.mutates else None):
                if self.runs >= BUDGET:
                    return None
                ok, outputs, state = self._run([call])
                if not ok:
                    continue
                if self._matches(outputs, state) and self._holds([call]):
                    return str(call)
                if not spec.mutates:
                    firsts.append((call, [v for v in _leaves(decode_result(outputs[0])) if isinstance(v, (int, float))]))
        held_values = [json.dumps(v) for v in _leaves([*self.held.args, *self.held.arguments.values()])]

        def covered(call: ToolCall) -> int:  # how many of the held-out call's values a first call takes in
            taken = {json.dumps(v) for v in _leaves(list(call.arguments.values()))}
            return sum(v in taken for v in held_values)

        firsts.sort(key=lambda item: -covered(item[0]))
        self.runs = 0  # the chains have a budget of their own
        seen: set[str] = set()
        for first, produced in firsts:
            fresh = [v for v in produced if json.dumps(v) not in seen]
            seen.update(json.dumps(v) for v in fresh)
            if not fresh:
                continue  # a chain from an equal value was tried already
            for spec in self.tools:
                for arguments in _combinations(spec, _pool(self.held, fresh)):
                    if self.runs >= BUDGET:
                        return None
                    if not any(_same(v, a) for v in fresh for a in arguments.values()):
                        continue  # (the call is made only for the arguments that take a fresh value)
                    second = ToolCall(name=spec.name, arguments=arguments)
                    ok, outputs, state = self._run([first, second])
                    if ok and self._matches(outputs, state) and self._holds([first, second]):
                        return f"{first} then {second}"
        return None

