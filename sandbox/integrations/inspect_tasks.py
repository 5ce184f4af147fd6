"""Inspect AI tasks, one per suite, registered through Inspect's ``inspect_ai`` entry point.

Needs the ``inspect`` extra (``pip install -e '.[inspect]'``)::

    inspect eval toolsim/base --model openai/gpt-4o-mini --limit 2
    inspect eval toolsim/bfcl_base -T mode=prompt --model mockllm/model

A task's samples are the suite's scenarios (``bfcl:base`` is ``toolsim/bfcl_base``). The solver
plays the user's turns through the step API (:class:`~sandbox.episode.env.EpisodeEnv`): it asks
Inspect's model for each reply, with the functions offered at that point as Inspect tools (held-out
ones added when their turn comes), and toolsim executes the calls, never Inspect. The scorer is
toolsim's verdict (1 when every turn passed), with each turn's verdict in the score's metadata.
"""

from __future__ import annotations

import importlib.util
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from inspect_ai import Task, task
from inspect_ai.dataset import MemoryDataset, Sample
from inspect_ai.model import ChatMessage, ChatMessageAssistant, ChatMessageSystem, ChatMessageTool, ChatMessageUser
from inspect_ai.scorer import CORRECT, INCORRECT, Score, Scorer, Target, accuracy, scorer, stderr
from inspect_ai.solver import Generate, Solver, TaskState, solver
from inspect_ai.tool import ToolDef, ToolParams

from sandbox.episode.client import Mode
from sandbox.run.api import make_env, suite_scenarios
from sandbox.run.suites import suite_names

#: Inspect's namespace for toolsim's tasks (the ``inspect_ai`` entry point's name).
NAMESPACE = "toolsim"


def use_bundled_tokenizers() -> Path | None:
    """Point tiktoken at the encodings litellm ships, unless ``TIKTOKEN_CACHE_DIR`` is set already.

    Inspect estimates tokens with tiktoken's ``o200k_base`` (``mockllm`` counts every request with
    it), which tiktoken otherwise downloads on first use; litellm, a toolsim dependency, ships that
    file, so tasks run offline. Returns the directory used, if any.
    """
    if os.environ.get("TIKTOKEN_CACHE_DIR"):
        return None
    spec = importlib.util.find_spec("litellm")
    if spec is None or spec.origin is None:
        return None
    folder = Path(spec.origin).parent / "litellm_core_utils" / "tokenizers"
    if not folder.is_dir():
        return None
    os.environ["TIKTOKEN_CACHE_DIR"] = str(folder)
    return folder


use_bundled_tokenizers()


def task_name(suite: str) -> str:
    """The Inspect task name of a suite (``bfcl:base`` -> ``bfcl_base``)."""
    return suite.replace(":", "_").replace("@", "_")


def inspect_message(message: dict[str, Any]) -> ChatMessage:
    """A step-API message as an Inspect chat message."""
    role, content = message["role"], message.get("content") or ""
    if role == "system":
        return ChatMessageSystem(content=content)
    if role == "tool":
        return ChatMessageTool(content=content, tool_call_id=message.get("tool_call_id"), function=message.get("name"))
    return ChatMessageUser(content=content)


def inspect_tool(schema: dict[str, Any]) -> ToolDef:
    """An OpenAI tool schema as an Inspect tool that only describes the function (toolsim runs it)."""
    function = schema["function"]

    async def described_only(**kwargs: Any) -> str:
        raise RuntimeError(f"{function['name']} is executed by toolsim, not by Inspect")

    return ToolDef(described_only, name=function["name"], description=function.get("description", ""),
                   parameters=ToolParams.model_validate(function.get("parameters") or {}))


def step_action(message: ChatMessageAssistant) -> dict[str, Any]:
    """An Inspect assistant message as a step-API action (arguments Inspect could not parse stay unparsed)."""
    calls = [
        {"id": call.id, "type": "function",
         "function": {"name": call.function, "arguments": call.parse_error or json.dumps(call.arguments)}}
        for call in message.tool_calls or []
    ]
    return {"content": message.text, "tool_calls": calls}


@solver
def play_turns(suite: str, mode: Mode = "fc") -> Solver:
    """Play a scenario's user turns, asking the model for every reply."""

    async def solve(state: TaskState, generate: Generate) -> TaskState:
        env = make_env(suite, str(state.sample_id), mode=mode)
        observation, _ = await env.areset()
        state.messages = [inspect_message(m) for m in observation["messages"]]
        shown: list[dict[str, Any]] | None = None
        while not env.done:
            if mode == "fc" and observation["tools"] is not shown:
                shown = observation["tools"]
                state.tools = [inspect_tool(schema) for schema in shown]
            state = await generate(state, tool_calls="none")
            if state.completed:  # a message, token or time limit of the sample ended it
                env.fail("limit", "the sample's limit was reached")
                break
            observation, *_ = await env.astep(step_action(state.output.message))
            state.messages.extend(inspect_message(m) for m in observation["messages"])
        assert env.result is not None
        state.metadata["toolsim"] = env.result.model_dump(mode="json")
        return state

    return solve


@scorer(metrics=[accuracy(), stderr()])
def verdict() -> Scorer:
    """The verdict of the episode: correct when every turn passed; per-turn verdicts in metadata."""

    async def score(state: TaskState, target: Target) -> Score:
        result = state.metadata.get("toolsim")
        if result is None:
            return Score(value=INCORRECT, explanation="the episode was not played")
        failed = result["error_class"] or "none"
        return Score(
            value=CORRECT if result["passed"] else INCORRECT, answer=f"turn accuracy {result['turn_accuracy']:.2f}",
            explanation="every turn passed" if result["passed"] else f"turn {result['error_turn']} failed: {failed}",
            metadata={"turns": result["turns"], "error_class": result["error_class"],
                      "turn_accuracy": result["turn_accuracy"]},
        )

    return score


def suite_task(suite: str, mode: Mode = "fc") -> Task:
    """The Inspect task of a suite: its scenarios as samples, the turn-playing solver, toolsim's verdict."""
    samples = [
        Sample(id=s.id, input=s.turns[0].text or s.id, metadata={"category": s.category, "turns": len(s.turns)})
        for s in suite_scenarios(suite)
    ]
    return Task(dataset=MemoryDataset(samples, name=suite), solver=play_turns(suite, mode), scorer=verdict())


def in_namespace(function: Callable[..., Task]) -> Callable[..., Task]:
    """Mark a task function as belonging to the ``toolsim`` namespace, however toolsim is installed.

    Inspect prefixes a task's name with the top-level import package of the function's module when
    that module lies in site-packages (``sandbox/toolsim/base`` from an installed wheel), and looks
    ``toolsim/base`` up by loading the entry point named ``toolsim`` and reading the registry under
    that exact name. A module name that is not imported (the namespace itself) gives no prefix, so the
    name given to ``@task`` is the registered one in a wheel and an editable install alike.
    """
    function.__module__ = NAMESPACE
    return function


def _register(suite: str) -> Callable[..., Task]:
    def make(mode: Mode = "fc") -> Task:
        return suite_task(suite, mode)

    make.__doc__ = f"toolsim's {suite} suite."
    registered: Callable[..., Task] = task(name=f"{NAMESPACE}/{task_name(suite)}")(in_namespace(make))
    return registered


TASKS = {task_name(suite): _register(suite) for suite in suite_names()}
