"""Plausible cars drawn from a seed: fuel, battery, doors, climate, brakes and tyres in everyday ranges.

The ``records`` count has nothing to size in a car; the draw ignores it.

>>> import random
>>> config = generate_config(random.Random(9), 2)
>>> 0 < config["fuelLevel"] <= 50
True
"""

from __future__ import annotations

import random
from typing import Any

from sandbox.tools import fake

_DOORS = ("driver", "passenger", "rear_left", "rear_right")


def generate_config(rng: random.Random, records: int) -> dict[str, Any]:
    """A vehicle configuration with every value in an everyday range."""
    del records
    doors = {door: "locked" if rng.random() < 0.6 else "unlocked" for door in _DOORS}
    running = rng.random() < 0.3
    if running:  # a car being driven has its doors locked
        doors = dict.fromkeys(doors, "locked")
    pressures = {f"{side}TirePressure": fake.amount(rng, 26, 36, 1)
                 for side in ("frontLeft", "frontRight", "rearLeft", "rearRight")}
    return {
        "fuelLevel": fake.amount(rng, 3, 48, 1), "batteryVoltage": fake.amount(rng, 12.1, 12.8, 1),
        "engineState": "running" if running else "stopped", "doorStatus": doors,
        "remainingUnlockedDoors": sum(1 for state in doors.values() if state == "unlocked"),
        "acTemperature": fake.amount(rng, 17, 27, 1), "fanSpeed": rng.randrange(0, 101),
        "acMode": fake.pick(rng, ("auto", "cool", "heat", "defrost")), "humidityLevel": fake.amount(rng, 30, 70, 1),
        "headLightStatus": fake.pick(rng, ("off", "on")),
        "parkingBrakeStatus": "released" if running else fake.pick(rng, ("engaged", "released")),
        "brakePedalStatus": "released", "distanceToNextVehicle": fake.amount(rng, 10, 120, 0),
        **pressures,
    }
