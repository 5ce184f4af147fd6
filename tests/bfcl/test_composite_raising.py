"""The composite entries whose ground truth raises in bfcl-eval are exactly the ones docs/compat.md lists."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from scenarios.bfcl.data import available, load_entries
from tests.bfcl_harness import reference_replay

if not available():
    pytest.skip("bfcl-eval is not installed (pip install --no-deps bfcl-eval==2026.3.23 mpmath)", allow_module_level=True)
pytestmark = pytest.mark.bfcl

DOC = Path(__file__).resolve().parents[2] / "docs" / "compat.md"


def documented() -> set[int]:
    text = DOC.read_text(encoding="utf-8").split("## BFCL composite entries whose ground truth raises", 1)[1]
    text = text.split("\n## ", 1)[0].strip()  # up to the next section
    numbers: set[int] = set()
    for low, high in re.findall(r"(\d+)(?:–(\d+))?", text.split("\n\n")[-1]):
        numbers.update(range(int(low), int(high or low) + 1))
    return numbers


def test_raising_composite_entries_are_the_documented_ones() -> None:
    raising = set()
    for entry in load_entries("composite"):
        trace = reference_replay(entry)
        if any(out.startswith("Error during execution") for turn in trace.outputs for out in turn):
            raising.add(int(entry["id"].rsplit("_", 1)[1]))
    assert len(raising) == 98
    assert raising == documented()
