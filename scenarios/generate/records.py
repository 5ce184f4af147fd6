"""The records a generated request names, found in an app's state, and texts that fit them.

A text a user writes into an existing file of records is a line in that file's own words (a
lease's ``paid amount 420``), not a chat message dropped into it.
"""

from __future__ import annotations

import random
import re
from collections.abc import Mapping
from typing import Any


def named_record(state: Any, key: str) -> Mapping[str, Any]:
    """The record a state keeps under ``key`` (``stocks["ZETA"]``), else an empty mapping."""
    stack = [state]
    while stack:
        item = stack.pop()
        if isinstance(item, Mapping):
            if isinstance(item.get(key), Mapping):
                return item[key]  # type: ignore[no-any-return]
            stack += item.values()
        elif isinstance(item, list):
            stack += item
    return {}


def record_text(state: Any, ident: Any) -> str:
    """The lowercased title and description of the record whose ``id`` is ``ident`` (empty when none)."""
    stack = [state]
    while stack:
        item = stack.pop()
        if isinstance(item, Mapping):
            if "id" in item and str(item["id"]) == str(ident):
                return f"{item.get('title', '')} {item.get('description', '')}".lower()
            stack += item.values()
        elif isinstance(item, list):
            stack += item
    return ""


#: A line of records: words, then a number (``paid amount 40``).
RECORD = re.compile(r"[^\W\d_]+(?: [^\W\d_]+)* \d+(?:\.\d+)?")


def file_line(content: Any, rng: random.Random) -> str | None:
    """A line of two or three of a file's own words and a number, for a file of such records (else ``None``).

    >>> file_line("total due 12, paid amount 40", random.Random(1)), file_line("Call me.", random.Random(1))
    (None, None)
    >>> file_line(chr(10).join(["total due 12", "paid amount 40"]), random.Random(1)) is not None, file_line("", random.Random(1))
    (True, None)
    """
    lines = str(content or "").lower().splitlines()
    if not lines or not all(RECORD.fullmatch(line) for line in lines):
        return None  # (a note or a letter, not a file of records)
    words = list(dict.fromkeys(w for w in re.findall(r"[^\W\d_]+", "\n".join(lines)) if len(w) > 2))
    if len(words) < 3:
        return None
    return f"{' '.join(rng.sample(words, rng.randint(2, 3)))} {rng.randrange(1, 500)}"
