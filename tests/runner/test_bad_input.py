"""Bad input files and options: one line naming the file or option and what is wrong, exit 2, nothing lost."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from sandbox.commands.cli import main
from sandbox.run.rundir import RunDir
from sandbox.run.suites import load_suite

DEEP = "[" * 100_000 + "]" * 100_000


@pytest.fixture(scope="module")
def good_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An oracle run of three base scenarios, copied by the tests that spoil it."""
    out = tmp_path_factory.mktemp("good") / "run"
    assert main(["run", "base", "--limit", "3", "--out", str(out), "--no-progress"]) == 0
    return out


def one_error(capsys: pytest.CaptureFixture[str], code: int, *mentions: str) -> str:
    """Assert a refusal: exit 2 and exactly one stderr line, starting with toolsim and naming ``mentions``."""
    err = capsys.readouterr().err
    lines = err.strip().splitlines()
    assert code == 2, err
    assert len(lines) == 1 and lines[0].startswith("toolsim"), err
    for text in mentions:
        assert text in lines[0], lines[0]
    return lines[0]


def spoiled(good_run: Path, tmp_path: Path) -> Path:
    copy = tmp_path / "run"
    shutil.copytree(good_run, copy)
    return copy


# -- item 13: model and result files ---------------------------------------------------------------

@pytest.mark.parametrize(("content", "mentions"), [
    (None, "no such file"),
    (b"\xff\xfe{}\n", ":1: not UTF-8"),
    (DEEP.encode() + b"\n", ":1: JSON nested too deeply"),
    (b'{"id": "x", "result": [[]]}\n{not json\n', ":2: not valid JSON"),
], ids=["missing", "not-utf8", "deep", "garbled-line"])
def test_a_bad_scripted_or_result_file_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                    content: bytes | None, mentions: str) -> None:
    path = tmp_path / "results.jsonl"
    if content is not None:
        path.write_bytes(content)
    code = main(["run", "base", "--model", f"scripted:{path}", "--out", str(tmp_path / "a"), "--no-progress"])
    one_error(capsys, code, str(path), mentions)
    code = main(["rescore", "--suite", "base", "--bfcl-results", str(path), "--out", str(tmp_path / "b")])
    one_error(capsys, code, str(path), mentions)
    assert not (tmp_path / "a").exists() and not (tmp_path / "b").exists()


def test_rescore_of_a_directory_and_replay_of_a_missing_run(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["rescore", "--suite", "base", "--bfcl-results", str(tmp_path), "--out", str(tmp_path / "o")])
    one_error(capsys, code, str(tmp_path), "is a directory")
    code = main(["run", "base", "--model", f"replay:{tmp_path / 'nonexistent'}", "--out", str(tmp_path / "o")])
    one_error(capsys, code, "nonexistent", "not a run directory")


# -- item 14: run.json -------------------------------------------------------------------------------

@pytest.mark.parametrize(("content", "mentions"), [
    (b"", "empty"),
    (b"{garbled", "not valid JSON"),
    (b"\x00\xff\xfe\x81binary", "run.json"),
    (b"[1, 2]", "holds a JSON list"),
    (b'{"model": "oracle", "mode": "fc"}', "missing 'suites', 'trials'"),
    (b'{"model": "oracle", "mode": "fc", "suites": "base", "trials": 1}', "'suites' must be a list"),
    (b'{"model": "oracle", "mode": "fc", "suites": ["base"], "trials": 1, "limit": "all"}', "'limit' must be"),
    (DEEP.encode(), "nested too deeply"),
    (None, "is a directory"),
], ids=["empty", "garbled", "binary", "list", "missing-keys", "bad-suites", "bad-limit", "deep", "directory"])
def test_a_bad_run_json_is_one_line_for_resume_report_and_compare(
        good_run: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes | None, mentions: str) -> None:
    run = spoiled(good_run, tmp_path)
    meta = run / "run.json"
    meta.unlink()
    if content is None:
        meta.mkdir()
    else:
        meta.write_bytes(content)
    results = (run / "results.jsonl").read_bytes()
    one_error(capsys, main(["run", "--resume", str(run), "--no-progress"]), "run.json", mentions)
    one_error(capsys, main(["report", str(run)]), "run.json", mentions)
    one_error(capsys, main(["compare", str(good_run), str(run)]), "run.json", mentions)
    assert (run / "results.jsonl").read_bytes() == results  # nothing lost


# -- item 15: a corrupt complete line in results.jsonl ----------------------------------------------

def test_a_corrupt_result_line_is_skipped_by_name_and_resume_runs_its_episode_again(
        good_run: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    run = spoiled(good_run, tmp_path)
    lines = (run / "results.jsonl").read_bytes().splitlines(keepends=True)
    lost = json.loads(lines[1])["scenario_id"]
    lines[1] = b'{"scenario_id": "half a record"}\n'
    lines.insert(2, b"\xff\xfe not even text\n")
    (run / "results.jsonl").write_bytes(b"".join(lines))
    assert main(["report", str(run)]) == 0
    err = capsys.readouterr().err
    assert f"results.jsonl:2: skipped a corrupt result line" in err and "results.jsonl:3: skipped" in err
    assert "Traceback" not in err
    assert main(["run", "--resume", str(run), "--no-progress"]) == 0
    err = capsys.readouterr().err
    assert "moved 2 corrupt result line(s)" in err
    results = RunDir(run).results()
    assert sorted(r.scenario_id for r in results) == sorted(s.id for s in load_suite("base")[:3])
    assert lost in {r.scenario_id for r in results}
    assert (run / "results.corrupt.jsonl").read_bytes().count(b"\n") == 2  # set aside, not lost
    assert main(["report", str(run)]) == 0
    assert "warning" not in capsys.readouterr().err


# -- item 16: replay, report and --out --------------------------------------------------------------

def test_replay_of_bad_trajectories_is_one_line(good_run: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    empty = tmp_path / "empty.jsonl"
    empty.write_text("")
    deep = tmp_path / "deep.jsonl"
    deep.write_text(DEEP + "\n")
    trajectory = next((good_run / "trajectories").rglob("*.jsonl"))
    unknown = tmp_path / "unknown.jsonl"
    unknown.write_text(trajectory.read_text().replace('"file_system"', '"no_such_domain"', 1))
    not_start = tmp_path / "not_start.jsonl"
    not_start.write_text("\n".join(trajectory.read_text().splitlines()[1:]) + "\n")
    one_error(capsys, main(["replay", str(empty)]), str(empty), "empty")
    one_error(capsys, main(["replay", str(tmp_path)]), str(tmp_path), "is a directory")
    one_error(capsys, main(["replay", str(deep)]), str(deep), "nested too deeply")
    one_error(capsys, main(["replay", str(unknown)]), str(unknown), "unknown domain 'no_such_domain'")
    one_error(capsys, main(["replay", str(not_start)]), str(not_start), "'start' event")
    one_error(capsys, main(["replay", str(tmp_path / "missing.jsonl")]), "missing.jsonl", "no such file")


def test_report_of_a_file_and_run_into_an_unwritable_out(good_run: Path, tmp_path: Path,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    one_error(capsys, main(["report", str(good_run / "run.json")]), "run.json", "not a toolsim run directory (a file)")
    one_error(capsys, main(["report", str(tmp_path / "nowhere")]), "nowhere", "not a toolsim run directory")
    blocker = tmp_path / "file"
    blocker.write_text("")
    one_error(capsys, main(["run", "base", "--limit", "1", "--out", str(blocker / "run"), "--no-progress"]),
              str(blocker / "run"), "cannot create the run directory")
    one_error(capsys, main(["run", "base", "--limit", "1", "--out", "/proc/x", "--no-progress"]),
              "/proc/x", "cannot create the run directory")


# -- item 17: suites that cannot run are refused before any episode -----------------------------------

def _suite_with(tmp_path: Path, domains: dict[str, object]) -> Path:
    scenario = load_suite("base")[0].model_dump(mode="json")
    scenario["domains"] = domains
    path = tmp_path / "suite.jsonl"
    path.write_text(json.dumps(scenario) + "\n")
    return path


@pytest.mark.parametrize(("domains", "mentions"), [
    ({"no_such_domain": {}}, "unknown domain 'no_such_domain'"),
    ({"file_system": {"root": 5}}, "domain 'file_system' refuses its configuration"),
    ({"file_system": {"root": {"r": {"type": "directory", "contents": {}}}}, "broken_plugin": {}},
     "domain 'broken_plugin' (tests.no_such_plugin_module:DOMAIN) could not be loaded"),
], ids=["unknown-domain", "invalid-config", "plugin-fails-to-load"])
def test_a_suite_that_cannot_run_is_refused_before_the_run(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                           monkeypatch: pytest.MonkeyPatch,
                                                           domains: dict[str, object], mentions: str) -> None:
    from sandbox.tools.registry import DOMAINS

    targets = dict(DOMAINS._entry_targets())
    monkeypatch.setattr(DOMAINS, "_targets", {**targets, "broken_plugin": "tests.no_such_plugin_module:DOMAIN"})
    suite = _suite_with(tmp_path, domains)
    code = main(["run", str(suite), "--out", str(tmp_path / "run"), "--no-progress"])
    one_error(capsys, code, "suite.jsonl", mentions)
    assert not (tmp_path / "run").exists()


# -- item 18: empty suite, --limit and --trials -----------------------------------------------------

def test_an_empty_suite_and_non_positive_counts_are_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    empty = tmp_path / "empty.jsonl"
    empty.write_text("// nothing here\n\n")
    one_error(capsys, main(["run", str(empty), "--out", str(tmp_path / "run")]), "empty.jsonl", "holds no scenarios")
    for option in ("--limit", "--trials", "--concurrency"):
        for value in ("-1", "0", "two"):
            with pytest.raises(SystemExit) as stop:
                main(["run", "base", option, value, "--out", str(tmp_path / "run")])
            one_error(capsys, int(str(stop.value.code)), f"argument {option}")
    assert not (tmp_path / "run").exists()
