"""Shared result handling of the math tools for both compatibility profiles.

bfcl: results are returned as BFCL computes them (ints stay ints, ``inf`` and complex numbers pass
through), errors BFCL returns become ``{"error": ...}`` results and errors BFCL *raises* become
"Error during execution: ..." with Python's own message.

native: every result is a finite real number returned as a float; anything else is an error.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from sandbox.tools.domain import DomainAPI
from sandbox.tools.errors import ToolError

from apis.math.state import MathState

T = TypeVar("T")


#: The largest precision (in digits) ``logarithm`` and ``square_root`` accept; more would let one call
#: run for minutes.
MAX_PRECISION = 10_000

#: Integer powers whose result would have more digits than this are refused before computing them.
MAX_POWER_DIGITS = 100_000


@dataclass(frozen=True)
class ReprText:
    """A value that prints as fixed text inside a dict's ``str()``.

    BFCL returns mpmath numbers; their text depends on the precision of the context that made them,
    so the text is taken once, when the number is computed, and kept here.
    """

    text: str

    def __repr__(self) -> str:
        return self.text


def too_many_digits_message() -> str:
    """Python's own error text for converting an over-long integer to a string."""
    limit = sys.get_int_max_str_digits()
    return (
        f"Exceeds the limit ({limit} digits) for integer string conversion; "
        "use sys.set_int_max_str_digits() to increase the limit"
    )


class MathBase(DomainAPI[MathState]):
    """Helpers shared by the math tool mixins."""

    state_model = MathState

    def compute(self, thunk: Callable[[], T]) -> T:
        """Run an arithmetic step; turn Python's arithmetic exceptions into tool errors.

        In the bfcl profile the message is Python's (as BFCL lets the exception escape).
        """
        try:
            return thunk()
        except (ArithmeticError, ValueError) as err:
            if self.ctx.bfcl:
                raise ToolError(str(err)) from None
            raise ToolError(f"the result cannot be computed: {err}") from None

    def answer(self, value: Any) -> dict[str, Any]:
        """Wrap a result as ``{"result": value}``, checked for the profile."""
        if self.ctx.bfcl:
            if isinstance(value, int) and not isinstance(value, bool) and abs(value).bit_length() > 14_000:
                # BFCL fails to print such an integer and reports the conversion error.
                try:
                    str(value)
                except ValueError as err:
                    raise ToolError(str(err)) from None
            return {"result": value}
        if isinstance(value, complex):
            raise ToolError.returned("the result is not a real number")
        try:
            number = float(value)
        except OverflowError:
            number = math.inf
        if not math.isfinite(number):
            raise ToolError.returned("the result is too large or not a number")
        return {"result": number}

    def require_finite(self, *values: float) -> None:
        """In the native profile, refuse infinite or NaN inputs."""
        if not self.ctx.bfcl and not all(math.isfinite(v) for v in values):
            raise ToolError.returned("inputs must be finite numbers")
