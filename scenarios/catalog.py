"""toolsim's suite catalog: its own suites and BFCL's multi-turn categories.

Registered as the ``toolsim`` provider of the ``toolsim.suites`` entry-point group.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path

from sandbox.episode.scenario import Scenario, load_scenarios
from sandbox.tools.errors import RegistryError
from scenarios.bfcl.data import CATEGORIES, INSTALL_HINT, available
from scenarios.bfcl.importer import load_bfcl_suite

DATA = Path(__file__).resolve().parent / "data"
OWN_SUITES: dict[str, str] = {
    "base": "hand-written scenarios over all eight domains",
    "miss_param": "base scenarios with a needed value left out of a request and supplied a turn later",
    "miss_func": "base scenarios with functions held out until a later turn",
    "long_context": "base scenarios whose gold reads state, with large seeded distractor state",
    "composite": "missing parameter, missing function and long context together (long-context members)",
}
#: ``long_context@800``: a long-context suite with that many distractor items per collection.
SIZED = re.compile(r"^(long_context|composite)@(\d{1,6})$")
MAX_CONTEXT_SIZE = 100_000


class Catalog:
    """Suites by name: ``base``... from JSONL under ``scenarios/data``, ``bfcl:<category>`` from bfcl-eval."""

    def names(self) -> list[str]:
        """Our suites that have data, then the BFCL categories."""
        own = [name for name in OWN_SUITES if (DATA / f"{name}.jsonl").exists() or self._derived(name)]
        return own + [f"bfcl:{c}" for c in CATEGORIES]

    def serves(self, name: str) -> bool:
        """Whether ``name`` is a sized long-context suite (``long_context@800``, ``composite@50``) or a ``gen:`` one.

        Every ``gen:`` name is taken, so that a malformed one fails with its own message when loaded.
        """
        if name.startswith("gen:"):
            return True
        match = SIZED.match(name)
        return match is not None and self._derived(match.group(1)) and int(match.group(2)) <= MAX_CONTEXT_SIZE

    def _derived(self, name: str) -> bool:
        return name != "base" and (DATA / "base.jsonl").exists() and _variants_available()

    def describe(self, name: str) -> str:
        """One line about a suite."""
        if name.startswith("gen:"):
            return f"generated from the dependency graph: {name[4:]}"
        if name.startswith("bfcl:"):
            note = "" if available() else f" (needs: {INSTALL_HINT})"
            return f"BFCL v4 multi-turn {name[5:]}, read from the installed bfcl-eval{note}"
        match = SIZED.match(name)
        if match:
            return f"{OWN_SUITES[match.group(1)]}, {match.group(2)} distractor items per collection"
        return OWN_SUITES.get(name, "")

    def load(self, name: str) -> Sequence[Scenario]:
        """The scenarios of a suite (a derived one is lazy: :func:`scenarios.variants.build_suite`).

        Raises:
            RegistryError: Unknown suite, or bfcl-eval missing for a BFCL suite.
        """
        if name.startswith("bfcl:"):
            return load_bfcl_suite(name[5:])
        if name.startswith("gen:"):
            from scenarios.generate.suite import GenNameError, load_generated

            try:
                return load_generated(name)
            except (GenNameError, ValueError) as err:
                raise RegistryError(f"generated suite: {err}") from None
        path = DATA / f"{name}.jsonl"
        if path.exists():
            return list(_shipped(path))
        if self._derived(name) or self.serves(name):
            from scenarios.variants import build_suite

            match = SIZED.match(name)
            kind, size = (match.group(1), int(match.group(2))) if match else (name, None)
            return build_suite(kind, _shipped(DATA / "base.jsonl"), context_size=size)
        raise RegistryError(f"unknown suite {name!r}")


_SHIPPED: dict[Path, tuple[tuple[int, int], tuple[Scenario, ...]]] = {}


def _shipped(path: Path) -> tuple[Scenario, ...]:
    """The scenarios of a shipped file, read once per process (while the file is unchanged).

    Every suite of a run derived from ``base`` then shares the base's configuration objects, so a
    domain loaded for one of them is copied, not loaded again, for the others
    (:mod:`sandbox.tools.pristine`). Scenarios are not changed once loaded.
    """
    stat = path.stat()
    version = (stat.st_mtime_ns, stat.st_size)
    found = _SHIPPED.get(path)
    if found is None or found[0] != version:
        found = _SHIPPED[path] = (version, tuple(load_scenarios(path)))
    return found[1]


def _variants_available() -> bool:
    import importlib.util

    return importlib.util.find_spec("scenarios.variants") is not None


CATALOG = Catalog()
