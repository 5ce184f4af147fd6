"""Fares and currency conversion: pure functions over the fixed tables in :mod:`apis.travel.defaults`.

>>> flight_cost("SFO", "LAX", "2026-03-02", "business")
400.0
>>> flight_cost("SFO", "LAX", "2026-03-01", "business")
800.0
>>> convert("USD", "EUR", 10)
8.0
>>> convert("EUR", "USD", 10)
12.5
"""

from __future__ import annotations

from datetime import date, datetime

from sandbox.tools.errors import ToolError, finite

from apis.travel.defaults import BAD_CLASS, BASE_FARES, CLASS_FACTORS, DATE_FORMAT, NO_RATE, NO_ROUTE, USD_RATES


def date_factor(travel_date: str) -> int:
    """Fares double on days whose digits add up to an even number.

    Raises:
        ToolError: A character counts as a digit but has no integer value (such as ``"²"``).
    """
    try:
        total = sum(int(char) for char in travel_date if char.isdigit())
    except ValueError as err:
        raise ToolError(str(err)) from None
    return 2 if total % 2 == 0 else 1


def _factors(travel_from: str, travel_to: str, travel_class: str, travel_date: str) -> tuple[int, int, int]:
    base = BASE_FARES.get((travel_from, travel_to))
    if base is None:
        raise ToolError(NO_ROUTE)
    factor = CLASS_FACTORS.get(travel_class)
    if factor is None:
        raise ToolError(BAD_CLASS)
    return base, factor, date_factor(travel_date)


def flight_cost(travel_from: str, travel_to: str, travel_date: str, travel_class: str) -> float:
    """The price in USD of one seat on a route, class and date.

    Raises:
        ToolError: The route is not served (checked first) or the class is unknown.
    """
    base, factor, day = _factors(travel_from, travel_to, travel_class, travel_date)
    return float(base * factor * day)


def all_flight_costs(travel_from: str, travel_to: str, travel_date: str, travel_class: str) -> list[float]:
    """The price of every served route for a class and date, in table order.

    The requested route is validated as in :func:`flight_cost`; BFCL's long-context fare query
    answers this way.
    """
    _, factor, day = _factors(travel_from, travel_to, travel_class, travel_date)
    return [float(base * factor * day) for base in BASE_FARES.values()]


def parse_date(text: str) -> date | None:
    """A ``YYYY-MM-DD`` date, or ``None`` when the text is not one."""
    try:
        return datetime.strptime(text, DATE_FORMAT).date()
    except ValueError:
        return None


def convert(base_currency: str, target_currency: str, value: float) -> float:
    """Convert an amount between USD and another supported currency.

    Into a foreign currency the amount is multiplied by the rate; back into USD it is divided and
    rounded to cents.

    Raises:
        ToolError: The pair is not USD plus a supported currency.
    """
    if base_currency == "USD" and target_currency in USD_RATES:
        return finite(float(value * USD_RATES[target_currency]), "the converted amount")
    if target_currency == "USD" and base_currency in USD_RATES:
        return finite(round(value / USD_RATES[base_currency], 2), "the converted amount")
    raise ToolError(NO_RATE)
