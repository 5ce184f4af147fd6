"""Where the agent stands is no outcome unless the turn asks to move: a working directory left elsewhere.

A domain names the keys of its state that say where the agent stands
(:attr:`~sandbox.tools.domain.DomainAPI.position_keys`: the file system's working directory). A
model that goes into a folder to look at it ("which file has 2024 in its name?": ``cd`` there and
``ls``) where the gold searches from above leaves the working directory elsewhere, and every file
as the gold leaves it: the user asked for an answer, not for a place. On a turn whose gold stays
where it stood, a difference only in such a key is dropped; on a turn whose gold moves (the user
said "go into reports"), it counts. What a later turn does from the wrong place shows in its own
outcome (a file written in the wrong folder).

>>> before = {"file_system": {"root": {}, "cwd": []}}
>>> after = {"file_system": {"root": {}, "cwd": ["reports"]}}
>>> moved(before, after, {"file_system": frozenset({"cwd"})}), moved(before, before, {"file_system": frozenset({"cwd"})})
(True, False)
>>> at_position("root['file_system']['cwd']", {"file_system": frozenset({"cwd"})})
True
>>> at_position("root['file_system']['root']['a.txt']", {"file_system": frozenset({"cwd"})})
False
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from sandbox.episode.memo import ByIdentity
from sandbox.episode.scenario import Scenario
from sandbox.judge.diff import StateDifference
from sandbox.judge.gold import GoldTrack, domains_of
from sandbox.tools.errors import ParseError

Places = Mapping[str, frozenset[str]]


def places_of(scenario: Scenario) -> dict[str, frozenset[str]]:
    """Each of the scenario's domains that has position keys, with them (worked out once per scenario object)."""
    return _PLACES(scenario)


def _places_of(scenario: Scenario) -> dict[str, frozenset[str]]:
    return {domain.name: frozenset(domain.api.position_keys) for domain in domains_of(scenario)
            if domain.api.position_keys}


_PLACES: ByIdentity[dict[str, frozenset[str]]] = ByIdentity(_places_of, capacity=1024)


def moved(before: dict[str, Any], after: dict[str, Any], places: Places) -> bool:
    """Whether any position key differs between two states."""
    for name, keys in places.items():
        old, new = before.get(name), after.get(name)
        if isinstance(old, dict) and isinstance(new, dict) and any(old.get(key) != new.get(key) for key in keys):
            return True
    return False


def at_position(path: str, places: Places) -> bool:
    """Whether a difference's path is a position key of its domain (or below one)."""
    return any(path.startswith(f"root[{name!r}][{key!r}]") for name, keys in places.items() for key in keys)


def outcome_differences(scenario: Scenario, index: int, track: Callable[[], GoldTrack],
                        differences: list[StateDifference]) -> list[StateDifference]:
    """``differences`` without those in a position key, when turn ``index`` of the gold does not move.

    ``track`` gives the scenario's gold track; it is asked for only when a difference is in a position key.
    A gold that does not parse (a tampered trajectory's scenario) cannot say: the differences stay.
    """
    places = places_of(scenario)
    if not places or not any(at_position(d.path, places) for d in differences):
        return differences
    try:
        gold = track()
    except ParseError:
        return differences
    before = gold.turns[index - 1].state if index > 0 else gold.initial
    if before is None or moved(before, gold.turns[index].state, places):
        return differences
    return [d for d in differences if not at_position(d.path, places)]
