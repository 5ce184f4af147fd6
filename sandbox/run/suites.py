"""Find suites by name through the ``toolsim.suites`` entry points (the kernel imports no suite code).

A provider is any object with ``names()``, ``describe(name)`` and ``load(name)``, and optionally
``serves(name)`` for parametrised names it builds on demand (``long_context@800``). A path to a
``.jsonl`` file also works as a suite name. Any of these may be followed by transforms of its tool
surface (``base+distractors=20+rename``, see :mod:`sandbox.run.transforms`).
"""

from __future__ import annotations

from collections.abc import Sequence
from importlib.metadata import entry_points
from pathlib import Path
from typing import Protocol

from pydantic import ValidationError

from sandbox.episode.scenario import Scenario, load_scenarios
from sandbox.run.lazy import LazySuite
from sandbox.run.transforms import split_name, transform_suite
from sandbox.tools.errors import RegistryError, ScenarioFileError
from sandbox.tools.files import regular_file
from sandbox.tools.registry import DOMAINS, load_object

SUITE_GROUP = "toolsim.suites"


class SuiteProvider(Protocol):
    """A source of named suites."""

    def names(self) -> list[str]:
        """The suite names this provider serves."""
        ...

    def describe(self, name: str) -> str:
        """One line about a suite."""
        ...

    def load(self, name: str) -> Sequence[Scenario]:
        """The scenarios of a suite (a list, or a :class:`~sandbox.run.lazy.LazySuite` that builds them on access)."""
        ...


def providers() -> list[SuiteProvider]:
    """Every installed suite provider."""
    found: list[SuiteProvider] = []
    for ep in sorted(entry_points(group=SUITE_GROUP), key=lambda e: e.name):
        try:
            found.append(load_object(ep.value))
        except Exception as err:  # a plugin may fail at import in any way
            raise RegistryError(f"suite provider {ep.name!r} ({ep.value}) could not be loaded: {err}") from err
    return found


def suite_names() -> list[str]:
    """All suite names, in provider order."""
    return [name for provider in providers() for name in provider.names()]


def _provider_of(name: str) -> SuiteProvider | None:
    for provider in providers():
        serves = getattr(provider, "serves", None)  # optional: names a provider builds on demand
        if name in provider.names() or (callable(serves) and serves(name)):
            return provider
    return None


def is_suite(name: str) -> bool:
    """Whether ``name`` names a suite: a listed one, one a provider builds on demand, or a ``.jsonl`` path.

    With transforms (``base+rename``), whether the base is a suite and the transforms are known.
    """
    if "+" in name and not name.endswith(".jsonl"):
        try:
            name, _ = split_name(name)
        except RegistryError:
            return False
    return name.endswith(".jsonl") or _provider_of(name) is not None


def load_suite(name: str) -> Sequence[Scenario]:
    """Load a suite by name, or a JSONL file by path.

    A provider may hand back a :class:`~sandbox.run.lazy.LazySuite`, whose scenarios are built on
    first access: slice it (``--limit``) or look one up (:func:`sandbox.run.lazy.find`) to build
    only what is needed.

    Raises:
        RegistryError: Unknown suite (the message lists the known ones) or transform.
        ScenarioFileError: A malformed suite file.
        InputFileError: A suite file that is not a regular file or too large.
    """
    if "+" in name and not name.endswith(".jsonl"):
        base, steps = split_name(name)
        return transform_suite(load_suite(base), steps)
    if name.endswith(".jsonl"):
        path = Path(name)
        if path.exists():
            regular_file(path)  # not a FIFO, a device or a file of gigabytes
        return load_scenarios(path)
    provider = _provider_of(name)
    if provider is not None:
        return provider.load(name)
    base, sized, size = name.partition("@")
    if sized and _provider_of(base) is not None:  # long_context@abc: the suite is known, the size is not
        raise RegistryError(f"bad size {size[:40]!r} in suite {name[:80]!r}: the size after '@' is a whole number of "
                            f"distractor items per collection, as in {base}@800")
    raise RegistryError(f"unknown suite {name!r}; known suites: {', '.join(suite_names())} (or a path to a .jsonl file)")


def refusal(err: Exception) -> str:
    """One line saying why a domain refused a configuration: the field and the reason when it names them."""
    if isinstance(err, ValidationError):
        first = err.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "<configuration>"
        reason = str(first["msg"]).removeprefix("Value error, ")
        if first["type"] != "value_error" and "input" in first:
            reason += f" (got {type(first['input']).__name__} {str(first['input'])[:40]!r})"
        more = f" (and {err.error_count() - 1} more)" if err.error_count() > 1 else ""
        return f"field {where}: {reason}{more}"[:400]
    return str(err).splitlines()[0][:300] if str(err) else type(err).__name__


def check_runnable(suite: str, scenarios: Sequence[Scenario]) -> None:
    """Refuse, before any episode runs, scenarios whose domains are unknown or whose configuration is invalid.

    Each scenario's domains are looked up (loading their plugins) and built once from its initial
    configuration, as every episode will build them (unless the pristine cache already keeps that
    load: see :meth:`~sandbox.tools.domain.Domain.check`). A lazy derived suite is checked by the
    configurations its variants keep (:meth:`~sandbox.run.lazy.LazySuite.checkable`), building none.

    Raises:
        RegistryError: A domain is unknown or its plugin does not load.
        ScenarioFileError: A domain refuses a scenario's configuration (suite, scenario and domain named).
    """
    for scenario in scenarios.checkable() if isinstance(scenarios, LazySuite) else scenarios:
        for name, config in scenario.domains.items():
            try:
                domain = DOMAINS.get(name)
            except RegistryError as err:
                raise RegistryError(f"suite {suite!r}: scenario {scenario.id!r}: {err}") from None
            try:
                domain.check(config, scenario.context())  # the episodes will copy the load
            except Exception as err:  # whatever a domain raises on a configuration it cannot take
                raise ScenarioFileError(f"suite {suite!r}: scenario {scenario.id!r}: domain {name!r} refuses "
                                        f"its configuration: {refusal(err)}") from None
