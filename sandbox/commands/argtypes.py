"""Argparse types for numeric options: a value out of range is refused with one line naming the option.

Every numeric option of every command takes one of these types, so ``--timeout -1``, ``--temperature
nan`` or ``--port 70000`` stop at parse time (exit 2) instead of reaching a model request or a run.

>>> WholeNumber(1)("3"), Number(0, high=1)("0.5")
(3, 0.5)
"""

from __future__ import annotations

import argparse
import math
from dataclasses import dataclass

#: The largest value a 64-bit signed integer holds (seeds are sent to servers that store them so).
INT64_MAX = 2**63 - 1


def _shown(text: str) -> str:
    return repr(text if len(text) <= 40 else text[:40] + "...")


@dataclass(frozen=True)
class WholeNumber:
    """A whole number from ``low`` to ``high`` (both inclusive; ``None``: no bound on that side)."""

    low: int | None = None
    high: int | None = None

    def describe(self) -> str:
        """The allowed values in words, e.g. ``a whole number from 1 to 65535``."""
        if self.low is not None and self.high is not None:
            return f"a whole number from {self.low} to {self.high}"
        if self.low is not None:
            return f"a whole number of at least {self.low}"
        return "a whole number" if self.high is None else f"a whole number of at most {self.high}"

    def __call__(self, text: str) -> int:
        """Parse ``text``.

        Raises:
            argparse.ArgumentTypeError: It is not a whole number in range (argparse prints the message).
        """
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"must be {self.describe()}, not {_shown(text)}") from None
        if (self.low is not None and value < self.low) or (self.high is not None and value > self.high):
            raise argparse.ArgumentTypeError(f"must be {self.describe()}, not {_shown(text)}")
        return value


@dataclass(frozen=True)
class Number:
    """A finite number between ``low`` and ``high`` (``None``: no bound; ``*_open``: the bound itself excluded)."""

    low: float | None = None
    high: float | None = None
    low_open: bool = False
    high_open: bool = False

    def describe(self) -> str:
        """The allowed values in words, e.g. ``a finite number, above 0 and at most 86400``."""
        bounds = []
        if self.low is not None:
            bounds.append(f"{'above' if self.low_open else 'at least'} {self.low:g}")
        if self.high is not None:
            bounds.append(f"{'below' if self.high_open else 'at most'} {self.high:g}")
        return ", ".join(["a finite number", " and ".join(bounds)]) if bounds else "a finite number"

    def __call__(self, text: str) -> float:
        """Parse ``text``.

        Raises:
            argparse.ArgumentTypeError: It is not a finite number in range (argparse prints the message).
        """
        try:
            value = float(text)
        except ValueError:
            value = math.nan
        fits = math.isfinite(value)
        if fits and self.low is not None:
            fits = value > self.low if self.low_open else value >= self.low
        if fits and self.high is not None:
            fits = value < self.high if self.high_open else value <= self.high
        if not fits:
            raise argparse.ArgumentTypeError(f"must be {self.describe()}, not {_shown(text)}")
        return value


#: At least 1: counts of things to do (``--trials``, ``--limit``, ``--max-steps``...).
positive = WholeNumber(1)
#: At least 0: caps on what is shown (``--max-episodes``, ``--max-findings``) and turn indexes.
non_negative = WholeNumber(0)
#: Seeds: what a 64-bit signed integer holds, from 0.
seed = WholeNumber(0, INT64_MAX)
#: Paths ``toolsim graph --sample`` prints at most (each is a search of the graph).
paths = WholeNumber(1, 10_000)
#: Skeletons ``toolsim generate --sample`` builds at most (each runs its calls to check them).
skeletons = WholeNumber(1, 1_000)
#: Scenarios ``toolsim generate --count`` generates and validates at most.
generated = WholeNumber(1, 100_000)
#: A TCP port to listen on.
port = WholeNumber(1, 65535)



def api_base(text: str) -> str:
    """An ``--api-base`` URL that holds no credential (one would be written to ``run.json`` and reports).

    Raises:
        argparse.ArgumentTypeError: The URL holds a user name, a password or a credential query parameter.
    """
    from sandbox.report.safe import redacted_url

    if redacted_url(text) != text:
        raise argparse.ArgumentTypeError(
            f"must not hold a credential ({redacted_url(text)}): toolsim writes the URL into run.json and reports, "
            "and sends no credential from it; give the key in the provider's environment variable (OPENAI_API_KEY...)")
    return text
