"""Whether an ask turn's questions ask for what is missing, or only for what the user already gave.

A question's *focus* is the word after its question word ("Which **files** should I move?", "How
many **shares**?"). Each parameter of the request's gold calls is described by its name and its
documentation; the parameters that carry a held-back value are the *slots*, the others were given
by the user. A reply asks elsewhere when every question it asks has a focus that fits a given
parameter and no slot: asking which files to move when the user named them and left out the
folder's name. A question whose focus fits a slot, fits nothing known ("Which folder?", "What do
you want to call it?") or has no focus is taken to ask for what is missing: the check is there to
catch the clear case, not to read every question.

>>> vocabulary = {("mkdir", "dir_name"): "The new directory's name", ("mv", "source"): "The file to move"}
>>> asks_elsewhere("Which files should I move into the new folder?", {("mkdir", "dir_name")}, vocabulary)
True
>>> asks_elsewhere("What name should the new folder have?", {("mkdir", "dir_name")}, vocabulary)
False
>>> asks_elsewhere("Please tell me what is missing.", {("mkdir", "dir_name")}, vocabulary)
False
"""

from __future__ import annotations

import os
import re
from collections.abc import Collection, Mapping

from sandbox.judge.replies import clause_kinds, clauses
from sandbox.judge.units import given_units, numbered_nouns, unit_of

_FOCUS = re.compile(r"\b(?:which|what|how (?:many|much))\s+(\w+)", re.IGNORECASE)
_WORD = re.compile(r"[a-z]+")
#: Words after a question word that name no thing asked for.
_NOT_NOUNS = frozenset({"should", "would", "could", "shall", "does", "have", "were", "will", "else", "exactly",
                        "about", "kind", "sort", "that", "this", "these", "those", "your", "there"})


def _stem(word: str) -> str:
    word = word.casefold()
    for ending in ("es", "s"):
        if word.endswith(ending) and len(word) - len(ending) >= 4:
            return word[: -len(ending)]
    return word


def _fits(focus: str, description: str) -> bool:
    """Whether the focus word is a word of the description, up to a plural, a longer form or another spelling.

    "files" fits "file", "named" fits "name", "kilometres" fits "kilometers".
    """
    mine = _stem(focus)
    for word in _WORD.findall(description.casefold()):
        other = _stem(word)
        shared = len(os.path.commonprefix([mine, other]))
        if mine == other or (shared >= 4 and shared >= min(len(mine), len(other)) - 2):
            return True
    return False


def asks_elsewhere(reply: str, slots: Collection[tuple[str, str]], vocabulary: Mapping[tuple[str, str], str],
                   unrelated: Mapping[tuple[str, str], str] | None = None, request: str = "") -> bool:
    """Whether every question of ``reply`` has a focus that fits what the user gave, or only what they did not ask about.

    A focus asks elsewhere when it fits no slot and it fits a given parameter, names a unit the
    user gave a value in (:func:`given_units`: "how many kilometres" after "420 km") or a record
    they named by its number ("which ticket" after "open ticket 88"), or fits a
    parameter of an offered function the request does not use while no word of the request names
    it ("Which stock would you like to trade?" when the user asked to be logged in).

    Args:
        reply: The model's words in the turn.
        slots: The ``(function, parameter)`` pairs that carry a held-back value.
        vocabulary: Each parameter of the request's gold calls, with the words that describe it
            (its name and documentation).
        unrelated: Each parameter of the other offered functions, with its words.
        request: The user's words up to the request turn.
    """
    asked = [clause for clause in clauses(reply) if "asks" in clause_kinds(clause)]
    if not asked or not slots:
        return False
    units = given_units(request)
    nouns = numbered_nouns(request)
    mentioned = " ".join(_WORD.findall(request.casefold()))
    for clause in asked:
        focus = _FOCUS.search(clause)
        if focus is None:
            return False
        word = focus.group(1)
        if len(word) < 4 or word.casefold() in _NOT_NOUNS:
            return False  # "what is missing", "which would you like": no thing named
        if any(_fits(word, text) for key, text in vocabulary.items() if key in slots):
            return False
        if any(_fits(word, text) for key, text in vocabulary.items() if key not in slots):
            continue
        if unit_of(word) in units or any(_fits(word, noun) for noun in nouns):
            continue
        if unrelated and any(_fits(word, text) for text in unrelated.values()) and \
                not _fits(word, mentioned):
            continue
        return False
    return True
