"""BFCL's own function docs, read from the installed package, as OpenAI tool schemas (``--docs bfcl``).

Users who want leaderboard conditions can show models the descriptions BFCL ships instead of the
schemas toolsim generates from its signatures and docstrings. The conversion maps BFCL's type
names to JSON-schema types (``dict`` -> ``object``, ``float`` -> ``number``, ``tuple`` ->
``array``, unknown -> ``string``) and drops the ``response`` schema, which the ``tools`` field does
not carry. The hint sentences bfcl-eval appends to descriptions at run time are not added.
"""

from __future__ import annotations

import copy
from typing import Any

from scenarios.bfcl.data import function_docs

_TYPES = {
    "integer": "integer", "int": "integer", "long": "integer", "short": "integer", "byte": "integer",
    "number": "number", "float": "number", "double": "number",
    "string": "string", "char": "string", "any": "string",
    "boolean": "boolean", "bool": "boolean",
    "array": "array", "list": "array", "tuple": "array",
    "dict": "object", "object": "object", "hashmap": "object",
}


def json_schema(node: dict[str, Any]) -> dict[str, Any]:
    """Convert one BFCL parameter schema node (recursively) to JSON-schema types.

    >>> json_schema({"type": "dict", "properties": {"x": {"type": "float"}}})
    {'type': 'object', 'properties': {'x': {'type': 'number'}}}
    """
    out = dict(node)
    out["type"] = _TYPES.get(str(node.get("type", "string")), "string")
    if isinstance(node.get("properties"), dict):
        out["properties"] = {name: json_schema(value) for name, value in node["properties"].items()}
    if isinstance(node.get("items"), dict):
        out["items"] = json_schema(node["items"])
    return out


def bfcl_tool_schemas() -> dict[str, dict[str, Any]]:
    """Tool name -> OpenAI tool schema built from BFCL's shipped docs, for every multi-turn class."""
    schemas: dict[str, dict[str, Any]] = {}
    for docs in function_docs().values():
        for doc in docs:
            doc = copy.deepcopy(doc)
            schemas[doc["name"]] = {
                "type": "function",
                "function": {
                    "name": doc["name"],
                    "description": doc.get("description", ""),
                    "parameters": json_schema(doc.get("parameters", {"type": "dict", "properties": {}})),
                },
            }
    return schemas
