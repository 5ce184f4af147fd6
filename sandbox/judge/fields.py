"""What a reply says of one field of a record: a value that belongs to another field, a flag said wrong.

A fact that is a record is told by any field the user did not give (:mod:`sandbox.judge.said`);
these checks find the words that put one of its values in another field's place, though every
value the reply says is in the record:

- **Numbers swapped between fields** (an id of digits, ``"3988031"``, is a number here). A part of a clause (up to "and", a comma, a stop...) that
  names fields of the record by words of their keys the other numeric fields lack ("front" for
  ``frontLeftTirePressure`` beside ``rearLeftTirePressure``), and says a number of another numeric
  field of the record and none of theirs: "the front tires are at 30 psi" where the front tires
  are at 32 and the rear ones at 30. A part that names the fields of both alike ("front at 32
  psi vs 30 at the rear") binds nothing, nor does a clause with a part that names fields and
  says no number ("front and rear are at 32 and 30"). Only a record whose keys no other record
  of the fact has is read (records of a repeated kind are :mod:`sandbox.judge.bound`'s).
- **Statuses swapped between fields.** In a record whose one-word text fields repeat a value
  (statuses: ``{"driver": "unlocked", "passenger": "locked", "rear_left": "unlocked", ...}``), a
  part that names fields (by all the words of their keys the others lack, or else by the most of
  them) and says one status that one of them does not have: "the driver and passenger doors are
  unlocked" where the passenger door is locked. A part that names fields and says no status takes
  the status of the next part that says one; a part with a denial or an exception ("except the
  driver's") binds nothing.
- **A name from a list in a field's place.** A reply that names an item of one of the record's
  lists (the users who liked a comment) of the form of a one-word field of the record it leaves
  unsaid (the comment's author: a word with ``_``), where neither the user nor the calls gave that
  field, no text of the fact holds the item, and the clause does not name the list (a word of its
  key: "liked by night_cyclist34"): "One comment, by night_cyclist34" where night_cyclist34 only
  liked it.
- **A flag said wrong beside other fields** (:func:`sandbox.judge.contradict.flag_said_wrong`):
  "the tires need attention" where ``healthy_tire_pressure`` is true.

>>> tires = '{"frontLeftTirePressure": 32.0, "rearLeftTirePressure": 30.0, "healthy_tire_pressure": true}'
>>> misplaced([tires], ["The front tires are at 30 psi and the rear at 32."], "")
True
>>> misplaced([tires], ["The front tires are at 32 psi and the rear at 30."], "")
False
>>> doors = '{"driver": "unlocked", "passenger": "locked", "rear_left": "unlocked", "rear_right": "locked"}'
>>> misplaced([doors], ["The driver and passenger doors are unlocked."], "")
True
>>> misplaced([doors], ["The driver and rear left doors are unlocked."], "")
False
>>> booked = '{"booking_id": "3988031", "transaction_id": "16488267", "travel_cost": 200.0}'
>>> misplaced([], ["Booking number: 16488267. Transaction id: 3988031."], "", [booked])
True
>>> misplaced([], ["Booking number: 3988031. Transaction id: 16488267."], "", [booked])
False
>>> comment = '[{"content": "Best club!", "liked_by": ["night_cyclist34"], "username": "teen_reader_jo"}]'
>>> misplaced([comment], ["By night_cyclist34: 'Best club!'"], ""), misplaced([comment], ["Liked by night_cyclist34."], "")
(True, False)
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from sandbox.judge.bound import CLAUSE
from sandbox.judge.contradict import EXCEPT, flag_said_wrong, key_words, places
from sandbox.judge.facts import Said
from sandbox.judge.known import by_text
from sandbox.judge.quantities import Number, negated, numbers
from sandbox.judge.values import decoded, is_number

#: What parts a clause (its ends are :data:`sandbox.judge.bound.CLAUSE`'s): "and" in the suites' languages.
_AND = re.compile(r"\b(?:and|y|e|und|et|ed)\b", re.IGNORECASE)
#: One word of a name: letters, digits, ``_``, inner dots and dashes, a leading ``@`` or ``#``.
_TOKEN = re.compile(r"[@#]?\w+(?:[.\-]\w+)*")
_LETTERS = re.compile(r"[^\W\d_]+")
_CAMEL = re.compile(r"(?<=[a-zà-ÿ])(?=[A-Z])")
_WORD = re.compile(r"\w+")


@dataclass(frozen=True)
class _Numbers:
    """A record's numeric fields (key, value), and those a reply can name: key -> the words only that key has."""

    values: tuple[tuple[str, float], ...]
    named: tuple[tuple[str, frozenset[str]], ...]


@dataclass(frozen=True)
class _Statuses:
    """A record's one-word text fields where a value repeats (statuses: ``locked``...), and those a reply can name."""

    values: tuple[tuple[str, str], ...]
    named: tuple[tuple[str, frozenset[str]], ...]


@dataclass(frozen=True)
class _Names:
    """A record's one-word text fields (key, value), and its lists of texts (their key's word stems, items as written)."""

    fields: tuple[tuple[str, str], ...]
    lists: tuple[tuple[frozenset[str], frozenset[Any]], ...]


@dataclass(frozen=True)
class Fields:
    """What a fact's records offer these checks, read once per fact.

    Args:
        numbers: The records with numeric fields a reply can name.
        statuses: The records with statuses a reply can name.
        names: The records with one-word text fields beside lists of texts.
        texts: Every text field of the fact (a name quoted from one is no stand-in).
        flag: The fact's one flag (key, value, the words of the other keys), if it has exactly one.
    """

    numbers: tuple[_Numbers, ...]
    statuses: tuple[_Statuses, ...]
    names: tuple[_Names, ...]
    texts: tuple[str, ...]
    flag: tuple[str, bool, frozenset[str]] | None


def _singular(word: str) -> str:
    word = word.casefold()
    return word[:-1] if word.endswith("s") and len(word) > 3 else word


def _words(text: str) -> set[str]:
    """The words of a key or a text, split at ``_``, case changes and non-letters, singular, of 3 letters or more."""
    return {_singular(part) for part in _LETTERS.findall(_CAMEL.sub(" ", text)) if len(part) >= 3}


def _records(value: Any) -> Iterator[dict[str, Any]]:
    """The records (JSON objects) of a value, nested ones too; a list whose first item is no container holds none."""
    if isinstance(value, dict):
        yield value
        items: Iterable[Any] = value.values()
    elif isinstance(value, list) and value and isinstance(value[0], (dict, list)):
        items = value
    else:
        return
    for item in items:
        if isinstance(item, (dict, list)):
            yield from _records(item)


def _one_word(value: str) -> bool:
    return len(value) >= 3 and _TOKEN.fullmatch(value) is not None and any(c.isalpha() for c in value)


def _items(values: list[Any]) -> frozenset[Any]:
    """A list's items as a set (its texts, where it also holds records)."""
    try:
        return frozenset(values)
    except TypeError:
        return frozenset(value for value in values if isinstance(value, str))


def _read(fact: str) -> Fields:
    records = list(_records(decoded(fact)))
    kinds = Counter(frozenset(record) for record in records)
    found_numbers, found_statuses, found_names, texts = [], [], [], []
    flags: list[tuple[str, bool]] = []
    keys: set[str] = set()
    for record in records:
        keys.update(record)
        values, fields, lists = [], [], []
        for key, item in record.items():
            if isinstance(item, str):
                texts.append(item)
                if item.isdecimal() and len(item) >= 4:  # an id of digits ("3988031"): said as a number
                    values.append((key, float(item)))
                elif _one_word(item):
                    fields.append((key, item))
            elif isinstance(item, bool):
                flags.append((key, item))
            elif is_number(item):
                values.append((key, float(item)))
            elif isinstance(item, list) and item and isinstance(item[0], str):
                lists.append((frozenset(word[:4] for word in key_words(key)), _items(item)))
        if len(values) >= 2 and kinds[frozenset(record)] == 1 and (named := _nameable(key for key, _ in values)):
            found_numbers.append(_Numbers(tuple(values), named))
        repeated = len({value.casefold() for _, value in fields}) < len(fields)
        if repeated and kinds[frozenset(record)] == 1 and (named := _nameable(key for key, _ in fields)):
            found_statuses.append(_Statuses(tuple(fields), named))
        if fields and lists:
            found_names.append(_Names(tuple(fields), tuple(lists)))
    flag = None
    if len(flags) == 1:
        others = frozenset(word for key in keys - {flags[0][0]} for word in key_words(key))
        flag = (*flags[0], others)
    return Fields(tuple(found_numbers), tuple(found_statuses), tuple(found_names), tuple(texts), flag)


def _nameable(keys: Iterable[str]) -> tuple[tuple[str, frozenset[str]], ...]:
    """Each key with the words of it that the other keys do not all share (what names it among them)."""
    own = {key: _words(key) for key in keys}
    common = set.intersection(*own.values()) if own else set()
    return tuple((key, frozenset(words - common)) for key, words in own.items() if words - common)


#: A fact's :class:`Fields`, remembered per result string (:func:`~sandbox.judge.known.by_text`: the gold's repeat).
fields_of = by_text(_read)


def misplaced(facts: Sequence[str], replies: Sequence[str], given: str, written: Sequence[str] = ()) -> bool:
    """Whether the replies say a value of a fact's record in another field's place, or its flag the other way.

    Args:
        facts: The turn's facts (result strings).
        replies: The model's texts in the turn.
        given: The user's words and the turn's calls (a field they give is not asked for).
        written: What the turn's own writes returned (a booking's id and its transaction's): only numbers
            swapped between their fields count.
    """
    raw = "\n".join(replies)
    if not raw.strip():
        return False
    text = " ".join(raw.split()).casefold()
    clauses: list[list[tuple[set[str], list[Number]]]] | None = None
    worded: list[list[tuple[set[str], str]]] | None = None
    for output in written:
        found = fields_of(output)
        if found.numbers:
            clauses = _numbered(raw) if clauses is None else clauses
            if any(_swapped(record, clauses) for record in found.numbers):
                return True
    for fact in facts:
        found = fields_of(fact)
        if found.flag is not None and flag_said_wrong(found.flag[0], found.flag[1], text, found.flag[2]):
            return True
        if found.numbers:
            clauses = _numbered(raw) if clauses is None else clauses
            if any(_swapped(record, clauses) for record in found.numbers):
                return True
        if found.statuses:
            worded = _worded(raw) if worded is None else worded
            if any(_status_swapped(record, worded) for record in found.statuses):
                return True
        if found.names and _named_in_place(found, " ".join(raw.split()), given):
            return True
    return False


def _numbered(raw: str) -> list[list[tuple[set[str], list[Number]]]]:
    """The clauses of the replies that say a number, each as its parts' words and numbers (parted at "and")."""
    found = []
    for clause in CLAUSE.split(raw):
        if clause and any(c.isdigit() for c in clause):
            found.append([(_words(part), [n for n in numbers(part) if n.value and not (n.denied or n.offered)])
                          for part in _AND.split(clause) if part])
    return found


def _swapped(record: _Numbers, clauses: list[list[tuple[set[str], list[Number]]]]) -> bool:
    """Whether a part of the replies names some of the record's fields and says only another field's number.

    A clause with a part that names fields and says no number pairs names and numbers in some other
    way ("front and rear are at 32 and 30 psi"): none of its parts is read.
    """
    for parts in clauses:
        bound = [(_group(record, words), said) for words, said in parts]
        if any(group and not said for group, said in bound):
            continue
        for group, said in bound:
            if not group or any(n.says(value) for n in said for key, value in record.values if key in group):
                continue
            if any(n.says(value) for n in said for key, value in record.values if key not in group):
                return True
    return False


def _group(record: _Numbers | _Statuses, words: set[str]) -> set[str]:
    """The fields a part's words name best: all of their own words, or else the most of them (none when it names none)."""
    whole = {key for key, own in record.named if own <= words}
    if whole:
        return whole
    scores = {key: len(own & words) for key, own in record.named}
    best = max(scores.values())
    return {key for key, score in scores.items() if score == best} if best else set()


def _worded(raw: str) -> list[list[tuple[set[str], str]]]:
    """The clauses of the replies, each as its parts' words and text (parted at "and"; a part with "except"... left out)."""
    found = []
    for clause in CLAUSE.split(raw):
        if clause and clause.strip():
            parts = [(_words(part), " ".join(part.split()).casefold()) for part in _AND.split(clause) if part]
            found.append([(words, text) for words, text in parts if not set(_WORD.findall(text)) & EXCEPT])
    return found


def _status_swapped(record: _Statuses, clauses: list[list[tuple[set[str], str]]]) -> bool:
    """Whether a part names fields of the record and says one status, which one of them does not have.

    A part that names fields and says no status takes the status the next part says ("the driver and
    passenger doors are unlocked"); a part that says two statuses binds nothing.
    """
    values = dict(record.values)
    statuses = {value.casefold() for value in values.values()}
    for parts in clauses:
        pending: set[str] = set()
        for words, text in parts:
            group = _group(record, words)
            said = {status for status in statuses if any(not negated(text, at) for at in places(text, status))}
            if not said:
                pending |= group
                continue
            if len(said) == 1 and any(values[key].casefold() not in said for key in group | pending):
                return True
            pending = set()
    return False


def _named_in_place(found: Fields, raw: str, given: str) -> bool:
    """Whether a clause names a list item where a one-word field of its record of the same form goes unsaid."""
    text = raw.casefold()
    user = None
    every = frozenset().union(*(items for record in found.names for _, items in record.lists))
    for clause in CLAUSE.split(raw):
        tokens = set(_TOKEN.findall(clause)) if clause else set()
        tokens |= {token.casefold() for token in tokens}
        if not tokens & every:
            continue  # the clause names no item of any list
        words = [word for word in _WORD.findall(clause.casefold()) if len(word) >= 4]
        for record in found.names:
            for key, items in record.lists:
                for item in tokens & items:
                    named = any(word[:4] in key for word in words if word != item.casefold())
                    if named or holds_name(item, found.texts):
                        continue  # the clause names the list ("liked by night_cyclist34"), or a text of the fact holds it
                    for _, value in record.fields:
                        if _form(value) != _form(item) or next(places(text, value.casefold()), None) is not None:
                            continue
                        user = user or Said(given)
                        if not user.has(value):
                            return True
    return False


def holds_name(name: str, texts: Sequence[str]) -> bool:
    """Whether one of ``texts`` holds ``name`` as a whole word, case and a leading ``@`` or ``#`` aside.

    A name a text of the fact holds is quoted from it (a mention in a tweet); a name a text the model
    saw holds was taken from there (:mod:`sandbox.judge.byline`).
    """
    wanted = name.casefold().lstrip("@#")
    return any(next(places(text.casefold(), wanted), None) is not None for text in texts if wanted in text.casefold())


def _form(word: str) -> frozenset[str]:
    """The characters of a one-word name other than letters and digits (``night_cyclist34``: ``_``)."""
    return frozenset(c for c in word if not c.isalnum())
