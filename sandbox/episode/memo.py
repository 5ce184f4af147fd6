"""Values computed once per object, for objects that are not changed once made.

Messages of a conversation and tool schemas are built once and then only read, but the same
objects are encoded again and again (each request re-sends the conversation; each tool set lists
the same functions). :class:`ByIdentity` remembers a value per object: an entry keeps its object
alive, so the object's ``id`` cannot be reused while the entry exists, and the whole memo is
emptied when it is full.

>>> calls = []
>>> size = ByIdentity(lambda items: calls.append(1) or len(items), capacity=2)
>>> message = ["a", "b"]
>>> size(message), size(message), len(calls)
(2, 2, 1)
>>> size(["a", "b"]), len(calls)  # an equal but other object is computed afresh
(2, 2)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, TypeVar

T = TypeVar("T")


class ByIdentity(Generic[T]):
    """``compute(obj)``, remembered per object (by identity) for at most ``capacity`` objects."""

    def __init__(self, compute: Callable[[Any], T], capacity: int) -> None:
        self.compute = compute
        self.capacity = capacity
        self._memo: dict[int, tuple[Any, T]] = {}

    def __call__(self, value: Any) -> T:
        """The value for this very object, computed on its first call."""
        found = self._memo.get(id(value))
        if found is not None and found[0] is value:
            return found[1]
        if len(self._memo) >= self.capacity:
            self._memo.clear()
        made = self.compute(value)
        self._memo[id(value)] = (value, made)
        return made

    def cached(self, value: Any) -> T | None:
        """The remembered value for this very object, or ``None``."""
        found = self._memo.get(id(value))
        return found[1] if found is not None and found[0] is value else None
