"""``+rename`` and ``+rename=misleading``: functions and parameters under other names.

``neutral`` (the default) names functions ``tool_01``... in a shuffled order and parameters
``arg1``, ``arg2``... by position; ``misleading`` uses plausible names that say something else
(``archive_ledger``, ``target``). The gold, held-out and excluded functions and the user's text
follow, and so does every text the model is shown that names a tool (descriptions of functions,
parameters and decoys, the user's messages), so nothing else changes.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from typing import Any

from sandbox.episode.calls import format_call
from sandbox.episode.parsing import parse_prompt
from sandbox.episode.perturb import SurfaceChange, Wording
from sandbox.episode.scenario import Scenario
from sandbox.run.transforms.common import change_of, own_wording, real_tools, stream, with_change
from sandbox.run.transforms.words import NOUNS, PARAM_WORDS, VERBS
from sandbox.tools.errors import ParseError
from sandbox.tools.registry import Registry

STYLES = ("neutral", "misleading")


class Rename:
    """The ``rename`` transform."""

    usage = "rename[=neutral|misleading]"

    def parse(self, text: str | None) -> str:
        """The naming style."""
        style = text or "neutral"
        if style not in STYLES:
            raise ValueError(f"unknown naming style {text!r}")
        return style

    def apply(self, scenario: Scenario, arg: Any, registry: Registry) -> Scenario:
        """The scenario with every tool (decoys too) and parameter renamed."""
        rng, change = stream(scenario, "rename"), change_of(scenario)
        specs = real_tools(scenario, registry)
        # what is shown now: tool -> (shown name, shown parameter names in order)
        shown = {real: (change.shown(real), [change.params.get(real, {}).get(p.name, p.name) for p in spec.params])
                 for real, spec in specs.items()}
        decoy_params = {d.name: [d.params.get(p.name, p.name) for p in registry.get(d.domain).tools[d.source].params]
                        for d in change.decoys}
        old_names = [name for name, _ in shown.values()] + [d.name for d in change.decoys]
        new_names = dict(zip(old_names, _tool_names(rng, len(old_names), arg, set(old_names))))
        param_maps = {name: dict(zip(params, _param_names(rng, params, arg)))
                      for name, params in [*shown.values(), *decoy_params.items()]}
        names = {real: new_names[name] for real, (name, _) in shown.items()}
        params = {real: {p.name: param_maps[shown[real][0]][old] for p, old in zip(specs[real].params, shown[real][1])}
                  for real in specs}
        text = _text_renamer(new_names)
        decoys = [d.model_copy(update={"name": new_names[d.name], "wording": _renamed_wording(
            d.wording or own_wording(registry.get(d.domain).tools[d.source]), text), "params": {
            p.name: param_maps[d.name][old] for p, old in zip(registry.get(d.domain).tools[d.source].params,
                                                               decoy_params[d.name])}}) for d in change.decoys]
        wording = {real: _renamed_wording(change.wording.get(real) or own_wording(spec), text)
                   for real, spec in specs.items()}
        new_change = SurfaceChange(names=names, params=params, wording={
            real: w for real, w in wording.items() if real in change.wording or w != own_wording(specs[real])},
            decoys=decoys, transforms=change.transforms)
        turns = [turn.model_copy(update={
            "messages": [m.model_copy(update={"content": text(m.content)}) for m in turn.messages],
            "ground_truth": [_call(g, new_names, param_maps) for g in turn.ground_truth],
        }) for turn in scenario.turns]
        return with_change(scenario, new_change, f"rename={arg}", turns=turns,
                           held_out={new_names.get(k, k): v for k, v in scenario.held_out.items()},
                           excluded=[new_names.get(k, k) for k in scenario.excluded])


def _tool_names(rng: random.Random, count: int, style: str, taken: set[str]) -> list[str]:
    if style == "neutral":
        numbers = list(range(1, count + 1))
        rng.shuffle(numbers)
        width = max(2, len(str(count)))
        return [f"tool_{n:0{width}d}" for n in numbers]
    pool = [f"{verb}_{noun}" for verb in VERBS for noun in NOUNS if f"{verb}_{noun}" not in taken]
    if count > len(pool):
        pool += [f"{name}_{i}" for i in range(2, 2 + count // len(pool) + 1) for name in list(pool)]
    return rng.sample(pool, count)


def _param_names(rng: random.Random, params: list[str], style: str) -> list[str]:
    if style == "neutral":
        return [f"arg{i}" for i in range(1, len(params) + 1)]
    pool = [w for w in PARAM_WORDS if w not in params]
    if len(params) > len(pool):
        pool += [f"{w}_{i}" for i in range(2, 4) for w in PARAM_WORDS]
    return rng.sample(pool, len(params))


def _call(text: str, names: dict[str, str], params: dict[str, dict[str, str]]) -> str:
    """A gold call under the new names (a call that does not parse is kept as it is)."""
    try:
        calls = parse_prompt(text)
    except ParseError:
        return text
    if len(calls) != 1 or calls[0].name not in names:
        return text
    call, mapping = calls[0], params.get(calls[0].name, {})
    return format_call(names[call.name], {mapping.get(k, k): v for k, v in call.arguments.items()}, args=call.args)


def _renamed_wording(wording: Wording, text: Callable[[str], str]) -> Wording:
    """A tool's description and parameter descriptions with the tool names in them renamed."""
    return Wording(description=text(wording.description), params={k: text(v) for k, v in wording.params.items()})


def _text_renamer(names: dict[str, str]) -> Callable[[str], str]:
    """Replace tool names in a text: those with an underscore anywhere, the others before ``(`` or in backquotes.

    A name inside a longer word, path or file name (``get_stock_info.txt``) is left alone.
    """
    plain = [n for n in names if "_" in n]
    pattern = "|".join(
        [rf"(?<![\w./-]){re.escape(n)}(?![\w/-]|\.\w)" for n in sorted(plain, key=len, reverse=True)]
        + [rf"(?<![\w./-]){re.escape(n)}(?=\()" for n in names if n not in plain]
        + [rf"(?<=`){re.escape(n)}(?=`)" for n in names if n not in plain]
    )
    if not pattern:
        return lambda text: text
    compiled = re.compile(pattern)
    return lambda text: compiled.sub(lambda m: names[m.group(0)], text)


TRANSFORM = Rename()
