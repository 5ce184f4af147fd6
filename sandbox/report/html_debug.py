"""The parts of the HTML report that point at a failure's cause: the index, the call alignment, the state diff.

Every text that comes from a model, a tool or a scenario is escaped here as in sandbox/report/html.py.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from sandbox.episode.loop import EpisodeResult
from sandbox.episode.scenario import Scenario
from sandbox.episode.trajectory import Event, ResultEvent
from sandbox.report.explain import KIND_LABELS, CallRow, align_calls, short_path
from sandbox.report.failures import ClassGroup
from sandbox.report.safe import html as escape
from sandbox.tools.spec import ToolSpec

#: Links listed per (error class, domain) row of the index; the rest are counted.
MAX_INDEX_LINKS = 12
#: Characters of a value shown in a state-diff cell.
MAX_VALUE = 300

STYLE = """
.index td { vertical-align: top; } .index .count { text-align: right; font-weight: bold; }
.index a { margin-right: 8px; white-space: nowrap; } .legend { color: #555; font-size: 13px; }
.calls td { vertical-align: top; } .calls code { white-space: pre-wrap; word-break: break-word; }
tr.k-same td.kind { color: #1a7f37; } tr.k-arguments td.kind { color: #a15c00; font-weight: bold; }
tr.k-missing td.kind { color: #c62828; font-weight: bold; } tr.k-extra td.kind { color: #6a3fb5; font-weight: bold; }
tr.k-arguments, tr.k-missing, tr.k-extra { background: #fffaf0; } .argdiff { color: #a15c00; font-size: 13px; }
.standin { color: #777; font-size: 13px; margin: 2px 0; } .diff td.path { white-space: nowrap; }
.reply { border-left: 3px solid #6a3fb5; padding-left: 6px; }
"""

#: The one explanation of the stand-in reply, shown once above the episodes.
STAND_IN_LEGEND = ("<p class=\"legend\"><i>no further call</i> marks a step where a scripted model or the oracle "
                   "had nothing more to call, so the turn ends there: toolsim records a fixed stand-in reply in "
                   "its place, which the model did not write.</p>")


def stand_in_marker(step: int) -> str:
    """The one-line mark of a stand-in reply within a turn (see :data:`STAND_IN_LEGEND`)."""
    return f"<div class=\"standin\">step {step}: <i>no further call</i>, the turn ends</div>"


def index_html(groups: Sequence[ClassGroup], anchors: Mapping[tuple[str, str, int], str], failed: int,
               episodes: int) -> str:
    """The index the page opens on: failed episodes by first error class and domain, with counts and links.

    Args:
        groups: The failures, grouped (sandbox/report/failures.py).
        anchors: ``(suite, scenario id, trial)`` -> the id of the episode's block on the page (an
            episode not shown has none and is listed without a link).
        failed: Failed episodes in the run.
        episodes: Episodes in the run.
    """
    if not groups:
        return f"<h2>No failures</h2><p>all {episodes} episodes passed.</p>"
    rows = []
    for group in groups:
        for n, domain in enumerate(group.domains):
            links = []
            for result in domain.results[:MAX_INDEX_LINKS]:
                label = escape(f"{result.scenario_id} t{result.trial} · turn {result.error_turn}")
                anchor = anchors.get((result.suite, result.scenario_id, result.trial))
                links.append(f"<a href=\"#{anchor}\">{label}</a>" if anchor else f"<span class=\"muted\">{label}</span>")
            if len(domain.results) > MAX_INDEX_LINKS:
                links.append(f"<span class=\"muted\">and {len(domain.results) - MAX_INDEX_LINKS} more</span>")
            head = (f"<td rowspan=\"{len(group.domains)}\"><b>{escape(group.error_class)}</b></td>"
                    f"<td class=\"count\" rowspan=\"{len(group.domains)}\">{group.episodes}</td>") if n == 0 else ""
            rows.append(f"<tr>{head}<td>{escape(domain.domain)}</td><td class=\"count\">{len(domain.results)}</td>"
                        f"<td>{' '.join(links)}</td></tr>")
    return (f"<h2>Failures: {failed} of {episodes} episodes</h2>"
            "<table class=\"index\"><tr><th>first error</th><th>episodes</th><th>domain</th><th>in it</th>"
            "<th>episode, trial and first failed turn</th></tr>" + "".join(rows) + "</table>"
            "<p class=\"legend\">grouped by the class of each episode's first failure; an episode counts in each "
            "domain its scenario uses. A link opens the episode below.</p>")


def turn_calls(events: Sequence[Event]) -> list[Any]:
    """The calls the model made in a turn's events, in order (as recorded)."""
    return [event.result.call for event in events if isinstance(event, ResultEvent)]


def specs_of(scenario: Scenario) -> dict[str, ToolSpec]:
    """The scenario's tools by the names shown (empty when a domain is unknown here)."""
    from sandbox.judge.gold import domains_of

    try:
        return {name: spec for domain in domains_of(scenario) for name, spec in domain.tools.items()}
    except (LookupError, ValueError):
        return {}


def calls_html(rows: Sequence[CallRow]) -> str:
    """A failed turn's calls beside the gold's, call by call."""
    if not rows:
        return ""
    body = []
    for row in rows:
        gold = f"<code>{escape(row.gold)}</code>" if row.gold else "<span class=\"muted\">&mdash;</span>"
        model = f"<code>{escape(row.model)}</code>" if row.model else "<span class=\"muted\">&mdash;</span>"
        detail = "".join(f"<div class=\"argdiff\">{escape(line)}</div>" for line in row.detail)
        body.append(f"<tr class=\"k-{row.kind}\"><td class=\"kind\">{KIND_LABELS[row.kind]}</td><td>{gold}</td>"
                    f"<td>{model}{detail}</td></tr>")
    return ("<b>calls, aligned with the gold</b><table class=\"calls\"><tr><th></th><th>gold</th><th>model</th></tr>"
            + "".join(body) + "</table>")


def aligned_html(gold: Sequence[str], events: Sequence[Event], specs: Mapping[str, ToolSpec]) -> str:
    """:func:`calls_html` of a turn's gold and recorded events."""
    return calls_html(align_calls(gold, turn_calls(events), specs))


def _value(value: Any) -> str:
    if value == "<missing>":
        return "<span class=\"muted\">(absent)</span>"
    text = json.dumps(value, ensure_ascii=False, default=str)
    cut = f"… ({len(text) - MAX_VALUE} more characters)" if len(text) > MAX_VALUE else ""
    return f"<code>{escape(text[:MAX_VALUE])}</code>{escape(cut)}"


def diff_html(diff: Sequence[Mapping[str, Any]], limit: int = 50) -> str:
    """A turn's state diff with short paths (the full path on hover)."""
    rows = []
    for d in diff[:limit]:
        path = str(d.get("path"))
        rows.append(f"<tr><td class=\"path\" title=\"{escape(path)}\">{escape(short_path(path))}</td>"
                    f"<td>{_value(d.get('expected'))}</td><td>{_value(d.get('actual'))}</td></tr>")
    more = f"<p class=\"muted\">and {len(diff) - limit} more differences</p>" if len(diff) > limit else ""
    return ("<b>state differs from gold</b><table class=\"diff\"><tr><th>where</th><th>gold</th><th>model</th></tr>"
            + "".join(rows) + "</table>" + more)


def result_key(result: EpisodeResult) -> tuple[str, str, int]:
    """An episode's key in a run."""
    return result.suite, result.scenario_id, result.trial
