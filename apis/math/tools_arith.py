"""Arithmetic on two numbers and on one: add, subtract, multiply, divide, power, abs, round, percentage."""

from __future__ import annotations

import math
from types import MappingProxyType
from typing import Any

from sandbox.tools.errors import ToolError
from sandbox.tools.spec import tool

from apis.math.base import MAX_POWER_DIGITS, MathBase, too_many_digits_message

_TWO = MappingProxyType({"a": "number", "b": "number"})
_RESULT = MappingProxyType({"result": "number"})


class ArithmeticTools(MathBase):
    """Elementary operations."""

    @tool(mutates=False, consumes=_TWO, produces=_RESULT)
    def add(self, a: float, b: float) -> dict[str, Any]:
        """Add two numbers.

        Args:
            a: The first number.
            b: The second number.

        Returns:
            result: ``a + b``.
        """
        return self.answer(self.compute(lambda: a + b))

    @tool(mutates=False, consumes=_TWO, produces=_RESULT)
    def subtract(self, a: float, b: float) -> dict[str, Any]:
        """Subtract the second number from the first.

        Args:
            a: The number to subtract from.
            b: The number taken away.

        Returns:
            result: ``a - b``.
        """
        return self.answer(self.compute(lambda: a - b))

    @tool(mutates=False, consumes=_TWO, produces=_RESULT)
    def multiply(self, a: float, b: float) -> dict[str, Any]:
        """Multiply two numbers.

        Args:
            a: The first factor.
            b: The second factor.

        Returns:
            result: ``a * b``.
        """
        return self.answer(self.compute(lambda: a * b))

    @tool(mutates=False, consumes=_TWO, produces=_RESULT)
    def divide(self, a: float, b: float) -> dict[str, Any]:
        """Divide the first number by the second.

        Args:
            a: The dividend (numerator).
            b: The divisor (denominator); it may not be zero.

        Returns:
            result: ``a / b``.
        """
        if b == 0:
            raise ToolError.returned("Cannot divide by zero")
        return self.answer(self.compute(lambda: a / b))

    @tool(mutates=False, consumes={"base": "number", "exponent": "number"}, produces=_RESULT)
    def power(self, base: float, exponent: float) -> dict[str, Any]:
        """Raise a number to a power.

        Args:
            base: The number to raise.
            exponent: The power to raise it to (any real number).

        Returns:
            result: ``base`` to the power ``exponent``.
        """
        exact = isinstance(base, int) and isinstance(exponent, int)
        if exact and exponent > 0 and abs(base) > 1 and exponent * math.log10(abs(base)) > MAX_POWER_DIGITS:
            # Whole-number powers this large could not be printed by BFCL either.
            raise ToolError(too_many_digits_message())
        return self.answer(self.compute(lambda: base**exponent))

    @tool(mutates=False, consumes={"number": "number"}, produces=_RESULT)
    def absolute_value(self, number: float) -> dict[str, Any]:
        """Give the absolute value (distance from zero) of a number.

        Args:
            number: The number.

        Returns:
            result: ``|number|``.
        """
        return self.answer(abs(number))

    @tool(mutates=False, consumes={"number": "number"}, produces=_RESULT)
    def round_number(self, number: float, decimal_places: int = 0) -> dict[str, Any]:
        """Round a number to a number of decimal places (halves go to the even neighbour).

        Args:
            number: The number to round.
            decimal_places: How many digits to keep after the decimal point; a negative value rounds
                to tens, hundreds, ...

        Returns:
            result: The rounded number.
        """
        if isinstance(number, int) and -decimal_places > len(str(abs(number))):
            return self.answer(0)  # what round() gives, without computing 10 ** -decimal_places first
        return self.answer(self.compute(lambda: round(number, decimal_places)))

    @tool(mutates=False, consumes={"part": "number", "whole": "number"}, produces=_RESULT)
    def percentage(self, part: float, whole: float) -> dict[str, Any]:
        """Express a part as a percentage of a whole.

        Args:
            part: The part.
            whole: The whole; it may not be zero.

        Returns:
            result: ``part / whole * 100``.
        """
        if whole == 0:
            raise ToolError.returned("Whole value cannot be zero")
        return self.answer(self.compute(lambda: (part / whole) * 100))
