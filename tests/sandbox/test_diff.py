"""Path-level state differences."""

from __future__ import annotations

import json

from sandbox import StateDifference, diff_states


def paths(expected: object, actual: object) -> list[tuple[str, object, object]]:
    return [(d.path, d.expected, d.actual) for d in diff_states(expected, actual)]


def test_equal_states_give_no_difference() -> None:
    state = {"fs": {"root": {"a.txt": "x", "dir": {"b": [1, 2, {"c": None}]}}}, "n": 1.5}
    assert diff_states(state, json.loads(json.dumps(state))) == []


def test_nested_change() -> None:
    assert paths({"a": {"b": {"c": 1}}}, {"a": {"b": {"c": 2}}}) == [("root['a']['b']['c']", 1, 2)]


def test_added_and_removed_keys() -> None:
    found = paths({"a": {"keep": 1, "gone": 2}}, {"a": {"keep": 1, "new": 3}})
    assert found == [("root['a']['gone']", 2, "<missing>"), ("root['a']['new']", "<missing>", 3)]


def test_list_items() -> None:
    assert paths({"l": [1, 2, 3]}, {"l": [1, 5, 3]}) == [("root['l'][1]", 2, 5)]
    assert paths({"l": [1]}, {"l": [1, 2]}) == [("root['l'][1]", "<missing>", 2)]
    assert paths({"l": [1, 2]}, {"l": [1]}) == [("root['l'][1]", 2, "<missing>")]


def test_type_change() -> None:
    assert paths({"a": "1"}, {"a": 1}) == [("root['a']", "1", 1)]


def test_differences_are_sorted_and_limited() -> None:
    expected = {f"k{i:03d}": i for i in range(50)}
    actual = {f"k{i:03d}": i + 1 for i in range(50)}
    found = diff_states(expected, actual)
    assert [d.path for d in found] == sorted(d.path for d in found)
    assert len(diff_states(expected, actual, limit=7)) == 7


def test_to_json_and_str() -> None:
    (diff,) = diff_states({"a": {"b": [1]}}, {"a": {"b": [2]}})
    assert diff == StateDifference(path="root['a']['b'][0]", expected=1, actual=2)
    assert diff.to_json() == {"path": "root['a']['b'][0]", "expected": 1, "actual": 2}
    assert json.loads(json.dumps(diff.to_json())) == diff.to_json()
    assert str(diff) == "root['a']['b'][0]: expected 1, got 2"
    (gone,) = diff_states({"x": 1}, {})
    assert gone.to_json() == {"path": "root['x']", "expected": 1, "actual": "<missing>"}


def test_whole_value_replaced() -> None:
    assert paths({"a": [1]}, {"a": {"b": 1}}) == [("root['a']", [1], {"b": 1})]
