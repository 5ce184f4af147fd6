"""Episodes that ended in a ``model_error`` are counted in every summary; a run of nothing but them fails."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
from pathlib import Path

from sandbox.episode.loop import EpisodeResult
from sandbox.report.summary import model_error_note, nothing_answered, summarize
from sandbox.run.suites import load_suite

ROOT = Path(__file__).resolve().parents[2]


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "sandbox", *args], capture_output=True, text=True, cwd=ROOT,
                          env={**os.environ, "LITELLM_LOCAL_MODEL_COST_MAP": "True"}, timeout=300)


def _result(i: int, suite: str = "base", error: str | None = None) -> EpisodeResult:
    return EpisodeResult(scenario_id=f"s{i}", suite=suite, category="base", trial=0, passed=error is None,
                         turn_accuracy=0.0, turns=[], error_class="model_error" if error else None, model_error=error)


def _dead_endpoint() -> str:
    """A loopback address where nothing listens (connections are refused)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    return f"http://127.0.0.1:{port}/v1"


def test_the_summary_counts_model_errors_per_suite_and_in_all() -> None:
    results = [_result(0, error="connection: refused"), _result(1, error="connection: refused"), _result(2),
               _result(0, suite="other", error="timeout: 2 s")]
    summary = summarize(results)
    assert summary["suites"]["base"]["model_errors"] == 2 and summary["suites"]["other"]["model_errors"] == 1
    assert summary["model_errors"] == 3 and summary["model_error_example"] == "connection: refused"
    assert not nothing_answered(summary)
    assert model_error_note(summary, "runs/x") == ("3 of 4 episodes ended in a model_error (scored as failed); most "
                                                   "common: connection: refused; run them again with: "
                                                   "toolsim run --resume runs/x --retry-errors")
    assert model_error_note(summarize([_result(0)])) is None and summarize([])["model_errors"] == 0
    assert not nothing_answered(summarize([]))
    everything = summarize(results[:2])
    assert nothing_answered(everything)
    assert str(model_error_note(everything)).startswith("every episode (2) ended in a model_error")


def test_a_dead_endpoint_gives_a_failing_run_that_says_why(tmp_path: Path) -> None:
    out = tmp_path / "run"
    done = cli("run", "base", "--limit", "3", "--model", "openai/fake", "--api-base", _dead_endpoint(),
               "--retries", "0", "--timeout", "5", "--out", str(out), "--no-progress")
    assert done.returncode == 1, done.stderr
    text = " ".join(done.stdout.split())
    assert "every episode (3) ended in a model_error" in text and "connection" in text
    assert f"toolsim run --resume {out} --retry-errors" in text
    as_json = cli("run", "--resume", str(out), "--no-progress", "--json")  # nothing left to run: the same summary
    assert as_json.returncode == 1
    summary = json.loads(as_json.stdout)
    assert summary["model_errors"] == 3 and summary["suites"]["base"]["model_errors"] == 3
    assert "every episode (3) ended in a model_error" in as_json.stderr
    report = cli("report", str(out), "--json")
    assert report.returncode == 0 and json.loads(report.stdout)["model_errors"] == 3
    report_text = cli("report", str(out))
    assert "every episode (3) ended in a model_error" in " ".join(report_text.stdout.split())


def test_a_run_with_some_model_errors_counts_them_and_passes(tmp_path: Path) -> None:
    first = load_suite("base")[0].id
    script = tmp_path / "script.jsonl"
    script.write_text(json.dumps({"id": first, "result": "Error during inference: upstream gone"}) + "\n")
    out = tmp_path / "run"
    done = cli("run", "base", "--limit", "3", "--model", f"scripted:{script}", "--out", str(out), "--no-progress",
               "--json")
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout)
    assert summary["episodes"] == 3 and summary["model_errors"] == 1
    assert "1 of 3 episodes ended in a model_error" in done.stderr and "upstream gone" in done.stderr
    text = cli("report", str(out))
    assert "1 of 3 episodes ended in a model_error" in " ".join(text.stdout.split())
