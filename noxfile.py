"""Developer sessions: ``nox`` runs the tests and the lint checks; ``nox -s e2e`` drives a real local model."""

from __future__ import annotations

import nox

nox.options.sessions = ["tests", "lint"]
nox.options.reuse_existing_virtualenvs = True

PACKAGES = ["sandbox", "apis", "graph", "scenarios"]
BFCL = ["--no-deps", "bfcl-eval==2026.3.23", "mpmath"]


@nox.session
def tests(session: nox.Session) -> None:
    """Unit, property and BFCL side-by-side tests (warnings are errors; hypothesis CI profile)."""
    session.install("-e", ".[dev]")
    session.install(*BFCL)
    session.run(
        "pytest", *(session.posargs or ["-q"]),
        env={"HYPOTHESIS_PROFILE": "ci", "LITELLM_LOCAL_MODEL_COST_MAP": "True"},
    )


@nox.session
def lint(session: nox.Session) -> None:
    """mypy --strict, pydocstyle (Google), the import rules and the module-size limit."""
    session.install("-e", ".[dev]")
    session.run("mypy")
    session.run("pydocstyle", *PACKAGES)
    session.run("lint-imports")
    session.run("python", "-m", "tests.structure", *PACKAGES)
