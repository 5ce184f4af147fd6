"""What every suite transform shares: its interface, its seeded random stream, the scenario's tools."""

from __future__ import annotations

import random
from typing import Any, Protocol

from sandbox.episode.perturb import SurfaceChange, Wording
from sandbox.episode.scenario import Scenario
from sandbox.tools.registry import Registry
from sandbox.tools.spec import ToolSpec


class Transform(Protocol):
    """One kind of suite transform."""

    usage: str  # its form in a suite name, e.g. ``distractors=N``

    def parse(self, text: str | None) -> Any:
        """The argument from the suffix (``None``: no ``=``).

        Raises:
            ValueError: A bad argument.
        """
        ...

    def apply(self, scenario: Scenario, arg: Any, registry: Registry) -> Scenario:
        """The scenario transformed."""
        ...


def stream(scenario: Scenario, kind: str) -> random.Random:
    """The random stream of one transform of one scenario (the same in every process)."""
    return random.Random(f"{kind}:{scenario.seed}:{scenario.id}:{len(scenario.surface.transforms) if scenario.surface else 0}")


def real_tools(scenario: Scenario, registry: Registry) -> dict[str, ToolSpec]:
    """The scenario's tools as its domains define them, by real name."""
    return {name: spec for key in scenario.domains for name, spec in registry.get(key).tools.items()}


def change_of(scenario: Scenario) -> SurfaceChange:
    """The scenario's surface change so far (an empty one if none)."""
    return scenario.surface or SurfaceChange()


def with_change(scenario: Scenario, change: SurfaceChange, label: str, **updates: Any) -> Scenario:
    """The scenario with a new surface change (recording ``label``) and other fields replaced."""
    change = change.model_copy(update={"transforms": [*change.transforms, label]})
    return scenario.model_copy(update={"surface": change, **updates})


def first_sentence(text: str) -> str:
    """The first line of a text, cut after its first sentence."""
    line = text.strip().split("\n", 1)[0].strip()
    for end in (". ", "; "):
        if end in line:
            return line.split(end, 1)[0] + "."
    return line


def own_wording(spec: ToolSpec) -> Wording:
    """A tool's own description and parameter descriptions, as a :class:`Wording`."""
    return Wording(description=spec.full_description(), params={p.name: p.description for p in spec.params})
