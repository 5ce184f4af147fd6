"""Fork a recorded episode: bring a fresh episode to a turn by re-executing its recorded replies.

The state at the fork point is never read from the recording: a new
:class:`~sandbox.episode.env.EpisodeEnv` is reset and given the recorded model replies, in order, up to
the fork point (:func:`restore`; ``env.fork(turn)`` and ``sandbox.run.fork.fork_env`` use it), so every call runs again on fresh domains and every earlier turn is judged again
(the same checker as any episode). From there whoever drives the env goes on: another model, the
recorded replies again (:class:`RecordedSteps`, after an edited one, say), a trainer.

>>> from sandbox.episode.scenario import Scenario
>>> from sandbox.episode.env import EpisodeEnv
>>> scenario = Scenario(id="demo", domains={"math": {}}, turns=[
...     {"messages": [{"content": "Add 2 and 3."}], "ground_truth": ["add(a=2, b=3)"]},
...     {"messages": [{"content": "Now 4 and 5."}], "ground_truth": ["add(a=4, b=5)"]}])
>>> env = EpisodeEnv(scenario)
>>> _ = env.reset()
>>> add = {"tool_calls": [{"id": "c1", "function": {"name": "add", "arguments": '{"a": 2, "b": 3}'}}]}
>>> _ = env.step(add); _ = env.step("5."); _ = env.step("I would rather not.")
>>> env.result.passed
False
>>> forked = env.fork(1)  # the second turn again, after the first turn re-executed
>>> forked.turn, forked.state()["math"] == env.state()["math"], forked.verdicts[0].passed
(1, True, True)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol, TypeVar, Union, cast

from sandbox.episode.client import ErrorKind, ModelError, ModelRequest, ModelResponse
from sandbox.episode.trajectory import EpisodeStart, Event, ModelErrorEvent, ModelEvent
from sandbox.episode.user import RecordedUser, SimulatedUser

Position = tuple[int, int]  # (turn, step)
T = TypeVar("T", bound="Restorable")


class ForkError(ValueError):
    """The recording cannot be brought to the fork point (it ended before, or replays differently)."""


@dataclass(frozen=True)
class RecordedFailure:
    """An endpoint failure the recording holds at a step."""

    kind: str
    message: str


Reply = Union[ModelResponse, RecordedFailure]


def recorded_replies(events: list[Event]) -> dict[Position, Reply]:
    """Every model reply (or endpoint failure) of a trajectory, by turn and step."""
    replies: dict[Position, Reply] = {}
    for event in events:
        if isinstance(event, ModelEvent):
            replies[(event.turn, event.step)] = ModelResponse(
                text=event.text, tool_calls=event.tool_calls, decoded=event.decoded, decode_error=event.decode_error,
                input_tokens=event.input_tokens, output_tokens=event.output_tokens, cost=event.cost,
                latency=event.latency, cached=True)
        elif isinstance(event, ModelErrorEvent):
            replies[(event.turn, event.step)] = RecordedFailure(event.error_kind, event.message)
    return replies


def start_of(events: list[Event]) -> EpisodeStart:
    """The trajectory's start event.

    Raises:
        ForkError: The trajectory does not begin with one.
    """
    if not events or not isinstance(events[0], EpisodeStart):
        raise ForkError("a trajectory starts with its 'start' event")
    return events[0]


class Restorable(Protocol):
    """What :func:`restore` needs of an env (an :class:`~sandbox.episode.env.EpisodeEnv`)."""

    user: SimulatedUser

    @property
    def turn(self) -> int:
        """The turn being played."""

    @property
    def step_index(self) -> int:
        """The step within it."""

    @property
    def done(self) -> bool:
        """Whether the episode has ended."""

    def reset(self, seed: int | None = None) -> tuple[dict[str, Any], dict[str, Any]]:
        """Start afresh."""

    def step(self, action: ModelResponse) -> tuple[dict[str, Any], float, bool, bool, dict[str, Any]]:
        """Take one reply."""


def restore(env: T, events: list[Event], turn: int, step: int = 0) -> T:
    """Reset ``env`` (an env of the recorded scenario) and bring it to step ``step`` of turn ``turn``.

    The recorded replies before that point are given to it one by one: their calls run again and
    the turns they end are judged again; what a simulated user said within a turn is said again
    (:class:`~sandbox.episode.user.RecordedUser`), and ``env``'s own user takes over at the fork
    point. Returns ``env``.

    Raises:
        ForkError: No such turn, or the recording does not reach that point: it stopped (an
            endpoint error, a limit) or its replies end the turns elsewhere when run again.
    """
    turns = len(start_of(events).scenario.turns)
    if not 0 <= turn < turns or step < 0:
        raise ForkError(f"no turn {turn} to fork at: the scenario has turns 0 to {turns - 1}")
    env.reset()
    replies = recorded_replies(events)
    own, env.user = env.user, RecordedUser.from_events(events)
    try:
        _replay_until(env, replies, turn, step)
    finally:
        env.user = own
    return env


def _replay_until(env: Restorable, replies: dict[Position, Reply], turn: int, step: int) -> None:
    while (env.turn, env.step_index) < (turn, step) and not env.done:
        reply = replies.get((env.turn, env.step_index))
        if reply is None:
            raise ForkError(f"the recording has no reply at turn {env.turn}, step {env.step_index}: "
                            f"it does not reach turn {turn}, step {step}")
        if isinstance(reply, RecordedFailure):
            raise ForkError(f"the recorded episode stopped at turn {env.turn}, step {env.step_index} "
                            f"({reply.kind}: {reply.message[:200]}): fork at or before it")
        env.step(reply)
    if env.done or (env.turn, env.step_index) != (turn, step):
        where = "its end" if env.done else f"turn {env.turn}, step {env.step_index}"
        raise ForkError(f"re-executing the recording reaches {where}, not turn {turn}, step {step} "
                        f"(an earlier turn ended the episode, or ends at another step)")


class RecordedSteps:
    """Answers each request with the recorded reply at its turn and step, whatever the conversation.

    After an edited reply the conversation differs from the recorded one, so replies are found by
    position, not by content: the model "says" what it said then. A step the recording does not
    have (the edit made a turn longer) is answered with text that ends the turn.
    """

    def __init__(self, events: list[Event]) -> None:
        self.replies = recorded_replies(events)

    async def complete(self, request: ModelRequest) -> ModelResponse:
        """The recorded reply at the request's turn and step.

        Raises:
            ModelError: The recording holds an endpoint failure there.
        """
        reply = self.replies.get((request.turn, request.step))
        if reply is None:
            return ModelResponse(text="(no recorded reply at this step)")
        if isinstance(reply, RecordedFailure):
            raise ModelError(cast(ErrorKind, reply.kind), reply.message)
        return reply
