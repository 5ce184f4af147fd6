"""Accuracy per domain, and what a run's trajectories tell beyond its result lines.

An episode counts in every domain its scenario uses (most of toolsim's scenarios span two), so
the rows of the per-domain table overlap and their episodes add up to more than the run's. A
result line names its domains (``domains``); a line written before toolsim recorded them is
completed from the scenario at the head of its trajectory. The long-context size of a suite is
read from its name (``long_context@2000``) or, for a name without a size (``long_context``), from
the scenario at the head of one of its trajectories.
"""

from __future__ import annotations

import json
import re
import sys
from collections import defaultdict
from collections.abc import Sequence
from typing import Any

from sandbox.episode.loop import EpisodeResult
from sandbox.report.failures import result_domains as trajectory_domains
from sandbox.report.metrics import metric_values, percent
from sandbox.report.summary import accuracy_interval
from sandbox.run.rundir import RunDir
from sandbox.tools.errors import InputFileError

#: ``long_context@2000+rename``: the size, and the suite's family around it.
SIZED = re.compile(r"^(?P<base>[^@+]+)@(?P<size>\d+)(?P<rest>\+.*)?$")


def start_scenario(rundir: RunDir, result: EpisodeResult) -> dict[str, Any] | None:
    """The scenario (as JSON) at the head of an episode's trajectory, or ``None`` when it cannot be read."""
    try:
        with rundir.trajectory_of(result).open(encoding="utf-8") as handle:
            start = json.loads(handle.readline())
    except (InputFileError, OSError, ValueError):
        return None
    scenario = start.get("scenario") if isinstance(start, dict) and start.get("kind") == "start" else None
    return scenario if isinstance(scenario, dict) else None


def episode_domains(rundir: RunDir, results: Sequence[EpisodeResult]) -> list[list[str]]:
    """Each result's domains: from its line, else from the head of its trajectory, else ``(unknown)``."""
    return [result.domains or trajectory_domains(rundir, result) for result in results]


def context_family(suite: str) -> tuple[str, int | None]:
    """A suite's name without its size, and the size its name gives (``long_context@20`` -> 20)."""
    match = SIZED.match(suite)
    if match is None:
        return suite, None
    return match["base"] + (match["rest"] or ""), int(match["size"])


def context_size(rundir: RunDir, suite: str, results: Sequence[EpisodeResult]) -> int | None:
    """A suite's distractor items per collection, if it is a long-context suite of toolsim's."""
    family, size = context_family(suite)
    if size is not None or not results:
        return size
    scenario = start_scenario(rundir, results[0])
    variant = ((scenario or {}).get("metadata") or {}).get("variant")
    value = variant.get("long_context_size") if isinstance(variant, dict) else None
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def domain_summary(results: Sequence[EpisodeResult], domains: Sequence[Sequence[str]]) -> dict[str, dict[str, Any]]:
    """Per domain (sorted): episodes, scenarios, accuracy with its 95% interval, turn accuracy, call metrics."""
    by_domain: dict[str, list[EpisodeResult]] = defaultdict(list)
    for result, names in zip(results, domains, strict=True):
        for name in names:
            by_domain[name].append(result)
    rows = {}
    for name, items in sorted(by_domain.items()):
        low, high = accuracy_interval(items)
        rows[name] = {
            "episodes": len(items), "scenarios": len({(r.suite, r.scenario_id) for r in items}),
            "accuracy": sum(r.passed for r in items) / len(items), "ci95": [low, high],
            "turn_accuracy": sum(r.turn_accuracy for r in items) / len(items), **metric_values(items),
        }
    return rows


def domain_cells(rows: dict[str, dict[str, Any]]) -> tuple[list[str], list[list[str]]]:
    """The per-domain table as plain text columns and rows."""
    columns = ["domain", "episodes", "accuracy (95% CI)", "turn acc.", "hallucination", "function acc.",
               "parameter acc."]
    cells = []
    for name, row in rows.items():
        low, high = row["ci95"]
        cells.append([name, str(row["episodes"]), f"{row['accuracy']:.1%} ({low:.1%}–{high:.1%})",
                      f"{row['turn_accuracy']:.1%}", percent(row["hallucination_rate"]),
                      percent(row["function_accuracy"]), percent(row["parameter_accuracy"])])
    return columns, cells


def print_domains(rows: dict[str, dict[str, Any]]) -> None:
    """Print the per-domain table (a note says that an episode counts in each of its domains)."""
    from rich.console import Console
    from rich.table import Table

    from sandbox.report.safe import terminal

    columns, cells = domain_cells(rows)
    table = Table(title="per domain")
    for column in columns:
        table.add_column(column, justify="left" if column == "domain" else "right")
    for row in cells:
        table.add_row(*(terminal(cell) for cell in row))
    console = Console(width=None if sys.stdout.isatty() else 160)
    console.print(table)
    console.print("an episode counts in each domain its scenario uses")
