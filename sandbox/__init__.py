"""toolsim's kernel: tools, domains, calls, execution, scenarios, and the episode runner.

The public surface is re-exported here; everything else is an implementation module.
"""

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

__all__ = [
    "DEFAULT_CLOCK",
    "DOMAINS",
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
    "parse_fc",
    "parse_prompt",
    "tool",
]
