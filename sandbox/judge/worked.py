r"""Arithmetic a reply works out in words: "the mean of 120, 85 and 64 is 93".

A sentence that names a mean or a sum, then lists two numbers or more, then gives a result after
a word that says what it comes to ("is", "=", "es", "ist", "est", "è", "é", ":"), states that
number as the mean or the sum of the list; when no tail of the list (the count of items a sentence
may say first, "the 3 prices") has it as its mean or sum, to the digits the result shows, the
sentence is false. A sentence with no list before its result ("the average is 275.85") is left to
the other checks.

>>> [miscomputed([reply]) for reply in ("La media de 120, 85 y 64 es de 93 €.", "La media de 120, 85 y 64 es 89,67.",
...     "The mean of the 3 prices (120, 85, 64) is 89.7.", "Die Summe von 250 und 240 ist 490.",
...     "Die Summe von 250 und 240 ist 500.", "The average is 93.", "Total: 800 + 60 = 860 $.")]
[True, False, False, False, True, False, False]

Each list runs from the last word that gave a result, so a run of results is no list:

>>> miscomputed(["Mean: 275.85, max: 345.67, min: 220.34."]), miscomputed(["Average: 10, 20 = 16."])
(False, True)
>>> miscomputed(["AAPL trades at 227.16 (5-day average 227.11), so 10 shares are worth 2,271.60."])
False
>>> miscomputed(["| Suma (102 + 68) | 170 € |\n| Media (170 ÷ 2) | **85 €** |\n\nLa media es 85 €."])
False
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from sandbox.judge.quantities import Number, numbers

_MEAN = re.compile(r"\b(mean|average|avg|media|promedio|moyenne|mittelwert|durchschnitt|schnitt|média)\b")
_SUM = re.compile(r"\b(sum|total|suma|somme|summe|soma|somma)\b")
#: The words after which a sentence gives what its list comes to, in the suites' languages.
_GIVES = re.compile(r"\b(is|are|equals|gives|comes to|es|son|da|ist|beträgt|ergibt|macht|liegt bei|est|fait|donne|"
                    r"è|fa|dà|é|dá|fica)\b|[=:]")
#: What may stand between the numbers of a list, and between a list and the word that gives its result.
_SEPARATOR = re.compile(r"^(?:[\s,;+/&()\[\]*€$£%]|\b(?:and|y|e|et|und|plus|s|km|m|h|min|kg|l|gal|usd|eur)\b)*$")
#: How far after the word that gives it the result may start ("es de 93", "is about 89.7").
_NEAR = 16
#: Where a sentence ends: its stop, a line's end, a table's cell.
_SENTENCE = re.compile(r"(?<=[.!?])\s+|\n|\|")

_AGGREGATES: tuple[tuple[re.Pattern[str], Callable[[list[float]], float]], ...] = (
    (_MEAN, lambda values: sum(values) / len(values)),
    (_SUM, sum),
)


def miscomputed(replies: Sequence[str]) -> bool:
    """Whether a sentence gives a mean or a sum of the numbers it lists that is not theirs (module doc)."""
    text = "\n".join(replies).casefold()
    if not any(c.isdigit() for c in text):
        return False
    for sentence in _SENTENCE.split(text):
        for word, aggregate in _AGGREGATES:
            for match in word.finditer(sentence):
                if _wrong(sentence[match.end():], aggregate):
                    return True
    return False


def _wrong(rest: str, aggregate: Callable[[list[float]], float]) -> bool:
    """Whether ``rest`` lists numbers, then gives a result that no tail of the list comes to."""
    said = [number for number in numbers(rest) if not number.denied]
    start = 0
    for gives in _GIVES.finditer(rest):
        listed = _run(rest, [number for number in said if start <= number.start and number.end <= gives.start()])
        result = next((number for number in said if number.start >= gives.end()), None)
        start = gives.end()
        if listed and not _SEPARATOR.match(rest[listed[-1].end: gives.start()]):
            continue  # words between the list and what it comes to: the list is not what is summed up
        if len(listed) < 2 or result is None or result.start - gives.end() > _NEAR:
            continue
        return not any(_says(result, aggregate([n.value for n in listed[first:]]))
                       for first in range(len(listed) - 1))
    return False


def _run(text: str, said: list[Number]) -> list[Number]:
    """The last run of ``said`` written as a list: only separators (commas, "and", a unit) between its numbers."""
    run = said[-1:]
    for number in reversed(said[:-1]):
        if not _SEPARATOR.match(text[number.end: run[0].start]):
            break
        run.insert(0, number)
    return run


def _says(result: Number, value: float) -> bool:
    return result.says(value) or result.says(round(value, 2))
