"""Which scenario, turn and step a chat conversation is at: the recognition behind ``toolsim serve``.

A client of ``toolsim serve`` (Inspect's OpenAI provider, ``vf-eval``, ``toolsim run --api-base``, a
harness of one's own) plays a scenario through the step API and sends the whole conversation with each
request; nothing else says which scenario it is. The conversation names it by its first user message,
the scenario's first user turn, looked up among the scenarios of the suites served. Each candidate is
then played again through the step API (:class:`~sandbox.episode.env.EpisodeEnv`): the conversation's
assistant messages are its replies, and every message the episode adds between them (the system prompt
in prompt mode, function results, the next turn's user messages) must be what the conversation holds
there, compared as text without whitespace, so that a client which joins a step's messages into one
user message (verifiers does) is read the same as one which sends them apart. The episode so replayed
stands where the request stands: its next request is the one the conversation asks for, with the turn,
step and request key ``toolsim run`` gives it.

Requests with tools are played in FC mode (the tools offered must be the episode's), requests without
in prompt mode, or in FC mode when no tools are offered at that point.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from sandbox.episode.client import Mode
from sandbox.episode.env import EpisodeEnv
from sandbox.episode.scenario import Scenario
from sandbox.run.api import make_env, suite_scenarios

#: Characters of a message quoted in an error.
_QUOTED = 80


class NotRecognised(ValueError):
    """The conversation is not one of the served scenarios' (the message says why, in one line)."""


@dataclass(frozen=True)
class Located:
    """A scenario the conversation follows, and its episode replayed to where the conversation stands."""

    suite: str
    env: EpisodeEnv


def text_of(content: Any) -> str:
    """A message's text, whether a string or a list of content parts (their ``text`` fields)."""
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    parts = content if isinstance(content, list) else [content]
    return "".join(str(part.get("text", "")) if isinstance(part, Mapping) else str(part) for part in parts)


def squeezed(text: str) -> str:
    """``text`` without any whitespace: how messages are compared."""
    return "".join(text.split())


def _quote(text: str) -> str:
    text = " ".join(text.split())
    return repr(text if len(text) <= _QUOTED else text[:_QUOTED] + "...")


def _segments(messages: Sequence[Mapping[str, Any]]) -> tuple[str, list[Mapping[str, Any]], list[str]]:
    """The system text, the assistant messages, and the text said before, between and after them."""
    system: list[str] = []
    replies: list[Mapping[str, Any]] = []
    said: list[str] = []
    current: list[str] = []
    for message in messages:
        role = message.get("role")
        if role in ("system", "developer"):
            system.append(text_of(message.get("content")))
        elif role == "assistant":
            replies.append(message)
            said.append(squeezed("".join(current)))
            current = []
        else:
            current.append(text_of(message.get("content")))
    said.append(squeezed("".join(current)))
    return squeezed("".join(system)), replies, said


def _said(observation: Mapping[str, Any]) -> str:
    return squeezed("".join(text_of(m.get("content")) for m in observation["messages"] if m.get("role") != "system"))


def _tool_names(tools: Sequence[Any]) -> set[str]:
    names = set()
    for tool in tools:
        function = tool.get("function") if isinstance(tool, Mapping) else None
        if isinstance(function, Mapping) and isinstance(function.get("name"), str):
            names.add(function["name"])
    return names


class Conversations:
    """The scenarios of the served suites, indexed by their first user message.

    Args:
        suites: Suite names (as ``toolsim suites`` lists them, transforms and sizes allowed) or ``.jsonl`` paths.

    Raises:
        RegistryError: An unknown suite.
        ScenarioFileError: A malformed suite file.
    """

    def __init__(self, suites: Sequence[str]) -> None:
        self.suites = list(suites)
        self.index: dict[str, list[tuple[str, Scenario]]] = {}
        for suite in self.suites:
            for scenario in suite_scenarios(suite):
                first = scenario.turns[0].messages[0].content if scenario.turns and scenario.turns[0].messages else ""
                self.index.setdefault(squeezed(first), []).append((suite, scenario))

    def candidates(self, first: str) -> list[tuple[str, Scenario]]:
        """The scenarios whose first user message is ``first``, or begins it (a client may join a turn's messages)."""
        key = squeezed(first)
        exact = self.index.get(key)
        if exact:
            return list(exact)
        return [item for known, items in self.index.items() if known and key.startswith(known) for item in items]

    def locate(self, messages: Sequence[Mapping[str, Any]], tools: Sequence[Any]) -> list[Located]:
        """Every served scenario the conversation follows, each replayed to the conversation's end.

        Raises:
            NotRecognised: No served scenario begins so, or none of those that do is followed (why, for one).
        """
        first = next((text_of(m.get("content")) for m in messages if m.get("role") == "user"), None)
        if first is None:
            raise NotRecognised("the conversation holds no user message: toolsim serve recognises a scenario "
                                "by its first user message")
        found = self.candidates(first)
        if not found:
            served = ", ".join(self.suites)
            raise NotRecognised(f"no scenario of the suite(s) served ({served}) begins with the user message "
                                f"{_quote(first)}; serve the suite your client plays with --suite SUITE")
        system, replies, said = _segments(messages)
        if messages[-1].get("role") == "assistant":
            raise NotRecognised("the conversation ends with an assistant message: there is nothing to answer")
        modes: list[Mode] = ["fc"] if tools else ["prompt", "fc"]
        located, reasons = [], []
        for suite, scenario in found:
            for mode in modes:
                try:
                    located.append(Located(suite, _replay(suite, scenario, mode, system, replies, said, tools)))
                    break
                except NotRecognised as err:
                    reasons.append(f"{scenario.id} ({suite}, {mode} mode): {err}")
        if not located:
            more = f" (and {len(reasons) - 1} other reading(s))" if len(reasons) > 1 else ""
            raise NotRecognised(f"the conversation does not follow scenario {reasons[0]}{more}")
        return located


def _replay(suite: str, scenario: Scenario, mode: Mode, system: str, replies: Sequence[Mapping[str, Any]],
            said: list[str], tools: Sequence[Any]) -> EpisodeEnv:
    """The episode of ``scenario`` with the conversation's replies played, if the rest of it matches."""
    env = make_env(suite, scenario.id, mode=mode)
    observation, _ = env.reset()
    own_system = squeezed("".join(text_of(m.get("content")) for m in observation["messages"] if m.get("role") == "system"))
    if own_system != system:
        raise NotRecognised("its system prompt differs" if own_system else "a system prompt it does not have")
    for index, reply in enumerate(replies):
        if _said(observation) != said[index]:
            raise NotRecognised(f"the messages before reply {index + 1} differ from the scenario's")
        if env.done:
            raise NotRecognised(f"the scenario ends before reply {index + 1}")
        try:
            observation, *_ = env.step({"content": reply.get("content"), "tool_calls": reply.get("tool_calls")})
        except (TypeError, ValueError) as err:
            raise NotRecognised(f"reply {index + 1} is not an assistant message toolsim reads: {err}") from None
    if env.done:
        raise NotRecognised("the scenario is over: its last turn has ended")
    if _said(observation) != said[-1]:
        raise NotRecognised(f"the messages after reply {len(replies)} differ from the scenario's")
    if mode == "fc" and _tool_names(tools) != _tool_names(env.tools):
        raise NotRecognised("the tools offered are not the scenario's at this point")
    return env
