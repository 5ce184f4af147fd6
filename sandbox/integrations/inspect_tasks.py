"""Inspect AI tasks over any suite, registered through Inspect's ``inspect_ai`` entry point.

Needs the ``inspect`` extra (``pip install -e '.[inspect]'``)::

    inspect eval toolsim/suite -T suite=base+rename -T trials=3 --model openai/gpt-4o-mini
    inspect eval toolsim/base --model openai/gpt-4o-mini --limit 2
    inspect eval toolsim/bfcl_base -T mode=prompt --model mockllm/model

``toolsim/suite`` takes any suite spec ``toolsim run`` takes (transforms, ``@N`` sizes, ``.jsonl``
paths); each named suite also has a task of its own (``bfcl:base`` is ``toolsim/bfcl_base``). A
task's samples are the suite's scenarios. The solver plays the user's turns through the step API
(:class:`~sandbox.episode.env.EpisodeEnv`): it asks Inspect's model for each reply, with the
functions offered at that point as Inspect tools (held-out ones added when their turn comes), and
toolsim executes the calls, never Inspect. Scoring is in :mod:`sandbox.integrations.inspect_scoring`.
"""

from __future__ import annotations

import difflib
import importlib.util
import json
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from inspect_ai import Epochs, Task, task
from inspect_ai.dataset import MemoryDataset, Sample
from inspect_ai.model import ChatMessage, ChatMessageAssistant, ChatMessageSystem, ChatMessageTool, ChatMessageUser
from inspect_ai.solver import Generate, Solver, TaskState, solver
from inspect_ai.tool import ToolDef, ToolParams

from sandbox.episode.client import Mode
from sandbox.tools.errors import InputFileError, RegistryError
from sandbox.judge.metrics import episode_counts
from sandbox.integrations.inspect_scoring import NAMESPACE, in_namespace, verdict
from sandbox.integrations.inspect_scoring import trials as trials_reducer
from sandbox.run.api import make_env, suite_scenarios
from sandbox.run.suites import suite_names

try:  # inspect prints this error's message alone, without a traceback (not public API: a ValueError otherwise)
    from inspect_ai._util.error import PrerequisiteError
except ImportError:  # pragma: no cover - another inspect_ai release
    PrerequisiteError = ValueError  # type: ignore[misc,assignment]


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


@solver(name=f"{NAMESPACE}/play_turns")
@in_namespace
def play_turns(suite: str, mode: Mode = "fc") -> Solver:
    """Play a scenario's user turns, asking the model for every reply (trial = the epoch, from 0)."""

    async def solve(state: TaskState, generate: Generate) -> TaskState:
        env = make_env(suite, str(state.sample_id), mode=mode, trial=state.epoch - 1)
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
        counts = episode_counts(env.result.metrics, env.result.turns)
        state.metadata["toolsim"] = {**env.result.model_dump(mode="json"), "counts": counts}
        return state

    return solve


def suite_task(suite: str, mode: Mode = "fc", trials_per_scenario: int = 1) -> Task:
    """The Inspect task of a suite: its scenarios as samples, the turn-playing solver, toolsim's verdict.

    Args:
        suite: Any suite spec ``toolsim run`` takes (``base+rename``, ``long_context@20``, a ``.jsonl`` path).
        mode: ``fc`` or ``prompt``.
        trials_per_scenario: Episodes per scenario (Inspect's epochs, reduced by
            :func:`~sandbox.integrations.inspect_scoring.trials`).
    """
    if not isinstance(suite, str) or not suite.strip():  # -T suite= gives None (or a number: -T suite=5)
        raise PrerequisiteError(f"-T suite= names no suite ({suite!r}): give one of {', '.join(suite_names())} "
                                "or a path to a .jsonl file")
    if trials_per_scenario < 1:
        raise PrerequisiteError(f"trials must be at least 1, not {trials_per_scenario}")
    try:
        scenarios = suite_scenarios(suite)
    except (RegistryError, InputFileError) as err:  # shown by inspect as one message, not a traceback
        raise PrerequisiteError(str(err)) from None
    samples = [
        Sample(id=s.id, input=s.turns[0].text or s.id, metadata={"category": s.category, "turns": len(s.turns)})
        for s in scenarios
    ]
    return Task(dataset=MemoryDataset(samples, name=suite), solver=play_turns(suite, mode), scorer=verdict(),
                epochs=Epochs(trials_per_scenario, trials_reducer()))


@task(name=f"{NAMESPACE}/suite")
@in_namespace
def any_suite(suite: str = "base", mode: Mode = "fc", trials: int = 1) -> Task:
    """Any suite spec: ``inspect eval toolsim/suite -T suite=base+rename -T trials=3``."""
    return suite_task(suite, mode, trials)


def _register(suite: str) -> Callable[..., Task]:
    def make(mode: Mode = "fc", trials: int = 1) -> Task:
        return suite_task(suite, mode, trials)

    make.__doc__ = f"toolsim's {suite} suite."
    registered: Callable[..., Task] = task(name=f"{NAMESPACE}/{task_name(suite)}")(in_namespace(make))
    return registered


TASKS = {task_name(suite): _register(suite) for suite in suite_names()}


def unknown_tasks(argv: Sequence[str]) -> list[str]:
    """The lines that name each ``toolsim/...`` task of an ``inspect eval`` command line that does not exist.

    Inspect answers an unknown registered name with a message about paths; this says which of
    toolsim's tasks were meant. Only ``eval``, ``eval-set`` and ``eval-retry`` command lines are read.

    >>> unknown_tasks(["inspect", "eval", "toolsim/bsae", "--model", "mockllm/model"])[0][:68]
    "toolsim: no Inspect task 'toolsim/bsae' (did you mean toolsim/base?)"
    >>> unknown_tasks(["inspect", "eval", "toolsim/base"]), unknown_tasks(["inspect", "view", "toolsim/x"])
    ([], [])
    """
    if len(argv) < 2 or argv[1] not in ("eval", "eval-set", "eval-retry"):
        return []
    known = ["suite", *TASKS]
    lines = []
    for arg in argv[2:]:
        name = arg.removeprefix(f"{NAMESPACE}/")
        if name == arg or name in known or not name or "/" in name:
            continue
        close = difflib.get_close_matches(name, known, n=1)
        hint = f" (did you mean {NAMESPACE}/{close[0]}?)" if close else ""
        lines.append(f"{NAMESPACE}: no Inspect task {arg!r}{hint}; the tasks are {NAMESPACE}/suite "
                     f"(-T suite=SPEC takes any suite) and one per named suite: "
                     + ", ".join(f"{NAMESPACE}/{t}" for t in TASKS))
    return lines


for _line in unknown_tasks(sys.argv):  # Inspect imports this module when it resolves a toolsim/... name
    print(_line, file=sys.stderr)
