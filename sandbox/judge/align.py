"""A shortest edit script between two lists, found by comparing items for equality only.

Items of a state are dicts and lists, which cannot be hashed, so :mod:`difflib` (which indexes
one side by hash) does not apply. Myers' O((N+M)·D) algorithm needs nothing but ``==``, and the
lists the state diff hands it differ in a few places (D is small), so aligning two lists of a few
hundred items costs a few hundred C-level comparisons.

>>> align(["a", "b", "c"], ["a", "x", "c", "d"])
[('equal', 0, 1, 0, 1), ('replace', 1, 2, 1, 2), ('equal', 2, 3, 2, 3), ('insert', 3, 3, 3, 4)]
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

#: ``(tag, i1, i2, j1, j2)`` as :meth:`difflib.SequenceMatcher.get_opcodes` gives them: ``a[i1:i2]``
#: is ``equal`` to, or is to be ``replace``-d by, ``delete``-d for, or ``insert``-ed as ``b[j1:j2]``.
Opcode = tuple[str, int, int, int, int]


def _equal(x: Any, y: Any) -> bool:
    return bool(x == y) and type(x) is type(y)


def align(a: Sequence[Any], b: Sequence[Any], max_edits: int = 64,
          same: Callable[[Any, Any], bool] = _equal) -> list[Opcode] | None:
    """The opcodes of a shortest edit script turning ``a`` into ``b``, or ``None`` past ``max_edits``.

    Args:
        a: The first list.
        b: The second list.
        max_edits: Give up (return ``None``) when more insertions and deletions are needed.
        same: Item equality (default: ``==`` and the same type, so ``1`` and ``1.0`` differ).
    """
    n, m = len(a), len(b)
    frontier = {1: 0}  # diagonal k = x - y -> the furthest x reached on it
    trace: list[dict[int, int]] = []
    for d in range(min(n + m, max_edits) + 1):
        trace.append(dict(frontier))
        for k in range(-d, d + 1, 2):
            down = k == -d or (k != d and frontier[k - 1] < frontier[k + 1])
            x = frontier[k + 1] if down else frontier[k - 1] + 1
            y = x - k
            while x < n and y < m and same(a[x], b[y]):
                x, y = x + 1, y + 1
            frontier[k] = x
            if x >= n and y >= m:
                return _opcodes(_moves(trace, n, m))
    return None


def _moves(trace: list[dict[int, int]], n: int, m: int) -> list[tuple[str, int, int]]:
    """Walk the trace back from the end: each step as ``(kind, x, y)`` before it, in forward order."""
    moves: list[tuple[str, int, int]] = []
    x, y = n, m
    for d in range(len(trace) - 1, -1, -1):
        frontier = trace[d]
        k = x - y
        down = k == -d or (k != d and frontier[k - 1] < frontier[k + 1])
        start_x = frontier[k + 1 if down else k - 1]
        start_y = start_x - (k + 1 if down else k - 1)
        while x > start_x and y > start_y:
            x, y = x - 1, y - 1
            moves.append(("equal", x, y))
        if d > 0:
            moves.append(("insert" if down else "delete", start_x, start_y))
        x, y = start_x, start_y
    moves.reverse()
    return moves


def _opcodes(moves: list[tuple[str, int, int]]) -> list[Opcode]:
    """Group single-item moves into difflib-style opcodes (deletions next to insertions make a replace)."""
    codes: list[list[Any]] = []  # [tag, i1, i2, j1, j2], tag "equal" or "edit" while grouping
    for kind, x, y in moves:
        tag = "equal" if kind == "equal" else "edit"
        end_x, end_y = x + (kind != "insert"), y + (kind != "delete")
        if codes and codes[-1][0] == tag:
            codes[-1][2], codes[-1][4] = end_x, end_y
        else:
            codes.append([tag, x, end_x, y, end_y])
    return [(_tag(i1, i2, j1, j2) if tag == "edit" else tag, i1, i2, j1, j2) for tag, i1, i2, j1, j2 in codes]


def _tag(i1: int, i2: int, j1: int, j2: int) -> str:
    return "replace" if i2 > i1 and j2 > j1 else "delete" if i2 > i1 else "insert"
