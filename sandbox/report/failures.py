"""The failures of a run grouped by their first error class and by domain, for the report's index.

An episode counts in each domain its scenario uses (a scenario of two domains is in two rows), so
the rows of one error class may add up to more than its episodes.
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

from sandbox.episode.loop import EpisodeResult
from sandbox.run.rundir import RunDir
from sandbox.tools.errors import InputFileError
from sandbox.tools.registry import DOMAINS

UNKNOWN = "(unknown)"


@dataclass(frozen=True)
class DomainGroup:
    """The failed episodes of one error class in one domain."""

    domain: str
    results: list[EpisodeResult]


@dataclass(frozen=True)
class ClassGroup:
    """The failed episodes whose first error is one class, by domain (most failures first)."""

    error_class: str
    episodes: int
    domains: list[DomainGroup]


def canonical_domain(name: str) -> str:
    """A domain's registered name for a name or alias as a scenario writes it (``GorillaFileSystem``)."""
    try:
        return DOMAINS.get(name).name
    except LookupError:
        return name


def result_domains(rundir: RunDir, result: EpisodeResult) -> list[str]:
    """The domains an episode's scenario uses, read from the head of its trajectory (``(unknown)`` if unreadable)."""
    try:
        with rundir.trajectory_of(result).open(encoding="utf-8") as handle:
            start = json.loads(handle.readline())
    except (InputFileError, OSError, ValueError):
        return [UNKNOWN]
    scenario = start.get("scenario") if isinstance(start, dict) else None
    domains = scenario.get("domains") if isinstance(scenario, dict) else None
    if not isinstance(domains, dict) or not domains:
        return [UNKNOWN]
    return sorted({canonical_domain(str(name)) for name in domains})


def group_failures(failed: Sequence[tuple[EpisodeResult, Sequence[str]]]) -> list[ClassGroup]:
    """Failed episodes (each with its domains) by first error class, then domain; most failures first."""
    by_class: dict[str, dict[str, list[EpisodeResult]]] = defaultdict(lambda: defaultdict(list))
    counts: dict[str, int] = defaultdict(int)
    for result, domains in failed:
        error = result.error_class or UNKNOWN
        counts[error] += 1
        for domain in domains or [UNKNOWN]:
            by_class[error][domain].append(result)
    groups = []
    for error in sorted(counts, key=lambda e: (-counts[e], e)):
        rows = sorted(by_class[error].items(), key=lambda item: (-len(item[1]), item[0]))
        groups.append(ClassGroup(error, counts[error], [DomainGroup(d, rs) for d, rs in rows]))
    return groups
