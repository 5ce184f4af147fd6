"""The garbage collector of a process that runs many episodes.

Episodes allocate many short-lived objects and few reference cycles, so Python's default of a
collection of the youngest generation every 700 net allocations spends about a tenth of a run's
CPU time finding little. The ``toolsim`` command and Ray workers collect every 10,000 instead.
Library users (the step API, ``run_suite``) keep their own settings.
"""

from __future__ import annotations

import gc

#: ``gc.set_threshold`` arguments for processes that run episodes.
THRESHOLDS = (10_000, 20, 20)


def collect_less_often() -> None:
    """Set this process's collection thresholds to :data:`THRESHOLDS`."""
    gc.set_threshold(*THRESHOLDS)
