"""``+distractors=N``: N extra tools offered in every turn that must not be used.

About half are functions of domains the scenario does not use, under their own names; the others
are look-alikes of the scenario's own tools (``bulk_send_message``, ``schedule_mv``, ``get_ticket_history``):
plausible tools of the same kind, documented like the real ones (a description, what they return,
the real tool's parameters), whose job is another one than the user asked for. Calling one runs nothing and is a ``distractor_call``.
"""

from __future__ import annotations

from typing import Any

from sandbox.episode.perturb import Decoy, SurfaceChange, Wording
from sandbox.episode.scenario import Scenario
from sandbox.run.transforms.common import change_of, real_tools, stream, with_change
from sandbox.run.transforms.words import LOOKALIKES
from sandbox.tools.registry import Registry

MAX_DISTRACTORS = 500


class Distractors:
    """The ``distractors`` transform."""

    usage = "distractors=N"

    def parse(self, text: str | None) -> int:
        """The number of distractors."""
        if text is None or not text.isdigit() or not 0 < int(text) <= MAX_DISTRACTORS:
            raise ValueError(f"N must be a whole number from 1 to {MAX_DISTRACTORS}, got {text!r}")
        return int(text)

    def apply(self, scenario: Scenario, arg: Any, registry: Registry) -> Scenario:
        """The scenario with ``arg`` more decoys (fewer only if there are not that many to draw from)."""
        rng, change = stream(scenario, "distractors"), change_of(scenario)
        specs = real_tools(scenario, registry)
        used = {registry.get(key).name for key in scenario.domains}
        taken = {change.shown(real) for real in specs} | {d.name for d in change.decoys}
        foreign = [Decoy(name=name, domain=domain.name, source=name)
                   for domain in registry.all() if domain.name not in used
                   for name in domain.tools if name not in taken]
        alike = []
        for real, spec in specs.items():
            shown = change.shown(real)
            for pattern, says, suits in LOOKALIKES:
                name = pattern.format(name=shown)
                if name not in taken and name not in specs and suits in (None, spec.mutates):
                    wording = Wording(description=says.format(name=shown),
                                      params=(change.wording[real].params if real in change.wording
                                              else {p.name: p.description for p in spec.params}))
                    alike.append(Decoy(name=name, domain=spec.domain, source=real,
                                       params=change.params.get(real, {}), wording=wording))
        rng.shuffle(foreign)
        rng.shuffle(alike)
        half = min(len(foreign), (arg + 1) // 2)
        chosen = foreign[:half] + alike[:arg - half]
        chosen += foreign[half:half + arg - len(chosen)]
        seen: set[str] = set()
        decoys = [d for d in chosen if not (d.name in seen or seen.add(d.name))]  # type: ignore[func-returns-value]
        new = SurfaceChange(names=change.names, params=change.params, wording=change.wording,
                            decoys=[*change.decoys, *decoys], transforms=change.transforms)
        return with_change(scenario, new, f"distractors={arg}")


TRANSFORM = Distractors()
