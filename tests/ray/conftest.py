"""Shared pieces of the ray executor's tests: one small Ray instance per module, a slow endpoint.

The modules skip themselves when Ray is not installed (``nox -s ray`` installs the ``ray`` extra).
"""

from __future__ import annotations

import json
import logging
import socket
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def ray_instance() -> Iterator[Any]:
    """A local Ray instance with two CPUs for the whole module; executors join it and leave it running."""
    ray = pytest.importorskip("ray", reason="the ray extra is not installed (nox -s ray runs these tests)")
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, logging_level=logging.ERROR)
    try:
        yield ray
    finally:
        ray.shutdown()


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@contextmanager
def endpoint(latency: float, status: int = 200) -> Iterator[str]:
    """The benchmarks' loopback endpoint (plain-text answers after ``latency`` s); yields its API base."""
    port = _free_port()
    server = subprocess.Popen([sys.executable, "-m", "tests.bench.endpoint", "--port", str(port), "--latency",
                               str(latency), "--status", str(status)], stdout=subprocess.PIPE, text=True, cwd=ROOT)
    try:
        assert server.stdout is not None and server.stdout.readline().strip() == "ready"
        yield f"http://127.0.0.1:{port}/v1"
    finally:
        server.kill()
        server.wait()
        if server.stdout is not None:
            server.stdout.close()


def rows(run: Path) -> dict[tuple[str, str, int], dict[str, Any]]:
    """A run's result lines by (suite, scenario id, trial), without the timing; each key must be new."""
    found: dict[tuple[str, str, int], dict[str, Any]] = {}
    for line in (run / "results.jsonl").read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        key = (row["suite"], row["scenario_id"], row["trial"])
        assert key not in found, f"{key} recorded twice"
        assert (run / row.pop("trajectory")).is_file()
        row.pop("latency")
        found[key] = row
    return found
