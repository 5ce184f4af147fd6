"""Exports round-trip; the PNG is drawn when Graphviz is there; the CLI commands work."""

from __future__ import annotations

import shutil
from pathlib import Path

import networkx as nx
import pytest

from graph.export import ExportError, export, read_dot, read_graphml, to_dot
from sandbox.commands.cli import main
from sandbox.episode.scenario import load_scenarios


def _signature(graph: nx.MultiDiGraph) -> tuple[list[object], list[object]]:
    nodes = sorted((n, sorted(d.items())) for n, d in graph.nodes(data=True))
    edges = sorted((u, v, k, sorted(d.items())) for u, v, k, d in graph.edges(keys=True, data=True))
    return nodes, edges


@pytest.mark.parametrize("name", ["fixture_graph", "real_graph"])
def test_dot_and_graphml_round_trip(name: str, request: pytest.FixtureRequest, tmp_path: Path) -> None:
    graph: nx.MultiDiGraph = request.getfixturevalue(name)
    export(graph, tmp_path / "g.dot")
    export(graph, tmp_path / "g.graphml")
    assert _signature(read_dot((tmp_path / "g.dot").read_text(encoding="utf-8"))) == _signature(graph)
    assert _signature(read_graphml(tmp_path / "g.graphml")) == _signature(graph)
    assert to_dot(graph) == to_dot(read_dot(to_dot(graph)))
    assert 'subgraph "cluster_' in to_dot(graph)


def test_unknown_format(fixture_graph: nx.MultiDiGraph, tmp_path: Path) -> None:
    with pytest.raises(ExportError, match="unknown format"):
        export(fixture_graph, tmp_path / "g.bmp")


def test_png_needs_graphviz(fixture_graph: nx.MultiDiGraph, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(shutil, "which", lambda _: None)
    with pytest.raises(ExportError, match="Graphviz 'dot' is not installed"):
        export(fixture_graph, tmp_path / "g.png")


@pytest.mark.skipif(shutil.which("dot") is None, reason="Graphviz is not installed")
def test_png_is_drawn(fixture_graph: nx.MultiDiGraph, tmp_path: Path) -> None:
    export(fixture_graph, tmp_path / "g.png")
    assert (tmp_path / "g.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_cli_graph_counts(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["graph"]) == 0
    out = capsys.readouterr().out
    assert "cross-domain edges:" in out and "file_system" in out and "total" in out


def test_cli_graph_sample_and_export(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert main(["graph", "--sample", "3", "--seed", "5"]) == 0
    first = capsys.readouterr().out
    assert main(["graph", "--sample", "3", "--seed", "5"]) == 0
    assert capsys.readouterr().out == first and first.count("->") >= 6
    assert main(["graph", "--export", str(tmp_path / "g.graphml")]) == 0
    assert (tmp_path / "g.graphml").exists()


def test_cli_generate_and_coverage(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert main(["generate", "--sample", "4", "--seed", "3", "--out", str(tmp_path)]) == 0
    suite = tmp_path / "skeletons_seed3.jsonl"
    assert len(load_scenarios(suite)) == 4
    assert main(["generate", "--from-path", "message.list_users,message.get_user_id,message.send_message",
                 "--out", str(tmp_path / "one")]) == 0
    [scenario] = load_scenarios(tmp_path / "one" / "skeletons_seed0.jsonl")
    assert scenario.metadata["graph_path"][-1] == "message.send_message"
    assert main(["generate", "--from-path", "nope.nothing", "--out", str(tmp_path)]) == 2
    capsys.readouterr()
    assert main(["graph", "--coverage", str(suite)]) == 0
    assert "mutating tools never called" in capsys.readouterr().out


def test_cli_graph_sample_says_why_nothing_or_too_little_is_printed(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["graph", "--sample", "3", "--domains", "ticket", "--min-length", "10", "--max-length", "12"]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.splitlines() == [
        "toolsim graph: error: no path of 10 to 12 steps found in domains ticket (9 tools, 18 edges); lower --min-length"
    ]
    assert main(["graph", "--sample", "500", "--domains", "ticket", "--min-length", "5", "--max-length", "6"]) == 0
    captured = capsys.readouterr()
    found = len(captured.out.splitlines())
    assert 0 < found < 500
    assert f"only {found} distinct path(s) of 5 to 6 steps found in domains ticket, 500 asked for" in captured.err
    with pytest.raises(SystemExit) as stop:
        main(["graph", "--sample", "0"])
    assert stop.value.code == 2
    assert "argument --sample: must be a whole number from 1 to 10000, not '0'" in capsys.readouterr().err


def test_cli_generate_says_why_it_wrote_fewer_skeletons(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert main(["generate", "--sample", "3", "--domains", "ticket", "--min-length", "10", "--max-length", "12",
                 "--out", str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert "only 0 of 3 sampled paths of 10 to 12 steps in domains ticket gave an executable skeleton" in err
