"""Run one episode with a model client: the client answers each request, the step API does the rest.

The turn loop itself is :class:`~sandbox.episode.env.EpisodeEnv` (the same one trainers and the
integrations drive); this driver asks the client for each action, under the request timeout, and
turns endpoint failures into the episode's model error. The names of :mod:`sandbox.episode.config`
are re-exported here, where the rest of toolsim has always found them.
"""

from __future__ import annotations

import asyncio

from sandbox.episode.client import (
    EpisodeModel, ModelClient, ModelError, ModelResponse, answers_from_memory, reads_messages,
)
from sandbox.episode.config import EpisodeConfig, EpisodeResult, build_toolbox, execute_strings
from sandbox.episode.env import EpisodeEnv
from sandbox.episode.prompting import assistant_message
from sandbox.episode.scenario import Scenario
from sandbox.episode.trajectory import Event
from sandbox.episode.parsing import parse_prompt
from sandbox.episode.recording import cleaned
from sandbox.episode.user import SimulatedUser, asked, ends_on_text
from sandbox.judge.reading import ReplyReader
from sandbox.tools.errors import ParseError

__all__ = ["EpisodeConfig", "EpisodeResult", "build_toolbox", "drive", "execute_strings", "run_episode"]


async def run_episode(
    scenario: Scenario, client: ModelClient, *, suite: str = "", trial: int = 0, config: EpisodeConfig | None = None,
    user: SimulatedUser | None = None, reader: ReplyReader | None = None,
) -> tuple[EpisodeResult, list[Event]]:
    """Run one episode of ``scenario`` with ``client`` and return its result and trajectory events.

    ``user`` answers replies that would end a turn (default: ``config.user``, scripted or reactive);
    ``reader`` is a model judge of the words of ask and abstain turns (``--judge-model``).

    Raises:
        ModelError: A fatal endpoint error (see :attr:`ModelError.fatal`); the runner stops the run.
    """
    config = config or EpisodeConfig()
    env = EpisodeEnv(scenario, suite=suite, trial=trial, config=config, model=client.name, user=user, reader=reader)
    await env.areset()
    return await drive(env, client.episode(scenario, trial), bounded=not answers_from_memory(client),
                       messages=reads_messages(client))


async def drive(env: EpisodeEnv, model: EpisodeModel, *, bounded: bool = True, messages: bool = True,
                ) -> tuple[EpisodeResult, list[Event]]:
    """Ask ``model`` for each action of a reset (or forked) env until its episode ends.

    Args:
        env: The episode, reset or brought to a fork point.
        model: The model for this episode.
        bounded: Each request under the config's request timeout (a model answering from memory
            cannot hang on I/O: no timeout then).
        messages: Requests carry the conversation (a model that never reads it gets none; see
            :func:`~sandbox.episode.client.reads_messages`).

    Raises:
        ModelError: A fatal endpoint error (see :attr:`ModelError.fatal`).
    """
    config = env.config
    while env.result is None:
        request = env.request(messages)
        try:
            if bounded:
                async with asyncio.timeout(config.request_timeout):  # no task per request, unlike wait_for
                    response: ModelResponse = await model.complete(request)
            else:
                response = await model.complete(request)
        except ModelError as err:
            if err.fatal:  # every episode would fail alike: the runner stops the run
                raise
            env.fail(err.kind, err.message)
        except asyncio.TimeoutError:
            env.fail("timeout", f"no answer within {config.request_timeout:g} s")
        except Exception as exc:  # a misbehaving client must not take the run down
            env.fail("unknown", f"{type(exc).__name__}: {exc}")
        else:
            await _ready_user(env, response)
            await _ready_reader(env, response)
            await env.astep(response)
    return env.result, env.events


async def _ready_user(env: EpisodeEnv, response: ModelResponse) -> None:
    """Let a user that answers through a model (``prepare``) find its answer before the episode asks it."""
    prepare = getattr(env.user, "prepare", None)
    if prepare is None or not ends_on_text(response, env.mode):
        return
    question = asked(env, response.text, pending=assistant_message(response.text, None))
    if question is not None:
        await prepare(question)


async def _ready_reader(env: EpisodeEnv, response: ModelResponse) -> None:
    """Let a model judge (``prepare``) read a reply the judge will read before the episode steps on.

    On an ask or abstain turn of the ``native`` profile every text a response leaves among the
    turn's replies is read (a text with calls too, in FC mode): whichever way the turn then ends
    (a reply without calls, the step limit, an endpoint error), its replies are read already.
    """
    prepare = getattr(env.reader, "prepare", None)
    turn = env.scenario.turns[env.turn]
    if prepare is None or env.scenario.profile != "native" or turn.ground_truth:
        return
    clean, invalid = cleaned(response)  # the text as the episode keeps it (lone surrogates replaced)
    text = (clean.text or "") if invalid else kept_reply(clean, env.mode)
    if text.strip():
        await prepare([text], "ask" if turn.withheld else "abstain", env.scenario, env.trial)


def kept_reply(response: ModelResponse, mode: str) -> str:
    """The text a response leaves among its turn's replies: none when it was calls (decoded, or prompt-mode call text)."""
    if response.decoded is not None:
        return "" if response.decoded else response.text or ""
    if mode == "prompt" and response.decode_error is None:
        try:
            if parse_prompt(response.text or ""):
                return ""
        except ParseError:
            pass
    return response.text or ""
