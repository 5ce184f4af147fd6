"""The :class:`Phrasing` type on its own, so that domains can hold phrasings without the checks' imports."""

from __future__ import annotations

import string
from dataclasses import dataclass
from typing import Any

__all__ = ["MEANINGS", "Phrasing"]

#: What a phrasing may say of a parameter's value (:attr:`Phrasing.means`).
MEANINGS = frozenset({"count", "existing", "new", "own", "other", "author", "down", "up"})

_FORMATTER = string.Formatter()


@dataclass(frozen=True)
class Phrasing:
    """A user's request for one call of a tool, as a template in one language.

    Args:
        language: ``en``, ``es`` or ``de`` (see :data:`LANGUAGES`).
        text: The request, with ``{param}`` placeholders for exactly the arguments the user states.
            Quote a placeholder in the text when a user would quote the value (``'{message}'``).
        fixed: Arguments the words themselves imply, as ``(parameter, value)`` pairs
            (``(("unlock", True),)`` for "Unlock the doors"); list values are written as tuples.
        means: What the words say of a parameter's value beyond its type, as ``(parameter, meaning)``
            pairs: ``count`` (a whole number of things: "into {b} equal parts"), ``existing`` (names
            something the state already holds: "copy it into the {destination} folder"), ``new``
            (names something the call creates: "rename it to {destination}"), ``own`` or ``other``
            (the record the call acts on is the user's own, or someone else's: "mention Ana in my
            post", "repost that"), ``author`` (a value the words leave to a record shown before is
            that record's author: "how active is the author of that post?" needs a post shown),
            ``down`` or ``up`` (the value lowers or raises the setting the call sets: "cool the car
            down to {temperature} degrees" is said of a temperature below the one set).
        one: The request as said of a single item, where the words for a list placeholder filled
            with one value differ ("with the hashtag {tags}" beside "with the hashtags {tags}"); the
            same placeholders as :attr:`text`. Empty when the words fit any number of items.
    """

    language: str
    text: str
    fixed: tuple[tuple[str, Any], ...] = ()
    means: tuple[tuple[str, str], ...] = ()
    one: str = ""

    def slots(self) -> frozenset[str]:
        """The placeholder names of :attr:`text` (a :class:`ValueError` when its braces do not parse)."""
        return frozenset(name for _, name, _, _ in _FORMATTER.parse(self.text) if name is not None)

    def fixed_args(self) -> dict[str, Any]:
        """:attr:`fixed` as a dict, with tuple values turned back into lists as a call passes them."""
        return {name: list(value) if isinstance(value, tuple) else value for name, value in self.fixed}

    def said(self, values: dict[str, Any]) -> Phrasing:
        """The phrasing as said of ``values`` (its call's arguments): its :attr:`one` text when a list holds one item.

        The list may be stated ("with the hashtags {tags}") or left to an earlier result ("check
        those stocks").

        >>> p = Phrasing("en", "Tag it {tags}s.", one="Tag it {tags}.")
        >>> p.said({"tags": ["#a"]}).text, p.said({"tags": ["#a", "#b"]}).text
        ('Tag it {tags}.', 'Tag it {tags}s.')
        """
        said = [values[s] for s in self.slots() if isinstance(values.get(s), (list, tuple))]
        lists = said or [v for v in values.values() if isinstance(v, (list, tuple))]  # (the words' own lists first)
        single = any(len(v) == 1 for v in lists)
        if not (single and self.one):
            return self
        return Phrasing(self.language, self.one, self.fixed, self.means)

    def meaning(self, param: str) -> str:
        """What the words say of ``param``'s value (see :attr:`means`); empty when nothing."""
        return next((meaning for name, meaning in self.means if name == param), "")
