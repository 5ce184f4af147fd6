"""Structural rules of the code base, the kernel's layout, the locked public API, and the kernel's doctests."""

from __future__ import annotations

import ast
import doctest
import importlib

import grimp
import networkx as nx
import pytest

import sandbox
from tests import structure

PACKAGES = ["sandbox", "apis", "graph", "scenarios", "toolsim"]
KERNEL_PACKAGES = ["commands", "episode", "integrations", "judge", "models", "report", "run", "tools"]


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
    for name in sandbox.__all__:
        assert hasattr(sandbox, name), name


KERNEL_DOCTESTS = [
    "tools.docstrings", "tools.types", "tools.context", "tools.serialize",
    "episode.calls", "episode.parsing", "judge.diff", "episode.env", "episode.bounds", "episode.memo",
    "judge.metrics", "judge.values", "judge.facts", "episode.fork",
    "report.stats", "report.metrics", "report.explain", "run.rundir", "tools.files", "tools.fake",
    "tools.phrasing", "tools.phrasing_style", "judge.bound", "judge.known", "judge.units", "judge.focus",
    "judge.contradict", "judge.said", "judge.fields", "judge.asking", "judge.quantities", "judge.counts",
    "judge.already", "judge.byline", "judge.effects", "judge.measures", "judge.found", "judge.gold",
    "judge.forms", "judge.states", "judge.arguments", "judge.handles", "judge.padding", "judge.flow", "judge.logs",
    "judge.worked", "judge.percents", "judge.references", "judge.trends", "judge.recap", "judge.currency",
    "judge.dictated", "judge.position", "judge.compare", "judge.statement",
]


@pytest.mark.parametrize("module", KERNEL_DOCTESTS)
def test_kernel_doctests(module: str) -> None:
    result = doctest.testmod(importlib.import_module(f"sandbox.{module}"), optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0, f"sandbox.{module} has no runnable examples"
    assert result.failed == 0


def test_kernel_has_no_import_cycle() -> None:
    # Function-level imports count too: a cycle through a lazy import is still a cycle.
    graph = grimp.build_graph("sandbox")
    imports = nx.DiGraph((m, dep) for m in graph.modules for dep in graph.find_modules_directly_imported_by(m))
    cycle = next(iter(nx.simple_cycles(imports)), None)
    assert cycle is None, " -> ".join([*cycle, cycle[0]])


JUDGE_FORBIDDEN = [
    "sandbox.episode.loop", "sandbox.episode.env", "sandbox.episode.user", "sandbox.episode.follow",
    "sandbox.episode.fork", "sandbox.episode.recording", "sandbox.episode.prompting", "sandbox.episode.surface",
    "sandbox.models", "sandbox.run", "sandbox.report", "sandbox.integrations", "sandbox.commands",
]


def test_judge_never_imports_the_loop_models_run_or_above() -> None:
    # The same rule as the lint session's import contract, here so a plain pytest run sees it too.
    graph = grimp.build_graph("sandbox")
    for target in JUDGE_FORBIDDEN:
        chains = graph.find_shortest_chains(importer="sandbox.judge", imported=target)
        assert not chains, f"sandbox.judge reaches {target}: {sorted(chains)[0]}"


def test_judge_rule_sees_an_import_of_the_loop() -> None:
    graph = grimp.build_graph("sandbox")
    graph.add_import(importer="sandbox.judge.checker", imported="sandbox.episode.loop")
    assert graph.find_shortest_chains(importer="sandbox.judge", imported="sandbox.episode.loop")


def test_kernel_is_grouped_in_documented_subpackages() -> None:
    root = structure.ROOT / "sandbox"
    subpackages = sorted(p.name for p in root.iterdir() if (p / "__init__.py").is_file())
    assert subpackages == KERNEL_PACKAGES
    for name in subpackages:
        doc = ast.get_docstring(ast.parse((root / name / "__init__.py").read_text(encoding="utf-8")))
        assert doc and "\n" not in doc.strip(), f"sandbox/{name}/__init__.py needs a one-line docstring"
    loose = sorted(p.name for p in root.glob("*.py"))
    assert loose == ["__init__.py", "__main__.py", "scenario.py", "testing.py"]
