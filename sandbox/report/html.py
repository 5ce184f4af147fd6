"""A self-contained HTML page for a run: the summary, then each episode turn by turn next to its gold.

Every text that comes from a model, a tool or a scenario is escaped (sandbox/report/safe.py: markup and
control characters); the page has no script and
loads nothing. It opens on an index of the failed episodes by first error class and domain, with
links (sandbox/report/html_debug.py). Episodes are rendered one trajectory at a time, failed ones by
default, up to a limit, so a large run gives a page a browser opens quickly. The first failed
episode is open; in each episode the turn that failed first is marked as the failure, and later
failed turns are shown as what may only be its consequences. A failed turn lines its calls up with
the gold's, call by call, and shows its state diff with short paths. The fixed reply toolsim sends
for a scripted model or the oracle that has no further call is explained once, and marked in a
line where it occurs, never shown as model output.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from typing import Any

from sandbox.episode.loop import EpisodeResult
from sandbox.episode.trajectory import (
    EpisodeStart, Event, ModelErrorEvent, ModelEvent, ParsedEvent, ResultEvent, ToolsOffered, TruncatedEvent,
    UserMessageEvent, VerdictEvent, load_trajectory,
)
from sandbox.models.oracle import NO_CALL_TEXT
from sandbox.report.domains import domain_cells, domain_summary, episode_domains
from sandbox.report.failures import group_failures
from sandbox.report.html_debug import (
    STAND_IN_LEGEND, STYLE, aligned_html, diff_html, index_html, result_key, specs_of, stand_in_marker,
)
from sandbox.report.leaderboard import Leaderboard, build, table_cells
from sandbox.report.metrics import metric_cells
from sandbox.report.plots import html_images
from sandbox.report.safe import html as escape
from sandbox.report.safe import redacted_url
from sandbox.report.summary import TEXT_COLUMNS, result_order, summarize, summary_cells
from sandbox.run.rundir import RunDir
from sandbox.tools.spec import ToolSpec

MAX_TEXT = 4000

_STYLE = """
body { font: 14px/1.45 system-ui, sans-serif; margin: 2em auto; max-width: 1240px; padding: 0 1em; color: #222; }
table { border-collapse: collapse; margin: .5em 0; } td, th { border: 1px solid #ccc; padding: 3px 8px; }
th { background: #f3f3f3; text-align: left; } td.num { text-align: right; }
pre { background: #f7f7f7; padding: 6px 8px; white-space: pre-wrap; word-break: break-word; margin: 4px 0; }
details { border: 1px solid #ddd; border-radius: 4px; margin: 6px 0; padding: 4px 10px; }
summary { cursor: pointer; } .pass { color: #1a7f37; } .fail { color: #c62828; } .muted { color: #777; }
.later { color: #a15c00; } .cols { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
.turn { border-left: 3px solid #ccc; padding-left: 10px; margin: 10px 0; } .turn-pass { border-color: #1a7f37; }
.turn-first { border-left: 6px solid #c62828; background: #fff5f5; padding: 6px 10px; }
.turn-later { border-left: 3px dashed #e0a040; } .turn-later .head { color: #a15c00; }
.head { font-weight: bold; margin-bottom: 4px; } .badge { background: #c62828; color: #fff; border-radius: 3px;
  padding: 1px 6px; font-size: 12px; margin-right: 6px; }
.note { color: #555; font-style: italic; border: 1px dashed #bbb; border-radius: 3px; padding: 3px 8px; margin: 4px 0; }
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


def _plain_table(columns: Sequence[str], rows: Iterable[Sequence[str]], text: frozenset[str]) -> str:
    """A table of plain text cells (escaped here); the columns not in ``text`` are numbers."""
    numeric = frozenset(i for i, column in enumerate(columns) if column not in text)
    return _table(columns, ([escape(cell) for cell in cells] for cells in rows), numeric)


def _summary(rundir: RunDir, meta: dict[str, Any], results: Sequence[EpisodeResult]) -> str:
    summary = summarize(results, int(meta.get("trials", 1)))
    table = _plain_table(*summary_cells(summary), TEXT_COLUMNS)
    metrics = _plain_table(*metric_cells(summary), frozenset({"suite"}))
    domains = _plain_table(*domain_cells(domain_summary(results, episode_domains(rundir, results))), frozenset({"domain"}))
    pictures = html_images(build([rundir])) if results else ""
    return f"{table}<p>overall (unweighted mean over suites): <b>{summary['overall']:.1%}</b> " \
           f"over {summary['episodes']} episodes</p><h3>call metrics</h3>{metrics}" \
           f"<h3>per domain</h3>{domains}<p class=\"muted\">an episode counts in each domain its scenario uses</p>" \
           f"{pictures}"


def _gold_outputs(events: list[Event]) -> list[list[str]]:
    """Each turn's gold results, from a fresh replay of the gold (empty when it cannot be replayed)."""
    from sandbox.report.replay import replay

    try:
        return [turn.gold_outputs for turn in replay(events).turns]
    except Exception:  # noqa: BLE001 - an unknown domain or broken gold: the outputs are shown unpaired
        return []


def _missing_html(missing: list[str], gold: list[str], outputs: list[str]) -> str:
    """The gold results the model never produced, each after the gold call that gives it."""
    used: set[int] = set()
    items = []
    for output in missing[:10]:
        index = next((i for i, o in enumerate(outputs) if o == output and i not in used), None)
        shown = _text(output) if output else "<span class=\"muted\">(an empty result)</span>"
        if output == "None":
            shown += "<span class=\"muted\">(the tool returns nothing: its result is the text None, as in BFCL)</span>"
        if index is not None and len(outputs) == len(gold):
            used.add(index)
            items.append(f"<div><code>{escape(gold[index])}</code> gives{shown}</div>")
        else:
            items.append(f"<div>a gold call gives{shown}</div>")
    return "<b>gold results the model never produced</b>" + "".join(items)


def _event_html(event: Event, model: str) -> str:
    """One event of a turn as HTML ('' for events the page does not show)."""
    if isinstance(event, UserMessageEvent):
        if event.step is not None:  # a simulated user's answer within the turn
            return (f"<div class=\"reply\"><b>user ({escape(event.user or 'simulated')}), answering step "
                    f"{event.step}</b>{_text(event.content)}</div>")
        label = "user (supplied by toolsim)" if event.synthetic else "user"
        return f"<div><b>{label}</b>{_text(event.content)}</div>"
    if isinstance(event, ToolsOffered) and event.added:
        return f"<div class=\"muted\">functions added: {escape(', '.join(event.added))}</div>"
    if isinstance(event, ModelEvent):
        if event.text == NO_CALL_TEXT and not event.tool_calls and not event.decoded:
            return stand_in_marker(event.step)
        shown = event.text if event.text is not None else json.dumps(event.tool_calls, ensure_ascii=False)
        return f"<div><b>model, step {event.step}</b>{_text(shown)}</div>"
    if isinstance(event, ParsedEvent) and event.parse_error:
        return (f"<div class=\"fail\">parse error ({escape(event.parse_error_kind or '')}): "
                f"{escape(event.parse_error[:500])}</div>")
    if isinstance(event, ResultEvent):
        result = event.result
        return f"<div>&rarr; <code>{escape(str(result.call))}</code> [{escape(result.status)}]{_text(result.output)}</div>"
    if isinstance(event, ModelErrorEvent):
        return f"<div class=\"fail\">model error ({escape(event.error_kind)}): {escape(event.message)}</div>"
    if isinstance(event, TruncatedEvent):
        return f"<div class=\"fail\">step limit reached after {event.steps} steps</div>"
    return ""


def _turn_html(index: int, events: list[Event], gold: list[str], verdict: dict[str, Any] | None,
               first_failure: int | None, model: str, gold_outputs: list[str],
               specs: dict[str, ToolSpec] | None = None) -> str:
    parts = "".join(_event_html(event, model) for event in events)
    passed = verdict.get("passed") if verdict else None
    error = str(verdict.get("error_class") or "") if verdict else ""
    anchor = ""
    if verdict is None:
        css, label = "turn", "<span class=\"muted\">not judged (the episode ended before this turn)</span>"
    elif verdict.get("skipped"):
        css = "turn turn-later" if passed is False else "turn"
        label = f"<span class=\"later\">skipped: the episode stopped at an earlier turn ({escape(error)})</span>"
    elif passed is None:
        abstained = verdict.get("abstained")
        kept = "" if abstained is None else (": the model left the state unchanged" if abstained
                                             else ": the model changed the state")
        label = f"<span class=\"muted\">not scored (no gold calls{kept})</span>"
        css = "turn"
    elif passed:
        css, label = "turn turn-pass", "<span class=\"pass\">passed</span>"
    elif index == first_failure:
        css, anchor = "turn turn-first", " id=\"first-failure\""
        label = f"<span class=\"badge\">first failure</span><span class=\"fail\">failed: {escape(error)}</span>"
    else:
        css = "turn turn-later"
        carried = (f" &mdash; the state may differ only because of turn {first_failure}"
                   if error in ("state_mismatch", "response_mismatch") else "")
        label = f"<span class=\"later\">also failed: {escape(error)}, after the first failure (turn {first_failure}){carried}</span>"
    gold_html = "".join(f"<code>{escape(call)}</code><br>" for call in gold) or "<span class=\"muted\">(no calls)</span>"
    check = ""
    if passed is False and not verdict.get("skipped") and gold:  # type: ignore[union-attr]
        check += aligned_html(gold, events, specs or {})
    if verdict and verdict.get("diff"):
        check += diff_html(verdict["diff"])
    if verdict and verdict.get("missing_outputs"):
        check += _missing_html(list(verdict["missing_outputs"]), gold, gold_outputs)
    return (f"<div class=\"{css}\"{anchor}><div class=\"head\">turn {index} {label}</div>"
            f"<div class=\"cols\"><div>{parts}</div><div><b>gold</b><br>{gold_html}</div></div>{check}</div>")


def episode_html(result: EpisodeResult, events: list[Event], trajectory: str, *, open_: bool = False,
                 anchor: str = "") -> str:
    """One episode as a collapsible block: each turn's conversation and calls next to the gold.

    The first failed turn is marked as the failure (with the ``first-failure`` anchor when ``open_``),
    its calls aligned with the gold's; later failed turns are marked as coming after it. ``anchor``
    is the block's id (the index links to it).
    """
    start = events[0] if events and isinstance(events[0], EpisodeStart) else None
    turns: dict[int, list[Event]] = {}
    verdicts: dict[int, dict[str, Any]] = {}
    for event in events:
        if isinstance(event, VerdictEvent):
            verdicts[event.turn] = event.verdict
        elif not isinstance(event, EpisodeStart):
            turns.setdefault(event.turn, []).append(event)
    count = len(start.scenario.turns) if start else (max(turns) + 1 if turns else 0)
    failed = sorted(turn for turn, verdict in verdicts.items() if verdict.get("passed") is False)
    first = failed[0] if failed else None
    outputs = _gold_outputs(events) if failed else []
    model = start.model if start else "the model"
    specs = specs_of(start.scenario) if start and failed else {}
    body = "".join(
        _turn_html(i, turns.get(i, []), start.scenario.turns[i].ground_truth if start else [], verdicts.get(i), first,
                   model, outputs[i] if i < len(outputs) else [], specs)
        for i in range(count)
    )
    if not open_:
        body = body.replace(" id=\"first-failure\"", "")
    outcome = "passed" if result.passed else f"{result.error_class} at turn {result.error_turn}"
    css = "pass" if result.passed else "fail"
    head = f"{escape(result.suite)} &middot; {escape(result.scenario_id)} &middot; trial {result.trial}"
    ident = f" id=\"{escape(anchor)}\"" if anchor else ""
    return (f"<details{ident}{' open' if open_ else ''}><summary>{head} &mdash; <span class=\"{css}\">{escape(outcome)}</span>"
            f"</summary><p class=\"muted\">replay: <code>toolsim replay {escape(trajectory)}</code></p>{body}</details>")


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
    chosen = sorted((r for r in results if include_passed or not r.passed), key=result_order)
    shown = chosen[:limit]
    anchors = {result_key(r): f"ep-{n}" for n, r in enumerate(shown)}
    failed = sorted((r for r in results if not r.passed), key=result_order)
    index = index_html(group_failures(list(zip(failed, episode_domains(rundir, failed)))), anchors, len(failed),
                       len(results))
    blocks = []
    opened = False
    for result in shown:
        path = rundir.path / result.trajectory
        try:
            events = load_trajectory(rundir.trajectory_of(result))
        except (OSError, ValueError) as err:
            blocks.append(f"<p class=\"fail\">{escape(result.scenario_id)}: trajectory unreadable ({escape(str(err))})</p>")
            continue
        open_ = not opened and not result.passed  # the first failure is open, the rest wait for a click
        opened = opened or open_
        blocks.append(episode_html(result, events, str(path), open_=open_, anchor=anchors[result_key(result)]))
    left = len(chosen) - len(shown)
    more = f"<p class=\"muted\">{left} more episodes not shown (raise the limit).</p>" if left else ""
    kind = "episodes" if include_passed else "failed episodes"
    jump = "<p><a href=\"#first-failure\">go to the first failed turn</a> (its episode is open)</p>" if opened else ""
    title = f"toolsim · {meta.get('model')} · {meta.get('mode')} mode"
    recorded = {**meta, "api_base": redacted_url(meta["api_base"])} if isinstance(meta.get("api_base"), str) else meta
    facts = _table(["key", "value"], [[escape(k), escape(json.dumps(v))] for k, v in sorted(recorded.items())])
    episodes = "".join(blocks)
    legend = STAND_IN_LEGEND if "class=\"standin\"" in episodes else ""
    return (f"<!doctype html><html><head><meta charset=\"utf-8\"><title>{escape(title)}</title>"
            f"<style>{_STYLE}{STYLE}</style></head><body><h1>{escape(title)}</h1>{_origin(meta)}{index}"
            f"<h2>Summary</h2><details><summary>run.json</summary>{facts}</details>"
            f"{_summary(rundir, meta, results)}"
            f"<h2>{len(chosen)} {kind}</h2>{jump}{legend}{episodes}{more}</body></html>")


def _origin(meta: dict[str, Any]) -> str:
    """What a fork was forked from (its ``run.json`` says), in one line."""
    origin = meta.get("forked_from")
    if not isinstance(origin, dict):
        return ""
    edit = f", with the edit {origin.get('edit')}" if origin.get("edit") else ""
    return (f"<p class=\"legend\">a fork of {escape(str(origin.get('trajectory')))} (recorded by "
            f"{escape(str(origin.get('model')))}) at turn {escape(str(origin.get('turn')))}{escape(edit)}</p>")


def _leaderboard_table(board: Leaderboard) -> str:
    """The table with each suite's interval on a second, smaller line."""
    columns, rows = table_cells(board)
    first_suite = 4  # rank, model, mode, overall, then the suites
    html_rows = []
    for row, cells in zip(board.rows, rows, strict=True):
        shown = [escape(cell) for cell in cells]
        for offset, suite in enumerate(board.suites):
            cell = row.cells.get(suite)
            if cell is not None:
                shown[first_suite + offset] = (f"{cell.accuracy:.1%}<br><span class=\"muted\" style=\"white-space: nowrap\">"
                                               f"{cell.low * 100:.1f}&ndash;{cell.high * 100:.1f}</span>")
        html_rows.append(shown)
    numeric = frozenset(i for i, column in enumerate(columns) if column not in ("model", "mode"))
    return f"<div style=\"overflow-x: auto\">{_table(columns, html_rows, numeric)}</div>"


def render_leaderboard(board: Leaderboard) -> str:
    """A self-contained page of a leaderboard: the table, the runs it reads and (with matplotlib) its pictures."""
    runs = "".join(f"<li>{escape(row.label)}: {escape(', '.join(row.runs))}</li>" for row in board.rows)
    warnings = "".join(f"<p class=\"later\">{escape(w)}</p>" for w in board.warnings)
    return (f"<!doctype html><html><head><meta charset=\"utf-8\"><title>toolsim leaderboard</title>"
            f"<style>{_STYLE} body {{ max-width: 96vw; }}</style></head><body><h1>toolsim leaderboard</h1>"
            f"{_leaderboard_table(board)}"
            f"<p class=\"muted\">overall: unweighted mean over the suites (none for a row that lacks one); suites: "
            f"accuracy and its 95% interval; call metrics pooled over the row's episodes</p>{warnings}"
            f"{html_images(board)}<h3>runs</h3><ul>{runs}</ul></body></html>")
