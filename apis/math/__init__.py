"""The math domain: a stateless calculator (BFCL's ``MathAPI``)."""

from __future__ import annotations

from apis.math.generate import generate_config
from apis.math.phrasings import PHRASINGS
from sandbox.tools.domain import Domain

from apis.math.api import MathAPI

__all__ = ["DOMAIN", "MathAPI"]

DOMAIN = Domain(
    name="math",
    api=MathAPI,
    description="A calculator: arithmetic, statistics, logarithms, square roots and unit conversions.",
    aliases=("MathAPI",),
    config_keys=frozenset(),
    generator=generate_config,
    phrasings=PHRASINGS,
)
