"""Whether a request does something: a step changes the state or tells the user something new.

A calculation that gives back the number it was given (the absolute value of a positive number, a
whole number rounded) or a number no one asks for, a read of something the story just made empty,
and a setting set again while it still holds what the story set (24 °C, then 16 °C) tell or change
nothing; :class:`~scenarios.generate.story.Story` refuses them.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from typing import Any

from sandbox.tools.spec import ToolSpec
from scenarios.generate.records import named_record
from scenarios.generate.sense import _item_key, leaves, numbers
from scenarios.validate import has_content


#: The largest result of a calculation a user asks for (100.47 to the power of 50.7 is no one's question).
MAX_RESULT = 1e9


def gives_back(spec: ToolSpec, arguments: Mapping[str, Any], output: str) -> bool:
    """Whether a calculation returns a number it was given, or one past :data:`MAX_RESULT`: it tells nothing.

    (The absolute value of 26.3, 221 rounded.) Only for tools whose every result field is a number;
    a tool fed no number (a line count) never gives one back.
    """
    if spec.mutates or not spec.produces or any(kind != "number" for kind in spec.produces.values()):
        return False
    given, out = numbers(arguments.values()), numbers(leaves(output))
    if any(not math.isfinite(o) or abs(o) >= MAX_RESULT for o in out):
        return True
    return len(out) == 1 and any(math.isclose(out[0], g, rel_tol=1e-12, abs_tol=1e-12) for g in given)


def reads_empty_made(arguments: Mapping[str, Any], state: Any, added: Iterable[str]) -> bool:
    """Whether a read names a record the story made and left empty (a diff against a file just created blank)."""
    made = list(added)
    for value in (v for v in arguments.values() if isinstance(v, str)):
        target = named_record(state, value)
        if target and not has_content({k: v for k, v in target.items() if k != "type" and v != value}) and any(
                path.endswith(f"/{value}") or path == value for path in made):
            return True
    return False


#: The leaves of the last projections seen (a projection is not changed once made), by object.
_LEAVES: dict[int, tuple[Any, dict[str, Any]]] = {}


def _leaves_of(tree: Any) -> dict[str, Any]:
    """:func:`_leaf_values` of a projection, once per projection object."""
    found = _LEAVES.get(id(tree))
    if found is None or found[0] is not tree:
        if len(_LEAVES) > 64:
            _LEAVES.clear()
        found = _LEAVES[id(tree)] = (tree, _leaf_values(tree))
    return found[1]


def _leaf_values(tree: Any, prefix: str = "") -> dict[str, Any]:
    """Every scalar of a state by its path (list items by their id or text, as :func:`key_paths` names them)."""
    items: Iterable[tuple[Any, Any]] = ()
    if isinstance(tree, Mapping):
        items = tree.items()
    elif isinstance(tree, list):
        items = ((_item_key(item), item) for item in tree)
    else:
        return {prefix: tree}
    found: dict[str, Any] = {}
    for key, value in items:
        found.update(_leaf_values(value, f"{prefix}/{key}" if prefix else str(key)))
    return found


def _said(value: Any) -> str:
    return repr(float(value)) if isinstance(value, (int, float)) and not isinstance(value, bool) else str(value)


def set_fields(before: Any, after: Any, arguments: Mapping[str, Any]) -> frozenset[tuple[str, str]]:
    """``(path, value)`` of the fields a change set to a value the user gave (a cabin temperature, a file's text).

    >>> sorted(set_fields({"car": {"temp": 24.0, "n": 1}}, {"car": {"temp": 16.0, "n": 2}}, {"temperature": 16}))
    [('car/temp', '16.0')]
    """
    given = {_said(v) for v in arguments.values() if not isinstance(v, (list, dict))}
    was, now = _leaves_of(before), _leaves_of(after)
    return frozenset((p, _said(v)) for p, v in now.items() if p in was and was[p] != v and _said(v) in given)


def overrides(before: Any, fields: Iterable[tuple[str, str]], earlier: Iterable[tuple[str, str]]) -> bool:
    """Whether a change sets a field again that still holds what an earlier change set (24 °C, then 16 °C): the first did nothing.

    A field set, then changed by something else (a log-out), may be set again.

    >>> overrides({"temp": 24.0}, [("temp", "16.0")], [("temp", "24.0")])
    True
    >>> overrides({"user": None}, [("user", "ben")], [("user", "ana")])
    False
    """
    done = set(earlier)
    if not done or not fields:
        return False
    was = _leaves_of(before)
    return any((path, _said(was.get(path))) in done for path, _ in fields)
