"""Transforms change wording and names, never facts: the validator's surface checks, and the transforms passing them."""

from __future__ import annotations

import random

import pytest

from sandbox.episode.perturb import Decoy, SurfaceChange, Wording
from sandbox.episode.scenario import Scenario
from sandbox.run.suites import load_suite
from sandbox.run.transforms.descriptions import noisy
from sandbox.run.transforms.words import LOOKALIKES
from scenarios.validate import validate_scenario
from scenarios.validate_surface import invented_fields, original_names, technical_terms

TRAVEL = "travel_business_to_boston_v1"  # its tools' descriptions name authenticate_travel


def _base(ident: str) -> Scenario:
    return next(s for s in load_suite("base") if s.id == ident)


def _transformed(suite: str, ident: str) -> Scenario:
    return next(s for s in load_suite(suite) if s.id == ident)


def test_original_name_catches_a_description_that_names_a_renamed_tool() -> None:
    base = _base(TRAVEL)
    # a rename that forgets the descriptions: authenticate_travel is still named in book_flight's
    bad = base.model_copy(update={"surface": SurfaceChange(names={"authenticate_travel": "tool_01"},
                                                          transforms=["rename=neutral"])})
    found = original_names(bad)
    assert found and all(name == "authenticate_travel" for _, name in found)
    assert "original_name" in {f.check for f in validate_scenario(bad, "test")}


def test_original_name_catches_a_user_message_that_names_a_renamed_tool() -> None:
    base = _base(TRAVEL)
    turns = [base.turns[0].model_copy(update={"messages": [m.model_copy(update={"content": "Run book_flight() now."})
                                                           for m in base.turns[0].messages]}), *base.turns[1:]]
    renamed = _transformed("base+rename", TRAVEL)
    bad = renamed.model_copy(update={"turns": turns})
    assert ("turn 0 message", "book_flight") in original_names(bad)


@pytest.mark.parametrize("suite", ["base+rename", "base+rename=misleading", "base+distractors=6+rename",
                                   "base+rename+distractors=6"])
def test_rename_leaves_no_original_name_in_any_text(suite: str) -> None:
    leaks = [(s.id, found) for s in load_suite(suite) for found in original_names(s)]
    assert leaks == []


def test_invented_field_catches_a_rewording_that_renames_a_field() -> None:
    base = _base(TRAVEL)
    wording = Wording(description="Price a flight. Returns: ``travel_fee_list``, the prices.",
                      params={"travel_from": "Departure airport code."})
    bad = base.model_copy(update={"surface": SurfaceChange(wording={"get_flight_cost": wording},
                                                          transforms=["descriptions=noisy"])})
    assert invented_fields(bad) == [("get_flight_cost", "travel_fee_list")]
    assert "invented_field" in {f.check for f in validate_scenario(bad, "test")}


def test_noisy_never_touches_code_identifiers_calls_or_labels() -> None:
    text = "Get the ``price`` of an order_id; see get(x). Returns: value: the new amount, |a - b|, ``MA(5)``."
    for seed in range(40):
        out = noisy(text, random.Random(seed))
        assert technical_terms(out) == technical_terms(text)
        assert "value:" in out and "order_id" in out


@pytest.mark.parametrize("suite", ["base+descriptions=noisy", "base+distractors=6+descriptions=noisy",
                                   "base+rename+descriptions=noisy"])
def test_noisy_descriptions_invent_no_field(suite: str) -> None:
    assert [(s.id, found) for s in load_suite(suite) for found in invented_fields(s)] == []


def test_lookalikes_are_documented_tools_with_a_job_of_their_own() -> None:
    for pattern, says, _ in LOOKALIKES:
        text = says.format(name="send_message").lower()
        assert "returns:" in text, pattern
        assert not any(phrase in text for phrase in ("nothing", "no effect", "sample data", "throwaway")), pattern


def test_lookalikes_suit_the_kind_of_tool_they_mimic() -> None:
    scenario = _transformed("base+distractors=40", "fs_quarterly_reports_v1")
    assert scenario.surface is not None
    decoys: list[Decoy] = scenario.surface.decoys
    names = {d.name for d in decoys}
    assert not any(n in names for n in ("undo_ls", "schedule_ls", "undo_pwd", "schedule_cat"))
    alike = [d for d in decoys if d.wording is not None]
    assert alike and all("Returns:" in (d.wording.description if d.wording else "") for d in alike)
