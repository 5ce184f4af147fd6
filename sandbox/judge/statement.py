"""What the oracle says of its results: every value of each answer under its key, long lists summed up.

:func:`statement` is the reply a careful model gives after its calls; :func:`sandbox.judge.said.untold`
reads it as telling every fact (the doctests below check it).
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from typing import Any

from sandbox.judge.said import LONG, answer, by_ids, only_error
from sandbox.judge.seen import OTHERS
from sandbox.judge.values import decoded


def statement(outputs: Sequence[str]) -> str:
    """Words that tell every result in ``outputs``: each value of its :func:`answer`, under its key.

    What a model that read the results says to the user (the oracle's reply); an error result is
    left out, a value of no words (a boolean, a null) is said as JSON, and a long list (more than
    :data:`LONG` items), or a long run of records keyed by ids, as a careful reader sums it up: its
    first :data:`~sandbox.judge.seen.OTHERS` items and how many more there are.

    >>> statement(['{"price": 220.34, "history": ' + str(list(range(30))) + '}', '{"error": "down"}'])
    'price: 220.34'
    >>> from sandbox.judge.said import untold
    >>> fact = '{"files": ["a.txt", "b.txt"], "size": 10.92}'
    >>> untold([fact], [statement([fact])], [], "")
    []
    >>> listing = json.dumps({"files": [f"f{i}.txt" for i in range(30)]})
    >>> statement([listing]), untold([listing], [statement([listing])], [listing], "")
    ('files: f0.txt, f1.txt, f2.txt, f3.txt, f4.txt and 25 more', [])
    """
    parts: list[str] = []
    for output in outputs:
        value = decoded(output)
        if not only_error(value):
            parts.extend(_stated(answer(value), ""))
    return "; ".join(parts)


def _stated(value: Any, key: str) -> Iterator[str]:
    """Each value of ``value`` under its key; a long list (or a long run of records by id) by its first few and a count of the rest."""
    if isinstance(value, dict) and len(value) > LONG and by_ids(value):
        for name in list(value)[:OTHERS]:
            yield from _stated(value[name], name)
        yield f"and {len(value) - OTHERS} more"
    elif isinstance(value, dict):
        for name, item in value.items():
            yield from _stated(item, name)
    elif isinstance(value, list) and all(not isinstance(item, (dict, list)) for item in value):
        long = len(value) > LONG
        shown = ", ".join(_text(item) for item in (value[:OTHERS] if long else value))
        shown = f"{shown} and {len(value) - OTHERS} more" if long else shown
        yield f"{key}: {shown}" if key else shown
    elif isinstance(value, list):
        for item in value[:OTHERS] if len(value) > LONG else value:
            yield from _stated(item, key)
        if len(value) > LONG:
            yield f"and {len(value) - OTHERS} more"
    else:
        yield f"{key}: {_text(value)}" if key else _text(value)


def _text(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value)
