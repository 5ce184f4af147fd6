"""toolsim's episode verdict equals bfcl-eval's ``multi_turn_checker`` verdict on the same decoded output.

For every entry of the five multi-turn files, both checkers judge the gold trajectory and four
systematic mutations of it (a call dropped, an argument changed, an extra read call added, calls
reordered). The decoded output is fed to toolsim through the scripted model, exactly as
``toolsim rescore`` does with a BFCL result file.
"""

from __future__ import annotations

import asyncio
import itertools
from typing import Any

import pytest

from sandbox.episode.loop import EpisodeConfig, run_episode
from sandbox.models.scripted import ScriptedModel
from scenarios.bfcl.data import CATEGORIES, available, load_entries
from scenarios.bfcl.importer import to_scenario
from tests.bfcl.mutations import BUILDERS, MUTATIONS, Decoded
from tests.bfcl_harness import supported

if not available():
    pytest.skip("bfcl-eval is not installed (pip install --no-deps bfcl-eval==2026.3.23 mpmath)", allow_module_level=True)
pytestmark = pytest.mark.bfcl

ENTRIES = [entry for category in CATEGORIES for entry in load_entries(category)]
_NAMES = itertools.count()


def bfcl_verdict(entry: dict[str, Any], decoded: Decoded) -> bool:
    """bfcl-eval's own checker on a decoded output."""
    from bfcl_eval.eval_checker.multi_turn_eval import multi_turn_utils
    from bfcl_eval.eval_checker.multi_turn_eval.multi_turn_checker import multi_turn_checker

    model = f"toolsim_agreement_{next(_NAMES)}"
    category = entry["id"].rsplit("_", 1)[0]
    try:
        verdict = multi_turn_checker(decoded, entry["ground_truth"], entry, category, model)
    finally:
        namespace = vars(multi_turn_utils)
        for key in [k for k in namespace if k.startswith(model)]:
            del namespace[key]
    return bool(verdict["valid"])


def toolsim_verdict(entry: dict[str, Any], decoded: Decoded) -> bool:
    """toolsim's verdict on the same decoded output, through the scripted model."""
    scenario = to_scenario(entry)
    model = ScriptedModel({scenario.id: [[list(step) for step in turn] for turn in decoded]})
    result, _ = asyncio.run(run_episode(scenario, model, config=EpisodeConfig(mode="prompt")))
    return result.passed


@pytest.mark.bfcl
@pytest.mark.parametrize("entry", ENTRIES, ids=[e["id"] for e in ENTRIES])
def test_verdicts_agree_with_bfcl(entry: dict[str, Any]) -> None:
    if not supported(entry):
        pytest.skip(f"no toolsim domain yet for one of {entry['involved_classes']}")
    for mutation in MUTATIONS:
        decoded = BUILDERS[mutation](entry)
        if decoded is None:
            continue
        expected = bfcl_verdict(entry, decoded)
        assert toolsim_verdict(entry, decoded) == expected, f"{mutation}: bfcl-eval says {expected}"
