"""The variant builders: structure of each variant, the default held-out choice, long-context rebasing."""

from __future__ import annotations

from typing import Any

import pytest

from sandbox.episode.scenario import Scenario
from scenarios.validate import validate_scenario
from scenarios.variants import (
    KINDS, LONG_CONTEXT_SIZE, VariantError, build_suite, derive, miss_func_spec, rebase_gold,
)

TICKETS = {"ticket_queue": [{"id": 7, "title": "Printer jam", "created_by": "ana"}], "ticket_counter": 8}


def base(**extra: Any) -> Scenario:
    """A ticket scenario whose second turn closes a ticket created in the first."""
    data: dict[str, Any] = {
        "id": "ticket_demo_v1",
        "domains": {"ticket": TICKETS},
        "turns": [
            {"messages": [{"content": "Log me in as ana with password pw1, then open a ticket titled 'VPN down'."}],
             "ground_truth": ["ticket_login(username='ana', password='pw1')", "create_ticket(title='VPN down')"]},
            {"messages": [{"content": "Show me ticket 7."}], "ground_truth": ["get_ticket(ticket_id=7)"]},
            {"messages": [{"content": "Close the VPN ticket you just opened."}], "ground_truth": ["close_ticket(ticket_id=8)"]},
        ],
        "metadata": {
            "persona": "tester",
            "miss_param": {"turn": 0, "rewritten": "Log me in, then open a ticket titled 'VPN down'.",
                           "follow_up": "User ana, password pw1."},
        },
    }
    data.update(extra)
    return Scenario.model_validate(data)


def test_miss_param_rewrites_the_request_and_inserts_the_follow_up() -> None:
    variant = derive(base(), "miss_param")
    assert variant.id == "ticket_demo_v1__miss_param" and variant.category == "miss_param"
    assert [t.text for t in variant.turns[:2]] == ["Log me in, then open a ticket titled 'VPN down'.", "User ana, password pw1."]
    assert variant.turns[0].ground_truth == []
    assert variant.turns[1].ground_truth == base().turns[0].ground_truth
    assert len(variant.turns) == 4
    assert variant.metadata["variant"]["miss_param"] == {"request_turn": 0, "follow_up_turn": 1}
    assert "miss_param" not in variant.metadata and variant.metadata["persona"] == "tester"


def test_miss_func_holds_out_a_mutating_function_until_an_empty_holdout_turn() -> None:
    variant = derive(base(), "miss_func")
    assert variant.held_out == {"close_ticket": 3}
    assert variant.turns[2].ground_truth == [] and variant.turns[2].text == "Close the VPN ticket you just opened."
    assert variant.turns[3].messages == [] and variant.turns[3].ground_truth == ["close_ticket(ticket_id=8)"]
    assert variant.added_at(3) == ["close_ticket"]


def test_miss_func_default_choice_and_annotation() -> None:
    assert miss_func_spec(base()).model_dump() == {"turn": 2, "functions": ["close_ticket"]}
    assert miss_func_spec(base(), avoid_turn=2).model_dump() == {"turn": 0, "functions": ["ticket_login"]}
    annotated = base(metadata={**base().metadata, "miss_func": {"turn": 0, "functions": ["create_ticket"]}})
    assert derive(annotated, "miss_func").held_out == {"create_ticket": 1}
    wrong = base(metadata={**base().metadata, "miss_func": {"turn": 2, "functions": ["create_ticket"]}})
    with pytest.raises(VariantError, match="not first called in turn 2"):
        derive(wrong, "miss_func")


def test_long_context_rebases_ids_that_move() -> None:
    variant = derive(base(), "long_context")
    assert variant.long_context is not None and variant.long_context.size == LONG_CONTEXT_SIZE
    moved = 8 + LONG_CONTEXT_SIZE  # the distractor tickets take ids 8..207
    assert variant.turns[2].ground_truth == [f"close_ticket(ticket_id={moved})"]
    assert variant.turns[1].ground_truth == ["get_ticket(ticket_id=7)"]  # a configured id stays
    assert validate_scenario(variant) == []


def test_rebase_is_a_no_op_without_long_context() -> None:
    assert rebase_gold(base()) == base()


def test_composite_applies_all_three_with_consistent_indices() -> None:
    variant = derive(base(), "composite")
    info = variant.metadata["variant"]
    assert info["miss_param"] == {"request_turn": 0, "follow_up_turn": 1}
    assert info["miss_func"]["functions"] == ["close_ticket"]
    holdout = info["miss_func"]["holdout_turn"]
    assert variant.held_out == {"close_ticket": holdout} and variant.turns[holdout].messages == []
    assert variant.long_context is not None
    assert validate_scenario(variant) == []


def test_composite_when_the_only_function_sits_in_the_miss_param_turn() -> None:
    one = base(turns=[base().turns[0]], metadata={**base().metadata,
                                                  "miss_func": {"turn": 0, "functions": ["create_ticket"]}})
    variant = derive(one, "composite")
    texts = [t.text for t in variant.turns]
    assert texts == ["Log me in, then open a ticket titled 'VPN down'.", "User ana, password pw1.", ""]
    assert [bool(t.ground_truth) for t in variant.turns] == [False, False, True]
    assert variant.held_out == {"create_ticket": 2}


def test_missing_annotation_and_bad_inputs() -> None:
    bare = base(metadata={})
    with pytest.raises(VariantError, match="no metadata.miss_param"):
        derive(bare, "miss_param")
    assert derive(bare, "long_context").id == "ticket_demo_v1__long_context"
    with pytest.raises(VariantError, match="unknown variant kind"):
        derive(base(), "shuffled")
    with pytest.raises(VariantError, match="not a derived suite"):
        build_suite("base", [base()])
    held = base(held_out={"close_ticket": 2})
    with pytest.raises(VariantError, match="must not hold functions out"):
        derive(held, "miss_func")


def test_build_suite_keeps_base_order() -> None:
    other = base(id="ticket_other_v1")
    for kind in KINDS:
        suite = build_suite(kind, [base(), other])
        assert [s.id for s in suite] == [f"ticket_demo_v1__{kind}", f"ticket_other_v1__{kind}"]


def test_long_context_kinds_hold_only_long_context_members() -> None:
    out = base(id="ticket_out_v1", metadata={**base().metadata, "no_long_context": "unreached"})
    for kind in KINDS:
        ids = [s.id for s in build_suite(kind, [base(), out])]
        if kind in ("long_context", "composite"):
            assert ids == [f"ticket_demo_v1__{kind}"], kind
            with pytest.raises(VariantError, match="not a long-context scenario"):
                derive(out, kind)
        else:
            assert ids == [f"ticket_demo_v1__{kind}", f"ticket_out_v1__{kind}"], kind
    assert [s.id for s in build_suite("long_context", [out], context_size=9)] == []
    odd = base(metadata={**base().metadata, "no_long_context": "boring"})
    with pytest.raises(VariantError, match="not one of stateless, write_only, unreached"):
        build_suite("composite", [odd])


def test_exploratory_turns_follow_their_gold() -> None:
    annotated = base(metadata={**base().metadata, "exploratory_turns": [0, 1, 2]})
    for kind in KINDS:
        variant = derive(annotated, kind)
        moved = [variant.turns[i].ground_truth for i in variant.metadata["exploratory_turns"]]
        assert [len(g) for g in moved] == [2, 1, 1], kind
        assert moved[1] == ["get_ticket(ticket_id=7)"], kind


def test_sized_long_context_suites() -> None:
    from sandbox.episode.loop import build_toolbox
    from sandbox.run.suites import is_suite, load_suite

    small, large = load_suite("long_context@3"), load_suite("long_context@900")
    from sandbox.run.lazy import scenario_ids

    assert [s.id for s in small] == list(scenario_ids(load_suite("long_context")))  # ids known without building
    assert {s.long_context.size for s in small if s.long_context} == {3}
    sample = large[::15]  # a large suite's scenarios are built when read: one in fifteen, from each part of it
    assert {s.long_context.size for s in sample if s.long_context} == {900}
    assert all(s.metadata["variant"]["long_context_size"] == 900 for s in sample)
    ticket = next(i for i, s in enumerate(small) if "ticket" in s.domains)
    sizes = [len(str(build_toolbox(suite[ticket]).projection())) for suite in (small, large)]
    assert sizes[1] > 10 * sizes[0]  # the distractor state grows with the size
    from scenarios.validate import validate_suite

    assert not validate_suite("long_context@900", large[::40]).failed(strict=True)
    assert {s.long_context.size for s in load_suite("composite@40") if s.long_context} == {40}
    for name in ("miss_param@5", "long_context@100001", "long_context@", "long_context@-1", "bfcl:long_context@5"):
        assert not is_suite(name), name
    with pytest.raises(VariantError, match="no long context"):
        build_suite("miss_func", [base()], context_size=5)
