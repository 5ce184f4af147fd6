"""Uniform draws from one seeded random stream, taken from it in bulk.

Long-context distractors need millions of small random choices. A call of
``random.Random.randint`` costs about a microsecond of Python; :class:`Draws` instead takes the
stream's bits a block at a time (one ``randbytes`` call of thousands of values, unpacked by
``struct``) and hands out floats in ``[0, 1)`` through a C-level iterator, on which whole numbers,
picks and uniform values are plain arithmetic. The values depend only on the stream's seed: the
same stream gives the same draws on every machine (``randbytes`` is defined on the Mersenne
Twister's output, and the unpacking is little-endian).

The stream is read ahead by up to a block, so a stream handed to :class:`Draws` should serve
nothing else afterwards (each distractor stream of a domain is its own).

>>> import random
>>> a, b = Draws(random.Random(3)), Draws(random.Random(3))
>>> [a.between(1, 6) for _ in range(8)] == [b.between(1, 6) for _ in range(8)]
True
>>> all(0 <= a.unit() < 1 for _ in range(10_000))
True
>>> sorted({a.pick("xyz") for _ in range(200)})
['x', 'y', 'z']
"""

from __future__ import annotations

import random
import struct
from collections.abc import Callable, Iterator, Sequence
from itertools import chain, islice
from typing import TypeVar

#: Floats drawn per ``randbytes`` call once the first (sized to what the caller expects) is used up.
BLOCK = 4096
_SCALE = 2.0**-53
_T = TypeVar("_T")


class Draws:
    """Uniform draws from ``rng``, taken from it in blocks.

    Args:
        rng: The seeded stream; it serves nothing else afterwards.
        expected: About how many draws the caller needs: the first block is that big (at most
            :data:`BLOCK`), so a short history reads little of its stream.
    """

    def __init__(self, rng: random.Random, expected: int = BLOCK) -> None:
        self._rng = rng
        self._stream = chain.from_iterable(self._blocks(max(1, min(expected, BLOCK))))
        #: The next float in ``[0, 1)`` (53 random bits, as ``random.random`` makes them).
        self.unit: Callable[[], float] = self._stream.__next__

    def _blocks(self, first: int) -> Iterator[list[float]]:
        size = first
        while True:
            raw = struct.unpack(f"<{size}Q", self._rng.randbytes(8 * size))
            yield [(value >> 11) * _SCALE for value in raw]
            size = BLOCK

    def units(self, count: int) -> list[float]:
        """The next ``count`` floats in ``[0, 1)``."""
        return list(islice(self._stream, count))

    def below(self, n: int) -> int:
        """A whole number from 0 to ``n - 1`` (``n`` up to 2**53)."""
        return int(self.unit() * n)

    def between(self, low: int, high: int) -> int:
        """A whole number from ``low`` to ``high``, both included."""
        return low + int(self.unit() * (high - low + 1))

    def numbers(self, low: int, high: int, count: int) -> list[int]:
        """``count`` whole numbers from ``low`` to ``high``, both included."""
        span = high - low + 1
        return [low + int(u * span) for u in self.units(count)]

    def uniform(self, low: float, high: float) -> float:
        """A float from ``low`` to ``high``."""
        return low + (high - low) * self.unit()

    def pick(self, items: Sequence[_T]) -> _T:
        """One of ``items`` (not empty), each as likely."""
        return items[int(self.unit() * len(items))]

    def picks(self, items: Sequence[_T], count: int) -> list[_T]:
        """``count`` independent picks from ``items`` (not empty)."""
        n = len(items)
        return [items[int(u * n)] for u in self.units(count)]

    def pair(self, items: Sequence[_T]) -> tuple[_T, _T]:
        """Two different positions' items of ``items`` (at least two), in random order."""
        n = len(items)
        first = int(self.unit() * n)
        second = int(self.unit() * (n - 1))
        return items[first], items[second + (second >= first)]

    def digits(self, count: int) -> str:
        """A string of ``count`` random decimal digits, leading zeros kept."""
        parts = []
        while count > 0:
            width = min(count, 15)
            parts.append(f"{self.below(10**width):0{width}d}")
            count -= width
        return "".join(parts)
