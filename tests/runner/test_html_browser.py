"""The HTML report rendered by a real browser (headless Chromium) shows the first failure without a click."""

from __future__ import annotations

import json
import shutil
import subprocess
from html.parser import HTMLParser
from pathlib import Path

import pytest

from sandbox.commands.cli import main
from sandbox.run.rundir import RunDir
from sandbox.run.suites import load_suite
from tests.gold_words import gold_reply

BROWSER = next((path for name in ("chromium", "chromium-browser", "google-chrome") if (path := shutil.which(name))), None)

pytestmark = pytest.mark.skipif(BROWSER is None, reason="no Chromium to render the page (apt-get install chromium)")


class _OpenText(HTMLParser):
    """The text inside open ``<details>`` blocks (what a reader sees without clicking), and every id."""

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[bool] = []  # per open <details>: is it open?
        self.visible: list[str] = []
        self.ids: dict[str, bool] = {}  # id -> inside an open <details>

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        names = dict(attrs)
        if tag == "details":
            self.stack.append("open" in names)
        if "id" in names and names["id"]:
            self.ids[names["id"]] = bool(self.stack) and all(self.stack)

    def handle_endtag(self, tag: str) -> None:
        if tag == "details" and self.stack:
            self.stack.pop()

    def handle_data(self, data: str) -> None:
        if self.stack and all(self.stack):
            self.visible.append(data)


def _render(page: Path, tmp_path: Path, *options: str) -> subprocess.CompletedProcess[str]:
    assert BROWSER is not None
    command = [BROWSER, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
               f"--user-data-dir={tmp_path / 'profile'}", *options, page.resolve().as_uri()]
    return subprocess.run(command, capture_output=True, text=True, timeout=180, check=False)


def test_the_browser_shows_the_failed_turn_its_diff_and_the_replay_command(tmp_path: Path) -> None:
    [scenario] = [s for s in load_suite("base") if s.id == "fs_quarterly_reports_v1"]
    steps = [[list(turn.ground_truth), gold_reply(scenario, i)] for i, turn in enumerate(scenario.turns)]
    steps[1] = [["mkdir(dir_name='not_in_gold')"]]  # turn 1 goes wrong; turn 2 is gold again
    script = tmp_path / "script.jsonl"
    script.write_text(json.dumps({"id": scenario.id, "result": steps}) + "\n", encoding="utf-8")
    suite = tmp_path / "one.jsonl"
    suite.write_text(scenario.model_dump_json() + "\n", encoding="utf-8")
    out, page = tmp_path / "run", tmp_path / "report.html"
    assert main(["run", str(suite), "--model", f"scripted:{script}", "--out", str(out), "--no-progress"]) == 0
    assert main(["report", str(out), "--html", str(page)]) == 0

    dumped = _render(page, tmp_path, "--dump-dom")
    assert dumped.returncode == 0 and "</html>" in dumped.stdout, dumped.stderr[-2000:]
    seen = _OpenText()
    seen.feed(dumped.stdout)
    text = " ".join(" ".join(seen.visible).split())
    assert seen.ids.get("first-failure") is True  # the failed turn is inside an open block
    assert "turn 1 first failure failed: state_mismatch" in text
    assert "state differs from gold" in text and "not_in_gold" in text and "'2025'" in text  # its diff
    [result] = RunDir(out).results()
    trajectory = out / result.trajectory
    assert f"replay: toolsim replay {trajectory}" in text
    assert "also failed: state_mismatch, after the first failure (turn 1)" in text  # turn 2 is marked as later

    dom = dumped.stdout  # the page opens on the index of failures, whose link leads to the episode
    assert dom.index("Failures: 1 of 1 episodes") < dom.index("<h2>Summary</h2>")
    assert 'href="#ep-0"' in dom and '<details id="ep-0" open=""' in dom
    assert "calls, aligned with the gold" in text and "different arguments" in text  # the failed turn's calls
    assert "dir_name: gold '2025', model 'not_in_gold'" in text
    assert "file_system › root › " in text  # short state paths

    shot = tmp_path / "report.png"
    drawn = _render(page, tmp_path, f"--screenshot={shot}", "--window-size=1400,1000")
    assert drawn.returncode == 0, drawn.stderr[-2000:]
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and shot.stat().st_size > 20_000
