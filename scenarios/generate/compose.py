"""User turns from a story's steps: the phrasings joined, styled and filled with the stated values.

Each step the user asks for contributes its phrasing; a lookup the model must make contributes
nothing. A turn's later phrasings are joined in a way every language's word order allows: a
question with its "and" ("And is…?", "¿Y cuántos…?", "Und wie…?"), anything else with "Then", "Y
después," or "Und dann:" (German keeps the sentence whole after the colon). The turn is styled as
one text (:func:`sandbox.tools.phrasing.stylize`) and filled in; a styled text that lost a
placeholder or a value falls back to the plain one. What filling leaves odd is tidied: a word said
twice before an id ("card card_3325") and a full stop after a question mark. The miss_param
annotation withholds one stated value of a required parameter: the request says the user still has
to check it (after the styled request, so a "please" stays with the request), the follow-up says
it.
"""

from __future__ import annotations

import random
import re
import string
from collections.abc import Sequence
from typing import Any

from sandbox.tools.phrasing import Phrasing, format_value, render, stylize
from scenarios.generate.story import Step

_FORMATTER = string.Formatter()
#: How a later request of the same turn is introduced: an instruction or statement, and a question
#: (``{}`` is the request; ``lower`` whether its first letter is lowered).
THEN = {"en": "Then {}", "es": "Y después, {}", "de": "Und dann: {}"}
AND = {"en": "And {}", "es": "¿Y {}", "de": "Und {}"}
#: First words that already place a request after the one before it.
SEQUENCED = frozenset({"now", "ahora", "jetzt", "then", "luego", "después", "dann", "danach"})
#: What stands for a withheld value, and the sentence saying the user will give it.
HELD = {
    "en": ("…", "Hold on, I still have to look that up."),
    "es": ("…", "Un momento, eso todavía tengo que comprobarlo."),
    "de": ("…", "Moment, das muss ich erst noch nachsehen."),
}
#: How the follow-up that supplies the withheld value begins.
FOLLOW = {"en": "Found it:", "es": "Ya lo tengo:", "de": "Hab's gefunden:"}


def _renamed(text: str, index: int, drop: str | None = None, stand_in: str = "") -> str:
    """``text`` with every placeholder ``{x}`` renamed ``{x__<index>}`` (``drop`` replaced by ``stand_in``)."""
    out = []
    for literal, name, _, _ in _FORMATTER.parse(text):
        out.append(literal.replace("{", "{{").replace("}", "}}"))
        if name is not None:
            out.append(stand_in if name == drop else f"{{{name}__{index}}}")
    return "".join(out)


def _sentence(text: str) -> str:
    text = text.strip()
    if text.endswith((".", "?", "!", "…")) or (text[-1:] in ("'", '"') and text[-2:-1] in (".", "?", "!")):
        return text
    return text + "."


def lowered(text: str, language: str) -> str:
    """``text`` with its first letter lowered, unless it is a placeholder, a capitalised word or "I"."""
    lead = 1 if text[:1] in ("¿", "¡") else 0
    if len(text) <= lead or text[lead] == "{" or text[lead + 1:lead + 2].isupper() or text.startswith(("I ", "I'")):
        return text
    return text[:lead] + text[lead].lower() + text[lead + 1:]


def turn_template(steps: Sequence[Step], language: str, drop: tuple[int, str] | None = None) -> tuple[str, dict[str, Any]]:
    """One template for a turn's requests (placeholders renamed per step) and the values that fill it.

    ``drop`` is ``(step position, parameter)`` of a withheld value: its placeholder becomes the
    stand-in and the sentence saying it will come later is added.
    """
    parts: list[str] = []
    values: dict[str, Any] = {}
    for index, step in enumerate(steps):
        if step.phrasing is None:
            continue
        withheld = drop[1] if drop is not None and drop[0] == index else None
        text = _renamed(step.phrasing.text, index, withheld, HELD[language][0])
        values.update({f"{name}__{index}": value for name, value in step.stated.items() if name != withheld})
        if parts:
            text = _joined(text, language)
        parts.append(_sentence(text))
    return " ".join(parts), values


def _joined(text: str, language: str) -> str:
    """A later request of a turn with its join word (see the module doc)."""
    if text.split(" ", 1)[0].lower().strip(",") in SEQUENCED:
        return text  # (it says "now" itself)
    if text.rstrip().endswith("?") and (language != "es" or text.startswith("¿")):
        return AND[language].format(lowered(text.lstrip("¿"), language))
    return THEN[language].format(text if language == "de" else lowered(text, language))


_DOUBLED = re.compile(r"\b([A-Za-z]+) (\1_\w+)", re.IGNORECASE)


def tidy(text: str) -> str:
    """Text as filled, without a word said twice before an id, or a full stop before a comma or after ``?``/``!``/``…``.

    >>> tidy("Pay with card card_3325. Is it done?.")
    'Pay with card_3325. Is it done?'
    >>> tidy("La contraseña es …. Gracias.")
    'La contraseña es … Gracias.'
    """
    text = _DOUBLED.sub(lambda m: m.group(2), text)
    text = re.sub(r"…\.(?=\s|$)", "…", text)  # (a withheld value that ends the sentence)
    text = re.sub(r"(\w)\.,", r"\1,", text)
    return re.sub(r"([?!])\.(?=\s|$)", r"\1", text)


def _shown(value: Any, language: str) -> str:
    return format_value(value, language)


def turn_text(steps: Sequence[Step], language: str, style: str, rng: random.Random,
              drop: tuple[int, str] | None = None, used: set[str] | None = None) -> str:
    """The user's message for a turn, in ``style``; the plain text if styling lost a value.

    ``used`` holds the chatty sentences the scenario has said already (see :func:`stylize`).
    """
    template, values = turn_template(steps, language, drop)
    held = f" {HELD[language][1]}" if drop is not None else ""
    plain = tidy(render(Phrasing(language, template), values)) + held
    styled = stylize(template, style, language, rng, used=used)
    try:
        if Phrasing(language, styled).slots() != Phrasing(language, template).slots():
            return plain
        text = tidy(render(Phrasing(language, styled), values))
    except (ValueError, KeyError, IndexError):
        return plain
    if all(_shown(v, language) in text for v in values.values()):
        return text + held
    return plain


def follow_up(step: Step, language: str) -> str:
    """The message that supplies a withheld value: the step's request said in full."""
    assert step.phrasing is not None
    text = lowered(render(step.phrasing, step.stated), language)
    return tidy(f"{FOLLOW[language]} {_sentence(text)}")
