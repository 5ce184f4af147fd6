"""``toolsim generate --count N`` reports its progress while it runs, on a terminal or not."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from sandbox.commands.cli import main
from scenarios.generate.progress import GenProgress, progress_line
from scenarios.generate.suite import GenSpec, Generated, Tally

LINE = re.compile(r"^toolsim generate: gen:base@seed=3,n=3: kept (\d)/3 \(\d+%\), drawn \d+, dropped \d+; "
                  r"\d+ validated \([\d.]+/s\) in [\d.]+ s$")


def _made(kept: int, drawn: int, n: int = 10) -> Generated:
    tally = Tally(drawn=drawn, kept=kept)
    return Generated(GenSpec("base", 1, n), {"base": [object()] * kept, "miss_func": [object()] * kept}, tally)  # type: ignore[list-item]


def test_without_a_terminal_generate_writes_progress_lines_on_stderr(tmp_path: Path,
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["generate", "--count", "3", "--seed", "3", "--no-variants", "--out", str(tmp_path / "g.jsonl")]) == 0
    out, err = capsys.readouterr()
    lines = [line for line in err.splitlines() if line.startswith("toolsim generate: gen:")]
    assert lines and all(LINE.match(line) for line in lines), err
    assert LINE.match(lines[-1]) and LINE.match(lines[-1]).group(1) == "3"  # type: ignore[union-attr]
    assert "toolsim generate: gen:" not in out  # stdout keeps the tally alone


def test_no_progress_silences_it(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["generate", "--count", "1", "--seed", "3", "--no-variants", "--no-progress",
                 "--out", str(tmp_path / "g.jsonl")]) == 0
    assert "toolsim generate: gen:" not in capsys.readouterr().err


def test_a_line_at_each_tenth_kept_and_after_a_quiet_minute() -> None:
    now = [0.0]
    stream = io.StringIO()
    with GenProgress(10, stream, live=False, every=60.0, clock=lambda: now[0]) as progress:
        progress.update(_made(0, 1))  # nothing kept yet, no time passed: quiet
        assert progress.lines == 0
        now[0] = 5.0
        progress.update(_made(1, 2))  # a tenth
        now[0] = 50.0
        progress.update(_made(1, 3))  # same tenth, 45 s since: quiet
        now[0] = 65.5
        progress.update(_made(1, 4))  # a minute since the last line
        progress.update(_made(10, 14))
    lines = stream.getvalue().splitlines()
    assert len(lines) == progress.lines == 3
    assert lines[0] == ("toolsim generate: gen:base@seed=1,n=10: kept 1/10 (10%), drawn 2, dropped 1; "
                        "2 validated (0.4/s) in 5.0 s")
    assert "kept 1/10 (10%), drawn 4, dropped 3;" in lines[1] and "kept 10/10 (100%)" in lines[2]


def test_the_line_counts_the_other_split_apart() -> None:
    made = _made(2, 9)
    made.tally.other_split = 5
    assert "drawn 9, dropped 2, 5 in the other split;" in progress_line(made, 1.0)


def test_on_a_terminal_a_live_bar_and_no_plain_lines() -> None:
    stream = io.StringIO()
    with GenProgress(10, stream, live=True) as progress:
        assert progress._bar is not None
        progress.update(_made(3, 4))
    assert progress.lines == 0 and "toolsim generate:" not in stream.getvalue()


def test_disabled_progress_writes_nothing() -> None:
    stream = io.StringIO()
    with GenProgress(10, stream, live=True, enabled=False) as progress:
        progress.update(_made(10, 10))
    assert progress._bar is None and stream.getvalue() == ""

