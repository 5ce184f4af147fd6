"""The math functions a model needs no tool for: elementary arithmetic, never held out in miss_func.

A function is elementary when its result is one school operation on the numbers it is given, to
the digits a person writes down: adding (``add``, and ``sum_values`` over a short list),
subtracting, multiplying, dividing, a share in percent, rounding, picking the least or the
greatest, dropping the sign), or two of them chained the way everyone knows (``mean``: the sum
divided by the count; ``spread``: the greatest less the least; ``toolsim validate`` finds both
replaceable by two elementary calls). A model that answers such a request in words is right, so
holding the function out tests nothing (the miss_func turn would fail a correct model for not
saying it cannot). The other math functions stay candidates: unit conversions need a table of
factors, ``power`` (but for a whole power of a whole number short enough to multiply out:
:func:`elementary_call`), ``square_root`` and ``logarithm`` give digits no one works out by hand, and
``standard_deviation`` takes a square root of a mean of squares.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

#: The elementary arithmetic functions (see the module doc for why these).
ELEMENTARY: frozenset[str] = frozenset({
    "add", "subtract", "multiply", "divide", "percentage", "round_number", "min_value", "max_value",
    "absolute_value", "sum_values", "mean", "spread",
})

#: The most digits of a whole power a person works out by multiplying (``4 ** 10`` = 1048576).
POWER_DIGITS = 7


def elementary_call(name: str, arguments: Mapping[str, Any]) -> bool:
    """Whether a call needs no tool: an elementary function, or a whole power of a whole number a person multiplies out.

    >>> elementary_call("power", {"base": 4.0, "exponent": 10}), elementary_call("power", {"base": 17.0, "exponent": 9})
    (True, False)
    >>> elementary_call("power", {"base": 2.5, "exponent": 3}), elementary_call("add", {"a": 1, "b": 2})
    (False, True)
    """
    if name in ELEMENTARY:
        return True
    if name != "power":
        return False
    base, exponent = arguments.get("base"), arguments.get("exponent")
    if not (isinstance(base, (int, float)) and isinstance(exponent, (int, float))) or isinstance(base, bool) or isinstance(
            exponent, bool) or not (float(base).is_integer() and float(exponent).is_integer()):
        return False
    return 0 <= exponent <= 64 and len(str(abs(int(base)) ** int(exponent))) <= POWER_DIGITS
