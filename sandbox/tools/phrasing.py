"""Request phrasings: how a user asks, in their own words, for one call of a tool.

A :class:`Phrasing` is a template in one language. Its ``{param}`` placeholders are the arguments the user
states; :func:`render` fills them with values written the way a user would write them. An argument the
template leaves out is one the model must look up or derive from an earlier result, or one that keeps its
default. Arguments that a phrasing implies by its words (``"Unlock the doors"`` means ``unlock=True``) are
listed in :attr:`Phrasing.fixed`, so the call a phrasing asks for is fully known.

A placeholder may also name a parameter of another tool of the domain when that tool produces a value this
tool needs: ``"Send {user} a message saying '{message}'"`` for a tool taking ``receiver_id`` and
``message``, where ``user`` is the parameter of the tool that looks a user's id up by name. Such
*lookup slots* are resolved with :func:`~sandbox.tools.phrasing_check.lookup_sources`.

A domain declares its phrasings as ``Domain(phrasings={tool name: [Phrasing, ...]})``;
:func:`check_phrasings` lists what is wrong with them, and :func:`stylize` rewrites a template or a rendered
request in one of the :data:`STYLES`.

>>> p = Phrasing("en", "Add {a} and {b}")
>>> sorted(p.slots())
['a', 'b']
>>> render(p, {"a": 2.50, "b": 4.0})
'Add 2.5 and 4'
>>> render(Phrasing("es", "Suma {numbers}"), {"numbers": [1, 2, 3]})
'Suma 1, 2 y 3'
"""

from __future__ import annotations

import string
from collections.abc import Mapping

from sandbox.tools.phrasing_base import Phrasing
from sandbox.tools.phrasing_check import check_phrasings, lookup_sources
from sandbox.tools.phrasing_style import AND, LANGUAGES, STYLES, stylize

__all__ = ["LANGUAGES", "STYLES", "Phrasing", "check_phrasings", "format_value", "lookup_sources", "render",
           "stylize"]

_FORMATTER = string.Formatter()


def format_value(value: object, language: str) -> str:
    """A value written as a user would write it in ``language``.

    Strings stay as they are, whole floats lose their ``.0`` and other floats their trailing zeros (the
    decimal point stays a point in every language, so a value can be traced back), booleans become the
    language's yes or no, lists are joined with commas and the language's "and", mappings become
    ``key: value`` pairs joined the same way.
    """
    if isinstance(value, bool):
        return {"en": ("no", "yes"), "es": ("no", "sí"), "de": ("nein", "ja")}.get(language, ("no", "yes"))[value]
    if isinstance(value, float):
        if value.is_integer() and abs(value) < 1e15:
            return str(int(value))
        return format(value, ".12g")
    if isinstance(value, (list, tuple)):
        return _join([format_value(item, language) for item in value], language)
    if isinstance(value, Mapping):
        return _join([f"{key}: {format_value(item, language)}" for key, item in value.items()], language)
    return str(value)


def _join(items: list[str], language: str) -> str:
    if len(items) <= 1:
        return "".join(items)
    word = AND.get(language, "and")
    if language == "es" and items[-1].lower().startswith(("i", "hi")) and not items[-1].lower().startswith("hie"):
        word = "e"
    return f"{', '.join(items[:-1])} {word} {items[-1]}"


def render(phrasing: Phrasing, values: Mapping[str, object]) -> str:
    """The phrasing's text with every placeholder filled from ``values`` (see :func:`format_value`).

    A placeholder without a value is a :class:`KeyError` naming it; values for names the template does not
    use are ignored.
    """
    missing = sorted(phrasing.slots() - set(values))
    if missing:
        raise KeyError(f"no value for placeholder(s) {', '.join(missing)} in {phrasing.text!r}")
    parts = []
    for literal, name, _, _ in _FORMATTER.parse(phrasing.text):
        parts.append(literal)
        if name is not None:
            parts.append(format_value(values[name], phrasing.language))
    return "".join(parts)
