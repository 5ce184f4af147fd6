"""The edit script of two lists by equality (sandbox.judge.align)."""

from __future__ import annotations

import difflib
import functools

from hypothesis import given
from hypothesis import strategies as st

from sandbox.judge.align import align


def _lcs(a: list[int], b: list[int]) -> int:
    @functools.lru_cache(maxsize=None)
    def best(i: int, j: int) -> int:
        if i == len(a) or j == len(b):
            return 0
        return best(i + 1, j + 1) + 1 if a[i] == b[j] else max(best(i + 1, j), best(i, j + 1))
    return best(0, 0)


@given(st.lists(st.integers(0, 4), max_size=12), st.lists(st.integers(0, 4), max_size=12))
def test_opcodes_turn_a_into_b_with_fewest_edits(a: list[int], b: list[int]) -> None:
    codes = align(a, b)
    assert codes is not None
    rebuilt: list[int] = []
    i = j = 0
    for tag, i1, i2, j1, j2 in codes:
        assert (i1, j1) == (i, j) and tag in {"equal", "replace", "delete", "insert"}
        if tag == "equal":
            assert a[i1:i2] == b[j1:j2] and i2 - i1 == j2 - j1 > 0
        rebuilt += b[j1:j2]
        i, j = i2, j2
    assert (i, j) == (len(a), len(b)) and rebuilt == b
    kept = sum(i2 - i1 for tag, i1, i2, _, _ in codes if tag == "equal")
    assert kept == _lcs(a, b)  # a shortest edit script keeps a longest common subsequence


def test_unhashable_items_and_types_are_compared_as_the_state_diff_does() -> None:
    a = [{"id": 1}, {"id": 2}, [3], 1]
    b = [{"id": 0}, {"id": 1}, {"id": 2}, [3], 1.0]
    assert align(a, b) == [("insert", 0, 0, 0, 1), ("equal", 0, 3, 1, 4), ("replace", 3, 4, 4, 5)]


def test_agrees_with_difflib_on_a_single_change_and_gives_up_past_the_limit() -> None:
    a = list(range(200))
    b = [*a[:50], -1, *a[50:120], *a[121:]]
    assert align(a, b) == difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes()
    assert align(list(range(100)), list(range(100, 200)), max_edits=10) is None
    assert align([], []) == []
