"""A toolsim model (``scripted:...``, ``oracle``) behind an OpenAI-compatible endpoint, playing a suite in prompt mode.

For the verifiers environment's tests and benchmark: ``serve(PromptPolicy(suite, model))`` (from
:mod:`tests.chat_server`) answers each chat request as ``toolsim serve MODEL --suite SUITE`` answers it
(:class:`~sandbox.integrations.openai_server.ChatService`, in the test's process, so a test can wrap it
or count the requests): the conversation is recognised by its first user message, replayed through the
step API to its turn and step, and the model's answer goes back as text.
"""

from __future__ import annotations

import asyncio
from typing import Any

from sandbox.integrations.chat_match import Conversations
from sandbox.integrations.openai_server import ChatService
from sandbox.models.resolve import resolve_model


class PromptPolicy:
    """Answers chat requests as ``model`` answers the scenarios of ``suite`` in prompt mode."""

    def __init__(self, suite: str, model: str) -> None:
        self.service = ChatService(resolve_model(model), Conversations([suite]), model)
        self.requests = 0

    def __call__(self, request: dict[str, Any]) -> dict[str, Any]:
        """The assistant message for one chat request."""
        self.requests += 1
        message, _ = asyncio.run(self.service.answer(request["messages"], request.get("tools") or []))
        return message
