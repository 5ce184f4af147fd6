"""Fixed facts of the travel world: routes and fares, exchange rates, airports, and message texts.

Everything here is immutable. The fare table keeps BFCL's route order, because in long-context
episodes of the ``bfcl`` profile the fare query answers with the fare of every route, in that order.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

#: The seed of the travel generator when the configuration names none.
DEFAULT_SEED = 141053

#: Seat classes and the factor each applies to a route's base fare.
CLASS_FACTORS: Mapping[str, int] = MappingProxyType({"economy": 1, "business": 2, "first": 5})

# Base economy fares in USD, one line per run of routes sharing an origin ("ORIGIN DEST:fare ...").
# A route is directional: (A, B) may be listed while (B, A) is not.
_FARE_LINES = (
    "SFO LAX:200 JFK:500 ORD:400 BOS:450 RMS:300 SBK:350 MPC:370 SVP:320 SHD:330 SSV:340 OKD:360 "
    "WLB:310 CRH:380 ATV:390 PHV:420 GFD:430 CIA:700",
    "LAX SFO:100 JFK:600 ORD:500 BOS:550 RMS:310 SBK:320 MPC:330 SVP:340 SHD:350 SSV:360 OKD:370 "
    "WLB:380 CRH:390 ATV:400 PHV:410 GFD:420 HND:430",
    "JFK ORD:300 BOS:250 RMS:450 SBK:460 MPC:470 SVP:480 SHD:490 SSV:500 OKD:510 WLB:520 CRH:530 "
    "ATV:540 PHV:550 GFD:560 LAX:570 HND:800 PVG:950 PEK:1000",
    "ORD LAX:180 BOS:200 RMS:350 SBK:360 MPC:370 SVP:380 SHD:390 SSV:400 OKD:410 WLB:420 CRH:430 "
    "ATV:440 PHV:450 GFD:460",
    "BOS RMS:400 SBK:410 MPC:420 SVP:430 SHD:440 SSV:450 OKD:460 WLB:470 CRH:480 ATV:490 PHV:500 GFD:510",
    "RMS BOS:200 JFK:210 SBK:220 MPC:230 SVP:240 SHD:250 SSV:260 OKD:270 WLB:280 CRH:290 ATV:300 "
    "PHV:310 GFD:320 LAX:330",
    "SBK MPC:200 SVP:210 SHD:220 SSV:230 OKD:240 WLB:250 CRH:260 ATV:270 PHV:280 GFD:290",
    "MPC SVP:210 SHD:220 SSV:230 OKD:240 WLB:250 CRH:260 ATV:270 PHV:280 GFD:290",
    "SVP SHD:230 SSV:240 OKD:250 WLB:260 CRH:270 ATV:280 PHV:290 GFD:300",
    "SHD SSV:220 OKD:230 WLB:240 CRH:250 ATV:260 PHV:270 GFD:280",
    "SSV OKD:240 WLB:250 CRH:260 ATV:270 PHV:280 GFD:290",
    "OKD WLB:230 CRH:240 ATV:250 PHV:260 GFD:270",
    "WLB CRH:250 ATV:260 PHV:270 GFD:280",
    "CRH ATV:240 PHV:250 GFD:260 SFO:270 RMS:280 HKG:290 JFK:300",
    "ATV PHV:230 GFD:240",
    "PHV GFD:220",
    "LHR CDG:100",
    "OKD LAX:220",
)


def _parse_fares(lines: tuple[str, ...]) -> Mapping[tuple[str, str], int]:
    table: dict[tuple[str, str], int] = {}
    for line in lines:
        origin, *legs = line.split()
        for leg in legs:
            destination, fare = leg.split(":")
            table[(origin, destination)] = int(fare)
    return MappingProxyType(table)


#: (origin, destination) -> base economy fare in USD, in BFCL's route order.
BASE_FARES: Mapping[tuple[str, str], int] = _parse_fares(_FARE_LINES)

#: Units of each currency per US dollar; every supported pair has USD on one side.
USD_RATES: Mapping[str, float] = MappingProxyType(
    {"RMB": 7, "EUR": 0.8, "JPY": 110, "GBP": 0.7, "CAD": 1.3, "AUD": 1.4, "INR": 70, "RUB": 60, "BRL": 3.8, "MXN": 20}
)

#: The airports the travel system serves, in the order ``list_all_airports`` gives them.
AIRPORTS: tuple[str, ...] = (
    "RMS", "SBK", "MPC", "SVP", "SHD", "CDG", "LHR", "SSV", "OKD", "WLB", "PEK", "HND",
    "HKG", "CIA", "CRH", "ATV", "PHV", "GFD", "SFO", "LAX", "JFK", "ORD", "BOS",
)  # fmt: skip

#: City -> the code of its nearest airport.
CITY_AIRPORTS: Mapping[str, str] = MappingProxyType(
    {
        "Rivermist": "RMS", "Stonebrook": "SBK", "Maplecrest": "MPC", "Silverpine": "SVP",
        "Shadowridge": "SHD", "London": "LHR", "Paris": "CDG", "Sunset Valley": "SSV",
        "Oakendale": "OKD", "Willowbend": "WLB", "Crescent Hollow": "CRH", "Autumnville": "ATV",
        "Pinehaven": "PHV", "Greenfield": "GFD", "San Francisco": "SFO", "Los Angeles": "LAX",
        "New York": "JFK", "Chicago": "ORD", "Boston": "BOS", "Beijing": "PEK", "Hong Kong": "HKG",
        "Rome": "CIA", "Tokyo": "HND",
    }
)  # fmt: skip

UNKNOWN_AIRPORT = "Unknown"
FISCAL_YEAR = "2018"
TOKEN_LIFETIME = 2
TOKEN_TYPE = "Bearer"
MIN_TRAVELER_AGE = 18
DATE_FORMAT = "%Y-%m-%d"

# Message texts. Those the bfcl profile returns must stay byte-identical to bfcl-eval's.
NO_ROUTE = "No available route for the given airports."
BAD_CLASS = "Invalid travel class. Options are: economy, business, first."
NO_RATE = "No available exchange rate for the given currencies."
TOKEN_MISSING = "Token not initialized"
TOKEN_EXPIRED = "Token expired"
TOKEN_INVALID = "Invalid access token"
CARD_DUPLICATE = "Card already registered"
CARD_UNKNOWN = "Card not registered"
CARD_UNKNOWN_LISTED = "Card not registered. Here are a list of card_id's: "
CARD_NO_BALANCE = "Balance not found"
CARD_UNKNOWN_INSURANCE = "Credit card not registered"
BOOKING_UNKNOWN = "Booking not found"
BAD_BOOKING_DATE = "Invalid date format. Use YYYY-MM-DD."
BAD_DEPARTURE = "Invalid departure airport code: "
BAD_DESTINATION = "Invalid destination airport code: "
BAD_CLASS_SET = "Invalid travel class. Must be one of "
NO_FUNDS = "Insufficient funds"
BALANCE_UNDER_BUDGET = "Balance is less than budget limit"
OVER_BUDGET = "Exceeded budget limit"
OTHER_TRAVELER = "Cannot book flight information for another user."
BAD_BIRTH_DATE = "Invalid date of birth format. Please use YYYY-MM-DD."
UNDER_AGE = "Traveler must be at least 18 years old."
FOREIGN_PASSPORT = "Passport must be issued by the United States."
SUPPORT_REPLY = (
    "Thank you for contacting customer support. Your message has been received and we will get back to you shortly."
)
