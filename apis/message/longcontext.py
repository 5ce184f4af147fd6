"""Native long context for the message domain: an older message history to read through.

BFCL injects nothing into its message class, so the ``bfcl`` profile adds nothing either.
"""

from __future__ import annotations

import random

from apis.message.state import MessageState, new_message_id

_OPENERS = (
    "Quick reminder:", "FYI,", "Following up:", "Heads up,", "As discussed,", "Small note:", "Re: yesterday,",
)
_BODIES = (
    "the weekly sync moves to Thursday.", "please check the shared calendar.", "the draft is in the team folder.",
    "lunch order closes at 11.", "the client call went well.", "can you review my notes?",
    "the build is green again.", "parking garage is closed on Friday.", "slides are due tomorrow morning.",
    "the vendor sent a revised quote.",
)


def add_distractor_messages(state: MessageState, size: int, rng: random.Random) -> None:
    """Put ``size`` seeded older messages before the configured ones.

    They go to existing users and come from the configured logged-in user, so reading tools get
    longer answers while "the latest message to X" still means a configured or new message.
    """
    receivers = sorted(set(state.user_map.values()))
    if not receivers:
        return
    history = [
        {
            "id": new_message_id(state, rng),
            "sender": state.current_user,
            "receiver": rng.choice(receivers),
            "message": f"{rng.choice(_OPENERS)} {rng.choice(_BODIES)}",
        }
        for _ in range(size)
    ]
    state.inbox[:0] = history
    state.message_count = len(state.inbox)
