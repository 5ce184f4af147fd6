"""A held-back value found by looking, not guessed: the one candidate a read showed.

On an ask turn the user leaves out a value the request needs ("use my message to Catherine as the
resolution", the search word held back). A model that reads, finds the value and acts has guessed
nothing when the value it passes is the very one the follow-up's gold passes there and a result it
got shows that value as the only one of its kind: no other value at the same place of that result
(the same keys, any list position, any key that is an id), so there was nothing to pick among.
Three messages sent, or three tickets listed, leave a choice, and picking one is a guess even when
it is the right one.

>>> sole("Reset done", ['{"messages": {"USR003": ["Reset done"]}}'])
True
>>> sole("Reset done", ['{"messages": {"USR003": ["Reset done"], "USR002": ["See you"]}}'])
False
>>> sole(2210, ['{"tickets": [{"id": 2210, "status": "Open"}]}', '{"tickets": [{"id": 2210}, {"id": 2211}]}'])
True
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from typing import Any

from sandbox.judge.values import decoded, is_number, same_value

#: A dict key that names a record (an id: it holds a digit), not a field: any such key is one place.
_ID_KEY = re.compile(r"\d")


def sole(value: Any, outputs: Sequence[str]) -> bool:
    """Whether one of ``outputs`` shows ``value`` with no other value at the same place (see the module doc)."""
    for output in outputs:
        places: dict[tuple[str, ...], list[Any]] = {}
        for place, leaf in _placed(decoded(output), ()):
            places.setdefault(place, []).append(leaf)
        for found in places.values():
            if any(_same(leaf, value) for leaf in found) and all(_same(leaf, value) for leaf in found):
                return True
    return False


def _placed(value: Any, place: tuple[str, ...]) -> Iterator[tuple[tuple[str, ...], Any]]:
    """Each scalar of a JSON value with its place: the keys to it, a list position and an id key as ``*``."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _placed(item, (*place, "*" if _ID_KEY.search(str(key)) else str(key)))
    elif isinstance(value, list):
        for item in value:
            yield from _placed(item, (*place, "*"))
    else:
        yield place, value


def _same(leaf: Any, value: Any) -> bool:
    if is_number(value) and is_number(leaf):
        return same_value(leaf, value)
    return isinstance(leaf, str) and isinstance(value, str) and leaf.strip() == value.strip()
