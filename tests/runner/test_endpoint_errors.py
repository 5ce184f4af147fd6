"""Endpoint errors and interruptions.

Fatal errors stop the run, other errors are kept and can be retried, Ctrl-C says how to resume.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from sandbox.episode.client import ModelError, ModelRequest, ModelResponse
from sandbox.episode.loop import EpisodeConfig
from sandbox.episode.scenario import Scenario
from sandbox.models.litellm_client import classify
from sandbox.models.oracle import OracleModel
from sandbox.run.rundir import RunDir
from sandbox.run.runner import plan, run_items
from sandbox.run.suites import load_suite
from tests.gold_words import gold_reply


def _named(name: str, message: str = "boom") -> Exception:
    return type(name, (Exception,), {})(message)


def _with_status(name: str, status: int) -> Exception:
    error = _named(name, f"HTTP {status}")
    error.status_code = status  # type: ignore[attr-defined]
    return error


@pytest.mark.parametrize(
    ("exc", "expected"),
    [
        (_named("AuthenticationError"), ("auth", False)),
        (_named("PermissionDeniedError"), ("auth", False)),
        (_named("NotFoundError", "model gpt-9 does not exist"), ("not_found", False)),
        (_named("InternalServerError", "OpenAIException - Missing credentials. Please pass an `api_key`"), ("auth", False)),
        (_named("InternalServerError", "upstream 502"), ("server", True)),
        (_named("RateLimitError"), ("rate_limit", True)),
        (_named("BadRequestError"), ("client", False)),
        (_named("ContextWindowExceededError"), ("client", False)),
        (_with_status("APIError", 403), ("auth", False)),
        (_with_status("APIError", 401), ("auth", False)),
        (_with_status("APIError", 404), ("not_found", False)),
        (_named("InternalServerError", "Exceeds the limit (4300 digits) for integer string conversion"),
         ("bad_response", False)),
    ],
)
def test_litellm_errors_are_classified(exc: Exception, expected: tuple[str, bool]) -> None:
    assert classify(exc) == expected


class _RefusesAfter:
    """Oracle answers for the first ``n`` episodes started, then refused credentials."""

    name = "refuses"

    def __init__(self, n: int) -> None:
        self.n = n
        self.started = 0

    def episode(self, scenario: Scenario, trial: int) -> "_RefusesAfter._Episode":
        self.started += 1
        return _RefusesAfter._Episode(OracleModel().episode(scenario, trial), self.started > self.n)

    async def close(self) -> None:
        return None

    class _Episode:
        def __init__(self, inner: object, refuse: bool) -> None:
            self.inner = inner
            self.refuse = refuse

        async def complete(self, request: ModelRequest) -> ModelResponse:
            if self.refuse:
                await asyncio.sleep(0.01)
                raise ModelError("auth", "401 invalid api key")
            response: ModelResponse = await self.inner.complete(request)  # type: ignore[attr-defined]
            return response


def test_fatal_error_stops_the_run_and_resume_completes_it(tmp_path: Path) -> None:
    scenarios = load_suite("base")[:12]
    rundir = RunDir(tmp_path / "run")
    rundir.create({"model": "refuses"})
    with pytest.raises(ModelError) as info:
        asyncio.run(run_items(plan({"base": scenarios}, 1, set()), _RefusesAfter(5), EpisodeConfig(), rundir, concurrency=1))
    assert info.value.kind == "auth"
    recorded = rundir.results()
    assert len(recorded) == 5 and all(r.passed for r in recorded)  # nothing recorded for refused episodes
    rest = plan({"base": scenarios}, 1, rundir.done())
    assert len(rest) == 7
    asyncio.run(run_items(rest, OracleModel(), EpisodeConfig(), rundir, concurrency=3))
    keys = [(r.suite, r.scenario_id, r.trial) for r in rundir.results()]
    assert len(keys) == len(set(keys)) == 12


def _cli(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "sandbox", *args], capture_output=True, text=True, timeout=300,
                          env=env, check=False)


def test_missing_api_key_stops_the_run_with_one_clear_line(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.endswith("_API_KEY")}
    out = tmp_path / "run"
    done = _cli("run", "base", "--limit", "3", "--model", "openai/gpt-4o-mini", "--out", str(out), "--no-progress", env=env)
    assert done.returncode == 2
    assert done.stderr.splitlines()[-1] == ("toolsim: error: no API key for 'openai/gpt-4o-mini': set OPENAI_API_KEY "
                                            "in the environment")
    assert "InternalServerError" not in done.stderr and "Traceback" not in done.stderr
    assert not out.exists()  # stopped before the run started: nothing to resume


def test_a_key_in_the_environment_or_an_api_base_needs_no_more(monkeypatch: pytest.MonkeyPatch) -> None:
    from sandbox.models.litellm_client import LiteLLMModel
    from sandbox.models.options import ModelOptions

    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    assert LiteLLMModel("openai/gpt-4o-mini", ModelOptions()).missing_keys() == ["OPENAI_API_KEY"]
    assert LiteLLMModel("openai/gpt-4o-mini", ModelOptions(api_key="k")).missing_keys() == []
    assert LiteLLMModel("openai/gpt-4o-mini", ModelOptions(api_base="http://127.0.0.1:1")).missing_keys() == []
    monkeypatch.setenv("OPENAI_API_KEY", "k")
    assert LiteLLMModel("openai/gpt-4o-mini", ModelOptions()).missing_keys() == []


def test_retry_errors_runs_endpoint_failures_again(tmp_path: Path) -> None:
    scenarios = load_suite("base")[:4]
    script = tmp_path / "script.jsonl"
    script.write_text("".join(json.dumps({"id": s.id, "result": "HTTP 503 from the endpoint"}) + "\n" for s in scenarios))
    out = tmp_path / "run"
    first = _cli("run", "base", "--limit", "4", "--model", f"scripted:{script}", "--mode", "prompt", "--out", str(out))
    assert first.returncode == 1, first.stderr  # nothing but endpoint errors: no model was scored
    assert [r.error_class for r in RunDir(out).results()] == ["model_error"] * 4
    plain = _cli("run", "--resume", str(out))
    assert "0 of 4 episodes to run" in plain.stdout  # a plain resume keeps recorded errors
    script.write_text("".join(
        json.dumps({"id": s.id, "result": [[list(t.ground_truth), gold_reply(s, i)] if t.ground_truth else []
                                           for i, t in enumerate(s.turns)]}) + "\n"
        for s in scenarios
    ))
    again = _cli("run", "--resume", str(out), "--retry-errors")
    assert again.returncode == 0, again.stderr
    assert "4 episode(s) that ended in a model or endpoint error will run again" in again.stderr
    results = RunDir(out).results()
    assert len(results) == 4 and len({r.scenario_id for r in results}) == 4
    assert all(r.passed for r in results)
    refused = _cli("run", "base", "--retry-errors")
    assert refused.returncode == 2 and "--retry-errors goes with --resume" in refused.stderr


@pytest.mark.parametrize("model", ["nosuchmodel", "foo/bar"])
def test_a_model_no_provider_serves_is_refused_before_the_run(model: str, tmp_path: Path) -> None:
    out = tmp_path / "run"
    done = _cli("run", "base", "--limit", "1", "--model", model, "--out", str(out))
    assert done.returncode == 2
    assert done.stderr.startswith(f"toolsim: error: unknown model {model!r}") and done.stderr.count("\n") == 1
    assert done.stdout == "" and not out.exists()
