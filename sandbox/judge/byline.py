"""Who made a record: a reply that names someone else as its creator, author or sender.

A record of a fact may say who made it in a one-word field (``created_by``, ``author``, ``username``,
``sender_id``...). A reply that says the record was made *by* a name ("opened by marc_pedale",
"aperto da farid", "Tweet 501 by @ann": a participle of making, or a record's noun and number,
then a word for "by" in the suites' languages and the name) misstates it when the name is none of
the facts' makers and the model saw it elsewhere (a tweet's author, a name in an activity log):
the name was taken from the wrong place. A name the
model never saw is left to the other checks, and a record without a maker field says nothing here.

>>> ticket = '{"id": 505, "created_by": "sav_lea", "title": "Battery"}'
>>> seen = ['{"username": "marc_pedale", "content": "My bike"}', ticket]
>>> wrong_byline([ticket], ["Ticket 505, opened by marc_pedale."], seen)
True
>>> wrong_byline([ticket], ["Ticket 505, opened by sav_lea."], seen), wrong_byline([ticket], ["Opened by Ann."], seen)
(False, False)
>>> wrong_byline([ticket], ["Ticket 505 by marc_pedale."], seen), wrong_byline([ticket], ["Ticket 505 by sav_lea."], seen)
(True, False)
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from typing import Any

from sandbox.judge.fields import holds_name
from sandbox.judge.known import by_text
from sandbox.judge.values import decoded

#: Participles of making a record, in the suites' languages.
_MADE = (r"created|opened|submitted|filed|reported|raised|written|posted|sent|authored|"
         r"créée?s?|ouverte?s?|soumise?s?|signalée?s?|écrite?s?|postée?s?|envoyée?s?|publiée?s?|"
         r"creat[oaie]|apert[oaie]|inviat[oaie]|scritt[oaie]|segnalat[oaie]|pubblicat[oaie]|"
         r"erstellt|eröffnet|geöffnet|angelegt|geschrieben|gesendet|geschickt|gemeldet|gepostet|"
         r"cread[oa]s?|abiert[oa]s?|enviad[oa]s?|escrit[oa]s?|reportad[oa]s?|publicad[oa]s?|"
         r"criad[oa]s?|abert[oa]s?")
#: Nouns of a record that has a maker: "Tweet 501 by @ann" says who made it as a participle would.
_RECORD = (r"tweets?|posts?|tickets?|messages?|comments?|notes?|tuits?|mensajes?|mensagens?|messaggi[oa]?|"
           r"nachrichten?|kommentare?|commentaires?|comentarios?|comentários?|commenti|commento")
#: A word for "by" and the name after it; and the participle, at most one word before it, that ends a text.
_BY = re.compile(r"\b(?:by|par|da|von|por)\s+@?(\w+(?:[.\-]\w+)*)", re.IGNORECASE)
_MADE_BEFORE = re.compile(rf"\b(?:{_MADE})\s+(?:\w+\s+)?$|\b(?:{_RECORD})\s+(?:#?\d+\s+)?$", re.IGNORECASE)
#: The keys of a record's maker.
_MAKER_KEYS = frozenset({"author", "creator", "owner", "sender", "sender_id", "username", "user", "posted_by"})


def makers(value: Any) -> Iterator[str]:
    """The one-word maker fields of a fact's records: the fact, the records of its lists, of its fields' lists."""
    if isinstance(value, list):
        for item in value:
            if isinstance(item, dict):
                yield from _own(item)
    elif isinstance(value, dict):
        yield from _own(value)
        for item in value.values():
            if isinstance(item, list):
                yield from makers(item)


def _own(record: dict[str, Any]) -> Iterator[str]:
    for key, item in record.items():
        if isinstance(item, str) and item and (key in _MAKER_KEYS or key.endswith("_by")) and len(item.split()) == 1:
            yield item.casefold().lstrip("@")


@by_text
def _makers_of(fact: str) -> frozenset[str]:
    return frozenset(makers(decoded(fact)))


def wrong_byline(facts: Sequence[str], replies: Sequence[str], seen: Sequence[str]) -> bool:
    """Whether the replies say a fact's record was made by a name the model saw that is none of the facts' makers.

    Args:
        facts: The turn's facts (result strings).
        replies: The model's texts in the turn.
        seen: The texts the model saw (the user's words, every result so far).
    """
    text = " ".join("\n".join(replies).split())
    said = [match.group(1).casefold() for match in _BY.finditer(text)
            if _MADE_BEFORE.search(text, max(0, match.start() - 60), match.start())]
    if not said:
        return False
    known = frozenset().union(*(_makers_of(fact) for fact in facts))
    if not known:
        return False
    return any(name not in known and holds_name(name, seen) for name in said)
