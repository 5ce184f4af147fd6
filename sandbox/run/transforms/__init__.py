"""Suite transforms: the same scenarios with a changed tool surface, written as suffixes of a suite name.

``base+distractors=20``, ``base+rename``, ``bfcl:base+descriptions=none`` and compositions such
as ``base+rename+descriptions=short`` (applied left to right). Each kind is a module of this
package, registered in :data:`TRANSFORMS`. A transform changes what the model is shown (the
scenario's :class:`~sandbox.episode.perturb.SurfaceChange`) and, where names change, the gold,
held-out and excluded functions and the user's text alike, so the gold still scores 100%. Every
choice is drawn from a random stream seeded by the scenario's seed and id: the same scenario gets
the same surface in every run.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sandbox.episode.scenario import Scenario
from sandbox.run.lazy import mapped
from sandbox.run.transforms import descriptions, distractors, rename
from sandbox.run.transforms.common import Transform
from sandbox.tools.errors import RegistryError
from sandbox.tools.registry import DOMAINS, Registry

#: Every transform by the name used in a suite suffix.
TRANSFORMS: dict[str, Transform] = {
    "distractors": distractors.TRANSFORM,
    "rename": rename.TRANSFORM,
    "descriptions": descriptions.TRANSFORM,
}

Step = tuple[str, Any]


def split_name(name: str) -> tuple[str, list[Step]]:
    """A suite name's base suite and its transforms with their parsed arguments.

    A name ending in ``.jsonl`` is a path, with no transforms (``runs/a+b/x.jsonl``).

    Raises:
        RegistryError: An unknown transform or a bad argument (the message names it and the choices).
    """
    cut = name.rfind(".jsonl+")  # a path may hold a '+' of its own
    if cut >= 0:
        base, rest = name[:cut + 6], name[cut + 7:]
    elif "+" in name and not name.endswith(".jsonl"):
        base, rest = name.split("+", 1)
    else:
        base, rest = name, ""
    suffixes = rest.split("+") if rest else []
    steps: list[Step] = []
    for suffix in suffixes:
        kind, has_arg, text = suffix.partition("=")
        transform = TRANSFORMS.get(kind)
        if transform is None:
            raise RegistryError(f"suite {name!r}: unknown transform {suffix!r}; known: {usage()}")
        try:
            steps.append((kind, transform.parse(text if has_arg else None)))
        except ValueError as err:
            raise RegistryError(f"suite {name!r}: transform {suffix!r}: {err} (use {transform.usage})") from None
    if not base:
        raise RegistryError(f"suite {name!r}: no suite before the first '+'")
    return base, steps


def usage() -> str:
    """The transforms' forms, for messages."""
    return ", ".join(f"+{t.usage}" for t in TRANSFORMS.values())


def transform_suite(scenarios: Sequence[Scenario], steps: list[Step], registry: Registry = DOMAINS) -> Sequence[Scenario]:
    """The scenarios with every transform applied in order (built once: the suite is then cached).

    A lazy suite (:class:`sandbox.run.lazy.LazySuite`) stays lazy: each scenario is transformed
    when it is first asked for.
    """
    def change(scenario: Scenario) -> Scenario:
        for kind, arg in steps:
            scenario = TRANSFORMS[kind].apply(scenario, arg, registry)
        return scenario

    return mapped(scenarios, change)
