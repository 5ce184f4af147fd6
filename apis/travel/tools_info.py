"""Travel tools that only look things up: airports and exchange rates."""

from __future__ import annotations

from typing import Any


from sandbox.tools.spec import tool

from apis.travel.base import TravelBase
from apis.travel.defaults import AIRPORTS, CITY_AIRPORTS, UNKNOWN_AIRPORT, USD_RATES
from apis.travel.longcontext import native_rate_history
from apis.travel.pricing import convert


class InfoTools(TravelBase):
    """Reference data of the travel system."""

    @tool(mutates=False, produces={".": "airport_code"})
    def list_all_airports(self) -> list[str]:
        """List the codes of every airport the travel system serves.

        Returns:
            The airport codes.
        """
        return list(AIRPORTS)

    @tool(mutates=False, consumes={"location": "city"}, produces={"nearest_airport": "airport_code"})
    def get_nearest_airport_by_city(self, location: str) -> dict[str, str]:
        """Find the airport closest to a city.

        Args:
            location: The city: Rivermist, Stonebrook, Maplecrest, Silverpine, Shadowridge, London,
                Paris, Sunset Valley, Oakendale, Willowbend, Crescent Hollow, Autumnville, Pinehaven,
                Greenfield, San Francisco, Los Angeles, New York, Chicago, Boston, Beijing, Hong Kong,
                Rome or Tokyo.

        Returns:
            nearest_airport: The airport's code, or "Unknown" for a city the system does not know.
        """
        return {"nearest_airport": CITY_AIRPORTS.get(location, UNKNOWN_AIRPORT)}

    @tool(
        mutates=False,
        consumes={"base_currency": "currency", "target_currency": "currency", "value": "amount"},
        produces={"exchanged_value": "amount"},
    )
    def compute_exchange_rate(self, base_currency: str, target_currency: str, value: float) -> dict[str, Any]:
        """Convert an amount of money from one currency to another (one side must be USD).

        Args:
            base_currency: The currency of the amount: USD, RMB, EUR, JPY, GBP, CAD, AUD, INR, RUB,
                BRL or MXN.
            target_currency: The currency to convert into, from the same list.
            value: The amount to convert.

        Returns:
            exchanged_value: The amount in the target currency; in a long-context episode also
            ``rate_history``, the daily rates (target currency per base currency) of the days before,
            oldest first.
        """
        reply: dict[str, Any] = {"exchanged_value": convert(base_currency, target_currency, value)}
        if not self.ctx.bfcl and self.ctx.long_context is not None:
            foreign = target_currency if base_currency == "USD" else base_currency
            rate = USD_RATES[foreign] if base_currency == "USD" else 1 / USD_RATES[foreign]
            rng = self.ctx.keyed("travel.long_context.rates", f"{base_currency}:{target_currency}")
            reply["rate_history"] = native_rate_history(rng, rate, self.ctx.long_context.size)
        return reply
