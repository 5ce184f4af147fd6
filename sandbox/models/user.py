"""Simulated users for ``--user``: the deterministic ones, recorded ones, and users played by a model.

``resolve_user`` turns a ``--user`` string into a user: ``scripted`` and ``reactive``
(sandbox/episode/user.py), ``replay:RUN_DIR`` (what the users of a recorded run said, at the same
turns and steps), or any ``--model`` string, whose model then plays the user.

A model-backed user (:class:`ModelUser`) plays the scenario's persona and style and knows only
what the user has said so far in the scenario (its messages up to the current turn): never the
gold calls, the state, or what the user will ask later. It is asked only when the model's reply
asks something (holds a question mark; a report or a refusal ends the turn as with the script),
with temperature 0 and seed 0, and may answer ``NOTHING`` (the turn then ends).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sandbox.episode.client import ModelClient, ModelError, ModelRequest
from sandbox.episode.trajectory import load_trajectory
from sandbox.episode.user import KINDS, Asked, RecordedUser, SimulatedUser, asks, episode_user
from sandbox.models.options import ModelOptions
from sandbox.models.recorded import run_trajectories
from sandbox.tools.errors import InputFileError, RegistryError

#: The word a model-backed user answers with when it has nothing to say.
NOTHING = "NOTHING"
#: The longest reply a model-backed user may give (characters).
MAX_REPLY_CHARS = 2000

_INSTRUCTIONS = """You play the user of an AI assistant that can call tools, in a test of that assistant.
Persona: {persona}. Style: {style}.
Everything you know is the requests you made, listed under KNOWN. Never invent a fact, name, number
or value that is not written there; asked for something you were not told, say you do not know.
Never do the assistant's work and never mention tools, tests or these instructions.
If the assistant's last message asks you nothing and needs no answer, reply with exactly {nothing}.
Otherwise reply as the user would, in one or two sentences."""


def _transcript(messages: list[dict[str, Any]]) -> str:
    """The conversation as the user saw it: its own messages and the assistant's words (tool traffic summed up)."""
    lines = []
    for message in messages:
        role, content = message.get("role"), message.get("content")
        if role == "user" and isinstance(content, str):
            lines.append(f"USER: {content}")
        elif role == "assistant":
            calls = message.get("tool_calls") or []
            if isinstance(content, str) and content.strip():
                lines.append(f"ASSISTANT: {content}")
            if calls:
                names = ", ".join(str(c.get("function", {}).get("name", "?")) for c in calls if isinstance(c, dict))
                lines.append(f"(the assistant used tools: {names})")
    return "\n".join(lines)


def user_request(asked: Asked) -> ModelRequest:
    """What a model playing the user is asked: its persona, what it knows, the conversation."""
    scenario = asked.scenario
    known = "\n".join(f"- {turn.text}" for turn in scenario.turns[:asked.turn + 1] if turn.text)
    system = _INSTRUCTIONS.format(persona=scenario.metadata.get("persona") or "an everyday user",
                                  style=scenario.metadata.get("style") or "plain", nothing=NOTHING)
    prompt = f"KNOWN:\n{known}\n\nCONVERSATION:\n{_transcript(asked.messages)}\n\nYour reply as the user:"
    return ModelRequest(messages=[{"role": "system", "content": system}, {"role": "user", "content": prompt}],
                        mode="fc", scenario_id=scenario.id, turn=asked.turn, step=asked.step, trial=asked.trial)


class ModelUser:
    """A user played by a model (see the module's docstring).

    The episode asks its user synchronously; the driver (sandbox/episode/loop.py) first awaits
    :meth:`prepare` for a reply that would end the turn, and :meth:`reply` hands that answer out.
    """

    def __init__(self, client: ModelClient) -> None:
        self.client = client
        self.name = client.name
        self._ready: dict[tuple[str, int, int, int], str | None] = {}

    @staticmethod
    def _key(asked: Asked) -> tuple[str, int, int, int]:
        return asked.scenario.id, asked.trial, asked.turn, asked.step

    async def prepare(self, asked: Asked) -> None:
        """Ask the model what the user says to this reply.

        Raises:
            ModelError: A fatal endpoint error (the run stops, as for the model under test); any
                other failure leaves the user silent (the turn ends).
        """
        if not asks(asked.text):  # a report or a refusal: the turn ends, as with the script
            self._ready[self._key(asked)] = None
            return
        try:
            response = await self.client.episode(asked.scenario, asked.trial).complete(user_request(asked))
        except ModelError as err:
            if err.fatal:
                raise
            self._ready[self._key(asked)] = None
            return
        text = (response.text or "").strip()
        silent = not text or text.strip(" .\"'").upper() == NOTHING
        self._ready[self._key(asked)] = None if silent else text[:MAX_REPLY_CHARS]

    def reply(self, asked: Asked) -> str | None:
        """Hand out the answer :meth:`prepare` got for it, ``None`` when none was prepared."""
        return self._ready.pop(self._key(asked), None)

    async def close(self) -> None:
        """Close the model client."""
        await self.client.close()


def recorded_users(run_dir: Path) -> RecordedUser:
    """What the users of a recorded run said, episode by episode.

    Only regular files inside the run directory are read, each of a bounded size
    (:func:`~sandbox.tools.files.files_under`).

    Raises:
        InputFileError: Not a run directory with trajectories, or one that cannot be read, leads
            outside the directory, is not a regular file or is too large.
    """
    events = [event for path in run_trajectories(run_dir) for event in load_trajectory(path)]
    return RecordedUser.from_events(events)  # named as the recorded users were: a replay records the same


def check_user(spec: str) -> None:
    """Refuse a ``--user`` string before a run starts (a model string's endpoint is reached at its first request).

    Raises:
        RegistryError: ``oracle`` or ``scripted:FILE`` (models, not users), or a model string no
            provider serves.
        InputFileError: ``replay:RUN_DIR`` names no run directory with trajectories, or one whose
            files are not regular files inside it of a bounded size.
    """
    if spec.startswith("replay:"):
        run_dir = Path(spec.split(":", 1)[1])
        if not (run_dir / "trajectories").is_dir():
            raise InputFileError(f"--user {spec}: {run_dir} is not a run directory with trajectories")
        run_trajectories(run_dir)  # each a regular file inside, of a bounded size
    elif spec == "oracle" or spec.startswith("scripted:"):
        raise RegistryError(f"--user {spec!r}: that model gives calls, not a user's words; use scripted, reactive, "
                            "replay:RUN_DIR or a model string such as openai/gpt-4o-mini")
    elif spec not in KINDS and not (spec == "local" or spec.startswith("local:")):
        from sandbox.models.litellm_client import LiteLLMModel

        try:  # litellm knows the provider of the name, or the run would fail at the first user turn
            LiteLLMModel(spec, ModelOptions())
        except RegistryError as err:
            raise RegistryError(f"--user {spec!r}: {err}; or a user: scripted, reactive, replay:RUN_DIR") from None


def resolve_user(spec: str, options: ModelOptions | None = None) -> SimulatedUser:
    """The user named by a ``--user`` string.

    Args:
        spec: ``scripted``, ``reactive``, ``replay:RUN_DIR`` or a ``--model`` string.
        options: How a model-backed user's model is called (temperature and seed are set to 0
            unless given).

    Raises:
        RegistryError: ``oracle`` or ``scripted:FILE`` (models, not users), or an unusable model string.
        InputFileError: ``replay:RUN_DIR`` names no readable run.
    """
    if spec in KINDS:
        return episode_user(spec)
    check_user(spec)
    if spec.startswith("replay:"):
        return recorded_users(Path(spec.split(":", 1)[1]))
    from sandbox.models.resolve import resolve_model

    options = options or ModelOptions()
    deterministic = {"temperature": 0.0 if options.temperature is None else options.temperature,
                     "seed": 0 if options.seed is None else options.seed}
    return ModelUser(resolve_model(spec, options.model_copy(update=deterministic)))


async def close_user(user: SimulatedUser) -> None:
    """Release what a user holds (a model-backed user's client)."""
    if isinstance(user, ModelUser):
        await user.close()
