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


def test_list_order_is_part_of_the_state() -> None:
    # A reordered list, or a duplicate that went missing, is a difference (order is never ignored).
    assert paths({"l": ["a", "b"]}, {"l": ["b", "a"]}) == [("root['l'][0]", "a", "b"), ("root['l'][1]", "b", "a")]
    assert paths({"l": ["a", "a", "b"]}, {"l": ["a", "b"]}) != []
    assert paths({"l": [{"id": 1}, {"id": 2}]}, {"l": [{"id": 2}, {"id": 1}]}) != []


def test_numeric_type_changes_are_differences_inside_a_changed_state() -> None:
    found = paths({"a": 1, "b": 1}, {"a": 1.0, "b": 2})
    assert found == [("root['a']", 1, 1.0), ("root['b']", 1, 2)]


def test_insertion_in_a_long_list_is_located_by_its_index() -> None:
    expected = {"items": [{"n": i} for i in range(10_000)]}
    actual = {"items": [*expected["items"][:6000], {"n": -1}, *expected["items"][6000:]]}
    assert paths(expected, actual) == [("root['items'][6000]", "<missing>", {"n": -1})]
    changed = {"items": [*expected["items"][:7000], {"n": -7}, *expected["items"][7001:]]}
    assert paths(expected, changed) == [("root['items'][7000]['n']", 7000, -7)]


def test_changed_middle_of_a_list_of_another_length_is_paired_by_deepdiff() -> None:
    found = paths({"l": [0, 1, 2, 3, 9]}, {"l": [0, 1, 5, 9]})
    assert [p for p, _, _ in found] == ["root['l'][2]", "root['l'][3]"]


def test_order_of_differences_does_not_depend_on_how_states_were_built() -> None:
    keys = [f"k{i}" for i in range(30)]
    forward = diff_states({k: 1 for k in keys}, {k: 2 for k in keys})
    backward = diff_states({k: 1 for k in reversed(keys)}, {k: 2 for k in reversed(keys)})
    assert forward == backward
    assert [d.path for d in forward] == sorted(d.path for d in forward)


def test_with_a_tolerance_only_real_differences_are_listed() -> None:
    from sandbox.judge.values import same_value

    expected = {"acct": {"balance": 10.0, "history": [1.0, 2.0], "owner": "ann"}}
    within = {"acct": {"balance": 10.0 + 1e-12, "history": [1.0, 2.0 - 1e-12], "owner": "ann"}}
    assert diff_states(expected, within, same=same_value) == []
    beyond = {**within, "acct": {**within["acct"], "owner": "bob"}}
    assert [d.path for d in diff_states(expected, beyond, same=same_value)] == ["root['acct']['owner']"]


def test_small_and_big_containers_report_the_same_differences() -> None:
    """Small containers are entered at once, big ones compared whole first: the difference is found either way."""
    for width in (1, 8, 9, 500):
        expected = {"d": {f"k{i}": {"v": [i, {"w": i}]} for i in range(width)}, "l": [[0]] * width}
        actual = json.loads(json.dumps(expected))
        actual["d"][f"k{width - 1}"]["v"][1]["w"] = -1
        actual["l"][0] = [0, 1]
        assert paths(expected, actual) == [
            (f"root['d']['k{width - 1}']['v'][1]['w']", width - 1, -1), ("root['l'][0][1]", "<missing>", 1)]
        assert paths(expected, json.loads(json.dumps(expected))) == []
