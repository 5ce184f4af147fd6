"""What a long log says: its last entry, and a listing said to hold only what it names.

- **The last entry.** A long list of timestamped entries ("2026-01-01 07:09 hiro linked a related
  ticket") is a log in order. A clause that speaks of the last one ("Dernière activité : esther…")
  and names the actor of an entry that is not the last, and not the last entry's actor, tells
  the wrong entry (:func:`last_misnamed`).
- **The newest record.** A long list of records that each carry a date (a card's charges) has
  its newest by date. A clause that speaks of the latest one and says a value (a merchant, an
  amount) of another record, and none of the newest one's, tells the wrong record
  (:func:`newest_misnamed`).
- **Only what it names.** A reply that says a long list holds only the item it names ("ne contient
  qu'un seul fichier : notes.txt" of 201 entries), with no word of the rest, misstates its length
  (:func:`only_named`).

>>> log = ["2025-12-31 22:15 esther checked the knowledge base"] * 25 + ["2026-01-01 07:09 hiro linked a related ticket"]
>>> out = '{"activity": %s}' % str(log).replace("'", '"')
>>> [last_misnamed([reply], [out]) for reply in ("Dernière activité : esther le 31/12.", "Dernière activité : hiro.",
...     "Esther a consulté la base le 31/12.")]
[True, False, False]
>>> charges = '{"recent_charges": %s}' % str([{"amount": 153.42, "date": "2025-05-02", "merchant": "Fuel Station"}]
...     + [{"amount": 20.0, "date": "2025-06-01", "merchant": "Bakery"}] * 24
...     + [{"amount": 55.69, "date": "2025-12-31", "merchant": "City Pharmacy"}]).replace("'", '"')
>>> [newest_misnamed([reply], [charges]) for reply in ("L'addebito più recente è di 153,42 $ presso Fuel Station.",
...     "L'addebito più recente è di 55,69 $ presso City Pharmacy.", "Il più caro è di 153,42 $ presso Fuel Station.")]
[True, False, False]
>>> listing = '{"current_directory_content": %s}' % str(["notes.txt"] + [f"f{i}" for i in range(200)]).replace("'", '"')
>>> [only_named([listing], [reply]) for reply in ("Le dossier ne contient qu'un seul fichier : notes.txt.",
...     "Le dossier contient notes.txt et 200 autres.", "Il y a notes.txt, f0 et d'autres.")]
[True, False, False]
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from typing import Any

from sandbox.judge.bound import CLAUSE, spoken
from sandbox.judge.contradict import places
from sandbox.judge.known import by_text
from sandbox.judge.seen import LONG
from sandbox.judge.quantities import Number, numbers
from sandbox.judge.values import decoded, is_number

_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}")
_ENTRY = re.compile(r"^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}\S*\s+(\S{3,})")
#: Words that speak of the last of something, in the suites' languages.
LAST = frozenset({"last", "latest", "newest", "recent", "dernière", "dernier", "récente", "récent", "letzte",
                  "letzter", "letztes", "neueste", "neuester", "jüngste", "jüngster", "última", "último", "ultima",
                  "ultimo", "reciente", "recente", "più"})
#: The words of the latest of records ("più" alone is "more": "più recente" has "recente").
_LATEST = LAST - {"più"}
#: Words that say a list holds nothing but what follows.
ONLY = frozenset({"only", "just", "solely", "single", "seul", "seule", "seulement", "uniquement", "unique",
                  "solo", "sólo", "solamente", "único", "única", "unico", "unica", "soltanto", "nur", "einzig",
                  "einzige", "einzigen", "apenas", "só", "somente"})
#: Words that speak of the rest of a list ("and 200 more", "d'autres").
REST = frozenset({"more", "others", "other", "rest", "autres", "reste", "más", "otros", "otras", "resto", "weitere",
                  "andere", "anderen", "übrigen", "altri", "altre", "mais", "outros", "outras", "demais", "etc"})
_WORD = re.compile(r"\w+")


def _logs(value: Any) -> Iterator[list[str]]:
    if isinstance(value, dict):
        value = list(value.values())
    if isinstance(value, list):
        entries = [item for item in value if isinstance(item, str)]
        if len(value) > LONG and len(entries) == len(value) and all(_ENTRY.match(item) for item in entries[-3:]):
            yield entries
        for item in value:
            if isinstance(item, (dict, list)):
                yield from _logs(item)


@by_text
def _actors(output: str) -> tuple[tuple[frozenset[str], str], ...]:
    """Each log of a result: the actors of its entries, and its last entry's actor (case-folded)."""
    found = []
    for log in _logs(decoded(output)):
        actors = [match.group(1).casefold() for item in log if (match := _ENTRY.match(item))]
        if actors:
            found.append((frozenset(actors), actors[-1]))
    return tuple(found)


def last_misnamed(replies: Sequence[str], outputs: Sequence[str]) -> bool:
    """Whether a clause of the last entry of a log names another entry's actor and not the last one's.

    Where the model read several logs (two tickets' activity), a clause that names the last actor of
    any of them may be about that one: it misnames nothing.
    """
    text = spoken(replies)
    if not LAST & set(_WORD.findall(text)):
        return False
    logs = [log for output in outputs if len(output) > 2 * LONG for log in _actors(output)]
    for clause in CLAUSE.split(text):
        if not clause or not LAST & set(_WORD.findall(clause)):
            continue
        misnamed = False
        for actors, last in logs:
            named = {actor for actor in actors if next(places(clause, actor), None) is not None}
            if last in named:
                misnamed = False  # the clause may be about this log (the model read several)
                break
            misnamed = misnamed or bool(named)
        if misnamed:
            return True
    return False


@by_text
def _dated(output: str) -> tuple[tuple[frozenset[Any], frozenset[Any]], ...]:
    """Each long list of dated records of a result: the newest record's values, and the other records'."""
    found = []
    for items in _record_lists(decoded(output)):
        dates = [next((v for v in item.values() if isinstance(v, str) and _DATE.match(v)), None) for item in items]
        if any(date is None for date in dates):
            continue
        newest = max(range(len(items)), key=lambda at: str(dates[at]))
        mine = frozenset(_values(items[newest]))
        found.append((mine, frozenset(v for item in items for v in _values(item)) - mine))
    return tuple(found)


def _record_lists(value: Any) -> Iterator[list[dict[str, Any]]]:
    if isinstance(value, dict):
        value = list(value.values())
    if isinstance(value, list):
        if len(value) > LONG and all(isinstance(item, dict) for item in value):
            yield value
        for item in value:
            if isinstance(item, (dict, list)):
                yield from _record_lists(item)


def _values(item: dict[str, Any]) -> Iterator[Any]:
    """A record's names (case-folded texts of three letters or more, dates aside) and non-zero numbers."""
    for value in item.values():
        if isinstance(value, str) and len(value) >= 3 and not _DATE.match(value):
            yield value.casefold()
        elif is_number(value) and value:
            yield abs(float(value))


def newest_misnamed(replies: Sequence[str], outputs: Sequence[str]) -> bool:
    """Whether a clause of the latest of a list of dated records names another record's values, none of its own."""
    text = spoken(replies)
    if not _LATEST & set(_WORD.findall(text)):
        return False
    lists = [found for output in outputs if len(output) > 2 * LONG for found in _dated(output)]
    for clause in CLAUSE.split(text):
        if not clause or not _LATEST & set(_WORD.findall(clause)):
            continue
        said = numbers(clause)
        for mine, others in lists:
            if not any(_names(clause, said, value) for value in mine) and \
                    any(_names(clause, said, value) for value in others):
                return True
    return False


def _names(clause: str, said: Sequence[Number], value: Any) -> bool:
    if isinstance(value, str):
        return next(places(clause, value), None) is not None
    return any(number.says(value) for number in said if not number.denied)


def only_named(facts: Sequence[str], replies: Sequence[str]) -> bool:
    """Whether a sentence says a fact's long list holds only the one item it names (no word of the rest)."""
    text = spoken(replies)
    words = set(_WORD.findall(text))
    if not ONLY & words or REST & words:
        return False
    for fact in facts:
        for items in _lists(decoded(fact)):
            named = [item for item in items if next(places(text, item.casefold()), None) is not None]
            if len(named) == 1:
                return True
    return False


def _lists(value: Any) -> Iterator[list[str]]:
    """The long lists of names in a fact."""
    if isinstance(value, dict):
        for item in value.values():
            yield from _lists(item)
    elif isinstance(value, list):
        names = [item for item in value if isinstance(item, str)]
        if len(value) > LONG and len(names) == len(value):
            yield names
