"""The state diff reports exactly what changed: applying its entries to the expected state gives the actual one.

How an entry is read (docs/results.md): a path names list items by their index in the *expected*
state, except an added item (expected ``'<missing>'``), whose last index is its place in the
*actual* list. So per list: change the items in place, drop the removed ones (at their old
indexes), then insert the added ones (at their new indexes, in increasing order).
"""

from __future__ import annotations

import ast
import copy
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from sandbox.judge.diff import diff_states

MISSING = "<missing>"

# Few distinct leaves, so lists share items and the alignment has real work to do; text from "ab"
# can never spell the missing marker.
LEAVES = st.one_of(st.none(), st.booleans(), st.integers(-2, 3), st.sampled_from([0.5, 2.0, -1.5]),
                   st.text("ab", max_size=2))
KEYS = st.sampled_from(["a", "b", "c", "id", "x y", "it's"])
STATES = st.recursive(
    LEAVES,
    lambda inner: st.lists(inner, max_size=7) | st.dictionaries(KEYS, inner, max_size=4),
    max_leaves=30,
)


@st.composite
def edited(draw: st.DrawFn, value: Any) -> Any:
    """``value`` with a few edits drawn anywhere in it: items inserted, removed, replaced, recursed into."""
    if isinstance(value, list):
        items = list(value)
        for _ in range(draw(st.integers(0, 3))):
            action = draw(st.sampled_from(["insert", "remove", "replace", "recurse"]))
            if action == "insert":
                items.insert(draw(st.integers(0, len(items))), draw(STATES))
            elif items:
                index = draw(st.integers(0, len(items) - 1))
                if action == "remove":
                    del items[index]
                elif action == "replace":
                    items[index] = draw(STATES)
                else:
                    items[index] = draw(edited(items[index]))
        return items
    if isinstance(value, dict):
        result = {key: draw(edited(item)) if draw(st.booleans()) else item for key, item in value.items()}
        for key in draw(st.lists(KEYS, max_size=2)):
            if draw(st.booleans()):
                result[key] = draw(STATES)
            else:
                result.pop(key, None)
        return result
    return draw(STATES) if draw(st.integers(0, 3)) == 0 else value


@st.composite
def state_pairs(draw: st.DrawFn) -> tuple[Any, Any]:
    """An expected state and an actual one: mostly an edit of it (as states differ in practice), else any state."""
    expected = draw(st.dictionaries(KEYS, STATES, max_size=4))
    actual = draw(edited(expected)) if draw(st.integers(0, 4)) else draw(st.dictionaries(KEYS, STATES, max_size=4))
    return expected, actual


@st.composite
def list_edits(draw: st.DrawFn) -> tuple[Any, Any]:
    """A list of distinct records and the same list with some removed and new ones put in anywhere.

    The edit scripts of such lists are mostly pure removals and insertions, at indexes that differ
    between the two lists once something before them went or came.
    """
    size = draw(st.integers(0, 12))
    items: list[Any] = [{"id": i} for i in range(size)]
    kept = [item for item in items if draw(st.integers(0, 3))]
    for number in range(draw(st.integers(0, 4))):
        kept.insert(draw(st.integers(0, len(kept))), {"id": f"new{number}"})
    return {"items": items}, {"items": kept}


def parse_path(path: str) -> list[Any]:
    """``root['a'][0]`` -> ``['a', 0]`` (each step is a Python literal, read with ``ast``)."""
    node = ast.parse(path, mode="eval").body
    steps: list[Any] = []
    while isinstance(node, ast.Subscript):
        steps.append(ast.literal_eval(node.slice))
        node = node.value
    assert isinstance(node, ast.Name) and node.id == "root", path
    return steps[::-1]


def apply_diff(expected: Any, entries: list[tuple[list[Any], Any, Any]]) -> Any:
    """The state the diff entries turn ``expected`` into (read as the module docstring says)."""
    root = {"": copy.deepcopy(expected)}  # a holder, so the whole state can be replaced too
    by_parent: dict[int, tuple[Any, list[tuple[Any, Any, Any]]]] = {}
    for steps, before, after in entries:
        full = ["", *steps]
        parent: Any = root
        for step in full[:-1]:  # every container is found before anything moves
            parent = parent[step]
        by_parent.setdefault(id(parent), (parent, []))[1].append((full[-1], before, after))
    for parent, changes in by_parent.values():
        if isinstance(parent, dict):
            for key, _, after in changes:
                if after == MISSING:
                    del parent[key]
                else:
                    parent[key] = after
            continue
        removed, added = [], []
        for index, before, after in changes:
            if before == MISSING:
                added.append((index, after))
            elif after == MISSING:
                removed.append(index)
            else:
                parent[index] = after
        for index in sorted(removed, reverse=True):
            del parent[index]
        for index, value in sorted(added, key=lambda item: item[0]):
            parent.insert(index, value)
    return root[""]


def entries_of(expected: Any, actual: Any) -> list[tuple[list[Any], Any, Any]]:
    return [(parse_path(d.path), d.expected, d.actual) for d in diff_states(expected, actual, limit=10**9)]


@given(state_pairs())
def test_applying_the_reported_changes_to_the_expected_state_gives_the_actual_one(pair: tuple[Any, Any]) -> None:
    expected, actual = pair
    entries = entries_of(expected, actual)
    assert apply_diff(expected, entries) == actual
    assert (entries == []) == (expected == actual)


@given(list_edits())
def test_removals_and_insertions_in_a_list_apply_back(pair: tuple[Any, Any]) -> None:
    expected, actual = pair
    assert apply_diff(expected, entries_of(expected, actual)) == actual


@given(state_pairs())
def test_every_entry_is_a_real_difference_and_names_a_path_that_exists(pair: tuple[Any, Any]) -> None:
    expected, actual = pair
    for steps, before, after in entries_of(expected, actual):
        assert (before, type(before)) != (after, type(after))
        if before != MISSING:  # the expected side is found at the path as reported
            value = expected
            for step in steps:
                value = value[step]
            assert value == before


def test_an_insertion_after_a_deletion_is_reported_at_its_index_in_the_actual_list() -> None:
    # "b" is gone from index 1; "e" and "f" are new at indexes 3 and 4 of the actual list (4 and 5 counted
    # in the expected one)
    entries = entries_of({"l": ["a", "b", "c", "d"]}, {"l": ["a", "c", "d", "e", "f"]})
    assert entries == [(["l", 1], "b", MISSING), (["l", 3], MISSING, "e"), (["l", 4], MISSING, "f")]
    entries = entries_of({"l": ["a", "b", "c"]}, {"l": ["c", "x", "y"]})
    assert apply_diff({"l": ["a", "b", "c"]}, entries) == {"l": ["c", "x", "y"]}


def test_a_key_added_inside_an_item_paired_by_deepdiff_is_located_in_the_expected_list() -> None:
    # the changed stretch is [{'a': None}] -> [{'a': None, 'b': None}, None]: the paired dict is
    # item 1 of the expected list (2 of the actual one), the new None item 3 of the actual one
    expected, actual = {"l": [0, {"a": None}]}, {"l": [[], 0, {"a": None, "b": None}, None]}
    assert entries_of(expected, actual) == [
        (["l", 0], MISSING, []), (["l", 1, "b"], MISSING, None), (["l", 3], MISSING, None)]
    assert apply_diff(expected, entries_of(expected, actual)) == actual


def test_apply_reads_paths_as_the_diff_writes_them() -> None:
    assert parse_path("root") == []
    assert parse_path("root['x y'][3][\"it's\"]") == ["x y", 3, "it's"]
    assert apply_diff({"l": [1, 2]}, [(["l", 0], 1, MISSING), (["l", 1], MISSING, 5)]) == {"l": [2, 5]}
    assert apply_diff({"a": 1}, [([], {"a": 1}, [1])]) == [1]
