"""Decoders of BFCL result steps: one step of a model's raw output into call strings.

BFCL's generation writes each step as the model gave it, and its evaluation decodes the step with
the decoder of the model's handler; a step that does not decode is skipped. The formats read here:

- ``fc``: function-calling structures, ``[{"name": "{json arguments}"}, ...]`` (or one such object);
- ``python``: Python call syntax in text, ``[cd(folder='x'), ls()]``;
- ``json-list``: text holding a JSON list of ``{"name": ..., "arguments": {...}}`` objects (xLAM,
  Hammer style), or one such object, or ``{"tool_calls": [...]}``, or objects separated by ``;``;
  Markdown fence marks (three backticks) are dropped;
- ``llama``: text holding ``{"name": ..., "parameters": {...}}`` objects (Llama 3.1 style), with
  any ``<|python_tag|>`` dropped: several separated by ``;`` (each read as JSON), else a list of
  them or one, read as a Python literal as bfcl-eval reads it (so JSON's ``true``, ``false`` and
  ``null`` do not decode there, as in bfcl-eval).

Model output is read with :func:`json.loads` and :func:`ast.literal_eval` only, never evaluated.
Each call becomes ``name(key=repr(value), ...)``, parsed later like any call string.

``auto`` picks, for a whole file, the decoder under which the most steps decode into calls.

>>> decode_text('[{"name": "cd", "arguments": {"folder": "docs"}}]', "json-list")
["cd(folder='docs')"]
>>> decode_text('<|python_tag|>{"name": "ls", "parameters": {}}; {"name": "pwd", "parameters": {}}', "llama")
['ls()', 'pwd()']
"""

from __future__ import annotations

import ast
import json
from collections.abc import Iterable
from typing import Any, Literal, cast, get_args

from sandbox.episode.parsing import parse_prompt
from sandbox.tools.errors import ParseError

Decoder = Literal["fc", "python", "json-list", "llama"]
DECODERS: tuple[Decoder, ...] = get_args(Decoder)
#: Text decoders that decode a step when the file is read (``python`` text is parsed by the episode).
TEXT_DECODERS: tuple[Decoder, ...] = ("json-list", "llama")
_MAX_TEXT = 1_000_000  # longer step text is not decoded (the episode bounds what it parses the same way)


class NotDecodable(ValueError):
    """A step that the decoder cannot read; the message says why."""


def call_string(name: Any, arguments: Any) -> str:
    """One decoded call as a call string, ``name(key=repr(value), ...)``.

    Raises:
        NotDecodable: The name is not text or the arguments are not an object.
    """
    if not isinstance(name, str):
        raise NotDecodable(f"a function name must be text, not {type(name).__name__}")
    if not isinstance(arguments, dict):
        raise NotDecodable(f"the arguments of {name!r} are not an object")
    return f"{name}(" + ", ".join(f"{key}={value!r}" for key, value in arguments.items()) + ")"


def decode_fc(step: Any) -> list[str]:
    """Decode BFCL's FC form, ``[{"name": "{json arguments}"}]`` or one such object.

    Raises:
        NotDecodable: The step is not of that form, or arguments are not a JSON object.
    """
    items = [step] if isinstance(step, dict) else step
    if not isinstance(items, list):
        raise NotDecodable(f"an FC step is a list of calls, not {type(step).__name__}")
    calls = []
    for item in items:
        if not isinstance(item, dict):
            raise NotDecodable(f"a call must be an object, not {type(item).__name__}")
        for name, arguments in item.items():
            calls.append(call_string(name, _json(arguments) if isinstance(arguments, str) else arguments))
    return calls


def _json(text: str) -> Any:
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as err:  # json.JSONDecodeError is a ValueError
        raise NotDecodable(f"not JSON: {str(err)[:120]}") from None


def _literal(text: str) -> Any:
    try:
        return ast.literal_eval(text.strip())
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError) as err:
        raise NotDecodable(f"not a literal: {str(err)[:120]}") from None


def _named(items: Any, key: str) -> list[str]:
    """Call strings from ``{"name": ..., key: {...}}`` objects."""
    if isinstance(items, dict):
        items = [items]
    if not isinstance(items, list):
        raise NotDecodable(f"expected a list of calls, not {type(items).__name__}")
    calls = []
    for item in items:
        if not isinstance(item, dict) or "name" not in item or key not in item:
            raise NotDecodable(f"a call must be an object with 'name' and '{key}'")
        calls.append(call_string(item["name"], item[key]))
    return calls


def _json_list(text: str) -> list[str]:
    text = text.replace("```", "")
    try:
        value = json.loads(text)
    except (ValueError, RecursionError):
        return _named([_json(part) for part in text.split(";")], "arguments")
    if isinstance(value, dict) and "name" not in value and isinstance(value.get("tool_calls"), list):
        value = value["tool_calls"]  # {"tool_calls": [...]}, as Hammer may answer
    return _named(value, "arguments")


def _llama(text: str) -> list[str]:
    text = text.replace("<|python_tag|>", "")
    if ";" in text:  # bfcl-eval splits at every ';' and reads each piece as JSON
        return _named([_json(part) for part in text.split(";")], "parameters")
    return _named(_literal(text), "parameters")


def decode_text(text: str, decoder: Decoder) -> list[str]:
    """Decode a text step with a text decoder (``json-list`` or ``llama``).

    Raises:
        NotDecodable: The text is not of the decoder's form.
    """
    if len(text) > _MAX_TEXT:
        raise NotDecodable(f"a step of {len(text)} characters is not decoded")
    if decoder == "json-list":
        return _json_list(text)
    if decoder == "llama":
        return _llama(text)
    raise NotDecodable(f"{decoder} is not a text decoder")


def _decodes(step: Any, decoder: Decoder) -> bool:
    """Whether ``step`` decodes into at least one call under ``decoder``."""
    try:
        if decoder == "fc":
            return not isinstance(step, str) and bool(decode_fc(step))
        if not isinstance(step, str):
            return False
        if decoder == "python":
            return len(step) <= _MAX_TEXT and bool(parse_prompt(step))
        return bool(decode_text(step, decoder))
    except (NotDecodable, ParseError):
        return False


def is_decoded_form(step: Any) -> bool:
    """Whether a step is already decoded: a list of call strings (decoded the same under every decoder)."""
    return isinstance(step, list) and all(isinstance(item, str) for item in step)


def detect(steps: Iterable[Any]) -> Decoder:
    """The decoder under which the most steps decode into calls (``auto``).

    Ties go to the first of ``fc``, ``python``, ``json-list``, ``llama``; a file where no step
    decodes gets ``fc`` if it holds structures, else ``python``.
    """
    counts = dict.fromkeys(DECODERS, 0)
    structures = False
    for step in steps:
        if is_decoded_form(step):
            continue
        structures = structures or not isinstance(step, str)
        for decoder in DECODERS:
            counts[decoder] += _decodes(step, decoder)
    best = max(DECODERS, key=lambda d: counts[d])  # max keeps the first of equal counts
    if counts[best]:
        return best
    return "fc" if structures else "python"


def decoder_name(value: str) -> Decoder | Literal["auto"]:
    """Check a decoder name (``auto`` or one of :data:`DECODERS`).

    Raises:
        ValueError: Another name.
    """
    if value != "auto" and value not in DECODERS:
        raise ValueError(f"unknown decoder {value!r} (auto, {', '.join(DECODERS)})")
    return cast("Decoder | Literal['auto']", value)
