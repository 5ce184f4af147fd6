"""Units of length, volume, speed and money in the user's words and the model's: which the user gave, which they asked in.

A unit named right after a number ("420 km") gives a value; one named without a number ("how many
miles?") is what the user asks for. On a turn where the model cannot call the function it needs,
a number it states in the asked unit is its own answer, and must be the one the function would
have returned (:func:`answered_wrong`): "I can't convert here, but 420 km is about 261 miles"
passes, "... about 676 miles" does not; a rate ("5.5 reais per dollar") is no answer.

>>> sorted(given_units("I drive 420 km this trip. How many litre for one km?"))
['km']
>>> sorted(asked_units("My boss want miles. 420 km is how many miles?"))
['mile']
>>> answered_wrong(["I can't, but 420 km is about 676 miles."], "420 km is how many miles?", ['{"result": 260.9758}'])
True
>>> answered_wrong(["I can't, but 420 km is about 261 miles."], "420 km is how many miles?", ['{"result": 260.9758}'])
False
>>> answered_wrong(["A mile is 1.609344 km: 11 miles are 17.70 km."], "11 miles in km?", ['{"result": 17.70278}'],
...                ["multiply(a=11, b=1.609344)"])
False
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence

from sandbox.judge.facts import leaves
from sandbox.judge.known import Known, Twice, per_text
from sandbox.judge.quantities import numbers, written
from sandbox.judge.said import counted, explained, result_numbers, seen_numbers
from sandbox.judge.values import decoded, is_number

#: Units of length, volume and money, in the forms the suites' users write them, by the unit they name.
UNITS: dict[str, tuple[str, ...]] = {
    "km": ("km", "kms", "kilometre", "kilometres", "kilometer", "kilometers", "kilómetros", "kilómetro",
           "quilômetros", "quilómetros", "chilometri", "chilometro", "kilomètres", "kilomètre"),
    "mile": ("mile", "miles", "mi", "millas", "milla", "meilen", "meile", "miglia", "miglio", "milhas", "milha"),
    "litre": ("litre", "litres", "liter", "liters", "l", "litros", "litro", "litri", "lt"),
    "gallon": ("gallon", "gallons", "gal", "galones", "galón", "gallonen", "galloni", "gallone", "galões", "galão"),
    "kmh": ("km/h", "kmh", "kph", "km/std", "kilometres per hour", "kilometers per hour", "km per hour",
            "kilómetros por hora", "quilômetros por hora", "quilómetros por hora", "chilometri orari",
            "kilomètres par heure", "kilometer pro stunde", "stundenkilometer"),
    "mph": ("mph", "mi/h", "miles per hour", "millas por hora", "milhas por hora", "miglia orarie", "miles par heure",
            "meilen pro stunde"),
    # currencies ("E quanto é isso em reais?"); "real" alone is left out, being a word
    "dollar": ("dollar", "dollars", "dólar", "dólares", "dollaro", "dollari", "usd"),
    "euro": ("euro", "euros", "eur"),
    "real": ("reais", "brl"),
    "pound": ("pound", "pounds", "libra", "libras", "sterlina", "sterline", "gbp"),
    "yen": ("yen", "jpy"),
}
_UNIT_OF = {form: unit for unit, forms in UNITS.items() for form in forms}
_FORMS = "|".join(sorted(map(re.escape, _UNIT_OF), key=len, reverse=True))
_UNIT = re.compile(rf"(\d[\d.,]*\s*|\b(?:one|two|three|four|five|ten|hundred|a)\s+)?\b({_FORMS})\b", re.IGNORECASE)
_AFTER = re.compile(rf"\s*({_FORMS})(?![\w/])", re.IGNORECASE)
#: A rate follows its unit: "5.5 reais per dollar", "12 km/l" (a factor, no answer).
_RATE = re.compile(r"\s*(?:/|(?:per|por|pro|par|pour|je|al|each|cada|ogni)\b)", re.IGNORECASE)


def unit_of(word: str) -> str | None:
    """The unit a word names, if any ("kilometres" -> ``km``)."""
    return _UNIT_OF.get(word.casefold())


def unit_named_after(text: str, end: int) -> str | None:
    """The unit of length, volume or money named right after position ``end`` of ``text``, unless a rate's ("12 km/l").

    >>> unit_named_after("about 654 miles by road", 9), unit_named_after("12 km/l", 2), unit_named_after("3 days", 1)
    ('mile', None, None)
    """
    after = _AFTER.match(text, end)
    if after is None or _RATE.match(text, after.end()):
        return None
    return _UNIT_OF[after.group(1).casefold()]


def _mentions(text: str) -> tuple[set[str], set[str]]:
    """The units ``text`` names after a number, and those it names without one."""
    numbered: set[str] = set()
    bare: set[str] = set()
    for match in _UNIT.finditer(text):
        (numbered if match.group(1) else bare).add(_UNIT_OF[match.group(2).casefold()])
    return numbered, bare


def given_units(text: str) -> frozenset[str]:
    """The units the user gives a value in every time they name them ("420 km"; "one km")."""
    numbered, bare = _mentions(text)
    return frozenset(numbered - bare)


_NAMED = re.compile(r"\b([A-Za-zÀ-ÿ]{3,})(?:'s)?\s+#?\d+\b")


def numbered_nouns(text: str) -> frozenset[str]:
    """The words the user's text names a record by, with its number right after ("ticket 88", "order 12345").

    >>> sorted(numbered_nouns("Please open ticket 88. Then tell me about order #12345 and the new folder."))
    ['order', 'ticket']
    """
    return frozenset(match.group(1).casefold() for match in _NAMED.finditer(text))


def asked_units(text: str) -> frozenset[str]:
    """The units the user names without a number: what they ask in ("how many miles")."""
    return frozenset(_mentions(text)[1])


def answered_wrong(replies: Sequence[str], asking: str, outputs: Sequence[str], calls: Sequence[str] = (),
                   quoted: Sequence[str] = ()) -> bool:
    """Whether a reply states a number in a unit the user asked in that no number of ``outputs`` is.

    A number the model quotes is not worked out: one that the user's words or a result the model
    got already hold (the fuel left in the tank, read a turn earlier: "it still holds 10 gallons")
    is no answer, unless it stands only in the padding of a long-context result.

    Args:
        replies: The model's texts in the turn.
        asking: The user's words of the turn.
        outputs: The results that answer the turn (the gold's, where the model could not call it).
        calls: The model's calls of the turn: a number they pass (a conversion factor) is no answer.
        quoted: The user's words so far and the results the model got: a number of theirs is quoted.
    """
    units = asked_units(asking)
    if not units:
        return False
    right = [float(leaf) for output in outputs for leaf in leaves(decoded(output)) if is_number(leaf)]
    given = [*written(asking), *(value for call in calls for value in written(call))]
    text = "\n".join(replies)
    known: Known | None = None
    for number in numbers(text):
        after = _AFTER.match(text, number.end)
        if number.denied or number.offered or after is None or _UNIT_OF[after.group(1).casefold()] not in units \
                or _RATE.match(text, after.end()):
            continue
        if any(number.says(value) for value in right) or any(number.says(value) for value in given):
            continue
        known = Known(_quotable(quoted_text) for quoted_text in quoted) if known is None else known
        if not explained(number, known):
            return True
    return False


_quotable = per_text(functools.partial(result_numbers, padding=False))


def invented(replies: Sequence[str], outputs: Sequence[str], quoted: Sequence[str]) -> bool:
    """Whether a reply states a number in the place of the held-out function's answer that nothing gave.

    On an abstain turn a number within a factor of two of a number the follow-up's gold returns
    (``outputs``, the padding aside) that says none of them, and that neither the user's words nor
    a result the model got hold (``quoted``), was made up: "economy usually runs about $180" where
    the fare the held-out call gives is 220. A number the user or a result gave is quoted, not made up,
    and so is the length of a long list the model read ("201 cards").

    >>> invented(["It usually runs about $180."], ['{"travel_cost": 220.0}'], ["What does it cost?"])
    True
    >>> invented(["I cannot price it now; last time you paid $180."], ['{"travel_cost": 220.0}'], ["I paid 180 last time."])
    False
    """
    right = Twice(v for output in outputs for v in _quotable(output) if v)
    known: Known | None = None
    for number in numbers("\n".join(replies)):
        if number.denied or number.offered or not right.near(number.value):
            continue
        if any(number.says(value) for value in right.around(number.value)):
            continue
        known = Known([*(seen_numbers(text) for text in quoted), *(counted(text) for text in quoted)]) \
            if known is None else known  # a count of a long result the model read is quoted too
        if not explained(number, known):
            return True
    return False
