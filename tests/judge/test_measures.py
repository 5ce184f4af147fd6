"""Lengths and volumes in the unit their tool documents: misstated in another unit, quoted when converted."""

from __future__ import annotations

import pytest

from sandbox.judge.measures import conversions, field_units, measured, wrong_unit
from sandbox.judge.said import untold
from sandbox.run.suites import load_suite

KM = [(1053.0, "km")]


def test_the_documented_units_of_result_fields_are_read_from_the_tools() -> None:
    scenario = next(s for s in load_suite("base") if s.id == "car_road_trip_range_v1")
    units = field_units(scenario)
    assert units["distance"] == "km" and units["fuelLevel"] == "gallon" and units["gallon"] == "gallon"
    assert units["currentSpeed"] == "kmh"  # km/h is a speed, not a length in km
    assert measured(['{"distance": 1053.0, "route": []}', '{"error": "x"}'], units) == KM


@pytest.mark.parametrize("reply, wrong", [
    ("It is 1,053 miles by road.", True),
    ("Sono 1053 miglia.", True),
    ("It is 1,053 km by road.", False),
    ("It is 1,053 kilometres, roughly 654 miles.", False),
    ("1,053 km/l", False),  # a rate names no unit of the value
    ("It is 1,053.", False),  # no unit: told as the result gives it
])
def test_a_length_said_with_another_unit_of_its_kind_is_misstated(reply: str, wrong: bool) -> None:
    assert wrong_unit(KM, reply) is wrong


@pytest.mark.parametrize("reply, converted", [
    ("1,053 km, roughly 654 miles.", True),
    ("1,053 km, about 650 miles.", True),  # within 1% of 654.3
    ("1,053 km, about 660 miles.", True),
    ("1,053 km, about 670 miles.", False),  # 2.4% off: no conversion
    ("1,053 km, about 654 km.", False),  # the same unit: no conversion
])
def test_a_number_that_converts_the_value_into_the_other_unit_is_a_quote(reply: str, converted: bool) -> None:
    assert bool(conversions(KM, reply)) is converted


def test_a_conversion_is_no_stray_beside_the_fact_but_a_wrong_one_is() -> None:
    fact = '{"distance": 1053.0}'
    right = "By road it is 1,053 km, which is roughly 654 miles."
    wrong = "By road it is 1,053 km, which is roughly 800 miles."
    assert untold([fact], [right], [fact], "", aside=conversions(KM, right)) == []
    assert untold([fact], [wrong], [fact], "", aside=conversions(KM, wrong)) == [fact]
    assert untold([fact], [right], [fact], "") == [fact]  # without the unit's reading, 654 is a stray
    litres = [(120.0, "litre")]
    assert conversions(litres, "120 litres are 31.70 gallons") and not wrong_unit(litres, "120 litres are 31.70 gallons")
    assert wrong_unit(litres, "I added 120 gallons.")


@pytest.mark.parametrize("reply, wrong", [
    ("5 galloni, cioè circa 22,7 litri", True),  # the imperial gallon's litres: a wrong conversion
    ("5 galloni, cioè circa 18,9 litri", False),
    ("5 galloni, cioè circa 19 litri", False),  # rounded as people round
    ("5 galloni; ne aggiungo 40 litri", False),  # another volume, more than twice the conversion: no conversion
])
def test_a_conversion_into_the_other_unit_that_is_wrong_misstates_the_value(reply: str, wrong: bool) -> None:
    from sandbox.judge.measures import misconverted

    assert misconverted([(5.0, "gallon")], reply) is wrong
