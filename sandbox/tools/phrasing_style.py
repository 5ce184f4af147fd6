"""Writing styles for request phrasings: the same request, terse, chatty, polite or with typos.

:func:`stylize` works on a template (its ``{placeholders}`` are left alone) or on a rendered request (pass
the rendered values as ``keep``). Either way, quoted passages, words with digits and every kept value come
through unchanged, so the values a user states can still be traced in what they wrote.

>>> import random
>>> stylize("Could you please show me {file_name}?", "terse", "en", random.Random(1))
'Show me {file_name}.'
>>> stylize("Zeig mir {file_name}.", "polite", "de", random.Random(1)).startswith("Zeig mir {file_name}, bitte.")
True
"""

from __future__ import annotations

import random
import re
from collections.abc import Collection

__all__ = ["AND", "LANGUAGES", "STYLES", "stylize"]

#: The languages phrasings are written in.
LANGUAGES = ("en", "es", "de")
#: The writing styles :func:`stylize` knows.
STYLES = ("plain", "terse", "chatty", "polite", "typos")
#: Each language's "and", for joining lists.
AND = {"en": "and", "es": "y", "de": "und"}

# Openers and fillers a terse writer leaves out (case-insensitive, at the start or anywhere).
_OPENERS = {
    "en": r"^(?:hi|hey|hello)[,!]?\s+|^(?:could|can|would) you(?: please)?\s+|^i(?:'d| would) like (?:you )?to\s+"
          r"|^i (?:want|need) (?:you )?to\s+|^please\s+",
    "es": r"^(?:hola)[,!]?\s+|^¿?(?:podrías|puedes|podrías|podría usted|puede)(?: por favor)?\s+"
          r"|^(?:me gustaría|quiero|quisiera|necesito)(?: que)?\s+|^por favor,?\s+",
    "de": r"^(?:hallo|hi)[,!]?\s+|^(?:kannst|könntest) du(?: bitte)?\s+|^(?:können|könnten) sie(?: bitte)?\s+"
          r"|^ich (?:möchte|würde gern|will)\s+|^bitte\s+",
}
_FILLERS = {
    "en": r",?\s*\bplease\b,?|\s*\b(?:thanks|thank you)\b[.!]?",
    "es": r",?\s*\bpor favor\b,?|\s*\bgracias\b[.!]?",
    "de": r",?\s*\bbitte\b,?|\s*\b(?:danke|vielen dank)\b[.!]?",
}
_PLEASE = {"en": "please", "es": "por favor", "de": "bitte"}
_THANKS = {
    "en": ("Thanks!", "Thank you.", "Thanks a lot.", "Many thanks!", "Thank you so much."),
    "es": ("¡Gracias!", "Gracias.", "Muchas gracias.", "¡Mil gracias!", "Te lo agradezco."),
    "de": ("Danke!", "Vielen Dank.", "Danke schön!", "Besten Dank.", "Danke dir."),
}
_CONTEXT = {
    "en": ("I'm tidying things up before the weekend.", "Busy morning here, so bear with me.",
           "My manager just asked me about this.", "I've been putting this off all week.",
           "Quick one before my next meeting.", "I'm helping a friend sort something out.",
           "Trying to get organised today.", "This came up while I was having lunch."),
    "es": ("Estoy ordenando cosas antes del fin de semana.", "Tengo una mañana muy liada.",
           "Mi jefa me acaba de preguntar por esto.", "Llevo toda la semana posponiendo esto.",
           "Una cosa rápida antes de mi próxima reunión.", "Estoy ayudando a un amigo con un asunto.",
           "Hoy quiero dejarlo todo organizado.", "Se me ocurrió mientras comía."),
    "de": ("Ich räume vor dem Wochenende ein bisschen auf.", "Heute ist viel los bei mir.",
           "Meine Chefin hat mich gerade danach gefragt.", "Das schiebe ich schon die ganze Woche vor mir her.",
           "Kurz vor meinem nächsten Termin noch etwas.", "Ich helfe gerade einem Freund bei etwas.",
           "Ich will heute endlich Ordnung schaffen.", "Das ist mir beim Mittagessen eingefallen."),
}
# A placeholder, a quoted passage, or a word holding a digit: never changed by any style.
_PROTECTED = re.compile(r"\{[^{}]*\}|(?<!\w)'[^']+'(?!\w)|\"[^\"]*\"|«[^»]*»|„[^“]*“|\S*\d\S*")
_MARK = "\x00{}\x00"
_WORD = re.compile(r"(?<![\w\x00])[a-zäöüßáéíóúñ]{4,}(?![\w\x00])")


def _mask(text: str, keep: Collection[str]) -> tuple[str, list[str]]:
    saved: list[str] = []

    def hide(match: re.Match[str]) -> str:
        saved.append(match.group(0))
        return _MARK.format(len(saved) - 1)

    values = sorted({k for k in keep if k}, key=len, reverse=True)
    if values:  # one pass, longest first, so no value is found inside another's mark
        text = re.sub("|".join(map(re.escape, values)), hide, text)
    parts = re.split(r"(\x00\d+\x00)", text)
    return "".join(p if p.startswith("\x00") else _PROTECTED.sub(hide, p) for p in parts), saved


def _unmask(text: str, saved: list[str]) -> str:
    return re.sub(r"\x00(\d+)\x00", lambda m: saved[int(m.group(1))], text)


def _capitalize(text: str) -> str:
    text = text.lstrip()
    return text[:1].upper() + text[1:] if text[:1].isalpha() else text


def _end(text: str) -> tuple[str, str]:
    """The sentence without its final punctuation, and that punctuation (``.`` when it had none)."""
    stripped = text.rstrip()
    match = re.search(r"[.!?]+$", stripped)
    if match:
        return stripped[: match.start()], match.group(0)
    return stripped, "."


def _terse(text: str, language: str) -> str:
    opened = re.sub(_OPENERS[language], "", text, count=1, flags=re.IGNORECASE)
    cut = re.sub(_FILLERS[language], "", opened, flags=re.IGNORECASE)
    body, mark = _end(cut)
    if (mark == "?" and opened != text) or mark == "!":
        mark = "."
    if language == "es" and mark != "?":
        body = body.replace("¿", "")
    return _capitalize(body.strip(" ,")) + mark if body.strip(" ,") else text


def _polite(text: str, language: str, rng: random.Random) -> str:
    if not re.search(rf"\b{_PLEASE[language]}\b", text, flags=re.IGNORECASE):
        body, mark = _end(text)
        text = f"{body}, {_PLEASE[language]}{mark}"
    return f"{text} {rng.choice(_THANKS[language])}"


def _typos(text: str, rng: random.Random) -> str:
    words = list(_WORD.finditer(text))
    if not words:
        return text
    chosen = sorted(rng.sample(words, min(len(words), rng.choice((1, 2)))), key=lambda m: m.start(), reverse=True)
    for match in chosen:
        word = match.group(0)
        inner = [i for i in range(1, len(word) - 2) if word[i] != word[i + 1]]
        if inner and rng.random() < 0.5:
            i = rng.choice(inner)
            word = word[:i] + word[i + 1] + word[i] + word[i + 2:]
        else:
            i = rng.randrange(1, len(word) - 1)
            word = word[:i] + word[i + 1:]
        text = text[: match.start()] + word + text[match.end():]
    return text


def stylize(text: str, style: str, language: str, rng: random.Random, keep: Collection[str] = (),
             used: set[str] | None = None) -> str:
    """``text`` rewritten in ``style`` (one of :data:`STYLES`), drawing its choices from ``rng``.

    ``plain`` leaves the text as it is; ``terse`` drops greetings, "could you", please and thanks;
    ``polite`` adds the language's please (unless there is one) and a thanks; ``chatty`` puts a short
    sentence about the user's day first; ``typos`` swaps or drops a letter in one or two lowercase words of
    four letters or more. Placeholders, quoted passages, words with digits and the strings in ``keep`` are
    never changed. The same ``rng`` state gives the same result. An unknown style or language is a
    :class:`ValueError`. With ``used``, a chatty sentence already in it is not taken again (the one
    taken is added), and none is put first once every one has been used: several requests of one
    conversation each open differently.
    """
    if style not in STYLES:
        raise ValueError(f"unknown style {style!r}; expected one of {', '.join(STYLES)}")
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r}; expected one of {', '.join(LANGUAGES)}")
    masked, saved = _mask(text, keep)
    if style == "terse":
        masked = _terse(masked, language)
    elif style == "polite":
        masked = _polite(masked, language, rng)
    elif style == "chatty":
        fresh = [c for c in _CONTEXT[language] if used is None or c not in used]
        if fresh:
            chosen = rng.choice(fresh)
            masked = f"{chosen} {masked}"
            if used is not None:
                used.add(chosen)
    elif style == "typos":
        masked = _typos(masked, rng)
    return _unmask(masked, saved)
