"""Whether a request does something: a step changes the state or tells the user something new.

A calculation that gives back the number it was given (the absolute value of a positive number, a
whole number rounded) or a number no one asks for, a read of something the story just made empty,
a setting set again while it still holds what the story set (24 °C, then 16 °C), a line operation
that shows a file as it is (a sort of a file of one line), a change that ends what the story
itself began (a ticket filed and closed) and one that puts back what the app's last step changed
(5000 deposited, then 5000 withdrawn) tell or change nothing, and so does a lookup of the user's
own account id; a setting said to be lowered that is raised (cooling to 28 °C from 19.1 °C) does
not do what the words say.
:class:`~scenarios.generate.story.Story` refuses them.
"""

from __future__ import annotations

import json
import math
from collections.abc import Collection, Iterable, Mapping, Sequence
from typing import Any, TypeGuard

from sandbox.tools.phrasing_base import Phrasing
from sandbox.tools.spec import ToolSpec
from scenarios.generate.records import named_record
from scenarios.generate.sense import FINAL, _item_key, leaves, numbers
from scenarios.validate import has_content


#: The largest result of a calculation a user asks for (100.47 to the power of 50.7 is no one's question).
MAX_RESULT = 1e9
#: Statuses that end a record: a change to one of them undoes the record's making when the story made it.
ENDED = FINAL | {"resolved"}


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


def as_is(output: str, content: Any) -> bool:
    """Whether a result shows a file's text (``content``) whole, line for line in order, under one of its fields.

    >>> as_is('{"sorted_content": "b 2"}', "b 2"), as_is('{"matching_lines": ["a 1"]}', "a 1" + chr(10) + "b 2")
    (True, False)
    """
    lines = content.splitlines() if isinstance(content, str) else []
    try:
        result = json.loads(output)
    except json.JSONDecodeError:
        return False
    fields = result.values() if isinstance(result, dict) else ()
    return bool(lines) and any((v.splitlines() if isinstance(v, str) else v) == lines for v in fields)


def shows_as_is(spec: ToolSpec, arguments: Mapping[str, Any], output: str, state: Any) -> bool:
    """Whether a read that sorts, cuts or filters a file's lines gives back every line in order: reading it tells as much.

    (A sort of a file of one line or already in order, the last ten lines of a file of three, a
    search that every line matches.) The tool that reads a file whole (one producing
    ``file_content``) is not such a read.
    """
    if spec.mutates or "file_content" in spec.produces.values():
        return False
    return any(as_is(output, named_record(state, v).get("content")) for v in arguments.values() if isinstance(v, str))


def tells_own(arguments: Mapping[str, Any], output: str, own: Collection[str]) -> bool:
    """Whether a lookup gives back only the user's own identity: their own account's id, looked up by their name.

    >>> tells_own({"user": "Hiro"}, '{"user_id": "USR002"}', {"USR002"}), tells_own({"user": "Wen"}, '{"user_id": "USR005"}', {"USR002"})
    (True, False)
    """
    found = {str(v) for v in leaves(output)}
    return bool(arguments) and bool(found) and found <= set(own)


def ends_made(before: Any, after: Any, made: Iterable[str]) -> bool:
    """Whether a change closes, resolves or cancels a record the story made (filed, then closed): it ends what it began.

    ``made`` holds the paths earlier changes of the story added (:func:`~scenarios.generate.sense.key_paths`).

    >>> ends_made({"q": [{"id": 5, "status": "Open"}]}, {"q": [{"id": 5, "status": "Closed"}]}, ["q/#5"])
    True
    >>> ends_made({"q": [{"id": 5, "status": "Open"}]}, {"q": [{"id": 5, "status": "Closed"}]}, ["q/#6"])
    False
    """
    new = set(made)
    if not new:
        return False
    was, now = _leaves_of(before), _leaves_of(after)
    return any(path.endswith("/status") and path.rsplit("/", 1)[0] in new and str(value).lower() in ENDED
               and was.get(path) != value for path, value in now.items())


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


def _figure(value: Any) -> TypeGuard[float]:
    """Whether ``value`` is a number (not a truth value)."""
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def against_words(phrasing: Phrasing | None, arguments: Mapping[str, Any], before: Any, after: Any) -> bool:
    """Whether a change said to lower a setting did not lower it, or one said to raise it did not raise it.

    ("Cool the car down to 28 degrees" while it is set to heat at 19.1.) The setting is the field
    the change set to the value the words give (``down`` or ``up``, see
    :attr:`~sandbox.tools.phrasing_base.Phrasing.means`), else a field already holding it; it was
    above the value, or below it.

    >>> cool = Phrasing("en", "Cool it down to {temperature}.", means=(("temperature", "down"),))
    >>> car = {"acTemperature": 19.1, "fanSpeed": 40}
    >>> against_words(cool, {"temperature": 28}, car, {**car, "acTemperature": 28.0})
    True
    >>> against_words(cool, {"temperature": 17}, car, {**car, "acTemperature": 17.0})
    False
    """
    if phrasing is None:
        return False
    was, now = _leaves_of(before), _leaves_of(after)
    for name, meaning in phrasing.means:
        value = arguments.get(name)
        if meaning not in ("down", "up") or not _figure(value):
            continue
        held = [p for p, v in now.items() if _figure(v) and _figure(was.get(p)) and math.isclose(v, value, abs_tol=0.01)]
        set_now = [p for p in held if not _same(was[p], now[p])] or held
        if any(was[p] <= value if meaning == "down" else was[p] >= value for p in set_now):
            return True
    return False


_GONE = object()  # (a leaf a state does not hold)


def _same(a: Any, b: Any) -> bool:
    """Whether two leaves hold the same value (sums compared to the cent's rounding: 38578.13 + 5000 - 5000)."""
    if isinstance(a, float) and isinstance(b, float):
        return math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-9)
    return a is b or (a is not _GONE and b is not _GONE and type(a) is type(b) and a == b)


def undoes(before: Any, after: Any, earlier: Sequence[tuple[bool, Any]]) -> bool:
    """Whether a change puts back what the last step of its app changed, and changes nothing else of what was there.

    ``earlier`` holds, for each step of the story in the app, whether it changed the state and the
    app's state before it. When the last one is a change, nothing of the app ran after it that may
    have needed it (a deposit, then a withdrawal of the same sum; a watched stock dropped, then
    watched again; a door locked, then unlocked). What either change added (an entry in a
    history) does not count.

    >>> undoes({"b": 5.0, "log": ["w"]}, {"b": 1.0, "log": ["w", "d"]}, [(True, {"b": 1.0, "log": []})])
    True
    >>> undoes({"b": 5.0}, {"b": 3.0}, [(True, {"b": 1.0})])
    False
    """
    if not earlier or not earlier[-1][0]:
        return False
    was, mid, now = _leaves_of(earlier[-1][1]), _leaves_of(before), _leaves_of(after)
    first = {p for p in was if not _same(mid.get(p, _GONE), was[p])}  # what the earlier change altered or removed
    second = {p for p in mid if not _same(now.get(p, _GONE), mid[p])}
    return bool(first) and second <= first | (mid.keys() - was.keys()) and all(
        _same(now.get(p, _GONE), was[p]) for p in first)
