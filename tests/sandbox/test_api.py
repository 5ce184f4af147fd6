"""The Python entry points: ``sandbox.run_suite`` and the lazily loaded runner names."""

from __future__ import annotations

import doctest
from pathlib import Path

import pytest

import sandbox
from sandbox.commands.cli import main
from sandbox.models.scripted import ScriptedModel


def test_run_suite_with_the_oracle_and_a_run_directory(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "run"
    results = sandbox.run_suite(["base", "miss_param"], "oracle", limit=3, trials=2, out=out)
    assert len(results) == 12 and all(r.passed for r in results)
    assert {(r.suite, r.trial) for r in results} == {(s, t) for s in ("base", "miss_param") for t in (0, 1)}
    assert main(["report", str(out)]) == 0
    assert "100.0%" in capsys.readouterr().out


def test_run_suite_with_a_client_object_in_prompt_mode() -> None:
    scenario = sandbox.load_suite("base")[0]
    model = ScriptedModel({scenario.id: [["[nonexistent_tool(x=1)]"]]})
    [result] = sandbox.run_suite(["base"], model, limit=1, config=sandbox.EpisodeConfig(mode="prompt"))
    assert not result.passed and result.error_class == "unknown_function"


def test_errors_and_lazy_names() -> None:
    with pytest.raises(sandbox.RegistryError, match="unknown suite"):
        sandbox.run_suite(["no_such_suite"])
    with pytest.raises(AttributeError, match="no attribute 'nope'"):
        getattr(sandbox, "nope")
    assert all(hasattr(sandbox, name) for name in sandbox.__all__)


def test_the_documented_example_runs() -> None:
    import sandbox.run.api

    failures, tried = doctest.testmod(sandbox.run.api)
    assert tried and not failures
