"""The facts a turn must tell the user (the ``native`` profile).

A gold turn's *facts* are the results of its reads (calls of functions that change no state)
that no later gold call of the same turn consumes. A read whose values a later call of the turn
passes on (a ticker looked up for an order, an id for a message, a conversion for a refill) is a
means, not an answer: the state shows whether the model got the value, by that read or by
knowing it. A value consumed counts only when the user's text so far does not give it already
(as a whole word or number: ``OMEG`` is not given by "Omega"). A scenario may also name turns
whose gold starts with a read the user did not ask for (``metadata["exploratory_turns"]``, a
check of the state first): that first read is not a fact either.

Whether the model told a fact is :mod:`sandbox.judge.said`'s question: its replies of the turn
must state the part of the fact the user asked for. This module gives it :func:`same_fact` (for
a fact with nothing to say in words) and :func:`leaves`.

>>> fact_results([], "What is Nvidia at?")
[]
"""

from __future__ import annotations

import json
import re
from collections.abc import Collection, Iterator, Sequence
from typing import Any

from sandbox.episode.calls import CallResult
from sandbox.judge.values import close, decoded, is_number, same_text, same_value, without_numbers

_SPACE = re.compile(r"\s+")
_WRITTEN = re.compile(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?(?:[eE][-+]?\d+)?|\.\d+")
#: A consumed string value must be at least this long to count (``"a"`` is in every text).
_MIN_SHARED = 3


def _norm(text: str) -> str:
    return _SPACE.sub(" ", text).strip().casefold()


def contains(text: str, part: str) -> bool:
    """Whether normalized ``part`` occurs in normalized ``text`` as a whole: not inside a longer word or number.

    >>> contains("Omega Industries", "OMEG"), contains("ticker: OMEG.", "omeg"), contains("q1_2025", "2025")
    (False, True, True)
    """
    return _whole(_norm(text), _norm(part))


def _whole(hay: str, needle: str) -> bool:
    """:func:`contains` on normalized texts."""
    if not needle:
        return True
    start = hay.find(needle)
    while start >= 0:
        end = start + len(needle)
        before = start == 0 or not (hay[start - 1].isalnum() and needle[0].isalnum())
        after = end == len(hay) or not (hay[end].isalnum() and needle[-1].isalnum())
        if before and after:
            return True
        start = hay.find(needle, start + 1)
    return False


def leaves(value: Any, keys: bool = False) -> Iterator[Any]:
    """The scalars of a JSON value (dict keys too, with ``keys``)."""
    if isinstance(value, dict):
        for key, item in value.items():
            if keys:
                yield key
            yield from leaves(item, keys)
    elif isinstance(value, list):
        for item in value:
            yield from leaves(item, keys)
    else:
        yield value


def written_numbers(text: str) -> list[tuple[float, int, int]]:
    """``(value, decimals, significant digits)`` of every number written in a text (``1,250.5``; signs ignored)."""
    found = []
    for token in _WRITTEN.findall(text):
        plain = token.replace(",", "")
        mantissa = plain.lower().split("e")[0]
        decimals = len(mantissa.split(".")[1]) if "." in mantissa else 0
        digits = len(mantissa.replace(".", "").lstrip("0"))
        found.append((float(plain), decimals, digits))
    return found


def _number_written(value: float, numbers: list[tuple[float, int, int]]) -> bool:
    """Whether one of ``numbers`` is ``value`` as written, or rounded to its decimals with three digits or more."""
    target = abs(value)
    for number, decimals, digits in numbers:
        if close(number, target):
            return True
        if digits >= 3 and abs(number - target) <= 0.5 * 10.0 ** -decimals * (1 + 1e-9):
            return True
    return False


def mentions(text: str, value: Any) -> bool:
    """Whether a text mentions a value: a string (case and runs of spaces aside) or a number as written or rounded.

    >>> mentions("The gap is 50.49 dollars", -50.49000000000001), mentions("Open the File", "open the  file")
    (True, True)
    >>> mentions("about 8", 7.84), mentions("about 7.84", 7.837645), mentions("yes", True)
    (False, True, False)
    """
    return Said(text).has(value)


class Said:
    """A text read once (normalized, its numbers parsed), to ask whether it mentions many values."""

    def __init__(self, text: str) -> None:
        self.text = _norm(text)
        self.numbers = written_numbers(text)

    def has(self, value: Any) -> bool:
        """Whether the text mentions ``value`` (see :func:`mentions`)."""
        if isinstance(value, str):
            return _whole(self.text, _norm(value))
        if is_number(value):
            return _number_written(float(value), self.numbers)
        return False


def _sayable(value: Any) -> bool:
    return (isinstance(value, str) and bool(value.strip())) or is_number(value)


def _canonical(value: Any, rounded: bool) -> Any:
    """``value`` with every list sorted (by its items' JSON); with ``rounded``, numbers to 8 significant digits."""
    if isinstance(value, dict):
        return {key: _canonical(item, rounded) for key, item in value.items()}
    if isinstance(value, list):
        return sorted((_canonical(item, rounded) for item in value), key=_json)
    if rounded and is_number(value):
        return float(f"{value:.8g}")
    return value


def _json(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


def _paired(a: list[Any], b: list[Any], rounded: bool) -> tuple[list[Any], list[Any]]:
    """Pair items of ``a`` and ``b`` with the same canonical form (checked alike, with ``rounded``); the unpaired of each."""
    buckets: dict[str, list[Any]] = {}
    for item in b:
        buckets.setdefault(_json(_canonical(item, rounded)), []).append(item)
    unpaired = []
    for item in a:
        bucket = buckets.get(_json(_canonical(item, rounded)), [])
        match = next((i for i, other in enumerate(bucket) if not rounded or same_fact(item, other)), None)
        if match is None:
            unpaired.append(item)
        else:
            del bucket[match]
    return unpaired, [item for bucket in buckets.values() for item in bucket]


def same_fact(a: Any, b: Any) -> bool:
    """Whether two result values are the same fact: :func:`~sandbox.judge.values.same_value`, lists in any order.

    List items are paired one to one: first those equal as they are, then those equal with their
    numbers rounded (and then checked within the tolerance), then the rest one by one.
    """
    if same_value(a, b):
        return True
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(same_fact(a[k], b[k]) for k in a)
    if not (isinstance(a, list) and isinstance(b, list) and len(a) == len(b)):
        return False
    unpaired, left = _paired(a, b, rounded=False)
    unpaired, left = _paired(unpaired, left, rounded=True)
    for item in unpaired:
        match = next((i for i, other in enumerate(left) if same_fact(item, other)), None)
        if match is None:
            return False
        del left[match]
    return True


def _shared(value: Any, argument: Any, user: str) -> bool:
    """Whether a call argument passes on ``value`` (a value of a read's result) that the user did not give."""
    if is_number(value):
        passed = close(float(value), float(argument)) if is_number(argument) else \
            isinstance(argument, str) and mentions(argument, value)
        return passed and not mentions(user, value)
    if isinstance(value, str) and isinstance(argument, str):
        if len(value.strip()) < _MIN_SHARED or len(argument.strip()) < _MIN_SHARED:
            return value == argument and bool(value.strip()) and value.casefold() not in user.casefold()
        inside = same_text(value, argument) or contains(argument, value) or contains(value, argument)
        return inside and not (mentions(user, value) or mentions(user, argument))
    return False


def fact_results(results: Sequence[CallResult], user: str, unasked: Collection[int] = ()) -> list[str]:
    """The result strings of a gold turn that are facts (see the module doc).

    Args:
        results: The gold turn's call results, in order.
        user: The user's text so far (a value it gives is not evidence that a read was needed).
        unasked: Indices of gold calls the user did not ask for (never facts).
    """
    facts = []
    for index, result in enumerate(results):
        if result.mutated or index in unasked:
            continue
        values = [v for v in leaves(decoded(result.output), keys=True) if _sayable(v)]
        later = [a for r in results[index + 1:] for a in leaves([*r.call.args, *r.call.arguments.values()])]
        if not _passed_on(values, later, user):
            facts.append(result.output)
    return facts


def _passed_on(values: Sequence[Any], later: Sequence[Any], user: str) -> bool:
    """Whether any argument of ``later`` passes on any of ``values`` (:func:`_shared` of some pair).

    Each text is read once, and a pair of texts is compared in full only when one holds the other
    or both are the same once their numbers are taken out (what :func:`_shared` needs): a long
    result's thousands of values meet a later call's few arguments.
    """
    if not later:
        return False
    told = Said(user)
    texts = [(argument, Said(argument), _norm(argument), without_numbers(argument))
             for argument in later if isinstance(argument, str)]
    numbers = [float(argument) for argument in later if is_number(argument)]
    for value in values:
        if is_number(value):
            number = float(value)
            if (any(close(number, other) for other in numbers) or any(said.has(value) for _, said, _, _ in texts)) \
                    and not told.has(value):
                return True
        elif isinstance(value, str) and texts:
            norm, bare = _norm(value), without_numbers(value)
            if any((norm in other or other in norm or bare == other_bare) and _shared(value, argument, user)
                   for argument, _, other, other_bare in texts):
                return True
    return False
