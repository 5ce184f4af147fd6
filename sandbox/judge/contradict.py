"""What unsays a fact that a reply seems to tell: a wrong unit, a list said with one too many, a flag said wrong.

:mod:`sandbox.judge.said` finds a fact's values in the model's words; these checks find the words
around them that make the statement false although every value is there:

- **A time in the wrong unit.** Where the user's turn asks in a unit of time ("how many hrs"), a
  number followed by another unit of time says the fact only as converted ("472.5 minutes" says
  7.875 hours; "7.875 minutes" does not). A unit after a slash ("km/h") is a rate, not what the
  user asked in.
- **A list with an extra member.** A short list (a filter's result) named in one enumeration with a
  member of a list it was drawn from (the filter's input, a listing the model got) is misstated:
  "AAPL, GOOG, MSFT and NVDA" for AAPL, MSFT and NVDA. So is a non-empty list whose reply opens
  with "None", "Nothing", "Ninguno", "Keine"...
- **A flag said wrong.** A fact of one true-or-false field is said by a sentence that names the
  field (a word that shares its first three letters with a word of the key: "logged" for
  ``login_status``) and denies it or not ("not", "can't", "false"), or that names what the key is
  about (its first four letters: "tires" for ``healthy_tire_pressure``) and says something is
  wrong with it ("needs attention", "a problem", "an issue"; not after "no" or "if": "no
  problems", "if you have any issues"). A reply whose sentences only affirm where the flag is
  false (or only deny where it is true) contradicts it; one that also says it the right way ("you
  were not logged in, so I logged you in") does not. Where the flag stands among other fields
  (the tire pressures beside ``healthy_tire_pressure``), a sentence names the flag itself only by
  a word of its key the other keys lack ("healthy"), and says trouble of it by any word of its key.

>>> asked_units("at 80 km/h how many hrs is that")
frozenset({'hour'})
>>> unit_after("That's 7.875 minutes.", 12)
'minute'
>>> flag_contradicted({"login_status": False}, "you were already logged in as usr003.")
True
>>> flag_contradicted({"login_status": False}, "you were not logged in, so i logged you in.")
False
>>> flag_said_wrong("healthy_tire_pressure", True, "the tires need attention.", frozenset({"front", "tire"}))
True
>>> flag_said_wrong("healthy_tire_pressure", True, "no problems with the tires.", frozenset({"front", "tire"}))
False
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from typing import Any

from sandbox.judge.facts import leaves
from sandbox.judge.values import decoded

#: Units of time in the suites' languages (en, es, pt, de, it, fr), by the unit they name.
TIME_UNITS: dict[str, tuple[str, ...]] = {
    "second": ("seconds", "second", "secs", "sec", "segundos", "segundo", "sekunden", "sekunde", "secondi",
               "secondo", "secondes", "seconde"),
    "minute": ("minutes", "minute", "mins", "min", "minutos", "minuto", "minuten", "minuti"),
    "hour": ("hours", "hour", "hrs", "hr", "h", "horas", "hora", "stunden", "stunde", "std", "ore", "ora",
             "heures", "heure"),
    "day": ("days", "day", "días", "dias", "día", "dia", "tage", "tagen", "tag", "giorni", "giorno", "jours",
            "jour"),
}
_BY_FORM = {form: unit for unit, forms in TIME_UNITS.items() for form in forms}
_FORMS = "|".join(sorted(map(re.escape, _BY_FORM), key=len, reverse=True))
_UNIT_WORD = re.compile(rf"(?<![\w/])({_FORMS})(?!\w)", re.IGNORECASE)
_UNIT_AFTER = re.compile(rf"\s*({_FORMS})(?!\w)", re.IGNORECASE)

#: Words that open a reply saying a list is empty.
NONE_WORDS = frozenset({"none", "nothing", "ninguno", "ninguna", "nada", "nenhum", "nenhuma", "keine", "keiner",
                        "keines", "nichts", "nessuno", "nessuna", "niente", "aucun", "aucune", "rien"})
_FIRST = re.compile(r"^\W*(\w+)")
#: What joins the names of one enumeration: commas, "and" in the suites' languages, slashes.
_JOIN = re.compile(r"^\s*(?:,|/|&)?\s*(?:(?:and|y|e|und|et|ed)\s+)?$", re.IGNORECASE)
#: Words that leave out the name after them ("but not GOOG", "except GOOG", "sin GOOG").
EXCEPT = frozenset({"not", "no", "nor", "except", "excluding", "without", "sin", "sem", "ohne", "nicht", "senza",
                     "sans", "ni", "nem", "menos", "außer"})
_QUOTED = re.compile(r"'([^'\\]*)'|\"([^\"\\]*)\"")
_BRACKETS = re.compile(r"\[([^\[\]]*)\]")

#: Key words that name no particular flag.
_GENERIC = frozenset({"status", "state", "result", "value", "flag", "current", "success", "response"})
#: Short key words that name a flag all the same (``canDrive``: "can't cover 280 miles").
_MODALS = frozenset({"can", "has"})
_DENIALS = frozenset({"not", "no", "never", "false", "nicht", "kein", "non", "não", "nao", "nunca", "ne", "cannot"})
_SENTENCE = re.compile(r"[.!?;\n\[\]]+")
_WORD = re.compile(r"\w+(?:['’]\w+)?")


#: Seconds in each unit of time.
SECONDS = {"second": 1, "minute": 60, "hour": 3600, "day": 86400}


def converted(value: float, units: frozenset[str], unit: str) -> list[float]:
    """``value``, read in each of ``units``, written in ``unit`` (7.875 hours are 472.5 minutes)."""
    return [value * SECONDS[asked] / SECONDS[unit] for asked in sorted(units)]


def asked_units(text: str) -> frozenset[str]:
    """The units of time ``text`` names (not after a slash: ``km/h`` is a rate)."""
    return frozenset(_BY_FORM[match.group(1).casefold()] for match in _UNIT_WORD.finditer(text))


def unit_after(text: str, end: int) -> str | None:
    """The unit of time written right after position ``end`` of ``text``, if any."""
    match = _UNIT_AFTER.match(text, end)
    return _BY_FORM[match.group(1).casefold()] if match else None


def opens_with_none(text: str) -> bool:
    """Whether a reply's first word says there is none ("None of them...", "Nada...", "Keine...")."""
    match = _FIRST.match(text)
    return match is not None and match.group(1).casefold() in NONE_WORDS


def pools(outputs: Iterable[str], calls: Iterable[str]) -> list[tuple[str, ...]]:
    """The lists of strings the model saw: in its results, and passed as list arguments of the turn's calls."""
    found: list[tuple[str, ...]] = []
    for output in outputs:
        found.extend(_string_lists(decoded(output)))
    for call in calls:
        for inside in _BRACKETS.findall(call):
            items = tuple(a or b for a, b in _QUOTED.findall(inside))
            if items:
                found.append(items)
    return found


def _string_lists(value: Any) -> Iterator[tuple[str, ...]]:
    if isinstance(value, dict):
        for item in value.values():
            yield from _string_lists(item)
    elif isinstance(value, list):
        items = tuple(item for item in value if isinstance(item, str))
        if items:
            yield items
        for item in value:
            if isinstance(item, (dict, list)):
                yield from _string_lists(item)


def extra_named(items: Sequence[str], text: str, seen: Sequence[tuple[str, ...]]) -> bool:
    """Whether ``text`` names, in one enumeration with the list's ``items``, a member the list left out.

    The members left out are those of every list in ``seen`` that shares a member with ``items``.
    ``text`` is normalized (one space, case-folded); a member after a negation is not named. An
    enumeration of the list's items alone elsewhere in the text says the list: the mixed one is then
    another list the model got (the sector's stocks beside the filter's result); so is an enumeration of
    exactly the members of a list the model got.

    >>> extra_named(["AAPL", "MSFT"], "aapl, goog and msft.", [("AAPL", "GOOG", "MSFT")])
    True
    >>> extra_named(["AAPL", "MSFT"], "aapl and msft; goog is above 400.", [("AAPL", "GOOG", "MSFT")])
    False
    >>> extra_named(["AAPL", "MSFT"], "sector: aapl, goog, msft; in range: aapl, msft", [("AAPL", "GOOG", "MSFT")])
    False
    >>> extra_named(["MSFT", "GOOG"], "of the sector (aapl, goog, msft, nvda) two: msft | goog", [("AAPL", "GOOG", "MSFT", "NVDA")])
    False
    >>> extra_named(["MSFT", "GOOG"], "of the sector (aapl, goog, msft) two: msft | goog", [("AAPL", "GOOG", "MSFT", "NVDA")])
    True
    >>> extra_named(["./a/x.txt", "./y.txt"], "./a/x.txt, ./y.txt", [("./a", "./a/x.txt", "./y.txt")])
    False
    """
    mine = {item.casefold() for item in items if item.strip()}
    others = {member.casefold() for pool in seen if mine & {m.casefold() for m in pool}
              for member in pool if member.strip()} - mine
    if not others:
        return False
    pools = [{member.casefold() for member in pool if member.strip()} for pool in seen]
    named = [(start, start + len(name), name) for name in mine for start in places(text, name)]
    own = [(start, end) for start, end, _ in named]
    spots = sorted([(start, end, True) for start, end in own] + [
        (start, start + len(name), False) for name in others for start in places(text, name)
        if not set(text[:start].split()[-2:]) & EXCEPT  # a member after "except" is not named
        and not any(a <= start and start + len(name) <= b for a, b in own)])  # "./finance" inside "./finance/x.txt"
    run: list[tuple[int, int, bool]] = []
    mixed = whole = False
    for spot in [*spots, None]:
        if spot is not None and run and _JOIN.match(text[run[-1][1]:spot[0]]):
            run.append(spot)
            continue
        names = {text[start:end] for start, end, _ in run}
        mixed = mixed or bool(names & mine and names - mine and not _other_list(names, run, named, mine, pools))
        whole = whole or names == mine
        run = [spot] if spot is not None else []
    return mixed and not whole


def _other_list(names: set[str], run: Sequence[tuple[int, int, bool]], named: Sequence[tuple[int, int, str]],
                mine: set[str], pools: Sequence[set[str]]) -> bool:
    """Whether a mixed enumeration is exactly another list the model got, the list's own items all said elsewhere too."""
    if names not in pools:
        return False
    first, last = run[0][0], run[-1][1]
    return {name for start, end, name in named if end <= first or start >= last} == mine


def places(text: str, name: str) -> Iterator[int]:
    """Where ``name`` stands in ``text`` as a whole word or phrase."""
    start = text.find(name)
    while start >= 0:
        end = start + len(name)
        before = start == 0 or not text[start - 1].isalnum()
        after = end == len(text) or not text[end].isalnum()
        if before and after:
            yield start
        start = text.find(name, start + 1)


#: Words that say something is wrong with what a sentence names, in the suites' languages.
TROUBLE = frozenset({
    "attention", "problem", "problems", "issue", "issues", "trouble", "wrong", "faulty", "fault", "unhealthy",
    "damaged", "broken", "defective", "error", "errors", "atención", "atencion", "problema", "problemas", "avería",
    "averia", "falla", "defectuoso", "dañado", "aufmerksamkeit", "probleme", "defekt", "fehler", "fehlerhaft",
    "beschädigt", "kaputt", "problème", "problèmes", "défaut", "défectueux", "endommagé", "erreur", "attenzione",
    "problemi", "guasto", "difettoso", "danneggiato", "errore", "atenção", "atencao", "defeito", "defeituoso",
    "danificado", "falha", "erro"})
#: Words that take the trouble after them back ("no problems", "nothing wrong", "sin problemas").
_NO_TROUBLE = _DENIALS | frozenset({"nothing", "without", "any", "sin", "sem", "ohne", "senza", "sans", "keine",
                                    "keinerlei", "nessun", "nessuno", "aucun", "aucune", "ningún", "ninguna",
                                    "nenhum", "nenhuma"})
#: Words that put the trouble after them in a condition ("if you have any issues").
_IF = frozenset({"if", "whether", "si", "se", "wenn", "falls", "ob"})
#: What parts a sentence where it turns to something else: a comma, a dash, "but" in the suites' languages.
_CONTRAST = re.compile(r",\s|\s[-–—]\s|\b(?:but|however|although|though|while|whereas|pero|aunque|aber|obwohl|"
                       r"jedoch|mais|cependant|ma|però|mas|porém|embora)\b")


def flag_contradicted(value: Any, text: str) -> bool:
    """Whether a sentence of ``text`` (normalized) says the fact's one flag the other way (see the module doc)."""
    flags = [(key, item) for key, item in _keyed(value) if isinstance(item, bool)]
    if len(flags) != 1 or sum(1 for _ in leaves(value)) != 1:
        return False
    return flag_said_wrong(*flags[0], text)


def key_words(key: str) -> set[str]:
    """The words of a key that name something (``login_status``: ``login``; ``canDrive``: ``can``, ``drive``), case-folded."""
    return {word.casefold() for word in re.split(r"_|(?<=[a-z])(?=[A-Z])|\W", key)
            if (len(word) >= 4 or word.casefold() in _MODALS) and word.casefold() not in _GENERIC}


def flag_said_wrong(key: str, flag: bool, text: str, others: frozenset[str] = frozenset()) -> bool:
    """Whether ``text`` (normalized) says the flag under ``key`` only the other way (see the module doc).

    Args:
        key: The flag's key.
        flag: Its value.
        text: The replies, normalized (one space, case-folded).
        others: The :func:`key_words` of the other keys of the fact: a word of the flag's key among
            them does not name the flag itself (it may still name what the flag is about).
    """
    words_of_key = key_words(key)
    own = {word[:3] for word in words_of_key - others}
    about = {word[:4] if len(word) >= 4 else word for word in words_of_key}
    said: set[bool] = set()
    for sentence in _SENTENCE.split(text):
        if any(_troubled(_WORD.findall(clause), about) for clause in _CONTRAST.split(sentence)):
            said.add(False)
            continue
        words = _WORD.findall(sentence)
        if any(len(word) >= 4 and word[:3] in own for word in words) or _well(words, about):
            back = _taken_back(words)
            said.add(not (any(i not in back and (word in _DENIALS or word.endswith(("n't", "n’t")))
                              for i, word in enumerate(words)) and "true" not in words))
    return said == {not flag}


#: Words that say what a sentence names is as it should be, in the suites' languages ("the pressures are fine").
WELL = frozenset({"fine", "ok", "okay", "good", "normal", "healthy", "bien", "bueno", "buena", "buenos", "buenas",
                  "correcto", "correcta", "gut", "ordnung", "bene", "buono", "buona", "buoni", "normale", "normali",
                  "bom", "boa", "bons", "boas", "correct", "correcte", "corretto", "correta", "correto"})


def _well(words: Sequence[str], about: set[str]) -> bool:
    """Whether a sentence names what a flag is about (``about``: stems of its key's words) and says it is as it should be."""
    return any(word in WELL for word in words) and \
        any(len(word) >= 4 and (word[:4] in about or word[:3] in about) for word in words)


def _troubled(words: Sequence[str], about: set[str]) -> bool:
    """Whether a clause names what a flag is about (``about``: stems of its key's words) and says it is wrong.

    A word of :data:`TROUBLE` counts unless a word that takes it back stands within the two words
    before it ("no problems") or a word of condition stands anywhere before it ("if you have any
    issues").
    """
    if not any(len(word) >= 4 and (word[:4] in about or word[:3] in about) for word in words):
        return False
    back = _taken_back(words)
    return any(word in TROUBLE and not back & set(range(i - 2, i)) and not _IF & set(words[:i])
               for i, word in enumerate(words))


def _taken_back(words: Sequence[str]) -> set[int]:
    """The positions of the words that take back a trouble word within the two words after them ("no problems").

    They deny the trouble, not the flag.
    """
    return {j for i, word in enumerate(words) if word in TROUBLE for j in range(max(0, i - 2), i)
            if re.split("['’]", words[j])[0] in _NO_TROUBLE or words[j].endswith(("n't", "n’t"))}


def _keyed(value: Any) -> Iterator[tuple[str, Any]]:
    if isinstance(value, dict):
        for key, item in value.items():
            if isinstance(item, (dict, list)):
                yield from _keyed(item)
            else:
                yield str(key), item
    elif isinstance(value, list):
        for item in value:
            yield from _keyed(item)


#: A reply's first word that answers a yes-or-no question, in the suites' languages, when a comma or a stop follows.
_YES = frozenset({"yes", "yep", "sí", "si", "ja", "oui", "sim"})
_NO = frozenset({"no", "nope", "nein", "non", "não", "nao"})
_ANSWER = re.compile(r"^\W*(\w+)\s*[,.!;:]")


def answered_against(value: Any, text: str) -> bool:
    """Whether a reply opens with "No," where the fact's one flag is true (or "Yes," where it is false).

    ``text`` is the reply case-folded. A search that found nothing (only empty lists) answers no:
    "Yes." to it is against it.
    """
    flags = [leaf for leaf in leaves(value) if isinstance(leaf, bool)]
    opening = _ANSWER.match(text)
    if opening is None:
        return False
    if not flags and _found_nothing(value):
        return opening.group(1) in _YES
    return len(flags) == 1 and opening.group(1) in (_NO if flags[0] else _YES)


def _found_nothing(value: Any) -> bool:
    """Whether a result holds only empty lists (``{"matching_lines": []}``)."""
    if isinstance(value, dict):
        return bool(value) and all(_found_nothing(item) for item in value.values())
    return isinstance(value, list) and not value
