"""The math functions a model needs no tool for: elementary arithmetic, never held out in miss_func.

A function is elementary when its result is one school operation on the numbers it is given, to
the digits a person writes down: adding (``add``, and ``sum_values`` over a short list),
subtracting, multiplying, dividing, a share in percent, rounding, picking the least or the
greatest, dropping the sign), or two of them chained the way everyone knows (``mean``: the sum
divided by the count; ``spread``: the greatest less the least; ``toolsim validate`` finds both
replaceable by two elementary calls). A model that answers such a request in words is right, so
holding the function out tests nothing (the miss_func turn would fail a correct model for not
saying it cannot). The other math functions stay candidates: unit conversions need a table of
factors, ``power``, ``square_root`` and ``logarithm`` give digits no one works out by hand, and
``standard_deviation`` takes a square root of a mean of squares.
"""

from __future__ import annotations

#: The elementary arithmetic functions (see the module doc for why these).
ELEMENTARY: frozenset[str] = frozenset({
    "add", "subtract", "multiply", "divide", "percentage", "round_number", "min_value", "max_value",
    "absolute_value", "sum_values", "mean", "spread",
})
