"""Seeded, plausible made-up data for the configurations domains generate: people, titles, amounts, dates.

Every function takes the caller's :class:`random.Random`, so a generator seeded the same way draws the same
configuration in every process. The pools hold names from several languages, because the suites' users
write in several; none of them names a real person on purpose.

>>> import random
>>> rng = random.Random("doc")
>>> first, last = person(rng)
>>> (first, last) == person(random.Random("doc"))
True
>>> username(random.Random(1), "Ana", "Ruiz") == username(random.Random(1), "Ana", "Ruiz")
True
>>> amount(random.Random(2), 10, 20) == round(amount(random.Random(2), 10, 20), 2)
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from datetime import date, timedelta
from typing import TypeVar

FIRST_NAMES: tuple[str, ...] = (
    "Ana", "Ben", "Carla", "Dmitri", "Elena", "Farid", "Greta", "Hiro", "Ines", "Jonas", "Kemal", "Lena",
    "Marco", "Nadia", "Omar", "Priya", "Quentin", "Rosa", "Sven", "Tamara", "Ugo", "Vera", "Wen", "Yusuf",
    "Zoe", "Lukas", "Sofia", "Mateo", "Chloe", "Amara",
)
LAST_NAMES: tuple[str, ...] = (
    "Alvarez", "Bauer", "Chen", "Dubois", "Eriksen", "Fischer", "Garcia", "Haddad", "Ito", "Jansen",
    "Kowalski", "Lopez", "Moreau", "Novak", "Okafor", "Petrov", "Quinn", "Rossi", "Schmidt", "Tanaka",
    "Urban", "Vogel", "Weber", "Xu", "Yilmaz", "Zimmermann",
)
#: Plain nouns for titles, topics and file names.
NOUNS: tuple[str, ...] = (
    "budget", "invoice", "report", "schedule", "roadmap", "contract", "receipt", "agenda", "proposal",
    "inventory", "survey", "recipe", "itinerary", "playlist", "checklist", "summary", "forecast", "ledger",
    "minutes", "draft", "backlog", "timesheet", "syllabus", "portfolio", "manual", "catalogue",
)
#: Adjectives and qualifiers that make a title read like one.
QUALIFIERS: tuple[str, ...] = (
    "quarterly", "annual", "weekly", "final", "revised", "new", "old", "shared", "team", "personal",
    "spring", "autumn", "client", "vendor", "project", "draft",
)
_T = TypeVar("_T")


def pick(rng: random.Random, pool: Sequence[_T]) -> _T:
    """One item of ``pool``."""
    return pool[rng.randrange(len(pool))]


def distinct(rng: random.Random, pool: Sequence[_T], count: int) -> list[_T]:
    """``count`` different items of ``pool`` (all of them, shuffled, when it holds fewer)."""
    return rng.sample(list(pool), min(count, len(pool)))


def person(rng: random.Random) -> tuple[str, str]:
    """A first and a last name."""
    return pick(rng, FIRST_NAMES), pick(rng, LAST_NAMES)


def people(rng: random.Random, count: int) -> list[tuple[str, str]]:
    """``count`` people with pairwise different first names (at most as many as there are first names)."""
    return [(first, pick(rng, LAST_NAMES)) for first in distinct(rng, FIRST_NAMES, count)]


def username(rng: random.Random, first: str, last: str) -> str:
    """A user name made from a person's name, as people pick them (``ana_ruiz``, ``a.ruiz``, ``ana42``)."""
    first, last = first.lower(), last.lower()
    style = rng.randrange(3)
    if style == 0:
        return f"{first}_{last}"
    if style == 1:
        return f"{first[0]}.{last}"
    return f"{first}{rng.randrange(10, 100)}"


def password(rng: random.Random) -> str:
    """A password a person would choose: a word, a dash or not, and digits."""
    return f"{pick(rng, NOUNS)}{pick(rng, ('', '-', '_'))}{rng.randrange(10, 1000)}"


def title(rng: random.Random) -> str:
    """A short heading, such as ``Revised budget``."""
    return f"{pick(rng, QUALIFIERS)} {pick(rng, NOUNS)}".capitalize()


def amount(rng: random.Random, low: float, high: float, digits: int = 2) -> float:
    """An amount between ``low`` and ``high``, rounded to ``digits`` decimals."""
    return round(rng.uniform(low, high), digits)


def day(rng: random.Random, start: date, days: int) -> date:
    """A date within ``days`` days after ``start``."""
    return start + timedelta(days=rng.randrange(max(1, days)))
