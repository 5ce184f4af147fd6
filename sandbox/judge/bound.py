"""Statements bound to one record: a status or a number said of a record it does not belong to.

A result often holds several records of one kind (orders, tickets, bookings), each with an id. A
reply that names one record in a clause binds what else the clause says to that record:

- **A status from another record.** "Order 12345 is still pending" where 12345's status is
  ``Completed`` and another order's is ``Pending`` swaps the records, though every value the reply
  names is in the results. A clause that also names the record's own status ("12446 was pending and
  is now cancelled"), names two records, or denies the status ("12345 is not pending") says nothing
  against it.
- **A number from elsewhere.** "Order 12446: sell 5 GOOG at 3454.10" where the order's price is
  2840.56 and 3454.10 is a price of the stock's history: a number within a factor of two of one of
  the record's own numbers, which the clause does not say, that the model read somewhere else.

The record's values count over every version the model read (a status before and after a cancel).

- **Another record in the fact's place.** A fact that is one record with an id (the ticket just
  opened, 9300) is not told by a reply that never names its id and names another record of the
  kind instead ("Ticket 9100: 'Password reset request', status Open"), though a field of the
  other record matches (:func:`other_record`).

>>> order = '{"id": 12345, "status": "Completed", "price": 210.65, "history": [211.0]}'
>>> other = '{"id": 12446, "status": "Pending", "price": 2840.56, "history": [3454.1]}'
>>> misattributed(["Order 12345 is still pending."], [order, other])
True
>>> misattributed(["Order 12345 is completed; 12446 is pending."], [order, other])
False
>>> misattributed(["Order 12446 sells at 3454.10."], [order, other])
True
>>> misattributed(["Order 12446 sells at 2840.56, it was 3454.10 before."], [order, other])
False
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from sandbox.judge.contradict import places
from sandbox.judge.facts import leaves
from sandbox.judge.known import by_text
from sandbox.judge.quantities import Number, negated, numbers
from sandbox.judge.values import decoded, is_number

#: An output longer than this is read for records only when it holds an id the reply names.
_LARGE = 100_000
#: What ends a clause: a stop, a semicolon or comma before a space (not a colon: "12446: sell 5 at 2840.56"), brackets, a dash between words,
#: and the words that join contrasting clauses in the suites' languages.
CLAUSE = re.compile(r"[.!?;,](?=\s|$)|[()\[\]\n]|\s[-–—]\s|\b(?:but|while|whereas|although|though|pero|mientras|"
                     r"aber|während|mais|tandis|ma|mentre|mas|enquanto)\b", re.IGNORECASE)
_TOKEN = re.compile(r"\w+")
#: A result at most this long may be quoted whole by a reply (a status message, not a listing).
_SHORT = 2_000
#: A word of three characters or more with a digit in it: what may be a record's id.
_ID_LIKE = re.compile(r"\b(?=\w*\d)\w{3,}\b")
_STATUS = re.compile(r"status|state", re.IGNORECASE)


@dataclass
class Record:
    """One record the model read, over every version of it: its id and each field's values.

    Args:
        kind: The record's keys (records with the same keys are of one kind).
        ident: Its id as written, case-folded.
        values: Each scalar field's values, over the versions read.
    """

    kind: frozenset[str]
    ident: str
    values: dict[str, set[Any]] = field(default_factory=lambda: defaultdict(set))


def _id_key(record: dict[str, Any]) -> str | None:
    """The key of a record's id: ``id``, or its only ``..._id`` key, holding a text or number of 3 characters or more."""
    keys = ["id"] if "id" in record else [k for k in record if k.endswith(("_id", "Id"))]
    if len(keys) != 1:
        return None
    value = record[keys[0]]
    if isinstance(value, bool) or not isinstance(value, (str, int)) or len(str(value)) < 3:
        return None
    return keys[0]


def _dicts(value: Any) -> Iterator[dict[str, Any]]:
    if isinstance(value, dict):
        yield value
        for item in value.values():
            if isinstance(item, (dict, list)):
                yield from _dicts(item)
    elif isinstance(value, list):
        for item in value:
            if isinstance(item, (dict, list)):
                yield from _dicts(item)


_Found = tuple[tuple[frozenset[str], str, tuple[tuple[str, Any], ...]], ...]


@by_text
def _found(output: str) -> _Found:
    """The records of one result: kind, id and scalar fields (remembered per result: results repeat across turns)."""
    found = []
    for item in _dicts(decoded(output)):
        key = _id_key(item)
        if key is None:
            continue
        scalars = tuple((k, v) for k, v in item.items() if k != key and (isinstance(v, str) or is_number(v)))
        if scalars:
            found.append((frozenset(item), str(item[key]).casefold(), scalars))
    return tuple(found)


def records(outputs: Sequence[str], named: set[str]) -> list[Record]:
    """The records of ``outputs``, versions merged (a large output only if it holds one of the ``named`` ids)."""
    merged: dict[tuple[frozenset[str], str], Record] = {}
    for output in outputs:
        if len(output) > _LARGE and not any(token in output.casefold() for token in named):
            continue
        for kind, ident, scalars in _found(output):
            record = merged.setdefault((kind, ident), Record(kind, ident))
            for key, value in scalars:
                record.values[key].add(value.casefold() if isinstance(value, str) else value)
    return list(merged.values())


def spoken(replies: Sequence[str]) -> str:
    """The replies as one text, runs of spaces as one, case-folded: what the clause checks read."""
    return " ".join(" ".join(replies).split()).casefold()


def named_ids(text: str) -> set[str]:
    """The words of ``text`` that may be records' ids (three characters or more, a digit among them)."""
    return set(_ID_LIKE.findall(text))


def misattributed(replies: Sequence[str], outputs: Sequence[str]) -> bool:
    """Whether a clause of the replies says of one record a status or a number that is not its own (module doc)."""
    text = spoken(replies)
    named = named_ids(text)
    if not named:
        return False
    known = records(outputs, named)
    by_id: dict[str, list[Record]] = defaultdict(list)
    for record in known:
        by_id[record.ident].append(record)
    ids = set(by_id)
    sentences: list[str] | None = None  # the short results' sentences, read at the first clause that needs them
    for clause in CLAUSE.split(text):
        if not clause or not clause.strip():
            continue
        tokens = set(_TOKEN.findall(clause))
        inside = tokens & ids
        if len(inside) != 1 or len(by_id[next(iter(inside))]) != 1:
            continue
        record = by_id[next(iter(inside))][0]
        sentences = result_sentences(outputs) if sentences is None else sentences
        if any(sentence in clause for sentence in sentences):
            continue  # the reply repeats what a call returned ("ticket 2074 has been resolved successfully")
        peers = [other for other in known if other.kind == record.kind and other is not record]
        if _other_status(clause, record, peers) or _borrowed(clause, record, ids, outputs):
            return True
    return False


def result_sentences(outputs: Sequence[str]) -> list[str]:
    """The sentences of the short results (a status message, not a listing), normalized and case-folded.

    A reply clause that holds one whole quotes it, and claims nothing of its own.

    >>> sentences = result_sentences(['{"status": "Ticket 2074 has been resolved successfully."}', '{"id": 2074}'])
    >>> sentences
    ['ticket 2074 has been resolved successfully']
    >>> clauses = ("status: ticket 2074 has been resolved successfully", "ticket 2074 is resolved",
    ...            "ticket 2075 has been resolved")
    >>> [any(sentence in clause for sentence in sentences) for clause in clauses]
    [True, False, False]
    """
    return [" ".join(leaf.split()).casefold().rstrip(".!") for output in outputs if len(output) <= _SHORT
            for leaf in leaves(decoded(output)) if isinstance(leaf, str) and len(leaf) >= 12 and " " in leaf]


def other_record(facts: Sequence[str], replies: Sequence[str], outputs: Sequence[str]) -> bool:
    """Whether a fact that is one record goes unnamed while the replies name another record of its kind.

    >>> mine, other = '{"id": 9300, "status": "Open"}', '{"id": 9100, "status": "Open"}'
    >>> other_record([mine], ["Ticket 9100 is open."], [other, mine]), other_record([mine], ["9300 is open."], [other])
    (True, False)
    """
    text = spoken(replies)
    tokens = set(_TOKEN.findall(text))
    named = named_ids(text)
    if not named:
        return False
    for fact in facts:
        value = decoded(fact)
        key = _id_key(value) if isinstance(value, dict) else None
        if key is None or str(value[key]).casefold() in tokens:
            continue
        kind = frozenset(value)
        if any(record.kind == kind and record.ident in named for record in records(outputs, named)):
            return True
    return False


def _other_status(clause: str, record: Record, peers: list[Record]) -> bool:
    """Whether the clause says a status another record of the kind has, and not one the record ever had."""
    for key, own in record.values.items():
        if not _STATUS.search(key):
            continue
        mine = {value for value in own if isinstance(value, str) and value.strip()}
        theirs = {value for peer in peers for value in peer.values.get(key, ()) if isinstance(value, str)} - mine
        if any(next(places(clause, value), None) is not None for value in mine):
            continue
        if any(not negated(clause, start) for value in theirs if value.strip() for start in places(clause, value)):
            return True
    return False


def _borrowed(clause: str, record: Record, ids: set[str], outputs: Sequence[str]) -> bool:
    """Whether the clause says, near one of the record's own numbers it leaves unsaid, a number read elsewhere."""
    said = [n for n in numbers(clause) if not (n.denied or n.offered)]
    own = [float(v) for key, values in record.values.items() for v in values if is_number(v) and v]
    unsaid = [v for v in own if not any(n.says(v) for n in said)]
    for number in said:
        if number.value == 0 or clause[number.start:number.end].replace(",", "") in ids or _dated(clause, number):
            continue
        if any(number.says(v) for v in own):
            continue
        if any(v / 2 <= number.value <= 2 * v for v in unsaid) and _read_elsewhere(number.value, outputs):
            return True
    return False


def _dated(clause: str, number: Number) -> bool:
    """Whether the number is part of a date or a time ("2026-06-09", "9:30"): joined to digits by ``-``, ``/`` or ``:``."""
    before = clause[max(0, number.start - 2):number.start]
    after = clause[number.end:number.end + 2]
    return bool(re.fullmatch(r"\d[-/:]", before) or re.match(r"[-/:]\d", after))


def _read_elsewhere(value: float, outputs: Sequence[str]) -> bool:
    """Whether a result the model got writes ``value`` (as JSON writes a number)."""
    forms = {repr(value)} | ({str(int(value))} if value.is_integer() else set())
    pattern = re.compile(r"(?<![\d.])(?:" + "|".join(map(re.escape, forms)) + r")(?![\d])")
    return any(pattern.search(output) for output in outputs)
