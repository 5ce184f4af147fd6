"""The gold twin of a scenario: its ground truth replayed once per process and shared by its episodes.

A scenario's gold is deterministic (every source of randomness and time comes from its seed and
frozen clock), so the per-turn result strings and states of its ground truth are the same for every
trial and every model. :func:`gold_track` replays them on the first request and keeps them in a
small least-recently-used cache (bounded by :data:`CACHE_SIZE` tracks); episodes read them and
never change them. Scenarios that differ only in what the model is told (a variant that holds a
function out keeps its base's domains, seed and gold calls) share one track: the cache is keyed
by everything the replay reads.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from sandbox.episode.calls import CallResult
from sandbox.episode.execution import Toolbox
from sandbox.episode.perturb import perturbed
from sandbox.episode.scenario import Scenario
from sandbox.tools.domain import Domain
from sandbox.tools.errors import RegistryError
from sandbox.tools.registry import DOMAINS, Registry

#: How many scenarios' gold tracks one process keeps (the runner plans trials of a scenario together),
#: counted in plain scenarios: a long-context one weighs as many as its distractors make its states
#: larger (:func:`weight`), so a few thousand-item file systems do not hold the memory of sixty-four.
CACHE_SIZE = 512
#: Scenarios one cached track serves its per-turn view to (a base and its variants, a few each).
VIEWS = 64

Executor = Callable[[Toolbox, list[str], frozenset[str] | None], list[CallResult]]


@dataclass(frozen=True)
class GoldTurn:
    """The gold of one turn: its result strings, the state after it and the results themselves (read-only)."""

    outputs: tuple[str, ...]
    state: dict[str, Any]
    results: tuple[CallResult, ...] = ()


@dataclass(frozen=True)
class GoldTrack:
    """A scenario's gold: the initial state (``None`` if it was not projected) and every turn's outcome."""

    initial: dict[str, Any] | None
    turns: tuple[GoldTurn, ...]


@dataclass
class _Entry:
    scenario: Scenario  # held, so that the ids in its key (configurations, surface) cannot be reused
    domains: tuple[Domain, ...]
    initial: dict[str, Any] | None
    played: tuple[GoldTurn, ...]  # the turns with gold calls, in order
    # the track of each scenario served, by identity (held here, not by a memo of a bound method: an entry
    # that referred to itself would wait for a full pass of the garbage collector once dropped)
    views: dict[int, tuple[Scenario, GoldTrack]] = field(default_factory=dict)

    def track(self, scenario: Scenario) -> GoldTrack:
        """The track of a scenario with these played turns (a turn without gold changes nothing)."""
        found = self.views.get(id(scenario))
        if found is not None and found[0] is scenario:
            return found[1]
        if len(self.views) >= VIEWS:
            self.views.clear()
        made = self._expand(scenario)
        self.views[id(scenario)] = (scenario, made)
        return made

    def _expand(self, scenario: Scenario) -> GoldTrack:
        played, turns, state = iter(self.played), [], self.initial
        for turn in scenario.turns:
            if turn.ground_truth:
                gold = next(played)
                turns.append(gold)
                state = gold.state
            else:
                if state is None:  # a turn without gold before any with: its state is the initial one
                    state = self.initial = build_toolbox(scenario).current_projection()
                turns.append(GoldTurn(outputs=(), state=state))
        return GoldTrack(initial=self.initial, turns=tuple(turns))


_CACHE: OrderedDict[tuple[Any, ...], _Entry] = OrderedDict()
_LOCK = threading.Lock()
_HELD = [0]  # the cached entries' weights, summed


def weight(scenario: Scenario) -> int:
    """What a scenario's cached track counts for against :data:`CACHE_SIZE`: 1, and 1 per 50 distractor items.

    >>> from sandbox.tools.context import LongContext
    >>> plain = Scenario.model_validate({"id": "s_v1", "domains": {"math": {}}, "turns": [
    ...     {"messages": [{"content": "2+3?"}], "ground_truth": ["add(a=2, b=3)"]}]})
    >>> [weight(plain), weight(plain.model_copy(update={"long_context": LongContext(size=2000)}))]
    [1, 41]
    """
    return 1 + (scenario.long_context.size // 50 if scenario.long_context is not None else 0)


def domains_of(scenario: Scenario, registry: Registry = DOMAINS) -> dict[Domain, dict[str, Any]]:
    """The scenario's domains (looked up by name or alias) with their initial configurations.

    When the scenario changes its tool surface, these are views showing the tools as it says.
    """
    domains = {registry.get(name): config for name, config in scenario.domains.items()}
    return domains if scenario.surface is None else perturbed(domains, scenario.surface, registry)


def domain_names(written: Iterable[str], registry: Registry = DOMAINS) -> list[str]:
    """The names of domains as a scenario writes them (an alias resolved to its domain's name), sorted.

    A name no installed domain has stays as written.
    """
    names = set()
    for name in written:
        try:
            names.add(registry.get(name).name)
        except RegistryError:
            names.add(name)
    return sorted(names)


def build_toolbox(scenario: Scenario, registry: Registry = DOMAINS) -> Toolbox:
    """A fresh episode toolbox for a scenario (domains looked up by name or alias)."""
    return Toolbox(domains_of(scenario, registry), scenario.context())


def replay_gold(scenario: Scenario, execute: Executor, registry: Registry = DOMAINS) -> GoldTrack:
    """Replay a scenario's ground truth turn by turn on a fresh toolbox (no cache)."""
    box = build_toolbox(scenario, registry)
    initial = box.current_projection()
    turns = []
    for turn in scenario.turns:
        results = tuple(execute(box, turn.ground_truth, None))
        turns.append(GoldTurn(outputs=tuple(r.output for r in results), state=box.current_projection(), results=results))
    return GoldTrack(initial=initial, turns=tuple(turns))


def _key(scenario: Scenario) -> tuple[Any, ...]:
    """What a replay reads.

    The configurations (by identity: the cached entry keeps them alive), seed, clock, profile, long
    context, tool surface, and the gold call strings of the turns that have some (a turn without
    gold calls changes nothing, so a variant that adds such turns shares its base's replay).
    """
    return (tuple((name, id(config)) for name, config in scenario.domains.items()), scenario.seed, scenario.clock,
            scenario.profile, scenario.long_context, id(scenario.surface) if scenario.surface is not None else 0,
            tuple(tuple(turn.ground_truth) for turn in scenario.turns if turn.ground_truth))


def cached_gold(scenario: Scenario, registry: Registry = DOMAINS) -> GoldTrack | None:
    """The scenario's gold track if it is in the cache (no replay)."""
    domains = tuple(domains_of(scenario, registry))
    key = _key(scenario)
    with _LOCK:
        entry = _CACHE.get(key)
        if entry is not None and _same(entry.domains, domains):
            _CACHE.move_to_end(key)
            return entry.track(scenario)
    return None


def gold_track(scenario: Scenario, execute: Executor, registry: Registry = DOMAINS) -> GoldTrack:
    """The scenario's gold track, replayed on first use and then served from the cache."""
    found = cached_gold(scenario, registry)
    if found is not None:
        return found
    return remember(scenario, replay_gold(scenario, execute, registry), registry)


def remember(scenario: Scenario, track: GoldTrack, registry: Registry = DOMAINS) -> GoldTrack:
    """Cache ``track`` as the scenario's gold track (the caller vouches it is what a replay gives).

    Returns the cached view, the object later :func:`gold_track` calls return too.
    """
    domains = tuple(domains_of(scenario, registry))
    played = tuple(gold for gold, turn in zip(track.turns, scenario.turns) if turn.ground_truth)
    entry = _Entry(scenario, domains, track.initial, played)
    key = _key(scenario)
    with _LOCK:
        old = _CACHE.pop(key, None)
        if old is not None:
            _HELD[0] -= weight(old.scenario)
        _CACHE[key] = entry
        _HELD[0] += weight(scenario)
        while _HELD[0] > CACHE_SIZE and len(_CACHE) > 1:
            _, evicted = _CACHE.popitem(last=False)
            _HELD[0] -= weight(evicted.scenario)
        return entry.track(scenario)


def _same(a: tuple[Domain, ...], b: tuple[Domain, ...]) -> bool:
    return len(a) == len(b) and all(x is y for x, y in zip(a, b))


def clear_cache() -> None:
    """Forget every cached gold track (tests; a process that edits domains in place)."""
    with _LOCK:
        _CACHE.clear()
        _HELD[0] = 0
