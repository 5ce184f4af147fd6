"""Per-episode sources of nondeterminism: seeded random streams, ids and a frozen clock.

Domain code takes randomness and "now" from the :class:`EpisodeContext` it is given, never from
``random``, ``uuid`` or ``datetime.now()``, so an episode is a pure function of its scenario.

>>> ctx = EpisodeContext(seed=7)
>>> a = ctx.rng("message_ids").random()
>>> b = EpisodeContext(seed=7).rng("message_ids").random()
>>> a == b
True
>>> ctx.rng("message_ids") is ctx.rng("message_ids")
True
"""

from __future__ import annotations

import hashlib
import random
from contextvars import ContextVar
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

Profile = Literal["bfcl", "native"]
PROFILES: tuple[Profile, ...] = ("bfcl", "native")

#: The clock of an episode whose scenario names none: a fixed instant, so results never depend on
#: the day a run happens. BFCL's travel dates all fall in 2026, and its traveller-age checks were
#: written against dates before them, so the default sits at the start of that year.
DEFAULT_CLOCK = datetime(2026, 1, 1, 9, 0, 0)


class LongContext(BaseModel):
    """Large distracting state injected at load time.

    In the ``bfcl`` profile a domain injects BFCL's own filler (read from the installed bfcl-eval
    package) and ``size`` is ignored. In the ``native`` profile a domain generates seeded distractor
    items; ``size`` is the number of distractor items per collection (files, messages, orders...).
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    size: int = Field(default=200, ge=0, le=100_000)


def history_share(size: int, among: int) -> int:
    """How many lines of its seeded history one of ``among`` records a read returns shows: an even share of ``size``, at least one.

    A read of one record shows its whole history of ``size`` lines; a read of several, the most
    recent share of each, so a long list costs about as much as one record.

    >>> history_share(200, 1), history_share(200, 3), history_share(2, 5), history_share(200, 0)
    (200, 67, 1, 200)
    """
    return max(1, -(-size // max(among, 1)))


def derive_seed(seed: int, stream: str) -> int:
    """Derive a stable 64-bit seed for a named stream (independent of ``PYTHONHASHSEED``)."""
    digest = hashlib.sha256(f"{seed}\x00{stream}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


#: Set while an instance is copied from a pickle (:mod:`sandbox.tools.pristine`): pickled references
#: to an episode context and its streams then stand for this context and its streams of the same names.
SWAP: ContextVar[EpisodeContext | None] = ContextVar("toolsim_context_swap", default=None)


def _swapped_context() -> EpisodeContext:
    target = SWAP.get()
    if target is None:
        raise RuntimeError("an episode context reference was unpickled outside a domain copy")
    return target


def _swapped_stream(name: str) -> random.Random:
    return _swapped_context()._streams[name]


def _restored_stream(name: str, state: tuple[Any, ...]) -> Stream:
    stream = Stream(0, name)
    stream.setstate(state)
    return stream


class Stream(random.Random):
    """A named random stream of an :class:`EpisodeContext` (a :class:`random.Random`)."""

    def __init__(self, seed: int, name: str) -> None:
        super().__init__(seed)
        self.name = name

    def __deepcopy__(self, memo: dict[int, Any]) -> Stream:
        """A stream in the same state (the state is an immutable tuple: taken whole, not item by item)."""
        return _restored_stream(self.name, self.getstate())

    def __reduce__(self) -> tuple[Any, ...]:
        if SWAP.get() is not None:
            return _swapped_stream, (self.name,)
        return _restored_stream, (self.name, self.getstate())


@dataclass
class EpisodeContext:
    """What a domain may know about the episode it lives in.

    Args:
        seed: The scenario's seed; every random stream derives from it.
        clock: The frozen "now" of the episode.
        profile: ``bfcl`` (reproduce bfcl-eval) or ``native`` (BFCL's weaknesses fixed).
        long_context: Distractor state to inject at load time, or ``None``.
    """

    seed: int = 0
    clock: datetime = DEFAULT_CLOCK
    profile: Profile = "native"
    long_context: LongContext | None = None
    _streams: dict[str, Stream] = field(default_factory=dict, repr=False)

    def rng(self, stream: str) -> random.Random:
        """The episode's random generator for a named stream, created on first use.

        Separate streams per purpose keep values stable when unrelated calls happen in between.
        """
        gen = self._streams.get(stream)
        if gen is None:
            gen = self._streams[stream] = Stream(derive_seed(self.seed, stream), stream)
        return gen

    def seeded(self, stream: str, seed: int) -> random.Random:
        """A generator for a stream with an explicit seed (used to reproduce BFCL's fixed seeds)."""
        key = f"{stream}#explicit"
        gen = self._streams.get(key)
        if gen is None:
            gen = self._streams[key] = Stream(seed, key)
        return gen

    def keyed(self, stream: str, key: str) -> random.Random:
        """A new generator for one key of a stream: the same values for the same key, whenever it is asked for.

        For content a read-only tool makes up on each call (long-context history of one record):
        it does not depend on what was called before.
        """
        return random.Random(derive_seed(self.seed, f"{stream}\x00{key}"))

    def now(self) -> datetime:
        """The episode's frozen current time."""
        return self.clock

    def __reduce_ex__(self, protocol: Any) -> Any:
        if SWAP.get() is not None:
            return _swapped_context, ()
        return super().__reduce_ex__(protocol)

    @property
    def bfcl(self) -> bool:
        """Whether the episode runs in the BFCL-compatible profile."""
        return self.profile == "bfcl"
