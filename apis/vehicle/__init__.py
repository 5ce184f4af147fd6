"""A car's controls: engine, doors, brakes, climate, lights, navigation (BFCL's ``VehicleControlAPI``)."""

from __future__ import annotations

from apis.vehicle.api import VehicleAPI
from apis.vehicle.state import CONFIG_KEYS
from apis.vehicle.generate import generate_config
from apis.vehicle.phrasings import PHRASINGS
from sandbox.tools.domain import Domain

DOMAIN = Domain(
    name="vehicle",
    api=VehicleAPI,
    description="Car controls: engine, doors, brakes, climate, lights, navigation and tyres.",
    aliases=("VehicleControlAPI",),
    config_keys=CONFIG_KEYS,
    generator=generate_config,
    phrasings=PHRASINGS,
)

__all__ = ["DOMAIN", "VehicleAPI"]
