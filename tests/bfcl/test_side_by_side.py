"""Every BFCL ground-truth trajectory replays in toolsim exactly as in bfcl-eval.

For each entry of the five multi-turn files: the same result string for every call and, after every
turn, toolsim's state projection equal to bfcl-eval's public attributes. Composite entries whose
ground truth raises inside bfcl-eval (stale calls) are checked for raising at the same calls.
"""

from __future__ import annotations

from typing import Any

import pytest

from scenarios.bfcl.data import CATEGORIES, available, load_entries
from tests.bfcl_harness import reference_replay, supported, toolsim_replay

ERROR = "Error during execution"

if not available():
    pytest.skip("bfcl-eval is not installed (pip install --no-deps bfcl-eval==2026.3.23 mpmath)", allow_module_level=True)
pytestmark = pytest.mark.bfcl

ENTRIES = [entry for category in CATEGORIES for entry in load_entries(category)]


@pytest.mark.bfcl
@pytest.mark.parametrize("entry", ENTRIES, ids=[e["id"] for e in ENTRIES])
def test_ground_truth_replays_like_bfcl(entry: dict[str, Any]) -> None:
    if not supported(entry):
        pytest.skip(f"no toolsim domain yet for one of {entry['involved_classes']}")
    expected = reference_replay(entry)
    actual = toolsim_replay(entry)
    for turn, (want, got) in enumerate(zip(expected.outputs, actual.outputs)):
        assert len(want) == len(got), f"turn {turn}: call count differs"
        for step, (w, g) in enumerate(zip(want, got)):
            if w.startswith(ERROR):
                assert actual.statuses[turn][step] != "ok", f"turn {turn} call {step}: bfcl-eval raised, toolsim ran"
            else:
                assert g == w, f"turn {turn} call {step}: result differs"
        assert actual.states[turn] == expected.states[turn], f"state differs after turn {turn}"
