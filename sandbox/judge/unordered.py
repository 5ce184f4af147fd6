"""States compared up to the order the user left open (native profile).

Records that get their id from a counter or a seeded stream (messages, contacts, bookings,
orders, tickets, posts) are numbered in the order the calls ran. When the user did not fix that
order, two writes of the same kind made the other way round reach a state that differs only in
which record got which id, and lists that grew in the turn (an inbox) differ only in the order of
what was appended. :func:`same_up_to_order` accepts exactly that: some renaming of the ids the
episode created turns the reached state into the gold one, with the lists of the parts that differ
compared as multisets.

What counts as a created id: a value the episode's results returned under an id key (``id``,
``*_id``, ``new_id``...) that the scenario's initial configuration does not hold. Renaming is
uniform over the compared part of the state (dict keys, values under id keys, and string values
equal to a string id), so a record keeps its links (a message to a new contact follows the
contact). Only ids near a difference are renamed, in groups of the same shape, and the search is
bounded (:data:`MAX_TRIES`); where it would be larger the states count as different.

>>> order_fixed("Add all three to my watchlist, in that order.")
True
>>> order_fixed("Add Ingrid and Tomasz as contacts.")
False
"""

from __future__ import annotations

import itertools
import json
import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any

from sandbox.judge.diff import MISSING, StateDifference, diff_states
from sandbox.judge.values import decoded

#: A step of a rendered path: a quoted key or a list index.
_STEP = re.compile(r"\[('(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\"|-?\d+)\]")
#: At most this many renamings are tried for one turn.
MAX_TRIES = 720
Same = Callable[[Any, Any], bool]

# Phrases by which a user fixes the order of what they ask, in the suites' languages. "then" on its
# own joins steps of different kinds too often ("log me in, then send...") to count; "first"
# together with a "then"-word does.
_FIXED = re.compile(
    r"\b(in (?:that|this|the same|the given|the listed|exactly that) order|in order|one after (?:the )?other"
    r"|in dieser reihenfolge|in der reihenfolge|nacheinander|der reihe nach"
    r"|en ese orden|en este orden|en el mismo orden|en orden"
    r"|dans cet ordre|dans l'ordre|dans le même ordre|l'un après l'autre"
    r"|in quest'ordine|in questo ordine|nell'ordine|in ordine|uno dopo l'altro"
    r"|nessa ordem|nesta ordem|na ordem|em ordem|um depois do outro)\b", re.IGNORECASE)
_FIRST = re.compile(r"\b(first|firstly|zuerst|erst|zunächst|primero|primeramente|d'abord|premièrement"
                    r"|prima|innanzitutto|primeiro|primeiramente)\b", re.IGNORECASE)
_THEN = re.compile(r"\b(then|after that|afterwards|next|dann|danach|anschließend|luego|después|entonces"
                   r"|puis|ensuite|après|poi|dopo|quindi|depois|em seguida|então)\b", re.IGNORECASE)


def order_fixed(text: str) -> bool:
    """Whether the user's words fix the order of what they ask ("in that order", "first … then …").

    >>> order_fixed("Zuerst an Anna, dann an Ben.")
    True
    >>> order_fixed("Send it to Anna, then log out.")
    False
    """
    return bool(_FIXED.search(text) or (_FIRST.search(text) and _THEN.search(text)))


def created_ids(outputs: Iterable[str], initial: Any) -> set[str]:
    """The ids (as text) the results returned under an id key that the initial configuration lacks.

    >>> sorted(created_ids(['{"user_id": "USR005"}', '{"user_id": "USR001"}'], {"m": {"A": "USR001"}}))
    ['USR005']
    """
    known = {_text(leaf) for leaf in _all_leaves(initial)}
    found: set[str] = set()
    for output in outputs:
        found.update(text for text in _id_leaves(decoded(output), False) if text not in known)
    return found


def same_up_to_order(expected: dict[str, Any], actual: dict[str, Any], ids: set[str],
                     differences: Sequence[StateDifference], same: Same) -> bool:
    """Whether a renaming of created ``ids`` and appended items in any order make ``actual`` the gold.

    Args:
        expected: The gold state after the turn.
        actual: The state reached.
        ids: The created ids (:func:`created_ids`).
        differences: The differences between ``expected`` and ``actual`` (which parts to look at).
        same: The leaf comparison (numbers within the tolerance).
    """
    located = [_locate(d.path) for d in differences]
    if any(place is None for place in located) or any(_count_differs(d, expected, actual, ids) for d in differences):
        return False
    parts = {place[0] for place in located if place is not None}
    involved: set[str] = set()
    for place in located:
        if place is not None:
            for state in (expected, actual):
                involved |= _ids_in(_record(state, *place), ids)
    # the created ids each record holds, found once (``involved`` only ever holds created ids)
    holders = [(part, held) for state in (expected, actual) for part, record in _records(state)
               if (held := _ids_in(record, ids))] if involved else []
    while True:  # a record that holds an involved id is renamed too: its part is compared, its ids involved
        grown = {(part, ident) for part, held in holders if held & involved for ident in held}
        if {ident for _, ident in grown} <= involved and {part for part, _ in grown} <= parts:
            break
        involved |= {ident for _, ident in grown}
        parts |= {part for part, _ in grown}
    groups: dict[str, list[str]] = {}
    for ident in sorted(involved):
        groups.setdefault(_shape(ident), []).append(ident)
    tries = 1
    for members in groups.values():
        for size in range(2, len(members) + 1):
            tries *= size
    if tries > MAX_TRIES:
        return False
    gold = {part: _canonical(_get(expected, part)) for part in parts}
    for renaming in _renamings(list(groups.values())):
        if all(not diff_states(gold[part], _canonical(_rename(_get(actual, part), renaming)),
                               limit=1, same=same)
               for part in parts):
            return True
    return False


def _count_differs(difference: StateDifference, expected: Any, actual: Any, ids: set[str]) -> bool:
    """Whether an item missing on one side sits in a container that no renaming or reordering can resize.

    A container reached by keys none of which is a created id, through no list, stays where it is
    under any renaming (only created ids are renamed) and any reordering (only lists are sorted),
    and keeps its length (a renaming is one to one); if the two states' containers there differ in
    length, the states cannot be made the same.
    """
    if MISSING not in (difference.expected, difference.actual):
        return False
    steps = _STEP.findall(difference.path)[:-1]
    if any(step[0] not in "'\"" or step[1:-1] in ids for step in steps):
        return False
    keys = [step[1:-1] for step in steps]
    there = _at(expected, keys), _at(actual, keys)
    return all(isinstance(c, (dict, list)) for c in there) and len(there[0]) != len(there[1])


def _at(state: Any, keys: list[str]) -> Any:
    for key in keys:
        if not isinstance(state, dict) or key not in state:
            return None
        state = state[key]
    return state


def _renamings(groups: list[list[str]]) -> Iterator[dict[str, str]]:
    """Every renaming that permutes each group of same-shaped ids within itself (the identity first)."""
    for choice in itertools.product(*(itertools.permutations(group) for group in groups)):
        yield {old: new for group, order in zip(groups, choice) for old, new in zip(group, order) if old != new}


def _locate(path: str) -> tuple[tuple[str, str], Any] | None:
    """``((domain, collection), item)`` of a rendered path ``root['d']['k'][item]...``; ``None`` above it."""
    steps = _STEP.findall(path)
    if len(steps) < 2 or steps[0][0] not in "'\"" or steps[1][0] not in "'\"":
        return None
    item: Any = None
    if len(steps) > 2:
        item = steps[2][1:-1] if steps[2][0] in "'\"" else int(steps[2])
    return (steps[0][1:-1], steps[1][1:-1]), item


def _record(state: dict[str, Any], part: tuple[str, str], item: Any) -> Any:
    """The item of a part a difference is in (the whole part when the path ends there)."""
    value = _get(state, part)
    if item is None:
        return value
    if isinstance(value, dict):
        return {item: value[item]} if item in value else None
    if isinstance(value, list) and isinstance(item, int) and 0 <= item < len(value):
        return value[item]
    return None


def _records(state: dict[str, Any]) -> Iterator[tuple[tuple[str, str], Any]]:
    """Every part's items (a dict's entries as one-entry dicts, a list's items; else the part itself)."""
    for domain, values in state.items():
        if not isinstance(values, dict):
            continue
        for key, value in values.items():
            if isinstance(value, dict):
                yield from (((domain, key), {k: v}) for k, v in value.items())
            elif isinstance(value, list):
                yield from (((domain, key), v) for v in value)
            else:
                yield (domain, key), value


def _get(state: dict[str, Any], part: tuple[str, str]) -> Any:
    domain = state.get(part[0])
    return domain.get(part[1]) if isinstance(domain, dict) else None


def _canonical(value: Any) -> Any:
    """``value`` with every list's items sorted (compared as a multiset), recursively."""
    if isinstance(value, dict):
        return {key: _canonical(item) for key, item in value.items()}
    if isinstance(value, list):
        return sorted((_canonical(item) for item in value), key=lambda item: json.dumps(item, sort_keys=True, default=str))
    return value


def _rename(value: Any, renaming: dict[str, str], under_id: bool = False) -> Any:
    """``value`` with each created id replaced by its new name (keys, id fields and string values)."""
    if not renaming:
        return value
    if isinstance(value, dict):
        return {renaming.get(str(key), key): _rename(item, renaming, _is_id_key(key)) for key, item in value.items()}
    if isinstance(value, list):
        return [_rename(item, renaming, under_id) for item in value]
    if isinstance(value, str) and value in renaming:
        return renaming[value]
    if under_id and isinstance(value, int) and not isinstance(value, bool) and str(value) in renaming:
        new = renaming[str(value)]
        return int(new) if new.lstrip("-").isdecimal() else new
    return value


def _ids_in(value: Any, ids: set[str], under_id: bool = False) -> set[str]:
    """The ``ids`` that ``value`` holds as a key, under an id key, or as a string."""
    found: set[str] = set()
    if not ids:
        return found
    if isinstance(value, dict):
        for key, item in value.items():
            if str(key) in ids:
                found.add(str(key))
            found |= _ids_in(item, ids, _is_id_key(key))
    elif isinstance(value, list):
        for item in value:
            found |= _ids_in(item, ids, under_id)
    elif isinstance(value, str) and value in ids:
        found.add(value)
    elif under_id and isinstance(value, int) and not isinstance(value, bool) and str(value) in ids:
        found.add(str(value))
    return found


def _id_leaves(value: Any, under_id: bool) -> Iterator[str]:
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _id_leaves(item, under_id or _is_id_key(key))
    elif isinstance(value, list):
        for item in value:
            yield from _id_leaves(item, under_id)
    elif under_id and (isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool))):
        yield _text(value)


def _all_leaves(value: Any) -> Iterator[Any]:
    if isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from _all_leaves(item)
    elif isinstance(value, list):
        for item in value:
            yield from _all_leaves(item)
    else:
        yield value


def _is_id_key(key: Any) -> bool:
    name = str(key)
    return name == "id" or name.endswith("_id") or name.endswith("Id")


def _text(value: Any) -> str:
    return value if isinstance(value, str) else str(value)


def _shape(ident: str) -> str:
    """Ids that could stand for one another: same letters, same number of digits."""
    return re.sub(r"\d", "9", ident)
