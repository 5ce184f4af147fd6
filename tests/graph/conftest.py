"""Shared fixtures: the graph over the test-only domains and over every registered domain."""

from __future__ import annotations

import networkx as nx
import pytest

from graph.build import build_graph, loadable_domains
from sandbox.tools.domain import Domain
from tests.graph.fixtures import FIXTURE_DOMAINS


@pytest.fixture(scope="session")
def registered() -> list[Domain]:
    """Every registered domain; fails if one cannot be imported."""
    domains, failed = loadable_domains()
    assert not failed, f"registered domains that do not load: {failed}"
    return domains


@pytest.fixture(scope="session")
def real_graph(registered: list[Domain]) -> nx.MultiDiGraph:
    """The graph over every registered domain (built once; tests must not change it)."""
    return build_graph(registered)


@pytest.fixture(scope="session")
def fixture_graph() -> nx.MultiDiGraph:
    """The graph over the two test-only domains."""
    return build_graph(FIXTURE_DOMAINS)
