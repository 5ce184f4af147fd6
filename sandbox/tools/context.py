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
from dataclasses import dataclass, field
from datetime import datetime
from typing import Literal

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


def derive_seed(seed: int, stream: str) -> int:
    """Derive a stable 64-bit seed for a named stream (independent of ``PYTHONHASHSEED``)."""
    digest = hashlib.sha256(f"{seed}\x00{stream}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


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
    _streams: dict[str, random.Random] = field(default_factory=dict, repr=False)

    def rng(self, stream: str) -> random.Random:
        """The episode's random generator for a named stream, created on first use.

        Separate streams per purpose keep values stable when unrelated calls happen in between.
        """
        gen = self._streams.get(stream)
        if gen is None:
            gen = self._streams[stream] = random.Random(derive_seed(self.seed, stream))
        return gen

    def seeded(self, stream: str, seed: int) -> random.Random:
        """A generator for a stream with an explicit seed (used to reproduce BFCL's fixed seeds)."""
        key = f"{stream}#explicit"
        gen = self._streams.get(key)
        if gen is None:
            gen = self._streams[key] = random.Random(seed)
        return gen

    def now(self) -> datetime:
        """The episode's frozen current time."""
        return self.clock

    @property
    def bfcl(self) -> bool:
        """Whether the episode runs in the BFCL-compatible profile."""
        return self.profile == "bfcl"
