"""Smoke tests of ``toolsim suites``, ``toolsim show`` and ``toolsim validate`` through ``sandbox.commands.cli.main``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sandbox.commands.cli import main
from sandbox.run.suites import load_suite
from scenarios.bfcl.data import available
from scenarios.cli_validate import _expand
from scenarios.membership import members

FIRST_ID = json.loads((Path(__file__).resolve().parents[2] / "scenarios" / "data" / "base.jsonl")
                      .read_text(encoding="utf-8").splitlines()[0])["id"]


def test_suites_lists_own_and_bfcl_suites(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["suites"]) == 0
    out = capsys.readouterr().out
    for name in ("base", "miss_param", "miss_func", "long_context", "composite", "bfcl:base"):
        assert name in out
    if available():
        assert "200" in out


def test_show_prints_turns_gold_and_holdouts(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["show", f"{FIRST_ID}__miss_func"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"{FIRST_ID}__miss_func  (suite miss_func")
    assert "functions re-added:" in out and "gold 1." in out and "held out:" in out
    assert "(none: the model should ask or abstain)" in out


def test_show_json_and_suite_option(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["show", FIRST_ID, "--suite", "base", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["id"] == FIRST_ID


def test_show_unknown_id_is_one_line_and_exit_1(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["show", "no_such_scenario_v9"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.strip().splitlines() == [
        "toolsim: error: no scenario 'no_such_scenario_v9' in any suite "
        "(list the ids of a suite with 'toolsim suites SUITE')"
    ]
    assert main(["show", "no_such_scenario_v9", "--suite", "miss_func"]) == 2
    assert "list the ids of a suite with 'toolsim suites miss_func'" in capsys.readouterr().err


def test_suites_with_names_list_the_scenario_ids(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["suites", "miss_func", "long_context@20"]) == 0
    ids = capsys.readouterr().out.splitlines()
    assert len(ids) == len(set(ids)) == len(load_suite("base")) + len(members(load_suite("base")))
    assert ids[0] == f"{FIRST_ID}__miss_func" and f"{FIRST_ID}__long_context" in ids
    assert main(["show", ids[1]]) == 0  # every listed id is one 'show' finds
    assert capsys.readouterr().out.startswith(f"{ids[1]}  (suite miss_func")
    assert main(["suites", "no_such_suite"]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.startswith("toolsim: error: unknown suite 'no_such_suite'")


def test_validate_own_suite_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", "base", "--strict"]) == 0
    out = capsys.readouterr().out
    assert "toolsim validate" in out and "base" in out


def test_validate_reports_a_broken_file_and_exits_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    scenario = {
        "id": "broken_v1", "domains": {"math": {}},
        "turns": [{"messages": [{"content": "Divide 4 by 0."}], "ground_truth": ["divide(a=4, b=0)"]}],
    }
    path = tmp_path / "broken.jsonl"
    path.write_text(json.dumps(scenario) + "\n", encoding="utf-8")
    assert main(["validate", str(path)]) == 1
    out = capsys.readouterr().out
    assert "broken_v1 turn 0: [gold_error]" in out and "FAIL" in out


def test_validate_unknown_suite_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", "nonexistent"]) == 2
    assert "unknown suite 'nonexistent'" in capsys.readouterr().err


def test_suite_globs_expand() -> None:
    known = ["base", "miss_param", "bfcl:base", "bfcl:composite"]
    assert _expand(["bfcl:*"], known) == ["bfcl:base", "bfcl:composite"]
    assert _expand(["base", "ba*"], known) == ["base"]
    with pytest.raises(LookupError):
        _expand(["x*"], known)


@pytest.mark.bfcl
def test_validate_runs_over_a_bfcl_suite(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["validate", "bfcl:base", "--max-findings", "1"])
    out = capsys.readouterr().out
    assert code == 1  # BFCL's own data has defects; the command reports them
    assert "multi_turn_base_4 turn 2: [untraced_literal]" in out  # the alphabetised tweet of BFCL issue #1367
    assert "bfcl:base" in out and "200" in out


def test_a_bad_size_is_named_and_an_unknown_suite_still_lists_the_known(capsys: pytest.CaptureFixture[str]) -> None:
    from sandbox.run.suites import load_suite
    from sandbox.tools.errors import RegistryError

    with pytest.raises(RegistryError, match=r"bad size 'abc' in suite 'long_context@abc': the size after '@' is a "
                                            r"whole number of distractor items per collection, as in long_context@800"):
        load_suite("long_context@abc")
    with pytest.raises(RegistryError, match="bad size '100001'"):
        load_suite("long_context@100001")
    with pytest.raises(RegistryError, match="unknown suite 'nosuch@5'; known suites: base"):
        load_suite("nosuch@5")
    assert main(["run", "long_context@abc", "--limit", "1", "--no-progress"]) == 2
    assert "bad size 'abc'" in capsys.readouterr().err


def test_run_without_a_model_says_first_that_it_runs_the_oracle(tmp_path: Path,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["run", "base", "--limit", "1", "--no-progress", "--out", str(tmp_path / "a")]) == 0
    first = capsys.readouterr().err.splitlines()[0]
    assert first.startswith("toolsim: no --model given: running the oracle")
    assert main(["run", "base", "--limit", "1", "--no-progress", "--model", "oracle", "--out", str(tmp_path / "b")]) == 0
    assert "no --model given" not in capsys.readouterr().err
