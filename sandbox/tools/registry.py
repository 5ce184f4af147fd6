"""Find domains (and suites) by string id, lazily, through Python entry points.

The kernel never imports a concrete domain. Packages declare domains under the entry-point group
``toolsim.domains`` (``name = "package.module:DOMAIN"``); they are imported on first use. Tests and
embedding code may also :meth:`Registry.add` a domain object directly.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from importlib.metadata import entry_points
from typing import Any

from sandbox.tools.domain import Domain
from sandbox.tools.errors import RegistryError

DOMAIN_GROUP = "toolsim.domains"


def load_object(target: str) -> Any:
    """Import ``"package.module:attribute"`` and return the attribute."""
    module_name, _, attr = target.partition(":")
    obj: Any = importlib.import_module(module_name)
    for part in attr.split(".") if attr else ():
        obj = getattr(obj, part)
    return obj


@dataclass
class Registry:
    """Domains by name: declared entry points, loaded when first asked for, plus direct additions."""

    group: str = DOMAIN_GROUP
    _targets: dict[str, str] | None = None
    _loaded: dict[str, Domain] = field(default_factory=dict)
    _aliases: dict[str, str] = field(default_factory=dict)

    def _entry_targets(self) -> dict[str, str]:
        if self._targets is None:
            self._targets = {ep.name: ep.value for ep in entry_points(group=self.group)}
        return self._targets

    def add(self, domain: Domain) -> None:
        """Register a domain object directly (replaces one of the same name)."""
        self._loaded[domain.name] = domain
        self._aliases.clear()

    def names(self) -> list[str]:
        """All known domain names, sorted."""
        return sorted(set(self._entry_targets()) | set(self._loaded))

    def get(self, name: str) -> Domain:
        """Return the domain called ``name`` (or with that alias).

        Raises:
            RegistryError: No such domain; the message lists the known ones.
        """
        if name in self._loaded:
            return self._loaded[name]
        target = self._entry_targets().get(name)
        if target is not None:
            try:
                domain = load_object(target)
            except Exception as err:  # a plugin may fail at import in any way (ToolDefinitionError included)
                raise RegistryError(f"domain {name!r} ({target}) could not be loaded: {err}") from err
            if not isinstance(domain, Domain):
                raise RegistryError(f"entry point {name!r} -> {target} is not a toolsim Domain")
            self._loaded[name] = domain
            return domain
        if name in self._aliases:
            return self._loaded[self._aliases[name]]
        for other in self.names():
            try:
                domain = self.get(other)
            except RegistryError:
                continue
            for alias in domain.aliases:
                self._aliases.setdefault(alias, domain.name)
            if name in domain.aliases:
                return domain
        raise RegistryError(f"unknown domain {name!r}; known domains: {', '.join(self.names()) or 'none'}")

    def all(self) -> list[Domain]:
        """Every known domain, loaded."""
        return [self.get(name) for name in self.names()]


#: The process-wide registry. It only caches immutable :class:`Domain` objects; episodes never
#: share state through it.
DOMAINS = Registry()
