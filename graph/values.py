"""Concrete values of kinds: read them out of results and state, or make up plausible ones.

Used to turn a sampled path into calls with real arguments: a produced field such as ``"names"``
or ``"tweets.id"`` is looked up in a tool's JSON result; a kind such as ``"username"`` is looked up
by key in a state projection; a kind nothing provides gets an example value.

>>> extract({"files": [{"name": "a.txt"}, {"name": "b.txt"}]}, "files.name")
['a.txt', 'b.txt']
>>> extract({"result": {"names": ["x", "y"]}}, "names")
['x', 'y']
>>> find_by_key({"users": {"alice": {"username": "al"}}}, ("username",))
['al']
"""

from __future__ import annotations

import json
import random
import types
import typing
from collections.abc import Iterable
from typing import Any, Literal, Union

from sandbox.tools.types import strip_optional

Scalar = str | int | float


def _scalars(value: Any) -> list[Scalar]:
    """The scalar leaves of a value: itself, list items, dict keys (ids are often keys) and values."""
    if isinstance(value, bool) or value is None:
        return []
    if isinstance(value, (str, int, float)):
        return [value]
    out: list[Scalar] = []
    if isinstance(value, list):
        for item in value:
            out += _scalars(item)
    elif isinstance(value, dict):
        out += [k for k in value if isinstance(k, str)]
        for item in value.values():
            if not isinstance(item, (dict, list)):
                out += _scalars(item)
    return out


def _walk_key(value: Any, key: str) -> list[Any]:
    """Every value under ``key`` anywhere inside ``value``, in document order."""
    found: list[Any] = []
    if isinstance(value, dict):
        for k, v in value.items():
            if k == key:
                found.append(v)
            else:
                found += _walk_key(v, key)
    elif isinstance(value, list):
        for item in value:
            found += _walk_key(item, key)
    return found


def _path(value: Any, parts: list[str]) -> list[Any]:
    if not parts:
        return [value]
    if isinstance(value, list):
        return [v for item in value for v in _path(item, parts)]
    if isinstance(value, dict) and parts[0] in value:
        return _path(value[parts[0]], parts[1:])
    return []


def _unique(values: Iterable[Scalar]) -> list[Scalar]:
    seen: set[tuple[str, Scalar]] = set()
    out = []
    for value in values:
        key = (type(value).__name__, value)
        if key not in seen:
            seen.add(key)
            out.append(value)
    return out


def decode_result(output: str) -> Any:
    """A tool's result string as data: the JSON it holds, or the text itself."""
    try:
        return json.loads(output)
    except json.JSONDecodeError:
        return output


def extract(result: Any, field: str) -> list[Scalar]:
    """The scalar values a result gives for a produced field.

    Args:
        result: The tool's result, decoded from JSON.
        field: ``"."`` for the whole result, a key, or a dotted path (lists are walked through). If
            the path is not at the top, the last key is searched for anywhere in the result.

    Returns:
        Distinct scalar values, in document order.
    """
    if field == ".":
        return _unique(_scalars(result))
    parts = field.split(".")
    found = _path(result, parts)
    if not found:
        found = _walk_key(result, parts[-1])
    return _unique(v for item in found for v in _scalars(item))


def find_by_key(state: Any, keys: Iterable[str]) -> list[Scalar]:
    """Scalar values stored under any of ``keys`` anywhere in a state projection."""
    return _unique(v for key in keys for item in _walk_key(state, key) for v in _scalars(item))


#: Example values per kind, for parameters nothing upstream provides.
EXAMPLES: dict[str, tuple[Scalar, ...]] = {
    "file_name": ("notes.txt", "report.txt", "summary.txt"),
    "directory": ("archive", "projects", "drafts"),
    "path": (".", "archive"),
    "file_content": ("Quarterly numbers look good.", "Remember to review the draft."),
    "text": ("Quarterly numbers look good.", "Meeting moved to Friday."),
    "user_name": ("Alice", "Bob"),
    "username": ("john", "alice"),
    "password": ("john123", "secret"),
    "person_name": ("Alex", "Smith"),
    "stock_symbol": ("AAPL", "NVDA", "GOOG"),
    "company_name": ("Apple", "Nvidia", "Google"),
    "sector": ("Technology", "Automobile"),
    "amount": (100.0, 250.5, 20.0),
    "number": (3, 10, 2.5),
    "date": ("2026-03-15", "2026-05-01"),
    "currency": ("USD", "EUR", "GBP"),
    "airport_code": ("SFO", "LAX", "JFK"),
    "city": ("San Francisco", "Los Angeles", "New York"),
    "zip_code": ("94016", "90001"),
    "temperature": (22.0, 18.0),
    "speed": (60.0, 65.0),
    "distance": (100.0, 50.0),
    "fuel": (10.0, 30.0),
    "door": ("driver", "passenger"),
}


def example_values(kind: str | None, annotation: Any, rng: random.Random, count: int = 2) -> list[Any]:
    """Plausible values for a parameter: the kind's examples, else values of its type.

    Args:
        kind: The parameter's kind, if any.
        annotation: The parameter's type annotation.
        rng: Where randomness comes from (seeded by the caller).
        count: How many values to give at most.

    Returns:
        Values that fit ``annotation`` (lists get one-item lists).
    """
    inner, _ = strip_optional(annotation)
    origin = typing.get_origin(inner)
    args = typing.get_args(inner)
    if origin in (Union, types.UnionType):
        found = [v for option in args for v in example_values(kind, option, rng, count)]
        return [v for i, v in enumerate(found) if repr(v) not in map(repr, found[:i])][:count]
    if origin is list or inner is list:
        item = args[0] if args else str
        return [[v] for v in example_values(kind, item, rng, count)]
    if origin is Literal:
        options = list(args)
        rng.shuffle(options)
        return options[:count]
    if kind in EXAMPLES:
        options = [v for v in EXAMPLES[kind] if fits(inner, v)]
        if options:
            start = rng.randrange(len(options))
            return (options[start:] + options[:start])[:count]
    if inner is bool:
        return [True, False][:count]
    if inner is int:
        return [rng.randint(1, 5), 10][:count]
    if inner is float:
        return [float(rng.randint(1, 100)), 1.0][:count]
    if origin is dict or inner is dict:
        return [{}]
    return [f"{kind or 'value'}_{rng.randint(1, 99)}", "example"][:count]


def fits(annotation: Any, value: Any) -> bool:
    """Whether a scalar value can be passed for a parameter of this type."""
    inner, _ = strip_optional(annotation)
    if inner is Any:
        return True
    if typing.get_origin(inner) in (Union, types.UnionType):
        return any(fits(option, value) for option in typing.get_args(inner))
    if inner is float:
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    if inner is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if inner is str:
        return isinstance(value, str)
    if typing.get_origin(inner) is Literal:
        return value in typing.get_args(inner)
    return False


def adapt(annotation: Any, value: Scalar) -> Any | None:
    """Shape a found value for a parameter: wrap it in a list, or quote a number as text; ``None`` if impossible."""
    inner, _ = strip_optional(annotation)
    origin = typing.get_origin(inner)
    if origin in (Union, types.UnionType):
        shaped = [adapt(option, value) for option in typing.get_args(inner)]
        return value if fits(inner, value) else next((v for v in shaped if v is not None), None)
    if origin is list or inner is list:
        args = typing.get_args(inner)
        item = adapt(args[0] if args else Any, value)
        return None if item is None else [item]
    if fits(inner, value):
        return value
    if inner is str and isinstance(value, (int, float)):
        return str(value)
    if inner is int and isinstance(value, str) and value.isdigit():
        return int(value)
    if inner is float and isinstance(value, str):
        try:
            return float(value)
        except ValueError:
            return None
    return None
