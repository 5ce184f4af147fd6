"""Trace the literal arguments of ground-truth calls back to where a model could have read them.

A literal is *traced* when a model could know it at that point of the conversation:

- strings: found (ignoring case and runs of whitespace) in the user text so far, the initial
  configuration, the output of an earlier gold call, or the called tool's own documentation
  (enumerated options such as ``"START"`` or ``"economy"``);
- dates written ``YYYY-MM-DD``: also when the text names the day and month in words or digits
  ("December 15th", "15 Dec", "12/15");
- numbers (and strings that are numbers): equal (after rounding to 6 decimals) to a number written
  in those places (``1,250.50`` and ``$3`` count, and so do the words one to twenty), or one
  arithmetic step (+ - * /) away from two such numbers (10 shares at 220.34 -> 2203.4; a tank of
  50 gallons holding 6.15 -> 43.85);
- booleans, ``None``, empty strings and a parameter's own default value: always.

Lists and dicts are traced element by element (dict keys like values). What cannot be traced is
what BFCL issue #1367 is about: a gold value the model could never produce (a tweet text no tool
output contains, a booking id the question never gives).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from functools import lru_cache
from dataclasses import dataclass, field
from typing import Any

from sandbox.episode.calls import ToolCall
from sandbox.episode.memo import ByIdentity
from sandbox.tools.spec import ToolSpec

_SPACE = re.compile(r"\s+")
_NUMBER = re.compile(r"(?<![\w.])-?\d[\d,]*(?:\.\d+)?|(?<![\w\d])\.\d+")
_WORDS = {
    word: float(index)
    for index, word in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
        "seventeen eighteen nineteen twenty".split()
    )
}
_WORDS.update({"thirty": 30.0, "forty": 40.0, "fifty": 50.0, "hundred": 100.0, "thousand": 1000.0, "half": 0.5})
#: A whole run of letters that is one of :data:`_WORDS` (what ``[a-z]+`` would cut out and find there).
_NUMBER_WORD = re.compile(rf"(?<![a-z])(?:{'|'.join(sorted(_WORDS, key=len, reverse=True))})(?![a-z])")
_DIGITS = 6
_ISO_DATE = re.compile(r"^(\d{4})-(\d{2})-(\d{2})$")
_MONTHS = (
    "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
    "december",
)


def _norm(text: str) -> str:
    return _SPACE.sub(" ", text).strip().lower()


def _key(number: float) -> float:
    return round(number, _DIGITS)


def numbers_in(text: str) -> set[float]:
    """The numbers written in a text, as digits (``1,250.5``) or as words up to twenty.

    >>> sorted(numbers_in("Buy 10 shares at $1,250.50, then two more"))
    [2.0, 10.0, 1250.5]
    """
    found = set()
    for match in _NUMBER.findall(text):
        try:
            found.add(_key(float(match.replace(",", ""))))
        except ValueError:
            continue
    for word in _NUMBER_WORD.findall(text.lower()):
        found.add(_WORDS[word])
    return found


#: The longest text whose scan is cached (short leaves recur; a long result is scanned each time).
_CACHED_TEXT = 2_000


@lru_cache(maxsize=1 << 15)
def _scanned(text: str) -> tuple[str, frozenset[float]]:
    """A text normalised for search and its numbers (the same texts recur in a scenario's variants)."""
    return _norm(text), frozenset(numbers_in(text))


def _leaves(value: Any) -> Iterator[Any]:
    if isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from _leaves(item)
    elif isinstance(value, list):
        for item in value:
            yield from _leaves(item)
    else:
        yield value


def _joined_lists(value: Any) -> Iterator[str]:
    """Lists of strings joined line by line: a model may write such a list into a file or a message."""
    if isinstance(value, dict):
        for item in value.values():
            yield from _joined_lists(item)
    elif isinstance(value, list):
        if value and all(isinstance(item, str) for item in value):
            yield "\n".join(value)
        for item in value:
            yield from _joined_lists(item)


@dataclass
class Sources:
    """Everything a model has seen so far in one scenario, searchable.

    ``numbers`` holds every number seen; ``derivable`` those that may be combined by one arithmetic
    step (all but tool documentation).
    """

    texts: list[str] = field(default_factory=list)
    numbers: set[float] = field(default_factory=set)
    derivable: set[float] = field(default_factory=set)

    def add_text(self, text: str, *, derivable: bool = True) -> None:
        """Add free text (a user message, a tool's documentation)."""
        normed, found = _scanned(text) if len(text) <= _CACHED_TEXT else (_norm(text), frozenset(numbers_in(text)))
        self.texts.append(normed)
        self.numbers |= found
        if derivable:
            self.derivable |= found

    def add_json(self, value: Any, *, derivable: bool = True) -> None:
        """Add a JSON value (a configuration, a decoded tool output): every key and leaf."""
        for joined in _joined_lists(value):
            self.add_text(joined, derivable=False)
        for leaf in _leaves(value):
            if isinstance(leaf, str):
                self.add_text(leaf, derivable=derivable)
            elif isinstance(leaf, (int, float)) and not isinstance(leaf, bool):
                self.numbers.add(_key(float(leaf)))
                if derivable:
                    self.derivable.add(_key(float(leaf)))

    def add_output(self, output: str) -> None:
        """Add a tool's result string (JSON when it parses, text otherwise)."""
        self.extend(_output_sources(output))

    def add_config(self, config: dict[str, Any]) -> None:
        """:meth:`add_json` for a scenario's configurations (never changed once made: scanned once per object)."""
        self.extend(_config_sources(config))

    def extend(self, other: Sources) -> None:
        """Add everything ``other`` holds."""
        self.texts += other.texts
        self.numbers |= other.numbers
        self.derivable |= other.derivable

    def has_string(self, text: str) -> bool:
        """Whether the text occurs in any source (ignoring case and whitespace runs)."""
        needle = _norm(text)
        return not needle or any(needle in hay for hay in self.texts)

    def has_date(self, text: str) -> bool:
        """Whether an ISO date (``2026-12-15``) is named in words or digits ("Dec 15th", "12/15")."""
        match = _ISO_DATE.match(text)
        if match is None:
            return False
        month, day = int(match.group(2)), int(match.group(3))
        if not 1 <= month <= 12:
            return False
        name = _MONTHS[month - 1]
        months = rf"(?:{name}|{name[:3]}\.?)"
        days = f"0?{day}(?:st|nd|rd|th)?"
        pattern = re.compile(
            rf"\b{months},? {days}\b|\b{days} (?:of )?{months}\b|\b0?{month}/0?{day}\b"
        )
        return any(pattern.search(hay) for hay in self.texts)

    def has_number(self, value: float, extra: set[float] | None = None) -> bool:
        """Whether the number occurs in a source or is one arithmetic step from two that do."""
        target = _key(value)
        pool = self.derivable | (extra or set())
        if target in self.numbers or target in pool:
            return True
        for a in pool:
            if _key(target - a) in pool or _key(a - target) in pool or _key(target + a) in pool:
                return True
            if a != 0 and _key(target / a) in pool:
                return True
            if target != 0 and (_key(a / target) in pool or _key(target * a) in pool):
                return True
        return False


#: Result strings whose scan is remembered (a base and its variants get the same results back).
_OUTPUTS = 256


@lru_cache(maxsize=_OUTPUTS)
def _output_sources(output: str) -> Sources:
    """The sources one result string adds (read-only: :meth:`Sources.extend` copies from it)."""
    found = Sources()
    try:
        value = json.loads(output)
    except json.JSONDecodeError:
        found.add_text(output)
        return found
    found.add_json(value)
    return found


def _scan_config(config: dict[str, Any]) -> Sources:
    found = Sources()
    found.add_json(config)
    return found


_config_sources = ByIdentity(_scan_config, capacity=256)


def _is_number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


#: Prefixes a tool's documentation may ask for before a name (``@`` for users, ``#`` for tags).
_PREFIXES = ("@", "#")


def untraced(value: Any, sources: Sources, tool_docs: Sources) -> list[Any]:
    """The parts of an argument value that no source explains (empty when all are traced)."""
    if value is None or isinstance(value, bool):
        return []
    if isinstance(value, str):
        if sources.has_string(value) or tool_docs.has_string(value) or sources.has_date(value):
            return []
        if value[:1] in _PREFIXES and tool_docs.has_string(f"starting with ``{value[0]}``") and sources.has_string(value[1:]):
            return []  # '@julia' where the parameter's documentation asks for an '@' before a known name
        return [] if _is_number(value) and sources.has_number(float(value), tool_docs.numbers) else [value]
    if isinstance(value, (int, float)):
        return [] if sources.has_number(value, tool_docs.numbers) else [value]
    if isinstance(value, list):
        return [part for item in value for part in untraced(item, sources, tool_docs)]
    if isinstance(value, dict):
        missing = []
        for key, item in value.items():
            missing += untraced(key, sources, tool_docs)
            missing += untraced(item, sources, tool_docs)
        return missing
    return [value]


def docs_of(spec: ToolSpec) -> Sources:
    """The documentation of one tool as a source (its summary, description and parameter docs)."""
    docs = Sources()
    docs.add_text(spec.full_description(), derivable=False)
    for param in spec.params:
        docs.add_text(param.description, derivable=False)
    return docs


_docs = ByIdentity(docs_of, capacity=1024)  # (read-only: a tool's documentation does not change)


def untraced_arguments(call: ToolCall, spec: ToolSpec | None, sources: Sources) -> list[tuple[str, Any]]:
    """``(parameter, value)`` for every part of the call's arguments that cannot be traced."""
    if spec is None:
        return []
    docs = _docs(spec)
    named = {**dict(zip((p.name for p in spec.params), call.args)), **call.arguments}
    defaults = {p.name: p.default for p in spec.params if not p.required}
    found = []
    for name, value in named.items():
        if name in defaults and defaults[name] == value:
            continue
        found += [(name, part) for part in untraced(value, sources, docs)]
    return found
