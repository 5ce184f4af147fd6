"""Hypothesis state machines over the vehicle tools, in both profiles and with long context."""

from __future__ import annotations

import pytest
from hypothesis import strategies as st

from apis.vehicle import DOMAIN
from apis.vehicle.state import VehicleState
from sandbox.episode.calls import ToolCall
from sandbox.tools.context import LongContext
from tests.apis.helpers import machine_test

CONFIG = {
    "fuelLevel": 12.0,
    "engineState": "stopped",
    "doorStatus": {"driver": "locked", "passenger": "unlocked", "rear_left": "locked", "rear_right": "locked"},
    "brakePedalStatus": "released",
}

VALUES = {
    "door": st.lists(st.sampled_from(["driver", "passenger", "rear_left", "rear_right", "trunk"]), max_size=4),
    "ignitionMode": st.sampled_from(["START", "STOP", "go"]),
    "pedalPosition": st.sampled_from([-0.5, 0, 0.5, 1, 1.0, 2.0]),
    "activateParkingBrake.mode": st.sampled_from(["engage", "release", "hold"]),
    "setHeadlights.mode": st.sampled_from(["on", "off", "auto", "dim"]),
    "adjustClimateControl.mode": st.sampled_from(["auto", "cool", "heat", "defrost", "blast"]),
    "unit": st.sampled_from(["celsius", "fahrenheit", "kelvin"]),
    "fanSpeed": st.sampled_from([-1, 0, 50, 100, 101]),
    "option": st.sampled_from(["fuel", "battery", "doors", "climate", "headlights", "parkingBrake", "brakePedal", "engine", "radio"]),
    "speed": st.sampled_from([-5.0, 0.0, 52.0, 65.0, 120.0, 125.0]),
    "kind:fuel": st.sampled_from([-1.0, 0.0, 5.0, 30.0, 60.0]),
    "kind:zip_code": st.sampled_from(["83214", "74532", "94016", "00000"]),
    "kind:city": st.sampled_from(["Rivermist", "San Francisco", "Atlantis"]),
}



def the_car_stays_physical(before: VehicleState | None, after: VehicleState, call: ToolCall | None) -> None:
    """Fuel stays between empty and the 50-gallon tank, the fan between 0 and 100, and the engine runs or not."""
    assert 0 <= after.fuelLevel <= 50, f"{call} left {after.fuelLevel} gallons in the tank"
    assert 0 <= after.fanSpeed <= 100, f"{call} set the fan to {after.fanSpeed}"
    assert after.engine_state in ("running", "stopped"), f"{call} left the engine {after.engine_state!r}"
    if before is not None and call is not None and call.name != "fillFuelTank":
        assert after.fuelLevel <= before.fuelLevel, f"{call} added fuel"


def doors_are_counted(before: VehicleState | None, after: VehicleState, call: ToolCall | None) -> None:
    """The count of unlocked doors is the number of doors that are unlocked."""
    if call is None or call.name == "lockDoors":
        unlocked = sum(status == "unlocked" for status in after.doorStatus.values())
        assert after.remainingUnlockedDoors == unlocked, f"{call}: {after.remainingUnlockedDoors} != {after.doorStatus}"


RULES = [the_car_stays_physical, doors_are_counted]
TestVehicleNative = machine_test(DOMAIN, CONFIG, VALUES, RULES, profile="native")
TestVehicleBfcl = machine_test(DOMAIN, CONFIG, VALUES, RULES, profile="bfcl")
TestVehicleNativeLong = machine_test(DOMAIN, CONFIG, VALUES, RULES, profile="native", long_context=LongContext(size=15))
TestVehicleBfclLong = pytest.mark.bfcl(  # BFCL's long-context filler comes from bfcl-eval
    machine_test(DOMAIN, CONFIG, VALUES, RULES, profile="bfcl", long_context=LongContext(size=15)))
