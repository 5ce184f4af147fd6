"""Structural rules of the code base, the locked public API, and the kernel's doctests."""

from __future__ import annotations

import doctest
import importlib

import pytest

import sandbox
from tests import structure

PACKAGES = ["sandbox", "apis", "graph", "scenarios"]


def test_structure_rules_hold() -> None:
    problems = structure.check(PACKAGES)
    assert [str(p) for p in problems] == []


def test_structure_check_sees_every_package() -> None:
    found = {path.relative_to(structure.ROOT).parts[0] for path in structure.modules(PACKAGES)}
    assert found == set(PACKAGES)


def test_public_api_is_locked() -> None:
    # Changing this list is an API change: update it deliberately (and the docs with it).
    assert sandbox.__all__ == [
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
    for name in sandbox.__all__:
        assert hasattr(sandbox, name), name


KERNEL_DOCTESTS = ["docstrings", "types", "context", "calls", "serialize", "parsing", "diff", "stats"]


@pytest.mark.parametrize("module", KERNEL_DOCTESTS)
def test_kernel_doctests(module: str) -> None:
    result = doctest.testmod(importlib.import_module(f"sandbox.{module}"), optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0, f"sandbox.{module} has no runnable examples"
    assert result.failed == 0
