"""``+descriptions=none|short|noisy``: tool descriptions removed, cut to one sentence, or paraphrased with noise.

``none`` leaves function and parameter descriptions empty; ``short`` keeps the first sentence of
each; ``noisy`` rewrites them with synonyms and stray remarks drawn from the scenario's seed.
Names, gold and behaviour are unchanged.
"""

from __future__ import annotations

import random
import re
from typing import Any

from sandbox.episode.perturb import Decoy, SurfaceChange, Wording
from sandbox.episode.scenario import Scenario
from sandbox.run.transforms.common import change_of, first_sentence, real_tools, stream, with_change
from sandbox.run.transforms.words import FILLERS, SYNONYMS
from sandbox.tools.registry import Registry
from sandbox.tools.spec import ToolSpec

LEVELS = ("none", "short", "noisy")
_WORD = re.compile(r"[A-Za-z]+")


class Descriptions:
    """The ``descriptions`` transform."""

    usage = "descriptions=none|short|noisy"

    def parse(self, text: str | None) -> str:
        """The level."""
        if text not in LEVELS:
            raise ValueError(f"expected one of {', '.join(LEVELS)}, got {text!r}" if text else "a level is needed")
        return text

    def apply(self, scenario: Scenario, arg: Any, registry: Registry) -> Scenario:
        """The scenario with every tool's description (decoys' too) reworded."""
        rng, change = stream(scenario, "descriptions"), change_of(scenario)
        wording = {real: _reword(change.wording.get(real) or _own(spec), arg, rng)
                   for real, spec in real_tools(scenario, registry).items()}
        decoys = [_decoy(d, arg, rng, registry) for d in change.decoys]
        new = SurfaceChange(names=change.names, params=change.params, wording=wording, decoys=decoys,
                            transforms=change.transforms)
        return with_change(scenario, new, f"descriptions={arg}")


def _own(spec: ToolSpec) -> Wording:
    return Wording(description=spec.full_description(), params={p.name: p.description for p in spec.params})


def _decoy(decoy: Decoy, level: str, rng: random.Random, registry: Registry) -> Decoy:
    wording = decoy.wording or _own(registry.get(decoy.domain).tools[decoy.source])
    return decoy.model_copy(update={"wording": _reword(wording, level, rng)})


def _reword(wording: Wording, level: str, rng: random.Random) -> Wording:
    if level == "none":
        return Wording(params={name: "" for name in wording.params})
    if level == "short":
        return Wording(description=first_sentence(wording.description),
                       params={name: first_sentence(text) for name, text in wording.params.items()})
    return Wording(description=noisy(wording.description, rng),
                   params={name: noisy(text, rng) for name, text in wording.params.items()})


def noisy(text: str, rng: random.Random) -> str:
    """``text`` with some words swapped for synonyms and, now and then, a stray remark."""
    def swap(match: re.Match[str]) -> str:
        word = match.group(0)
        options = SYNONYMS.get(word.lower())
        if not options or rng.random() < 0.4:
            return word
        choice = rng.choice(options)
        return choice.capitalize() if word[0].isupper() else choice

    result = _WORD.sub(swap, text)
    if result and rng.random() < 0.5:
        result = f"{result.rstrip()} {rng.choice(FILLERS)}"
    return result


TRANSFORM = Descriptions()
