r"""What a failed turn comes down to, in forms people read: calls aligned with the gold's, short state paths.

:func:`align_calls` lines a turn's calls up with its gold calls, call by call: the same call, the
same function with other arguments (which ones), a gold call the model never made, a call the gold
does not make. :func:`short_path` writes a state diff path (``root['file_system']['root']
['contents']['reports']``) the way a person would say it (``file_system › root › reports``).

>>> short_path("root['file_system']['root']['contents']['reports']['contents']['2024']")
'file_system › root › reports › 2024'
>>> short_path("root['ticket']['tickets'][3]['status']")
'ticket › tickets › [3] › status'
>>> [(row.kind, row.detail) for row in align_calls(["mkdir(dir_name='2025')", "ls()"], ["mkdir(dir_name='2024')"], {})]
[('arguments', ["dir_name: gold '2025', model '2024'"]), ('missing', [])]
"""

from __future__ import annotations

import ast
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from sandbox.judge.align import align
from sandbox.episode.calls import ToolCall
from sandbox.judge.metrics import UNPARSED, bound_arguments
from sandbox.episode.parsing import parse_prompt
from sandbox.tools.errors import ParseError
from sandbox.tools.spec import ToolSpec

_STEP = re.compile(r"\[('(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\"|-?\d+)\]")
#: A container key that only holds the items below it (the file system's directories).
_PLUMBING = "contents"
Kind = Literal["same", "arguments", "missing", "extra"]
#: How each kind of row is said on the page.
KIND_LABELS: dict[str, str] = {"same": "same", "arguments": "different arguments", "missing": "missing",
                               "extra": "extra"}


def path_steps(path: str) -> list[Any] | None:
    """The keys and indices of a diff path (``root['a'][0]`` -> ``['a', 0]``), or ``None`` when it is not one."""
    if not path.startswith("root"):
        return None
    rest, steps = path[4:], []
    while rest:
        match = _STEP.match(rest)
        if match is None:
            return None
        steps.append(ast.literal_eval(match.group(1)))  # a string or an integer literal, nothing else matches
        rest = rest[match.end():]
    return steps


def short_path(path: str) -> str:
    """A diff path as a person says it: ``›`` between steps, ``[i]`` for list items, no container plumbing.

    A ``contents`` key with a key after it only holds what is below it, and is left out. A path
    that is not a diff path is returned as it is.
    """
    steps = path_steps(path)
    if not steps:
        return path
    shown = [f"[{step}]" if isinstance(step, int) else str(step) for i, step in enumerate(steps)
             if not (step == _PLUMBING and i + 1 < len(steps) and i > 0)]
    return " › ".join(shown)


@dataclass(frozen=True)
class CallRow:
    """One row of a turn's calls beside its gold: a gold call, a model call, or both."""

    kind: Kind
    gold: str | None = None
    model: str | None = None
    detail: list[str] = field(default_factory=list)  # for "arguments": each argument that differs


def _parsed(text: str) -> ToolCall | None:
    try:
        calls = parse_prompt(text)
    except ParseError:
        return None
    return calls[0] if len(calls) == 1 else None


def _differences(gold: dict[str, Any], model: dict[str, Any]) -> list[str]:
    out = []
    for name in sorted(gold.keys() | model.keys()):
        if name not in model:
            out.append(f"{name}: gold {gold[name]!r}, model leaves it out")
        elif name not in gold:
            out.append(f"{name}: not in the gold call, model {model[name]!r}")
        elif gold[name] != model[name] or type(gold[name]) is not type(model[name]):
            out.append(f"{name}: gold {gold[name]!r}, model {model[name]!r}")
    return out


def align_calls(gold: Sequence[str], model: Sequence[str | ToolCall], specs: Mapping[str, ToolSpec]) -> list[CallRow]:
    """The model's calls of a turn lined up with the gold's, call by call.

    Calls are paired by function name in order (a shortest edit script over the names); a pair is
    ``same`` when the arguments agree (positional ones bound to their names, omitted optional ones
    at their defaults) and ``arguments`` otherwise. Gold calls left over are ``missing``, model
    calls left over ``extra``; a leftover pair of the same function in another order is paired too.

    Args:
        gold: The turn's gold call strings.
        model: The model's calls (a string that did not parse is an extra row).
        specs: The tools by name, to bind arguments.
    """
    gold_calls = [_parsed(text) for text in gold]
    model_calls = [call if isinstance(call, ToolCall) else _parsed(call) for call in model]
    model_texts = [str(call) for call in model]
    gold_names = [c.name if c else f"\0{i}" for i, c in enumerate(gold_calls)]
    model_names = [c.name if c and c.name != UNPARSED else f"\1{i}" for i, c in enumerate(model_calls)]
    pairs: list[tuple[int | None, int | None]] = []
    codes = align(gold_names, model_names, max_edits=128, same=lambda a, b: a == b)
    for tag, i1, i2, j1, j2 in codes or [("replace", 0, len(gold), 0, len(model))]:
        if tag == "equal":
            pairs += [(i1 + k, j1 + k) for k in range(i2 - i1)]
        else:
            pairs += [(i, None) for i in range(i1, i2)] + [(None, j) for j in range(j1, j2)]
    spare = [j for i, j in pairs if i is None and j is not None]
    partner: dict[int, int] = {}  # a gold call without a partner in order: the same function later or earlier
    for i, j in pairs:
        if i is not None and j is None:
            k = next((k for k in spare if model_names[k] == gold_names[i]), None)
            if k is not None:
                spare.remove(k)
                partner[i] = k
    rows: list[CallRow] = []
    for i, j in pairs:
        if i is not None:
            j = partner.get(i, j)
            rows.append(_row(gold[i], gold_calls[i], None if j is None else (model_texts[j], model_calls[j]), specs))
        elif j is not None and j in spare:
            rows.append(CallRow("extra", model=model_texts[j]))
    return rows


def _row(gold_text: str, gold: ToolCall | None, model: tuple[str, ToolCall | None] | None,
         specs: Mapping[str, ToolSpec]) -> CallRow:
    if model is None:
        return CallRow("missing", gold=gold_text)
    text, call = model
    if gold is None or call is None:
        return CallRow("same" if gold_text == text else "arguments", gold=gold_text, model=text)
    spec = specs.get(gold.name)
    diff = _differences(bound_arguments(gold, spec), bound_arguments(call, spec))
    return CallRow("arguments" if diff else "same", gold=gold_text, model=text, detail=diff)
