"""A toolsim model (``scripted:...``, ``oracle``) behind an OpenAI-compatible endpoint, playing a suite in prompt mode.

For the verifiers environment's tests and benchmark: ``serve(PromptPolicy(suite, model))`` (from
:mod:`tests.chat_server`) answers each chat request as ``toolsim run --mode prompt --model MODEL``
would answer the same request. The request's conversation names its scenario by its first user
message (the scenario's first user turn, as the environment prompts it); the replies it holds are
replayed through the step API to find the turn and step it asks for; the model's answer to that
request goes back as text.
"""

from __future__ import annotations

import asyncio
from typing import Any

from sandbox.episode.scenario import Scenario
from sandbox.integrations.verifiers_env import user_text
from sandbox.models.resolve import resolve_model
from sandbox.run.api import make_env, suite_scenarios


def _text(content: Any) -> str:
    """A message's text, whether a string or a list of content parts."""
    if isinstance(content, str):
        return content
    return "".join(part.get("text", "") for part in content or [] if isinstance(part, dict))


class PromptPolicy:
    """Answers chat requests as ``model`` answers the scenarios of ``suite`` in prompt mode."""

    def __init__(self, suite: str, model: str) -> None:
        self.suite, self.model = suite, resolve_model(model)
        self.scenarios: dict[str, Scenario] = {}
        for scenario in suite_scenarios(suite):
            observation, _ = make_env(suite, scenario.id, mode="prompt").reset()
            self.scenarios[user_text(observation["messages"])] = scenario
        self.requests = 0

    def __call__(self, request: dict[str, Any]) -> dict[str, Any]:
        """The assistant message for one chat request."""
        self.requests += 1
        messages = request["messages"]
        first = next(_text(m["content"]) for m in messages if m["role"] == "user")
        scenario = self.scenarios[first]
        env = make_env(self.suite, scenario.id, mode="prompt")
        env.reset()
        for message in messages:
            if message["role"] == "assistant":
                env.step({"content": _text(message["content"])})
        reply = asyncio.run(self.model.episode(scenario, 0).complete(env.request(messages=False)))
        return {"role": "assistant", "content": reply.text or ""}
