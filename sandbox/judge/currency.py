"""An amount said in another currency than the one it is in: "3.041,63 dólares" of 2,500 euros times 1.2167.

The user names the currency of an amount they give ("mis 2500 euros", "€80", "2.500 €"). An
amount keeps its currency through the model's arithmetic: a product, a sum, a difference or a
quotient whose numbers include amounts of one currency only (and no two amounts divided) is an
amount of that currency; a conversion's result is in the currency it converts to (an argument
named ``target_currency``). A reply that says such an amount with another currency's name or
sign right beside it misnames it. A number the user gave in two currencies, or an amount whose
currency the conversation never names, says nothing here.

>>> user = "Multiplique ese factor por mis 2500 euros iniciales."
>>> calls = [("multiply", {"a": 1.2166529024, "b": 2500}, 3041.632256)]
>>> [mislabelled([reply], user, calls) for reply in ("Son 3.041,63 dólares.", "Son 3.041,63 euros.", "Son 3.041,63.")]
[True, False, False]
>>> mislabelled(["That is $3,041.63."], user, calls), mislabelled(["2500 € is about $2,700."], user, [])
(True, False)
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from sandbox.judge.known import by_text
from sandbox.judge.quantities import Number, numbers
from sandbox.judge.units import unit_named_after
from sandbox.judge.values import close, decoded, is_number

#: The currencies and their signs and codes (the words are :data:`sandbox.judge.units.UNITS`').
CURRENCIES = frozenset({"dollar", "euro", "real", "pound", "yen"})
_SIGNS = {"$": "dollar", "€": "euro", "£": "pound", "¥": "yen", "r$": "real"}
_CODES = {"usd": "dollar", "eur": "euro", "gbp": "pound", "jpy": "yen", "brl": "real"}
_BEFORE = re.compile(r"(r\$|[$€£¥]|\b(?:usd|eur|gbp|jpy|brl))\s?$", re.IGNORECASE)
_AFTER = re.compile(r"\s?([$€£¥])")
#: What a call of the model's is, for the flow: its name, its arguments by name, and its numeric result.
Call = tuple[str, Mapping[str, Any], float]


def currency_of(text: str, number: Number) -> str | None:
    """The currency named right beside a number of ``text``: a word or sign after it, or a sign or code before it."""
    after = unit_named_after(text, number.end)
    if after in CURRENCIES:
        return after
    sign = _AFTER.match(text, number.end)
    if sign is not None:
        return _SIGNS[sign.group(1)]
    before = _BEFORE.search(text, max(0, number.start - 5), number.start)
    if before is not None:
        mark = before.group(1).casefold()
        return _SIGNS.get(mark) or _CODES.get(mark)
    return None


def _named(text: str) -> list[tuple[Number, str]]:
    """The numbers of ``text`` (not denied nor offered) said with a currency, each with it."""
    found = []
    for number in numbers(text):
        currency = None if number.denied or number.offered else currency_of(text, number)
        if currency is not None:
            found.append((number, currency))
    return found


def amounts(text: str) -> list[tuple[float, str]]:
    """The amounts ``text`` names with a currency, each with it."""
    return [(number.value, currency) for number, currency in _named(text)]


def _currency(value: float, known: Iterable[tuple[float, str]]) -> set[str]:
    return {currency for amount, currency in known if close(amount, value)}


def flowed(user: str, calls: Sequence[Call]) -> list[tuple[float, str]]:
    """The user's amounts and those the calls made of them, each with its currency, in order."""
    known = amounts(user)
    if not known:
        return []
    for name, arguments, result in calls:
        target = arguments.get("target_currency")
        if isinstance(target, str) and target.casefold() in _CODES:
            known.append((result, _CODES[target.casefold()]))
            continue
        found = [_currency(float(v), known) for v in arguments.values() if is_number(v)]
        named = set().union(*found) if found else set()
        if len(named) == 1 and "percent" not in name.casefold() and \
                not (name.casefold() == "divide" and sum(bool(f) for f in found) > 1):
            known.append((result, named.pop()))
    return known


def mislabelled(replies: Sequence[str], user: str, calls: Sequence[Call]) -> bool:
    """Whether a reply says an amount of one currency with another's name or sign beside it (module doc)."""
    said = _named("\n".join(replies))
    if not said:
        return False
    known = flowed(user, calls)
    for number, currency in said:
        theirs = {mine for amount, mine in known if number.says(amount)}
        if len(theirs) == 1 and currency not in theirs:
            return True
    return False


def model_calls(results: Iterable[Any]) -> list[Call]:
    """The model's successful calls whose result holds one number at its top level, for :func:`flowed`."""
    found: list[Call] = []
    for result in results:
        if result.status != "ok" or not isinstance(result.call.arguments, Mapping):
            continue
        single = _single_number(result.output)
        if single is not None:
            found.append((result.call.name, result.call.arguments, single))
    return found


@by_text
def _single_number(output: str) -> float | None:
    """The one number at a result's top level, if it has exactly one (read once per text: earlier results repeat)."""
    value = decoded(output)
    single = [item for item in value.values() if is_number(item)] if isinstance(value, dict) else []
    return float(single[0]) if len(single) == 1 else None
