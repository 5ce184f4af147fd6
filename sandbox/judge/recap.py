"""A number a question recaps wrong: "to deposit the 540 dollars of the refund, what are your credentials?".

On an ask turn the model may sum up what it knows before it asks. A number it says there must be
one the conversation holds (the user's words, a result, a call), a count of a long result, or one
worked out from two of them (a sum, a difference, a product, a quotient): "10000 / 1300 = 7.69,
so at most 7". A number none of these explains, within a factor of two of one the conversation
holds (a misread of it: 540 for 450), is a false recap. Small whole numbers (counts, ordinals) are
left alone, and so is any number where the conversation holds too many to pair.

>>> seen = ["Reembolso de 450.0 dólares.", '{"balance": 10000.0}', "Quantas ações a 1300?"]
>>> [misrecapped([reply], seen) for reply in ("Para depositar os 540 dólares, qual é a palavra-passe?",
...     "Para depositar os 450 dólares, qual é a palavra-passe?", "10000 / 1300 = 7,69: quantas quer?",
...     "Com 8700 $ restantes, quantas quer?", "Quer 3 ou 4?", "Quantas? No máximo 7.")]
[True, False, False, False, False, False]
>>> misrecapped(["Os 540 dólares, e 0 de taxas: qual é a palavra-passe?"], seen + ["0"])
True
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Mapping, Sequence
from typing import Any

from sandbox.episode.calls import ToolCall
from sandbox.episode.scenario import Scenario
from sandbox.judge.asking import follow_up
from sandbox.judge.contradict import places
from sandbox.judge.known import Known, Twice
from sandbox.judge.quantities import numbers
from sandbox.judge.said import counted, explained, seen_numbers

#: At most this many numbers are paired to explain a recap.
POOL = 120
#: Whole numbers up to this are counts or ordinals a recap may say freely.
SMALL = 12


def misrecapped(replies: Sequence[str], seen: Sequence[str]) -> bool:
    """Whether the replies say a number close to one the conversation holds that nothing explains (module doc)."""
    text = "\n".join(replies)
    said = [n for n in numbers(text) if not (n.denied or n.offered) and not (n.value.is_integer() and n.value <= SMALL)]
    if not said:
        return False
    known = Known([*(seen_numbers(source) for source in seen), *(counted(source) for source in seen)])
    strays = [n for n in said if not explained(n, known)]
    if not strays:
        return False
    pool = sorted(({abs(v) for source in seen for v in seen_numbers(source)} | {n.value for n in said})
                  - {n.value for n in strays} - {0.0})  # what the strays may be worked out from
    if len(pool) > POOL:
        return False
    close = Twice(pool)
    derived = [x for a in pool for b in pool for x in (a + b, a - b, a * b, a / b if b else 0.0)]
    return any(close.near(n.value) and not any(n.says(d) for d in derived) for n in strays)


#: A code a question may name: a ticker, an airport, a user's handle (a short text of no spaces, not only digits).
_CODE = re.compile(r"(?=.*[^\d\W])[\w.@-]{2,16}")


def misnamed_code(replies: Sequence[str], expected: Mapping[str, Collection[Any]], calls: Iterable[ToolCall]) -> bool:
    """Whether a question names another code where the follow-up's write takes one the user chose.

    ``expected`` holds, by parameter, the values the follow-up's gold write passes beside the
    held-back one (the stock the user picked: ``symbol`` ``ZETA``). A reply that names none of them
    and names another code the model passed to a parameter of that name ("How many shares of NEPT
    should I buy?" after quoting NEPT, ZETA and SYNX, where the user chose the cheapest, ZETA)
    recaps the wrong record.

    >>> from sandbox.episode.calls import ToolCall
    >>> quotes = [ToolCall(name="get_stock_info", arguments={"symbol": s}) for s in ("NEPT", "ZETA")]
    >>> [misnamed_code([reply], {"symbol": ["ZETA"]}, quotes) for reply in ("How many NEPT shares?",
    ...     "How many ZETA shares?", "How many shares?")]
    [True, False, False]
    """
    text = "\n".join(replies)
    for param, values in expected.items():
        mine = {value for value in values if isinstance(value, str) and _CODE.fullmatch(value)}
        if not mine or any(next(places(text, value), None) is not None for value in mine):
            continue
        others = {value for call in calls for name, value in call.arguments.items()
                  if name == param and isinstance(value, str) and _CODE.fullmatch(value)} - mine
        if any(next(places(text, value), None) is not None for value in others):
            return True
    return False


def chosen(scenario: Scenario, index: int, slots: Collection[tuple[str, str]]) -> dict[str, list[Any]]:
    """The values the follow-up's gold writes that take a held-back value pass in their other parameters."""
    later = follow_up(scenario, index)
    calls = scenario.turns[later].parsed_calls() if later is not None else None
    functions = {function for function, _ in slots}
    found: dict[str, list[Any]] = {}
    for call in calls or ():
        if call.name in functions:
            for name, value in call.arguments.items():
                if (call.name, name) not in slots:
                    found.setdefault(name, []).append(value)
    return found
