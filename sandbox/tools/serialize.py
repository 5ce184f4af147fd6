"""How tool results become the strings fed back to the model, per compatibility profile.

``bfcl`` reproduces bfcl-eval's executor byte for byte: a ``str`` stays as it is, a ``dict`` is
``json.dumps``-ed (falling back to ``str()`` when that fails), anything else is ``str()``, and an
exception becomes ``"Error during execution: <message>"``. ``native`` gives canonical JSON for
every result, and ``{"error": ...}`` for every error.

>>> to_output({"a": 1.0}, "bfcl"), to_output([1, None], "bfcl"), to_output([1, None], "native")
('{"a": 1.0}', '[1, None]', '[1, null]')
"""

from __future__ import annotations

import json
import math
from typing import Any

from sandbox.tools.context import Profile

BFCL_ERROR_PREFIX = "Error during execution: "


_CANONICAL = json.JSONEncoder(ensure_ascii=False, sort_keys=True, allow_nan=False)  # built once, not per call


def canonical_json(value: Any) -> str:
    """JSON with sorted keys and real characters instead of escapes; raises on non-JSON values."""
    return _CANONICAL.encode(value)


def to_output(value: Any, profile: Profile) -> str:
    """Serialize a tool's return value."""
    if profile == "native":
        return canonical_json(value)
    if type(value) is str:
        return value
    if type(value) is dict:
        try:
            return json.dumps(value)
        except (TypeError, ValueError):
            return str(value)
    return str(value)


def error_output(message: str, profile: Profile, payload: Any = None) -> str:
    """Serialize an error for the model (a :class:`~sandbox.tools.errors.ToolError` or a refused call)."""
    if profile == "bfcl":
        return BFCL_ERROR_PREFIX + message if payload is None else to_output(payload, profile)
    return canonical_json({"error": message})


def non_finite(value: Any) -> bool:
    """Whether a tool's return value holds an infinite or NaN number anywhere (floats and float-like numbers)."""
    stack = [value]
    while stack:
        item = stack.pop()
        kind = type(item)
        if kind is str or kind is int or kind is bool or item is None:
            continue
        if kind is float:
            if not math.isfinite(item):
                return True
            continue
        if kind is dict:
            stack.extend(item.values())
            continue
        if kind is list:
            stack.extend(item)
            continue
        if isinstance(item, (str, int)):
            continue
        if isinstance(item, float) or (hasattr(item, "__float__") and not isinstance(item, complex)):
            try:
                if not math.isfinite(float(item)):
                    return True
            except (TypeError, ValueError, OverflowError):
                return True
        elif isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, (list, tuple)):
            stack.extend(item)
    return False


_FINITE = json.JSONEncoder(allow_nan=False)  # json.dumps's own encoder, but refusing NaN and infinities


def finite_output(value: Any, profile: Profile) -> str | None:
    """``to_output(value, profile)``, or ``None`` if the value holds an infinite or NaN number.

    Encoding JSON in C checks every number on the way, so only a value that JSON cannot encode is
    walked in Python (by :func:`non_finite`).
    """
    kind = type(value)
    try:
        if profile != "bfcl":
            return canonical_json(value)  # which refuses NaN and infinities itself
        if kind is str or kind is int or kind is bool or value is None:
            return str(value)  # (a str is the very object)
        text = _FINITE.encode(value)
        return text if kind is dict else str(value)
    except (TypeError, ValueError):
        pass
    return None if non_finite(value) else to_output(value, profile)
