"""Freshly loaded domain instances, kept as pickles so that the next episode of a scenario copies them.

Loading a domain validates its configuration and, with long context on, generates thousands of
seeded distractor items. The gold twin, the model's toolbox and every trial of a scenario load
the very same thing, so the second load is pickled and later ones unpickle it, which costs a
fraction of the load. (A first plain load is not pickled: most instances are loaded once per
process, as in a rescore or a run whose trials follow the gold, and pickling costs about half a
load. A long-context load is pickled at once: generating its distractors costs several times the
pickling, and its scenario is always replayed again, by the rebase, the suite check or the gold twin.)
The copy is exact:

- the key holds everything a load may read: the domain and its version, the configuration (by
  identity: the entry keeps the configuration object alive and scenarios never change theirs), the
  episode's seed, clock, profile and long-context settings, and the state of every random stream
  of the context before the load;
- the random streams the load used are restored to the state they reached, and references to
  the episode context (or its streams) inside the instance point to the new episode's own;
- an instance that cannot be pickled, or one keeping attributes in ``__slots__``, is simply loaded
  every time.

The cache is bounded (least recently used entries go first) and per process.
"""

from __future__ import annotations

import pickle
import weakref
from collections import OrderedDict
from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from sandbox.tools.context import SWAP, EpisodeContext, Stream

T = TypeVar("T")

#: Bytes of pickles kept (a long-context instance pickles to tens of kilobytes, a plain one to one or two).
CAPACITY = 128 << 20
#: Keys loaded once and not pickled, remembered so that their second load is.
SEEN = 1 << 14


class _Entry:
    __slots__ = ("config", "blob", "streams", "projection")

    def __init__(self, config: object, blob: bytes, streams: dict[str, tuple[Any, ...]]) -> None:
        self.config = config
        self.blob = blob
        self.streams = streams
        self.projection: Any = None


def _slotted(cls: type) -> bool:
    """Whether instances of ``cls`` keep attributes in slots (which ``vars`` does not show)."""
    return any(name not in ("__dict__", "__weakref__") for klass in cls.__mro__
               for name in getattr(klass, "__dict__", {}).get("__slots__", ()))


def _stream_states(ctx: EpisodeContext) -> dict[str, tuple[Any, ...]]:
    return {name: gen.getstate() for name, gen in ctx._streams.items()}


class PristineCache:
    """A map from (domain, configuration, context) to a pickled freshly loaded instance, bounded in bytes."""

    def __init__(self, capacity: int = CAPACITY) -> None:
        self.capacity = capacity
        self.size = 0
        self._entries: OrderedDict[tuple[Any, ...], _Entry] = OrderedDict()
        self._seen: OrderedDict[tuple[Any, ...], None] = OrderedDict()  # loaded once, not pickled
        self._refused: set[str] = set()
        self._origin: weakref.WeakKeyDictionary[Any, _Entry] = weakref.WeakKeyDictionary()

    def clear(self) -> None:
        """Forget every entry."""
        self._entries.clear()
        self._seen.clear()
        self.size = 0

    def __len__(self) -> int:
        return len(self._entries)

    def load(self, domain: str, version: int, config: Mapping[str, Any] | None, ctx: EpisodeContext,
             loader: Callable[[], T], *, again: bool = False) -> T:
        """``loader()``'s result for this configuration and context: from the third load on, a copy of the second.

        Args:
            domain: The domain's name.
            version: The domain's version.
            config: The configuration object the loader reads (compared by identity).
            ctx: The episode context the loader reads and whose streams it may advance.
            loader: Loads a fresh instance (``Domain.api.load`` bound to ``config`` and ``ctx``).
            again: The caller knows the same load will be asked for again (a check of a suite's
                configurations before its episodes): pickle this first load at once.
        """
        if domain in self._refused:
            return loader()
        before = _stream_states(ctx)
        key = self._key(domain, version, config, ctx, before)
        entry = self._entries.get(key) if key is not None else None
        if key is not None and entry is not None and entry.config is config:
            self._entries.move_to_end(key)
            copied: T = self._copy(entry, ctx)
            self._origin[copied] = entry
            return copied
        instance = loader()
        if key is None:
            return instance
        if again or ctx.long_context is not None or key in self._seen:
            self._seen.pop(key, None)
            self._remember(key, domain, config, ctx, before, instance)
        else:
            self._seen[key] = None
            if len(self._seen) > SEEN:
                self._seen.popitem(last=False)
        return instance

    def holds(self, domain: str, version: int, config: Mapping[str, Any] | None, ctx: EpisodeContext) -> bool:
        """Whether a load of this configuration and context is kept (so the domain took the configuration)."""
        key = self._key(domain, version, config, ctx, _stream_states(ctx))
        entry = self._entries.get(key) if key is not None else None
        return entry is not None and entry.config is config

    def initial_projection(self, instance: Any, project: Callable[[], T]) -> T:
        """``project()`` of an instance that this cache handed out and that has not changed since.

        The projection is computed once per entry and shared by every copy (treat it as
        read-only). The caller vouches that nothing changed the instance yet.
        """
        entry = self._origin.get(instance)
        if entry is None:
            return project()
        if entry.projection is None:
            entry.projection = project()
        found: T = entry.projection
        return found

    @staticmethod
    def _key(domain: str, version: int, config: object, ctx: EpisodeContext,
             before: dict[str, tuple[Any, ...]]) -> tuple[Any, ...] | None:
        long_context = None if ctx.long_context is None else tuple(sorted(ctx.long_context.__dict__.items()))
        streams = frozenset((name, hash(state)) for name, state in before.items())
        key = (domain, version, id(config), ctx.seed, ctx.clock, ctx.profile, long_context, streams)
        try:
            hash(key)
        except TypeError:
            return None
        return key

    def _remember(self, key: tuple[Any, ...], domain: str, config: object, ctx: EpisodeContext,
                  before: dict[str, tuple[Any, ...]], instance: object) -> None:
        if not hasattr(instance, "__dict__") or _slotted(type(instance)):
            self._refused.add(domain)
            return
        after = _stream_states(ctx)
        used = {name: state for name, state in after.items() if before.get(name) != state}
        token = SWAP.set(ctx)
        try:
            blob = pickle.dumps((type(instance), vars(instance)), protocol=pickle.HIGHEST_PROTOCOL)
        except Exception:  # noqa: BLE001 - whatever stops pickling, the domain is loaded every time
            self._refused.add(domain)
            return
        finally:
            SWAP.reset(token)
        old = self._entries.pop(key, None)
        self.size += len(blob) - (len(old.blob) if old is not None else 0)
        self._entries[key] = self._origin[instance] = _Entry(config, blob, used)
        while self.size > self.capacity and self._entries:
            self.size -= len(self._entries.popitem(last=False)[1].blob)

    @staticmethod
    def _copy(entry: _Entry, ctx: EpisodeContext) -> Any:
        for name, state in entry.streams.items():
            gen = ctx._streams.get(name)
            if gen is None:
                gen = ctx._streams[name] = Stream(0, name)
            gen.setstate(state)
        token = SWAP.set(ctx)
        try:
            cls, attributes = pickle.loads(entry.blob)
        finally:
            SWAP.reset(token)
        instance = cls.__new__(cls)
        instance.__dict__.update(attributes)
        return instance


#: The process-wide cache used by :meth:`sandbox.tools.domain.Domain.create`.
PRISTINE = PristineCache()
