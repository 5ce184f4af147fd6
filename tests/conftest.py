"""Shared test configuration: hypothesis profiles, and the ``bfcl`` marker.

Select a profile with ``HYPOTHESIS_PROFILE=ci`` (deterministic, used in CI) or ``dev`` (the default).

A test marked ``bfcl`` needs bfcl-eval (BFCL's data, its function docs or its reference classes):
where bfcl-eval is not installed it is skipped, with the reason. ``pytest -m bfcl`` selects these
tests, ``pytest -m "not bfcl"`` the others (``nox -s tests_nobfcl`` runs those of the code paths that read
bfcl-eval, without it).
"""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, settings

from scenarios.bfcl.data import INSTALL_HINT, available

settings.register_profile(
    "ci",
    derandomize=True,
    deadline=None,
    max_examples=60,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile("dev", max_examples=100, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "dev"))


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Skip the tests marked ``bfcl`` where bfcl-eval is not installed."""
    if available():
        return
    skip = pytest.mark.skip(reason=f"needs bfcl-eval, which is not installed ({INSTALL_HINT})")
    for item in items:
        if item.get_closest_marker("bfcl") is not None:
            item.add_marker(skip)
