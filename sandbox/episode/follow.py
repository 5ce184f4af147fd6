"""While a model makes exactly the gold calls, its episode and the gold twin are one and the same.

An episode's domains start as its gold twin's and everything in them is seeded, so while the
model's calls, turn after turn, are the gold calls in the gold order, each result is the one the
gold replay already computed, and each turn ends in the gold state. :class:`GoldFollower` hands
out those results without building or running the episode's own domains. At the first call that
differs, or a turn the model ends early, following stops: the episode then builds its toolbox,
and :meth:`GoldFollower.replay_into` runs on it the calls served so far (the same calls on the
same state give the same state), after which every call runs for real.

Nothing changes for the model or the record: the results are the gold's, with the model's own call
(its id, in FC mode) in them.

The other way round, with no gold at hand, :class:`OwnTrack` takes the model's own outcome of
each turn as the gold's while its calls are the gold calls (the twin is not replayed), and an
episode that followed the gold to its end leaves its track in the gold cache for the next one.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Any

from sandbox.episode.calls import CallResult, ToolCall, call_key
from sandbox.episode.execution import Toolbox
from sandbox.judge.gold import GoldTrack, GoldTurn, remember
from sandbox.episode.scenario import Scenario

CallKey = str  # see call_key


class GoldFollower:
    """The gold results of a model that has made exactly the gold calls so far.

    Args:
        scenario: The episode's scenario.
        gold: Its gold track (with each turn's call results).
    """

    def __init__(self, scenario: Scenario, gold: GoldTrack) -> None:
        self.scenario, self.gold = scenario, gold
        self.following = True
        self.served: list[ToolCall] = []  # every call served, in order: what the episode's state is made of
        self.in_turn = 0  # calls served in the current turn
        self._calls: dict[int, list[CallKey] | None] = {}

    def serve(self, turn: int, call: ToolCall, offered: Collection[str]) -> CallResult | None:
        """The result of ``call`` as the next call of turn ``turn``, or ``None`` (following stops)."""
        if not self.following:
            return None
        gold = self._gold_calls(turn)
        results = self.gold.turns[turn].results
        index = self.in_turn
        if gold is None or len(gold) != len(results) or index >= len(gold) or call.name not in offered \
                or call_key(call) != gold[index]:
            self.following = False  # the model's state departs from the gold's here
            return None
        self.served.append(call)
        self.in_turn += 1
        made = results[index]
        # with no id on either side the calls are equal field for field: the result is shared (read-only, as the track)
        return made if call.id is None and made.call.id is None else made.model_copy(update={"call": call})

    def end_turn(self, turn: int) -> None:
        """Turn ``turn`` ended: following goes on only if the model made all of its gold calls."""
        gold = self._gold_calls(turn)
        if gold is None or self.in_turn != len(gold):
            self.following = False
        self.in_turn = 0

    def state(self, turn: int) -> dict[str, Any] | None:
        """The episode's state while following (``None`` mid-turn, where the gold has no state, or not known).

        ``turn`` is the current turn (the number of turns when the episode is over).
        """
        if not self.following:
            return None
        if self.in_turn == 0:
            return self.gold.turns[turn - 1].state if turn > 0 else self.gold.initial
        gold = self._gold_calls(turn)
        return self.gold.turns[turn].state if gold is not None and self.in_turn == len(gold) else None

    def replay_into(self, toolbox: Toolbox) -> None:
        """Run the calls served so far on a fresh toolbox, which then holds the episode's state; stop following."""
        for call in self.served:
            toolbox.execute(call)
        self.following = False

    def _gold_calls(self, turn: int) -> list[CallKey] | None:
        if turn not in self._calls:
            self._calls[turn] = gold_calls(self.scenario, turn)
        return self._calls[turn]


def gold_calls(scenario: Scenario, turn: int) -> list[CallKey] | None:
    """Turn ``turn``'s gold calls (their :func:`~sandbox.episode.calls.call_key`), or ``None`` if its gold does not parse."""
    calls = scenario.turns[turn].parsed_calls()
    return None if calls is None else [call_key(c) for c in calls]


class OwnTrack:
    """The model's own turns taken as the gold's while it makes exactly the gold calls.

    Args:
        scenario: The episode's scenario (no gold track of it is at hand).
    """

    def __init__(self, scenario: Scenario) -> None:
        self.scenario = scenario
        self.following = True
        self.turns: list[GoldTurn] = []

    def turn(self, index: int, results: list[CallResult], offered: Collection[str],
             state: Callable[[], dict[str, Any]]) -> GoldTurn | None:
        """Turn ``index``'s gold outcome if the model's calls in it were the gold calls, else ``None`` (for good).

        ``state`` gives the episode's state now. A call of a function not offered runs as in the
        gold (flagged) only in the ``bfcl`` profile.
        """
        if not self.following:
            return None
        expected = gold_calls(self.scenario, index)
        made = [call_key(r.call) for r in results]
        runs_alike = self.scenario.profile == "bfcl" or all(r.call.name in offered for r in results)
        if expected is None or made != expected or not runs_alike:
            self.following = False
            return None
        gold = GoldTurn(outputs=tuple(r.output for r in results), state=state(), results=tuple(results))
        self.turns.append(gold)
        return gold

    def publish(self) -> None:
        """Leave the track in the gold cache, if every turn followed the gold and no result differs from a replay's.

        A flagged result (a function called while not offered) is not what the replay, which
        offers everything, gives.
        """
        complete = self.following and len(self.turns) == len(self.scenario.turns)
        if complete and not any(r.flags for t in self.turns for r in t.results):
            # the initial state is known if the first turn has no gold (no call ran in it), else it was not projected
            initial = None if self.scenario.turns[0].ground_truth else self.turns[0].state
            remember(self.scenario, GoldTrack(initial=initial, turns=tuple(self.turns)))
