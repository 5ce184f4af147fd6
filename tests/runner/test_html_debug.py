"""The report points at the cause: an index of failures, calls aligned with the gold's, short state paths."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sandbox.commands.cli import main
from sandbox.episode.config import EpisodeResult
from sandbox.report.explain import align_calls, short_path
from sandbox.report.failures import group_failures
from sandbox.report.html import render_run
from sandbox.run.rundir import RunDir
from sandbox.run.suites import load_suite
from tests.gold_words import gold_reply
from sandbox.tools.registry import DOMAINS


def test_state_paths_are_short_and_readable() -> None:
    assert short_path("root['file_system']['root']['contents']['reports']['contents']['2024']") == \
        "file_system › root › reports › 2024"
    assert short_path("root['file_system']['root']['contents']['a.txt']['contents']") == \
        "file_system › root › a.txt › contents"  # a leaf named contents is the file's text: kept
    assert short_path("root['trading']['orders']['12345']['status']") == "trading › orders › 12345 › status"
    assert short_path("root['ticket']['tickets'][0]") == "ticket › tickets › [0]"
    assert short_path("root['a\\'b']['x y']") == "a'b › x y"
    assert short_path("not a path") == "not a path" and short_path("root[oops]") == "root[oops]"


def test_calls_are_aligned_with_the_gold_call_by_call() -> None:
    specs = {name: spec for name, spec in DOMAINS.get("file_system").tools.items()}
    rows = align_calls(
        ["cd(folder='reports')", "mkdir(dir_name='2025')", "mv(source='a', destination='2025')", "ls(a=False)"],
        ["cd('reports')", "mkdir(dir_name='2024')", "touch(file_name='x')", "ls()"], specs)
    assert [(r.kind, r.gold, r.model) for r in rows] == [
        ("same", "cd(folder='reports')", "cd('reports')"),  # positional arguments bound to their names
        ("arguments", "mkdir(dir_name='2025')", "mkdir(dir_name='2024')"),
        ("missing", "mv(source='a', destination='2025')", None),
        ("extra", None, "touch(file_name='x')"),
        ("same", "ls(a=False)", "ls()"),  # an omitted optional argument is at its default
    ]
    assert rows[1].detail == ["dir_name: gold '2025', model '2024'"]
    swapped = align_calls(["cd(folder='a')", "ls()"], ["ls()", "cd(folder='b')"], specs)
    assert sorted(r.kind for r in swapped) == ["arguments", "same"]  # the same functions in another order pair up
    assert align_calls([], ["ls()"], specs)[0].kind == "extra" and align_calls(["ls()"], [], specs)[0].kind == "missing"


def _result(scenario_id: str, error: str | None, trial: int = 0) -> EpisodeResult:
    return EpisodeResult(scenario_id=scenario_id, suite="s", category="base", trial=trial, passed=error is None,
                         error_class=error, error_turn=1 if error else None, turn_accuracy=0.0, turns=[])


def test_failures_are_grouped_by_first_error_class_then_domain() -> None:
    groups = group_failures([(_result("a", "state_mismatch"), ["file_system"]),
                             (_result("b", "state_mismatch"), ["file_system", "message"]),
                             (_result("c", "no_call"), ["math"]),
                             (_result("d", "state_mismatch"), ["message"])])
    assert [(g.error_class, g.episodes) for g in groups] == [("state_mismatch", 3), ("no_call", 1)]
    assert [(d.domain, [r.scenario_id for r in d.results]) for d in groups[0].domains] == [
        ("file_system", ["a", "b"]), ("message", ["b", "d"])]  # an episode counts in each of its domains


@pytest.fixture(scope="module")
def run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Three failed file-system episodes (two state mismatches, a parse error) and a passed one."""
    root = tmp_path_factory.mktemp("debug_html")
    scenarios = [s for s in load_suite("base") if set(s.domains) == {"file_system"}][:4]
    lines = []
    for n, scenario in enumerate(scenarios):
        steps = [[list(t.ground_truth), gold_reply(scenario, i)] for i, t in enumerate(scenario.turns)]
        if n < 2:
            steps[0] = [[*scenario.turns[0].ground_truth[:-1], "mkdir(dir_name='not_in_gold')"]]
        elif n == 2:
            steps[0] = [["[this is prose, no call]"]]
        lines.append({"id": scenario.id, "result": steps})
    script = root / "script.jsonl"
    script.write_text("".join(json.dumps(line) + "\n" for line in lines))
    suite = root / "four.jsonl"
    suite.write_text("".join(s.model_dump_json() + "\n" for s in scenarios))
    out = root / "run"
    assert main(["run", str(suite), "--model", f"scripted:{script}", "--out", str(out), "--no-progress"]) == 0
    return out


def _page(run: Path, **options: object) -> str:
    rundir = RunDir(run)
    return render_run(rundir, rundir.meta(), rundir.results(), **options)  # type: ignore[arg-type]


def test_the_page_opens_on_an_index_of_failures_with_links(run: Path) -> None:
    page = _page(run)
    results = {r.scenario_id: r for r in RunDir(run).results()}
    failed = sorted(r.scenario_id for r in results.values() if not r.passed)
    assert len(failed) == 3
    body = page.split("<body>", 1)[1]
    assert body.index("Failures: 3 of 4 episodes") < body.index("<h2>Summary</h2>") < body.index("3 failed episodes")
    index = body[:body.index("<h2>Summary</h2>")]
    assert "<b>state_mismatch</b>" in index and "<b>parse_error</b>" in index and ">file_system<" in index
    assert index.index("state_mismatch") < index.index("parse_error")  # most failures first
    for n in range(3):
        assert f'href="#ep-{n}"' in index and f'<details id="ep-{n}"' in page
    one = _page(run, limit=1)  # an episode not on the page is listed without a link
    assert 'href="#ep-0"' in one and 'href="#ep-1"' not in one and 'class="muted">' in one


def test_a_failed_turn_aligns_its_calls_and_shortens_its_paths(run: Path) -> None:
    page = _page(run)
    assert "calls, aligned with the gold" in page
    assert '<td class="kind">extra</td>' in page and "mkdir(dir_name=&#x27;not_in_gold&#x27;)" in page
    assert '<td class="kind">missing</td>' in page
    assert "file_system › root › " in page and "title=\"root[&#x27;file_system&#x27;]" in page
    assert "root[&#x27;file_system&#x27;]</td>" not in page  # the raw path is a tooltip, not the cell


def test_a_simulated_users_answer_and_a_forks_origin_are_shown(tmp_path: Path) -> None:
    from tests.runner.test_users import QUESTION, _Asker, _miss_param

    import asyncio

    from sandbox.episode.loop import run_episode
    from sandbox.episode.user import ReactiveUser

    scenario = _miss_param()
    result, events = asyncio.run(run_episode(scenario, _Asker(2), user=ReactiveUser()))  # type: ignore[arg-type]
    result.passed = False  # shown among the failures
    rundir = RunDir(tmp_path / "run")
    meta = {"model": "asker", "mode": "fc", "suites": ["miss_param"], "trials": 1,
            "forked_from": {"trajectory": "t.jsonl", "model": "m", "turn": 2, "edit": "2:0=ls()"}}
    rundir.create(meta)
    rundir.record(result, events)
    page = render_run(rundir, meta, rundir.results())
    assert "user (reactive), answering step 0" in page and QUESTION.replace("'", "&#x27;") in page
    assert "a fork of t.jsonl (recorded by m) at turn 2, with the edit 2:0=ls()" in page
