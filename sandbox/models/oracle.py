"""The oracle model: answers every turn with its ground-truth calls, then tells the user their results.

It must score 100% on every suite; anything less is a bug in a scenario, a domain or the checker.
"""

from __future__ import annotations

import json
from typing import Any

from sandbox.episode.calls import ToolCall
from sandbox.episode.client import EpisodeModel, ModelRequest, ModelResponse
from sandbox.judge.gold import domains_of
from sandbox.judge.said import only_error
from sandbox.judge.statement import statement
from sandbox.judge.values import decoded
from sandbox.episode.scenario import Scenario
from sandbox.tools.errors import ParseError
from sandbox.tools.types import fresh_copy

NO_CALL_TEXT = "I cannot complete that with the functions and information I have: please tell me what is missing."
#: How a prompt-mode message of function results starts (:func:`sandbox.episode.prompting.results_message`).
RESULTS = "Function results:\n"


def _prompt_results(content: str) -> list[str]:
    """The result strings of a prompt-mode results message (none when it is not one)."""
    try:
        items = json.loads(content[len(RESULTS):])
    except ValueError:
        return []
    return [item["result"] for item in items if isinstance(item, dict) and isinstance(item.get("result"), str)] \
        if isinstance(items, list) else []


class _OracleEpisode:
    def __init__(self, scenario: Scenario) -> None:
        self.scenario = scenario
        self.parameters: dict[str, list[str]] = {}
        for domain in domains_of(scenario):  # the tools as shown (a suite transform may rename them)
            for spec in domain.tools.values():
                self.parameters[spec.name] = [p.name for p in spec.params]

    def _named(self, call: ToolCall) -> dict[str, Any]:
        """FC tool calls carry keyword arguments only: bind positional ones to parameter names."""
        names = self.parameters.get(call.name, []) if call.args else []
        named: dict[str, Any] = fresh_copy({**dict(zip(names, call.args)), **call.arguments})
        return named  # a copy: the gold's parsed calls are shared

    def _told(self, messages: list[dict[str, Any]]) -> str:
        """What the oracle tells the user after its calls: every value of the results it just got."""
        outputs: list[str] = []
        for message in reversed(messages):  # the results follow the oracle's last message
            content = message.get("content")
            if message.get("role") == "tool" and isinstance(content, str):
                outputs.insert(0, content)
            elif message.get("role") == "user" and isinstance(content, str) and content.startswith(RESULTS):
                outputs[:0] = _prompt_results(content)
            else:
                break
        said = statement(outputs)
        if said:
            return said
        refused = bool(outputs) and all(only_error(decoded(output)) for output in outputs)
        return "That did not go through." if refused else "Done."  # no "Done." where every call was refused

    async def complete(self, request: ModelRequest) -> ModelResponse:
        try:
            calls = self.scenario.turns[request.turn].calls() if request.step == 0 else []
        except ParseError:  # broken gold in imported data: the oracle cannot say it either
            return ModelResponse(text=NO_CALL_TEXT)
        if request.step > 0 and self.scenario.turns[request.turn].ground_truth:
            return ModelResponse(text=self._told(request.messages))
        if not calls:
            return ModelResponse(text=NO_CALL_TEXT)
        if request.mode == "prompt":
            return ModelResponse(text="[" + ", ".join(str(c) for c in calls) + "]")
        tool_calls = [
            {"id": f"call_{request.turn}_{i}", "type": "function", "function": {"name": c.name, "arguments": self._named(c)}}
            for i, c in enumerate(calls)
        ]
        return ModelResponse(tool_calls=tool_calls)


class OracleModel:
    """Replays the gold calls of each turn in one step, then states every value of their results."""

    name = "oracle"
    in_process = True  # answers from memory: no request timeout
    # reads the conversation: its reply after its calls states the results it got

    def episode(self, scenario: Scenario, trial: int) -> EpisodeModel:
        """The oracle for one episode."""
        return _OracleEpisode(scenario)

    async def close(self) -> None:
        """Nothing to release."""
