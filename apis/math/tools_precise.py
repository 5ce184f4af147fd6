"""Precision-controlled functions and unit conversions: logarithm, square_root and two converters.

BFCL computes ``logarithm`` with mpmath after setting the *process-wide* mpmath precision, and
``square_root`` with :mod:`decimal` after setting the thread's decimal precision. Here each call
uses a context of its own (one per thread, made once: making one costs about ten milliseconds),
so no global setting changes, while the bfcl profile still prints the
same ``mpf('...')`` / ``Decimal('...')`` text.
"""

from __future__ import annotations

import decimal
import math
import threading
from types import MappingProxyType
from typing import Any

import mpmath

from sandbox.tools.errors import ToolError, finite
from sandbox.tools.spec import tool

from apis.math.base import MAX_PRECISION, MathBase, ReprText

#: Metres per unit, for the SI length units.
_METRES_PER = MappingProxyType({"km": 1000, "m": 1, "cm": 0.01, "mm": 0.001, "um": 1e-6, "nm": 1e-9})
_UNITS_PER_METRE = MappingProxyType({unit: 1 / factor for unit, factor in _METRES_PER.items()})

#: Multipliers between imperial and SI units, keyed ``(from, to)``. The temperature pair is the
#: slope of the conversion; the 32-degree offset is applied separately.
_IMPERIAL = MappingProxyType(
    {
        ("cm", "in"): 0.393701,
        ("in", "cm"): 2.54,
        ("m", "ft"): 3.28084,
        ("ft", "m"): 0.3048,
        ("m", "yd"): 1.09361,
        ("yd", "m"): 0.9144,
        ("km", "miles"): 0.621371,
        ("miles", "km"): 1.60934,
        ("kg", "lb"): 2.20462,
        ("lb", "kg"): 0.453592,
        ("celsius", "fahrenheit"): 1.8,
        ("fahrenheit", "celsius"): 5 / 9,
    }
)
_IMPERIAL_UNITS = frozenset(unit for pair in _IMPERIAL for unit in pair)

#: The decimal settings BFCL's square root runs with: Python's default context at another precision.
_DECIMAL_TRAPS = (decimal.InvalidOperation, decimal.DivisionByZero, decimal.Overflow)


_CONTEXTS = threading.local()


def _mp_context() -> Any:
    """This thread's own mpmath context (made on first use; each call sets its precision)."""
    context = getattr(_CONTEXTS, "mp", None)
    if context is None:
        context = _CONTEXTS.mp = mpmath.MPContext()
    return context


def significant(value: float, digits: int) -> float:
    """``value`` rounded to ``digits`` significant digits (at most 17, a float's limit)."""
    return float(f"{value:.{min(digits, 17)}g}")


class PreciseTools(MathBase):
    """Functions with a precision argument, and unit conversions."""

    def _check_precision(self, precision: int) -> None:
        if precision > MAX_PRECISION:
            raise ToolError.returned(f"precision may be at most {MAX_PRECISION} digits")
        if not self.ctx.bfcl and precision < 1:
            raise ToolError.returned("precision must be at least 1 digit")

    @tool(mutates=False, consumes={"value": "number", "base": "number"}, produces={"result": "number"})
    def logarithm(self, value: float, base: float, precision: int) -> dict[str, Any]:
        """Compute the logarithm of a number to a given base, to a given number of digits.

        Args:
            value: The number whose logarithm is wanted (positive).
            base: The base of the logarithm (positive, not 1).
            precision: How many significant digits to compute with.

        Returns:
            result: ``log(value) / log(base)``.
        """
        self._check_precision(precision)
        if not self.ctx.bfcl:
            self.require_finite(value, base)
            if value <= 0:
                raise ToolError.returned("the logarithm is only defined for positive values")
            if base <= 0 or base == 1:
                raise ToolError.returned("the base must be positive and different from 1")
        context = _mp_context()
        try:
            context.dps = precision if self.ctx.bfcl else min(precision, 30) + 5
            result = context.log(value) / context.log(base)
        except Exception as err:  # noqa: BLE001 - BFCL reports any failure of this step as a result
            raise ToolError.returned(str(err))
        if self.ctx.bfcl:
            if not context.isfinite(result):  # BFCL prints mpf('-inf') or mpf('nan'); toolsim's results are finite
                finite(math.nan if context.isnan(result) else math.inf, "the logarithm")
            return {"result": ReprText(repr(result))}
        return self.answer(significant(float(result), precision))

    @tool(mutates=False, consumes={"number": "number"}, produces={"result": "number"})
    def square_root(self, number: float, precision: int) -> dict[str, Any]:
        """Compute the square root of a number to a given number of digits.

        Args:
            number: The number (not negative).
            precision: How many significant digits the result has.

        Returns:
            result: The square root.
        """
        if number < 0:
            raise ToolError.returned("Cannot calculate square root of a negative number")
        self._check_precision(precision)
        self.require_finite(number)
        try:
            context = decimal.Context(prec=precision, rounding=decimal.ROUND_HALF_EVEN, traps=list(_DECIMAL_TRAPS))
        except ValueError as err:
            # BFCL sets the precision outside its error handling, so this exception escapes there.
            raise ToolError(str(err)) from None
        try:
            root = context.sqrt(decimal.Decimal(number))
        except decimal.InvalidOperation:
            raise ToolError.returned("Input must be a number or computation resulted in an invalid operation")
        if self.ctx.bfcl:
            return {"result": root}
        return self.answer(float(root))

    @tool(mutates=False, consumes={"value": "number"}, produces={"result": "number"})
    def si_unit_conversion(self, value: float, unit_in: str, unit_out: str) -> dict[str, Any]:
        """Convert a length between SI units: km, m, cm, mm, um (micrometre) and nm.

        Args:
            value: The length in ``unit_in``.
            unit_in: The unit of ``value``.
            unit_out: The unit wanted.

        Returns:
            result: The length in ``unit_out``.
        """
        if unit_in not in _METRES_PER or unit_out not in _UNITS_PER_METRE:
            raise ToolError.returned(f"Conversion from '{unit_in}' to '{unit_out}' is not supported")
        metres = value * _METRES_PER[unit_in]
        return self.answer(metres * _UNITS_PER_METRE[unit_out])

    @tool(mutates=False, consumes={"value": "number"}, produces={"result": "number"})
    def imperial_si_conversion(self, value: float, unit_in: str, unit_out: str) -> dict[str, Any]:
        """Convert between an imperial unit and its SI counterpart.

        Supported pairs, both ways: cm/in, m/ft, m/yd, km/miles, kg/lb and celsius/fahrenheit.

        Args:
            value: The quantity in ``unit_in``.
            unit_in: The unit of ``value``.
            unit_out: The unit wanted.

        Returns:
            result: The quantity in ``unit_out``.
        """
        unsupported = f"Conversion from '{unit_in}' to '{unit_out}' is not supported"
        if unit_in == unit_out:
            if not self.ctx.bfcl and unit_in not in _IMPERIAL_UNITS:
                raise ToolError.returned(unsupported)
            return self.answer(value)
        factor = _IMPERIAL.get((unit_in, unit_out))
        if factor is None:
            raise ToolError.returned(unsupported)
        if unit_in == "celsius":
            result = value * factor + 32
        elif unit_in == "fahrenheit":
            result = (value - 32) * factor
        else:
            result = value * factor
        return self.answer(result)
