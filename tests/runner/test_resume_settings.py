"""``--resume`` runs the rest of a run with every setting it started with (sandbox/commands/settings.py)."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

import pytest

from sandbox.commands import run as run_command
from sandbox.commands.cli import main
from sandbox.commands.common import model_options
from sandbox.commands.settings import SETTINGS, Setting
from sandbox.run.rundir import RunDir
from sandbox.run.suites import load_suite

#: A value other than the default for each setting (the test below fails for a setting missing here).
VALUES: dict[str, str] = {
    "model": "scripted:{script}", "mode": "prompt", "trials": "2", "limit": "2", "max_steps": "1", "docs": "bfcl",
    "api_base": "http://127.0.0.1:9/v1", "temperature": "0.5", "seed": "7", "max_tokens": "64", "timeout": "30",
    "retries": "1", "user": "reactive", "judge_model": "scripted:{judge}",
}


def _script(tmp_path: Path) -> Path:
    """A scripted model that plays the gold calls of the first base scenarios."""
    path = tmp_path / "script.jsonl"
    lines = [{"id": s.id, "result": [[list(t.ground_truth)] if t.ground_truth else [] for t in s.turns]}
             for s in load_suite("base")[:3]]
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    return path


def _keep_first(out: Path, keep: int) -> None:
    """As if the run had been stopped after ``keep`` episodes."""
    lines = (out / "results.jsonl").read_text().splitlines(keepends=True)
    (out / "results.jsonl").write_text("".join(lines[:keep]))


def _capture(monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    """What the next run executes with: its arguments, episode configuration and planned episodes."""
    seen: dict[str, Any] = {}
    original = run_command._execute

    async def execute(rundir: Any, suites: Any, client: Any, config: Any, args: argparse.Namespace, *rest: Any) -> int:
        from sandbox.run.runner import plan

        seen.update(args=args, config=config, planned=len(plan(suites, args.trials, rundir.done())))
        return await original(rundir, suites, client, config, args, *rest)

    monkeypatch.setattr(run_command, "_execute", execute)
    return seen


@pytest.mark.parametrize("setting", [pytest.param(s, marks=pytest.mark.bfcl) if s.key == "docs" else s for s in SETTINGS],
                         ids=[s.key for s in SETTINGS])  # --docs bfcl reads bfcl-eval's function docs
def test_resume_restores_each_setting(setting: Setting, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    judge = tmp_path / "judge.json"  # a model judge of replies that reads every reply as asking
    judge.write_text(json.dumps({"*": "asks"}))
    value = VALUES[setting.key].format(script=_script(tmp_path), judge=judge)
    out = tmp_path / "run"
    limit = [] if setting.key == "limit" else ["--limit", "3"]
    assert main(["run", "base", *limit, setting.option, value, "--out", str(out), "--no-progress"]) == 0
    expected = setting.parse(value)
    assert json.loads((out / "run.json").read_text())[setting.key] == expected
    _keep_first(out, 1)
    seen = _capture(monkeypatch)
    assert main(["run", "--resume", str(out), "--no-progress"]) == 0
    args, config = seen["args"], seen["config"]
    assert getattr(args, setting.key) == expected
    observed = {  # where each setting takes effect in the resumed episodes
        "mode": config.mode, "max_steps": config.max_steps, "user": config.user, "docs": "bfcl" if config.doc_overrides else "toolsim",
        "trials": seen["planned"] // 3 + 1, "limit": seen["planned"] + 1, "model": args.model,
        "judge_model": args.judge_model,
        **{key: getattr(model_options(args), key)
           for key in ("api_base", "temperature", "seed", "max_tokens", "timeout", "retries")},
    }
    assert observed[setting.key] == expected
    assert len(RunDir(out).results()) == len(set((r.scenario_id, r.trial) for r in RunDir(out).results()))


def test_every_setting_has_a_value_to_resume_with() -> None:
    assert set(VALUES) == {s.key for s in SETTINGS}


def test_a_resumed_step_limit_scores_as_the_uninterrupted_run(tmp_path: Path) -> None:
    script = tmp_path / "one_call_a_step.jsonl"  # the gold calls, one per step: a step limit of 1 cuts turns short
    script.write_text("".join(json.dumps({"id": s.id, "result": [[[c] for c in t.ground_truth] for t in s.turns]}) + "\n"
                              for s in load_suite("base")[:20]))
    whole, resumed = tmp_path / "whole", tmp_path / "resumed"
    for out in (whole, resumed):
        assert main(["run", "base", "--limit", "20", "--model", f"scripted:{script}", "--max-steps", "1",
                     "--out", str(out), "--no-progress"]) == 0
    _keep_first(resumed, 5)
    assert main(["run", "--resume", str(resumed), "--no-progress"]) == 0

    def verdicts(out: Path) -> dict[str, bool]:
        return {r.scenario_id: r.passed for r in RunDir(out).results()}

    assert verdicts(resumed) == verdicts(whole)
    assert not all(verdicts(whole).values())  # the step limit bites: the check means something


def test_a_fixed_setting_given_again_must_match(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "run"
    assert main(["run", "base", "--limit", "2", "--max-steps", "1", "--out", str(out), "--no-progress"]) == 0
    _keep_first(out, 1)
    capsys.readouterr()
    assert main(["run", "--resume", str(out), "--max-steps", "5", "--no-progress"]) == 2
    assert capsys.readouterr().err.splitlines() == [
        "toolsim: error: --max-steps 5 differs from the run's 1: a resumed run keeps the settings it started with "
        "(start a new run to change it)"]
    assert main(["run", "other", "--resume", str(out), "--no-progress"]) == 2
    assert "the run's suites are base" in capsys.readouterr().err
    assert len(RunDir(out).results()) == 1  # nothing ran
    assert main(["run", "base", "--resume", str(out), "--max-steps", "1", "--timeout", "9", "--no-progress"]) == 0
    assert len(RunDir(out).results()) == 2


def test_a_reused_setting_given_again_replaces_the_stored_one(tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    out = tmp_path / "run"
    assert main(["run", "base", "--limit", "2", "--timeout", "30", "--out", str(out), "--no-progress"]) == 0
    _keep_first(out, 1)
    seen = _capture(monkeypatch)
    assert main(["run", "--resume", str(out), "--timeout", "7", "--no-progress"]) == 0
    assert seen["args"].timeout == 7.0 and seen["args"].retries == 4


@pytest.mark.parametrize(("key", "value", "says"), [
    ("max_steps", 0, "'max_steps' must be a whole number of at least 1, not '0'"),
    ("temperature", "nan", "'temperature' must be a finite number, at least 0, not 'nan'"),
    ("timeout", -1, "'timeout' must be a finite number, above 0 and at most 86400, not '-1'"),
    ("docs", "other", "'docs' must be one of toolsim, bfcl"),
    ("seed", [1], "'seed' must be a number or text, not [1]"),
])
def test_a_tampered_setting_is_refused_with_one_line(key: str, value: object, says: str, tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "run"
    assert main(["run", "base", "--limit", "1", "--out", str(out), "--no-progress"]) == 0
    meta = json.loads((out / "run.json").read_text())
    (out / "run.json").write_text(json.dumps({**meta, key: value}))
    capsys.readouterr()
    assert main(["run", "--resume", str(out), "--no-progress"]) == 2
    assert capsys.readouterr().err.splitlines() == [f"toolsim: error: {out / 'run.json'}: {says}"]


def test_compare_names_runs_that_differ_in_docs() -> None:
    from sandbox.commands.compare import _warnings

    assert _warnings({"docs": "bfcl"}, {"docs": "toolsim"}) == ["the runs differ in docs: bfcl vs toolsim"]
    assert _warnings({}, {"docs": "toolsim"}) == []  # a run.json from before toolsim kept docs
