"""Long-context checks of :mod:`scenarios.validate`: does the gold see the distractors where it should?

- ``context_unseen``: a long-context scenario whose gold, over all its turns, gets back exactly
  the results it gets without the distractors: the long context is nowhere the gold reads. An
  error in toolsim's own suites at the default size or larger, whose members are chosen to see
  them there (:mod:`scenarios.membership`); ``context_unseen_note``, a notice, where nothing is
  promised: in BFCL's suites, whose data toolsim does not choose, and in ours below the default
  size (with a handful of distractor files, a folder may get none).
- ``context_excluded_seen``: a base scenario marked out of long context
  (``metadata["no_long_context"]``) whose gold would see distractors, so it could be a member;
  ``context_reason``: its reason does not hold (``stateless`` with a domain that has state,
  ``write_only`` with a gold read) or is unknown.
"""

from __future__ import annotations

from sandbox.episode.config import execute_strings
from sandbox.judge.gold import domains_of, gold_track
from sandbox.episode.loop import build_toolbox
from sandbox.episode.scenario import Scenario
from scenarios.membership import KEY, MembershipError, exclusion
from scenarios.variants import LONG_CONTEXT_SIZE, apply_long_context


def gold_outputs(scenario: Scenario) -> list[str]:
    """Every result string the scenario's gold gets back, in order (a replay cached like the episodes')."""
    track = gold_track(scenario, execute_strings)
    return [output for turn in track.turns for output in turn.outputs]


def context_unseen(scenario: Scenario, outputs: list[str]) -> bool:
    """Whether the scenario has long context and its gold, which got back ``outputs`` with it, never sees any of it."""
    if scenario.long_context is None or not outputs:
        return False
    return gold_outputs(scenario.model_copy(update={"long_context": None})) == outputs


def unseen_check(scenario: Scenario) -> str:
    """The check an unseen long context is reported under: an error only where membership promises it."""
    size = scenario.long_context.size if scenario.long_context is not None else 0
    promised = scenario.profile == "native" and size >= LONG_CONTEXT_SIZE
    return "context_unseen" if promised else "context_unseen_note"


def _reads(scenario: Scenario) -> list[str]:
    """The functions the gold calls that only read, each once, sorted."""
    specs = {name: spec for domain in domains_of(scenario) for name, spec in domain.tools.items()}
    return sorted({call.name for turn in scenario.turns for call in turn.calls()
                   if call.name in specs and not specs[call.name].mutates})


def excluded_findings(base: Scenario, size: int = LONG_CONTEXT_SIZE) -> list[tuple[str, str]]:
    """``(check, message)`` where a base scenario's ``no_long_context`` mark does not match its gold.

    Nothing for a long-context member. For a scenario marked out: ``context_reason`` when the
    reason is unknown or does not hold, and ``context_excluded_seen`` when, with ``size``
    distractor items per collection, some gold result differs from the one without them.
    """
    try:
        reason = exclusion(base)
    except MembershipError as err:
        return [("context_reason", str(err).split(": ", 1)[-1])]
    if reason is None:
        return []
    found = []
    if reason == "stateless":
        stateful = sorted(name for name, state in build_toolbox(base).projection().items() if state)
        if stateful:
            found.append(("context_reason", f"marked stateless, yet {', '.join(stateful)} has state"))
    elif reason == "write_only" and _reads(base):
        found.append(("context_reason", f"marked write_only, yet the gold reads with {', '.join(_reads(base))}"))
    busy = apply_long_context(base.model_copy(update={"metadata": {k: v for k, v in base.metadata.items() if k != KEY}}),
                              size)
    if not context_unseen(busy, gold_outputs(busy)):
        found.append(("context_excluded_seen", f"marked {reason}, yet its gold sees distractors at size {size}"))
    return found
