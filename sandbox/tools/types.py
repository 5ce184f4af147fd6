"""Type helpers shared by the tool model: JSON schemas for annotations and value checking.

Only the types a tool may take are supported: ``str``, ``int``, ``float``, ``bool``, ``None``,
``list[T]``, ``dict[K, V]``, ``Optional``/unions of those, ``Literal[...]`` and ``Any``.

>>> schema_for(list[str])
{'type': 'array', 'items': {'type': 'string'}}
>>> conform(float, 3, coerce=True)
3.0
>>> conform(float, 3, coerce=False)
3
"""

from __future__ import annotations

import copy
import functools
import types
import typing
from collections.abc import Callable
from typing import Any, Literal, Union

from sandbox.tools.errors import ToolDefinitionError

JsonDict = dict[str, Any]

_SCALARS: dict[Any, str] = {str: "string", int: "integer", float: "number", bool: "boolean"}


class ValueTypeError(ValueError):
    """A value does not match a parameter's type; ``path`` points inside nested values."""

    def __init__(self, path: str, expected: str, got: Any) -> None:
        shown = type(got).__name__
        super().__init__(f"{path}: expected {expected}, got {shown}")
        self.path = path
        self.expected = expected


def _is_union(annotation: Any) -> bool:
    origin = typing.get_origin(annotation)
    return origin is Union or origin is types.UnionType


def strip_optional(annotation: Any) -> tuple[Any, bool]:
    """Return the annotation without ``None`` in a union, and whether ``None`` was allowed."""
    try:
        return _stripped(annotation)
    except TypeError:  # an unhashable annotation: work it out every time
        return _strip_optional(annotation)


@functools.lru_cache(maxsize=1024)
def _stripped(annotation: Any) -> tuple[Any, bool]:
    return _strip_optional(annotation)


def _strip_optional(annotation: Any) -> tuple[Any, bool]:
    if _is_union(annotation):
        args = [a for a in typing.get_args(annotation) if a is not type(None)]
        allows_none = len(args) != len(typing.get_args(annotation))
        inner: Any = args[0] if len(args) == 1 else Union[tuple(args)]
        return inner, allows_none
    return annotation, False


def schema_for(annotation: Any) -> JsonDict:
    """Build the JSON schema of a parameter annotation (without description or default).

    Raises:
        ToolDefinitionError: The annotation uses a type tools may not take.
    """
    annotation, _ = strip_optional(annotation)
    if annotation is Any:
        return {}
    if annotation in _SCALARS:
        return {"type": _SCALARS[annotation]}
    origin = typing.get_origin(annotation)
    args = typing.get_args(annotation)
    if origin is Literal:
        values = list(args)
        kinds = {_SCALARS.get(type(v), "string") for v in values}
        schema: JsonDict = {"type": kinds.pop()} if len(kinds) == 1 else {}
        schema["enum"] = values
        return schema
    if origin is list or annotation is list:
        return {"type": "array", "items": schema_for(args[0]) if args else {}}
    if origin is dict or annotation is dict:
        schema = {"type": "object"}
        if len(args) == 2 and args[1] is not Any:
            schema["additionalProperties"] = schema_for(args[1])
        return schema
    if _is_union(annotation):
        return {"anyOf": [schema_for(a) for a in args]}
    raise ToolDefinitionError(f"unsupported parameter type {annotation!r}")


def describe(annotation: Any) -> str:
    """A short human name for an annotation, used in error messages."""
    annotation, optional = strip_optional(annotation)
    schema = schema_for(annotation)
    name = str(schema.get("type", "any"))
    if "enum" in schema:
        name = "one of " + ", ".join(repr(v) for v in schema["enum"])
    elif name == "array":
        name = f"array of {schema['items'].get('type', 'any')}"
    return f"{name} or null" if optional else name


def conform(annotation: Any, value: Any, *, coerce: bool, path: str = "value") -> Any:
    """Check ``value`` against ``annotation`` and return it, converted when ``coerce`` is true.

    Integers are accepted where a float is expected (converted only when coercing); booleans are
    never accepted as numbers; tuples are accepted as lists.

    Raises:
        ValueTypeError: The value does not fit.
    """
    inner, allows_none = strip_optional(annotation)
    if value is None:
        if allows_none or inner is Any:
            return None
        raise ValueTypeError(path, describe(annotation), value)
    if inner is Any:
        return value
    origin = typing.get_origin(inner)
    args = typing.get_args(inner)
    if inner is bool:
        if isinstance(value, bool):
            return value
    elif inner is int:
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    elif inner is float:
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return float(value) if coerce else value
    elif inner is str:
        if isinstance(value, str):
            return value
    elif origin is Literal:
        if any(value == v and type(value) is type(v) for v in args):
            return value
    elif origin is list or inner is list:
        if isinstance(value, (list, tuple)):
            item = args[0] if args else Any
            items = [conform(item, v, coerce=coerce, path=f"{path}[{i}]") for i, v in enumerate(value)]
            return items if coerce or isinstance(value, list) else value
    elif origin is dict or inner is dict:
        if isinstance(value, dict):
            if len(args) != 2:
                return value
            out = {
                conform(args[0], k, coerce=coerce, path=f"{path} key"): conform(
                    args[1], v, coerce=coerce, path=f"{path}[{k!r}]"
                )
                for k, v in value.items()
            }
            return out if coerce else value
    elif _is_union(inner):
        for option in args:
            try:
                return conform(option, value, coerce=coerce, path=path)
            except ValueTypeError:
                continue
    raise ValueTypeError(path, describe(annotation), value)


Conformer = Callable[[Any, bool, str], Any]


def conformer(annotation: Any) -> Conformer:
    """``conform`` for one annotation as a function of ``(value, coerce, path)``, with the usual cases decided at once.

    A value of exactly the expected scalar type, a list of exactly such values, or ``None`` where
    allowed, is returned as :func:`conform` returns it; anything else takes the general check.

    >>> check = conformer(int | None)
    >>> check(3, False, "n"), check(None, False, "n")
    (3, None)
    """
    inner, allows_none = strip_optional(annotation)
    if inner is Any:
        return _as_is

    def general(value: Any, coerce: bool, path: str) -> Any:
        return conform(annotation, value, coerce=coerce, path=path)

    item = typing.get_args(inner)[0] if typing.get_origin(inner) is list else None
    if item in _SCALARS:
        def scalars(value: Any, coerce: bool, path: str) -> Any:
            if type(value) is list and all(type(v) is item for v in value):
                return list(value)  # a copy, as conform gives
            return None if allows_none and value is None else general(value, coerce, path)

        return scalars
    if inner not in _SCALARS:
        return general

    def scalar(value: Any, coerce: bool, path: str) -> Any:
        if type(value) is inner or (allows_none and value is None):
            return value
        return general(value, coerce, path)

    return scalar


def _as_is(value: Any, coerce: bool, path: str) -> Any:
    return value


def fresh_copy(value: Any) -> Any:
    """Copy the lists and dicts of a JSON-like value; share everything else (immutable leaves).

    >>> data = {"a": [1, {"b": "x"}]}
    >>> copied = fresh_copy(data)
    >>> copied == data, copied["a"] is data["a"], copied["a"][1] is data["a"][1]
    (True, False, False)
    """
    kind = type(value)
    if kind is list:
        return [fresh_copy(v) if type(v) in _CONTAINERS else v for v in value]
    if kind is dict:
        return {k: fresh_copy(v) if type(v) in _CONTAINERS else v for k, v in value.items()}
    if kind in _CONTAINERS or not isinstance(value, (str, int, float, bool, type(None), tuple)):
        return copy.deepcopy(value)
    return value


_CONTAINERS = (list, dict, set)
