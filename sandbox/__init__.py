"""toolsim's kernel: tools, domains, calls, execution, scenarios, and the episode runner.

The public surface is re-exported here; everything else is an implementation module. The runner's
names (``run_suite``, ``run_episode``, ``load_suite``...) load on first use, so that importing the
kernel (and ``toolsim --help``) stays fast.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from sandbox.calls import CallResult, ToolCall
from sandbox.context import DEFAULT_CLOCK, EpisodeContext, LongContext, Profile
from sandbox.diff import StateDifference, diff_states
from sandbox.domain import Domain, DomainAPI
from sandbox.errors import ParseError, RegistryError, ScenarioFileError, ToolDefinitionError, ToolError
from sandbox.execution import Toolbox
from sandbox.parsing import parse_fc, parse_prompt
from sandbox.registry import DOMAINS, Registry
from sandbox.scenario import Message, Scenario, Turn, load_scenarios
from sandbox.tools import ParamSpec, ToolSpec, tool

if TYPE_CHECKING:
    from sandbox.api import run_suite
    from sandbox.episode import EpisodeConfig, EpisodeResult, run_episode
    from sandbox.models.base import ModelClient, ModelError, ModelRequest, ModelResponse
    from sandbox.models.resolve import ModelOptions, resolve_model
    from sandbox.replay import replay
    from sandbox.suites import load_suite
    from sandbox.trajectory import load_trajectory

_LAZY = {
    "run_suite": "sandbox.api",
    "EpisodeConfig": "sandbox.episode",
    "EpisodeResult": "sandbox.episode",
    "run_episode": "sandbox.episode",
    "ModelClient": "sandbox.models.base",
    "ModelError": "sandbox.models.base",
    "ModelRequest": "sandbox.models.base",
    "ModelResponse": "sandbox.models.base",
    "ModelOptions": "sandbox.models.resolve",
    "resolve_model": "sandbox.models.resolve",
    "replay": "sandbox.replay",
    "load_suite": "sandbox.suites",
    "load_trajectory": "sandbox.trajectory",
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
    "parse_fc",
    "parse_prompt",
    "replay",
    "resolve_model",
    "run_episode",
    "run_suite",
    "tool",
]
