"""A percentage said that nothing gives: "you save 18 €, that is 18 %" of a 120 € jacket.

A number said as a percentage ("18 %", "18 percent", "18 por ciento") is a share; a share is known
when the conversation gives it as one or when two numbers it holds make it:

- a percentage written in what the model saw (the user's words, a result), or a result's field
  that holds shares or changes (``percent_change``, a ``rate``), or a result of a function of
  percentages;
- a fraction it holds, as a hundredth (0.15 is 15 %);
- ``100·a/b`` or ``100·(a-b)/b`` for two numbers of the reply, the user's words or the turn's
  results (the first and last of a long series count: a change over a history);
- a hundred less one of those (a 20 % discount leaves 80 %).

A percentage none of these gives, to the digits it shows, is made up; so is one said in a sentence
that says the same number as an amount ("18 €, es decir, un 18 %"), unless the conversation gives
it as a share or two numbers make it exactly (18 of 100). Where the conversation
holds too many numbers to pair (more than :data:`POOL`), a percentage is taken as known.

>>> said = ["La chaqueta cuesta 120 € y tiene 0.15 de descuento.", '{"result": 18.0}', '{"result": 102.0}']
>>> [made_up([reply], said, said) for reply in ("Te ahorras 18 €, es decir, un 18 % del precio.",
...     "Te ahorras 18 €, es decir, un 15 %.", "Pagas el 85 %.", "18 de 120 es un 15,0 %.", "Pagas 102 €.")]
[True, False, False, False, False]
>>> [made_up([reply], ["Sur 100 €, 18 € de remise."] * 2, ["Sur 100 €, 18 € de remise."]) for reply in ("Vous économisez 18.0 €, soit 18 %.",
...     "Vous économisez 18 € ; 7 % de plus que prévu.")]
[False, True]
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from typing import Any

from sandbox.judge.bound import spoken
from sandbox.judge.facts import leaves
from sandbox.judge.known import by_text
from sandbox.judge.quantities import Number, numbers
from sandbox.judge.seen import LONG
from sandbox.judge.values import close, decoded, is_number

#: Words written right after a number that make it a percentage, in the suites' languages.
_PERCENT = re.compile(r"\s?(%|percent\b|per cent\b|pct\b|por ciento\b|por cento\b|pour cent\b|prozent\b|per cento\b)",
                      re.IGNORECASE)
#: The keys of a result's fields that hold shares or changes.
_SHARE_KEY = re.compile(r"percent|pct|rate|change|ratio|share|discount|tax|interest|yield", re.IGNORECASE)
_STOP = re.compile(r"[.!?](?=\s|$)|\n")
#: At most this many numbers are paired to find a share.
POOL = 120


def made_up(replies: Sequence[str], seen: Sequence[str], near: Sequence[str], given: Sequence[str] = ()) -> bool:
    """Whether the replies say a percentage that nothing gives (module doc).

    Args:
        replies: The model's texts of the turn.
        seen: Every text the model saw (the user's words, the call strings, the results).
        near: The texts whose numbers may be paired into a share (the user's words, the turn's results).
        given: Results of functions that work out percentages: each of their numbers is a share.
    """
    text = spoken(replies)
    if "%" not in text and not _PERCENT.search(text):
        return False
    shares = [number for number in numbers(text) if not number.denied and _PERCENT.match(text, number.end)]
    if not shares:
        return False
    known = [value for source in seen for value in _shares(source)]
    known += [value for source in given for value in _numbers(source)]
    pool = {abs(n.value) for n in numbers(text) if not _PERCENT.match(text, n.end)}  # the amounts it says
    pool |= {value for source in near for value in _numbers(source)}
    pool.discard(0.0)
    if len(pool) > POOL:
        return False
    derived = [100 * a / b for a in pool for b in pool if a != b] + \
              [100 * (a - b) / b for a in pool for b in pool if a != b]
    candidates = [*known, *derived]
    candidates += [100 - value for value in candidates]
    for share in shares:
        if not any(share.says(value) for value in candidates):
            return True
        if _also_amount(text, share) and not _exact(share, (*known, *derived)):
            return True
    return False


def _exact(share: Number, values: Sequence[float]) -> bool:
    """Whether a share given or made (not a hundred less one) is the share said, to a tenth."""
    return any(round(value, 1) == round(share.value, 1) for value in values)


def _also_amount(text: str, share: Number) -> bool:
    """Whether the share's sentence also says its number as no percentage (an amount)."""
    stops = [match.end() for match in _STOP.finditer(text)]
    begin = max((at for at in stops if at <= share.start), default=0)
    sentence = text[begin: min((at for at in stops if at > share.end), default=len(text))]
    return any(number.value == share.value and not _PERCENT.match(sentence, number.end)
               for number in numbers(sentence))


@by_text
def _shares(source: str) -> tuple[float, ...]:
    """The shares a text gives: its percentages, its share fields, its fractions as hundredths."""
    found: list[float] = []
    for number in numbers(source):
        if _PERCENT.match(source, number.end):
            found.append(number.value)
        if 0 < number.value < 1:
            found.append(100 * number.value)
    value = decoded(source)
    if isinstance(value, (dict, list)):
        for key, leaf in _keyed(value):
            if is_number(leaf) and _SHARE_KEY.search(key):
                found += [abs(float(leaf)), 100 * abs(float(leaf))]
    return tuple(found)


@by_text
def _numbers(source: str) -> tuple[float, ...]:
    """A text's numbers to pair: its own, or a result's answer and the ends of its long series."""
    value = decoded(source)
    if not isinstance(value, (dict, list)):
        return tuple(n.value for n in numbers(source))
    found: list[float] = []
    for leaf in _answer(value):
        found.append(abs(float(leaf)))
    return tuple(found)


def _answer(value: Any) -> Iterator[Any]:
    """The numbers of a result, a long list giving only its first and last."""
    if isinstance(value, dict):
        for item in value.values():
            yield from _answer(item)
    elif isinstance(value, list):
        if len(value) > LONG:
            ends = [leaf for leaf in leaves(value) if is_number(leaf)]
            yield from ends[:1] + ends[-1:]
        else:
            for item in value:
                yield from _answer(item)
    elif is_number(value):
        yield value


def _keyed(value: Any, key: str = "") -> Iterator[tuple[str, Any]]:
    if isinstance(value, dict):
        for name, item in value.items():
            yield from _keyed(item, str(name))
    elif isinstance(value, list):
        for item in value:
            yield from _keyed(item, key)
    else:
        yield key, value



def worked_on_shares(results: Sequence[Any], user: str) -> list[str]:
    """The results of the model's calls that take a percentage the user gave ("half of 1.3 percent"): shares too.

    >>> from sandbox.episode.calls import CallResult, ToolCall
    >>> half = CallResult(call=ToolCall(name="divide", arguments={"a": 1.3, "b": 2}), output='{"result": 0.65}',
    ...                   status="ok")
    >>> worked_on_shares([half], "Set it at half of 1.3 percent."), worked_on_shares([half], "Half of 1.3 kg.")
    (['{"result": 0.65}'], [])
    """
    given = [n.value for n in numbers(user) if _PERCENT.match(user, n.end)]
    if not given:
        return []
    return [r.output for r in results if r.status == "ok" and any(
        is_number(v) and any(close(abs(float(v)), share) for share in given) for v in r.call.arguments.values())]
