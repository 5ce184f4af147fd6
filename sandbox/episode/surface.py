"""The tool surface a model is shown: schemas, their digest and the prompt-mode system prompt, built once.

The same set of tools (with the same doc overrides) is offered in every episode of a scenario and
in many scenarios; building its JSON schemas, hashing them and rendering the system prompt is done
once per process and shared (a bounded least-recently-used cache). Treat a surface as read-only.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from sandbox.episode.client import message_hash, tools_digest
from sandbox.episode.perturb import SurfaceChange
from sandbox.episode.prompting import system_prompt
from sandbox.tools.spec import ToolSpec

CACHE_SIZE = 256


@dataclass(frozen=True)
class Surface:
    """The schemas of a set of tools, in name order, with what is derived from them."""

    schemas: tuple[dict[str, Any], ...]
    digest: str
    _pins: tuple[Any, ...] = field(repr=False, compare=False)  # keeps the key's objects (and ids) alive

    @cached_property
    def tool_list(self) -> list[dict[str, Any]]:
        """The schemas as one list shared by every request that offers these tools (read-only).

        A client that encodes a request's tool list once per list object then encodes it once per
        process, not once per episode.
        """
        return list(self.schemas)

    @cached_property
    def system_message(self) -> tuple[dict[str, Any], str]:
        """The prompt-mode system message for these tools and its hash."""
        message = {"role": "system", "content": system_prompt(self.schemas)}
        return message, message_hash(message)


_CACHE: OrderedDict[tuple[int, ...], Surface] = OrderedDict()
_LOCK = threading.Lock()


def surface(specs: Iterable[ToolSpec], overrides: Mapping[str, dict[str, Any]]) -> Surface:
    """The surface of ``specs`` (sorted by name), ``overrides`` replacing toolsim's schema by tool name."""
    ordered = tuple(sorted(specs, key=lambda s: s.name))
    key = (id(overrides) if overrides else 0, *map(id, ordered))
    with _LOCK:
        found = _CACHE.get(key)
        if found is not None:
            _CACHE.move_to_end(key)
            return found
    schemas = tuple(overrides.get(s.name) or s.openai_schema() for s in ordered)
    made = Surface(schemas=schemas, digest=tools_digest(list(schemas)), _pins=(overrides, ordered))
    with _LOCK:
        _CACHE[key] = made
        while len(_CACHE) > CACHE_SIZE:
            _CACHE.popitem(last=False)
    return made


_KEPT_LOCK = threading.Lock()
_KEPT: OrderedDict[tuple[int, int], tuple[Any, ...]] = OrderedDict()


def kept_overrides(change: SurfaceChange | None, overrides: Mapping[str, dict[str, Any]]) -> Mapping[str, dict[str, Any]]:
    """The doc overrides (``--docs bfcl``) that still fit: those of tools shown unchanged, under their own name.

    The same mapping object is returned for the same change and overrides, so surfaces built from
    it are cached once (see :mod:`sandbox.episode.surface`).
    """
    if change is None or not overrides:
        return overrides
    key = (id(change), id(overrides))
    with _KEPT_LOCK:
        found = _KEPT.get(key)
        if found is not None:
            return found[0]  # type: ignore[no-any-return]
    plain = {d.name for d in change.decoys if d.name == d.source and not d.params and d.wording is None}
    changed = set(change.names) | set(change.names.values()) | set(change.params) | set(change.wording)
    changed |= {d.name for d in change.decoys} - plain
    kept = {name: schema for name, schema in overrides.items() if name not in changed}
    with _KEPT_LOCK:
        _KEPT[key] = (kept, change, overrides)
        while len(_KEPT) > CACHE_SIZE:
            _KEPT.popitem(last=False)
    return kept


#: The digest of an empty tool list (prompt-mode requests carry no tools).
NO_TOOLS_DIGEST = tools_digest([])
