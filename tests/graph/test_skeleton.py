"""Skeleton scenarios replay their ground truth; coverage reads a suite's ground truth."""

from __future__ import annotations

from collections import Counter

import networkx as nx

from graph.coverage import coverage, flow_coverage
from sandbox.episode.scenario import Scenario, parse_scenario_line
from sandbox.run.suites import load_suite
from sandbox.tools.domain import Domain
from sandbox.tools.registry import Registry
from scenarios.skeleton import PLACEHOLDER, build_skeleton, generate_skeletons, replay_statuses
from tests.graph.fixtures import FIXTURE_DOMAINS

BAD = {"rejected", "crashed", "tool_error"}


def _check(scenario: Scenario, domains: dict[str, Domain]) -> None:
    assert scenario.category == "base" and scenario.profile == "native"
    assert scenario.metadata["skeleton"] is True and scenario.metadata["placeholder"] is True
    assert scenario.metadata["graph_path"]
    for turn in scenario.turns:
        assert turn.ground_truth
        assert all(m.content.startswith(PLACEHOLDER) for m in turn.messages)
    results = replay_statuses(scenario, domains)
    assert results and not [str(r.call) for r in results if r.status in BAD]
    assert parse_scenario_line(scenario.model_dump_json()) == scenario


def test_fixture_skeleton_satisfies_preconditions() -> None:
    domains = {d.name: d for d in FIXTURE_DOMAINS}
    scenario = build_skeleton(["notes.read", "chat.send", "chat.unsend"], domains, seed=1, scenario_id="t_v1")
    assert scenario is not None
    _check(scenario, domains)
    calls = [c for t in scenario.turns for c in t.calls()]
    send = next(c for c in calls if c.name == "send")
    assert send.arguments["receiver_id"] in {"U1", "U2"}  # a user that exists, found in the state
    unsend = next(c for c in calls if c.name == "unsend")
    assert unsend.arguments["message_id"] == "M1"  # chained from send's result


def test_fifty_sampled_skeletons_replay(real_graph: nx.MultiDiGraph, registered: list[Domain]) -> None:
    domains = {d.name: d for d in registered}
    skeletons = generate_skeletons(real_graph, domains, 50, seed=2024)
    assert len(skeletons) == 50
    assert len({s.id for s in skeletons}) == 50
    for scenario in skeletons:
        _check(scenario, domains)
    again = generate_skeletons(real_graph, domains, 5, seed=2024)
    assert again == skeletons[:5]


def test_cross_domain_skeletons_replay(real_graph: nx.MultiDiGraph, registered: list[Domain]) -> None:
    domains = {d.name: d for d in registered}
    skeletons = generate_skeletons(real_graph, domains, 15, seed=99, cross_domain=True)
    assert len(skeletons) == 15
    for scenario in skeletons:
        _check(scenario, domains)
    assert sum(len(s.domains) > 1 for s in skeletons) >= 10


def test_coverage_of_skeletons(fixture_graph: nx.MultiDiGraph) -> None:
    domains = {d.name: d for d in FIXTURE_DOMAINS}
    scenario = build_skeleton(["notes.read", "chat.send", "chat.unsend"], domains, seed=1, scenario_id="t_v1")
    assert scenario is not None
    result = coverage(fixture_graph, [scenario])
    assert {"notes.read", "chat.send", "chat.unsend"} <= result.nodes
    assert ("chat.send", "chat.unsend", "message_id->message_id") in result.edges
    assert ("notes.read", "chat.send", "content->text") in result.edges
    assert "notes.delete" in result.uncovered_mutating
    assert "notes.read" not in result.uncovered_mutating  # readers are never listed
    assert 0 < result.node_ratio < 1 and 0 < result.edge_ratio < 1


def test_set_up_work_is_baked_into_the_configuration(registered: list[Domain]) -> None:
    domains = {d.name: d for d in registered}
    scenario = build_skeleton(["message.send_message", "message.delete_message"], domains, seed=5,
                              scenario_id="t_v1")
    assert scenario is not None
    _check(scenario, domains)
    assert scenario.metadata["setup"] == "config"
    names = [c.name for t in scenario.turns for c in t.calls()]
    assert names == ["send_message", "delete_message"]  # no message_login in the ground truth
    assert scenario.domains["message"]["current_user"]  # logged in by the configuration instead


def test_most_sampled_skeletons_need_no_set_up_calls(real_graph: nx.MultiDiGraph, registered: list[Domain]) -> None:
    domains = {d.name: d for d in registered}
    setups = Counter(s.metadata["setup"] for s in generate_skeletons(real_graph, domains, 20, seed=7))
    assert setups["calls"] <= 2, setups  # set-up calls stay in the gold only when a state cannot be saved


def _chat_scenario(text: str) -> Scenario:
    return Scenario.model_validate({
        "id": "flow_v1",
        "domains": {"notes": {"notes": {"plan.txt": "ship it"}}, "chat": {}},
        "turns": [{"messages": [{"content": "x"}], "ground_truth": [
            "read(name='plan.txt')", "login(username='me', password='secret')",
            f"send(receiver_id='U1', text={text!r})", "unsend(message_id='M1')",
        ]}],
    })


def test_flow_coverage_counts_only_values_that_flowed(fixture_graph: nx.MultiDiGraph) -> None:
    registry = Registry()
    for domain in FIXTURE_DOMAINS:
        registry.add(domain)
    content_edge = ("notes.read", "chat.send", "content->text")
    id_edge = ("chat.send", "chat.unsend", "message_id->message_id")
    copied = flow_coverage(fixture_graph, [_chat_scenario("ship it")], registry)
    assert {content_edge, id_edge} <= copied.flow_edges <= copied.edges
    unrelated = flow_coverage(fixture_graph, [_chat_scenario("lunch?")], registry)
    assert content_edge in unrelated.edges  # read came first, so the loose measure counts it
    assert content_edge not in unrelated.flow_edges and id_edge in unrelated.flow_edges


def test_flow_coverage_of_the_base_suite(real_graph: nx.MultiDiGraph) -> None:
    suite = load_suite("base")
    result = flow_coverage(real_graph, suite)
    own = {name for scenario in suite for name in scenario.domains}  # other installed domains aside
    assert not [node for node in result.uncovered_mutating if node.split(".")[0] in own]
    assert result.flow_edges <= result.edges
    assert len(result.flow_edges) >= 240
    assert len({(a, b) for a, b, _ in result.flow_edges if a.split(".")[0] != b.split(".")[0]}) >= 5
