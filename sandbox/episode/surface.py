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


#: The digest of an empty tool list (prompt-mode requests carry no tools).
NO_TOOLS_DIGEST = tools_digest([])
