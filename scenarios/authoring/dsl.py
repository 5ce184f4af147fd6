"""A small vocabulary for writing base scenarios by hand.

A gold call may end in ``-> name=field`` (several separated by commas; ``field`` may be dotted, as
``message_id.new_id``) to capture a value of its JSON result; later calls of the same scenario use
it as ``$name`` (the value as a literal) or, inside a quoted string, ``${name}`` (its text). The
build replaces them with the values, so the JSONL holds plain calls only.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

Draft = dict[str, Any]


def turn(text: str, *calls: str, expected_errors: Sequence[int] = ()) -> Draft:
    """One user turn: the user's message and the gold calls that complete it."""
    draft: Draft = {"text": text, "calls": list(calls)}
    if expected_errors:
        draft["expected_errors"] = list(expected_errors)
    return draft


def miss(turn: int, rewritten: str, follow_up: str) -> Draft:
    """The miss_param annotation: turn ``turn`` said without a needed value, then the value."""
    return {"turn": turn, "rewritten": rewritten, "follow_up": follow_up}


def scenario(
    ident: str,
    *,
    domains: dict[str, dict[str, Any]],
    persona: str,
    style: str,
    turns: Sequence[Draft],
    miss_param: Draft,
    seed: int = 0,
    clock: str | None = None,
    miss_func: Draft | None = None,
    exploratory: Sequence[int] = (),
    no_long_context: str | None = None,
) -> Draft:
    """A base scenario draft.

    Args:
        ident: The scenario id, ending in a version (``fs_tidy_reports_v1``).
        domains: Domain name -> initial configuration.
        persona: Who the user is, in a few words.
        style: How the user writes (``terse``, ``chatty``, ``typos``, ``non-native``, ``formal``...).
        turns: The turns, from :func:`turn`.
        miss_param: The annotation from :func:`miss`.
        seed: The scenario seed.
        clock: The episode's "now" (ISO format), when not the default.
        miss_func: ``{"turn", "functions"}`` when the default choice of held-out function is not wanted.
        exploratory: Turns whose gold starts with a read the user did not ask for (checking state first).
        no_long_context: Why the scenario is left out of the long-context suites, when it is: one
            of :data:`scenarios.membership.REASONS` (``stateless``, ``write_only``, ``unreached``).
    """
    draft: Draft = {
        "id": ident, "domains": domains, "persona": persona, "style": style, "turns": list(turns),
        "miss_param": miss_param, "seed": seed, "clock": clock, "miss_func": miss_func,
        "exploratory": list(exploratory), "no_long_context": no_long_context,
    }
    return draft
