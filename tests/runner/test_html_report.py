"""``toolsim report --html``: a self-contained page that shows each failed turn next to its gold, escaped."""

from __future__ import annotations

import json
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from sandbox.commands.cli import main
from sandbox.report.html import render_run
from sandbox.run.rundir import RunDir
from sandbox.run.suites import load_suite


class _Tags(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)


def _render(run: Path, **options: Any) -> str:
    rundir = RunDir(run)
    return render_run(rundir, rundir.meta(), rundir.results(), **options)


@pytest.fixture(scope="module")
def run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("html")
    scenarios = [s for s in load_suite("base") if set(s.domains) == {"file_system"}][:3]
    hostile = "<script>alert(1)</script> [/bold]"
    lines = [
        {"id": scenarios[0].id, "result": [[hostile]]},  # prose: no call
        {"id": scenarios[1].id, "result": [[["mkdir(dir_name='not_in_gold')"]]]},  # a state the gold never makes
        {"id": scenarios[2].id, "result": [[list(t.ground_truth)] if t.ground_truth else [] for t in scenarios[2].turns]},
    ]
    script = root / "script.jsonl"
    script.write_text("".join(json.dumps(line) + "\n" for line in lines))
    suite = root / "three.jsonl"
    suite.write_text("".join(s.model_dump_json() + "\n" for s in scenarios))
    out = root / "run"
    assert main(["run", str(suite), "--model", f"scripted:{script}", "--mode", "prompt", "--out", str(out),
                 "--no-progress"]) == 0
    return out


def test_failed_episodes_turn_by_turn_next_to_gold(run: Path) -> None:
    page = _render(run)
    parser = _Tags()
    parser.feed(page)
    assert "script" not in parser.tags  # the model's markup stays text
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    assert parser.tags.count("details") == 1 + 2  # run.json, then the two failed episodes
    assert "not_in_gold" in page and "state differs from gold" in page
    assert "toolsim replay " in page and "<b>gold</b>" in page


def test_all_and_limit(run: Path) -> None:
    everything = _render(run, include_passed=True)
    assert everything.count("<summary>") == 1 + 3 and "passed</span></summary>" in everything
    one = _render(run, include_passed=True, limit=1)
    assert one.count("<summary>") == 1 + 1 and "2 more episodes not shown" in one


def test_report_command_writes_the_page(run: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "page.html"
    assert main(["report", str(run), "--html", str(target)]) == 0
    assert f"wrote {target}" in capsys.readouterr().out
    assert target.read_text(encoding="utf-8").startswith("<!doctype html>")
    assert main(["report", str(run), "--html", str(tmp_path / "missing" / "dir" / "page.html")]) == 2


def test_the_first_failure_is_open_and_marked(run: Path) -> None:
    page = _render(run, include_passed=True)
    blocks = page.split("<details")[2:]  # after run.json: one block per episode, sorted by id
    failed = [b for b in blocks if "passed</span></summary>" not in b]
    assert len(failed) == 2
    assert [" open>" in b.split(">", 1)[0] + ">" for b in blocks] == [b is failed[0] for b in blocks]  # only the first
    assert page.count('id="first-failure"') == 1 and 'href="#first-failure"' in page
    assert page.index('id="first-failure"') > page.index(failed[0][:200])
    for block in failed:  # in every failed episode: one turn is the first failure, later failed turns come after it
        assert block.count("<span class=\"badge\">first failure</span>") == 1
        first = block.index("first failure</span>")
        later = block.find("turn turn-later")
        assert later == -1 or later > first
    assert "also failed: no_call, after the first failure (turn 0)" in page
    assert "turn turn-later" in page and "turn turn-first" in page


def test_the_stand_in_reply_is_a_note_not_model_output(run: Path) -> None:
    from sandbox.models.oracle import NO_CALL_TEXT

    page = _render(run, include_passed=True)
    assert f"<pre>{NO_CALL_TEXT}</pre>" not in page and NO_CALL_TEXT not in page
    assert page.count("the model did not write") == 1  # explained once, above the episodes
    assert page.index("the model did not write") < page.index("<details id=\"ep-0\"")
    assert page.count("<i>no further call</i>, the turn ends") >= 3  # and marked in a line where it occurs
    assert "<b>model, step 0</b>" in page  # real model output is still shown as such


def test_missing_gold_results_name_the_call_that_gives_them() -> None:
    from sandbox.report.html import _missing_html

    shown = _missing_html(["None", '{"a": 1}'], ["cd(folder='x')", "mkdir(dir_name='t')"], ['{"a": 1}', "None"])
    assert "<code>mkdir(dir_name=&#x27;t&#x27;)</code> gives<pre>None</pre>" in shown
    assert "the tool returns nothing" in shown
    assert "<code>cd(folder=&#x27;x&#x27;)</code> gives<pre>{&quot;a&quot;: 1}</pre>" in shown
    unpaired = _missing_html([""], ["cd(folder='x')"], [])
    assert "a gold call gives" in unpaired and "(an empty result)" in unpaired


def test_ci_installs_the_browser_the_page_test_needs() -> None:
    ci = (Path(__file__).resolve().parents[2] / ".ci" / "run").read_text(encoding="utf-8")
    assert "apt-get install -y -qq chromium" in ci  # for tests/runner/test_html_browser.py


def test_turns_that_were_skipped_not_judged_or_unscored_say_so() -> None:
    from sandbox.report.html import _turn_html

    def head(verdict: dict[str, Any] | None) -> str:
        return _turn_html(3, [], ["ls()"], verdict, 1, "oracle", []).split("</div>", 1)[0]

    assert "skipped: the episode stopped at an earlier turn (truncated)" in head(
        {"passed": False, "skipped": True, "error_class": "truncated"})
    assert "not judged (the episode ended before this turn)" in head(None)
    assert "not scored (no gold calls: the model left the state unchanged)" in head({"passed": None, "abstained": True})
    assert "also failed: state_mismatch, after the first failure (turn 1) &mdash; the state may differ only" in head(
        {"passed": False, "error_class": "state_mismatch"})


def test_a_tampered_results_file_reads_nothing_outside_the_run(run: Path, tmp_path: Path) -> None:
    """A result line may name any path: the page reads only regular files inside the run directory."""
    import shutil

    copy = tmp_path / "run"
    shutil.copytree(run, copy)
    lines = [json.loads(line) for line in (copy / "results.jsonl").read_text().splitlines()]
    failed = [line for line in lines if not line["passed"]]
    outside = tmp_path / "elsewhere.jsonl"  # a real trajectory, of a forged scenario, outside the run
    text = (copy / failed[0]["trajectory"]).read_text().replace(failed[0]["scenario_id"], "SECRET_OUTSIDE")
    outside.write_text(text)
    (copy / "link.jsonl").symlink_to(outside)
    failed[0]["trajectory"] = "../elsewhere.jsonl"
    failed[1]["trajectory"] = "link.jsonl"
    device = dict(failed[1], scenario_id="device", trajectory="/dev/zero")
    folder = dict(failed[1], scenario_id="folder", trajectory="trajectories")
    (copy / "results.jsonl").write_text("".join(json.dumps(line) + "\n" for line in [*lines, device, folder]))
    page = _render(copy)
    assert "SECRET_OUTSIDE" not in page
    assert page.count("names a file outside the run directory") == 3  # the relative path, the link, the device
    assert "not a regular file in the run directory" in page


def test_report_html_without_matplotlib_says_what_is_missing_and_how_to_get_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
) -> None:
    from sandbox.commands.cli import main as cli
    from sandbox.report import plots

    out = tmp_path / "run"
    assert cli(["run", "base", "--model", "oracle", "--limit", "1", "--no-progress", "--out", str(out)]) == 0
    capsys.readouterr()
    monkeypatch.setattr(plots, "available", lambda: False)
    assert cli(["report", str(out), "--html", str(tmp_path / "page.html")]) == 0
    note = [line for line in capsys.readouterr().err.splitlines() if "no chart" in line]
    assert note == ["toolsim: note: the page has no chart: it needs matplotlib (pip install 'toolsim[plots]')"]
    monkeypatch.setattr(plots, "available", lambda: True)
    assert cli(["report", str(out), "--html", str(tmp_path / "page2.html")]) == 0
    assert "no chart" not in capsys.readouterr().err
