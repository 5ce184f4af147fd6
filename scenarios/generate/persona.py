"""One person per story: the user is the same person in every app a scenario visits.

Each domain's state is drawn on its own, so the posting account may be Lena Rossi's while the
ticket desk's logged-in user is Omar's. :func:`share` renames, in every state after the first that
names the user, the user's own person to the story's person (:func:`person_of`): their first and
last name wherever they stand as a word (a ``user_map`` key, a card holder's name, ``omar10`` as
``greta10``), swapping with anyone of the story's person's name already there. A state that names no
user of its own (nobody logged in) gets the person as its first account, so the user logs in as
themselves. :func:`names_other` tells a log-in as someone else, which a story refuses.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from sandbox.tools.fake import FIRST_NAMES, LAST_NAMES
from scenarios.generate.pools import credential_pairs
from scenarios.generate.sense import identity

_FIRST = frozenset(FIRST_NAMES)
_LAST = frozenset(LAST_NAMES)
#: Configuration keys holding the user's own first and last name.
NAME_KEYS = ("user_first_name", "user_last_name")

Person = tuple[str | None, str | None]


def _tokens(value: str) -> list[str]:
    return [t.capitalize() for t in re.split(r"[^A-Za-z]+", value) if t]


def parse(value: str) -> Person:
    """The first and last name a user name or a full name is made of (``ana_ruiz``, ``a.ruiz``, ``ana42``).

    >>> parse("lena_rossi"), parse("omar10"), parse("x.tanaka")
    (('Lena', 'Rossi'), ('Omar', None), (None, 'Tanaka'))
    """
    tokens = _tokens(value)
    first = next((t for t in tokens if t in _FIRST), None)
    last = next((t for t in tokens if t in _LAST and t != first), None)
    return first, last


def _holder(config: Mapping[str, Any], value: str) -> str | None:
    """The first name a mapping of the configuration files ``value`` under (``{"Ana": "USR003"}``)."""
    stack: list[Any] = [config]
    while stack:
        item = stack.pop()
        if isinstance(item, Mapping):
            for key, inner in item.items():
                if str(inner) == value and str(key) in _FIRST:
                    return str(key)
                stack.append(inner)
        elif isinstance(item, list):
            stack += item
    return None


def _accounts(config: Mapping[str, Any]) -> list[str]:
    """The configuration's own account, else its first account (a user name, or the first id of a user map)."""
    own = sorted(identity(config))
    if own:
        return own
    pairs = credential_pairs(config)
    if pairs:
        return [pairs[0][0]]
    users = [v for v in config.values() if isinstance(v, Mapping) and v and all(str(k) in _FIRST for k in v)]
    return [str(min(users[0].values()))] if users else []


def person_of(config: Mapping[str, Any], *, own_only: bool = False) -> Person:
    """Whose app this is: the user's name the configuration holds, else the person of its (first) account.

    >>> person_of({"user_first_name": "Priya", "user_last_name": "Fischer"})
    ('Priya', 'Fischer')
    >>> person_of({"user_map": {"Rosa": "USR001", "Omar": "USR002"}, "current_user": "USR002"})
    ('Omar', None)
    >>> person_of({"accounts": {"elena_alvarez": "x1"}}, own_only=True)
    (None, None)
    """
    if all(isinstance(config.get(k), str) for k in NAME_KEYS):
        return str(config[NAME_KEYS[0]]), str(config[NAME_KEYS[1]])
    for value in (sorted(identity(config)) if own_only else _accounts(config)):
        held = _holder(config, value)
        person = (held, None) if held else parse(value)
        if person != (None, None):
            return person
    return None, None


def _swaps(old: Person, new: Person) -> dict[str, str]:
    """Name words to replace, both ways (the new name's holder gets the old one), in both cases."""
    table: dict[str, str] = {}
    for was, now in zip(old, new):
        if was and now and was != now:
            for a, b in ((was, now), (now, was)):
                table[a], table[a.lower()] = b, b.lower()
    return table


def _renamed(value: Any, table: Mapping[str, str], pattern: re.Pattern[str]) -> Any:
    if isinstance(value, str):
        return pattern.sub(lambda m: table[m.group(0)], value)
    if isinstance(value, Mapping):
        return {_renamed(k, table, pattern): _renamed(v, table, pattern) for k, v in value.items()}
    if isinstance(value, list):
        return [_renamed(v, table, pattern) for v in value]
    return value


def rename(config: dict[str, Any], old: Person, new: Person) -> dict[str, Any]:
    """``config`` with person ``old`` called ``new`` (and anyone called ``new`` called ``old``).

    >>> rename({"accounts": {"omar10": "pw"}, "current_user": "omar10"}, ("Omar", None), ("Greta", "Kim"))
    {'accounts': {'greta10': 'pw'}, 'current_user': 'greta10'}
    >>> rename({"user_map": {"Greta": "USR001", "Omar": "USR002"}}, ("Omar", None), ("Greta", None))
    {'user_map': {'Omar': 'USR001', 'Greta': 'USR002'}}
    """
    table = _swaps(old, new)
    if old[0] and new[0] and old[1] and new[1]:  # a user name of the initial and the last name (o.tanaka)
        was, now = f"{old[0][0]}.{old[1]}".lower(), f"{new[0][0]}.{new[1]}".lower()
        table[was] = now
        table.setdefault(now, was)
    words = sorted(table, key=len, reverse=True)
    if not words:
        return config
    pattern = re.compile(r"(?<![A-Za-z])(" + "|".join(map(re.escape, words)) + r")(?![A-Za-z])")
    out: dict[str, Any] = _renamed(config, table, pattern)
    return out


def share(configs: dict[str, dict[str, Any]], order: Iterable[str]) -> tuple[dict[str, dict[str, Any]], Person]:
    """Every configuration made the story's person's, and that person (see the module doc).

    The person is the first in ``order`` whose configuration names the user (its own name or
    account), with the first last name any of them gives where that one has none.
    """
    names = list(order)
    found = [person_of(configs[n], own_only=True) for n in names] + [person_of(configs[n]) for n in names]
    first = next((p[0] for p in found if p[0]), None)
    if first is None:
        return configs, (None, None)
    last = next((p[1] for p in found if p[0] == first and p[1]), None) or next((p[1] for p in found if p[1]), None)
    person: Person = (first, last)
    return {n: rename(c, person_of(c), person) for n, c in configs.items()}, person


def _holders(config: Mapping[str, Any]) -> dict[str, str]:
    """Every value the configuration files under a first name (``{"USR003": "Ana"}``)."""
    found: dict[str, str] = {}
    stack: list[Any] = [config]
    while stack:
        item = stack.pop()
        if isinstance(item, Mapping):
            for key, inner in item.items():
                if str(key) in _FIRST and not isinstance(inner, (Mapping, list)):
                    found.setdefault(str(inner), str(key))
                stack.append(inner)
        elif isinstance(item, list):
            stack += item
    return found


def names_other(values: Iterable[Any], config: Mapping[str, Any], person: Person) -> bool:
    """Whether log-in values name someone other than ``person`` (``omar10`` or Omar's ``USR002`` for Greta)."""
    if person[0] is None:
        return False
    holders = _holders(config)
    for value in values:
        if not isinstance(value, str):
            continue
        first, last = (holders[value], None) if value in holders else parse(value)
        initial = re.match(r"^([a-z])\.[a-z]", value)  # g.eriksen is not Sofia
        if (first and first != person[0]) or (last and person[1] and last != person[1]) or (
                initial and not first and initial.group(1) != person[0][0].lower()):
            return True
    return False
