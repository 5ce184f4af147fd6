"""A record's state said in other words that contradict it: "Status: noch offen" of a resolved ticket.

Judged over the records the turn's reads returned on a turn that only read (a status read before a
write in the turn may be stale). A record's status (a ticket's, an order's) is a word of one state; a reply in any of the suites'
languages may say it in its own words ("gelöst", "resuelto" for ``Resolved``). A sentence that
names one record the model read, and says a state (not denied) of another kind than any status
that record ever had (over the versions read: open before a resolve, resolved after), while saying
none of its own kind, misstates it. States of one kind do not contradict each other: a resolved
ticket may be called closed, a pending order open. An order's side (``order_type``) is a state of
its own: a sell order said to be a buy is misstated, whatever its status. A kind of state the
record does not hold (a cancel's result gives the status, not the side) is not contradicted.
On a turn that writes, the records the writes returned are read (an order just placed, "Pending",
said to be filled).

>>> ticket = '{"id": 1200, "status": "Resolved", "title": "PDF-Export"}'
>>> [state_misstated([reply], [ticket]) for reply in ("Ticket 1200: Priorität 3, Status: noch offen.",
...     "Ticket 1200 ist gelöst.", "Ticket 1200 ist nicht mehr offen.", "Ticket 1200 war offen und ist jetzt geschlossen.",
...     "Ticket 1300 ist noch offen.")]
[True, False, False, False, False]
>>> order = '{"id": 12446, "order_type": "Sell", "status": "Pending", "symbol": "GOOG"}'
>>> [state_misstated([reply], [order]) for reply in ("Order 12446: a buy of 5 GOOG, pending.",
...     "Order 12446: a pending sell of 5 GOOG.", "Order 12446 is open.")]
[True, False, False]
>>> cancelled = '{"order_id": 12446, "status": "Cancelled"}'
>>> [state_misstated([reply], [cancelled]) for reply in ("Order 12446 (sell) is cancelled.", "Order 12446 is filled.")]
[False, True]
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from sandbox.judge.bound import named_ids, records
from sandbox.judge.contradict import places
from sandbox.judge.quantities import negated

#: State words of the suites' languages (case-folded), by the kind of state they say.
KINDS: dict[str, frozenset[str]] = {
    "unfinished": frozenset({
        "open", "opened", "pending", "offen", "ausstehend", "abierto", "abierta", "pendiente", "ouvert", "ouverte",
        "en attente", "aperto", "aperta", "in attesa", "aberto", "aberta", "pendente"}),
    "finished": frozenset({
        "resolved", "closed", "completed", "filled", "gelöst", "geschlossen", "abgeschlossen", "resuelto",
        "resuelta", "cerrado", "cerrada", "completado", "completada",
        "résolu", "résolue", "fermé", "fermée", "complété", "risolto", "risolta", "chiuso",
        "chiusa", "completato", "completata", "resolvido", "resolvida", "fechado", "fechada",
        "concluído", "concluída"}),
    "cancelled": frozenset({
        "cancelled", "canceled", "storniert", "cancelado", "cancelada", "annulé", "annulée", "annullato",
        "annullata"}),
    "buy": frozenset({"buy", "bought", "purchase", "kauf", "kaufauftrag", "compra", "achat", "acquisto"}),
    "sell": frozenset({"sell", "sold", "verkauf", "verkaufsauftrag", "venta", "vente", "vendita", "venda"}),
}
#: Kinds that contradict each other: a record's status, an order's side.
DIMENSIONS = (frozenset({"unfinished", "finished", "cancelled"}), frozenset({"buy", "sell"}))
_KIND_OF = {word: kind for kind, words in KINDS.items() for word in words}
_SENTENCE = re.compile(r"(?<=[.!?])\s+|\n+")
_TOKEN = re.compile(r"\w+")
_STATUS_KEY = re.compile(r"status|state|order_type", re.IGNORECASE)


def _kinds_said(sentence: str) -> set[str]:
    """The kinds of state a sentence says (case-folded), each word not denied."""
    return {kind for word, kind in _KIND_OF.items() if word in sentence
            and any(not negated(sentence, at) for at in places(sentence, word))}


def state_misstated(replies: Sequence[str], outputs: Sequence[str]) -> bool:
    """Whether a sentence of the replies says of one record a state of a kind none of its statuses is (module doc)."""
    text = " ".join(replies).casefold()
    named = named_ids(text)
    if not named or not any(word in text for word in _KIND_OF):
        return False
    by_id: dict[str, list[set[str]]] = {}
    for record in records(outputs, named):
        if record.ident in named:
            statuses = {value for key, values in record.values.items() if _STATUS_KEY.search(key)
                        for value in values if isinstance(value, str)}
            by_id.setdefault(record.ident, []).append({_KIND_OF[s] for s in statuses if s in _KIND_OF})
    for sentence in _SENTENCE.split(text):
        inside = set(_TOKEN.findall(sentence)) & set(by_id)
        if len(inside) != 1:
            continue
        versions = by_id[next(iter(inside))]
        own = set().union(*versions)
        if len(versions) != 1 or not own:
            continue  # two records share the id, or its status says no known state
        said = _kinds_said(sentence)
        if any(own & kinds and said & kinds - own and not said & own & kinds for kinds in DIMENSIONS):
            return True
    return False
