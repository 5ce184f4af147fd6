"""Systematic mutations of BFCL gold trajectories, used to test verdict agreement with bfcl-eval."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sandbox.episode.calls import ToolCall, format_call
from sandbox.episode.parsing import parse_prompt
from sandbox.tools.errors import ParseError
from sandbox.tools.registry import DOMAINS

Decoded = list[list[list[str]]]
MUTATIONS = ("gold", "drop_call", "change_argument", "extra_read", "reorder")


def gold_decoded(ground_truth: list[list[str]]) -> Decoded:
    """The gold trajectory as a decoded model output: one step per non-empty turn."""
    return [[list(turn)] if turn else [] for turn in ground_truth]


def _target_turn(ground_truth: list[list[str]], minimum: int = 1) -> int | None:
    candidates = [i for i, turn in enumerate(ground_truth) if len(turn) >= minimum]
    return candidates[len(candidates) // 2] if candidates else None


def _changed(value: Any) -> Any:
    if isinstance(value, bool):
        return not value
    if isinstance(value, (int, float)):
        return value + 1
    if isinstance(value, str):
        return value + "_x"
    if isinstance(value, list):
        return value[:-1] if value else ["x"]
    if isinstance(value, dict):
        return {**value, "x": "y"}
    return "x"


def _render(call: ToolCall) -> str:
    return format_call(call.name, call.arguments, args=call.args)


def drop_call(entry: dict[str, Any]) -> Decoded | None:
    """Leave out the last call of a middle non-empty turn."""
    gt = entry["ground_truth"]
    turn = _target_turn(gt)
    if turn is None:
        return None
    out = gold_decoded(gt)
    out[turn] = [gt[turn][:-1]] if len(gt[turn]) > 1 else []
    return out


def change_argument(entry: dict[str, Any]) -> Decoded | None:
    """Change the first argument value of the first call that has one, in a middle turn."""
    gt = entry["ground_truth"]
    out = gold_decoded(gt)
    order = sorted(range(len(gt)), key=lambda i: abs(i - len(gt) // 2))
    for turn in order:
        for index, text in enumerate(gt[turn]):
            try:
                call = parse_prompt(text)[0]
            except (ParseError, IndexError):  # broken gold in composite data: mutate another call
                continue
            if call.arguments:
                key = sorted(call.arguments)[0]
                changed = call.model_copy(update={"arguments": {**call.arguments, key: _changed(call.arguments[key])}})
                step = list(gt[turn])
                step[index] = _render(changed)
                out[turn] = [step]
                return out
            if call.args:
                changed = call.model_copy(update={"args": [_changed(call.args[0]), *call.args[1:]]})
                step = list(gt[turn])
                step[index] = _render(changed)
                out[turn] = [step]
                return out
    return None


def _reader(entry: dict[str, Any]) -> str | None:
    for class_name in entry["involved_classes"]:
        domain = DOMAINS.get(class_name)
        for name, spec in sorted(domain.tools.items()):
            if not spec.mutates and not any(p.required for p in spec.params):
                return f"{name}()"
    return None


def extra_read(entry: dict[str, Any]) -> Decoded | None:
    """Add a harmless read-only call (no required arguments) at the start of a middle turn."""
    gt = entry["ground_truth"]
    turn = _target_turn(gt)
    reader = _reader(entry)
    if turn is None or reader is None:
        return None
    out = gold_decoded(gt)
    out[turn] = [[reader, *gt[turn]]]
    return out


def reorder(entry: dict[str, Any]) -> Decoded | None:
    """Reverse the calls of a turn that has at least two."""
    gt = entry["ground_truth"]
    turn = _target_turn(gt, minimum=2)
    if turn is None:
        return None
    out = gold_decoded(gt)
    out[turn] = [list(reversed(gt[turn]))]
    return out


BUILDERS: dict[str, Callable[[dict[str, Any]], Decoded | None]] = {
    "gold": lambda entry: gold_decoded(entry["ground_truth"]),
    "drop_call": drop_call,
    "change_argument": change_argument,
    "extra_read": extra_read,
    "reorder": reorder,
}
