"""Numbers compare as numbers in the native profile: the tolerance, and verdicts it must not change."""

from __future__ import annotations

import asyncio

from hypothesis import given
from hypothesis import strategies as st

from sandbox.judge.diff import diff_states
from sandbox.episode.loop import run_episode
from sandbox.episode.scenario import Scenario
from sandbox.judge.values import ABS_TOL, REL_TOL, same_output, same_text, same_value
from sandbox.models.scripted import ScriptedModel


def test_numbers_within_the_tolerance_are_the_same() -> None:
    assert same_value(10.92, 10.920000000000002) and same_value(43.70064000000001, 43.70064)
    assert same_value(2, 2.0) and same_value(5.551115123125783e-17, 0)
    assert same_value(7.837645383337284, 7.8376453833)  # ten significant digits
    assert not same_value(10.92, 10.921) and not same_value(100.0, 100.001)
    assert not same_value(True, 1) and not same_value(False, 0.0) and not same_value(None, 0)
    assert REL_TOL == 1e-9 and ABS_TOL == 1e-9


def test_containers_compare_item_by_item() -> None:
    assert same_value({"a": [1.0, {"b": 0.30000000000000004}]}, {"a": [1, {"b": 0.3}]})
    assert not same_value({"a": 1}, {"a": 1, "b": 2}) and not same_value([1, 2], [2, 1]) and not same_value([1], [1, 1])


def test_numbers_written_inside_text_compare_as_numbers_when_decimal() -> None:
    assert same_text("10.920000000000002", "10.92") and same_text("total: 3710.3999999999996 USD", "total: 3710.4 USD")
    assert same_text("10", "10.0")
    assert not same_text("08001", "8001") and not same_text("total 10.92", "total: 10.92") and not same_text("1.5", "1.6")
    assert same_output('{"result": 50.49000000000001}', '{"result": 50.49}') and not same_output("a", "b")


@given(st.floats(allow_nan=False, allow_infinity=False, min_value=-1e12, max_value=1e12))
def test_a_decimal_written_with_twelve_digits_is_the_same_number(value: float) -> None:
    written = float(f"{value:.12g}")
    assert same_value(value, written) and same_value(written, value) and same_text(repr(value), repr(written))


def test_the_diff_leaves_out_differences_within_the_tolerance() -> None:
    expected = {"fuel": 43.70064000000001, "log": ["a", 1.5]}
    assert diff_states(expected, {"fuel": 43.70064, "log": ["a", 1.5]}, same=same_value) == []
    found = diff_states(expected, {"fuel": 43.70064, "log": ["a", 1.6]}, same=same_value)
    assert [d.path for d in found] == ["root['log'][1]"]
    assert len(diff_states(expected, {"fuel": 43.70064, "log": ["a", 1.5]})) == 1  # exact without it


def _scenario(profile: str) -> Scenario:
    return Scenario(id="budget_gap_v1", profile=profile, domains={"math": {}}, turns=[  # type: ignore[arg-type]
        {"messages": [{"content": "Budget 1500, spent 1550.49: the gap as a positive number?"}],
         "ground_truth": ["subtract(a=1500, b=1550.49)", "absolute_value(number=-50.49000000000001)"]},
    ])


def test_a_model_writing_the_short_decimal_passes_native_and_fails_bfcl() -> None:
    script = {"budget_gap_v1": [[["subtract(a=1500, b=1550.49)", "absolute_value(number=-50.49)"],
                                 "The gap is 50.49."]]}
    model = ScriptedModel(script)
    native, _ = asyncio.run(run_episode(_scenario("native"), model))
    assert native.passed, native.turns
    bfcl, _ = asyncio.run(run_episode(_scenario("bfcl"), model))
    assert not bfcl.passed and bfcl.error_class == "response_mismatch"
