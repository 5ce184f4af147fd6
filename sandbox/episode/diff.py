"""Path-level differences between two JSON-safe states. The only module that uses deepdiff.

Equality is checked first (cheap); the diff is only computed on a mismatch.

>>> [str(d) for d in diff_states({"a": {"b": 1}}, {"a": {"b": 2}})]
["root['a']['b']: expected 1, got 2"]
>>> diff_states({"x": [1]}, {"x": [1]})
[]
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

_MISSING = "<missing>"


@dataclass(frozen=True)
class StateDifference:
    """One difference: where, what was expected, what was found."""

    path: str
    expected: Any
    actual: Any

    def __str__(self) -> str:
        return f"{self.path}: expected {self.expected!r}, got {self.actual!r}"

    def to_json(self) -> dict[str, Any]:
        """A JSON-safe dict for trajectories and reports."""
        return {"path": self.path, "expected": self.expected, "actual": self.actual}


def diff_states(expected: Any, actual: Any, limit: int = 200) -> list[StateDifference]:
    """List the differences between an expected and an actual state (empty when equal).

    Args:
        expected: The gold state (JSON-safe).
        actual: The state reached (JSON-safe).
        limit: At most this many differences are returned.
    """
    if expected == actual:
        return []
    from deepdiff import DeepDiff  # imported lazily: only mismatches pay for it

    tree = DeepDiff(expected, actual, view="tree", ignore_numeric_type_changes=False)
    found: list[StateDifference] = []
    for changes in tree.values():
        for change in changes:
            before = _MISSING if _absent(change.t1) else change.t1
            after = _MISSING if _absent(change.t2) else change.t2
            found.append(StateDifference(path=change.path(), expected=before, actual=after))
    found.sort(key=lambda d: d.path)
    return found[:limit]


def _absent(value: Any) -> bool:
    return type(value).__name__ == "NotPresent"
