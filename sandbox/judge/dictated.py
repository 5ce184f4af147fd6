"""A text the user dictated is written as dictated, numbers included.

States compare texts up to how a decimal number in them is written (``'total 10.92'`` and
``'total 10.920000000000002'``: :func:`sandbox.judge.values.same_text`), since a model that works a
number out writes it with its own digits. A text the user spelled out word for word in the turn
("write it exactly like 'Deposit 1500.0 at 2026-01-01 09:00:00'") is another matter: a write
whose text reads the same but for a number written otherwise ("Deposit 1500 at ...") is not the
text the user gave.

>>> user = "Write it exactly like 'Deposit 1500.0 at 2026-01-01 09:00:00'."
>>> gold = [("echo", {"content": "Deposit 1500.0 at 2026-01-01 09:00:00"})]
>>> [bool(undictated(gold, [("echo", {"content": text})], user)) for text in ("Deposit 1500 at 2026-01-01 09:00:00",
...     "Deposit 1500.0 at 2026-01-01 09:00:00")]
[True, False]
>>> undictated(gold, [("echo", {"content": "Deposit 1500 at 2026-01-01 09:00:00"})], "Note the deposit.")
[]
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from sandbox.judge.values import same_text

#: A dictated text is at least this long (a short value, "2.0", is a number, not a text).
SHORTEST = 8
#: A call as this check reads it: the function's name and its arguments by name.
Call = tuple[str, Mapping[str, Any]]


def undictated(gold: Sequence[Call], model: Sequence[Call], user: str) -> list[tuple[str, str]]:
    """The texts the user dictated in the turn that the model wrote with a number written otherwise.

    Args:
        gold: The turn's gold writes.
        model: The model's calls of the turn.
        user: The user's words of the turn.

    Returns:
        Each such text with what the model wrote in its place.
    """
    dictated = {value for _, arguments in gold for value in arguments.values()
                if isinstance(value, str) and len(value) >= SHORTEST and value in user}
    if not dictated:
        return []
    written = [value for _, arguments in model for value in arguments.values() if isinstance(value, str)]
    return [(text, value) for text in sorted(dictated) if text not in written
            for value in written if value != text and same_text(value, text)]
