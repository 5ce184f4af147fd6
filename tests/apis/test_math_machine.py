"""Random tool sequences against the math domain (both profiles), plus conformance."""

from __future__ import annotations

from hypothesis import strategies as st

from apis.math import DOMAIN
from sandbox.testing import check_domain
from tests.apis.helpers import machine_test

NUMBER = st.integers(-20, 20) | st.floats(-1e4, 1e4, allow_nan=False) | st.sampled_from([0, 1e308, -1e308])
UNITS = st.sampled_from(["km", "m", "cm", "in", "ft", "kg", "lb", "celsius", "fahrenheit", "x"])
VALUES = {
    "kind:number": NUMBER,
    "numbers": st.lists(NUMBER, max_size=5),
    "precision": st.integers(-2, 40),
    "decimal_places": st.integers(-3, 8),
    "unit_in": UNITS,
    "unit_out": UNITS,
}

TestMathNative = machine_test(DOMAIN, {}, VALUES, profile="native")
TestMathBfcl = machine_test(DOMAIN, {}, VALUES, profile="bfcl")


def test_conformance() -> None:
    check_domain(DOMAIN)
