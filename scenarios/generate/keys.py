"""Which identifiers a user can say: the app's own keys only once a result showed them.

A user knows the reference numbers an app gives them for their own records (an order, a
booking, a ticket they filed) and says them. A key the app files a record under, a code of
letters and digits (``card_7210``, ``USR005``), is the app's, not the user's; so is a record's
place in a list the app counts from zero or one (post 2 of ``0, 1, 2, 3``: no one is handed
"post 2"), and the number of a record someone else owns (another user's ticket). The user says
such an identifier only when a result of an earlier turn showed it (after listing their cards or
someone's posts), never from the drawn state alone. A value the user made up themselves (an API
client id of their own) is no key of the app's.
"""

from __future__ import annotations

import json
from collections.abc import Collection, Iterator, Mapping, Sequence
from typing import Any

from sandbox.tools.spec import ParamSpec
from scenarios.generate.pools import Produced, flowing, unique

#: Keys of a record naming whose it is.
OWNER_KEYS = ("username", "created_by", "author", "owner", "sender")


def code(value: Any) -> bool:
    """Whether a value is a code of letters and digits (``card_7210``), not a number or a word.

    >>> code("card_7210"), code("USR005"), code("42637"), code("Bob")
    (True, True, False, False)
    """
    return isinstance(value, str) and any(c.isdigit() for c in value) and any(c.isalpha() for c in value)


def _number(value: Any) -> int | None:
    """``value`` as a whole number when it is one (``3``, ``"7568"``), else ``None``."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    return int(value) if isinstance(value, str) and value.isdigit() else None


def _collections(tree: Any) -> Iterator[list[tuple[str, Any]]]:
    """Every collection of a state as ``(number, record)`` pairs: a mapping's records by key, a list's by ``id``."""
    stack = [tree]
    while stack:
        item = stack.pop()
        if isinstance(item, Mapping):
            yield [(str(k), v) for k, v in item.items() if isinstance(v, Mapping)]
            stack += item.values()
        elif isinstance(item, list):
            yield [(str(v["id"]), v) for v in item if isinstance(v, Mapping) and "id" in v]
            stack += item


def numbered(value: Any, state: Any) -> tuple[list[int], Mapping[str, Any]] | None:
    """The numbers of the collection a state files a record under ``value`` in, and that record (``None``: none).

    >>> numbered(2, {"tweets": {"0": {"id": 0}, "1": {"id": 1}, "2": {"id": 2, "username": "ana"}}})
    ([0, 1, 2], {'id': 2, 'username': 'ana'})
    """
    text = str(value)
    for pairs in _collections(state):
        record = next((r for k, r in pairs if k == text or str(r.get("id", "")) == text), None)
        if record is not None:
            return [n for k, _ in pairs if (n := _number(k)) is not None], record
    return None


def internal(value: Any, state: Any, own: Collection[str] = ()) -> bool:
    """Whether ``value`` is a number the app did not give the user: a place in its list, or someone else's record's.

    A list the app counts from zero or one holds places, not reference numbers (posts 0, 1, 2);
    a record with an owner who is not the user (``own``) is someone else's.

    >>> posts = {"tweets": {"0": {"id": 0}, "1": {"id": 1}}}
    >>> queue = {"q": [{"id": 7568, "created_by": "ana"}, {"id": 7569, "created_by": "ben"}]}
    >>> internal(1, posts), internal(7568, queue, {"ana"}), internal(7569, queue, {"ana"})
    (True, False, True)
    """
    if _number(value) is None:
        return False
    found = numbered(value, state)
    if found is None:
        return False
    numbers, record = found
    owner = next((str(record[k]) for k in OWNER_KEYS if isinstance(record.get(k), (str, int))), None)
    return (bool(numbers) and min(numbers) <= 1) or (owner is not None and owner not in own)


def shown(value: Any, seen: Sequence[str]) -> bool:
    """Whether a result showed ``value`` as an identifier: a record filed under it, or an ``id`` field holding it.

    A number is not shown by turning up anywhere in a result (the ``2`` of ``"retweet_count": 2``).

    >>> shown(2, ['{"id": 2, "content": "Hi"}']), shown(2, ['{"retweet_count": 2}']), shown(7, ['{"7": {"a": 1}}'])
    (True, False, True)
    """
    text = str(value)
    for output in seen:
        try:
            data = json.loads(output)
        except json.JSONDecodeError:
            continue
        stack = [data]
        while stack:
            item = stack.pop()
            if isinstance(item, Mapping):
                if text in item and isinstance(item[text], (Mapping, list)):
                    return True
                if any((k == "id" or str(k).endswith("_id")) and str(v) == text for k, v in item.items()):
                    return True
                stack += item.values()
            elif isinstance(item, list):
                stack += item
    return False


def unseen(param: ParamSpec, value: Any, state: Any, seen: Sequence[str], own: Collection[str] = ()) -> bool:
    """Whether ``value`` of an identifier parameter is a key of the app's ``state`` that no ``seen`` result showed.

    A key is a code (:func:`code`) or a number the app did not give the user (:func:`internal`).

    >>> card = ParamSpec("card_id", str, "", True, kind="card_id")
    >>> state = {"credit_card_list": {"card_7210": {"balance": 10.0}}}
    >>> unseen(card, "card_7210", state, []), unseen(card, "card_7210", state, ['{"card_7210": {}}'])
    (True, False)
    """
    if not (param.kind or "").endswith("_id"):
        return False
    if code(value):
        return json.dumps(value) in json.dumps(state, default=str) and not any(value in text for text in seen)
    return internal(value, state, own) and not shown(value, seen)


def with_shown(param: ParamSpec, values: Sequence[Any], produced: Sequence[Produced]) -> list[Any]:
    """``values`` and, for an identifier, the ones earlier results gave: a post a listing showed is one the user can name."""
    if not (param.kind or "").endswith("_id"):
        return list(values)
    return unique([*values, *flowing(param, produced)])


def sayable(param: ParamSpec, values: Sequence[Any], state: Any, seen: Sequence[str],
            fresh: Collection[str] = (), own: Collection[str] = ()) -> list[Any]:
    """The ``values`` a user can say for ``param``: none of the app's keys that no ``seen`` result showed.

    Nor a value that only a result of the turn being asked for showed (``fresh``): the id that
    registering a card returns is not said in the message that asks to register it. ``own`` is
    the user's identity in the app (whose records they were given the numbers of).

    >>> card = ParamSpec("card_id", str, "", True, kind="card_id")
    >>> sayable(card, ["862018414942", "card_1"], {}, [], {"862018414942"})
    ['card_1']
    """
    def new(value: Any) -> bool:
        return any(str(v) in fresh for v in (value if isinstance(value, list) else [value]))

    return [v for v in values if not unseen(param, v, state, seen, own) and not new(v)]
