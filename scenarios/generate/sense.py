"""Whether a step makes sense in its story: the rules a call must pass beyond running without error.

A user has one identity per app: the account they logged in with, else the one the app's
configuration holds (:func:`identity`); they log in once per app unless they logged out. A change
is not aimed at a record that is already closed, and a request that says whose record it acts on
(:attr:`~sandbox.tools.phrasing_base.Phrasing.means`: ``own`` or ``other``) gets such a record. A
later call does not destroy what an earlier call of the story made (:func:`key_paths`), a new
text copies no record the app holds (:func:`copies_record`), a search does not look for words the
user just wrote, and a conversion does not give back a number the user
stated (a round trip). Stated numbers fit what the words say they are: a count is whole, a
temperature comfortable for its unit.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from graph.kinds import feeds
from sandbox.tools.phrasing_base import Phrasing
from sandbox.tools.spec import ParamSpec, ToolSpec
from scenarios.generate.pools import COMFORT, Produced, flowing, means_fit
from scenarios.generate.records import named_record

#: Statuses after which a record is done with: no further change is aimed at it.
FINAL = frozenset({"closed", "cancelled", "canceled"})
#: Keys of a record naming whose it is.
OWNER_KEYS = ("username", "created_by", "author", "owner", "sender")
#: Top-level configuration keys naming the app's own account.
ACCOUNT_KEYS = ("current_user", "username", "user_id")


def signs_in(name: str) -> bool:
    """Whether a tool's name says it logs the user in (its arguments are the user's own identity); not a status check."""
    return "status" not in name.lower() and any(word in name.lower() for word in ("login", "log_in", "auth", "sign_in", "signin"))


def signs_out(name: str) -> bool:
    """Whether a tool's name says it logs the user out."""
    return any(word in name.lower() for word in ("logout", "log_out", "sign_out", "signout"))


def flat(values: Iterable[Any]) -> set[str]:
    """Argument values as texts, lists opened and a handle's ``@`` dropped (``['@ana']`` names ``ana``)."""
    out: set[str] = set()
    for value in values:
        if isinstance(value, (list, tuple)):
            out |= flat(value)
        elif value is not None and not isinstance(value, (bool, float)):
            out.add(str(value).lstrip("@"))
    return out


def identity(config: Any) -> set[str]:
    """The account a domain's configuration holds as the user's own (``{"current_user": "ana_b"}``).

    >>> sorted(identity({"username": "ana_b", "tweets": {}}))
    ['ana_b']
    """
    if not isinstance(config, Mapping):
        return set()
    return {str(config[k]) for k in ACCOUNT_KEYS if isinstance(config.get(k), (str, int))
            and not isinstance(config.get(k), bool)}


def _item_key(item: Any) -> str:
    """A list item's name in a path: its ``id``, else its text (so removing one item moves no other)."""
    if isinstance(item, Mapping) and "id" in item:
        return f"#{item['id']}"
    return "=" + json.dumps(item, sort_keys=True, default=str)[:80]


def key_paths(tree: Any, prefix: str = "") -> set[str]:
    """Every key of a state as a path (``a/b``; a list item by its id or text): what a change adds or removes.

    >>> sorted(key_paths({"a": {"b": 1}, "c": ["x"]}))
    ['a', 'a/b', 'c', 'c/="x"']
    """
    found: set[str] = set()
    items: Iterable[tuple[Any, Any]] = ()
    if isinstance(tree, Mapping):
        items = tree.items()
    elif isinstance(tree, list):
        items = ((_item_key(item), item) for item in tree)
    for key, value in items:
        path = f"{prefix}/{key}" if prefix else str(key)
        found.add(path)
        found |= key_paths(value, path)
    return found


def record(tree: Any, key: str, value: Any) -> Mapping[str, Any] | None:
    """The first record of a state whose ``id`` (or ``key``) is ``value``, compared as text."""
    stack = [tree]
    text = str(value)
    while stack:
        item = stack.pop()
        if isinstance(item, Mapping):
            if any(k in item and not isinstance(item[k], (dict, list)) and str(item[k]) == text for k in ("id", key)):
                return item
            stack += item.values()
        elif isinstance(item, list):
            stack += item
    return None


def _targets(spec: ToolSpec, arguments: Mapping[str, Any], state: Any) -> list[tuple[str, Mapping[str, Any]]]:
    """``(parameter, record)`` for every identifier argument that names a record of ``state``."""
    found = []
    for param in spec.params:
        if (param.kind or "").endswith("_id") and param.name in arguments:
            target = record(state, param.name, arguments[param.name])
            if target is not None:
                found.append((param.name, target))
    return found


def closed_target(spec: ToolSpec, arguments: Mapping[str, Any], state: Any) -> bool:
    """Whether a change is aimed at a record in a final status (closing a closed ticket)."""
    return spec.mutates and any(str(r.get("status", "")).lower() in FINAL for _, r in _targets(spec, arguments, state))


def wrong_owner(spec: ToolSpec, phrasing: Phrasing | None, arguments: Mapping[str, Any], state: Any,
                own: set[str]) -> bool:
    """Whether a request that says whose record it acts on (``own``/``other``) names a record of the wrong owner."""
    if phrasing is None or not phrasing.means:
        return False
    for name, target in _targets(spec, arguments, state):
        whose = phrasing.meaning(name)
        owner = next((str(target[k]) for k in OWNER_KEYS if k in target), None)
        if owner is not None and whose in ("own", "other") and (owner in own) != (whose == "own"):
            return True
    return False


#: Words after a number that make it a percentage, in every language of the phrasings.
PERCENT = re.compile(r"^\s*(%|percent|per cent|por ciento|prozent)", re.IGNORECASE)
#: Temperatures that occur in life (weather to oven) by unit, lowest and highest.
LIVED = {"celsius": (-30.0, 250.0), "fahrenheit": (-20.0, 480.0)}
#: A file name's extension.
FILE = re.compile(r"\.[A-Za-z0-9]{1,4}$")
#: The largest percentage a user picks as a threshold or a change.
MAX_PERCENT = 25.0


def percent(phrasing: Phrasing, param: str) -> bool:
    """Whether the words call ``param``'s value a percentage (``{threshold}%``, ``{x} Prozent``).

    >>> percent(Phrasing("de", "Bewegungen von {threshold} Prozent"), "threshold")
    True
    >>> percent(Phrasing("en", "Sell {amount} shares"), "amount")
    False
    """
    head, _, tail = phrasing.text.partition("{" + param + "}")
    return bool(tail or head) and bool(PERCENT.match(tail))


def counted(phrasing: Phrasing, name: str) -> bool:
    """Whether a placeholder is followed by a word of four or more letters: a count of things said in the plural.

    >>> counted(Phrasing("de", "Die letzten {lines} Zeilen."), "lines"), counted(Phrasing("de", "Setz {p} an."), "p")
    (True, False)
    """
    return re.search(r"\{" + re.escape(name) + r"\} [^\W\d_]{4,}", phrasing.text) is not None


def plausible(phrasing: Phrasing, spec: ToolSpec, arguments: Mapping[str, Any]) -> bool:
    """Whether the stated numbers fit what they are.

    A count is whole and positive, a temperature comfortable, a percentage small (a day's move of
    a few percent, not 353), a lower bound (``min_price``) under its upper one (``max_price``),
    a part under its whole, a temperature converted one of weather or an oven, a whole number
    before the plural it counts (``{lines} lines``) not one, and a new name given beside a file's
    name a file's name too.
    """
    low_high = [(arguments.get(f"min_{n[4:]}"), arguments.get(n)) for n in arguments if n.startswith("max_")]
    low_high.append((arguments.get("part"), arguments.get("whole")))  # a part is less than its whole
    files = [v for v in arguments.values() if isinstance(v, str) and FILE.search(v)]
    if files and any(phrasing.meaning(name) == "new" and isinstance(value, str) and not FILE.search(value)
                     for name, value in arguments.items()):
        return False  # a file's new name is a file's (notes.md, not "drafts")
    if any(isinstance(lo, (int, float)) and isinstance(hi, (int, float)) and lo >= hi for lo, hi in low_high):
        return False
    unit = str(arguments.get("unit_in", "")).lower()
    if unit in LIVED and isinstance(arguments.get("value"), (int, float)) and not (
            LIVED[unit][0] <= arguments["value"] <= LIVED[unit][1]):
        return False  # a temperature converted is one of weather or an oven, not 339 °C
    for param in spec.params:
        value = arguments.get(param.name)
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            continue
        if percent(phrasing, param.name) and not 0 < value <= MAX_PERCENT:
            return False
        if phrasing.meaning(param.name) == "count" and (value < 2 or float(value) != int(value)):
            return False
        if value == 1 and param.annotation is int and counted(phrasing, param.name) and "id" not in param.name:
            return False  # "the last {lines} lines" is said of two or more ("die letzten 1 Zeilen")
        if param.kind == "temperature":
            unit = str(arguments.get("unit") or "celsius").lower()
            low, high = COMFORT.get(unit, COMFORT["celsius"])
            if not low <= value <= high:
                return False
    return True


def _names(tree: Any) -> set[str]:
    """Every key of every mapping in a state: the names of the things it holds."""
    found: set[str] = set()
    stack = [tree]
    while stack:
        item = stack.pop()
        if isinstance(item, Mapping):
            found |= {str(k) for k in item}
            stack += item.values()
        elif isinstance(item, list):
            stack += item
    return found


def names_fit(phrasing: Phrasing | None, arguments: Mapping[str, Any], before: Any, after: Any) -> bool:
    """Whether a change kept to what its words say of the names it was given.

    An ``existing`` value named something there, the change put something into it and made
    nothing of that name (a copy *into* a folder of the current one, not a new file called like
    a folder elsewhere: ``drafts`` beside ``recipes/drafts``), or the change rewrote it in place
    (a file's text replaced, which a new file has none of); a ``new`` one made it.

    >>> p = Phrasing("en", "Copy {source} into {destination}.", means=(("destination", "existing"),))
    >>> there = {"root": {"recipes": {}, "a.txt": ""}}
    >>> names_fit(p, {"destination": "recipes"}, there, {"root": {"recipes": {"a.txt": ""}, "a.txt": ""}})
    True
    >>> names_fit(p, {"destination": "drafts"}, there, {"root": {**there["root"], "drafts": ""}})
    False
    >>> deep = {"root": {"recipes": {"drafts": {}}, "a.txt": ""}}
    >>> names_fit(p, {"destination": "drafts"}, deep, {"root": {"recipes": {"drafts": {}}, "drafts": {"type": "file"}}})
    False
    """
    if phrasing is None or not phrasing.means:
        return True
    had, made = _names(before), _names(after) - _names(before)
    paths = [p.split("/") for p in key_paths(after) - key_paths(before)]
    for name, meaning in phrasing.means:
        value = str(arguments.get(name))
        into = any(value in p[:-1] for p in paths) and not any(p[-1] == value for p in paths) or (
            not paths and named_record(before, value) != named_record(after, value))  # (rewritten in place)
        if meaning == "existing" and name in arguments and (value not in had or value in made or not into):
            return False
        if meaning == "new" and name in arguments and value not in made:
            return False
    return True


def words(text: str) -> set[str]:
    """The lowercased words of a text, punctuation stripped."""
    return {w for w in (part.strip(".,!?¡¿'\":;").lower() for part in text.split()) if w}


def searches_own_text(spec: ToolSpec, arguments: Mapping[str, Any], written: Sequence[str]) -> bool:
    """Whether a search looks for what the user wrote earlier in the story (it can only find it back)."""
    terms = [str(arguments[p.name]).lower() for p in spec.params
             if p.name in ("keyword", "pattern", "query") and isinstance(arguments.get(p.name), str)]
    return any(term in text.lower() or words(term) & words(text) == words(term) for term in terms for text in written)


def copies_record(texts: Sequence[str], state: Any) -> bool:
    """Whether the texts a change writes are all one record's of the app: a new ticket, post or note is not a copy.

    (A ticket filed with another user's ticket's title and description, a comment word for word another's.)

    >>> queue = {"q": [{"id": 1, "title": "VPN drops", "description": "Resets during calls"}]}
    >>> copies_record(["VPN drops", "Resets during calls"], queue), copies_record(["VPN drops", "Slow mail"], queue)
    (True, False)
    """
    wanted = set(texts)
    if not wanted:
        return False
    stack = [state]
    while stack:
        item = stack.pop()
        if isinstance(item, Mapping):
            if wanted <= {v for v in item.values() if isinstance(v, str)}:
                return True
            stack += item.values()
        elif isinstance(item, list):
            stack += item
    return False


def numbers(values: Iterable[Any]) -> list[float]:
    """The numbers among ``values`` (booleans are not numbers)."""
    return [float(v) for v in values if isinstance(v, (int, float)) and not isinstance(v, bool)]


def round_trip(arguments: Mapping[str, Any], output_numbers: Sequence[float], earlier_outputs: Sequence[float],
               stated: Sequence[float]) -> bool:
    """Whether a read fed a number an earlier result gave returns a number the user stated (30 gal, 113.6 l, 30 gal)."""
    fed = [v for v in numbers(arguments.values()) if any(math.isclose(v, e, rel_tol=1e-9) for e in earlier_outputs)]
    return bool(fed) and any(math.isclose(o, s, rel_tol=1e-4) for o in output_numbers for s in stated if s)


def leaves(output: str) -> list[Any]:
    """The scalar values of a JSON result, at any depth (none when it is not JSON)."""
    try:
        data = json.loads(output)
    except json.JSONDecodeError:
        return []
    stack, found = [data], []
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            stack += item.values()
        elif isinstance(item, list):
            stack += item
        else:
            found.append(item)
    return found


def antecedents(phrasing: Phrasing, param: ParamSpec, produced: Sequence[Produced]) -> list[Produced]:
    """The earlier values a request's words can point at for ``param`` ("the author of that post").

    A value the words call a record's author comes from a record's owner field (a post's
    ``username``), never from a list of names (who the user follows); any other comes from
    whatever result gave it.
    """
    if phrasing.meaning(param.name) != "author":
        return list(produced)
    return [p for p in produced if p.field.rsplit(".", 1)[-1] in OWNER_KEYS]


def referable(param: ParamSpec, produced: Sequence[Produced], steps: Sequence[Any] = ()) -> list[Any]:
    """Values for a parameter the request leaves out ("close that ticket"): what the newest result of its kind gave.

    A reference is only clear when that result gave one value; a listing of three tickets leaves
    "that ticket" open, so nothing is offered then; a list parameter ("those stocks") takes all of
    that result's values (not one of them, said as "that stock").
    Nor is it clear when the user stated a value of that kind in the same step ("put 10 gallons in,
    how many liters is that?" means the 10, not the tank's new level).
    """
    found = flowing(param, produced)
    if not found:
        return found
    newest = max(p.step for p in produced if means_fit(p, param))
    values = flowing(param, [p for p in produced if p.step == newest])
    if getattr(param.annotation, "__origin__", None) is list:  # "those stocks": all the newest result showed
        return found if len(values) <= 1 else [[v for value in reversed(values) for v in value]]
    if newest < len(steps):
        step = steps[newest]
        kinds = {p.name: p.kind for p in step.spec.params}
        said = [v for k, v in step.stated.items() if kinds.get(k) and param.kind and feeds(kinds[k] or "", param.kind)]
        if any(v not in values for v in said):
            return []
    for step in steps[newest + 1:]:  # "that post" is the one discussed last, not an earlier one a result showed
        kinds = {p.name: p.kind for p in step.spec.params}
        if any(kinds.get(k) and param.kind and feeds(kinds[k] or "", param.kind) and v not in values
               for k, v in step.call.arguments.items()):
            return []
    return values if len(values) == 1 else []
