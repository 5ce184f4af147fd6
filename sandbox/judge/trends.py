"""Which way a record's history went, said the other way: "all four are up on the first price of their series".

A long-context result pads a record named by a code (a ticker) with a long series of past values.
A sentence that speaks of the series ("history", "first", "since", "Verlauf", "début"...) and says
the records it names went up (or down), where a series named ends below (above) where it starts,
misstates the padding. With no record named, "all" ("tous", "todos", "alle") names every series.
A sentence that says both ways, or denies, is left alone.

>>> out = '{"history": {"AAPL": [%s], "MSFT": [%s]}}' % (", ".join(["247.3"] + ["240.0"] * 30 + ["227.2"]),
...                                                    ", ".join(["300.0"] * 31 + ["310.0"]))
>>> [trend_misstated([reply], [out]) for reply in ("Over the history, all are up from their first price.",
...     "Since the start of the series MSFT rose.", "Depuis le début de l'historique, AAPL est en baisse.",
...     "AAPL a monté depuis le début.", "AAPL is up 0.17% today.", "AAPL did not rise over the history.")]
[True, False, False, True, False, False]
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from typing import Any

from sandbox.judge.bound import spoken
from sandbox.judge.contradict import places
from sandbox.judge.known import by_text
from sandbox.judge.seen import LONG
from sandbox.judge.values import decoded, is_number

_UP = re.compile(r"\b(rose|risen|rising|gained|climbed|increased|grew|grown|higher|(is|are|was|were|went|been|moved) up|"
                 r"up (from|since|on|over|compared|against|by)|subió|subieron|subido|al alza|aumentó|creció|más alto|"
                 r"gestiegen|stieg|stiegen|zugelegt|höher|im plus|monté|montée|montés|en hausse|augmenté|progressé|"
                 r"salito|salita|saliti|aumentato|in rialzo|cresciuto|subiu|subiram|em alta|aumentou|cresceu|valorizou)\b")
_DOWN = re.compile(r"\b(fell|fallen|falling|dropped|declined|decreased|lower|lost|(is|are|was|were|went|been|moved) down|"
                   r"down (from|since|on|over|compared|against|by)|bajó|bajaron|bajado|cayó|cayeron|a la baja|perdió|"
                   r"disminuyó|gefallen|fiel|fielen|gesunken|niedriger|verloren|im minus|baissé|en baisse|chuté|"
                   r"reculé|perdu|sceso|scesa|scesi|calato|in calo|in ribasso|perso|diminuito|caiu|caíram|desceu|"
                   r"em baixa|perdeu|diminuiu|desvalorizou)\b")
#: Words that speak of a series from its start, in the suites' languages.
_SERIES = re.compile(r"\b(history|historical|series|start|first|beginning|since|historial|serie|inicio|principio|primer|"
                     r"primero|desde|verlauf|anfang|beginn|erste[nmrs]?|seit|historique|série|début|premier|première|"
                     r"depuis|storico|inizio|primo|dall'inizio|histórico|início|primeiro|desde)\b")
_ALL = re.compile(r"\b(all|every|each|todos|todas|cada|alle|jede[rsn]?|tous|toutes|chaque|tutti|tutte|ogni)\b")
_NOT = re.compile(r"\b(not|n't|no|never|nicht|kein|pas|non|não|nunca|nie|jamais|mai)\b")
_SENTENCE = re.compile(r"(?<=[.!?])\s+|\n")
_CODE = re.compile(r"^[\w.@-]{2,12}$")


def trend_misstated(replies: Sequence[str], outputs: Sequence[str]) -> bool:
    """Whether a sentence of a series says a record named went the way its series did not (module doc)."""
    text = spoken(replies)
    if not _SERIES.search(text) or not (_UP.search(text) or _DOWN.search(text)):
        return False
    series = {code: change for output in outputs if len(output) > 2 * LONG for code, change in _changes(output)}
    if not series:
        return False
    for sentence in _SENTENCE.split(text):
        up, down = bool(_UP.search(sentence)), bool(_DOWN.search(sentence))
        if up == down or not _SERIES.search(sentence) or _NOT.search(sentence):
            continue
        named = [code for code in series if next(places(sentence, code), None) is not None]
        if not named and _ALL.search(sentence):
            named = list(series)
        if any((series[code] < 0) if up else (series[code] > 0) for code in named):
            return True
    return False


@by_text
def _changes(output: str) -> tuple[tuple[str, float], ...]:
    """Each padded series of a result by its record's code (case-folded): its last value less its first."""
    return tuple(_walk(decoded(output)))


def _walk(value: Any) -> Iterator[tuple[str, float]]:
    if isinstance(value, dict):
        codes = [item.casefold() for item in value.values() if isinstance(item, str) and _CODE.match(item)]
        for key, item in value.items():
            if _series(item):
                if _CODE.match(str(key)) and not str(key).isdigit() and key.upper() == key:
                    yield str(key).casefold(), item[-1] - item[0]  # a map of codes to their series
                elif len(codes) == 1:
                    yield codes[0], item[-1] - item[0]  # a record's own series beside its code
            elif isinstance(item, (dict, list)):
                yield from _walk(item)
    elif isinstance(value, list):
        for item in value:
            if isinstance(item, (dict, list)):
                yield from _walk(item)


def _series(item: Any) -> bool:
    return isinstance(item, list) and len(item) > LONG and all(is_number(v) for v in item)
