"""The math domain keeps no state: every configuration it could draw is the empty one."""

from __future__ import annotations

import random
from typing import Any


def generate_config(rng: random.Random, records: int) -> dict[str, Any]:
    """The empty configuration (the math tools read nothing but their arguments)."""
    del rng, records
    return {}
