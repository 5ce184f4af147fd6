"""The OpenEnv server (``toolsim openenv``) and client: a scripted policy scores exactly what ``toolsim run`` scores."""

from __future__ import annotations

import asyncio
import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("openenv", reason="the openenv extra is not installed (pip install -e '.[openenv]')")

from sandbox.commands.cli import main  # noqa: E402
from tests.integration_play import (  # noqa: E402
    assert_openenv_matches,
    free_port,
    openenv_server,
    play_openenv,
    run_lines,
    write_script,
)

ROOT = Path(__file__).resolve().parents[2]
SUITE, COUNT = "miss_func", 8


@pytest.fixture(scope="module")
def script(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The scripted model of :mod:`tests.integration_play` over the first scenarios."""
    return write_script(SUITE, COUNT, tmp_path_factory.mktemp("openenv") / "script.jsonl")


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    """``toolsim openenv SUITE --port P``: one command starts the server."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "LITELLM_LOCAL_MODEL_COST_MAP": "True"}
    with openenv_server([sys.executable, "-m", "sandbox", "openenv", SUITE, "--port", str(free_port())], env) as url:
        yield url


def test_a_scripted_policy_scores_what_toolsim_run_scores(server: str, script: Path, tmp_path: Path) -> None:
    out = tmp_path / "run"
    assert main(["run", SUITE, "--model", f"scripted:{script}", "--limit", str(COUNT), "--out", str(out),
                 "--no-progress"]) == 0
    expected = run_lines(out)

    async def play_all() -> list[dict[str, object]]:  # concurrent sessions, each with its own episode
        return await asyncio.gather(*(play_openenv(server, SUITE, f"scripted:{script}", sid) for sid in expected))

    assert_openenv_matches(asyncio.run(play_all()), expected)


def test_an_unknown_suite_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["openenv", "no_such_suite", "--port", str(free_port())]) == 2
    assert "no_such_suite" in capsys.readouterr().err
