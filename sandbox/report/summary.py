"""Summaries of run results: per suite accuracy with a 95% Wilson interval, errors, usage; printed with rich."""

from __future__ import annotations

import math
import sys
from collections import Counter, defaultdict
from collections.abc import Sequence
from typing import Any

from sandbox.episode.loop import EpisodeResult
from sandbox.report.judged import judge_cell, judge_counts
from sandbox.report.metrics import metric_cells, metric_values
from sandbox.report.stats import flip_rate, natural_key, pass_at_k, pass_hat_k, wilson_interval


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
        low, high = accuracy_interval(items)
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
            **latency_figures(items),
            "errored": sum(r.status == "errored" for r in items),
            "model_errors": sum(ended_by_endpoint(r) for r in items),
            **metric_values(items),
        }
        judged = judge_counts(items)
        if judged is not None:  # only where a model judge read replies: other summaries read as before
            row["model_judge"] = judged
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
    messages = Counter(r.model_error for r in results if ended_by_endpoint(r))
    return {"suites": suites, "overall": overall, "episodes": len(results), "model_errors": messages.total(),
            "model_error_example": messages.most_common(1)[0][0] if messages else None}


def ended_by_endpoint(result: EpisodeResult) -> bool:
    """Whether the episode failed because the model endpoint failed (error class ``model_error``)."""
    return result.error_class == "model_error"


def nothing_answered(summary: dict[str, Any]) -> bool:
    """Whether every episode of a summary ended in a ``model_error``: its accuracy measures no model."""
    return bool(summary["episodes"]) and summary["model_errors"] == summary["episodes"]


def model_error_note(summary: dict[str, Any], run_dir: object = None) -> str | None:
    """One line on the episodes that ended in a ``model_error``, or ``None`` when none did.

    Args:
        summary: A summary from :func:`summarize`.
        run_dir: The run directory, named in the command that runs those episodes again.
    """
    count, total = summary["model_errors"], summary["episodes"]
    if not count:
        return None
    example = " ".join(str(summary["model_error_example"]).split())[:200]
    if count == total:
        head = f"every episode ({total}) ended in a model_error: the model endpoint failed each time, no model was scored"
    else:
        head = f"{count} of {total} episodes ended in a model_error (scored as failed)"
    retry = f"; run them again with: toolsim run --resume {run_dir} --retry-errors" if run_dir is not None else ""
    return f"{head}; most common: {example}{retry}"


def accuracy_interval(results: Sequence[EpisodeResult], level: float = 0.95) -> tuple[float, float]:
    """The Wilson interval of accuracy, counting scenarios, not episodes.

    The trials of one scenario are a cluster: repeating an episode does not add a scenario's worth
    of evidence (identical trials add none). Each scenario counts once with its pass rate over its
    trials, so the interval is over the number of scenarios; with one trial each it is the plain
    Wilson interval over episodes. (For fractional pass rates the Wilson variance ``p(1-p)/n`` is
    an upper bound of the variance of the per-scenario mean, so the interval is conservative.)
    """
    trials: dict[tuple[str, str], list[bool]] = defaultdict(list)
    for result in results:  # a scenario of two suites (base, base+rename) is two scenarios
        trials[(result.suite, result.scenario_id)].append(result.passed)
    rates = [sum(passed) / len(passed) for passed in trials.values()]
    return wilson_interval(sum(rates), len(rates), level=level)


def latency_figures(results: Sequence[EpisodeResult]) -> dict[str, float | None]:
    """Per model answer: the mean latency and its 95th percentile (nearest rank), in seconds.

    The mean is over every answer the episodes counted (``steps``); the percentile needs each
    answer's latency, which lines written before toolsim recorded them lack: it is then ``None``.
    """
    answers = sum(r.steps for r in results)
    each = sorted(value for r in results for value in r.latencies)
    p95 = each[max(0, math.ceil(0.95 * len(each)) - 1)] if each else None
    return {"latency_mean": sum(r.latency for r in results) / answers if answers else None, "latency_p95": p95}


def result_order(result: EpisodeResult) -> tuple[Any, ...]:
    """Sort key listing results by suite, scenario id (numbers in ids by value: ``_8`` before ``_11``), trial."""
    return result.suite, natural_key(result.scenario_id), result.trial


#: Summary columns shown left-aligned (the others are numbers).
TEXT_COLUMNS = frozenset({"suite", "top errors", "model-judged turns"})


def summary_cells(summary: dict[str, Any]) -> tuple[list[str], list[list[str]]]:
    """The summary as table columns and rows of plain text (callers escape for their medium)."""
    ks = {row.get("k", "k") for row in summary["suites"].values() if "pass^k" in row}
    multi = bool(ks)
    columns = ["suite", "n", "accuracy (95% CI)", "turn acc.", "top errors", "tokens in/out", "cost $",
               "latency/answer s (mean, p95)"]
    if multi:
        k = ks.pop() if len(ks) == 1 else "k"  # k is the run's number of trials
        columns += [f"pass@{k}", f"pass^{k}", "flip"]
    judged = any("model_judge" in row for row in summary["suites"].values())
    if judged:
        columns.append("model-judged turns")
    rows = []
    for suite, row in summary["suites"].items():
        low, high = row["ci95"]
        errors = ", ".join(f"{name} {count}" for name, count in row["top_errors"]) or "-"
        cells = [
            suite, str(row["n"]), f"{row['accuracy']:.1%} ({low:.1%}–{high:.1%})", f"{row['turn_accuracy']:.1%}",
            errors, f"{row['input_tokens']}/{row['output_tokens']}", f"{row['cost']:.4f}", _latency_cell(row),
        ]
        if multi:
            cells += [f"{row.get('pass@k', 0):.1%}", f"{row.get('pass^k', 0):.1%}", f"{row.get('flip_rate', 0):.1%}"]
        if judged:
            cells.append(judge_cell(row.get("model_judge")))
        rows.append(cells)
    return columns, rows


def _latency_cell(row: dict[str, Any]) -> str:
    mean, p95 = row.get("latency_mean"), row.get("latency_p95")
    if mean is None:
        return "-"
    return f"{mean:.2f}, {p95:.2f}" if p95 is not None else f"{mean:.2f}, -"


def print_summary(summary: dict[str, Any], title: str = "toolsim results", run_dir: object = None) -> None:
    """Print the summary as a table, then the call-level metrics as a second one.

    Episodes that ended in a ``model_error`` are named in a line below the first table (with the
    command that runs them again in ``run_dir``, if given).
    """
    from rich.console import Console
    from rich.table import Table

    from sandbox.report.safe import terminal

    console = Console(width=None if sys.stdout.isatty() else 160)
    for name, (columns, rows) in ((title, summary_cells(summary)), ("call metrics", metric_cells(summary))):
        table = Table(title=terminal(name))  # names come from the command line: text, not markup
        for column in columns:
            table.add_column(column, justify="left" if column in TEXT_COLUMNS else "right")
        for cells in rows:
            table.add_row(*(terminal(cell) for cell in cells))
        console.print(table)
        if name == title:
            console.print(f"overall (unweighted mean over suites): [bold]{summary['overall']:.1%}[/bold] "
                          f"over {summary['episodes']} episodes")
            judges = sorted({name for row in summary["suites"].values() for name in row.get("model_judge", {}).get("judges", ())})
            if any("model_judge" in row for row in summary["suites"].values()):
                console.print(terminal(f"model-judged turns: the words of those ask and abstain turns were judged by "
                                       f"{', '.join(judges) or 'no model (every one fell back)'}, not by the "
                                       "deterministic classifier alone"))
            note = model_error_note(summary, run_dir)
            if note:
                console.print(f"[bold red]{terminal(note)}[/bold red]")
