"""Unit tests of the vehicle domain in both profiles, including every error path."""

from __future__ import annotations

import json
from functools import partial
from typing import Any

import pytest

from apis.vehicle import DOMAIN
from sandbox.episode.execution import Toolbox
from sandbox.testing import check_domain
from tests.apis.helpers import call, err, projection, toolbox
from tests.apis.helpers import error_message as native_error

LOCKED = {door: "locked" for door in ("driver", "passenger", "rear_left", "rear_right")}
READY = {"doorStatus": LOCKED, "brakePedalStatus": "pressed", "brakePedalForce": 1000.0, "fuelLevel": 10.0}


def box(profile: str = "bfcl", config: dict[str, Any] | None = None, long: int | None = None, **ctx: Any) -> Toolbox:
    return toolbox(DOMAIN, config or {}, profile, long=long, **ctx)  # type: ignore[arg-type]


def ok(tb: Toolbox, name: str, /, **args: Any) -> Any:
    status, output = call(tb, name, **args)
    assert status == "ok", output
    return json.loads(output)


state = partial(projection, DOMAIN)


def test_conformance() -> None:
    check_domain(DOMAIN)
    assert DOMAIN.name == "vehicle" and "VehicleControlAPI" in DOMAIN.aliases


# --- configuration and projection -------------------------------------------------------------


def test_config_engine_state_key_and_door_count() -> None:
    tb = box(config={"engineState": "running", "doorStatus": {**LOCKED, "driver": "unlocked"},
                     "remainingUnlockedDoors": 4, "brakeStatus": "ignored", "parkingBrakeForce": 5.0})
    got = state(tb)
    assert got["engine_state"] == "running" and got["remainingUnlockedDoors"] == 1
    assert "parkingBrakeForce" not in got and "brakePedalForce" not in got and "slopeAngle" not in got
    assert got["long_context"] is False
    native = state(box("native", {"parkingBrakeForce": 5.0}))
    assert native["parkingBrakeForce"] == 5.0 and "long_context" not in native and "random_seed" not in native


def test_number_types_survive_loading() -> None:
    assert call(box(config={"fuelLevel": 10}), "displayCarStatus", option="fuel")[1] == '{"fuelLevel": 10}'


# --- engine -----------------------------------------------------------------------------------


def test_start_engine_checks_in_order() -> None:
    msg = "All doors must be locked before starting the engine. Here are the unlocked doors: "
    assert err(box(), "startEngine", ignitionMode="START") == json.dumps(
        {"error": msg + "driver, passenger, rear_left, rear_right"}
    )
    tb = box(config={"doorStatus": LOCKED})
    assert err(tb, "startEngine", ignitionMode="START") == json.dumps(
        {"error": "Brake pedal needs to be pressed when starting the engine."}
    )
    ok(tb, "pressBrakePedal", pedalPosition=0.5)
    assert err(tb, "startEngine", ignitionMode="START") == json.dumps(
        {"error": "Must press the brake fully before starting the engine."}
    )
    ok(tb, "pressBrakePedal", pedalPosition=1.0)
    assert ok(tb, "startEngine", ignitionMode="START") == {"engineState": "running", "fuelLevel": 0.0, "batteryVoltage": 12.6}


def test_bfcl_stop_mutates_then_errors() -> None:
    tb = box(config={**READY, "engineState": "running"})
    assert err(tb, "startEngine", ignitionMode="STOP") == '{"error": "Invalid ignition mode."}'
    assert state(tb)["engine_state"] == "stopped"
    assert err(box(config=READY), "startEngine", ignitionMode="go") == '{"error": "Invalid ignition mode."}'
    assert err(box(config={**READY, "fuelLevel": -1.0}), "startEngine", ignitionMode="START") == (
        '{"error": "Fuel tank is empty."}'
    )


def test_native_stop_and_empty_tank() -> None:
    tb = box("native", {"engineState": "running", "cruiseStatus": "active"})
    assert ok(tb, "startEngine", ignitionMode="STOP")["engineState"] == "stopped"
    assert state(tb)["cruiseStatus"] == "inactive"
    assert native_error(box("native", {**READY, "fuelLevel": 0.0}), "startEngine", ignitionMode="START") == (
        "Fuel tank is empty."
    )
    assert "START" in native_error(box("native", READY), "startEngine", ignitionMode="go")
    assert ok(box("native", READY), "startEngine", ignitionMode="START")["engineState"] == "running"


def test_fill_fuel_tank() -> None:
    tb = box(config={"fuelLevel": 10.0})
    assert ok(tb, "fillFuelTank", fuelAmount=5.5) == {"fuelLevel": 15.5}
    assert err(tb, "fillFuelTank", fuelAmount=-1) == '{"error": "Fuel amount cannot be negative."}'
    assert err(tb, "fillFuelTank", fuelAmount=40) == '{"error": "Cannot fill gas above the tank capacity."}'
    below = box(config={"fuelLevel": -3.0})
    assert err(below, "fillFuelTank", fuelAmount=1) == '{"error": "Fuel tank is empty. Min fuel level is 0 gallons."}'
    assert "negative" in native_error(box("native"), "fillFuelTank", fuelAmount=-1)


# --- doors and brakes -------------------------------------------------------------------------


def test_lock_doors_bfcl() -> None:
    tb = box()
    assert ok(tb, "lockDoors", unlock=False, door=["driver", "driver", "passenger"]) == {
        "lockStatus": "locked", "remainingUnlockedDoors": 2
    }
    assert ok(tb, "lockDoors", unlock=True, door=["driver", "rear_left"]) == {
        "lockStatus": "unlocked", "remainingUnlockedDoors": 3
    }
    assert err(tb, "lockDoors", unlock=False, door=["rear_left", "trunk"]) == "Error during execution: 'trunk'"
    assert state(tb)["doorStatus"]["rear_left"] == "locked"  # changed before the bad name was reached


def test_lock_doors_native_validates_first() -> None:
    tb = box("native")
    assert "trunk" in native_error(tb, "lockDoors", unlock=False, door=["rear_left", "trunk"])
    assert state(tb)["doorStatus"]["rear_left"] == "unlocked"
    assert ok(tb, "lockDoors", unlock=False, door=["driver", "driver"])["remainingUnlockedDoors"] == 3


def test_brake_pedal() -> None:
    tb = box()
    assert err(tb, "pressBrakePedal", pedalPosition=1.5) == '{"error": "Pedal position must be between 0 and 1."}'
    assert ok(tb, "pressBrakePedal", pedalPosition=1) == {"brakePedalStatus": "pressed", "brakePedalForce": 1000.0}
    assert ok(tb, "pressBrakePedal", pedalPosition=0) == {"brakePedalStatus": "released", "brakePedalForce": 0.0}
    ok(tb, "pressBrakePedal", pedalPosition=0.3)
    assert ok(tb, "releaseBrakePedal") == {"brakePedalStatus": "released", "brakePedalForce": 0.0}
    native = box("native")
    ok(native, "pressBrakePedal", pedalPosition=0.5)
    assert state(native)["brakePedalForce"] == 500.0
    assert "between" in native_error(native, "pressBrakePedal", pedalPosition=-1)


def test_parking_brake() -> None:
    tb = box()
    assert ok(tb, "activateParkingBrake", mode="engage") == {
        "parkingBrakeStatus": "engaged", "_parkingBrakeForce": 500.0, "_slopeAngle": 10.0
    }
    assert ok(tb, "activateParkingBrake", mode="release")["_parkingBrakeForce"] == 0.0
    assert err(tb, "activateParkingBrake", mode="hold") == '{"error": "Invalid mode"}'
    native = box("native", {"slopeAngle": 3.0})
    assert ok(native, "activateParkingBrake", mode="engage") == {
        "parkingBrakeStatus": "engaged", "parkingBrakeForce": 500.0, "slopeAngle": 3.0
    }
    assert "hold" in native_error(native, "activateParkingBrake", mode="hold")


# --- cruise control and speed -----------------------------------------------------------------


def test_cruise_control_bfcl() -> None:
    assert err(box(), "setCruiseControl", speed=50, activate=True, distanceToNextVehicle=30) == (
        '{"error": "Start the engine before activating the cruise control."}'
    )
    tb = box(config={"engineState": "running"})
    assert err(tb, "setCruiseControl", speed=52, activate=True, distanceToNextVehicle=30) == '{"error": "Invalid speed"}'
    assert state(tb)["distanceToNextVehicle"] == 30.0  # BFCL keeps it despite the error
    assert ok(tb, "setCruiseControl", speed=65, activate=True, distanceToNextVehicle=40) == {
        "cruiseStatus": "active", "currentSpeed": 65.0, "distanceToNextVehicle": 40.0
    }
    assert ok(tb, "setCruiseControl", speed=3, activate=False, distanceToNextVehicle=20)["cruiseStatus"] == "inactive"


def test_cruise_control_native_keeps_distance_on_error() -> None:
    tb = box("native", {"engineState": "running"})
    assert "multiple of 5" in native_error(tb, "setCruiseControl", speed=52, activate=True, distanceToNextVehicle=30)
    assert state(tb)["distanceToNextVehicle"] == 50.0
    assert "engine" in native_error(box("native"), "setCruiseControl", speed=5, activate=True, distanceToNextVehicle=1)


def test_bfcl_speed_and_temperature_share_one_seeded_stream() -> None:
    import random

    rng = random.Random(141053)
    tb = box()
    assert ok(tb, "get_current_speed") == {"currentSpeed": rng.uniform(0.0, 120.0)}
    assert ok(tb, "get_outside_temperature_from_google") == {"outsideTemperature": rng.uniform(-10.0, 40.0)}
    seeded = box(config={"random_seed": 7})
    assert ok(seeded, "get_current_speed") == {"currentSpeed": random.Random(7).uniform(0.0, 120.0)}


def test_native_streams_are_independent() -> None:
    quiet, busy = box("native", {"engineState": "running"}), box("native", {"engineState": "running"})
    for _ in range(3):
        ok(busy, "get_current_speed")
    assert ok(quiet, "get_outside_temperature_from_google") == ok(busy, "get_outside_temperature_from_google")
    assert ok(box("native"), "get_current_speed") == {"currentSpeed": 0.0}


def test_drive_feasibility() -> None:
    tb = box(config={"fuelLevel": 10.0})
    assert ok(tb, "estimate_drive_feasibility_by_mileage", distance=200) == {"canDrive": True}
    assert ok(tb, "estimate_drive_feasibility_by_mileage", distance=200.5) == {"canDrive": False}


# --- cabin ------------------------------------------------------------------------------------


def test_climate_control() -> None:
    tb = box()
    assert err(tb, "adjustClimateControl", temperature=20, fanSpeed=101) == (
        '{"error": "Fan speed must be between 0 and 100."}'
    )
    got = ok(tb, "adjustClimateControl", temperature=68, unit="fahrenheit", fanSpeed=10, mode="cool")
    assert got == {"currentACTemperature": 68, "climateMode": "cool", "humidityLevel": 50.0}
    assert state(tb)["acTemperature"] == 20.0 and state(tb)["fanSpeed"] == 10
    ok(tb, "adjustClimateControl", temperature=21, unit="kelvin", mode="blast")  # BFCL accepts anything
    assert state(tb)["acMode"] == "blast"
    native = box("native")
    assert ok(native, "adjustClimateControl", temperature=70, unit="fahrenheit")["currentACTemperature"] == 21.11
    assert "unit" in native_error(native, "adjustClimateControl", temperature=1, unit="kelvin")
    assert "mode" in native_error(native, "adjustClimateControl", temperature=1, mode="blast")


def test_weather_com_is_down() -> None:
    assert err(box(), "get_outside_temperature_from_weather_com") == '{"error": 404}'
    assert "404" in native_error(box("native"), "get_outside_temperature_from_weather_com")


@pytest.mark.bfcl
def test_long_context_weather_is_a_fresh_copy() -> None:
    from sandbox.tools.compat import bfcl_long_context

    module = bfcl_long_context()
    before = json.dumps(module.LONG_WEATHER_EXTENSION, sort_keys=True)
    first = ok(box(long=1), "get_outside_temperature_from_google")
    assert list(first)[-1] == "outsideTemperature" and len(first) == 16
    assert json.dumps(module.LONG_WEATHER_EXTENSION, sort_keys=True) == before


def test_headlights() -> None:
    tb = box()
    assert ok(tb, "setHeadlights", mode="auto") == {"headlightStatus": "off"}
    assert ok(tb, "setHeadlights", mode="on") == {"headlightStatus": "on"}
    assert err(tb, "setHeadlights", mode="dim") == '{"error": "Invalid headlight mode."}'
    native = box("native")
    assert ok(native, "setHeadlights", mode="auto") == {"headlightStatus": "auto"}
    assert "dim" in native_error(native, "setHeadlights", mode="dim")


CAR_STATUS = [
    ("fuel", ["fuelLevel"]),
    ("battery", ["batteryVoltage"]),
    ("doors", ["doorStatus"]),
    ("climate", ["currentACTemperature", "fanSpeed", "climateMode", "humidityLevel"]),
    ("headlights", ["headlightStatus"]),
    ("parkingBrake", ["parkingBrakeStatus", "parkingBrakeForce", "slopeAngle"]),
    ("brakePedal", ["brakePedalStatus", "brakePedalForce"]),
    ("engine", ["engineState"]),
]


@pytest.mark.parametrize(("option", "keys"), CAR_STATUS)
def test_display_car_status(option: str, keys: list[str]) -> None:
    assert list(ok(box(), "displayCarStatus", option=option)) == keys


def test_display_car_status_invalid_option() -> None:
    assert err(box(), "displayCarStatus", option="radio") == '{"error": "Invalid option"}'
    assert "radio" in native_error(box("native"), "displayCarStatus", option="radio")


def test_tires_shop_and_log() -> None:
    got = ok(box(config={"frontLeftTirePressure": 20.0}), "check_tire_pressure")
    assert got["healthy_tire_pressure"] is False and got["car_info"] == {}
    assert ok(box(), "check_tire_pressure")["healthy_tire_pressure"] is True
    assert ok(box(), "find_nearest_tire_shop") == {"shopLocation": "456 Oakwood Avenue, Rivermist, 83214"}
    assert ok(box(), "display_log", messages=["a", "b"]) == {"log": ["a", "b"]}


# --- navigation -------------------------------------------------------------------------------


def test_distance_zip_and_navigation() -> None:
    tb = box()
    assert ok(tb, "estimate_distance", cityA="74532", cityB="83214") == {"distance": 750.0}
    assert err(tb, "estimate_distance", cityA="1", cityB="2") == '{"error": "distance not found in database."}'
    assert ok(tb, "get_zipcode_based_on_city", city="Rivermist") == {"zipcode": "83214"}
    assert ok(tb, "get_zipcode_based_on_city", city="Atlantis") == {"zipcode": "00000"}
    assert ok(tb, "set_navigation", destination="1 Main St, Rivermist, CA") == {
        "status": "Navigating to 1 Main St, Rivermist, CA"
    }
    assert state(tb)["destination"] == "1 Main St, Rivermist, CA"
    native = box("native")
    assert "Atlantis" in native_error(native, "get_zipcode_based_on_city", city="Atlantis")
    assert "route" in native_error(native, "estimate_distance", cityA="1", cityB="2")


def test_unit_conversions() -> None:
    assert ok(box(), "liter_to_gallon", liter=10) == {"gallon": 10 * 0.264172}
    assert ok(box(), "gallon_to_liter", gallon=2.0) == {"liter": 2.0 * 3.78541}


# --- native long context ----------------------------------------------------------------------


def test_native_long_context_log_is_seeded_and_sized() -> None:
    first = ok(box("native", long=12), "displayCarStatus", option="fuel")["metadata"]
    assert len(first) == 12 and first == ok(box("native", long=12), "displayCarStatus", option="fuel")["metadata"]
    assert first != ok(box("native", long=12, seed=5), "displayCarStatus", option="fuel")["metadata"]
    assert len(ok(box("native", long=4), "check_tire_pressure")["car_info"]["service_log"]) == 4
    assert "metadata" not in ok(box("native"), "displayCarStatus", option="fuel")


def test_native_long_context_readings_carry_their_earlier_readings() -> None:
    weather = ok(box("native", long=7), "get_outside_temperature_from_google")
    hours = weather.pop("history")
    assert weather == ok(box("native"), "get_outside_temperature_from_google") and len(hours) == 7
    assert all(-10 <= t <= 40 for t in hours) and ok(box("native", long=7), "get_outside_temperature_from_google")["history"] == hours
    running = {"engineState": "running"}
    speed = ok(box("native", running, long=9), "get_current_speed")
    seconds = speed.pop("history")
    assert speed == ok(box("native", running), "get_current_speed") and len(seconds) == 9
    assert all(0 <= v <= 130 for v in seconds) and abs(seconds[-1] - speed["currentSpeed"]) <= 2.01
    assert ok(box("native", long=9), "get_current_speed") == {"currentSpeed": 0.0}  # parked: nothing logged


def test_native_long_context_range_estimate_shows_the_service_log() -> None:
    busy = box("native", long=5)
    reply = ok(busy, "estimate_drive_feasibility_by_mileage", distance=10)
    assert reply.pop("service_log") == ok(busy, "displayCarStatus", option="fuel")["metadata"]
    assert reply == ok(box("native"), "estimate_drive_feasibility_by_mileage", distance=10)
    assert set(ok(box(long=5), "estimate_drive_feasibility_by_mileage", distance=10)) == {"canDrive"}
    assert set(ok(box(long=5), "get_current_speed")) == {"currentSpeed"}


# --- BFCL's long-context additions (its filler content comes from bfcl-eval) ------------------


@pytest.mark.bfcl
def test_bfcl_long_context_adds_bfcl_filler_to_results() -> None:
    for option, keys in CAR_STATUS:
        assert list(ok(box(long=1), "displayCarStatus", option=option)) == ["metadata", *keys]
    assert list(json.loads(err(box(long=1), "displayCarStatus", option="radio"))) == ["metadata", "error"]
    brake = ok(box(long=1), "activateParkingBrake", mode="engage")
    assert list(brake)[0] == "parkingBrakeInstruction" and len(brake["parkingBrakeInstruction"]) > 1000
    assert isinstance(ok(box(long=1), "check_tire_pressure")["car_info"], str)
    distance = ok(box(long=1), "estimate_distance", cityA="83214", cityB="74532")
    assert len(distance["intermediaryCities"]) > 100
    assert "intermediaryCities" in json.loads(err(box(long=1), "estimate_distance", cityA="1", cityB="1"))
