"""Another record's id said in place of the one a fact's field holds: an insurance "paid with card_5005".

A fact (a result of the turn's gold) names other records by ids, in fields whose name says so
(``card_id``, ``booking_id``). A reply that leaves such an id unsaid and names, as a word of its
own, another id that a field of the same name holds in what the model saw (another booking's
card), gives the fact's field the wrong record.

>>> invoice = '{"invoice": {"booking_id": "3388201", "insurance": {"card_id": "325257081935", "insurance_cost": 60.0}}}'
>>> history = '{"booking_history": {"3388201": {"card_id": "card_5005", "travel_cost": 800.0}}}'
>>> [other_reference([invoice], [reply], [history, invoice]) for reply in (
...     "Fatura 3388201: seguro de 60 $, pago com o cartão card_5005.",
...     "Fatura 3388201: seguro de 60 $, pago com o cartão 325257081935.",
...     "Fatura 3388201: seguro de 60 $.", "O voo foi pago com card_5005 e o seguro com 325257081935.")]
[True, False, False, False]
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator, Sequence
from typing import Any

from sandbox.judge.bound import named_ids, spoken
from sandbox.judge.known import by_text
from sandbox.judge.values import decoded


def other_reference(facts: Sequence[str], replies: Sequence[str], outputs: Sequence[str]) -> bool:
    """Whether a fact's reference goes unsaid while the replies name another id its field holds elsewhere."""
    named = named_ids(spoken(replies))
    if not named:
        return False
    own: dict[str, set[str]] = defaultdict(set)
    for fact in facts:
        for key, ident in _references(fact):
            own[key].add(ident)
    for key in [key for key, idents in own.items() if idents & named]:
        del own[key]  # a field whose own id the reply names is told
    if not own:
        return False
    for output in outputs:
        for key, ident in _references(output):  # (read once per text)
            if key in own and ident in named and ident not in own[key]:
                return True
    return False


@by_text
def _references(text: str) -> tuple[tuple[str, str], ...]:
    """The ``(field, id)`` pairs of a result's reference fields (``..._id``), ids case-folded."""
    return tuple(_walk(decoded(text)))


def _walk(value: Any) -> Iterator[tuple[str, str]]:
    if isinstance(value, dict):
        for key, item in value.items():
            if isinstance(item, (dict, list)):
                yield from _walk(item)
            elif isinstance(key, str) and key.endswith("_id") and isinstance(item, (str, int)) \
                    and not isinstance(item, bool) and len(str(item)) >= 3:
                yield key, str(item).casefold()
    elif isinstance(value, list):
        for item in value:
            yield from _walk(item)
