"""Which identifiers a user can say: the app's own keys only once a result showed them.

A user knows the numbers an app gives them (an order, a ticket, a booking number, a post's
number) and says them. A key the app files a record under, a code of letters and digits
(``card_7210``, ``USR005``), is the app's, not the user's: they say it only when a result of an
earlier turn showed it (after listing their cards), never from the drawn state alone. A value the
user made up themselves (an API client id of their own) is no key of the app's.
"""

from __future__ import annotations

import json
from collections.abc import Collection, Sequence
from typing import Any

from sandbox.tools.spec import ParamSpec


def code(value: Any) -> bool:
    """Whether a value is a code of letters and digits (``card_7210``), not a number or a word.

    >>> code("card_7210"), code("USR005"), code("42637"), code("Bob")
    (True, True, False, False)
    """
    return isinstance(value, str) and any(c.isdigit() for c in value) and any(c.isalpha() for c in value)


def unseen(param: ParamSpec, value: Any, state: Any, seen: Sequence[str]) -> bool:
    """Whether ``value`` of an identifier parameter is a key of the app's ``state`` that no ``seen`` result showed.

    >>> card = ParamSpec("card_id", str, "", True, kind="card_id")
    >>> state = {"credit_card_list": {"card_7210": {"balance": 10.0}}}
    >>> unseen(card, "card_7210", state, []), unseen(card, "card_7210", state, ['{"card_7210": {}}'])
    (True, False)
    """
    if not (param.kind or "").endswith("_id") or not code(value):
        return False
    return json.dumps(value) in json.dumps(state, default=str) and not any(value in text for text in seen)


def sayable(param: ParamSpec, values: Sequence[Any], state: Any, seen: Sequence[str],
            fresh: Collection[str] = ()) -> list[Any]:
    """The ``values`` a user can say for ``param``: none of the app's keys that no ``seen`` result showed.

    Nor a value that only a result of the turn being asked for showed (``fresh``): the id that
    registering a card returns is not said in the message that asks to register it.

    >>> card = ParamSpec("card_id", str, "", True, kind="card_id")
    >>> sayable(card, ["862018414942", "card_1"], {}, [], {"862018414942"})
    ['card_1']
    """
    def new(value: Any) -> bool:
        return any(str(v) in fresh for v in (value if isinstance(value, list) else [value]))

    return [v for v in values if not unseen(param, v, state, seen) and not new(v)]
