"""``+descriptions=none|short|noisy``: tool descriptions removed, cut to one sentence, or paraphrased with noise.

``none`` leaves function and parameter descriptions empty; ``short`` keeps the first sentence of
each; ``noisy`` rewrites their plain words with synonyms and adds now and then a remark that states
nothing, drawn from the scenario's seed (field, parameter and function names are never touched).
Names, gold and behaviour are unchanged.
"""

from __future__ import annotations

import random
import re
from typing import Any

from sandbox.episode.perturb import Decoy, SurfaceChange, Wording
from sandbox.episode.scenario import Scenario
from sandbox.run.transforms.common import change_of, first_sentence, own_wording, real_tools, stream, with_change
from sandbox.run.transforms.words import FILLERS, SYNONYMS
from sandbox.tools.registry import Registry

LEVELS = ("none", "short", "noisy")
#: A protected token (code span, quoted string, identifier, ``word(``, ``word:``) or a plain word.
_TOKEN = re.compile(r"`+[^`]*`+|\"[^\"]*\"|\w*[_\d]\w*|[A-Za-z]+(?=\(|:)|(?P<word>[A-Za-z]+)")


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
        wording = {real: _reword(change.wording.get(real) or own_wording(spec), arg, rng)
                   for real, spec in real_tools(scenario, registry).items()}
        decoys = [_decoy(d, arg, rng, registry) for d in change.decoys]
        new = SurfaceChange(names=change.names, params=change.params, wording=wording, decoys=decoys,
                            transforms=change.transforms)
        return with_change(scenario, new, f"descriptions={arg}")


def _decoy(decoy: Decoy, level: str, rng: random.Random, registry: Registry) -> Decoy:
    wording = decoy.wording or own_wording(registry.get(decoy.domain).tools[decoy.source])
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
    """``text`` with some words swapped for synonyms and, now and then, a remark that states nothing.

    Only plain words are swapped: never a code span, a quoted string, an identifier with an
    underscore or a digit, or a word written as a call (``word(``) or a label (``word:``), so every
    field, parameter and function the text names stays as it is.
    """
    def swap(match: re.Match[str]) -> str:
        word = match.group("word")
        if word is None:
            return match.group(0)
        options = SYNONYMS.get(word.lower())
        if not options or rng.random() < 0.4:
            return word
        choice = rng.choice(options)
        return choice.capitalize() if word[0].isupper() else choice

    result = _TOKEN.sub(swap, text)
    if result and rng.random() < 0.5:
        result = f"{result.rstrip()} {rng.choice(FILLERS)}"
    return result


TRANSFORM = Descriptions()
