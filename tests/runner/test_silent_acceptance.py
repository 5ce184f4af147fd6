"""What used to be accepted silently: repeated result lines, a trajectory cut short, a credential in --api-base."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from sandbox.commands.cli import main
from sandbox.report.safe import redacted_url
from sandbox.run.rundir import RunDir


@pytest.fixture(scope="module")
def recorded(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An oracle run of three base episodes."""
    out = tmp_path_factory.mktemp("silent") / "run"
    assert main(["run", "base", "--model", "oracle", "--limit", "3", "--out", str(out), "--no-progress"]) == 0
    return out


def test_a_repeated_result_line_is_counted_once_with_a_warning(recorded: Path, tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    copy = Path(shutil.copytree(recorded, tmp_path / "copy"))
    lines = (copy / "results.jsonl").read_text(encoding="utf-8").splitlines()
    first = json.loads(lines[0])
    failed = {**first, "passed": False, "error_class": "state_mismatch"}  # a repeat that would change the score
    (copy / "results.jsonl").write_text("\n".join([*lines, json.dumps(failed), "garbage"]) + "\n", encoding="utf-8")
    warnings: list[str] = []
    results = RunDir(copy, warn=warnings.append).results()
    assert len(results) == 3 and all(r.passed for r in results)
    assert len(warnings) == 2
    assert f"results.jsonl:4: skipped a repeated result of base {first['scenario_id']} trial 0 (first on line 1)" \
        in warnings[0]
    assert "results.jsonl:5: skipped a corrupt result line" in warnings[1]
    assert main(["report", str(copy), "--json"]) == 0
    out = capsys.readouterr()
    assert json.loads(out.out)["episodes"] == 3 and "repeated result" in out.err


def test_distinct_trials_of_one_scenario_are_not_repeats(recorded: Path, tmp_path: Path) -> None:
    copy = Path(shutil.copytree(recorded, tmp_path / "copy"))
    line = json.loads((copy / "results.jsonl").read_text(encoding="utf-8").splitlines()[0])
    with (copy / "results.jsonl").open("a", encoding="utf-8") as handle:
        handle.write(json.dumps({**line, "trial": 1}) + "\n")
    assert len(RunDir(copy, warn=pytest.fail).results()) == 4


def _trajectory(recorded: Path) -> Path:
    return sorted((recorded / "trajectories").rglob("*.jsonl"))[0]


def test_a_whole_trajectory_replays_as_a_match(recorded: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(_trajectory(recorded))]) == 0
    assert "re-execution matches the recording" in capsys.readouterr().out


@pytest.mark.parametrize("keep", ["all-but-end", "first-half"])
def test_a_trajectory_cut_short_does_not_replay_as_a_match(keep: str, recorded: Path, tmp_path: Path,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    lines = _trajectory(recorded).read_text(encoding="utf-8").splitlines()
    assert json.loads(lines[-1])["kind"] == "end"
    kept = lines[:-1] if keep == "all-but-end" else lines[:len(lines) // 2]
    cut = tmp_path / "cut.jsonl"
    cut.write_text("\n".join(kept) + "\n", encoding="utf-8")
    assert main(["replay", str(cut)]) == 1
    out = capsys.readouterr().out
    assert "matches the recording" not in out
    assert "incomplete recording: the trajectory stops before its 'end' event" in out
    assert ("no verdict recorded for turn(s)" in out) == (keep == "first-half")


@pytest.mark.parametrize("url", ["http://user:secret@127.0.0.1:9/v1", "http://token@127.0.0.1:9/v1",
                                 "http://127.0.0.1:9/v1?api_key=secret", "http://127.0.0.1:9/v1?x=1&Token=secret"])
def test_a_credential_in_api_base_is_one_fatal_line_and_never_written(url: str, tmp_path: Path,
                                                                        capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["run", "base", "--model", "openai/x", "--api-base", url, "--out", str(tmp_path / "o")])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "secret" not in err and "token@" not in err
    assert len(err.strip().splitlines()) == 1 and "argument --api-base: must not hold a credential" in err
    assert not (tmp_path / "o").exists()


def test_a_plain_api_base_is_taken_as_given() -> None:
    for url in ("http://127.0.0.1:8000/v1", "http://h/v1?a=1&b", "https://host.example/openai?x=1"):
        assert redacted_url(url) == url


def test_an_older_run_json_with_a_password_is_redacted_on_the_html_page(recorded: Path, tmp_path: Path) -> None:
    copy = Path(shutil.copytree(recorded, tmp_path / "copy"))
    meta = json.loads((copy / "run.json").read_text(encoding="utf-8"))
    (copy / "run.json").write_text(json.dumps({**meta, "api_base": "http://me:hunter2@h/v1"}), encoding="utf-8")
    assert main(["report", str(copy), "--html", str(tmp_path / "r.html")]) == 0
    page = (tmp_path / "r.html").read_text(encoding="utf-8")
    assert "hunter2" not in page and "http://***@h/v1" in page
