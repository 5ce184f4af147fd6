"""The graph is derived from the tool specs: nodes, edges, attributes, and the kind tables."""

from __future__ import annotations

import networkx as nx

from graph.build import build_graph, consumed_kinds, node_id, produced_kinds, summarize, unfed_parameters
from graph.kinds import CONVERSIONS, USER_SUPPLIED, feeders, feeds
from sandbox.tools.domain import Domain
from tests.graph.fixtures import CHAT, NOTES


def test_fixture_nodes_and_attributes(fixture_graph: nx.MultiDiGraph) -> None:
    assert sorted(fixture_graph.nodes) == sorted(node_id(d.name, t) for d in (CHAT, NOTES) for t in d.tools)
    read = fixture_graph.nodes["notes.read"]
    assert read["domain"] == "notes" and read["tool"] == "read" and read["mutates"] is False
    assert read["parameters"] == [{"name": "name", "kind": "file_name", "required": True, "type": "string"}]
    assert read["produces"] == {"content": "file_content"}


def test_fixture_edges_follow_kinds(fixture_graph: nx.MultiDiGraph) -> None:
    edge = fixture_graph.get_edge_data("notes.read", "chat.send")
    assert edge == {"content->text": {"kind": "file_content", "consumer_kind": "text", "producer_field": "content",
                                      "consumer_param": "text"}}
    assert fixture_graph.has_edge("chat.user_id", "chat.send")
    assert fixture_graph.has_edge("chat.send", "chat.unsend")
    assert not fixture_graph.has_edge("chat.send", "notes.read")  # a message id is no file name
    summary = summarize(fixture_graph)
    assert summary.cross_edges == {("notes", "chat"): 1}
    assert summary.total_nodes == 10


def test_graph_does_not_depend_on_domain_order() -> None:
    a, b = build_graph([NOTES, CHAT]), build_graph([CHAT, NOTES])
    assert list(a.nodes(data=True)) == list(b.nodes(data=True))
    assert list(a.edges(keys=True, data=True)) == list(b.edges(keys=True, data=True))


def test_every_tool_of_every_registered_domain_is_a_node(registered: list[Domain], real_graph: nx.MultiDiGraph) -> None:
    expected = {node_id(d.name, name) for d in registered for name in d.tools}
    assert set(real_graph.nodes) == expected
    for node, data in real_graph.nodes(data=True):
        assert node == f"{data['domain']}.{data['tool']}"


def test_every_consumed_kind_has_a_producer_or_is_documented(real_graph: nx.MultiDiGraph) -> None:
    unfed = unfed_parameters(real_graph)
    assert not unfed, (
        "parameters whose kind no tool produces: add a producer, or document the kind in "
        f"graph/kinds.py USER_SUPPLIED: {[str(u) for u in unfed]}"
    )


def test_user_supplied_table_stays_honest(real_graph: nx.MultiDiGraph) -> None:
    produced = produced_kinds(real_graph)
    consumed = set(consumed_kinds(real_graph))
    stale = sorted(k for k in USER_SUPPLIED if any(feeds(p, k) for p in produced))
    assert not stale, f"USER_SUPPLIED kinds that a tool does produce (remove them): {stale}"
    unused = sorted(set(USER_SUPPLIED) - consumed)
    assert not unused, f"USER_SUPPLIED kinds no tool consumes (remove them): {unused}"
    assert all(reason.strip() for reason in USER_SUPPLIED.values())


def test_conversions_are_between_used_kinds(real_graph: nx.MultiDiGraph) -> None:
    used = set(produced_kinds(real_graph)) | set(consumed_kinds(real_graph))
    for produced, targets in CONVERSIONS.items():
        assert produced in used and set(targets) <= used, (produced, targets)
    assert feeders("text") == ("amount", "file_content", "text")


def test_real_graph_links_domains(real_graph: nx.MultiDiGraph) -> None:
    summary = summarize(real_graph)
    assert summary.total_cross > 0
    pairs = set(summary.cross_edges)
    assert ("trading", "math") in pairs  # a price feeds a calculation
    assert any(src == "file_system" and dst in {"posting", "message"} for src, dst in pairs)  # content is posted
    assert any(dst == "ticket" for _, dst in pairs)  # an amount or text feeds a ticket
