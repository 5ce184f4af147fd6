"""Turn BFCL multi-turn entries into toolsim scenarios (``bfcl`` profile), at run time.

Held-out functions come from ``missed_function`` (turn index -> names), empty turns are kept, long
context is switched on for the long_context and composite categories as BFCL does. BFCL's
``excluded_function`` is kept in the metadata only: bfcl-eval neither hides nor disables it, and the
``bfcl`` profile reproduces what bfcl-eval shows a model.
"""

from __future__ import annotations

from typing import Any

from sandbox.episode.scenario import Scenario
from sandbox.tools.context import LongContext
from scenarios.bfcl.data import load_entries


def category_of(entry_id: str) -> str:
    """Return the BFCL category of an entry id (``multi_turn_miss_func_12`` -> ``miss_func``)."""
    return entry_id.rsplit("_", 1)[0].removeprefix("multi_turn_")


def to_scenario(entry: dict[str, Any]) -> Scenario:
    """Convert one BFCL entry (question merged with ground truth) to a scenario."""
    category = category_of(entry["id"])
    held_out = {name: int(turn) for turn, names in entry.get("missed_function", {}).items() for name in names}
    config = entry.get("initial_config", {})
    data = {
        "id": entry["id"],
        "category": category,
        "profile": "bfcl",
        "domains": {cls: config.get(cls, {}) for cls in entry["involved_classes"]},
        "turns": [
            {"messages": [{"content": m["content"]} for m in messages if m.get("role") == "user"], "ground_truth": gold}
            for messages, gold in zip(entry["question"], entry["ground_truth"])
        ],
        "held_out": held_out,
        "long_context": LongContext() if category in ("long_context", "composite") else None,
        "metadata": {
            "source": "bfcl-eval 2026.3.23",
            "bfcl_path": entry.get("path", []),
            "excluded_function": entry.get("excluded_function", []),
            "unused_config": sorted(set(config) - set(entry["involved_classes"])),
        },
    }
    return Scenario.model_validate(data, context={"lenient_gold": True})


def load_bfcl_suite(category: str) -> list[Scenario]:
    """All scenarios of one BFCL multi-turn category."""
    return [to_scenario(entry) for entry in load_entries(category)]
