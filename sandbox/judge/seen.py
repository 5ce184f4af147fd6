"""The numbers a model saw in a text, and the counts a summary of its long lists may give.

A number a reply states is explained when it quotes or rounds one of these
(:func:`sandbox.judge.said.explained`): every number written in a result's JSON text (keys and
values alike, escapes read as spaces, signs aside as a reply's are read), and the last four digits
of a long number ("the card ending in 1001"). A summary of a long list may count it, count the
items it does not name ("and 200 more"), or count its records of each kind ("124 economy").
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from sandbox.judge.known import per_text
from sandbox.judge.quantities import read_written
from sandbox.judge.values import decoded

#: A list longer than this beside other fields is a log the user browses, not the answer.
LONG = 20


def is_log(item: object) -> bool:
    """A long list, or a map of codes to long lists (``{"NVDA": [past closes], "TSLA": [...]}``): padding, no answer."""
    if isinstance(item, dict):
        return bool(item) and all(isinstance(v, list) and len(v) > LONG for v in item.values())
    return isinstance(item, list) and len(item) > LONG


#: A JSON escape, read as the space it stands for (a number after "\n" starts a word).
_ESCAPE = re.compile(r'\\[nrtbf"/\\]')


#: A long number (a card's, an account's), with its last four digits.
_LONG_NUMBER = re.compile(r"(?<!\d)\d{4,}(\d{4})(?!\d)")


def _sizes(text: str) -> tuple[float, ...]:
    """Every number of ``text``, and each long number's last four digits (remembered by :data:`seen_numbers` alone)."""
    plain = _ESCAPE.sub(" ", text) if "\\" in text else text
    return (*read_written(plain), *(float(match.group(1)) for match in _LONG_NUMBER.finditer(plain)))


#: The sizes of the numbers written in a text the model saw (a result's keys and values alike, read
#: in its JSON text at once), signs aside as a reply's are read, sorted once per text: what explains
#: a number a reply states (:func:`sandbox.judge.said.explained`).
seen_numbers = per_text(_sizes)
#: How many of a long list's items a summary may count: all, or all but the few it names ("200 more").
OTHERS = 5


#: A field of a long list's records with at most this many values sorts them into kinds a summary may count.
KINDS = 8


def _lengths(text: str) -> Iterator[float]:
    """The counts a summary of a result's long lists may give.

    Each length, and it less up to :data:`OTHERS`; and how many of its records have each value of a
    field of few values ("124 economy, 38 business").
    """
    stack = [decoded(text)]
    while stack:
        item = stack.pop()
        if isinstance(item, (dict, list)):
            items = list(item.values() if isinstance(item, dict) else item)
            if len(items) > LONG:
                yield from (float(len(items) - named) for named in range(OTHERS + 1))
                yield from _kinds(items)
            stack.extend(items)


def _kinds(items: list[object]) -> Iterator[float]:
    """How many of the records have each value of each of their fields that takes at most :data:`KINDS` values."""
    tally: dict[str, dict[object, int]] = {}
    for record in items:
        if isinstance(record, dict):
            for key, value in record.items():
                if isinstance(value, (str, bool)):
                    counts = tally.setdefault(key, {})
                    counts[value] = counts.get(value, 0) + 1
    for counts in tally.values():
        if 1 < len(counts) <= KINDS:
            yield from (float(count) for count in counts.values())


#: The counts of a text's long lists (:func:`_lengths`), sorted once per text: a summary's count is no stray.
counted = per_text(_lengths)
