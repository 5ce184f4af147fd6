"""The gold twin of a scenario: its ground truth replayed once per process and shared by its episodes.

A scenario's gold is deterministic (every source of randomness and time comes from its seed and
frozen clock), so the per-turn result strings and states of its ground truth are the same for every
trial and every model. :func:`gold_track` replays them on the first request and keeps them in a
small least-recently-used cache (bounded by :data:`CACHE_SIZE` scenarios); episodes read them and
never change them.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from sandbox.episode.calls import CallResult
from sandbox.episode.execution import Toolbox
from sandbox.episode.perturb import perturbed
from sandbox.episode.scenario import Scenario
from sandbox.tools.domain import Domain
from sandbox.tools.registry import DOMAINS, Registry

#: How many scenarios' gold tracks one process keeps (the runner plans trials of a scenario together).
CACHE_SIZE = 64

Executor = Callable[[Toolbox, list[str], frozenset[str] | None], list[CallResult]]


@dataclass(frozen=True)
class GoldTurn:
    """The gold of one turn: its result strings and the state after it (read-only)."""

    outputs: tuple[str, ...]
    state: dict[str, Any]


@dataclass(frozen=True)
class GoldTrack:
    """A scenario's gold: the initial state and every turn's outcome."""

    initial: dict[str, Any]
    turns: tuple[GoldTurn, ...]


@dataclass(frozen=True)
class _Entry:
    scenario: Scenario  # held, so that its id cannot be reused while the entry lives
    domains: tuple[Domain, ...]
    track: GoldTrack


_CACHE: OrderedDict[int, _Entry] = OrderedDict()
_LOCK = threading.Lock()


def domains_of(scenario: Scenario, registry: Registry = DOMAINS) -> dict[Domain, dict[str, Any]]:
    """The scenario's domains (looked up by name or alias) with their initial configurations.

    When the scenario changes its tool surface, these are views showing the tools as it says.
    """
    domains = {registry.get(name): config for name, config in scenario.domains.items()}
    return domains if scenario.surface is None else perturbed(domains, scenario.surface, registry)


def replay_gold(scenario: Scenario, execute: Executor, registry: Registry = DOMAINS) -> GoldTrack:
    """Replay a scenario's ground truth turn by turn on a fresh toolbox (no cache)."""
    box = Toolbox(domains_of(scenario, registry), scenario.context())
    initial = box.current_projection()
    turns = []
    for turn in scenario.turns:
        outputs = tuple(r.output for r in execute(box, turn.ground_truth, None))
        turns.append(GoldTurn(outputs=outputs, state=box.current_projection()))
    return GoldTrack(initial=initial, turns=tuple(turns))


def cached_gold(scenario: Scenario, registry: Registry = DOMAINS) -> GoldTrack | None:
    """The scenario's gold track if it is in the cache (no replay)."""
    domains = tuple(domains_of(scenario, registry))
    key = id(scenario)
    with _LOCK:
        entry = _CACHE.get(key)
        if entry is not None and entry.scenario is scenario and _same(entry.domains, domains):
            _CACHE.move_to_end(key)
            return entry.track
    return None


def gold_track(scenario: Scenario, execute: Executor, registry: Registry = DOMAINS) -> GoldTrack:
    """The scenario's gold track, replayed on first use and then served from the cache."""
    found = cached_gold(scenario, registry)
    if found is not None:
        return found
    domains = tuple(domains_of(scenario, registry))
    key = id(scenario)
    track = replay_gold(scenario, execute, registry)
    with _LOCK:
        _CACHE[key] = _Entry(scenario, domains, track)
        _CACHE.move_to_end(key)
        while len(_CACHE) > CACHE_SIZE:
            _CACHE.popitem(last=False)
    return track


def _same(a: tuple[Domain, ...], b: tuple[Domain, ...]) -> bool:
    return len(a) == len(b) and all(x is y for x, y in zip(a, b))


def clear_cache() -> None:
    """Forget every cached gold track (tests; a process that edits domains in place)."""
    with _LOCK:
        _CACHE.clear()
