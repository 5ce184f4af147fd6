"""Where a generated call's argument values come from: earlier results, the live state, or the user.

A value the user states (a placeholder of the request's phrasing) must be one the user can know: a
name or number of their own data (the state's values, what a listing tool shows), or a value of
their own choosing (the kind's examples). A required value the phrasing leaves out must *flow*: an
earlier gold result of the scenario produced it, under a field whose kind feeds the parameter (the
graph's value-flow edges, :func:`graph.kinds.feeds`).
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from graph.kinds import feeds
from graph.values import adapt, decode_result, example_values, extract, find_by_key
from sandbox.episode.calls import ToolCall
from sandbox.episode.execution import Toolbox
from sandbox.tools.spec import ParamSpec, ToolSpec
from sandbox.tools.fake import FIRST_NAMES, LAST_NAMES, password, pick, username
from scenarios.generate.records import file_line, named_record, record_text
from scenarios.generate.texts import (CHOICES, CITIES, DESCRIPTIONS, POSTS, RESOLUTIONS, TAGS, TICKETS, TITLES, made_up,
                                      resolution, written_pool)

#: The most values of one source offered for one parameter.
MAX_VALUES = 6
#: Parameters that take a word to search for.
SEARCH_TERMS = frozenset({"keyword", "pattern", "query"})
#: Kinds of the numbers a user picks.
NUMBERS = frozenset({"number"})
#: Parameter name parts that ask for a place.
PLACES = ("destination", "location", "address")
#: Kinds of the texts a user writes.
WRITTEN = frozenset({"text", "file_content"})
#: Name parts of kindless parameters whose values a user makes up as words, not ``value_12``.
NAMED_TEXTS = ("title", "tag", "body", "text", "content", "message", "subject", "description")
#: The longest text a user states in a request.
MAX_TEXT = 80
#: Comfortable cabin or room temperatures by unit, lowest and highest (a missing unit is Celsius).
COMFORT = {"celsius": (16.0, 28.0), "fahrenheit": (60.0, 82.0)}
#: Whole numbers a user picks for a count (shares, parts, a fan level): small or round.
ROUND = (2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50, 60, 75, 100, 120, 150, 200, 250)


#: Sums of money a user picks (a deposit, a budget, a price bound): round.
MONEY = (20, 50, 75, 100, 150, 200, 250, 300, 400, 500, 750, 1000, 1500, 2000, 2500, 5000)
#: Kinds of values that mean a sum of money.
AMOUNTS = frozenset({"amount"})


@dataclass(frozen=True)
class Produced:
    """A value an earlier gold call returned, with the kind of the field it came in.

    ``field`` is the result field's name and ``computed`` whether the call computed it from numbers
    it was given (a calculator's result): what the value *means* beyond its kind.
    """

    kind: str
    value: Any
    step: int
    field: str = ""
    computed: bool = False


def identifier(field: str) -> bool:
    """Whether a result field's name says it holds an id: ``id`` or ``account_id``.

    >>> identifier("account_id"), identifier("id"), identifier("paid")
    (True, True, False)
    """
    last = field.rsplit(".", 1)[-1].lower()
    return last == "id" or last.endswith("_id")


def means_fit(produced: Produced, param: ParamSpec) -> bool:
    """Whether a produced value means what ``param`` takes, beyond its kind feeding the parameter's.

    An identifier never becomes a quantity (an account number is no deposit), and a number becomes a
    sum of money only as a calculation's result (a token's lifetime is no budget).

    >>> budget = ParamSpec("budget_limit", float, "", True, kind="amount")
    >>> means_fit(Produced("number", 2, 0, "expires_in"), budget)
    False
    >>> means_fit(Produced("number", 120.5, 0, "result", computed=True), budget)
    True
    >>> means_fit(Produced("number", 5928, 0, "account_id"), ParamSpec("value", float, "", True, kind="number"))
    False
    """
    if not feeds(produced.kind, param.kind or ""):
        return False
    if identifier(produced.field) and not (param.kind or "").endswith("_id"):
        return False
    return not (param.kind in AMOUNTS and produced.kind not in AMOUNTS and not produced.computed)


def unique(values: Sequence[Any]) -> list[Any]:
    """``values`` without repeats (compared as canonical JSON), first occurrences kept."""
    seen: set[str] = set()
    out = []
    for value in values:
        key = json.dumps(value, sort_keys=True, default=str)
        if key not in seen:
            seen.add(key)
            out.append(value)
    return out


def produced_by(spec: ToolSpec, output: str, step: int) -> list[Produced]:
    """The values of a result's produced fields, each with its declared kind."""
    result = decode_result(output)
    computed = any(p.kind in NUMBERS for p in spec.params)  # a calculator: numbers in, a number out
    return [Produced(kind, value, step, field, computed) for field, kind in sorted(spec.produces.items())
            for value in extract(result, field) if value not in ("", None)]


def flowing(param: ParamSpec, produced: Sequence[Produced]) -> list[Any]:
    """Values for ``param`` that earlier results produced under a kind feeding its kind, meaning what it takes (newest first)."""
    if not param.kind:
        return []
    found = [adapt(param.annotation, p.value) for p in reversed(produced) if means_fit(p, param)]
    return unique([v for v in found if v is not None])[:MAX_VALUES]


#: Keys of a configuration's table of accounts (user name to password).
ACCOUNT_TABLES = frozenset({"accounts", "credentials", "users", "logins", "passwords"})
#: Keys of a record's user name and of its password.
USER_KEYS = ("username", "user_name", "user", "login")
SECRET_KEYS = ("password", "secret", "passcode")


def _pairs(value: Any) -> Iterator[tuple[str, str]]:
    """``(name, secret)`` of the accounts a configuration holds: a table of accounts, or a record's user and password.

    Only those: any other mapping of text to text (an order's ``order_type: Sell``, a door's
    ``driver: locked``) is no account.
    """
    if isinstance(value, dict):
        user = next((value[k] for k in USER_KEYS if isinstance(value.get(k), str)), None)
        secret = next((value[k] for k in SECRET_KEYS if isinstance(value.get(k), str)), None)
        if user and secret and " " not in user and " " not in secret:
            yield user, secret
        for key, item in value.items():
            if key in ACCOUNT_TABLES and isinstance(item, dict):
                yield from ((name, word) for name, word in item.items()
                            if isinstance(name, str) and isinstance(word, str) and " " not in word)
            else:
                yield from _pairs(item)
    elif isinstance(value, list):
        for item in value:
            yield from _pairs(item)


def credential_pairs(config: Any) -> list[tuple[str, str]]:
    """Name/secret pairs of the accounts a configuration holds (``{"accounts": {"ben75": "contract385"}}``).

    >>> credential_pairs({"accounts": {"ben75": "contract385"}, "orders": {"1": {"order_type": "Sell"}}})
    [('ben75', 'contract385')]
    >>> credential_pairs({"username": "ana_b", "password": "k9x", "doors": {"driver": "locked"}})
    [('ana_b', 'k9x')]
    """
    return unique(list(_pairs(config)))[:MAX_VALUES]


def pair_texts(values: dict[str, Any]) -> dict[str, Any]:
    """``values`` with a stated description told of the stated title's problem (a ticket's two texts agree).

    >>> pair_texts({"title": "VPN keeps disconnecting", "description": "Email sync is slow"})["description"]
    'The connection drops every few minutes during calls'
    """
    title, description = values.get("title"), values.get("description")
    if not isinstance(title, str) or not isinstance(description, str):
        return values
    told = {t: d for pairs in TICKETS.values() for t, d in pairs}
    return {**values, "description": told[title]} if title in told else values


def _sayable(value: Any) -> bool:
    """Whether a user would type the value: not a whole file's text, not a float of many decimals."""
    if isinstance(value, float):
        return round(value, 2) == value
    return not isinstance(value, str) or ("\n" not in value and len(value) <= MAX_TEXT)


#: Short words no one searches for, in the phrasings' languages.
FUNCTION_WORDS = frozenset({
    "when", "what", "that", "this", "with", "from", "have", "your", "will", "just", "been", "were", "they", "them",
    "about", "there", "which", "would", "could", "their", "some", "then", "than", "also", "only", "into", "over",
    "para", "como", "pero", "esta", "este", "todo", "cuando", "porque", "desde", "hasta", "sobre", "unos", "unas",
    "eine", "einen", "nicht", "auch", "wenn", "dass", "noch", "sind", "bitte", "über", "mich", "dich", "oder",
    "aber", "weil", "ihre", "dein", "sein",
})


def _words(text: str) -> list[str]:
    """The words of a text worth searching for: four letters or more, not a function word."""
    return [w for w in (part.strip(".,!?¡¿'\":;") for part in text.split()) if len(w) >= 4
            and w.lower() not in FUNCTION_WORDS]


class Pools:
    """Values a user can state for a parameter, found in the live state of one scenario."""

    def __init__(self, box: Toolbox, rng: random.Random, language: str = "en") -> None:
        self.box, self.rng, self.language = box, rng, language
        self.person: tuple[str | None, str | None] = (None, None)  # the story's user, when known
        self.papers: dict[str, Any] = {}  # the user's birth date, passport and name on them: one each per story
        self._listed: dict[tuple[str, str], list[Any]] = {}
        self._found: dict[tuple[str, tuple[str, ...]], tuple[Any, list[Any]]] = {}

    def listed(self, domain: str, kind: str) -> list[Any]:
        """Values of ``kind`` that a read-only tool of ``domain`` needing no argument shows now."""
        key = (domain, kind)
        if key not in self._listed:
            values: list[Any] = []
            for name, bound in sorted(self.box.tools.items()):
                spec = bound.spec
                if spec.domain != domain or spec.mutates or any(p.required for p in spec.params):
                    continue
                fields = [f for f, k in sorted(spec.produces.items()) if feeds(k, kind)]
                if not fields:
                    continue
                result = self.box.execute(ToolCall(name=name, arguments={}))
                if result.status == "ok":
                    data = decode_result(result.output)
                    values += [v for f in fields for v in extract(data, f)]
            self._listed[key] = unique(values)
        return self._listed[key]

    def _keyed(self, domain: str, keys: tuple[str, ...]) -> list[Any]:
        """:func:`~graph.values.find_by_key` on the domain's projection, once per projection object.

        A projection is not changed once made (a change makes a new one), so a result is kept
        with the object it was found in and serves while the domain's projection is that object.
        """
        state = self.box.current_projection().get(domain, {})
        found = self._found.get((domain, keys))
        if found is None or found[0] is not state:
            found = self._found[(domain, keys)] = (state, find_by_key(state, keys))
        return list(found[1])

    def forget(self) -> None:
        """Drop the listings (the state changed)."""
        self._listed.clear()

    def stated(self, spec: ToolSpec, param: ParamSpec) -> list[Any]:
        """Values the user may state for ``param``: the state's own first, then the kind's examples."""
        raw: list[Any] = []
        if param.kind == "person_name" and "holder" in param.name.lower():  # a card holder: the user's full name
            first, last = (self._keyed(spec.domain, (key,)) for key in ("user_first_name", "user_last_name"))
            if first and last:
                return [f"{first[0]} {last[0]}"]
        papers = any("birth" in p.name or "passport" in p.name for p in spec.params)
        part = next((f"user_{w}_name" for w in ("first", "last") if w in param.name), "")
        if param.kind == "person_name" and papers and part:  # a traveller verified with their papers: the user
            story = self.person[1 if "last" in part else 0]
            mine = self._keyed(spec.domain, (part,))[:1] or ([story] if story else [])
            return mine or [self.papers.setdefault(part, self._own_detail(param)[0])]
        if param.kind == "card_cvv":  # a new card's own code, not one of a card the app holds
            taken = set(self._keyed(spec.domain, (param.kind, param.name)))
            return [v for v in self._own_detail(param) + self._own_detail(param) if v not in taken]
        if "birth" in param.name.lower() or "expir" in param.name.lower():
            return self._own_detail(param)  # a date of birth or a card's expiry is the user's own, not a date the state holds
        if spec.mutates and param.kind in WRITTEN:
            return self._written(param, spec.name)  # a message or a note the user writes is new text, not a copy of the state's
        if param.kind in NUMBERS or param.kind in AMOUNTS or param.kind == "temperature":
            return self._written(param)  # a number the user picks, not one of the state's that means something else
        if param.kind:
            raw += self.listed(spec.domain, param.kind)
        keys = (param.kind, param.name) if param.kind else (param.name,)
        raw += self._keyed(spec.domain, keys)
        adapted = [adapt(param.annotation, v) for v in raw if v not in ("", None) and _sayable(v)]
        found = unique([v for v in adapted if v is not None])
        if param.name in SEARCH_TERMS:  # a search names a word of what it looks for, not the whole text
            found = unique([w for v in found if isinstance(v, str) for w in _words(v)])
        self.rng.shuffle(found)
        own = [] if found and param.kind == "username" else self._written(param, spec.name)  # names the app knows
        values = unique(found[:MAX_VALUES] + own)
        singles = [v[0] for v in values if isinstance(v, list) and len(v) == 1]
        if len(singles) >= 3:  # a list is also said of a few things ("#food and #travel")
            values += [singles[:2], singles[1:3]]
        if param.name in SEARCH_TERMS:
            values = unique([w for v in values if isinstance(v, str) for w in _words(v)]) or values
        return values

    def _written(self, param: ParamSpec, tool: str = "") -> list[Any]:
        """Values the user makes up: texts in the user's language, numbers of their choosing, else the kind's examples."""
        name = param.name.lower()
        named = param.kind is None and any(word in name for word in NAMED_TEXTS)  # a new note's title, say
        if (param.kind in WRITTEN or named) and param.annotation in (str, list[str]):
            if "tag" in name:
                pool: tuple[str, ...] = TAGS
            elif "title" in name:
                pool = TITLES[self.language]
            elif "resolution" in name:
                pool = RESOLUTIONS[self.language]
            elif "description" in name:
                pool = DESCRIPTIONS[self.language]
            elif any(word in name for word in PLACES):
                pool = CITIES
            else:
                pool = written_pool(tool, name, self.language, param.kind)
            picked = self.rng.sample(pool, 3)
            return [[p] for p in picked] if param.annotation == list[str] else list(picked)
        if param.kind in NUMBERS and param.annotation in (float, int, list[float], list[int]):
            whole = param.annotation in (int, list[int])
            draw = ((lambda: self.rng.choice(ROUND)) if whole
                    else (lambda: round(self.rng.uniform(1, 500), self.rng.choice((0, 1, 2)))))
            examples = example_values(param.kind, param.annotation, self.rng, count=3)
            if param.annotation in (list[float], list[int]):
                return [[draw() for _ in range(self.rng.randint(3, 6))] for _ in range(3)] + examples
            small = round(self.rng.uniform(0.5, 20), self.rng.choice((0, 1)))  # a percentage, a threshold
            return [draw() for _ in range(3)] + [float(self.rng.choice(ROUND)), small] + examples
        if param.kind in AMOUNTS and param.annotation in (float, int):  # a sum the user picks: round
            limit = "limit" in name or "budget" in name  # (a spending limit limits trips, not coffees)
            sums = [m for m in MONEY if m >= 500] if limit else list(MONEY)
            return unique([float(self.rng.choice(sums)) for _ in range(5)])
        if param.kind == "temperature" and param.annotation in (float, int):
            return [float(self.rng.randint(int(low), int(high))) for low, high in COMFORT.values() for _ in range(2)]
        if param.kind in CHOICES:  # one of the app's offers, not a stand-in (no "insurance_type_7")
            return list(CHOICES[param.kind][self.language])
        own = self._own_detail(param)
        return own or [v for v in example_values(param.kind, param.annotation, self.rng, count=3) if not made_up(v, param.kind)]

    def fitted(self, spec: ToolSpec, named: Mapping[str, Any], values: dict[str, Any]) -> dict[str, Any]:
        """``values`` with a stated sum set near the same-named field of a record the call names, a resolution fitting its ticket.

        A user who sells ZETA at a price states about ZETA's price, not another stock's: a sum
        parameter (``price``) whose name is a number field of the record another argument names
        (``stocks.ZETA.price`` for ``symbol='ZETA'``) is drawn within 3% of it. A resolution is
        the one :func:`~scenarios.generate.texts.resolution` gives for the named ticket's problem;
        a post's hashtag the post's own.
        """
        tagged = dict(pair for pairs in POSTS.values() for pair in pairs)
        post = next((tagged[v] for v in values.values() if isinstance(v, str) and v in tagged), None)
        if post is not None and isinstance(values.get("tags"), list):  # (a pasta recipe is #food, not #tech)
            values = {**values, "tags": [post]}
        sums = [p.name for p in spec.params if p.kind in AMOUNTS and p.name in values]
        written = [p.name for p in spec.params if p.kind == "file_content" and isinstance(values.get(p.name), str)]
        if not sums and "resolution" not in values and not written:
            return values
        state = self.box.current_projection().get(spec.domain, {})
        out = dict(values)
        for name in written:  # a line in the words of the file it goes into
            files = [named_record(state, v) for k, v in named.items() if k != name and isinstance(v, str)]
            out[name] = next((line for f in files if (line := file_line(f.get("content"), self.rng))), values[name])
        if isinstance(values.get("resolution"), str):  # what fixed the ticket the call names
            fits = [resolution(record_text(state, v), self.language) for k, v in named.items() if k != "resolution"]
            out["resolution"] = next((fit for fit in fits if fit), values["resolution"])
        for name in sums:
            for key in (v for k, v in named.items() if k != name and isinstance(v, str)):
                field = named_record(state, key).get(name)
                if isinstance(field, (int, float)) and not isinstance(field, bool) and field > 0:
                    out[name] = round(field * self.rng.uniform(0.97, 1.03), 2 if field < 100 else 0)
                    break
        return out

    def _own_detail(self, param: ParamSpec) -> list[Any]:
        """A detail from the user's wallet or papers (a card number, an API client id), made up for the scenario."""
        rng, kind, name = self.rng, param.kind or "", param.name.lower()

        def digits(count: int) -> str:
            return "".join(str(rng.randint(0, 9)) for _ in range(count))

        if kind == "card_number":
            return ["4" + digits(15)]
        if kind == "card_cvv":
            return [rng.randint(100, 999)]
        if kind == "passport_number":  # (a US one is cleared to fly)
            return [self.papers.setdefault(kind, rng.choice(("US", rng.choice("KLMNPX"))) + digits(8))]
        if kind == "client_id":
            return [f"app-{digits(6)}"]
        if kind in ("client_secret", "refresh_token"):
            return ["".join(rng.choice("abcdefghjkmnpqrstuvwxyz23456789") for _ in range(12))]
        if kind == "username":  # an account of the user's own, in an app whose state keeps none
            first, last = self.person
            return [username(rng, first or pick(rng, FIRST_NAMES), last or pick(rng, LAST_NAMES))]
        if kind == "password":
            return [password(rng)]
        if kind == "token_scope":
            return [rng.choice(("read_write", "read"))]
        if "expir" in name:  # a card's, as MM/YYYY, some years ahead
            return [f"{rng.randint(1, 12):02d}/{rng.randint(2027, 2031)}"]
        if "birth" in name:  # a grown-up's, well before the scenarios' dates
            born = f"{rng.randint(1950, 2004)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
            return [self.papers.setdefault("birth", born)]
        if kind == "person_name":
            return [pick(rng, LAST_NAMES) if "last" in name else pick(rng, FIRST_NAMES)]
        return []
