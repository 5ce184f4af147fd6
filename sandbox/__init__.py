"""toolsim's kernel: tools, domains, calls, execution, scenarios, and the episode runner.

The public surface is re-exported here; everything else is an implementation module. The runner's
names (``run_suite``, ``run_episode``, ``load_suite``...) load on first use, so that importing the
kernel (and ``toolsim --help``) stays fast.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from sandbox.episode.calls import CallResult, ToolCall
from sandbox.judge.diff import StateDifference, diff_states
from sandbox.episode.execution import Toolbox
from sandbox.episode.parsing import parse_fc, parse_prompt
from sandbox.episode.scenario import Message, Scenario, Turn, load_scenarios
from sandbox.tools.context import DEFAULT_CLOCK, EpisodeContext, LongContext, Profile
from sandbox.tools.domain import Domain, DomainAPI
from sandbox.tools.errors import ParseError, RegistryError, ScenarioFileError, ToolDefinitionError, ToolError
from sandbox.tools.phrasing import Phrasing
from sandbox.tools.registry import DOMAINS, Registry
from sandbox.tools.spec import ParamSpec, ToolSpec, tool

if TYPE_CHECKING:
    from sandbox.episode.client import ModelClient, ModelError, ModelRequest, ModelResponse
    from sandbox.episode.env import EpisodeEnv
    from sandbox.episode.loop import EpisodeConfig, EpisodeResult, run_episode
    from sandbox.episode.trajectory import load_trajectory
    from sandbox.models.options import ModelOptions
    from sandbox.models.resolve import resolve_model
    from sandbox.report.replay import replay
    from sandbox.run.api import make_env, run_suite
    from sandbox.run.suites import load_suite

_LAZY = {
    "run_suite": "sandbox.run.api",
    "make_env": "sandbox.run.api",
    "EpisodeEnv": "sandbox.episode.env",
    "EpisodeConfig": "sandbox.episode.loop",
    "EpisodeResult": "sandbox.episode.loop",
    "run_episode": "sandbox.episode.loop",
    "ModelClient": "sandbox.episode.client",
    "ModelError": "sandbox.episode.client",
    "ModelRequest": "sandbox.episode.client",
    "ModelResponse": "sandbox.episode.client",
    "ModelOptions": "sandbox.models.options",
    "resolve_model": "sandbox.models.resolve",
    "replay": "sandbox.report.replay",
    "load_suite": "sandbox.run.suites",
    "load_trajectory": "sandbox.episode.trajectory",
}


def __getattr__(name: str) -> Any:
    """Load the runner's names on first use."""
    if name in _LAZY:
        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module 'sandbox' has no attribute {name!r}")


__all__ = [
    "DEFAULT_CLOCK",
    "DOMAINS",
    "EpisodeConfig",
    "EpisodeEnv",
    "EpisodeResult",
    "ModelClient",
    "ModelError",
    "ModelOptions",
    "ModelRequest",
    "ModelResponse",
    "CallResult",
    "Domain",
    "DomainAPI",
    "EpisodeContext",
    "LongContext",
    "Message",
    "ParamSpec",
    "ParseError",
    "Phrasing",
    "Profile",
    "Registry",
    "RegistryError",
    "Scenario",
    "ScenarioFileError",
    "StateDifference",
    "ToolCall",
    "ToolDefinitionError",
    "ToolError",
    "ToolSpec",
    "Toolbox",
    "Turn",
    "diff_states",
    "load_scenarios",
    "load_suite",
    "load_trajectory",
    "make_env",
    "parse_fc",
    "parse_prompt",
    "replay",
    "resolve_model",
    "run_episode",
    "run_suite",
    "tool",
]
