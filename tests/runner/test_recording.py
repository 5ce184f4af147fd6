"""Recorded responses, the response cache, BFCL docs and multi-trial statistics."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from sandbox.commands.cli import main
from sandbox.episode.client import ModelRequest, ModelResponse
from sandbox.episode.loop import EpisodeConfig
from sandbox.episode.scenario import Scenario
from sandbox.models.oracle import OracleModel
from sandbox.models.recorded import CachedModel, RecordedModel
from sandbox.report.summary import summarize
from sandbox.run.rundir import RunDir
from sandbox.run.suites import load_suite


def _lines(run: Path) -> list[dict[str, object]]:
    rows = [json.loads(line) for line in (run / "results.jsonl").read_text().splitlines()]
    for row in rows:
        row.pop("trajectory")
    return sorted(rows, key=lambda r: (str(r["suite"]), str(r["scenario_id"]), int(str(r["trial"]))))


def _events(run: Path) -> list[str]:
    texts = []
    for path in sorted((run / "trajectories").rglob("*.jsonl")):
        for line in path.read_text().splitlines():
            event = json.loads(line)
            if event["kind"] in ("model", "result", "verdict"):
                texts.append(json.dumps(event, sort_keys=True))
    return texts


def test_replay_of_a_run_is_offline_and_bit_identical(tmp_path: Path) -> None:
    first, second = tmp_path / "first", tmp_path / "second"
    assert main(["run", "base", "--limit", "6", "--mode", "prompt", "--out", str(first), "--no-progress"]) == 0
    assert main(["run", "base", "--limit", "6", "--mode", "prompt", "--model", f"replay:{first}",
                 "--out", str(second), "--no-progress"]) == 0
    assert _lines(first) == _lines(second)
    assert _events(first) == _events(second)


def test_replay_refuses_requests_it_never_saw(tmp_path: Path) -> None:
    model = RecordedModel({}, "replay:empty")
    with pytest.raises(Exception, match="no recorded response"):
        asyncio.run(model.complete(ModelRequest(messages=[{"role": "user", "content": "hi"}])))


def test_cache_answers_repeated_requests_without_asking_again(tmp_path: Path) -> None:
    asked: list[str] = []

    class Counting:
        name = "counting"

        def episode(self, scenario: Scenario, trial: int) -> "Counting":
            return self

        async def complete(self, request: ModelRequest) -> ModelResponse:
            asked.append(request.key())
            return ModelResponse(text=f"answer {len(asked)}")

        async def close(self) -> None:
            return None

    request = ModelRequest(messages=[{"role": "user", "content": "hi"}])
    scenario = load_suite("base")[0]
    cached = CachedModel(Counting(), tmp_path)
    one = asyncio.run(cached.episode(scenario, 0).complete(request))
    again = CachedModel(Counting(), tmp_path)  # a new process would read the file back
    two = asyncio.run(again.episode(scenario, 0).complete(request))
    assert len(asked) == 1 and one.text == two.text == "answer 1" and two.cached


def test_trials_report_pass_at_k_pass_hat_k_and_flip_rate(tmp_path: Path) -> None:
    out = tmp_path / "run"
    assert main(["run", "base", "--limit", "3", "--trials", "3", "--out", str(out), "--no-progress"]) == 0
    results = RunDir(out).results()
    assert len(results) == 9
    row = summarize(results, trials=3)["suites"]["base"]
    assert row["pass@k"] == row["pass^k"] == 1.0 and row["flip_rate"] == 0.0
    flipped = [r.model_copy(update={"passed": r.trial != 0}) for r in results]
    row = summarize(flipped, trials=3)["suites"]["base"]
    assert row["pass@k"] == 1.0 and row["pass^k"] == 0.0 and row["flip_rate"] == 1.0


@pytest.mark.bfcl
def test_bfcl_docs_replace_toolsim_schemas(tmp_path: Path) -> None:
    from scenarios.bfcl.docs import bfcl_tool_schemas

    docs = bfcl_tool_schemas()
    assert {"cd", "ls", "book_flight", "startEngine", "post_tweet"} <= set(docs)
    out = tmp_path / "run"
    assert main(["run", "bfcl:base", "--limit", "1", "--docs", "bfcl", "--mode", "prompt", "--out", str(out),
                 "--no-progress"]) == 0
    assert RunDir(out).results()[0].passed
    config = EpisodeConfig(doc_overrides=docs)
    scenario = load_suite("bfcl:base")[0]
    from sandbox.episode.env import EpisodeEnv

    env = EpisodeEnv(scenario, suite="bfcl:base", config=config)
    shown = {t["function"]["name"]: t for t in env.surface(frozenset(env.names)).schemas}
    assert shown["cd"] == docs["cd"]
