"""Shared pieces of the ray executor's tests: one small Ray instance per module, result rows.

The modules skip themselves when Ray is not installed (``nox -s ray`` installs the ``ray`` extra).
"""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator
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
