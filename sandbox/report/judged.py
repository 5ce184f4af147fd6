"""Which verdicts came from the model judge of replies (``toolsim run --judge-model``), counted for a summary."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sandbox.episode.loop import EpisodeResult


def judge_counts(results: Sequence[EpisodeResult]) -> dict[str, Any] | None:
    """The turns a model judge read, or ``None`` when it read none (a run without one reports as before).

    ``turns``: verdicts that went by the model judge's classes; ``differed``: those where its
    classes (``informs`` aside) differ from the deterministic classifier's for some reply; ``fell_back``: verdicts
    that kept the classifier's classes because a reply got no usable answer; ``judges``: the
    judge models named.
    """
    model = differed = fell_back = 0
    judges: set[str] = set()
    for result in results:
        for verdict in result.turns:
            if verdict.judged_by is None:
                continue
            if verdict.judged_by == "rules":
                fell_back += 1
                continue
            model += 1
            judges.add(verdict.judged_by.removeprefix("model:"))
            differed += any(_told(item.get("classes")) != _told(item.get("rules")) for item in verdict.judge_readings)
    if not (model or fell_back):
        return None
    return {"turns": model, "differed": differed, "fell_back": fell_back, "judges": sorted(judges)}


def _told(classes: Any) -> set[str]:
    """The classes that can change a verdict (``informs`` is what is left when a reply shows none)."""
    return set(classes or ()) - {"informs"}


def judge_cell(counts: dict[str, Any] | None) -> str:
    """The summary table's cell: ``N (K differ, F fell back)``, or ``-``."""
    if counts is None:
        return "-"
    return f"{counts['turns']} ({counts['differed']} differ, {counts['fell_back']} fell back)"
