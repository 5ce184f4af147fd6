"""Whether the model's replies to the user state a turn's facts: *told means said* (the ``native`` profile).

A fact (a gold read's result, :mod:`sandbox.judge.facts`) is told when the model's replies of
the turn state the part of it the user asked for, and state no other value in its place:

- **What must be said.** A record (a JSON object) is told by any one of its fields, not only by
  all: a user who asked for a price is answered by the price, not by the moving averages and the
  volume beside it. A field whose values the user's own words give (the amount they ordered) or
  the turn's calls pass (the ticker a quote was asked for) does not count, unless every field is
  such. Where a record holds a long list (more than :data:`LONG` items: past prices, logs, an
  archive) beside other fields, the list is a log the user browses, not the answer, and its
  items do not count either (:func:`answer`). A record keyed by ids of one shape (the messages
  sent, by recipient: ``USR002``, ``USR003``...) is a list of entries: every entry is told, by its
  id, or by its value where no other entry has the same. A short list is
  told when every item of it is said (naming three of four stocks as the sector's list misleads);
  a long list that is the whole answer, by any item. A result that is only an error (``{"error":
  ...}``) is told by nothing: the user did not ask for it.
- **How a value is said.** A string as a whole word or phrase (case and runs of spaces aside;
  a time ``11:00 AM`` also as ``11 am``, a timestamp as its date and
  time of day, a sentence of codes by its codes (:mod:`sandbox.judge.forms`); a text of several lines also line by line, each quoted
  apart); a number as written within the tolerance of
  :mod:`sandbox.judge.values`, or rounded to the digits the reply shows when it keeps two
  significant digits or more (``7.88`` and ``about 7.9`` say 7.875; ``about 9`` and ``about 8``
  do not; ``16`` says 15.76), with a decimal comma (``2,88``) or thousands commas (``6,694.90``),
  a small whole number spelled out in a language of the suites (``three``, ``tres``, ``drei``),
  or a duration in hours and minutes (``7 hours and 52.5 minutes`` for 7.875, within half a minute);
  a text that is a data size (``31590 bytes``) as the size in any unit of size (``30.85 KB``).
- **What unsays it.** A mention within two words after a negation (``not 7.875``) says nothing;
  numbers offered as alternatives (``2, 3, 4 or 6``; ``139.57 or 141.2``) say none of them; and a
  reply that states a number nothing explains (neither the user's words, nor a call's arguments,
  nor any result the model got) within a factor of two of a number the facts must tell states a
  different value for it (``7.875 hours, so roughly 9``), which tells none of the facts.
- A fact with nothing to say (only booleans, nulls or empty lists) cannot be checked in words: it
  is told when a result the model got holds it.

>>> fact = '{"symbol": "NVDA", "price": 220.34, "volume": 1.234}'
>>> untold([fact], ["NVDA trades at about $220.3."], [], "What is Nvidia at?")
[]
>>> untold([fact], ["It is NVDA."], [fact], "What is Nvidia at?", ["get_stock_info(symbol='NVDA')"])
['{"symbol": "NVDA", "price": 220.34, "volume": 1.234}']
>>> untold(['{"result": 7.875}'], ["7.875 hours, so roughly 9 hours."], [], "630 km at 80 km/h?")
['{"result": 7.875}']
"""

from __future__ import annotations

import bisect
import functools
import re
from collections.abc import Collection, Iterator, Sequence
from typing import Any

from sandbox.judge.contradict import (answered_against, asked_units, converted, extra_named, flag_contradicted,
                                     opens_with_none, pools)
from sandbox.judge.facts import leaves, same_fact
from sandbox.judge.forms import codes, forms, says_stamp
from sandbox.judge.known import Known, Twice
from sandbox.judge.quantities import NEGATIONS as NEGATIONS, SPELLED as SPELLED
from sandbox.judge.quantities import Number as Number
from sandbox.judge.quantities import numbers as numbers
from sandbox.judge.quantities import negated, size_after, size_of, whole_part
from sandbox.judge.quantities import written as written
from sandbox.judge.seen import LONG as LONG
from sandbox.judge.seen import is_log
from sandbox.judge.seen import counted as counted
from sandbox.judge.seen import seen_numbers as seen_numbers
from sandbox.judge.values import ABS_TOL, REL_TOL, decoded, is_number



class Reply:
    """The model's replies of a turn, read once: the normalized text and its numbers.

    Args:
        text: The replies.
        units: The units of time the user asked in (a number said in another one says nothing).
        outputs: The results the model got, and
        calls: the turn's call strings: the lists of strings they hold are :attr:`seen`.
    """

    def __init__(self, text: str, units: frozenset[str] = frozenset(), outputs: Sequence[str] = (),
                 calls: Sequence[str] = ()) -> None:
        self.raw = text
        self.text = " ".join(text.split()).casefold()
        self.numbers = numbers(text)
        self.units = units
        self._sources = (outputs, calls)

    @functools.cached_property
    def seen(self) -> list[tuple[str, ...]]:
        """The lists of strings the model saw, decoded only when a list fact is checked.

        A list said with a member of one of them that it left out is misstated
        (:func:`sandbox.judge.contradict.extra_named`).
        """
        return pools(*self._sources)

    def says(self, value: Any) -> bool:
        """Whether the reply states ``value`` (a string or a number) at least once, not denied nor offered."""
        if is_number(value):
            if any(self._says_number(n, float(value)) and not (n.denied or n.offered) for n in self._near(float(value))):
                return True
            whole = float(value)
            return whole.is_integer() and any(self._word(w) for w in SPELLED.get(int(whole), ()))
        if isinstance(value, str) and value.strip():
            lines = [line for line in value.splitlines() if line.strip()]
            return any(self._word(form) for form in forms(value)) or (
                len(lines) > 1 and all(self._word(line) for line in lines)) or self._says_size(value) or \
                says_stamp(self.text, value) or self._says_codes(value)
        return False

    def _says_codes(self, value: str) -> bool:
        """Whether a sentence that reports codes is said by naming every one of them."""
        found = codes(value)
        return bool(found) and all(self._word(code) for code in found)

    def _says_size(self, value: str) -> bool:
        """Whether a text that is a data size ("31590 bytes") is said as a number with a unit of size, in any such unit."""
        size = size_of(value) if value[:1].isdecimal() else None
        if size is None:
            return False
        for number in self.numbers:
            said = None if number.denied or number.offered else size_after(self.raw, number)
            if said is not None and said.same(size):
                return True
        return False

    @functools.cached_property
    def _by_value(self) -> tuple[list[float], list[Number], list[Number]]:
        """The numbers said in the asked units (or none), sorted by value; and those said in another unit."""
        asked = [n.unit is None or not self.units or n.unit in self.units for n in self.numbers]
        plain = sorted(((v, n) for n, fits in zip(self.numbers, asked) if fits for v in n.readings),
                       key=lambda pair: pair[0])
        other = [n for n, fits in zip(self.numbers, asked) if not fits]
        return [v for v, _ in plain], [n for _, n in plain], other

    @functools.cached_property
    def _widest(self) -> float:
        """The largest slack of a number said (half a unit, or more in scientific notation: "5,6·10¹⁴")."""
        return max((n.slack for n in self.numbers), default=0.0)

    def _near(self, value: float) -> Iterator[Number]:
        """The numbers that may say ``value``: those within the largest slack or the tolerance.

        A long reply (a listing told item by item) is searched by value rather than number by number.
        """
        values, plain, other = self._by_value
        target = abs(value)
        reach = max(0.5, self._widest) + ABS_TOL + 2 * REL_TOL * target + 1e-6
        yield from plain[bisect.bisect_left(values, target - reach):bisect.bisect_right(values, target + reach)]
        yield from other

    def _says_number(self, number: Number, value: float) -> bool:
        """Whether ``number`` says ``value``: as written, or converted where it is in another unit than asked.

        A sign left out says a negative value ("50.49" for a gap of -50.49); a minus sign written
        before a positive value ("-0.6" for 0.6) does not say it.
        """
        if number.negative and value > 0:
            return False
        if number.unit is None or not self.units or number.unit in self.units:
            return number.says(value)
        return any(number.says(other) for other in converted(value, self.units, number.unit))

    def _word(self, word: str) -> bool:
        """Whether ``word`` occurs as a whole word or phrase, not right after a negation."""
        needle = " ".join(word.split()).casefold()
        start = self.text.find(needle)
        while start >= 0:
            end = start + len(needle)
            before = start == 0 or not (self.text[start - 1].isalnum() and needle[0].isalnum())
            after = end == len(self.text) or not (self.text[end].isalnum() and needle[-1].isalnum())
            if before and after and not negated(self.text, start):
                return True
            start = self.text.find(needle, start + 1)
        return False


def _sayable(value: Any) -> bool:
    return (isinstance(value, str) and bool(value.strip())) or is_number(value)


def _has_sayable(value: Any) -> bool:
    return any(_sayable(leaf) for leaf in leaves(value))


def _given(value: Any, user: Reply) -> bool:
    """Whether the user's words give every sayable value of ``value`` already."""
    return all(user.says(leaf) for leaf in leaves(value) if _sayable(leaf))


def answer(value: Any) -> Any:
    """``value`` without the long lists beside other fields of a record (logs, not the answer), or maps of such lists.

    >>> answer({"canDrive": True, "service_log": ["#1 ok"] * 30}), answer({"files": ["a.txt"] * 30})
    ({'canDrive': True}, {'files': ['a.txt', 'a.txt', 'a.txt', 'a.txt', 'a.txt', 'a.txt', 'a.txt', 'a.txt', \
'a.txt', 'a.txt', 'a.txt', 'a.txt', 'a.txt', 'a.txt', 'a.txt', 'a.txt', 'a.txt', 'a.txt', 'a.txt', 'a.txt', \
'a.txt', 'a.txt', 'a.txt', 'a.txt', 'a.txt', 'a.txt', 'a.txt', 'a.txt', 'a.txt', 'a.txt']})
    """
    if isinstance(value, dict):
        short = {key: item for key, item in value.items() if not is_log(item)}
        return {key: answer(item) for key, item in (short or value).items()}
    if isinstance(value, list):
        return [answer(item) for item in value]
    return value


def _fields(record: dict[str, Any], user: Reply) -> list[Any]:
    """The fields of a record (its :func:`answer`) that answer the user: not those the user or the calls gave."""
    pool = [item for item in record.values() if _has_sayable(item)]
    asked = [item for item in pool if not _given(item, user)]
    return asked or pool


def result_numbers(text: str, keys: bool = False, padding: bool = True) -> Iterator[float]:
    """The numbers of a text, or of each value of a JSON result (its strings read as text; ``keys``: its keys too).

    Without ``padding``, only the numbers of the result's :func:`~sandbox.judge.said.answer`: not those of
    the long lists beside its other fields (past charges, a service log).
    """
    value = decoded(text) if padding else answer(decoded(text))
    if isinstance(value, str):
        yield from written(value)
        return
    for leaf in leaves(value, keys):
        if is_number(leaf):
            yield float(leaf)
        elif isinstance(leaf, str):
            yield from written(leaf)


_ID_KEY = re.compile(r"([A-Za-z_]*)\d{2,}")


def by_ids(value: dict[str, Any]) -> bool:
    """Whether a record's keys are ids of one shape (``USR002``, ``USR003``): it is a list of entries, not one record."""
    shapes = {match.group(1) if (match := _ID_KEY.fullmatch(str(key))) else None for key in value}
    return len(value) >= 2 and len(shapes) == 1 and None not in shapes


def _told(value: Any, reply: Reply, user: Reply) -> bool:
    """Whether the reply tells ``value`` (see the module doc); ``value`` has something to say."""
    if isinstance(value, dict) and by_ids(value):
        entries = [(key, item) for key, item in value.items() if _has_sayable(item)]
        twins = [item for _, item in entries]
        each = (reply.says(key) or (twins.count(item) == 1 and _told(item, reply, user)) for key, item in entries)
        return any(each) if len(value) > LONG else all(each)  # records by id, like a list: a long one by any
    if isinstance(value, dict):
        return any(_told(item, reply, user) for item in _fields(value, user))
    if isinstance(value, list):
        items = [item for item in value if _has_sayable(item)]
        if items and opens_with_none(reply.text):
            return False
        if len(value) > LONG:  # a long list is told by any of its items: the first one said ends the search
            return any(_told(item, reply, user) for item in items)
        told = [_told(item, reply, user) for item in items]
        names = [item for item in items if isinstance(item, str)]
        return all(told) and not (names and extra_named(names, reply.text, reply.seen))
    return reply.says(value)


class _WholeParts:
    """Whether a whole number is the whole part of a fact's number the reply says too ("3.74, so 3 whole shares").

    The facts' fractional numbers are indexed by their whole part once, on the first whole number asked about.
    """

    def __init__(self, values: Sequence[Any], reply: Reply) -> None:
        """Keep the facts' values and the reply; nothing is read yet."""
        self._values, self._reply = values, reply
        self._by_whole: dict[float, list[Any]] | None = None

    def __call__(self, number: Number) -> bool:
        """Whether ``number`` is the whole part of a number of the facts the reply says."""
        if not float(number.value).is_integer():
            return False
        if self._by_whole is None:
            self._by_whole = {}
            for value in self._values:
                for v in leaves(value):
                    if is_number(v) and not float(v).is_integer():
                        self._by_whole.setdefault(float(int(abs(v))), []).append(v)
        return any(whole_part(number, float(v)) and self._reply.says(v) for v in self._by_whole.get(number.value, ()))


def answer_numbers(value: Any, user: Reply) -> Iterator[float]:
    """The numbers of a fact the reply must not contradict: those of its answering fields (see :func:`_fields`)."""
    if isinstance(value, dict):
        for item in _fields(value, user):
            yield from answer_numbers(item, user)
    elif isinstance(value, list):
        if len(value) <= LONG:
            for item in value:
                yield from answer_numbers(item, user)
    elif is_number(value) and value != 0:
        yield float(value)


def only_error(value: Any) -> bool:
    """Whether a result is only an error (``{"error": ...}``): it tells the user nothing they asked for."""
    return isinstance(value, dict) and "error" in value and len(value) == 1


def explained(number: Number, known: Known) -> bool:
    """Whether ``number`` says one of the ``known`` values: it quotes or rounds what the model saw."""
    for value in number.readings:
        reach = (number.slack if value == number.value else 0.5) + 1e-9 * max(value, 1.0)
        if any(number.says(k) for k in known.between(value - reach, value + reach)):
            return True
    return False


def untold(facts: Sequence[str], replies: Sequence[str], outputs: Sequence[str], user: str,
           calls: Sequence[str] = (), asking: str = "", aside: Collection[int] = ()) -> list[str]:
    """The facts the model's replies do not tell (see the module doc).

    Args:
        facts: The facts' result strings.
        replies: The model's texts in the turn.
        outputs: Every result string the model got so far (they explain the numbers a reply quotes
            from them, and tell a fact with nothing to say).
        user: The user's words so far (a field they give is not asked for; they explain numbers too).
        calls: The turn's call strings, the gold's and the model's (a field that echoes their arguments
            is not asked for either; they explain numbers too).
        asking: The user's words of the turn (the units of time a number must be said in).
        aside: Where in the joined replies numbers stand that say a fact in another unit
            (:func:`sandbox.judge.measures.conversions`): no strays.
    """
    reply = Reply("\n".join(replies), asked_units(asking), outputs, calls)
    said_by_user = Reply("\n".join([user, *calls]))
    values = [answer(decoded(fact)) for fact in facts]
    stated = [n for n in reply.numbers if not n.denied and n.start not in aside]
    if stated:  # the facts' numbers are read only when the reply states some
        wanted = Twice(v for value in values if not only_error(value) for v in answer_numbers(value, said_by_user))
        whole = _WholeParts(values, reply)
        stated = [n for n in stated if any(wanted.near(v) for v in n.readings) and not whole(n)]
    near = stated  # a stray among these unsays
    if near:
        known = Known([*(seen_numbers(text) for text in (user, *calls, *outputs, *facts)),
                       *(counted(text) for text in (*outputs, *facts))])  # a summary may count any long result
        if any(not explained(n, known) for n in near):
            return [fact for fact, value in zip(facts, values) if not only_error(value)]
    untold = []
    for fact, value in zip(facts, values):
        if only_error(value):
            continue
        if not _has_sayable(value):
            if not any(same_fact(decoded(fact), decoded(output)) for output in outputs) or \
                    answered_against(value, reply.text) or flag_contradicted(value, reply.text):
                untold.append(fact)
        elif not _told(value, reply, said_by_user):
            untold.append(fact)
    return untold
