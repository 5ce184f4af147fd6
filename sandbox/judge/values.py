"""Values compared as a user reads them: numbers as numbers, within a tolerance (the ``native`` profile).

Two numbers are the same when they differ by no more than :data:`REL_TOL` of the larger one or
by :data:`ABS_TOL` (whichever is more): a float carries about 16 significant digits, and the
same amount reached by arithmetic in another order (``43.70064`` and ``43.70064000000001``), or
written with fewer digits by a model (``10.92`` for ``10.920000000000002``, or ten significant
digits of a long quotient), differs from the gold's from the tenth digit on. Nothing a tool of
toolsim's domains stores or reports is meaningful at that precision (money has cents, fuel and
distances a few decimals), so a difference under one part in a billion is formatting, never a
different answer. The absolute term only matters next to zero, where a relative one cannot
hold (``0.1 + 0.2 - 0.3`` is ``5.6e-17``, not ``0``); it is as small as the relative one is at 1.

Integers and floats of equal value are the same (``2`` and ``2.0``); booleans are not numbers.
Strings are the same when equal, or when they differ only in how a decimal number inside them is
written (``'total 10.92'`` and ``'total 10.920000000000002'``): a number with a decimal point or
an exponent on either side compares as a number, digits alone as text (``'08001'`` is not
``'8001'``, an id is not a quantity).

>>> same_value({"fuel": 43.70064000000001, "log": ["10.920000000000002"]}, {"fuel": 43.70064, "log": ["10.92"]})
True
>>> same_value(10.92, 10.93), same_value(True, 1), same_value("08001", "8001")
(False, False, False)
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

#: Relative tolerance of a number comparison.
REL_TOL = 1e-9
#: Absolute tolerance of a number comparison (for values next to zero).
ABS_TOL = 1e-9

_NUMBER = re.compile(r"-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?")


def is_number(value: Any) -> bool:
    """Whether ``value`` is an int or a float (a bool is not)."""
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def close(a: float, b: float) -> bool:
    """Whether two numbers are equal within :data:`REL_TOL` / :data:`ABS_TOL`."""
    return a == b or math.isclose(a, b, rel_tol=REL_TOL, abs_tol=ABS_TOL)


def _decimal(token: str) -> bool:
    return "." in token or "e" in token or "E" in token


def same_text(a: str, b: str) -> bool:
    """Whether two strings are equal, up to how the decimal numbers in them are written."""
    if a == b:
        return True
    parts_a, parts_b = _NUMBER.split(a), _NUMBER.split(b)
    numbers_a, numbers_b = _NUMBER.findall(a), _NUMBER.findall(b)
    if parts_a != parts_b or len(numbers_a) != len(numbers_b):
        return False
    return all(x == y or ((_decimal(x) or _decimal(y)) and close(float(x), float(y)))
               for x, y in zip(numbers_a, numbers_b))


def without_numbers(text: str) -> str:
    """``text`` with its numbers taken out: two texts :func:`same_text` calls equal have the same.

    >>> without_numbers("1.50 kg at 3 pm") == without_numbers("1.5 kg at 3 pm")
    True
    """
    return _NUMBER.sub("", text)


def same_value(a: Any, b: Any) -> bool:
    """Whether two JSON values are the same, numbers within the tolerance (lists in order)."""
    if a == b and type(a) is type(b):
        return True
    if is_number(a) and is_number(b):
        return close(float(a), float(b))
    if isinstance(a, str) and isinstance(b, str):
        return same_text(a, b)
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(same_value(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(same_value(x, y) for x, y in zip(a, b))
    return False


def decoded(output: str) -> Any:
    """A result string as JSON when it is JSON, else the string itself."""
    try:
        return json.loads(output)
    except (json.JSONDecodeError, RecursionError):
        return output


def same_output(a: str, b: str) -> bool:
    """Whether two result strings say the same (as JSON values when they are JSON, else as text)."""
    return a == b or same_value(decoded(a), decoded(b))
