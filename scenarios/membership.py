"""Which base scenarios the long-context suites hold, and the checks that keep that choice true.

A long-context variant measures something only where the gold reads state the distractors join
(a folder listing, a message search, the ticket queue, a quote with its history...). A base
scenario that cannot grow says so in its metadata, ``metadata["no_long_context"]``, with one of
the reasons of :data:`REASONS` (written in its authoring draft). Such a scenario stays in
``base``, ``miss_param`` and ``miss_func`` and is left out of ``long_context`` and ``composite``
(sized or not): composite promises all three difficulties at once, and with inert distractors it
would only repeat ``miss_param`` and ``miss_func``.

Both directions are checked by ``toolsim validate`` (:mod:`scenarios.validate_context`): a member
whose gold gets back exactly the results it gets without distractors is an error
(``context_unseen``), and a base scenario marked out of long context whose gold would see
distractors is reported (``context_excluded_seen``), as is a reason its gold contradicts
(``context_reason``).
"""

from __future__ import annotations

from collections.abc import Sequence

from sandbox.episode.scenario import Scenario

#: The metadata key of a base scenario that is not a long-context candidate.
KEY = "no_long_context"
#: Why a base scenario is left out of the long-context suites.
REASONS: dict[str, str] = {
    "stateless": "it uses only domains without state (math): there is nothing for distractors to join",
    "write_only": "its gold only calls functions that change state, and reads nothing back",
    "unreached": "its gold reads only what distractors never join (a file found by name, a user's id, "
                 "a record named by its id, a search whose answer must stay unambiguous, the user's own "
                 "messages)",
}


class MembershipError(ValueError):
    """A base scenario's ``no_long_context`` value is not one of :data:`REASONS`."""


def exclusion(base: Scenario) -> str | None:
    """Why ``base`` is left out of the long-context suites, or ``None`` when it is a member.

    Raises:
        MembershipError: The metadata names a reason that is not in :data:`REASONS`.
    """
    reason = base.metadata.get(KEY)
    if reason is None:
        return None
    if reason not in REASONS:
        raise MembershipError(f"{base.id}: metadata.{KEY} {reason!r} is not one of {', '.join(REASONS)}")
    return str(reason)


def members(bases: Sequence[Scenario]) -> list[Scenario]:
    """The base scenarios the long-context suites are built from, in order.

    Raises:
        MembershipError: A scenario names an unknown reason.
    """
    return [base for base in bases if exclusion(base) is None]
