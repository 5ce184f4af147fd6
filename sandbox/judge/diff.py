"""Path-level differences between two JSON-safe states. The only module that uses deepdiff.

The cost is proportional to the difference, not to the state: both states are descended together
by equality (``==`` on dicts and lists runs in C), dict keys and same-length lists position by
position, and only the subtrees that differ are looked at further. A small container (a state's
domains, a record's fields) is descended without comparing it whole first: comparing it whole
would run through the part before its first difference again at every level below. A list whose length changed is
aligned by equality (a shortest edit script, :mod:`sandbox.judge.align`): inserted and removed
items are listed, items changed in place are descended, and only a stretch where items were both
removed and added in different numbers goes to deepdiff, which pairs them up.

A path names a list item by its index in the expected list, except an added item (expected
``'<missing>'``), which is named by its index in the actual list: so the changes, then the
removals and then the insertions, applied list by list, turn the expected state into the actual one.

>>> [str(d) for d in diff_states({"a": {"b": 1}}, {"a": {"b": 2}})]
["root['a']['b']: expected 1, got 2"]
>>> [str(d) for d in diff_states({"x": [1, 2, 3]}, {"x": [1, 3]})]
["root['x'][1]: expected 2, got '<missing>'"]
>>> diff_states({"x": [1]}, {"x": [1]})
[]
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from sandbox.judge.align import align
from sandbox.episode.bounds import MAX_DIFF_VALUE_CHARS, clip_value

#: What a difference shows on the side that lacks the item.
MISSING = "<missing>"
_SMALL = 8  # a dict or list of at most this many items is descended without comparing it whole first
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


def diff_states(expected: Any, actual: Any, limit: int = 200,
                same: Callable[[Any, Any], bool] | None = None) -> list[StateDifference]:
    """List the differences between an expected and an actual state (empty when equal).

    Entries are sorted by path (then by their values), so the list is the same whatever the
    order in which the states were built.

    Args:
        expected: The gold state (JSON-safe).
        actual: The state reached (JSON-safe).
        limit: At most this many differences are returned.
        same: When given, the states are equal when ``same(expected, actual)`` holds, and a
            difference whose two sides it takes for the same (numbers within a tolerance, say) is
            left out of the list.
    """
    found: list[tuple[Path, Any, Any]] = []
    _visit(expected, actual, (), found)
    if same is not None:
        found = [d for d in found if not same(d[1], d[2])]
    found.sort(key=lambda d: (_path_key(d[0]), repr(d[1]), repr(d[2])))
    return [StateDifference(path=_render(path), expected=before, actual=after) for path, before, after in found[:limit]]


def _visit(expected: Any, actual: Any, path: Path, found: list[tuple[Path, Any, Any]]) -> None:
    """Collect the differences under ``path``, if any: small containers are descended at once, the rest compared first."""
    kind = type(expected)
    small = kind is type(actual) and (kind is dict or kind is list) and len(expected) <= _SMALL >= len(actual)
    if small or expected != actual or kind is not type(actual):
        _descend(expected, actual, path, found)


def _descend(expected: Any, actual: Any, path: Path, found: list[tuple[Path, Any, Any]]) -> None:
    """Collect the differences under ``path``; for anything but two dicts or two lists, ``expected != actual``."""
    if type(expected) is dict and type(actual) is dict:
        for key in expected.keys() | actual.keys():
            if key not in actual:
                found.append(((*path, key), expected[key], MISSING))
            elif key not in expected:
                found.append(((*path, key), MISSING, actual[key]))
            else:
                _visit(expected[key], actual[key], (*path, key), found)
    elif type(expected) is list and type(actual) is list:
        if len(expected) == len(actual):
            for index, (before, after) in enumerate(zip(expected, actual)):
                _visit(before, after, (*path, index), found)
        else:
            _diff_lists(expected, actual, path, found)
    else:
        found.append((path, expected, actual))


def _diff_lists(expected: list[Any], actual: list[Any], path: Path, found: list[tuple[Path, Any, Any]]) -> None:
    """Lists of different lengths: align them by equality; changed items are descended, the rest listed.

    The edit script comes from :func:`~sandbox.judge.align.align`; a stretch where items were
    both removed and added in different numbers goes to deepdiff, which pairs them up (so does a
    list too different to align cheaply).
    """
    codes = align(expected, actual)
    if codes is None:
        _deepdiff(expected, actual, 0, 0, path, found)
        return
    for tag, i1, i2, j1, j2 in codes:
        if tag == "equal":
            continue
        if tag == "replace" and i2 - i1 == j2 - j1:
            for offset in range(i2 - i1):
                _descend(expected[i1 + offset], actual[j1 + offset], (*path, i1 + offset), found)
        elif tag == "replace":
            _deepdiff(expected[i1:i2], actual[j1:j2], i1, j1, path, found)
        else:  # a removal (reported at its index in the expected list) or an insertion (in the actual one)
            found.extend(((*path, i1 + k), value, MISSING) for k, value in enumerate(expected[i1:i2]))
            found.extend(((*path, j1 + k), MISSING, value) for k, value in enumerate(actual[j1:j2]))


def _deepdiff(expected: list[Any], actual: list[Any], start: int, start_actual: int, path: Path,
              found: list[tuple[Path, Any, Any]]) -> None:
    """Let deepdiff pair up two stretches of items starting at ``start`` (expected) and ``start_actual``."""
    from deepdiff import DeepDiff  # imported lazily: only such stretches pay for it

    tree = DeepDiff(expected, actual, view="tree", ignore_numeric_type_changes=False)
    for changes in tree.values():
        for change in changes:
            steps = list(change.path(output_format="list"))
            added = _absent(change.t1)
            before = MISSING if added else change.t1
            after = MISSING if _absent(change.t2) else change.t2
            if steps and isinstance(steps[0], int):  # deepdiff pairs the stretches' items by position
                # an added item is located in the actual list; anything inside a paired item, like a
                # change descended into, under the item's index in the expected list
                steps[0] += start_actual if added and len(steps) == 1 else start
            found.append(((*path, *steps), before, after))


def _path_key(path: Path) -> tuple[tuple[int, Any], ...]:
    return tuple((0, step) if isinstance(step, int) else (1, str(step)) for step in path)


def _render(path: Path) -> str:
    return "root" + "".join(f"[{step!r}]" for step in path)


def _absent(value: Any) -> bool:
    return type(value).__name__ == "NotPresent"
