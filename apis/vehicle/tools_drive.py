"""Vehicle tools for driving: engine, fuel, doors, brakes, cruise control and speed."""

from __future__ import annotations

from typing import Any

from apis.vehicle.base import VehicleBase
from apis.vehicle.defaults import DOORS, FULL_BRAKE_FORCE, MILES_PER_GALLON, TANK_CAPACITY_GALLONS
from apis.vehicle.longcontext import bfcl_parking_brake_instruction, native_speed_history
from sandbox.tools.errors import ToolError
from sandbox.tools.spec import tool


class DriveTools(VehicleBase):
    """Engine, fuel, doors, brakes and speed."""

    @tool()
    def startEngine(self, ignitionMode: str) -> dict[str, Any]:
        """Start or stop the engine.

        Starting needs every door locked and the brake pedal pressed all the way down.

        Args:
            ignitionMode: "START" or "STOP".

        Returns:
            ``engineState`` ("running" or "stopped"), ``fuelLevel`` in gallons and
            ``batteryVoltage`` in volts.
        """
        car = self.state
        if not self.ctx.bfcl:
            if ignitionMode not in ("START", "STOP"):
                raise ToolError(f"Invalid ignition mode {ignitionMode!r}: use 'START' or 'STOP'.")
            if ignitionMode == "STOP":
                car.engine_state = "stopped"
                car.cruiseStatus = "inactive"
                return self._engine_report()
        elif ignitionMode == "STOP":
            car.engine_state = "stopped"  # BFCL stops the engine, then still runs the start checks
        if car.remainingUnlockedDoors > 0:
            unlocked = ", ".join(door for door, status in car.doorStatus.items() if status == "unlocked")
            raise ToolError.returned(f"All doors must be locked before starting the engine. Here are the unlocked doors: {unlocked}")
        if car.brakePedalStatus != "pressed":
            raise ToolError.returned("Brake pedal needs to be pressed when starting the engine.")
        if car.brakePedalForce != FULL_BRAKE_FORCE:
            raise ToolError.returned("Must press the brake fully before starting the engine.")
        if car.fuelLevel < 0 or (not self.ctx.bfcl and car.fuelLevel <= 0):
            raise ToolError.returned("Fuel tank is empty.")
        if ignitionMode != "START":
            raise ToolError.returned("Invalid ignition mode.")
        car.engine_state = "running"
        return self._engine_report()

    def _engine_report(self) -> dict[str, Any]:
        car = self.state
        return {"engineState": car.engine_state, "fuelLevel": car.fuelLevel, "batteryVoltage": car.batteryVoltage}

    @tool(consumes={"fuelAmount": "fuel"}, produces={"fuelLevel": "fuel"})
    def fillFuelTank(self, fuelAmount: float) -> dict[str, Any]:
        """Add fuel to the tank, which holds at most 50 gallons.

        Args:
            fuelAmount: Gallons to add on top of what is in the tank.

        Returns:
            ``fuelLevel``: the gallons in the tank afterwards.
        """
        if fuelAmount < 0:
            raise ToolError.returned("Fuel amount cannot be negative.")
        level = self.state.fuelLevel + fuelAmount
        if level > TANK_CAPACITY_GALLONS:
            raise ToolError.returned("Cannot fill gas above the tank capacity.")
        if level < 0:
            raise ToolError.returned("Fuel tank is empty. Min fuel level is 0 gallons.")
        self.state.fuelLevel = level
        return {"fuelLevel": level}

    @tool(consumes={"door": "door"})
    def lockDoors(self, unlock: bool, door: list[str]) -> dict[str, Any]:
        """Lock or unlock some of the car's doors.

        Args:
            unlock: True to unlock the doors, False to lock them.
            door: The doors: any of "driver", "passenger", "rear_left", "rear_right".

        Returns:
            ``lockStatus`` ("locked" or "unlocked") and ``remainingUnlockedDoors``.
        """
        car = self.state
        target = "unlocked" if unlock else "locked"
        if not self.ctx.bfcl:
            unknown = [d for d in door if d not in car.doorStatus]
            if unknown:
                raise ToolError(f"Unknown door(s): {', '.join(unknown)}. Doors are: {', '.join(DOORS)}.")
            for name in door:
                car.doorStatus[name] = target
            car.remainingUnlockedDoors = sum(1 for status in car.doorStatus.values() if status == "unlocked")
            return {"lockStatus": target, "remainingUnlockedDoors": car.remainingUnlockedDoors}
        for name in door:
            if name not in car.doorStatus:
                raise ToolError(repr(name))  # BFCL's lookup raises KeyError(name) after earlier doors changed
            if car.doorStatus[name] != target:
                car.doorStatus[name] = target
                car.remainingUnlockedDoors += 1 if unlock else -1
        return {"lockStatus": target, "remainingUnlockedDoors": car.remainingUnlockedDoors}

    @tool(consumes={"pedalPosition": "number"})
    def pressBrakePedal(self, pedalPosition: float) -> dict[str, Any]:
        """Press the brake pedal and keep it pressed until it is released.

        Args:
            pedalPosition: How far to press, from 0 (not at all) to 1 (all the way).

        Returns:
            ``brakePedalStatus`` ("pressed" or "released") and ``brakePedalForce`` in newtons.
        """
        if not 0 <= pedalPosition <= 1:
            raise ToolError.returned("Pedal position must be between 0 and 1.")
        if pedalPosition == 0:
            return self.releaseBrakePedal()
        force = pedalPosition * 1000
        self.state.brakePedalStatus = "pressed"
        self.state.brakePedalForce = force
        return {"brakePedalStatus": "pressed", "brakePedalForce": float(force)}

    @tool()
    def releaseBrakePedal(self) -> dict[str, Any]:
        """Release the brake pedal.

        Returns:
            ``brakePedalStatus`` ("released") and ``brakePedalForce`` (0).
        """
        self.state.brakePedalStatus = "released"
        self.state.brakePedalForce = 0.0
        return {"brakePedalStatus": "released", "brakePedalForce": 0.0}

    @tool()
    def activateParkingBrake(self, mode: str) -> dict[str, Any]:
        """Engage or release the parking brake.

        Args:
            mode: "engage" or "release".

        Returns:
            ``parkingBrakeStatus`` ("engaged" or "released") with the brake force in newtons and
            the slope angle in degrees.
        """
        if mode not in ("engage", "release"):
            self.fail_dict("Invalid mode", f"Invalid parking brake mode {mode!r}: use 'engage' or 'release'.")
        car = self.state
        engaged = mode == "engage"
        car.parkingBrakeStatus = "engaged" if engaged else "released"
        car.parkingBrakeForce = 500.0 if engaged else 0.0
        if not self.ctx.bfcl:
            return {
                "parkingBrakeStatus": car.parkingBrakeStatus,
                "parkingBrakeForce": car.parkingBrakeForce,
                "slopeAngle": car.slopeAngle,
            }
        car.slopeAngle = 10.0  # BFCL sets the slope whichever way the brake goes
        reply: dict[str, Any] = {}
        if car.long_context:
            reply["parkingBrakeInstruction"] = bfcl_parking_brake_instruction()
        reply.update(parkingBrakeStatus=car.parkingBrakeStatus, _parkingBrakeForce=car.parkingBrakeForce)
        reply["_slopeAngle"] = 10.0
        return reply

    @tool(consumes={"speed": "speed", "distanceToNextVehicle": "distance"}, produces={"currentSpeed": "speed"})
    def setCruiseControl(self, speed: float, activate: bool, distanceToNextVehicle: float) -> dict[str, Any]:
        """Switch cruise control on or off; needs the engine running.

        Args:
            speed: The cruising speed, from 0 to 120 and a multiple of 5.
            activate: True to switch cruise control on, False to switch it off.
            distanceToNextVehicle: The distance to keep to the vehicle ahead, in meters.

        Returns:
            ``cruiseStatus`` ("active" or "inactive"), ``currentSpeed`` and ``distanceToNextVehicle``.
        """
        gap = float(distanceToNextVehicle)
        speed = float(speed)
        car = self.state
        stopped = car.engine_state == "stopped" if self.ctx.bfcl else car.engine_state != "running"
        if stopped:
            raise ToolError.returned("Start the engine before activating the cruise control.")
        valid_speed = 0 <= speed <= 120 and speed % 5 == 0
        if activate and not valid_speed:
            if self.ctx.bfcl:
                car.distanceToNextVehicle = gap  # BFCL keeps the distance even though it refuses the speed
            self.fail_dict("Invalid speed", "Invalid speed: use a multiple of 5 from 0 to 120.")
        car.cruiseStatus = "active" if activate else "inactive"
        car.distanceToNextVehicle = gap
        return {"cruiseStatus": car.cruiseStatus, "currentSpeed": speed, "distanceToNextVehicle": gap}

    @tool(mutates=False, produces={"currentSpeed": "speed"})
    def get_current_speed(self) -> dict[str, Any]:
        """Read the car's current speed.

        Returns:
            ``currentSpeed`` in km/h; in a long-context episode, while the engine runs, also
            ``history``, the speed of each second before, oldest first.
        """
        if not self.ctx.bfcl and self.state.engine_state != "running":
            return {"currentSpeed": 0.0}
        speed = self.random_stream("speed").uniform(0.0, 120.0)
        if self.ctx.bfcl or self.ctx.long_context is None:
            return {"currentSpeed": speed}
        rng = self.ctx.keyed("vehicle.long_context.speed", repr(speed))
        return {"currentSpeed": speed, "history": native_speed_history(rng, speed, self.ctx.long_context.size)}

    @tool(mutates=False, consumes={"distance": "distance"})
    def estimate_drive_feasibility_by_mileage(self, distance: float) -> dict[str, bool]:
        """Tell whether the fuel in the tank is enough to drive a distance (20 miles per gallon).

        Args:
            distance: The distance to drive, in miles.

        Returns:
            ``canDrive``: true if the fuel suffices; in a long-context episode also
            ``service_log``, the car's service log (as its status shows it).
        """
        reply: dict[str, Any] = {"canDrive": not self.state.fuelLevel * MILES_PER_GALLON < distance}
        if not self.ctx.bfcl and self.state.long_context:
            reply["service_log"] = list(self.state.diagnostic_log)
        return reply
