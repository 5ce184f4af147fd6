"""The car's state and how BFCL-shaped configurations become one."""

from __future__ import annotations

import copy
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from apis.vehicle.defaults import DEFAULT_CONFIG, default_doors

Number = float | int

#: Configuration keys BFCL's vehicle class reads (``remainingUnlockedDoors`` is read and then
#: recomputed from the doors, as BFCL does); anything else is ignored, as BFCL ignores it.
CONFIG_KEYS = frozenset(DEFAULT_CONFIG) | {"doorStatus", "remainingUnlockedDoors"}

#: Configuration key -> state field, where they differ.
_RENAMED: MappingProxyType[str, str] = MappingProxyType({"engineState": "engine_state"})


class VehicleState(BaseModel):
    """Everything the car's tools read and change.

    Field names follow BFCL's attribute names. Numbers keep the exact type they were configured
    with, because BFCL's result strings print ``10`` and ``10.0`` differently.
    """

    model_config = ConfigDict(extra="forbid")

    fuelLevel: Number = 0.0
    batteryVoltage: Number = 12.6
    engine_state: str = "stopped"
    remainingUnlockedDoors: int = 4
    doorStatus: dict[str, str] = Field(default_factory=default_doors)
    acTemperature: Number = 25.0
    fanSpeed: int = 50
    acMode: str = "auto"
    humidityLevel: Number = 50.0
    headLightStatus: str = "off"
    parkingBrakeStatus: str = "released"
    parkingBrakeForce: Number = 0.0
    slopeAngle: Number = 0.0
    brakePedalStatus: str = "released"
    brakePedalForce: Number = 0.0
    distanceToNextVehicle: Number = 50.0
    cruiseStatus: str = "inactive"
    destination: str = "None"
    frontLeftTirePressure: Number = 32.0
    frontRightTirePressure: Number = 32.0
    rearLeftTirePressure: Number = 30.0
    rearRightTirePressure: Number = 30.0
    long_context: bool = False
    random_seed: int = DEFAULT_CONFIG["random_seed"]
    diagnostic_log: list[str] = Field(default_factory=list)
    """Native long context only: generated service-log lines shown with the car's status."""


def unlocked_count(doors: Mapping[str, str]) -> int:
    """How many doors are not locked, counted BFCL's way (four doors minus the locked ones)."""
    return 4 - sum(1 for status in doors.values() if status == "locked")


def state_from_config(config: Mapping[str, Any]) -> VehicleState:
    """Build the car from a BFCL-shaped configuration (a deep copy; the mapping is not kept).

    Args:
        config: BFCL's ``initial_config`` for the vehicle class.

    Returns:
        The validated state.
    """
    data: dict[str, Any] = {}
    for key, default in DEFAULT_CONFIG.items():
        data[_RENAMED.get(key, key)] = copy.deepcopy(config.get(key, default))
    doors = copy.deepcopy(config.get("doorStatus", default_doors()))
    data["doorStatus"] = doors
    data["remainingUnlockedDoors"] = unlocked_count(doors)
    return VehicleState.model_validate(data)


def config_from_state(state: VehicleState) -> dict[str, Any]:
    """The configuration that :func:`state_from_config` reads back into an equal car."""
    dumped = state.model_dump(mode="json")
    config = {key: dumped[_RENAMED.get(key, key)] for key in DEFAULT_CONFIG}
    config["doorStatus"] = dumped["doorStatus"]
    return config
