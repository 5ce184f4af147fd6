"""The simulated user: who, if anyone, answers a model reply that would end a turn.

A turn ends when the model replies without calls (text, a question, ``[]``). By default, as in BFCL,
the script goes on: the next turn's user messages come, whatever the model said (the *scripted*
user). A simulated user may instead answer within the turn; the model then gets another step,
and the turn is judged when it ends. Whatever it says is recorded in the trajectory (a ``user``
event with the ``step`` it answered and the user's name) and said again when the episode is
replayed or forked (:class:`RecordedUser`).

- ``scripted`` (:data:`SCRIPTED`): never answers; the default.
- ``reactive`` (:class:`ReactiveUser`): deterministic. Where the scenario withheld a value from a
  request (miss_param) the script's next turn already is the user's answer to "which one?"; when
  the model asks for the value again in that next turn, the user answers with the same text
  within the turn. Otherwise it goes on with the script.
- a model-backed user (``sandbox.models.user``): answers a reply that asks something, playing the
  scenario's persona and style, and knows only the user's own messages so far.

Users answer only in turns with gold calls (an empty-gold turn is there to see the model stop) and
at most :data:`MAX_REPLIES` times per turn.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Protocol

from sandbox.episode.client import ModelResponse
from sandbox.episode.parsing import parse_prompt
from sandbox.episode.scenario import Scenario
from sandbox.episode.trajectory import EpisodeStart, Event, UserMessageEvent
from sandbox.tools.errors import ParseError

#: The most replies a simulated user gives within one turn.
MAX_REPLIES = 3
#: The user kinds that need no model (``--user``).
KINDS = ("scripted", "reactive")


@dataclass(frozen=True)
class Asked:
    """A model reply that would end the turn, as a simulated user sees it.

    Args:
        scenario: The episode's scenario.
        trial: The episode's trial.
        turn: The turn.
        step: The step of the model's reply.
        text: The reply's text (empty when it had none).
        messages: The conversation up to and including that reply.
        replies: How many times a user answered earlier in this turn.
    """

    scenario: Scenario
    trial: int
    turn: int
    step: int
    text: str
    messages: list[dict[str, Any]]
    replies: int


class SimulatedUser(Protocol):
    """Answers a model reply that would end a turn, or not (``None``: the turn ends, the script goes on)."""

    name: str

    def reply(self, asked: Asked) -> str | None:
        """What the user says within the turn, if anything."""
        ...


class _Scripted:
    name = "scripted"

    def reply(self, asked: Asked) -> str | None:
        return None


#: The user of BFCL's semantics: the script goes on, whatever the model said.
SCRIPTED: SimulatedUser = _Scripted()


def withheld(scenario: Scenario) -> dict[int, str]:
    """Where the scenario withheld a value from a request: the turn that needs it -> the user's answer.

    The answer is the text of that turn, the one after the request. Toolsim's miss_param and
    composite variants say where (``metadata.variant.miss_param``); imported BFCL miss_param and
    composite data is read by its shape: a request turn with text and no gold, followed by a turn
    with text and gold.
    """
    variant = scenario.metadata.get("variant")
    spec = variant.get("miss_param") if isinstance(variant, dict) else None
    turns = scenario.turns
    if isinstance(spec, dict):
        follow = spec.get("follow_up_turn")
        return {follow: turns[follow].text} if type(follow) is int and 0 < follow < len(turns) else {}
    if variant is not None or scenario.category not in ("miss_param", "composite"):
        return {}
    return {i + 1: turns[i + 1].text for i in range(len(turns) - 1)
            if turns[i].messages and not turns[i].ground_truth and turns[i + 1].messages and turns[i + 1].ground_truth}


def asks(text: str) -> bool:
    """Whether a reply asks something (it holds a question mark)."""
    return "?" in text or "？" in text


class ReactiveUser:
    """Answers a question for a withheld value with the scenario's own answer, in the turn that needs it."""

    name = "reactive"

    def reply(self, asked: Asked) -> str | None:
        """The answer text, when the turn after a withheld value's request asks for it (once per turn)."""
        if asked.replies or not asks(asked.text):
            return None
        return withheld(asked.scenario).get(asked.turn)


class RecordedUser:
    """Says again what a recorded user said, at the same turn and step of the same episode."""

    def __init__(self, said: dict[tuple[str, int], dict[tuple[int, int], str]], name: str = "recorded") -> None:
        self.said = said
        self.name = name

    @classmethod
    def from_events(cls, events: Iterable[Event], name: str | None = None) -> RecordedUser:
        """The user replies of one or more trajectories (each begins with its start event).

        Its name is ``name``, else the name the recorded replies give (else ``recorded``).
        """
        said: dict[tuple[str, int], dict[tuple[int, int], str]] = {}
        episode: tuple[str, int] = ("", 0)
        for event in events:
            if isinstance(event, EpisodeStart):
                episode = (event.scenario.id, event.trial)
            elif isinstance(event, UserMessageEvent) and event.step is not None:
                said.setdefault(episode, {})[(event.turn, event.step)] = event.content
                name = name or event.user
        return cls(said, name or "recorded")

    def reply(self, asked: Asked) -> str | None:
        """The recorded reply at this episode, turn and step, if there was one."""
        return self.said.get((asked.scenario.id, asked.trial), {}).get((asked.turn, asked.step))


def episode_user(spec: str) -> SimulatedUser:
    """A user that needs no model: ``scripted`` or ``reactive``.

    Raises:
        ValueError: Another spec (a model-backed user is made by ``sandbox.models.user.resolve_user``).
    """
    if spec == "scripted":
        return SCRIPTED
    if spec == "reactive":
        return ReactiveUser()
    raise ValueError(f"user {spec!r}: an episode makes 'scripted' or 'reactive' users; pass a model-backed "
                     "one as user= (sandbox.models.user.resolve_user)")


def ends_on_text(response: ModelResponse, mode: str) -> bool:
    """Whether an episode reads ``response`` as a reply without calls (which ends the turn)."""
    if response.decoded is not None or response.decode_error is not None:
        return False
    if mode == "fc":
        return not response.tool_calls
    try:
        return not parse_prompt(response.text or "")
    except ParseError as err:
        return err.kind == "no_call"


class Played(Protocol):
    """What :func:`asked` reads of an episode (an :class:`~sandbox.episode.env.EpisodeEnv`)."""

    @property
    def scenario(self) -> Scenario:
        """The scenario."""

    @property
    def trial(self) -> int:
        """The trial."""

    @property
    def turn(self) -> int:
        """The turn being played."""

    @property
    def step_index(self) -> int:
        """The step within it."""

    @property
    def messages(self) -> list[dict[str, Any]]:
        """The conversation."""

    @property
    def events(self) -> list[Event]:
        """The trajectory so far."""


def asked(episode: Played, text: str | None, pending: dict[str, Any] | None = None) -> Asked | None:
    """The reply as a user sees it, or ``None`` when no user may answer it (an empty-gold turn, too many replies).

    Args:
        episode: The episode.
        text: The reply's text.
        pending: The reply's assistant message when the conversation does not hold it yet.
    """
    turn = episode.turn
    if not episode.scenario.turns[turn].ground_truth:
        return None
    replies = sum(1 for e in episode.events if isinstance(e, UserMessageEvent) and e.turn == turn and e.step is not None)
    if replies >= MAX_REPLIES:
        return None
    messages = episode.messages + ([pending] if pending is not None else [])
    return Asked(episode.scenario, episode.trial, turn, episode.step_index, text or "", messages, replies)
