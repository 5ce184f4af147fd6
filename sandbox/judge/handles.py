"""Handles nothing gave: a username or identifier a reply names that no text the model saw holds.

A reply that names "pepe_jardin" among the likes of a tweet whose likes it read, when no result,
no user's word and no call so far holds that name, says something it cannot know. A handle is a
word joined by an underscore (``pepe_jardin``, ``card_7788``), written with an ``@``, or a file's
name (``notizen.txt``: a listing of a folder no call read); the texts
the model saw are the user's words, every result it got, the turn's calls, and the names of its
tools and their parameters (a reply may name a function it could not call).

>>> unseen_handle(["Le gustó a pepe_jardin y a ana_huerta."], ['{"liked_by": ["ana_huerta"]}'], {"get_tweet"})
True
>>> unseen_handle(["Le gustó a ana_huerta (see get_tweet); @Ana_Huerta too."], ['{"liked_by": ["ana_huerta"]}'], {"get_tweet"})
False
>>> [unseen_handle([reply], ["Prüfe notizen.txt"], set()) for reply in ("Dort liegt notizen.txt.", "Dort liegt plan.txt.")]
[False, True]
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence

from sandbox.judge.known import by_text

_HANDLE = re.compile(r"(?<![\w.@/\\-])@?([^\W\d_][^\W_]*(?:_[^\W_]+)+|@[^\W\d_]\w{2,})(?![\w@/\\-]|\.\w)"
                     r"|(?<![\w.@/\\-])([^\W_][\w-]*\.(?:txt|csv|md|json|log|pdf|docx?|xlsx?|png|jpe?g|py|sh|html?|xml"
                     r"|ya?ml|zip|gz|tar))(?![\w@/\\-]|\.\w)", re.IGNORECASE)


def unseen_handle(replies: Sequence[str], seen: Sequence[str], names: Collection[str]) -> bool:
    """Whether the replies name a handle that none of ``seen`` holds and that names none of the tools (``names``)."""
    text = "\n".join(replies)
    handles = {(match.group(1) or match.group(2)).lstrip("@").casefold() for match in _HANDLE.finditer(text)}
    if not handles:
        return False
    known = {name.casefold() for name in names}
    return any(handle not in known and not _held(handle, seen) for handle in handles)


def _held(handle: str, texts: Sequence[str]) -> bool:
    """Whether one of ``texts`` holds ``handle`` (case-folded), searched as written first (no copy of a text)."""
    return any(handle in text for text in texts) or any(handle in _folded(text) for text in texts)


_folded = by_text(str.casefold)
