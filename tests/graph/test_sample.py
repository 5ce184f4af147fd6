"""Path sampling: deterministic per seed, across processes, and preferring fed paths."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import networkx as nx
import pytest

from graph.sample import assess, initial_kinds, sample_paths

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = (
    "import json; from graph.build import build_graph, loadable_domains; from graph.sample import sample_paths; "
    "g = build_graph(loadable_domains()[0]); "
    "print(json.dumps([list(p.nodes) for p in sample_paths(g, 15, 42, cross_domain=True)]))"
)


def test_same_seed_same_paths(real_graph: nx.MultiDiGraph) -> None:
    a = sample_paths(real_graph, 20, 7)
    assert a == sample_paths(real_graph, 20, 7)
    assert a != sample_paths(real_graph, 20, 8)


def test_same_seed_same_paths_across_processes(real_graph: nx.MultiDiGraph) -> None:
    here = [list(p.nodes) for p in sample_paths(real_graph, 15, 42, cross_domain=True)]
    for hash_seed in ("1", "12345"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        out = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, env=env, capture_output=True, text=True,
                             check=True)
        assert json.loads(out.stdout) == here


def test_paths_walk_edges_within_bounds(real_graph: nx.MultiDiGraph) -> None:
    paths = sample_paths(real_graph, 30, 3, min_length=2, max_length=5, domains=["file_system", "posting"])
    assert len(paths) == 30
    assert len({p.nodes for p in paths}) == 30
    for path in paths:
        assert 2 <= len(path.nodes) <= 5
        assert set(path.domains) <= {"file_system", "posting"}
        for index, node in enumerate(path.nodes[1:], 1):
            assert any(real_graph.has_edge(earlier, node) for earlier in path.nodes[:index]), path.nodes


def test_cross_domain_paths_cross(real_graph: nx.MultiDiGraph) -> None:
    paths = sample_paths(real_graph, 20, 11, cross_domain=True)
    assert paths and all(p.crosses for p in paths)
    with pytest.raises(ValueError, match="two domains"):
        sample_paths(real_graph, 1, 0, domains=["math"], cross_domain=True)


def test_sampled_paths_are_fed(real_graph: nx.MultiDiGraph, fixture_graph: nx.MultiDiGraph) -> None:
    paths = sample_paths(real_graph, 40, 5)
    assert sum(p.fed for p in paths) >= 36
    assert all(p.fed for p in sample_paths(fixture_graph, 10, 1))


def test_assess_counts_chained_and_unfed(fixture_graph: nx.MultiDiGraph) -> None:
    assert "file_name" in initial_kinds(fixture_graph, ["notes"])  # list_notes lists the configured notes
    chained = assess(fixture_graph, ["notes.read", "chat.list_users", "chat.user_id", "chat.send", "chat.unsend"])
    assert chained.fed and chained.chained == 4
    no_text = assess(fixture_graph, ["chat.list_users", "chat.user_id", "chat.send"])
    assert no_text.unfed == ("chat.send.text",)  # only the notes domain produces text here
    lonely = assess(fixture_graph, ["chat.unsend"])
    assert lonely.unfed == ("chat.unsend.message_id",)
