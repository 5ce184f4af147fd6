"""Every recorded name rendered hostile in every output: terminal tables, HTML pages, CSV, pictures.

A run's model name (from ``run.json``) and its suite names (from ``results.jsonl``) are replaced by
hostile strings: terminal escapes, HTML, spreadsheet formulas (also after a ``;``), matplotlib math
(deeply nested too) and a name of 100,000 characters. ``report``, ``compare`` and ``leaderboard``
must show them as inert text, quickly, in every output they write.
"""

from __future__ import annotations

import csv
import io
import json
import re
import shutil
import time
from pathlib import Path

import pytest

from sandbox.commands.cli import main
from sandbox.report import plots, safe

#: C0 and C1 controls but newline and tab: none may reach an output.
CONTROLS = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")

HOSTILE = {
    "escapes": "\x1b]0;pwned\x07\x1b[2J\x1b[31mred\x9b1m\x00",
    "html": "<script>alert(1)</script><img src=x onerror=alert(2)>\"'&",
    "formula": "=HYPERLINK(\"http://x\";\"y\")",
    "formula-after-semicolon": "name;=cmd|' /C calc'!A0;+1;@SUM(1)",
    "math": "$\\frac{1}{2}^{x_y}$ and $a$",
    "deep-math": "$" + "{" * 3000 + "x" + "}" * 3000 + "$",
    "long": "m" * 100_000,
    "markup": "[bold red]not markup[/bold red] [link=http://x]x[/link]",
}


@pytest.fixture(scope="module")
def plain_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An oracle run of two base episodes."""
    out = tmp_path_factory.mktemp("hostile") / "plain"
    assert main(["run", "base", "--model", "oracle", "--limit", "2", "--out", str(out), "--no-progress"]) == 0
    return out


def _hostile_run(plain_run: Path, folder: Path, text: str) -> Path:
    """A copy of the plain run whose model is ``text`` and whose suite is ``text`` + "@20"-free suffix."""
    run = folder / "run"
    shutil.copytree(plain_run, run)
    meta = json.loads((run / "run.json").read_text(encoding="utf-8"))
    meta["model"] = text
    (run / "run.json").write_text(json.dumps(meta), encoding="utf-8")
    lines = []
    for line in (run / "results.jsonl").read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        record["suite"] = "s-" + text
        lines.append(json.dumps(record))
    (run / "results.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return run


def _clean(text: str, where: str) -> None:
    assert not CONTROLS.search(text), f"a control character reached {where}: {CONTROLS.search(text)!r}"


@pytest.mark.parametrize("case", sorted(HOSTILE))
def test_a_hostile_name_is_inert_text_in_every_output(case: str, plain_run: Path, tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    text = HOSTILE[case]
    run = _hostile_run(plain_run, tmp_path, text)
    start = time.monotonic()
    assert main(["report", str(run), "--html", str(tmp_path / "run.html")]) == 0
    assert main(["compare", str(run), str(run)]) == 0
    assert main(["leaderboard", str(run), "--csv", str(tmp_path / "b.csv"), "--html", str(tmp_path / "b.html"),
                 *(["--plots", str(tmp_path / "plots")] if plots.available() else [])]) == 0
    assert time.monotonic() - start < 60
    out, err = capsys.readouterr()
    for where, shown in (("the terminal", out + err), ("report --html", (tmp_path / "run.html").read_text("utf-8")),
                         ("leaderboard --html", (tmp_path / "b.html").read_text("utf-8")),
                         ("the CSV", (tmp_path / "b.csv").read_text("utf-8"))):
        _clean(shown, where)
    for page in ("run.html", "b.html"):
        html = (tmp_path / page).read_text("utf-8")
        assert "<script" not in html and "<img src=x" not in html
        assert "no pictures" not in html or not plots.available()  # the picture is drawn, with a plain label
    rows = list(csv.reader(io.StringIO((tmp_path / "b.csv").read_text("utf-8"))))
    for cell in rows[1] + rows[0]:
        for piece in re.split("[;,\t]", cell):
            assert piece.lstrip()[:1] not in ("=", "+", "-", "@"), f"a formula in the CSV: {cell[:80]!r}"
    if plots.available():
        svg = (tmp_path / "plots" / "accuracy_by_suite.svg").read_bytes()
        assert len(svg) < 1_000_000  # the long name is cut, not drawn 100,000 characters wide


def test_each_output_function_neutralises_what_its_output_would_act_on() -> None:
    assert safe.terminal("\x1b[2Ja\nb[red]") == "\\x1b[2Ja\\x0ab\\[red]"
    assert safe.plain("\x1b[2J\u202eok\tx\n") == "\\x1b[2J\\u202eok\tx\n"
    assert safe.html("<a href='x'>\x0c</a>") == "&lt;a href=&#x27;x&#x27;&gt;\\x0c&lt;/a&gt;"
    # just outside and just inside the formula rule
    assert safe.csv_cell("=1") == "'=1" and safe.csv_cell(" =1") == " '=1" and safe.csv_cell("a=1") == "a=1"
    assert safe.csv_cell("a;-1,+2\t@3") == "a;'-1,'+2\\x09@3"  # the tab is no separator once escaped
    assert safe.csv_cell("a;b") == "a;b" and safe.csv_cell("") == ""
    assert safe.label("$x$") == "\\$x\\$"
    assert len(safe.label("y" * safe.LABEL_LIMIT)) == safe.LABEL_LIMIT
    assert safe.label("y" * (safe.LABEL_LIMIT + 1)).endswith("…")


@pytest.mark.skipif(not plots.available(), reason="the plots extra (matplotlib) is not installed")
def test_a_picture_that_cannot_be_drawn_leaves_the_page_without_it_and_a_note(
        plain_run: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(board: object) -> object:
        raise ValueError("cannot lay out")

    monkeypatch.setattr(plots, "accuracy_figure", broken)
    assert main(["leaderboard", str(plain_run), "--html", str(tmp_path / "b.html")]) == 0
    html = (tmp_path / "b.html").read_text("utf-8")
    assert "no pictures: the pictures could not be drawn (ValueError: cannot lay out)" in html
    assert "<img" not in html
    assert main(["leaderboard", str(plain_run), "--plots", str(tmp_path / "plots")]) == 2
    assert not (tmp_path / "plots").exists()
