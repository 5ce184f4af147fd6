"""Lengths, volumes and speeds a result gives in the unit its tool documents: said in that unit, or converted.

A tool's documentation names the unit of a result field ("``distance`` in km", "``fuelLevel`` in
gallons"). A reply that says such a value with another unit of its kind right after it ("1,053
miles" for 1053.0 km) misstates it (:func:`wrong_unit`); one that says the value converted into
the other unit ("about 654 miles") quotes it (:func:`conversions`: such a number is no stray beside
the fact). The conversions are the exact factors (a mile is 1.609344 km, a US gallon 3.785411784
litres), and a converted number may lie within 1% of the value, as people round a conversion.

>>> wrong_unit([(1053.0, "km")], "It is 1,053 miles by road.")
True
>>> wrong_unit([(1053.0, "km")], "It is 1,053 km, roughly 654 miles.")
False
>>> sorted(conversions([(1053.0, "km")], "It is 1,053 km, roughly 654 miles."))
[24]
>>> misconverted([(5.0, "gallon")], "5 gallons, about 22.7 litres"), misconverted([(5.0, "gallon")], "5 gallons, 18.9 l")
(True, False)
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from typing import Any

from sandbox.episode.memo import ByIdentity
from sandbox.episode.scenario import Scenario
from sandbox.judge.gold import domains_of
from sandbox.judge.quantities import Number, numbers
from sandbox.judge.units import unit_named_after, unit_of
from sandbox.judge.values import decoded, is_number

#: Each unit of length or volume: its kind and how many of the kind's first unit it holds.
MEASURES: dict[str, tuple[str, float]] = {
    "km": ("length", 1.0), "mile": ("length", 1.609344), "litre": ("volume", 1.0), "gallon": ("volume", 3.785411784),
    "kmh": ("speed", 1.0), "mph": ("speed", 1.609344)}
#: How far a converted number may lie from the exact conversion, relatively.
SLACK = 0.01
_DOCUMENTED = re.compile(r"``(\w+)``(?::[^`;.]{0,60}?)?\s+in\s+([A-Za-z]+(?:/h)?)\b(?!/)")


def field_units(scenario: Scenario) -> dict[str, str]:
    """The result fields whose unit of length or volume the scenario's tools document, with that unit."""
    return _FIELDS(scenario)


def _field_units(scenario: Scenario) -> dict[str, str]:
    found: dict[str, str] = {}
    for domain in domains_of(scenario):
        for spec in domain.tools.values():
            for match in _DOCUMENTED.finditer(spec.returns):
                unit = unit_of(match.group(2))
                if unit in MEASURES:
                    found[match.group(1)] = unit
    return found


_FIELDS: ByIdentity[dict[str, str]] = ByIdentity(_field_units, capacity=1024)


def measured(outputs: Sequence[str], units: dict[str, str]) -> list[tuple[float, str]]:
    """The values of the documented fields in ``outputs`` (their top level), each with its unit."""
    if not units:
        return []
    found = []
    for output in outputs:
        value: Any = decoded(output)
        if isinstance(value, dict):
            found += [(float(item), units[key]) for key, item in value.items()
                      if key in units and is_number(item) and item]
    return found


def wrong_unit(values: Sequence[tuple[float, str]], text: str) -> bool:
    """Whether ``text`` says one of ``values`` with another unit of its kind after it, not as a conversion."""
    return any(number.says(value) and not _near(number.value, converted) for number, value, converted in _others(values, text))


def misconverted(values: Sequence[tuple[float, str]], text: str) -> bool:
    """Whether ``text`` says one of ``values`` converted into the other unit of its kind, wrongly.

    A number with that unit within a factor of two of the right conversion, but not within 1% of
    it ("5 gallons, about 22.7 litres": an imperial gallon where the car's are US gallons).
    """
    return any(not number.says(value) and not number.says(converted) and not _near(number.value, converted)
               and converted / 2 <= number.value <= converted * 2 for number, value, converted in _others(values, text))


def conversions(values: Sequence[tuple[float, str]], text: str) -> frozenset[int]:
    """Where in ``text`` a number says one of ``values`` converted into the other unit of its kind."""
    return frozenset(number.start for number, _, converted in _others(values, text)
                     if number.says(converted) or _near(number.value, converted))


def _others(values: Sequence[tuple[float, str]], text: str) -> Iterator[tuple[Number, float, float]]:
    """Each number of ``text`` with a unit of a value's kind that is not the value's, with the value converted."""
    if not values:
        return
    for number in numbers(text):
        written = unit_named_after(text, number.end)
        if number.denied or written not in MEASURES:
            continue
        kind, size = MEASURES[written]
        for value, unit in values:
            if unit != written and MEASURES[unit][0] == kind:
                yield number, value, value * MEASURES[unit][1] / size


def _near(said: float, exact: float) -> bool:
    return abs(said - exact) <= SLACK * abs(exact)
