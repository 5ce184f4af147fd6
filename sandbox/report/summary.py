"""Summaries of run results: per suite accuracy with a 95% Wilson interval, errors, usage; printed with rich."""

from __future__ import annotations

import re
import sys
from collections import Counter, defaultdict
from collections.abc import Sequence
from typing import Any

from sandbox.episode.loop import EpisodeResult
from sandbox.report.metrics import metric_cells, metric_values
from sandbox.report.stats import flip_rate, pass_at_k, pass_hat_k, wilson_interval


def summarize(results: Sequence[EpisodeResult], trials: int = 1) -> dict[str, Any]:
    """Per-suite and overall numbers as a JSON-safe dict.

    The overall score is the unweighted mean of the suites' accuracies, as BFCL computes its
    multi-turn score over categories.
    """
    by_suite: dict[str, list[EpisodeResult]] = defaultdict(list)
    for result in results:
        by_suite[result.suite].append(result)
    suites: dict[str, Any] = {}
    for suite, items in by_suite.items():
        outcomes = [float(r.passed) for r in items]
        low, high = wilson_interval(sum(outcomes), len(outcomes))
        errors = Counter(r.error_class for r in items if not r.passed and r.error_class)
        row: dict[str, Any] = {
            "n": len(items),
            "accuracy": sum(outcomes) / len(items),
            "ci95": [low, high],
            "turn_accuracy": sum(r.turn_accuracy for r in items) / len(items),
            "top_errors": errors.most_common(3),
            "input_tokens": sum(r.input_tokens for r in items),
            "output_tokens": sum(r.output_tokens for r in items),
            "cost": sum(r.cost for r in items),
            "latency": sum(r.latency for r in items),
            "errored": sum(r.status == "errored" for r in items),
            **metric_values(items),
        }
        if trials > 1:
            per_scenario: dict[str, list[bool]] = defaultdict(list)
            for r in items:
                per_scenario[r.scenario_id].append(r.passed)
            counts = [(len(v), sum(v)) for v in per_scenario.values()]
            row["k"] = trials
            row["pass@k"] = sum(pass_at_k(n, c, trials) for n, c in counts) / len(counts)
            row["pass^k"] = sum(pass_hat_k(n, c, trials) for n, c in counts) / len(counts)
            row["flip_rate"] = flip_rate(list(per_scenario.values()))
        suites[suite] = row
    overall = sum(s["accuracy"] for s in suites.values()) / len(suites) if suites else 0.0
    return {"suites": suites, "overall": overall, "episodes": len(results)}


def result_order(result: EpisodeResult) -> tuple[Any, ...]:
    """Sort key listing results by suite, scenario id (numbers in ids by value: ``_8`` before ``_11``), trial."""
    parts = re.split(r"(\d+)", result.scenario_id)
    natural = tuple((0, int(part), "") if part.isdigit() else (1, 0, part) for part in parts)
    return result.suite, natural, result.trial


#: Summary columns shown left-aligned (the others are numbers).
TEXT_COLUMNS = frozenset({"suite", "top errors"})


def summary_cells(summary: dict[str, Any]) -> tuple[list[str], list[list[str]]]:
    """The summary as table columns and rows of plain text (callers escape for their medium)."""
    ks = {row.get("k", "k") for row in summary["suites"].values() if "pass^k" in row}
    multi = bool(ks)
    columns = ["suite", "n", "accuracy (95% CI)", "turn acc.", "top errors", "tokens in/out", "cost $", "latency s"]
    if multi:
        k = ks.pop() if len(ks) == 1 else "k"  # k is the run's number of trials
        columns += [f"pass@{k}", f"pass^{k}", "flip"]
    rows = []
    for suite, row in summary["suites"].items():
        low, high = row["ci95"]
        errors = ", ".join(f"{name} {count}" for name, count in row["top_errors"]) or "-"
        cells = [
            suite, str(row["n"]), f"{row['accuracy']:.1%} ({low:.1%}–{high:.1%})", f"{row['turn_accuracy']:.1%}",
            errors, f"{row['input_tokens']}/{row['output_tokens']}", f"{row['cost']:.4f}", f"{row['latency']:.1f}",
        ]
        if multi:
            cells += [f"{row.get('pass@k', 0):.1%}", f"{row.get('pass^k', 0):.1%}", f"{row.get('flip_rate', 0):.1%}"]
        rows.append(cells)
    return columns, rows


def print_summary(summary: dict[str, Any], title: str = "toolsim results") -> None:
    """Print the summary as a table, then the call-level metrics as a second one."""
    from rich.console import Console
    from rich.markup import escape
    from rich.table import Table

    console = Console(width=None if sys.stdout.isatty() else 160)
    for name, (columns, rows) in ((title, summary_cells(summary)), ("call metrics", metric_cells(summary))):
        table = Table(title=escape(name))  # names come from the command line: text, not markup
        for column in columns:
            table.add_column(column, justify="left" if column in TEXT_COLUMNS else "right")
        for cells in rows:
            table.add_row(*(escape(cell) for cell in cells))
        console.print(table)
        if name == title:
            console.print(f"overall (unweighted mean over suites): [bold]{summary['overall']:.1%}[/bold] "
                          f"over {summary['episodes']} episodes")
