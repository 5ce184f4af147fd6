"""Vehicle tools for navigation and unit conversion."""

from __future__ import annotations

from typing import Any

from apis.vehicle.base import VehicleBase
from apis.vehicle.defaults import GALLONS_PER_LITER, LITERS_PER_GALLON, ZIP_CODES, distance_between
from apis.vehicle.longcontext import bfcl_intermediary_cities, native_route
from sandbox.tools.errors import ToolError, finite
from sandbox.tools.spec import tool


class NavigationTools(VehicleBase):
    """Distances, zip codes, the navigation target and fuel-unit conversion."""

    @tool(mutates=False, consumes={"liter": "fuel"}, produces={"gallon": "fuel"})
    def liter_to_gallon(self, liter: float) -> dict[str, float]:
        """Convert liters to US gallons.

        Args:
            liter: The volume in liters.

        Returns:
            ``gallon``: the same volume in gallons.
        """
        return {"gallon": finite(liter * GALLONS_PER_LITER, "the volume")}

    @tool(mutates=False, consumes={"gallon": "fuel"}, produces={"liter": "fuel"})
    def gallon_to_liter(self, gallon: float) -> dict[str, float]:
        """Convert US gallons to liters.

        Args:
            gallon: The volume in gallons.

        Returns:
            ``liter``: the same volume in liters.
        """
        return {"liter": finite(gallon * LITERS_PER_GALLON, "the volume")}

    @tool(mutates=False, consumes={"cityA": "zip_code", "cityB": "zip_code"}, produces={"distance": "distance"})
    def estimate_distance(self, cityA: str, cityB: str) -> dict[str, Any]:
        """Look up the road distance between two towns, given by zip code.

        Args:
            cityA: The zip code of the first town.
            cityB: The zip code of the second town.

        Returns:
            ``distance`` in km; in a long-context episode also ``route``, the towns the road passes
            through, in order.
        """
        km = distance_between(cityA, cityB)
        reply: dict[str, Any] = {"distance": km} if km is not None else {"error": "distance not found in database."}
        if self.ctx.bfcl and self.state.long_context:
            reply["intermediaryCities"] = bfcl_intermediary_cities()
        elif km is not None and self.ctx.long_context is not None and not self.ctx.bfcl:
            rng = self.ctx.keyed("vehicle.long_context.route", f"{cityA}:{cityB}")
            reply["route"] = native_route(rng, self.ctx.long_context.size)
        if km is None:
            raise ToolError(
                "distance not found in database." if self.ctx.bfcl else f"No known route between {cityA} and {cityB}.",
                reply,
            )
        return reply

    @tool(mutates=False, consumes={"city": "city"}, produces={"zipcode": "zip_code"})
    def get_zipcode_based_on_city(self, city: str) -> dict[str, str]:
        """Look up the zip code of a town.

        Args:
            city: The town's name.

        Returns:
            ``zipcode``: the town's zip code.
        """
        code = ZIP_CODES.get(city)
        if code is None:
            if not self.ctx.bfcl:
                raise ToolError(f"Unknown city {city!r}. Known cities: {', '.join(ZIP_CODES)}.")
            code = "00000"
        return {"zipcode": code}

    @tool(consumes={"destination": "text"})
    def set_navigation(self, destination: str) -> dict[str, str]:
        """Start navigating to a destination.

        Args:
            destination: The address, as street, city, state.

        Returns:
            ``status``: a confirmation naming the destination.
        """
        self.state.destination = destination
        return {"status": f"Navigating to {destination}"}
