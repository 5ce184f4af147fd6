"""What a model that made a turn's gold calls tells the user: every value of their results.

In the ``native`` profile a turn's facts are told only by the model's replies, so a scripted
model that plays the gold must also say what the gold's results hold.
"""

from __future__ import annotations

from sandbox.episode.config import execute_strings
from sandbox.episode.scenario import Scenario
from sandbox.judge.gold import gold_track
from sandbox.judge.statement import statement


def gold_reply(scenario: Scenario, turn: int) -> str:
    """The reply that tells turn ``turn``'s gold results (``Done.`` when they hold nothing to say)."""
    track = gold_track(scenario, execute_strings)
    outputs = track.turns[turn].outputs if turn < len(track.turns) else ()
    return statement(outputs) or "Done."
