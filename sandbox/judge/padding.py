"""A number of a record's padding said as its answer: a past price from its history given as today's.

A long-context result pads a record with long lists beside its fields (a stock's past closes, an
account's balance history). A reply clause that names one such record by a code of its own
("NVDA"), and says a number only its padding holds, within a factor of two of a number of its
fields it leaves unsaid and with no word of the past in the clause ("yesterday", "history",
"vorher"...), gives the padding as the answer: "NVDA 219,59 $" where NVDA trades at 220.34 and
219.59 was its last close.

>>> quote = '{"symbol": "NVDA", "price": 220.34, "history": [' + ", ".join(["200.0"] * 30 + ["219.59"]) + ']}'
>>> [padding_as_answer([reply], [quote]) for reply in ("Cours actuels : NVDA 219,59 $.", "NVDA 220,34 $.",
...     "NVDA 220,34 $ (hier 219,59 $).", "NVDA a clôturé hier à 219,59 $.", "Le dernier cours était 219,59 $.")]
[True, False, False, False, False]

Padding keyed by the record's code, with no price of its own read, the same:

>>> watch = '{"history": {"NVDA": [' + ", ".join(["200.0"] * 30 + ["219.59"]) + '], "TSLA": [1.0]}, "watchlist": ["NVDA"]}'
>>> [padding_as_answer(["Cours actuels : NVDA 219,59 $."], [watch], asking) for asking in ("Il reste quoi ?",
...     "Et hier, il a clôturé à combien ?")]
[True, False]
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from typing import Any

from sandbox.judge.bound import CLAUSE, spoken
from sandbox.judge.contradict import places
from sandbox.judge.facts import leaves
from sandbox.judge.known import by_text
from sandbox.judge.quantities import Number, numbers
from sandbox.judge.seen import LONG, is_log
from sandbox.judge.values import decoded, is_number

#: A code that names a record (a ticker, an id): a short text of no spaces.
_CODE = re.compile(r"^[\w.@-]{2,12}$")
#: Words of the past in the suites' languages: a clause with one speaks of the padding as such.
PAST = frozenset({
    "history", "historical", "previous", "past", "earlier", "yesterday", "before", "ago", "was", "were", "last",
    "closed", "close", "historial", "histórico", "historico", "anterior", "ayer", "antes", "era", "fue", "cerró",
    "verlauf", "gestern", "vorher", "früher", "zuvor", "war", "letzte", "letzten", "schluss", "schlusskurs",
    "historique", "précédent", "précédente", "hier", "avant", "était", "clôture", "clôturé", "dernier", "dernière",
    "storico", "storia", "precedente", "ieri", "prima", "chiusura", "chiuso", "ontem", "fechou", "fechamento",
    "histórico", "último", "ultimo", "última", "ultima"})
_WORD = re.compile(r"\w+")

_Padded = tuple[frozenset[str], frozenset[float], frozenset[float]]


def _padded(value: Any) -> Iterator[_Padded]:
    """Each record with a long list beside its fields: its codes, its fields' numbers, its padding's numbers.

    Padding keyed by codes (``{"history": {"NVDA": [...]}}``) is a record of its code with no numbers of its own.
    """
    if isinstance(value, dict):
        by_code = all(isinstance(item, list) for item in value.values())  # a map of codes to their logs
        for code, item in value.items() if by_code else ():
            if len(item) > LONG and _CODE.match(code) and not code.isdigit():
                pad = frozenset(abs(float(leaf)) for leaf in leaves(item) if is_number(leaf) and leaf)
                if pad:
                    yield frozenset({code.casefold()}), frozenset(), pad
        long = [item for item in value.values() if isinstance(item, list) and len(item) > LONG]
        scalars = [item for item in value.values() if not isinstance(item, (dict, list))]
        if long and scalars:
            codes = frozenset(item.casefold() for item in scalars if isinstance(item, str) and _CODE.match(item))
            own = frozenset(abs(float(item)) for item in scalars if is_number(item) and item)
            pad = frozenset(abs(float(leaf)) for item in long for leaf in leaves(item) if is_number(leaf) and leaf)
            if codes and own and pad - own:
                yield codes, own, pad - own
        for item in value.values():
            if isinstance(item, (dict, list)):
                yield from _padded(item)
    elif isinstance(value, list):
        for item in value:
            if isinstance(item, (dict, list)):
                yield from _padded(item)


@by_text
def _records(output: str) -> tuple[_Padded, ...]:
    return tuple(_padded(decoded(output)))


def padding_as_answer(replies: Sequence[str], outputs: Sequence[str], asking: str = "") -> bool:
    """Whether a clause says of one padded record a number of its padding as its answer (module doc).

    ``asking`` is the user's request of the turn: one that speaks of the past ("what did it close at
    yesterday?") asks for the padding.
    """
    found = [record for output in outputs if len(output) > 2 * LONG for record in _records(output)]
    if not found or PAST & set(_WORD.findall(asking.casefold())):
        return False
    text = spoken(replies)
    for clause in CLAUSE.split(text):
        if not clause or not clause.strip() or PAST & set(_WORD.findall(clause)):
            continue
        said = numbers(clause)
        for record in found:
            for code in record[0]:
                for at in places(clause, code):
                    number = _bound(clause, at + len(code), said)
                    if number is not None and _misread(number, said, record):
                        return True
    return False


#: How far after a record's code the number said of it may start ("NVDA 219,59", "NVDA : 219,59 $", "NVDA à 219,59").
NEAR = 6


def _bound(clause: str, end: int, said: Sequence[Number]) -> Number | None:
    """The number said right after a code (within :data:`NEAR` characters, no word but a short one between)."""
    for number in said:
        if end <= number.start <= end + NEAR and not re.search(r"\w{3,}", clause[end:number.start]):
            return None if number.denied or number.offered else number
    return None


def _misread(number: Number, said: Sequence[Number], record: _Padded) -> bool:
    """Whether a number said of a record is of its padding alone, in place of a number of its own left unsaid."""
    _, own, pad = record
    if any(number.says(v) for v in own) or not any(number.says(v) for v in pad):
        return False
    unsaid = [v for v in own if v / 2 <= number.value <= 2 * v and not any(n.says(v) for n in said)]
    return bool(unsaid) or not own  # with no number of its own read, the padding is all it could give


#: Words that name a record's padding as such: a quote of it in a line with one of these is said as what it is.
LOGS = PAST | frozenset({"archive", "archived", "archives", "log", "logs", "activity", "activities", "archivo",
                         "archivio", "arquivo", "archiv", "registro", "protokoll", "journal", "aktivität", "actividad",
                         "attività", "atividade", "activité"})
#: A quoted text of a reply: three words or more between quotation marks.
_QUOTE = re.compile(r"[\"“«]([^\"”»\n]{12,}?)[\"”»]")


def quoted_padding(replies: Sequence[str], outputs: Sequence[str], user: str = "") -> bool:
    """Whether a reply quotes a text only a record's padding holds as if it were the answer.

    A long-context result pads a record with long lists beside its fields (an archive of old
    messages beside the messages sent). A reply that quotes a line of the padding, on a line
    that names no log or the past ("to USR001: 'See you at 6' and 'Quick reminder: ...'"),
    gives the padding as the answer; "the last line of the activity is '...'" says what it is.

    >>> old = ", ".join(['"USR001: Quick reminder: garage closed on Friday."'] * 25)
    >>> sent = '{"archive": [' + old + '], "sent": {"USR001": ["See you at 6"]}}'
    >>> line = '"Quick reminder: garage closed on Friday."'
    >>> [quoted_padding([reply], [sent]) for reply in ('You sent "See you at 6" and ' + line,
    ...     'You sent "See you at 6". The archive has ' + line)]
    [True, False]
    """
    text = "\n".join(replies)
    quotes = [(match.group(1).casefold().strip(), match.start()) for match in _QUOTE.finditer(text)
              if len(match.group(1).split()) >= 3]
    if not quotes:
        return False
    padded = [pair for output in outputs if len(output) > 2 * LONG for pair in (_padding_texts(output),) if pair[0]]
    for quote, at in quotes:
        if quote in user.casefold():
            continue
        if any(quote in pad for pads, answers in padded for pad in pads) and \
                not any(quote in answer for _, answers in padded for answer in answers):
            line = text[text.rfind("\n", 0, at) + 1:at].casefold()
            if not LOGS & set(_WORD.findall(line)):
                return True
    return False


@by_text
def _padding_texts(output: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The texts of a result's padding (long lists, or maps of them, beside other fields), and the rest's, case-folded."""
    pads: list[str] = []
    rest: list[str] = []
    _split(decoded(output), pads, rest, False)
    return tuple(pads), tuple(rest)


def _split(value: Any, pads: list[str], rest: list[str], padding: bool) -> None:
    if isinstance(value, dict):
        beside = len(value) > 1
        for item in value.values():
            _split(item, pads, rest, padding or (beside and is_log(item)))
    elif isinstance(value, list):
        for item in value:
            _split(item, pads, rest, padding)
    elif isinstance(value, str):
        (pads if padding else rest).append(value.casefold())
