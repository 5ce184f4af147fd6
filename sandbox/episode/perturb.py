"""A changed tool surface: tools renamed, reworded, or joined by distractors, as a scenario asks.

A scenario's optional ``surface`` (a :class:`SurfaceChange`) says how its tools are shown to the
model: under other names (functions and parameters), with other descriptions, and with extra
*decoy* tools that look usable but are not. The scenario's gold, held-out and excluded functions
are written with the shown names; the episode's domains are views of the real ones whose tools
carry the shown names and run the real functions underneath. A call to a decoy runs nothing and
is refused with its own error class (``distractor_call``).

The views are built once per scenario and process and shared (like the gold twin they must be
the same objects every time, see :mod:`sandbox.judge.gold`).
"""

from __future__ import annotations

import copy
import threading
from collections import OrderedDict
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from sandbox.tools.domain import Domain
from sandbox.tools.registry import Registry
from sandbox.tools.spec import ToolSpec

CACHE_SIZE = 512


class Wording(BaseModel):
    """The description of a tool as shown: the whole function text and each parameter's."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    description: str = ""
    params: dict[str, str] = Field(default_factory=dict)  # real parameter name -> its description


class Decoy(BaseModel):
    """An extra tool offered to the model that nothing stands behind.

    Args:
        name: The shown name.
        domain: The domain of the tool whose schema it borrows.
        source: The real name of that tool.
        params: Real parameter name -> shown name (when renamed).
        wording: Its description, when not the borrowed tool's own.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = Field(min_length=1)
    domain: str
    source: str
    params: dict[str, str] = Field(default_factory=dict)
    wording: Wording | None = None


class SurfaceChange(BaseModel):
    """How a scenario's tools are shown, if not as the domains define them.

    Args:
        names: Real tool name -> shown name.
        params: Real tool name -> real parameter name -> shown name.
        wording: Real tool name -> its shown description.
        decoys: Extra tools that run nothing (calling one is a ``distractor_call``).
        transforms: The suite transforms that made this change, in order (for the record).
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    names: dict[str, str] = Field(default_factory=dict)
    params: dict[str, dict[str, str]] = Field(default_factory=dict)
    wording: dict[str, Wording] = Field(default_factory=dict)
    decoys: list[Decoy] = Field(default_factory=list)
    transforms: list[str] = Field(default_factory=list)

    def shown(self, real: str) -> str:
        """The shown name of a real tool."""
        return self.names.get(real, real)


@dataclass(frozen=True)
class DecoySpec(ToolSpec):
    """The spec of a decoy tool: shown like any other, refused when called."""


def _bind(func: Callable[..., Any], back: Mapping[str, str]) -> Callable[..., Any]:
    """``func`` called with shown parameter names, passing the real ones."""
    def call(api: Any, **kwargs: Any) -> Any:
        return func(api, **{back.get(k, k): v for k, v in kwargs.items()})

    return call


def view(spec: ToolSpec, name: str, params: Mapping[str, str], wording: Wording | None,
         kind: type[ToolSpec] = ToolSpec) -> ToolSpec:
    """``spec`` under another name, parameter names and wording, running the same function."""
    new_params = tuple(
        replace(p, name=params.get(p.name, p.name),
                description=wording.params.get(p.name, "") if wording is not None else p.description)
        for p in spec.params
    )
    texts: dict[str, Any] = {}
    if wording is not None:
        texts = {"summary": wording.description, "description": "", "returns": ""}
    func = _bind(spec.func, {v: k for k, v in params.items()}) if params else spec.func
    fields = {**{f: getattr(spec, f) for f in ("summary", "description", "returns", "mutates", "produces", "domain",
                                               "effect")},
              **texts}
    return kind(name=name, params=new_params, func=func, **fields)


@dataclass(frozen=True)
class _Entry:
    pins: tuple[Any, ...]
    domains: dict[Domain, dict[str, Any]]


_CACHE: OrderedDict[tuple[int, ...], _Entry] = OrderedDict()
_LOCK = threading.Lock()


def perturbed(domains: dict[Domain, dict[str, Any]], change: SurfaceChange,
              registry: Registry) -> dict[Domain, dict[str, Any]]:
    """Views of ``domains`` showing their tools as ``change`` says (the same objects on every call).

    Decoys are attached to the first domain; they are refused before anything runs.

    Raises:
        ValueError: Two tools would be shown under the same name.
    """
    key = (id(change), *(id(d) for d in domains), *(id(c) for c in domains.values()))
    with _LOCK:  # built under the lock: every episode of a scenario must get the same objects
        found = _CACHE.get(key)
        if found is not None:
            _CACHE.move_to_end(key)
            return found.domains
        made = _build(domains, change, registry)
        _CACHE[key] = _Entry((change, *domains, *domains.values()), made)
        while len(_CACHE) > CACHE_SIZE:
            _CACHE.popitem(last=False)
    return made


def _build(domains: dict[Domain, dict[str, Any]], change: SurfaceChange, registry: Registry) -> dict[Domain, dict[str, Any]]:
    made: dict[Domain, dict[str, Any]] = {}
    seen: set[str] = set()
    for position, (domain, config) in enumerate(domains.items()):
        tools: dict[str, ToolSpec] = {}
        for real, spec in domain.tools.items():
            name = change.shown(real)
            tools[name] = view(spec, name, change.params.get(real, {}), change.wording.get(real))
        if position == 0:
            for decoy in change.decoys:
                source = registry.get(decoy.domain).tools[decoy.source]
                tools[decoy.name] = view(source, decoy.name, decoy.params, decoy.wording, DecoySpec)
        clash = seen & set(tools)
        if clash or len(tools) < len(domain.tools) + (len(change.decoys) if position == 0 else 0):
            raise ValueError(f"the changed tool surface shows two tools as {sorted(clash) or 'one name'}")
        seen |= set(tools)
        shown = copy.copy(domain)
        object.__setattr__(shown, "tools", dict(sorted(tools.items())))
        made[shown] = config
    return made
