"""One table across runs: a row per model and mode, a column per suite, the call metrics beside them.

Runs of the same model in the same mode make one row (a suite in several of them is taken from
the last run given, with a warning). A suite cell is the accuracy with its 95% Wilson interval
(over scenarios, trials being a cluster: :func:`~sandbox.report.summary.accuracy_interval`). The
overall score is the unweighted mean over the suites, as BFCL computes its multi-turn score over
categories; a row that lacks a suite some other row has gets none and is ranked after the rest.
The call metrics are pooled over every episode of the row.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from sandbox.episode.loop import EpisodeResult
from sandbox.report.domains import context_family, context_size
from sandbox.report.metrics import METRICS, metric_values
from sandbox.report.safe import csv_cell
from sandbox.report.summary import accuracy_interval
from sandbox.run.rundir import RunDir


@dataclass(frozen=True)
class Cell:
    """One suite of one row: accuracy, its 95% interval, episodes and scenarios."""

    accuracy: float
    low: float
    high: float
    episodes: int
    scenarios: int

    def text(self) -> str:
        """``72.0% (65.1–78.0)``."""
        return f"{self.accuracy:.1%} ({self.low * 100:.1f}–{self.high * 100:.1f})"


def cell_of(results: Sequence[EpisodeResult]) -> Cell:
    """The cell of a suite's results."""
    low, high = accuracy_interval(results)
    return Cell(sum(r.passed for r in results) / len(results), low, high, len(results),
                len({r.scenario_id for r in results}))


@dataclass
class Row:
    """A model in a mode: its runs, a cell per suite, the pooled call metrics."""

    model: str
    mode: str
    runs: list[str] = field(default_factory=list)
    results: dict[str, list[EpisodeResult]] = field(default_factory=dict)
    cells: dict[str, Cell] = field(default_factory=dict)
    overall: float | None = None
    metrics: dict[str, Any] = field(default_factory=dict)
    rank: int | None = None

    @property
    def label(self) -> str:
        """``model (mode)``."""
        return f"{self.model} ({self.mode})"


@dataclass
class Leaderboard:
    """Rows ranked by overall score, the suites in the order first seen, and each suite's context size."""

    suites: list[str]
    rows: list[Row]
    sizes: dict[str, int]
    warnings: list[str]


def build(runs: Sequence[RunDir]) -> Leaderboard:
    """The leaderboard of some run directories (each read with :meth:`~sandbox.run.rundir.RunDir.meta`).

    Raises:
        InputFileError: A run directory without a readable ``run.json``.
    """
    rows: dict[tuple[str, str], Row] = {}
    suites: list[str] = []
    sizes: dict[str, int] = {}
    warnings: list[str] = []
    for rundir in runs:
        meta = rundir.meta()
        key = (str(meta.get("model")), str(meta.get("mode")))
        row = rows.setdefault(key, Row(*key))
        row.runs.append(str(rundir.path))
        by_suite: dict[str, list[EpisodeResult]] = {}
        for result in rundir.results():
            by_suite.setdefault(result.suite, []).append(result)
        for suite, results in by_suite.items():
            if suite in row.results:
                warnings.append(f"{row.label}: {suite} is in several runs; the one of {rundir.path} is used")
            row.results[suite] = results
            if suite not in suites:
                suites.append(suite)
            if suite not in sizes:
                size = context_size(rundir, suite, results)
                if size is not None:
                    sizes[suite] = size
    for row in rows.values():
        row.cells = {suite: cell_of(results) for suite, results in row.results.items()}
        if row.cells and len(row.cells) == len(suites):
            row.overall = sum(c.accuracy for c in row.cells.values()) / len(row.cells)
        row.metrics = metric_values([r for results in row.results.values() for r in results])
    ranked = sorted(rows.values(), key=lambda r: (r.overall is None, -(r.overall or 0.0), r.label))
    for index, row in enumerate(ranked):
        row.rank = index + 1 if row.overall is not None else None
    return Leaderboard(suites, ranked, sizes, warnings)


def as_json(board: Leaderboard) -> dict[str, Any]:
    """The leaderboard as a JSON-safe dict."""
    return {
        "suites": board.suites, "context_sizes": board.sizes, "warnings": board.warnings,
        "rows": [{
            "rank": row.rank, "model": row.model, "mode": row.mode, "runs": row.runs, "overall": row.overall,
            "suites": {s: {"accuracy": c.accuracy, "ci95": [c.low, c.high], "episodes": c.episodes,
                           "scenarios": c.scenarios} for s, c in row.cells.items()},
            "metrics": row.metrics,
        } for row in board.rows],
    }


def _percent(value: float | None) -> str:
    return "" if value is None else f"{value * 100:.2f}"


def to_csv(board: Leaderboard) -> str:
    """The leaderboard as CSV, one row per model and mode; rates in percent, empty where there is none."""
    header = ["rank", "model", "mode", "overall acc %"]
    for suite in board.suites:
        header += [f"{suite} %", f"{suite} low %", f"{suite} high %", f"{suite} n"]
    header += [f"{label} %" for label in METRICS.values()] + ["calls", "episodes", "runs"]
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow([csv_cell(h) for h in header])
    for row in board.rows:
        line = ["" if row.rank is None else str(row.rank), csv_cell(row.model), csv_cell(row.mode), _percent(row.overall)]
        for suite in board.suites:
            cell = row.cells.get(suite)
            line += ([_percent(cell.accuracy), _percent(cell.low), _percent(cell.high), str(cell.episodes)]
                     if cell else ["", "", "", ""])
        line += [_percent(row.metrics[name]) for name in METRICS]
        line += [str(row.metrics["calls"]), str(sum(len(r) for r in row.results.values())),
                 csv_cell(";".join(row.runs))]
        writer.writerow(line)
    return out.getvalue()


def table_cells(board: Leaderboard) -> tuple[list[str], list[list[str]]]:
    """The leaderboard as plain text columns and rows (for the terminal and the HTML page)."""
    columns = ["#", "model", "mode", "overall", *board.suites, *METRICS.values()]
    rows = []
    for row in board.rows:
        cells = [str(row.rank or "-"), row.model, row.mode, "-" if row.overall is None else f"{row.overall:.1%}"]
        cells += [row.cells[s].text() if s in row.cells else "-" for s in board.suites]
        cells += ["-" if row.metrics[name] is None else f"{row.metrics[name]:.1%}" for name in METRICS]
        rows.append(cells)
    return columns, rows


def context_series(board: Leaderboard) -> dict[tuple[str, str], list[tuple[int, Cell]]]:
    """Per (row label, suite family): the cells of its sized suites by size, for families with two sizes or more."""
    series: dict[tuple[str, str], list[tuple[int, Cell]]] = {}
    for row in board.rows:
        for suite, cell in row.cells.items():
            if suite in board.sizes:
                series.setdefault((row.label, context_family(suite)[0]), []).append((board.sizes[suite], cell))
    return {key: sorted(points, key=lambda p: p[0]) for key, points in series.items()
            if len({size for size, _ in points}) >= 2}

