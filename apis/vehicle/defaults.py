"""Fixed tables of the vehicle domain: BFCL's default car, its map of towns and its limits."""

from __future__ import annotations

from types import MappingProxyType
from typing import Any

#: The seed BFCL gives the car's single RNG unless the configuration names one.
BFCL_SEED = 141053

TANK_CAPACITY_GALLONS = 50
MILES_PER_GALLON = 20.0
FULL_BRAKE_FORCE = 1000.0
GALLONS_PER_LITER = 0.264172
LITERS_PER_GALLON = 3.78541

DOORS: tuple[str, ...] = ("driver", "passenger", "rear_left", "rear_right")
STATUS_OPTIONS: tuple[str, ...] = (
    "fuel", "battery", "doors", "climate", "headlights", "parkingBrake", "brakePedal", "engine",
)
CLIMATE_MODES: tuple[str, ...] = ("auto", "cool", "heat", "defrost")
TEMPERATURE_UNITS: tuple[str, ...] = ("celsius", "fahrenheit")
HEADLIGHT_MODES: tuple[str, ...] = ("on", "off", "auto")
TIRE_SHOP = "456 Oakwood Avenue, Rivermist, 83214"

#: Town -> zip code.
ZIP_CODES: MappingProxyType[str, str] = MappingProxyType(
    {
        "Rivermist": "83214",
        "Stonebrook": "74532",
        "Maplecrest": "56108",
        "Silverpine": "62947",
        "Shadowridge": "71354",
        "Sunset Valley": "83462",
        "Oakendale": "47329",
        "Willowbend": "52013",
        "Crescent Hollow": "69238",
        "Autumnville": "51479",
        "San Francisco": "94016",
    }
)

#: Road distances in km between zip codes, in either direction.
_ROUTES: tuple[tuple[str, str, float], ...] = (
    ("83214", "74532", 750.0),
    ("56108", "62947", 320.0),
    ("71354", "83462", 450.0),
    ("47329", "52013", 290.0),
    ("69238", "51479", 630.0),
    ("94016", "83214", 980.0),
    ("94016", "94704", 600.0),
    ("94704", "08540", 2550.0),
    ("94016", "08540", 1950.0),
    ("62947", "47329", 1053.0),
    ("94016", "62947", 780.0),
    ("74532", "94016", 880.0),
)

DISTANCES: MappingProxyType[frozenset[str], float] = MappingProxyType(
    {frozenset((a, b)): km for a, b, km in _ROUTES}
)

#: BFCL's defaults, by the configuration key that sets each one.
DEFAULT_CONFIG: MappingProxyType[str, Any] = MappingProxyType(
    {
        "random_seed": BFCL_SEED,
        "fuelLevel": 0.0,
        "batteryVoltage": 12.6,
        "engineState": "stopped",
        "acTemperature": 25.0,
        "fanSpeed": 50,
        "acMode": "auto",
        "humidityLevel": 50.0,
        "headLightStatus": "off",
        "parkingBrakeStatus": "released",
        "parkingBrakeForce": 0.0,
        "slopeAngle": 0.0,
        "brakePedalStatus": "released",
        "brakePedalForce": 0.0,
        "distanceToNextVehicle": 50.0,
        "cruiseStatus": "inactive",
        "destination": "None",
        "frontLeftTirePressure": 32.0,
        "frontRightTirePressure": 32.0,
        "rearLeftTirePressure": 30.0,
        "rearRightTirePressure": 30.0,
    }
)


def default_doors() -> dict[str, str]:
    """A fresh door map with every door unlocked."""
    return {door: "unlocked" for door in DOORS}


def distance_between(zip_a: str, zip_b: str) -> float | None:
    """The known road distance between two zip codes, or ``None``."""
    if zip_a == zip_b:
        return None
    return DISTANCES.get(frozenset((zip_a, zip_b)))
