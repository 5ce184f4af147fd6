"""Suites whose scenarios are built when first asked for.

A derived suite (a long-context variant of every base scenario, say) can cost seconds per
scenario to build, while its ids are known at once. :class:`LazySuite` is a sequence of scenarios
that knows its ids up front and builds each scenario on first access, once: ``--limit 3`` builds
three, an environment over one scenario builds that one, and a whole run builds them all, in the
order it reaches them.

>>> from sandbox.episode.scenario import Scenario
>>> built = []
>>> def build(index: int) -> Scenario:
...     built.append(index)
...     return Scenario(id=f"s{index}_v1", domains={"math": {}}, turns=[{"messages": [{"content": "hi"}]}])
>>> suite = LazySuite([f"s{i}_v1" for i in range(5)], build)
>>> len(suite), suite.ids[-1], built
(5, 's4_v1', [])
>>> suite[3].id, suite.find("s1_v1").id, suite[3] is suite[3], built
('s3_v1', 's1_v1', True, [3, 1])
>>> [s.id for s in suite[:2]], built
(['s0_v1', 's1_v1'], [3, 1, 0])
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator, Sequence
from typing import Any, overload

from sandbox.episode.scenario import Scenario

#: Builds the scenario at an index of the whole suite.
Builder = Callable[[int], Scenario]


class _Store:
    """The ids, the builder and the scenarios built so far, shared by a suite and its slices."""

    def __init__(self, ids: Sequence[str], build: Builder, sources: Sequence[Scenario] | None = None) -> None:
        self.ids = tuple(ids)
        self.build = build
        self.sources = tuple(sources) if sources is not None else None
        self.built: dict[int, Scenario] = {}
        self.lock = threading.Lock()

    def get(self, index: int) -> Scenario:
        found = self.built.get(index)
        if found is None:
            with self.lock:  # two threads asking for one scenario build it once
                found = self.built.get(index)
                if found is None:
                    found = self.built[index] = self.build(index)
                    if found.id != self.ids[index]:
                        raise ValueError(f"a suite's scenario {index} was built as {found.id!r}, "
                                         f"listed as {self.ids[index]!r}")
        return found

    def __reduce__(self) -> tuple[Any, ...]:
        return _Store, (self.ids, self.build, self.sources)  # what was built stays here; the builder travels


class LazySuite(Sequence[Scenario]):
    """A sequence of scenarios whose ids are known up front and which are built on first access.

    Args:
        ids: The scenario ids, in suite order.
        build: Builds the scenario at an index (its id must be ``ids[index]``); called at most once
            per index.
        sources: For each index, a scenario whose domains and configuration objects the built one
            keeps (the base of a variant): what :meth:`checkable` gives for a scenario not built yet.
    """

    def __init__(self, ids: Sequence[str], build: Builder, *, sources: Sequence[Scenario] | None = None,
                 _store: _Store | None = None, _indices: range | None = None) -> None:
        self._store = _store or _Store(ids, build, sources)
        self._indices = _indices if _indices is not None else range(len(self._store.ids))

    @property
    def ids(self) -> list[str]:
        """The scenario ids, without building any scenario."""
        return [self._store.ids[i] for i in self._indices]

    def built(self) -> int:
        """How many of this sequence's scenarios have been built so far."""
        return sum(1 for i in self._indices if i in self._store.built)

    def find(self, scenario_id: str) -> Scenario | None:
        """The scenario with this id (built if it was not yet), or ``None``."""
        for i in self._indices:
            if self._store.ids[i] == scenario_id:
                return self._store.get(i)
        return None

    def checkable(self) -> Iterator[Scenario]:
        """Each scenario's configurations: the scenario if built, else its source if the suite has sources, else built now.

        A check that the domains take their configurations (:func:`sandbox.run.suites.check_runnable`)
        reads these, so that checking a derived suite builds none of it: each variant is then built
        just before its episode, which copies the loads the build made (:mod:`sandbox.tools.pristine`).
        """
        store = self._store
        for i in self._indices:
            built = store.built.get(i)
            yield built if built is not None else store.sources[i] if store.sources is not None else store.get(i)

    def __len__(self) -> int:
        return len(self._indices)

    @overload
    def __getitem__(self, index: int) -> Scenario: ...

    @overload
    def __getitem__(self, index: slice) -> LazySuite: ...

    def __getitem__(self, index: int | slice) -> Scenario | LazySuite:
        if isinstance(index, slice):
            return LazySuite((), self._store.build, _store=self._store, _indices=self._indices[index])
        return self._store.get(self._indices[index])

    def __iter__(self) -> Iterator[Scenario]:
        return (self._store.get(i) for i in self._indices)

    def __repr__(self) -> str:
        return f"LazySuite({len(self)} scenarios, {self.built()} built)"


def mapped(scenarios: Sequence[Scenario], change: Callable[[Scenario], Scenario]) -> Sequence[Scenario]:
    """``change`` applied to every scenario: on first access of each when ``scenarios`` is lazy, else at once.

    ``change`` must keep each scenario's id.
    """
    if isinstance(scenarios, LazySuite):
        source = scenarios
        return LazySuite(source.ids, lambda index: change(source[index]))
    return [change(scenario) for scenario in scenarios]


def scenario_ids(scenarios: Sequence[Scenario]) -> list[str]:
    """The ids of a suite's scenarios, building none of a lazy one."""
    return scenarios.ids if isinstance(scenarios, LazySuite) else [s.id for s in scenarios]


def find(scenarios: Sequence[Scenario], scenario_id: str) -> Scenario | None:
    """The scenario with this id in a suite (building only it in a lazy one), or ``None``."""
    if isinstance(scenarios, LazySuite):
        return scenarios.find(scenario_id)
    return next((s for s in scenarios if s.id == scenario_id), None)
