"""A count said of a list: "two tweets" where the results hold 22, "drei Treffer" for two messages found.

A list is told by its items (:mod:`sandbox.judge.said`), and a long list that is the whole answer by
any of them. A reply that also says how many items the list holds states a fact of its own, and it
must be the list's length. A *count* is a whole number, in digits or spelled out in a language of
the suites, right before a word that names the items (one word may stand between: "2 matching
messages"):

- a word of the list's key, or the last word of the read function's name for a fact with one
  list only, singular or plural ("messages" for ``{"messages": [...]}``, "tweets" after
  ``get_user_tweets``);
- a word for the results of a search in the suites' languages ("results", "matches", "hits",
  "Treffer", "resultados", "résultats", "risultati"), or for things in general ("things", "cose",
  "Sachen"), for a fact with one list only.

A count after a word of selection or of approximation ("the first 2 tweets", "about 200 results",
"more than 20") or after a negation says no length, and neither does a count that a text of the
fact holds as written (a tweet that reads "3 tweets a day" quoted). A reply that says the right
length once passes, whatever other counts it gives ("22 tweets; the first two are about the sky").

>>> tweets = '[{"id": 0, "content": "Jupiter"}, {"id": 2, "content": "Meteors"}, {"id": 8, "content": "Saturn"}]'
>>> miscounted([tweets], ["astro_kim has two tweets: Jupiter and Meteors."], {"get_user_tweets"})
True
>>> miscounted([tweets], ["astro_kim has 3 tweets: Jupiter, Meteors and Saturn."], {"get_user_tweets"})
False
>>> miscounted(['{"results": [{"id": 1}, {"id": 2}]}'], ["Ich habe drei Treffer gefunden."], {"search_messages"})
True
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from typing import Any

from sandbox.judge.known import by_text
from sandbox.judge.quantities import SPELLED, negated
from sandbox.judge.values import decoded, is_number


def _stem(word: str) -> str:
    """A word case-folded, a plural ``s`` dropped ("tweets" and "Tweet" are one word)."""
    word = word.casefold()
    return word[:-1] if word.endswith("s") and len(word) > 3 else word


#: Words for the results of a search, in the suites' languages.
RESULTS = frozenset(_stem(word) for word in (
    "results", "matches", "hits", "entries", "items", "Treffer", "Ergebnis", "Ergebnisse", "Einträge", "Eintrag",
    "resultados", "coincidencias", "elementos", "résultats", "correspondances", "éléments", "risultati",
    "risultato", "corrispondenze", "occorrenze", "elementi", "entradas", "itens",
    # things in general: "only three things in the folder", "solo tre cose"
    "things", "cosas", "Sachen", "Dinge", "choses", "cose", "coisas",
    # lines of a text ("7 Zeilen sind M12")
    "lines", "Zeilen", "Zeile", "líneas", "línea", "lignes", "ligne", "righe", "riga", "linhas", "linha"))
#: Words that make a number within the two words after them no count of the whole list: a selection, an
#: approximation or a bound ("the first 2", "about 200", "more than 20", "más de 20").
_NOT_WHOLE = frozenset({
    "first", "last", "latest", "top", "recent", "newest", "oldest", "next", "other", "another", "about", "around",
    "roughly", "approximately", "nearly", "almost", "over", "under", "than", "least", "most", "some", "up",
    "primeros", "primeras", "últimos", "últimas", "otros", "otras", "unos", "unas", "aproximadamente", "casi",
    "más", "menos", "ersten", "letzten", "neuesten", "weitere", "andere", "anderen", "etwa", "ungefähr", "fast",
    "über", "mehr", "weniger", "mindestens", "premiers", "premières", "derniers", "dernières", "autres", "environ",
    "presque", "plus", "moins", "primi", "prime", "ultimi", "ultime", "altri", "altre", "circa", "quasi", "oltre",
    "più", "meno", "primeiros", "primeiras", "outros", "outras", "cerca", "quase", "mais"})
_WORD = re.compile(r"[^\W\d_]+|\d+(?:[.,]\d+)*", re.UNICODE)
_NAME = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")
_DATE_PART = re.compile(r"\d[:/.,-]")
_SPELLED = {form: value for value, forms in SPELLED.items() for form in forms}


def name_words(name: str) -> frozenset[str]:
    """The words of a key of three letters or more, as :func:`_stem` gives them.

    >>> sorted(name_words("filtered_stocks")), sorted(name_words("stockList"))
    (['filtered', 'stock'], ['list', 'stock'])
    """
    return frozenset(_stem(word) for word in _NAME.findall(name.replace("_", " ")) if len(word) >= 3)


def _counts(text: str) -> list[tuple[int, frozenset[str], str]]:
    """Each whole number of ``text`` said as a count: its value, the word (or two) after it, and the words as written."""
    words = list(_WORD.finditer(text))
    found = []
    for i, match in enumerate(words):
        token = match.group().casefold()
        value = int(token) if token.isdecimal() else _SPELLED.get(token)
        if value is None or i + 1 == len(words):
            continue
        before = text[max(0, match.start() - 2):match.start()]
        if before[-1:].isalnum() or before[-1:] == "_" or _DATE_PART.fullmatch(before):
            continue  # a part of a name, an id, a time or a date ("USR004", "card_7734", "10:30")
        if any(w.group().casefold() in _NOT_WHOLE for w in words[max(0, i - 2):i]):
            continue
        between = text[match.end():words[i + 1].start()]
        if between.strip() or words[i + 1].group().casefold() in _NOT_WHOLE:
            continue  # "2, 3" or "2.5": no noun right after the number; "3 recent charges": a selection
        nouns = [words[i + 1]]
        if i + 2 < len(words) and not text[words[i + 1].end():words[i + 2].start()].strip():
            nouns.append(words[i + 2])  # one word between: "2 matching messages"
        after = frozenset(_stem(w.group()) for w in nouns if not w.group()[0].isdigit())
        if after and not negated(text, match.start()):
            found.append((value, after, text[match.start():nouns[-1].end()]))
    return found


def _lists(value: Any) -> tuple[tuple[frozenset[str], int, bool], ...]:
    """The lists a count may be of: the fact itself, or a record's lists; their key's words, length, and loneliness."""
    if isinstance(value, list):
        return ((frozenset(), len(value), True),)
    if isinstance(value, dict):
        lists = [(name_words(str(key)), len(item)) for key, item in value.items() if isinstance(item, list)]
        return tuple((words, length, len(lists) == 1) for words, length in lists)
    return ()


@by_text
def _lists_of(fact: str) -> tuple[tuple[frozenset[str], int, bool], ...]:
    return _lists(decoded(fact))


def miscounted(facts: Sequence[str], replies: Sequence[str], functions: Collection[str],
               read: Sequence[str] = ()) -> bool:
    """Whether the replies say a count of a fact's list that is not its length, and never its length.

    Args:
        facts: The turn's facts (result strings).
        replies: The model's texts in the turn.
        functions: The names of the functions that read the facts (their last words name a lone list's items).
        read: The results of the model's own calls of the turn to other functions than the facts': a
            count in a word for items in general that is the length of one of their lists counts that
            list ("202 entries" of the folder it listed, where the fact is what the gold's search found).
    """
    counts = _counts("\n".join(replies))
    if not counts:
        return False
    called = frozenset(word for name in functions for word in _item_words(name))
    for fact in facts:
        for words, length, alone in _lists_of(fact):
            names = words | (called | RESULTS if alone else frozenset())
            said = [(value, phrase) for value, after, phrase in counts if after & names
                    and value not in _own_numbers(fact)  # the fact's own count ("count": 3 lines)
                    # a word for items in general may count a list inside the items ("200 entries" of a history)
                    and not (after & names <= RESULTS and (value in _nested_lengths(fact)
                                                           or any(value in _all_lengths(text) for text in read)))]
            if not said or any(value == length for value, _ in said):
                continue
            if not all(_quoted(phrase, fact) for _, phrase in said):
                return True
    return False


@by_text
def _own_numbers(fact: str) -> frozenset[float]:
    """The numbers a fact's record gives in its own fields (a ``count``): a count said with them quotes them."""
    value = decoded(fact)
    if not isinstance(value, dict):
        return frozenset()
    return frozenset(float(item) for item in value.values() if is_number(item))


def _list_lengths(value: Any, top: bool) -> frozenset[int]:
    """The lengths of the lists in ``value``, its own length too when it is a list and ``top``."""
    found: set[int] = set()
    stack: list[tuple[Any, bool]] = [(value, top)]
    while stack:
        item, counts = stack.pop()
        if isinstance(item, (dict, list)):
            if isinstance(item, list) and counts:
                found.add(len(item))
            stack.extend((child, True) for child in (item.values() if isinstance(item, dict) else item))
    return frozenset(found)


@by_text
def _nested_lengths(fact: str) -> frozenset[int]:
    """The lengths of the lists inside a fact's items (a ticket's history, a folder's entries)."""
    return _list_lengths(decoded(fact), top=False)


@by_text
def _all_lengths(output: str) -> frozenset[int]:
    """The lengths of every list of a result (a folder's listing)."""
    return _list_lengths(decoded(output), top=True)


def _quoted(phrase: str, fact: str) -> bool:
    """Whether the fact's text holds the count's words: a text of the results quoted ("I sent 3 files"), no count."""
    pattern = r"(?<!\w)" + r"\s+".join(map(re.escape, phrase.split())) + r"(?!\w)"
    return re.search(pattern, fact, re.IGNORECASE) is not None


#: Words of a read function's name that name no item ("get", "all", "user" of ``get_user_tweets``).
_NOT_ITEMS = frozenset({"get", "list", "all", "view", "search", "find", "user", "current", "sent", "stat", "info"})


def _item_words(name: str) -> frozenset[str]:
    """The words of a read function's name that may name its items: the last, and the nouns before it.

    >>> sorted(_item_words("get_order_history")), sorted(_item_words("get_user_tweets"))
    (['history', 'order'], ['tweet'])
    """
    words = {_stem(word) for word in _NAME.findall(name.replace("_", " ")) if len(word) >= 3}
    return frozenset(words - _NOT_ITEMS) | {_last_word(name)}


def _last_word(name: str) -> str:
    """The last word of a function's name: what it returns ("get_user_tweets": ``tweet``)."""
    words = _NAME.findall(name.replace("_", " "))
    return _stem(words[-1]) if words else ""
