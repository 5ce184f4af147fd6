"""Two numbers compared the wrong way round: "5,029.53 in total, just under your 5,000 bonus".

A sentence that says a number, then a word of comparison ("under", "below", "less than", "over",
"more than", "exceeds", and their forms in the suites' languages), then another number within a
few words, says which of the two is larger. When the numbers say the opposite, the sentence is
false, whatever else it gets right. A comparison that is denied ("not under 5,000") or whose two
numbers are equal says nothing here.

>>> [compared_wrong([reply]) for reply in ("5,029.53 in total, just under your 5,000 bonus.",
...     "5,029.53 in total, just over your 5,000 bonus.", "It costs 310.23, below the 300 floor.",
...     "It costs 310.23, not below 300.", "Under 5,000 in total.", "881,36 $, also unter 1.000 $.",
...     "id 50: a kite seen over Leeds; id: 51")]
[True, False, True, False, False, False, False]
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from sandbox.judge.quantities import negated, numbers

#: Words that say the number before is smaller than the number after, and those that say it is larger.
_SMALLER = (r"under|below|less than|lower than|smaller than|cheaper than|short of|"
            r"por debajo de|menos de|menos que|unter|weniger als|niedriger als|"
            r"en dessous de|au-dessous de|moins de|moins que|inférieure? à|sotto|meno di|inferiore a|"
            r"abaixo de|menos do que|inferior a")
_LARGER = (r"over|above|more than|higher than|greater than|bigger than|dearer than|exceeds|exceeding|"
           r"por encima de|más de|más que|superior a|über|mehr als|höher als|"
           r"au-dessus de|plus de|plus que|supérieure? à|sopra|più di|superiore a|"
           r"acima de|mais de|mais do que")
_WORD = re.compile(rf"\b(?:(?P<smaller>{_SMALLER})|(?P<larger>{_LARGER}))\b", re.IGNORECASE)
_SENTENCE = re.compile(r"(?<=[.!?])\s+|\n+")
#: How far after the word of comparison its second number may stand, and what may stand between: two
#: words at most and a currency sign ("under your 5,000", "below the $300"), no punctuation ("over Leeds; id 51").
NEAR = 30
_GAP = re.compile(r"\s*(?:[^\W\d]+\s+){0,2}[$€£¥]?\s*")


def compared_wrong(replies: Sequence[str]) -> bool:
    """Whether a sentence compares two numbers it says the wrong way round (module doc)."""
    for sentence in _SENTENCE.split("\n".join(replies)):
        if not _WORD.search(sentence):
            continue
        said = [n for n in numbers(sentence) if not n.offered]
        for match in _WORD.finditer(sentence):
            before = [n for n in said if n.end <= match.start()]
            after = [n for n in said if match.end() <= n.start <= match.end() + NEAR
                     and _GAP.fullmatch(sentence, match.end(), n.start)]
            if not before or not after or negated(sentence, match.start()):
                continue
            pairs = [(a, b) for a in before[-1].readings for b in after[0].readings if a != b]
            if pairs and all((a < b) != bool(match.group("smaller")) for a, b in pairs):
                return True  # no reading of the two ("1.000": a thousand or one) makes the comparison true
    return False
