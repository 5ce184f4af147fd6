"""Every k-th scenario of a slow suite, as a suite file: a sample that stands for the whole in tests."""

from __future__ import annotations

from pathlib import Path

from sandbox.run.api import suite_scenarios

#: The own suites sampled, and k: what the tests that sample check holds of each scenario alike (the runner's
#: and the step API's handling, the trajectory files), and the whole suites run in tests/scenarios/test_shipped.py.
#: The suites slow to run in bulk (long lists of calls, large states) are sampled more thinly.
SAMPLED = {"base": 3, "miss_param": 3, "miss_func": 3, "long_context": 6, "composite": 6}


def sampled(suite: str, folder: Path) -> str:
    """``suite``, or a ``.jsonl`` file in ``folder`` of every k-th scenario of it (see :data:`SAMPLED`)."""
    if suite not in SAMPLED:
        return suite
    path = folder / f"{suite}.jsonl"
    path.write_text("".join(s.model_dump_json(exclude_defaults=True) + "\n"
                            for s in list(suite_scenarios(suite))[::SAMPLED[suite]]), encoding="utf-8")
    return str(path)
