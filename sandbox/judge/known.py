"""The numbers a model saw, sorted once per text and searched by range.

A reply's number is explained when it quotes or rounds a number the model saw
(:func:`sandbox.judge.said.explained`). The texts it saw repeat from turn to turn and can be large
(a long-context listing of thousands of items), so each text's numbers are read and sorted once
(:func:`per_text`) and a search looks them up text by text, rather than sorting every number of
every text again each turn.

>>> known = Known([(1.0, 5.0), (), (4.0, 9.0)])
>>> sorted(known.between(4.0, 6.0))
[4.0, 5.0]
>>> list(known.between(10.0, 20.0))
[]
"""

from __future__ import annotations

import bisect
import functools
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import TypeVar

T = TypeVar("T")
#: Characters of text (each counted with :data:`OVERHEAD`) whose readings one cache of :func:`by_text` keeps.
BUDGET = 4_000_000
OVERHEAD = 200


class Known:
    """Sorted runs of numbers, one per text: what a reply's number may quote."""

    __slots__ = ("_runs",)

    def __init__(self, runs: Iterable[Sequence[float]]) -> None:
        """Keep the non-empty ``runs`` (each sorted)."""
        self._runs = [run for run in runs if run]

    def between(self, low: float, high: float) -> Iterator[float]:
        """The numbers from ``low`` to ``high``, both included (in no particular order)."""
        for run in self._runs:
            yield from run[bisect.bisect_left(run, low):bisect.bisect_right(run, high)]


class Twice:
    """Numbers (signs aside), sorted, asked which of them lie within a factor of two of a number.

    >>> twice = Twice([10.0, -300.0])
    >>> [x for x in (4.9, 5.0, 20.0, 20.1, 150.0) if twice.near(x)]
    [5.0, 20.0, 150.0]
    >>> list(twice.around(12.0)), twice.between(10.0, 11.0), twice.between(9.0, 10.0)
    ([10.0], [10.0], [])
    """

    __slots__ = ("_values",)

    def __init__(self, values: Iterable[float]) -> None:
        """Keep the absolute ``values``, sorted."""
        self._values = sorted(abs(v) for v in values)

    def around(self, x: float) -> list[float]:
        """The values from ``x / 2`` to ``2 * x``, both included."""
        return self._values[bisect.bisect_left(self._values, x / 2):bisect.bisect_right(self._values, 2 * x)]

    def between(self, low: float, high: float) -> list[float]:
        """The values from ``low`` (included) to ``high`` (excluded)."""
        return self._values[bisect.bisect_left(self._values, low):bisect.bisect_left(self._values, high)]

    def near(self, x: float) -> bool:
        """Whether a value lies from ``x / 2`` to ``2 * x``."""
        i = bisect.bisect_left(self._values, x / 2)
        return i < len(self._values) and self._values[i] <= 2 * x


def by_text(read: Callable[[str], T]) -> Callable[[str], T]:
    """``read`` remembered per text: what it returns must not be changed by its callers.

    The cache is bounded by the characters of the texts it keeps (:data:`BUDGET`, least recently
    used first to go), not by their number: a run's long-context listings, each up to hundreds of
    kilobytes, do not stay in memory after their episodes, and many short texts fit.

    >>> calls = []
    >>> twice = by_text(lambda text: calls.append(text) or text * 2)
    >>> twice("ab"), twice("ab"), calls
    ('abab', 'abab', ['ab'])
    """
    cache: OrderedDict[str, T] = OrderedDict()
    lock = threading.Lock()
    held = 0

    @functools.wraps(read)
    def cached(text: str) -> T:
        nonlocal held
        with lock:
            if text in cache:
                cache.move_to_end(text)
                return cache[text]
        value = read(text)
        cost = len(text) + OVERHEAD
        if cost > BUDGET:
            return value
        with lock:
            if text not in cache:
                cache[text] = value
                held += cost
                while held > BUDGET:
                    old, _ = cache.popitem(last=False)
                    held -= len(old) + OVERHEAD
        return value

    return cached


def per_text(read: Callable[[str], Iterable[float]]) -> Callable[[str], tuple[float, ...]]:
    """``read``'s numbers of a text, sorted, remembered per text (:func:`by_text`)."""
    def sort(text: str) -> tuple[float, ...]:
        return tuple(sorted(read(text)))

    return by_text(sort)
