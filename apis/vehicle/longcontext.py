"""Long-context distractors for the vehicle domain.

``bfcl`` profile: BFCL's filler texts, read from the installed bfcl-eval package at run time and
copied for every reply, so no episode changes a shared object (BFCL itself writes the
temperature into its module-level weather table). ``native`` profile: a seeded service log of
``size`` lines, generated at load time and shown wherever a read reports the car's own state
(its status, its tyres, its range); beside a reading, ``size`` earlier readings (the outside
temperature of the hours before, the speed of the seconds before), made up on each read from a
generator keyed by the reading, so the same reading always shows the same history.
"""

from __future__ import annotations

import random
from typing import Any

from sandbox.tools.compat import bfcl_filler
from sandbox.tools.draws import Draws

_TEMPERATURE_KEY = "outsideTemperature"


def _filler(name: str) -> Any:
    return bfcl_filler(name)


def bfcl_weather_report(temperature: float) -> dict[str, Any]:
    """The 15-day weather history of BFCL with the current reading added last."""
    days: dict[str, Any] = _filler("LONG_WEATHER_EXTENSION")
    report = {day: values for day, values in days.items() if day != _TEMPERATURE_KEY}
    report[_TEMPERATURE_KEY] = temperature
    return report


def bfcl_car_metadata() -> str:
    """The long car description of BFCL."""
    return str(_filler("CAR_STATUS_METADATA_EXTENSION"))


def bfcl_parking_brake_instruction() -> str:
    """The long parking-brake manual text of BFCL."""
    return str(_filler("PARKING_BRAKE_INSTRUCTION"))


def bfcl_intermediary_cities() -> list[str]:
    """The list of towns along a route of BFCL."""
    return list(_filler("INTERMEDIARY_CITIES"))


_SYSTEMS = ("engine", "transmission", "battery", "brakes", "tyres", "climate", "infotainment", "lights", "doors")
_EVENTS = (
    "self-test passed",
    "sensor recalibrated",
    "firmware check completed",
    "reading within normal range",
    "minor deviation logged",
    "scheduled inspection noted",
)


def native_service_log(rng: random.Random, size: int) -> list[str]:
    """Generate ``size`` plausible but irrelevant service-log lines.

    Args:
        rng: The episode's random stream for long-context content.
        size: The number of lines.

    Returns:
        Lines such as ``"#0007 km 12345: brakes: sensor recalibrated (code B-0421)"``.
    """
    draw = Draws(rng, expected=4 * size + 1)
    lines = []
    odometer = draw.between(1_000, 20_000)
    for index in range(size):
        odometer += draw.between(5, 400)
        system = draw.pick(_SYSTEMS)
        code = f"{system[0].upper()}-{draw.between(0, 9999):04d}"
        lines.append(f"#{index + 1:04d} km {odometer}: {system}: {draw.pick(_EVENTS)} (code {code})")
    return lines


_TOWN_PARTS = (("Ash", "Brook", "Cedar", "Elm", "Fair", "Glen", "Hazel", "Maple", "Oak", "Pine", "Red", "Stone"),
               ("field", "ford", "haven", "hill", "mont", "ridge", "vale", "wood", "ton", "bury"))


def native_route(rng: random.Random, size: int) -> list[str]:
    """``size`` seeded towns a route passes through, in order."""
    first, second = _TOWN_PARTS
    return [f"{rng.choice(first)}{rng.choice(second)}" for _ in range(size)]


def native_temperature_history(rng: random.Random, size: int) -> list[float]:
    """``size`` seeded hourly outside temperatures (degrees Celsius) before now, oldest first."""
    readings = []
    temperature = rng.uniform(-5.0, 30.0)
    for _ in range(size):
        temperature = min(40.0, max(-10.0, temperature + rng.uniform(-1.5, 1.5)))
        readings.append(round(temperature, 1))
    return readings[::-1]


def native_speed_history(rng: random.Random, speed: float, size: int) -> list[float]:
    """``size`` seeded speeds (km/h) of the seconds before a reading of ``speed``, oldest first."""
    readings = []
    current = speed
    for _ in range(size):
        current = min(130.0, max(0.0, current + rng.uniform(-2.0, 2.0)))
        readings.append(round(current, 2))
    return readings[::-1]
