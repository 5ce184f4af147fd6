"""toolsim as an OpenEnv environment: a server (``toolsim openenv SUITE``) and a client, over OpenEnv's protocol.

Needs the ``openenv`` extra (``pip install 'toolsim[openenv]'``, openenv-core). The server holds
one step-API episode (:class:`~sandbox.episode.env.EpisodeEnv`) per WebSocket session; each
session's ``reset(scenario_id=...)`` starts a scenario of the server's suite (or, without one, the
suite's ``seed``-th scenario), and each ``step`` plays one model reply:

- an action carries the reply as the step API takes it: ``content`` and/or OpenAI-style
  ``tool_calls`` (FC mode), the text alone (prompt mode), or ``calls``: call strings, each parsed
  on its own (what a BFCL result file holds);
- an observation carries the messages to append to the conversation (``messages``, after the
  recorded reply ``assistant``), the OpenAI tool schemas offered now (``tools``), where the
  episode is (``request``: scenario, turn, step, trial, mode), the turn's verdict when one ended,
  and at the end the episode's result and call metrics; its ``reward`` is the step API's.

Verdicts are the step API's, hence the ones ``toolsim run`` gives for the same replies.
"""

from __future__ import annotations

from typing import Any

from fastapi import HTTPException
from openenv.core import EnvClient
from openenv.core.client_types import StepResult
from openenv.core.env_server import Action, Environment, Observation, State, create_fastapi_app
from openenv.core.env_server.types import ConcurrencyConfig

from sandbox.episode.client import ModelResponse, Mode
from sandbox.episode.env import EpisodeEnv, Reward
from sandbox.judge.metrics import episode_metrics
from sandbox.integrations.loopback import MAX_BODY_BYTES, LoopbackGuard
from sandbox.run.api import make_env, suite_scenarios
from sandbox.run.lazy import scenario_ids
from sandbox.tools.errors import RegistryError

#: Seconds a session may go without a message before it ends and frees its slot.
IDLE_TIMEOUT = 600.0


class ToolsimAction(Action):
    """One model reply: text and/or tool calls, or call strings."""

    content: str | None = None
    tool_calls: list[dict[str, Any]] | None = None
    calls: list[str] | None = None


class ToolsimObservation(Observation):
    """What follows a reset or a reply (see the module docstring)."""

    messages: list[dict[str, Any]] = []
    tools: list[dict[str, Any]] = []
    assistant: dict[str, Any] | None = None
    request: dict[str, Any] = {}
    turn_ended: bool = False
    truncated: bool = False
    verdict: dict[str, Any] | None = None
    result: dict[str, Any] | None = None
    metrics: dict[str, Any] | None = None


class ToolsimState(State):
    """The session's suite, scenario and how far the episode went."""

    suite: str = ""
    scenario_id: str | None = None
    turn: int = 0
    done: bool = False


class ToolsimEnvironment(Environment[ToolsimAction, ToolsimObservation, ToolsimState]):
    """One suite's scenarios, an episode per session (sessions share nothing)."""

    SUPPORTS_CONCURRENT_SESSIONS = True

    def __init__(self, suite: str = "base", mode: Mode = "fc", reward: Reward = "turn") -> None:
        super().__init__()
        self.suite, self.mode, self.reward = suite, mode, reward
        self.episode: EpisodeEnv | None = None
        self._state = ToolsimState(suite=suite)

    def reset(self, seed: int | None = None, episode_id: str | None = None, scenario_id: str | None = None,
              **kwargs: Any) -> ToolsimObservation:
        """Start a scenario: ``scenario_id``, else the suite's ``seed``-th (modulo its size), else its first."""
        if scenario_id is None:
            scenarios = suite_scenarios(self.suite)
            scenario_id = scenario_ids(scenarios)[(seed or 0) % len(scenarios)]
        if not isinstance(scenario_id, str):
            raise HTTPException(422, f"scenario_id must be a string, not {type(scenario_id).__name__}")
        try:
            self.episode = make_env(self.suite, scenario_id, mode=self.mode, reward=self.reward)
        except (RegistryError, LookupError, ValueError) as err:  # an id the suite does not have
            raise HTTPException(404, str(err).splitlines()[0][:500]) from None
        observation, _ = self.episode.reset(seed)
        self._state = ToolsimState(suite=self.suite, scenario_id=scenario_id, episode_id=episode_id)
        return ToolsimObservation(messages=observation["messages"], tools=observation["tools"],
                                  request=self._request())

    def step(self, action: ToolsimAction, timeout_s: float | None = None, **kwargs: Any) -> ToolsimObservation:
        """Play one reply."""
        if self.episode is None:  # HTTP /step builds a fresh environment per request: it never holds an episode
            raise HTTPException(409, "no episode: reset first, in the same session (OpenEnv's HTTP /reset and /step "
                                     "are one request each; play an episode over the WebSocket /ws)")
        reply = ModelResponse(text=action.content, tool_calls=action.tool_calls, decoded=action.calls)
        observation, reward, terminated, truncated, info = self.episode.step(reply)
        result = info.get("result")
        self._state.step_count += 1
        self._state.turn, self._state.done = self.episode.turn, result is not None
        verdict = info["verdict"]
        return ToolsimObservation(
            messages=observation["messages"], tools=observation["tools"], assistant=info["assistant"],
            request=self._request(), turn_ended=info["turn_ended"], truncated=truncated,
            verdict=None if verdict is None else verdict.model_dump(mode="json"),
            result=None if result is None else result.model_dump(mode="json"),
            metrics=None if result is None else episode_metrics(result.metrics, result.turns),
            reward=reward, done=terminated or truncated,
        )

    def _request(self) -> dict[str, Any]:
        assert self.episode is not None
        request = self.episode.request(messages=False)
        return {"scenario_id": request.scenario_id, "turn": request.turn, "step": request.step,
                "trial": request.trial, "mode": request.mode}

    @property
    def state(self) -> ToolsimState:
        """The session's state."""
        return self._state


def create_app(suite: str, mode: Mode = "fc", reward: Reward = "turn", max_sessions: int = 64,
               idle_timeout: float = IDLE_TIMEOUT, max_body: int = MAX_BODY_BYTES) -> Any:
    """The OpenEnv server of a suite (a FastAPI app: HTTP and WebSocket endpoints, no web UI).

    Only loopback ``Host`` and ``Origin`` are served and bodies are capped
    (:class:`~sandbox.integrations.loopback.LoopbackGuard`); a session idle for ``idle_timeout``
    seconds ends and frees its slot.
    """
    suite_scenarios(suite)  # an unknown suite fails here, once, not in every session

    def factory() -> ToolsimEnvironment:
        return ToolsimEnvironment(suite, mode, reward)

    limits = ConcurrencyConfig(max_concurrent_envs=max_sessions, session_timeout=idle_timeout)
    app = create_fastapi_app(factory, ToolsimAction, ToolsimObservation, concurrency_config=limits)
    app.add_middleware(LoopbackGuard, max_body=max_body)
    return app


class ToolsimEnvClient(EnvClient[ToolsimAction, ToolsimObservation, ToolsimState]):
    """The client of a toolsim OpenEnv server: ``async with ToolsimEnvClient(url) as env: await env.reset(...)``."""

    def _step_payload(self, action: ToolsimAction) -> dict[str, Any]:
        payload: dict[str, Any] = action.model_dump(exclude_none=True, exclude={"metadata"})
        return payload

    def _parse_result(self, payload: dict[str, Any]) -> StepResult[ToolsimObservation]:
        observation = ToolsimObservation(**payload.get("observation", {}), reward=payload.get("reward"),
                                         done=payload.get("done", False))
        return StepResult(observation=observation, reward=payload.get("reward"), done=payload.get("done", False))

    def _parse_state(self, payload: dict[str, Any]) -> ToolsimState:
        return ToolsimState(**payload)
