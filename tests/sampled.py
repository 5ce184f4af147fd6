"""Every k-th scenario of a slow suite, as a suite file: a sample that stands for the whole in tests."""

from __future__ import annotations

from pathlib import Path

from sandbox.run.api import suite_scenarios

#: The own suites whose scenarios are slow to run in bulk (long lists of calls, large states), and k.
SAMPLED = {"long_context": 6, "composite": 6}


def sampled(suite: str, folder: Path) -> str:
    """``suite``, or a ``.jsonl`` file in ``folder`` of every k-th scenario of it (see :data:`SAMPLED`)."""
    if suite not in SAMPLED:
        return suite
    path = folder / f"{suite}.jsonl"
    path.write_text("".join(s.model_dump_json(exclude_defaults=True) + "\n"
                            for s in list(suite_scenarios(suite))[::SAMPLED[suite]]), encoding="utf-8")
    return str(path)
