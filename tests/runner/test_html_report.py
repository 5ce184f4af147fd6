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
    assert everything.count("<details><summary>") == 1 + 3 and "passed</span></summary>" in everything
    one = _render(run, include_passed=True, limit=1)
    assert one.count("<details><summary>") == 1 + 1 and "2 more episodes not shown" in one


def test_report_command_writes_the_page(run: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "page.html"
    assert main(["report", str(run), "--html", str(target)]) == 0
    assert f"wrote {target}" in capsys.readouterr().out
    assert target.read_text(encoding="utf-8").startswith("<!doctype html>")
    assert main(["report", str(run), "--html", str(tmp_path / "missing" / "dir" / "page.html")]) == 2
