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
