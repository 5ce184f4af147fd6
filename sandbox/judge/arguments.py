"""A number said of one call's argument that another call of the same function returned.

A model that asked for the fares to LAX, ORD and BOS knows each fare by the destination it asked
for. Calls of one function that differ in one argument (``travel_to``) tie each of its values to
what the call returned: a reply clause that names one of those values (and no other), and says a
number another of those calls returned and its own did not, gives that number to the wrong one
("the dearest is ORD at 900 $", where 900 was BOS's fare and ORD's is 800).

>>> from sandbox.episode.calls import CallResult, ToolCall
>>> def fare(to, cost):
...     call = ToolCall(name="get_flight_cost", arguments={"travel_from": "SFO", "travel_to": to})
...     return CallResult(call=call, output='{"travel_cost_list": [%s]}' % cost, status="ok")
>>> fares = [fare("LAX", 400.0), fare("ORD", 800.0), fare("BOS", 900.0)]
>>> [swapped([reply], fares) for reply in ("Le plus cher : ORD à 900 $.", "Le plus cher : BOS à 900 $.",
...                                        "ORD coûte 800 $, BOS 900 $.", "De SFO, 900 $ au plus.")]
[True, False, False, False]

A value named in brackets right after the number is said of it ("900 $ (ORD)"); a bracket that
holds a number of its own is a clause of its own:

>>> [swapped([reply], fares) for reply in ("Le plus cher : 900 $ (ORD).", "Le plus cher : 900 $ (BOS).",
...                                        "Le plus cher : 900 $ (ORD 800 $).")]
[True, False, False]
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Sequence

from sandbox.episode.calls import CallResult
from sandbox.judge.bound import CLAUSE, spoken
from sandbox.judge.contradict import places
from sandbox.judge.known import by_text
from sandbox.judge.quantities import numbers
from sandbox.judge.said import result_numbers
from sandbox.judge.values import decoded

#: A bracket that holds a short name and no number: it names what the number before it is of.
_NAMED = re.compile(r"\s*\(([^()\d\n]{1,24})\)")
#: An argument value that names a thing (a code, an id), not a sentence: no spaces, at most this long.
_NAME = 24


def _groups(results: Sequence[CallResult]) -> list[dict[str, frozenset[float]]]:
    """For calls of one function alike but for one argument: each of its values, and the numbers its call returned."""
    by_call: dict[tuple[str, str, str], dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
    for result in results:
        if result.status != "ok":
            continue
        arguments = result.call.arguments
        for key, value in arguments.items():
            if isinstance(value, str) and 2 <= len(value) <= _NAME and " " not in value:
                rest = repr(sorted((k, repr(v)) for k, v in arguments.items() if k != key))
                by_call[result.call.name, key, rest][value.casefold()].append(result.output)
    return [{value: frozenset(n for output in outputs for n in _returned(output)) for value, outputs in calls.items()}
            for calls in by_call.values() if len(calls) >= 2]


@by_text
def _returned(output: str) -> frozenset[float]:
    """The sizes of the non-zero numbers of a result's answer (its padding aside)."""
    return frozenset(abs(n) for n in result_numbers(output, padding=False) if n)


def swapped(replies: Sequence[str], results: Sequence[CallResult]) -> bool:
    """Whether a clause names one value of a varying argument and says a number only another value's call returned."""
    text = _NAMED.sub(r" \1", spoken(replies))
    if not any(c.isdigit() for c in text):
        return False
    groups = _groups(results)
    if not groups:
        return False
    for clause in CLAUSE.split(text):
        if not clause or not clause.strip():
            continue
        for returned in groups:
            named = [value for value in returned if next(places(clause, value), None) is not None]
            if len(named) != 1:
                continue
            own = returned[named[0]]
            elsewhere = frozenset().union(*(found for value, found in returned.items() if value != named[0])) - own
            said = [n for n in numbers(clause) if not (n.denied or n.offered)]
            if said and not any(n.says(v) for n in said for v in own) and \
                    any(n.says(v) for n in said for v in elsewhere):
                return True
    return False


_SENTENCE = re.compile(r"(?<=[.!?])\s+|\n+")
_ID = re.compile(r"(?=\w*\d)\w{3,}")


def named_for_other(replies: Sequence[str], results: Sequence[CallResult], outputs: Sequence[str]) -> bool:
    """Whether a sentence gives an id a call returned for one name to another name of its list.

    A call with one name for argument (``get_user_id(user='Daniel')``) ties the ids it returned
    to that name. A sentence that says such an id, leaves its name unsaid and names another member
    of a list the name is in (the users listed) gives the id to the wrong one: "sent to Alice (ID
    USR004)" where USR004 is Daniel's.

    >>> from sandbox.episode.calls import ToolCall
    >>> lookup = CallResult(call=ToolCall(name="get_user_id", arguments={"user": "Daniel"}), output='{"user_id": "USR004"}',
    ...                     status="ok")
    >>> users = ['{"user_list": ["Alice", "Bob", "Daniel"]}']
    >>> [named_for_other([reply], [lookup], users) for reply in ("An Alice gesendet (ID USR004).",
    ...     "An Daniel gesendet (ID USR004).", "Gesendet an USR004.", "Alice ist USR001; gesendet an USR004.")]
    [True, False, False, False]
    """
    text = spoken(replies)
    if not _ID.search(text):
        return False
    ties: dict[str, str] = {}
    for result in results:
        values = [v for v in result.call.arguments.values() if isinstance(v, str)]
        if result.status == "ok" and len(values) == 1 and 2 <= len(values[0]) <= _NAME:
            for ident in _ids(result.output):
                ties.setdefault(ident, values[0].casefold())
    if not ties:
        return False
    for sentence in _SENTENCE.split(text):
        idents = set(_ID.findall(sentence))
        if len(idents) != 1:
            continue  # (two ids in one sentence: which name goes with which is not read here)
        for ident in idents & set(ties):
            name = ties[ident]
            if next(places(sentence, name), None) is not None:
                continue
            peers = {member for output in outputs for member in _lists_with(output, name)} - {name}
            if any(next(places(sentence, peer), None) is not None for peer in peers):
                return True
    return False


@by_text
def _ids(output: str) -> tuple[str, ...]:
    """The words of a result that may be ids (case-folded)."""
    return tuple(ident.casefold() for ident in _ID.findall(output))


@by_text
def _members(output: str) -> tuple[frozenset[str], ...]:
    """The lists of short texts of a result (case-folded)."""
    found: list[frozenset[str]] = []

    def walk(value: object) -> None:
        if isinstance(value, dict):
            for item in value.values():
                walk(item)
        elif isinstance(value, list):
            texts = [item.casefold() for item in value if isinstance(item, str) and len(item) <= _NAME]
            if len(texts) >= 2:
                found.append(frozenset(texts))
            for item in value:
                walk(item)
    walk(decoded(output))
    return tuple(found)


def _lists_with(output: str, name: str) -> set[str]:
    return {member for members in _members(output) if name in members for member in members}
