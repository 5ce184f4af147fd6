"""A self-contained HTML page for a run: the summary, then each episode turn by turn next to its gold.

Every text that comes from a model, a tool or a scenario is escaped; the page has no script and
loads nothing. Episodes are rendered one trajectory at a time, failed ones by default, up to a
limit, so a large run gives a page a browser opens quickly.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from html import escape
from typing import Any

from sandbox.episode.loop import EpisodeResult
from sandbox.episode.trajectory import (
    EpisodeStart, Event, ModelErrorEvent, ModelEvent, ParsedEvent, ResultEvent, ToolsOffered, TruncatedEvent,
    UserMessageEvent, VerdictEvent, load_trajectory,
)
from sandbox.report.summary import TEXT_COLUMNS, summarize, summary_cells
from sandbox.run.rundir import RunDir

MAX_TEXT = 4000

_STYLE = """
body { font: 14px/1.45 system-ui, sans-serif; margin: 2em auto; max-width: 1100px; color: #222; }
table { border-collapse: collapse; margin: .5em 0; } td, th { border: 1px solid #ccc; padding: 3px 8px; }
th { background: #f3f3f3; text-align: left; } td.num { text-align: right; }
pre { background: #f7f7f7; padding: 6px 8px; white-space: pre-wrap; word-break: break-word; margin: 4px 0; }
details { border: 1px solid #ddd; border-radius: 4px; margin: 6px 0; padding: 4px 10px; }
summary { cursor: pointer; } .pass { color: #1a7f37; } .fail { color: #c62828; } .muted { color: #777; }
.turn { border-left: 3px solid #ccc; padding-left: 10px; margin: 10px 0; } .turn.fail { border-color: #c62828; }
.turn.pass { border-color: #1a7f37; } .cols { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
"""


def _text(value: str | None) -> str:
    text = value or ""
    if len(text) > MAX_TEXT:
        text = text[:MAX_TEXT] + f"\n... ({len(value or '') - MAX_TEXT} more characters)"
    return f"<pre>{escape(text)}</pre>"


def _table(header: Sequence[str], rows: Iterable[Sequence[str]], numeric: frozenset[int] = frozenset()) -> str:
    head = "".join(f"<th>{escape(h)}</th>" for h in header)
    body = "".join(
        "<tr>" + "".join(f"<td class=\"num\">{c}</td>" if i in numeric else f"<td>{c}</td>" for i, c in enumerate(row))
        + "</tr>"
        for row in rows
    )
    return f"<table><tr>{head}</tr>{body}</table>"


def _summary(results: Sequence[EpisodeResult], trials: int) -> str:
    summary = summarize(results, trials)
    columns, rows = summary_cells(summary)
    numeric = frozenset(i for i, column in enumerate(columns) if column not in TEXT_COLUMNS)
    table = _table(columns, ([escape(cell) for cell in cells] for cells in rows), numeric)
    return f"{table}<p>overall (unweighted mean over suites): <b>{summary['overall']:.1%}</b> " \
           f"over {summary['episodes']} episodes</p>"


def _turn_html(index: int, events: list[Event], gold: list[str], verdict: dict[str, Any] | None) -> str:
    parts: list[str] = []
    for event in events:
        if isinstance(event, UserMessageEvent):
            label = "user (supplied by toolsim)" if event.synthetic else "user"
            parts.append(f"<div><b>{label}</b>{_text(event.content)}</div>")
        elif isinstance(event, ToolsOffered) and event.added:
            parts.append(f"<div class=\"muted\">functions added: {escape(', '.join(event.added))}</div>")
        elif isinstance(event, ModelEvent):
            shown = event.text if event.text is not None else json.dumps(event.tool_calls, ensure_ascii=False)
            parts.append(f"<div><b>model, step {event.step}</b>{_text(shown)}</div>")
        elif isinstance(event, ParsedEvent) and event.parse_error:
            parts.append(f"<div class=\"fail\">parse error ({escape(event.parse_error_kind or '')}): "
                         f"{escape(event.parse_error[:500])}</div>")
        elif isinstance(event, ResultEvent):
            result = event.result
            parts.append(f"<div>&rarr; <code>{escape(str(result.call))}</code> [{escape(result.status)}]"
                         f"{_text(result.output)}</div>")
        elif isinstance(event, ModelErrorEvent):
            parts.append(f"<div class=\"fail\">model error ({escape(event.error_kind)}): {escape(event.message)}</div>")
        elif isinstance(event, TruncatedEvent):
            parts.append(f"<div class=\"fail\">step limit reached after {event.steps} steps</div>")
    passed = verdict.get("passed") if verdict else None
    state = "muted" if passed is None else ("pass" if passed else "fail")
    label = "not scored" if passed is None else ("passed" if passed else f"failed: {verdict.get('error_class') if verdict else ''}")
    gold_html = "".join(f"<code>{escape(call)}</code><br>" for call in gold) or "<span class=\"muted\">(no calls)</span>"
    check = ""
    if verdict and verdict.get("diff"):
        rows = [[escape(str(d.get("path"))), escape(repr(d.get("expected"))[:400]), escape(repr(d.get("actual"))[:400])]
                for d in verdict["diff"][:50]]
        check += "<b>state differs from gold</b>" + _table(["path", "gold", "model"], rows)
    if verdict and verdict.get("missing_outputs"):
        check += "<b>gold outputs the model never produced</b>" + "".join(_text(o) for o in verdict["missing_outputs"][:10])
    return (f"<div class=\"turn {state}\"><b>turn {index}</b> <span class=\"{state}\">{escape(label)}</span>"
            f"<div class=\"cols\"><div>{''.join(parts)}</div><div><b>gold</b><br>{gold_html}</div></div>{check}</div>")


def episode_html(result: EpisodeResult, events: list[Event], trajectory: str) -> str:
    """One episode as a collapsible block: each turn's conversation and calls next to the gold."""
    start = events[0] if events and isinstance(events[0], EpisodeStart) else None
    turns: dict[int, list[Event]] = {}
    verdicts: dict[int, dict[str, Any]] = {}
    for event in events:
        if isinstance(event, VerdictEvent):
            verdicts[event.turn] = event.verdict
        elif not isinstance(event, EpisodeStart):
            turns.setdefault(event.turn, []).append(event)
    count = len(start.scenario.turns) if start else (max(turns) + 1 if turns else 0)
    body = "".join(
        _turn_html(i, turns.get(i, []), start.scenario.turns[i].ground_truth if start else [], verdicts.get(i))
        for i in range(count)
    )
    outcome = "passed" if result.passed else f"{result.error_class} at turn {result.error_turn}"
    css = "pass" if result.passed else "fail"
    head = f"{escape(result.suite)} &middot; {escape(result.scenario_id)} &middot; trial {result.trial}"
    return (f"<details><summary>{head} &mdash; <span class=\"{css}\">{escape(outcome)}</span></summary>"
            f"<p class=\"muted\">replay: <code>toolsim replay {escape(trajectory)}</code></p>{body}</details>")


def render_run(rundir: RunDir, meta: dict[str, Any], results: Sequence[EpisodeResult], *,
               include_passed: bool = False, limit: int = 500) -> str:
    """The whole page for a run directory.

    Args:
        rundir: The run (where its trajectories are).
        meta: Its ``run.json``.
        results: Its results.
        include_passed: Show passed episodes too (default: failed ones only).
        limit: The most episodes to render (the page says how many were left out).
    """
    chosen = [r for r in results if include_passed or not r.passed]
    shown = chosen[:limit]
    blocks = []
    for result in shown:
        path = rundir.path / result.trajectory
        try:
            events = load_trajectory(path)
        except (OSError, ValueError) as err:
            blocks.append(f"<p class=\"fail\">{escape(result.scenario_id)}: trajectory unreadable ({escape(str(err))})</p>")
            continue
        blocks.append(episode_html(result, events, str(path)))
    left = len(chosen) - len(shown)
    more = f"<p class=\"muted\">{left} more episodes not shown (raise the limit).</p>" if left else ""
    kind = "episodes" if include_passed else "failed episodes"
    title = f"toolsim · {meta.get('model')} · {meta.get('mode')} mode"
    facts = _table(["key", "value"], [[escape(k), escape(json.dumps(v))] for k, v in sorted(meta.items())])
    return (f"<!doctype html><html><head><meta charset=\"utf-8\"><title>{escape(title)}</title>"
            f"<style>{_STYLE}</style></head><body><h1>{escape(title)}</h1>"
            f"<details><summary>run.json</summary>{facts}</details>{_summary(results, int(meta.get('trials', 1)))}"
            f"<h2>{len(chosen)} {kind}</h2>{''.join(blocks)}{more}</body></html>")
