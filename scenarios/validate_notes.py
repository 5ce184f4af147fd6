"""Notices of :mod:`scenarios.validate`: what a suite measures less well than its name says (never a failure).

- ``unneeded_read``: a gold call that only reads, before a call of the same turn that changes state
  (checking first), none of whose returned values a later gold call takes: a model may well skip
  it.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from sandbox.episode.config import execute_strings
from sandbox.judge.gold import gold_track
from sandbox.episode.scenario import Scenario


def _leaves(value: Any) -> Iterator[Any]:
    if isinstance(value, dict):
        for item in value.values():
            yield from _leaves(item)
    elif isinstance(value, list):
        for item in value:
            yield from _leaves(item)
    elif isinstance(value, (str, int, float)) and not isinstance(value, bool) and value != "":
        yield value


def _values(output: str) -> set[str]:
    try:
        decoded = json.loads(output)
    except json.JSONDecodeError:
        return {output.strip()} if output.strip() else set()
    return {json.dumps(v) for v in _leaves(decoded)} | {str(v) for v in _leaves(decoded) if isinstance(v, str)}


def _used(value: Any, produced: set[str]) -> bool:
    for leaf in _leaves(value):
        if json.dumps(leaf) in produced or (isinstance(leaf, str) and any(p in leaf for p in produced if len(p) > 2)):
            return True
    return False


def unneeded_reads(scenario: Scenario) -> list[tuple[int, str]]:
    """``(turn, call)`` for every read before a state-changing call of its turn whose values no later call takes."""
    track = gold_track(scenario, execute_strings)  # shared with the do-nothing episode that follows
    results = [(index, result) for index, turn in enumerate(track.turns) for result in turn.results]
    found = []
    for position, (index, result) in enumerate(results):
        if result.status != "ok" or not _reads(scenario, result):
            continue
        if not any(i == index and not _reads(scenario, r) for i, r in results[position + 1:]):
            continue  # nothing changes state after it in its turn: it is what the turn asks for
        produced = _values(result.output)
        later = [r.call for _, r in results[position + 1:]]
        if produced and not any(_used([*c.args, *c.arguments.values()], produced) for c in later):
            found.append((index, str(result.call)))
    return found


def _reads(scenario: Scenario, result: Any) -> bool:
    from sandbox.judge.gold import domains_of

    for domain in domains_of(scenario):
        spec = domain.tools.get(result.call.name)
        if spec is not None:
            return not spec.mutates
    return False
