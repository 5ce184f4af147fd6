"""Every string field of a recorded run rendered hostile in every output that shows it.

``run.json`` (model, api_base, judge, code hash, docs, user, a fork's origin...), ``results.jsonl``
(suite, scenario ids, error classes, model errors, state diffs, missing outputs, domains) and the
trajectories (user texts and a simulated user's answers, replies, calls and their arguments, parse
errors, tool outputs, model errors, verdicts, gold calls, domain names) all hold one hostile text of
tests/runner/test_hostile_names.py (tests/runner/hostile_run.py writes them). ``report`` (table,
``--failures``, ``--json``, ``--html``), ``compare`` (table, ``--json``), ``leaderboard`` (table,
``--json``, ``--csv``, ``--html``, ``--plots``), ``replay`` and ``show`` must show it as inert text:
no control character on the terminal, no markup in a page, no formula in a CSV cell, and each
command exits as it would on a plain run or with one error line, never a traceback. With the
terminal escapes, each output is also checked to show the fields it is meant to (so a field left
out of an output does not pass unseen).
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
from tests.runner.hostile_run import hostile_copy, hostile_suite
from tests.runner.test_hostile_names import CONTROLS, HOSTILE

#: Raw markup that would act in a page (escaped, it is text).
_MARKUP = re.compile(r"<script|<img src=x|<link=|<\w+ onerror=", re.IGNORECASE)
#: For the terminal escapes: the fields each output is meant to show (tags of tests/runner/hostile_run.py).
SHOWN = {
    "report --failures": ["suite", "id0", "id1", "error-class"],
    "report --json": ["model-error", "suite", "id0", "error-class"],
    "report --html": ["model", "api_base", "judge", "code_hash", "docs", "user", "origin", "suite", "id0", "id1",
                      "error-class", "domain", "answer", "user-name", "reply", "function", "argument", "parse-error",
                      "parse-kind", "output", "error-kind", "message", "verdict", "diff-path", "diff-gold",
                      "diff-model", "diff-step", "missing", "gold", "added"],
    "compare": ["model", "code_hash", "docs", "id0"],
    "leaderboard --html": ["model", "suite"],
    "leaderboard --csv": ["model", "suite"],
    "replay": ["scenario", "argument", "output", "verdict"],
    "replay (unknown domain)": ["domain"],
    "show": ["scenario", "category", "user", "gold", "metadata", "excluded", "held-out"],
    "show --json": ["scenario", "category", "user", "metadata", "excluded", "held-out"],  # its gold: JSON of a repr
}


@pytest.fixture(scope="module")
def plain_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An oracle run of two base episodes."""
    out = tmp_path_factory.mktemp("fields") / "plain"
    assert main(["run", "base", "--model", "oracle", "--limit", "2", "--out", str(out), "--no-progress"]) == 0
    return out


def _other_run(run: Path, folder: Path) -> Path:
    """A copy of ``run`` where the first episode passed, made with other code: compare shows a flip and warnings."""
    other = folder / "other"
    shutil.copytree(run, other)
    meta = json.loads((other / "run.json").read_text("utf-8"))
    meta.update(code_hash="other", docs="bfcl")
    (other / "run.json").write_text(json.dumps(meta), encoding="utf-8")
    lines = (other / "results.jsonl").read_text("utf-8").splitlines()
    first = json.loads(lines[0])
    first.update(passed=True, error_class=None, error_turn=None)
    (other / "results.jsonl").write_text("\n".join([json.dumps(first), *lines[1:]]) + "\n", encoding="utf-8")
    return other


def _command(argv: list[str], capsys: pytest.CaptureFixture[str], codes: tuple[int, ...] = (0,)) -> str:
    """Run a command; its stdout and stderr, checked for an exit in ``codes``, no traceback, one error line at most."""
    code = main(argv)
    out, err = capsys.readouterr()
    assert code in codes, f"{argv[0]} exited {code}: {err[-500:]}"
    assert "Traceback" not in err
    errors = [line for line in err.splitlines() if line.startswith("toolsim: error")]
    assert len(errors) == (1 if code == 2 else 0), err[-500:]
    if code == 2:
        assert err.strip() == errors[0]  # one clear line, nothing else
    return out + err


def _formula_free(text: str, where: str) -> None:
    for row in csv.reader(io.StringIO(text)):
        for cell in row:
            for piece in re.split("[;,\t]", cell):
                assert piece.lstrip()[:1] not in ("=", "+", "-", "@"), f"a formula in {where}: {cell[:80]!r}"


def _outputs(plain_run: Path, folder: Path, text: str, capsys: pytest.CaptureFixture[str]) -> dict[str, str]:
    """Every output of every command on a run (and a suite file) holding ``text``, by name."""
    run = hostile_copy(plain_run, folder, text)
    other = _other_run(run, folder)
    results = [json.loads(line) for line in (run / "results.jsonl").read_text("utf-8").splitlines()]
    suite = hostile_suite(plain_run, folder / "suite.jsonl", text)
    scenario = json.loads(suite.read_text("utf-8"))["id"]
    shown: dict[str, str] = {
        "report": _command(["report", str(run)], capsys),
        "report --failures": _command(["report", str(run), "--failures"], capsys),
        "report --json": _command(["report", str(run), "--json", "--failures"], capsys),
        "report --html (terminal)": _command(["report", str(run), "--html", str(folder / "run.html")], capsys),
        "compare": _command(["compare", str(run), str(other)], capsys),
        "compare --json": _command(["compare", str(run), str(other), "--json"], capsys),
        "leaderboard": _command(["leaderboard", str(run), str(other), str(run), "--csv", str(folder / "board.csv"),
                                 "--html", str(folder / "board.html"),
                                 *(["--plots", str(folder / "plots")] if plots.available() else [])], capsys),
        "leaderboard --json": _command(["leaderboard", str(run), "--json"], capsys),
        "replay": _command(["replay", str(run / results[0]["trajectory"])], capsys, codes=(1,)),
        "replay (unknown domain)": _command(["replay", str(run / results[1]["trajectory"])], capsys, codes=(2,)),
        "show": _command(["show", scenario, "--suite", str(suite)], capsys),
        "show --json": _command(["show", scenario, "--suite", str(suite), "--json"], capsys),
        "show (unknown id)": _command(["show", "no " + scenario, "--suite", str(suite)], capsys, codes=(2,)),
    }
    for name, path in (("report --html", "run.html"), ("leaderboard --html", "board.html"),
                       ("leaderboard --csv", "board.csv")):
        shown[name] = (folder / path).read_text("utf-8")
    return shown


@pytest.mark.parametrize("case", sorted(set(HOSTILE) - {"long"}))
def test_every_recorded_field_is_inert_text_in_every_output(case: str, plain_run: Path, tmp_path: Path,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    shown = _outputs(plain_run, tmp_path, HOSTILE[case], capsys)
    for where, text in shown.items():
        assert not CONTROLS.search(text), f"a control character reached {where}: {CONTROLS.search(text)!r}"
    for where in ("report --html", "leaderboard --html"):
        assert not _MARKUP.search(shown[where]), f"markup reached {where}: {_MARKUP.search(shown[where])!r}"
    _formula_free(shown["leaderboard --csv"], "leaderboard --csv")
    for where in ("report --json", "compare --json"):
        json.loads(shown[where].split("\ntoolsim: ")[0].split("\nwrote ")[0])  # stdout stays one JSON document
    json.loads(shown["show --json"])
    if case == "escapes":  # the fields are there, as their escapes
        escaped = HOSTILE[case].encode("unicode_escape").decode("ascii")
        for where, tags in SHOWN.items():
            text = shown[where].replace("\\u001b", "\\x1b").replace("\\u0007", "\\x07").replace("\\u009b", "\\x9b") \
                .replace("\\u0000", "\\x00")  # JSON writes the same escapes its own way
            missing = [tag for tag in tags if f"{escaped}#{tag}" not in text]
            assert not missing, f"{where} does not show {missing}"


def test_a_field_of_100000_characters_is_shown_quickly(plain_run: Path, tmp_path: Path,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    # report --html of whole trajectories this long takes seconds: test_hostile_names.py pages a long name
    run = hostile_copy(plain_run, tmp_path, HOSTILE["long"])
    start = time.monotonic()
    shown = _command(["report", str(run), "--failures"], capsys)
    shown += _command(["compare", str(run), str(_other_run(run, tmp_path))], capsys)
    shown += _command(["leaderboard", str(run), "--csv", str(tmp_path / "board.csv"), "--html",
                       str(tmp_path / "board.html")], capsys)
    assert time.monotonic() - start < 30
    recorded = sum(path.stat().st_size for path in run.rglob("*") if path.is_file())
    for output in (shown, (tmp_path / "board.csv").read_text("utf-8"), (tmp_path / "board.html").read_text("utf-8")):
        assert HOSTILE["long"] in output and len(output) < recorded  # shown, and no output multiplies it


def test_a_resumed_run_quotes_a_recorded_model_error_as_inert_text(plain_run: Path, tmp_path: Path,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    run = tmp_path / "run"
    shutil.copytree(plain_run, run)
    lines = (run / "results.jsonl").read_text("utf-8").splitlines()
    first = json.loads(lines[0])
    first.update(passed=False, error_class="model_error", error_turn=0, model_error=HOSTILE["escapes"])
    (run / "results.jsonl").write_text("\n".join([json.dumps(first), *lines[1:]]) + "\n", encoding="utf-8")
    shown = _command(["run", "base", "--resume", str(run), "--json", "--no-progress"], capsys)
    assert "1 of 2 episodes ended in a model_error" in shown and "\\x1b]0;pwned" in shown
    assert not CONTROLS.search(shown)


def test_json_text_escapes_what_json_leaves_raw_and_means_the_same() -> None:
    document = json.dumps({"id\u202e": "a\x7f\x9b1m\u2066b", "n": [1, "\u2026"]}, ensure_ascii=False)
    shown = safe.json_text(document)
    assert json.loads(shown) == json.loads(document) and not CONTROLS.search(shown)
    assert "\\u202e" in shown and "\u2026" in shown  # a direction mark is escaped, other text is kept
