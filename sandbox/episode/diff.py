"""Path-level differences between two JSON-safe states. The only module that uses deepdiff.

The cost is proportional to the difference, not to the state: both states are descended together
by equality (``==`` on dicts and lists runs in C), dict keys and same-length lists position by
position, and only the subtrees that differ are looked at further. A list whose length changed is
trimmed of its equal head and tail, and only the middle goes to deepdiff, which pairs inserted,
removed and changed items.

>>> [str(d) for d in diff_states({"a": {"b": 1}}, {"a": {"b": 2}})]
["root['a']['b']: expected 1, got 2"]
>>> [str(d) for d in diff_states({"x": [1, 2, 3]}, {"x": [1, 3]})]
["root['x'][1]: expected 2, got '<missing>'"]
>>> diff_states({"x": [1]}, {"x": [1]})
[]
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sandbox.episode.bounds import MAX_DIFF_VALUE_CHARS, clip_value

_MISSING = "<missing>"
Path = tuple[Any, ...]


@dataclass(frozen=True)
class StateDifference:
    """One difference: where, what was expected, what was found."""

    path: str
    expected: Any
    actual: Any

    def __str__(self) -> str:
        return f"{self.path}: expected {self.expected!r}, got {self.actual!r}"

    def to_json(self) -> dict[str, Any]:
        """A JSON-safe dict for trajectories and reports (each side cut to :data:`MAX_DIFF_VALUE_CHARS` as JSON)."""
        return {"path": self.path, "expected": clip_value(self.expected, MAX_DIFF_VALUE_CHARS),
                "actual": clip_value(self.actual, MAX_DIFF_VALUE_CHARS)}


def diff_states(expected: Any, actual: Any, limit: int = 200) -> list[StateDifference]:
    """List the differences between an expected and an actual state (empty when equal).

    Entries are sorted by path (then by their values), so the list is the same whatever the
    order in which the states were built.

    Args:
        expected: The gold state (JSON-safe).
        actual: The state reached (JSON-safe).
        limit: At most this many differences are returned.
    """
    if expected == actual:
        return []
    found: list[tuple[Path, Any, Any]] = []
    _descend(expected, actual, (), found)
    found.sort(key=lambda d: (_path_key(d[0]), repr(d[1]), repr(d[2])))
    return [StateDifference(path=_render(path), expected=before, actual=after) for path, before, after in found[:limit]]


def _descend(expected: Any, actual: Any, path: Path, found: list[tuple[Path, Any, Any]]) -> None:
    """Collect the differences under ``path``; the caller knows that ``expected != actual``."""
    if type(expected) is dict and type(actual) is dict:
        for key in expected.keys() | actual.keys():
            if key not in actual:
                found.append(((*path, key), expected[key], _MISSING))
            elif key not in expected:
                found.append(((*path, key), _MISSING, actual[key]))
            elif expected[key] != actual[key] or type(expected[key]) is not type(actual[key]):
                _descend(expected[key], actual[key], (*path, key), found)
    elif type(expected) is list and type(actual) is list:
        if len(expected) == len(actual):
            for index, (before, after) in enumerate(zip(expected, actual)):
                if before != after or type(before) is not type(after):
                    _descend(before, after, (*path, index), found)
        else:
            _diff_lists(expected, actual, path, found)
    else:
        found.append((path, expected, actual))


def _diff_lists(expected: list[Any], actual: list[Any], path: Path, found: list[tuple[Path, Any, Any]]) -> None:
    """Lists of different lengths: trim the equal head and tail, let deepdiff pair up the middle."""
    head = 0
    shortest = min(len(expected), len(actual))
    while head < shortest and _same(expected[head], actual[head]):
        head += 1
    tail = 0
    while tail < shortest - head and _same(expected[-1 - tail], actual[-1 - tail]):
        tail += 1
    middle_expected = expected[head:len(expected) - tail]
    middle_actual = actual[head:len(actual) - tail]
    if not middle_expected or not middle_actual:  # a pure insertion or removal
        for offset, value in enumerate(middle_expected):
            found.append(((*path, head + offset), value, _MISSING))
        for offset, value in enumerate(middle_actual):
            found.append(((*path, head + offset), _MISSING, value))
        return
    from deepdiff import DeepDiff  # imported lazily: only a changed list length pays for it

    tree = DeepDiff(middle_expected, middle_actual, view="tree", ignore_numeric_type_changes=False)
    for changes in tree.values():
        for change in changes:
            steps = list(change.path(output_format="list"))
            if steps and isinstance(steps[0], int):
                steps[0] += head
            before = _MISSING if _absent(change.t1) else change.t1
            after = _MISSING if _absent(change.t2) else change.t2
            found.append(((*path, *steps), before, after))


def _same(a: Any, b: Any) -> bool:
    return bool(a == b) and type(a) is type(b)


def _path_key(path: Path) -> tuple[tuple[int, Any], ...]:
    return tuple((0, step) if isinstance(step, int) else (1, str(step)) for step in path)


def _render(path: Path) -> str:
    return "root" + "".join(f"[{step!r}]" for step in path)


def _absent(value: Any) -> bool:
    return type(value).__name__ == "NotPresent"
