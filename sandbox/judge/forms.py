"""The ways a reply may say a string value: a clock time, a timestamp, a sentence of names.

A string is said as a whole word or phrase (:meth:`sandbox.judge.said.Reply.says`); some are
also said in other words:

- a clock time ``11:00 AM`` as ``11 am`` or ``11:00 am`` (:func:`forms`);
- a timestamp ``2026-01-01 09:00:00`` as its date and its time of day to the minute, a few words
  apart ("2026-01-01 às 09:00", "on 2026-01-01 at 9:00"): :func:`says_stamp`;
- a sentence that reports codes (a notification: "Stocks NVDA, AAPL have significant price
  changes.") by naming every code it holds (:func:`codes`), as a reply in another language does.

>>> forms("11:00 AM")
['11:00 AM', '11:00 am', '11:00am', '11 am', '11am']
>>> says_stamp("desde 2026-01-01 há 2: ambos em 2026-01-01 às 09:00.", "2026-01-01 09:00:00")
True
>>> says_stamp("em 2026-01-01 houve um, e às 09:00 outro", "2026-01-01 09:00:00"), says_stamp("2026-01-01 às 10:00", "2026-01-01 09:00:00")
(False, False)
>>> sorted(codes("Stocks NVDA, AAPL have significant price changes.")), codes("Ticket 2074 resolved."), codes("NVDA")
(['AAPL', 'NVDA'], frozenset(), frozenset())
"""

from __future__ import annotations

import re

_TIME = re.compile(r"^(\d{1,2}):(\d{2})\s*([ap])\.?m\.?$", re.IGNORECASE)
_STAMP = re.compile(r"^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$")
#: How far after a timestamp's date its time of day may follow: a few words ("às", "at", "um", "alle ore").
NEAR = 12
#: A code a sentence reports: a word of two to six capital letters (a ticker, an airport).
_CODE = re.compile(r"(?<![\w-])[A-Z]{2,6}(?![\w-])")


#: A path to a file: folders, then a name with an extension ("./archive/invoices/2024_q4.txt").
_PATH = re.compile(r"^(?:\.{0,2}/)?(?:[^\s/]+/)+([^\s/]+\.\w+)$")


def forms(value: str) -> list[str]:
    """The ways a string may be said word for word: itself, a clock time also as ``11 am`` / ``11:00 am``.

    A path to a file is said by the file's name too (the user asked which file it is).

    >>> forms("./archive/invoices/2024_q4.txt"), forms("reports/q1")
    (['./archive/invoices/2024_q4.txt', '2024_q4.txt'], ['reports/q1'])
    """
    path = _PATH.match(value.strip())
    if path is not None:
        return [value, path.group(1)]
    match = _TIME.match(value.strip())
    if match is None:
        return [value]
    hour, minute, half = int(match.group(1)), match.group(2), match.group(3).lower()
    found = [value, f"{hour}:{minute} {half}m", f"{hour}:{minute}{half}m"]
    if minute == "00":
        found += [f"{hour} {half}m", f"{hour}{half}m"]
    return found


def says_stamp(text: str, value: str) -> bool:
    """Whether ``text`` (case-folded, runs of spaces as one) says a timestamp as its date and then its time of day."""
    match = _STAMP.match(value.strip())
    if match is None:
        return False
    date, hour, minute = match.group(1), int(match.group(2)), match.group(3)
    clock = re.compile(rf"(?<![\d:])0?{hour}[:h.]{minute}(?!\d)")
    at = text.find(date)
    while at >= 0:
        end = at + len(date)
        found = clock.search(text, end, end + NEAR + 6)
        if (at == 0 or not text[at - 1].isalnum()) and found is not None and found.start() - end <= NEAR:
            return True
        at = text.find(date, end)
    return False


def codes(value: str) -> frozenset[str]:
    """The codes a sentence reports (none unless it is a sentence of three words or more)."""
    if len(value.split()) < 3:
        return frozenset()
    return frozenset(_CODE.findall(value))
