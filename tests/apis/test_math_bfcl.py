"""Differential tests: the bfcl profile against bfcl-eval's own MathAPI, result string by result string."""

from __future__ import annotations

import decimal
import json
import re
from typing import Any

import mpmath
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scenarios.bfcl.data import available
from tests.apis.test_math import box, run

if not available():
    pytest.skip("bfcl-eval is not installed", allow_module_level=True)

from bfcl_eval.eval_checker.multi_turn_eval.func_source_code.math_api import MathAPI  # noqa: E402

pytestmark = pytest.mark.bfcl

NUMBER = (
    st.integers(-50, 1000) | st.floats(-1e6, 1e6, allow_nan=False) | st.sampled_from([0, 0.0, 1e308, -1e308, 1e-300])
)
NUMBERS = st.lists(NUMBER, max_size=6)
PRECISION = st.integers(0, 60)
UNITS = st.sampled_from(
    ["km", "m", "cm", "mm", "um", "nm", "in", "ft", "yd", "miles", "kg", "lb", "celsius", "fahrenheit", "x"]
)
TWO = {"a": NUMBER, "b": NUMBER}
CALLS = st.one_of(
    *(st.tuples(st.just(name), st.fixed_dictionaries(TWO)) for name in ("add", "subtract", "multiply", "divide")),
    st.tuples(st.just("power"), st.fixed_dictionaries({"base": NUMBER, "exponent": st.integers(-5, 400) | NUMBER})),
    st.tuples(st.just("absolute_value"), st.fixed_dictionaries({"number": NUMBER})),
    st.tuples(
        st.just("round_number"),
        st.fixed_dictionaries({"number": NUMBER}, optional={"decimal_places": st.integers(-5, 12)}),
    ),
    st.tuples(st.just("percentage"), st.fixed_dictionaries({"part": NUMBER, "whole": NUMBER})),
    *(
        st.tuples(st.just(name), st.fixed_dictionaries({"numbers": NUMBERS}))
        for name in ("mean", "standard_deviation", "min_value", "max_value", "sum_values")
    ),
    st.tuples(st.just("logarithm"), st.fixed_dictionaries({"value": NUMBER, "base": NUMBER, "precision": PRECISION})),
    st.tuples(st.just("square_root"), st.fixed_dictionaries({"number": NUMBER, "precision": PRECISION})),
    *(
        st.tuples(st.just(name), st.fixed_dictionaries({"value": NUMBER, "unit_in": UNITS, "unit_out": UNITS}))
        for name in ("si_unit_conversion", "imperial_si_conversion")
    ),
)


#: A non-finite number as BFCL's executor prints it (json.dumps, or str() of a float or an mpf).
NON_FINITE = re.compile(r"(?<![\w.])-?(Infinity|NaN|inf|nan)(?![\w])")


def bfcl_output(name: str, arguments: dict[str, Any]) -> str:
    """Run one call on BFCL's class as bfcl-eval's executor does, then undo its global precision changes.

    The result is printed before the precision is restored, as BFCL prints it.
    """
    dps, prec = mpmath.mp.dps, decimal.getcontext().prec
    try:
        result = getattr(MathAPI(), name)(**arguments)
        if not isinstance(result, dict):
            return str(result)
        try:
            return json.dumps(result)
        except Exception:  # noqa: BLE001 - mirrors bfcl-eval's executor
            return str(result)
    except Exception as err:  # noqa: BLE001 - mirrors bfcl-eval's executor
        return f"Error during execution: {err}"
    finally:
        mpmath.mp.dps, decimal.getcontext().prec = dps, prec


@settings(max_examples=400, deadline=None)
@given(CALLS)
def test_random_calls_match_bfcl(call: tuple[str, dict[str, Any]]) -> None:
    name, arguments = call
    expected, ours = bfcl_output(name, arguments), run(box("bfcl"), name, **arguments).output
    if NON_FINITE.search(expected):  # BFCL prints inf or nan; toolsim's results are always finite (docs/compat.md)
        assert set(json.loads(ours)) == {"error"}, ours
    else:
        assert ours == expected


@pytest.mark.parametrize(
    ("name", "arguments"),
    [
        ("logarithm", {"value": 980.0, "base": 20, "precision": 10}),
        ("logarithm", {"value": 3287.0, "base": 6.0, "precision": 4}),
        ("logarithm", {"value": 10, "base": 1, "precision": 4}),
        ("square_root", {"number": 16.0, "precision": 3}),
        ("square_root", {"number": 2, "precision": 0}),
        ("power", {"base": 10, "exponent": 5000}),
        ("standard_deviation", {"numbers": [100, 95, 85, 90, 88, 92]}),
    ],
)
def test_known_calls_match_bfcl(name: str, arguments: dict[str, Any]) -> None:
    assert run(box("bfcl"), name, **arguments).output == bfcl_output(name, arguments)
