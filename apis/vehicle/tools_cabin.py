"""Vehicle tools for the cabin and the car's status: climate, weather, lights, tyres, log."""

from __future__ import annotations

from typing import Any

from apis.vehicle.base import VehicleBase
from apis.vehicle.defaults import CLIMATE_MODES, HEADLIGHT_MODES, STATUS_OPTIONS, TEMPERATURE_UNITS, TIRE_SHOP
from apis.vehicle.longcontext import bfcl_car_metadata, bfcl_weather_report, native_temperature_history
from sandbox.tools.errors import ToolError, finite
from sandbox.tools.spec import tool


class CabinTools(VehicleBase):
    """Climate, outside temperature, headlights, status display and tyres."""

    @tool(consumes={"temperature": "temperature", "fanSpeed": "number"}, produces={"currentACTemperature": "temperature"})
    def adjustClimateControl(
        self, temperature: float, unit: str = "celsius", fanSpeed: int = 50, mode: str = "auto"
    ) -> dict[str, Any]:
        """Set the air conditioning: temperature, fan speed and mode.

        Args:
            temperature: The temperature to set, in the given unit.
            unit: "celsius" or "fahrenheit".
            fanSpeed: The fan speed, from 0 to 100.
            mode: "auto", "cool", "heat" or "defrost".

        Returns:
            ``currentACTemperature``, ``climateMode`` and ``humidityLevel`` (percent).
        """
        if not 0 <= fanSpeed <= 100:
            raise ToolError.returned("Fan speed must be between 0 and 100.")
        if not self.ctx.bfcl:
            if unit not in TEMPERATURE_UNITS:
                raise ToolError(f"Invalid unit {unit!r}: use 'celsius' or 'fahrenheit'.")
            if mode not in CLIMATE_MODES:
                raise ToolError(f"Invalid climate mode {mode!r}: use one of {', '.join(CLIMATE_MODES)}.")
        celsius = finite((temperature - 32) * 5 / 9 if unit == "fahrenheit" else temperature, "the temperature")
        car = self.state
        car.acTemperature = celsius if self.ctx.bfcl else round(celsius, 2)
        car.fanSpeed = fanSpeed
        car.acMode = mode
        shown = temperature if self.ctx.bfcl else car.acTemperature
        return {"currentACTemperature": shown, "climateMode": mode, "humidityLevel": car.humidityLevel}

    @tool(mutates=False, produces={"outsideTemperature": "temperature"})
    def get_outside_temperature_from_google(self) -> dict[str, Any]:
        """Read the outside temperature from Google's weather service.

        Returns:
            ``outsideTemperature`` in degrees Celsius; in a long-context episode also ``history``,
            the outside temperature of each hour before, oldest first.
        """
        reading = self.random_stream("outside_temperature").uniform(-10.0, 40.0)
        if self.ctx.bfcl and self.state.long_context:
            return bfcl_weather_report(reading)
        reply: dict[str, Any] = {"outsideTemperature": reading}
        if not self.ctx.bfcl and self.ctx.long_context is not None:
            rng = self.ctx.keyed("vehicle.long_context.weather", "google")
            reply["history"] = native_temperature_history(rng, self.ctx.long_context.size)
        return reply

    @tool(mutates=False, produces={"outsideTemperature": "temperature"})
    def get_outside_temperature_from_weather_com(self) -> dict[str, Any]:
        """Read the outside temperature from weather.com.

        Returns:
            ``outsideTemperature`` in degrees Celsius (the service is currently unreachable).
        """
        raise ToolError("weather.com is unavailable (HTTP 404); try another weather source.", payload={"error": 404})

    @tool()
    def setHeadlights(self, mode: str) -> dict[str, str]:
        """Switch the headlights.

        Args:
            mode: "on", "off" or "auto".

        Returns:
            ``headlightStatus``: the headlights' setting afterwards.
        """
        if mode not in HEADLIGHT_MODES:
            self.fail_dict("Invalid headlight mode.", f"Invalid headlight mode {mode!r}: use 'on', 'off' or 'auto'.")
        status = mode if not self.ctx.bfcl else ("on" if mode == "on" else "off")
        self.state.headLightStatus = status
        return {"headlightStatus": status}

    @tool(mutates=False)
    def displayCarStatus(self, option: str) -> dict[str, Any]:
        """Show one part of the car's status.

        Args:
            option: Which part: "fuel", "battery", "doors", "climate", "headlights",
                "parkingBrake", "brakePedal" or "engine".

        Returns:
            The fields of that part, e.g. ``fuelLevel`` for "fuel" or ``doorStatus`` for "doors".
        """
        car = self.state
        report: dict[str, Any] = {}
        if car.long_context:
            report["metadata"] = bfcl_car_metadata() if self.ctx.bfcl else list(car.diagnostic_log)
        parts: dict[str, dict[str, Any]] = {
            "fuel": {"fuelLevel": car.fuelLevel},
            "battery": {"batteryVoltage": car.batteryVoltage},
            "doors": {"doorStatus": dict(car.doorStatus)},
            "climate": {
                "currentACTemperature": car.acTemperature,
                "fanSpeed": car.fanSpeed,
                "climateMode": car.acMode,
                "humidityLevel": car.humidityLevel,
            },
            "headlights": {"headlightStatus": car.headLightStatus},
            "parkingBrake": {
                "parkingBrakeStatus": car.parkingBrakeStatus,
                "parkingBrakeForce": car.parkingBrakeForce,
                "slopeAngle": car.slopeAngle,
            },
            "brakePedal": {"brakePedalStatus": car.brakePedalStatus, "brakePedalForce": car.brakePedalForce},
            "engine": {"engineState": car.engine_state},
        }
        if option not in STATUS_OPTIONS:
            report["error"] = "Invalid option"
            native = f"Invalid option {option!r}: use one of {', '.join(STATUS_OPTIONS)}."
            raise ToolError("Invalid option" if self.ctx.bfcl else native, payload=report)
        report.update(parts[option])
        return report

    @tool(mutates=False)
    def check_tire_pressure(self) -> dict[str, Any]:
        """Read the four tyre pressures and whether they are healthy (average 30 to 35 psi).

        Returns:
            The four pressures in psi, ``healthy_tire_pressure`` and ``car_info``.
        """
        car = self.state
        pressures = {
            "frontLeftTirePressure": car.frontLeftTirePressure,
            "frontRightTirePressure": car.frontRightTirePressure,
            "rearLeftTirePressure": car.rearLeftTirePressure,
            "rearRightTirePressure": car.rearRightTirePressure,
        }
        info: Any = {}
        if car.long_context:
            info = bfcl_car_metadata() if self.ctx.bfcl else {"service_log": list(car.diagnostic_log)}
        healthy = 30 <= sum(pressures.values()) / 4 <= 35
        return {**pressures, "healthy_tire_pressure": healthy, "car_info": info}

    @tool(mutates=False)
    def find_nearest_tire_shop(self) -> dict[str, str]:
        """Find the nearest tyre shop.

        Returns:
            ``shopLocation``: the shop's address.
        """
        return {"shopLocation": TIRE_SHOP}

    @tool(mutates=False, consumes={"messages": "text"}, effect=True)
    def display_log(self, messages: list[str]) -> dict[str, list[str]]:
        """Show messages on the car's display.

        Args:
            messages: The lines to show.

        Returns:
            ``log``: the lines shown.
        """
        return {"log": list(messages)}
