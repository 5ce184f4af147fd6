"""Tests of the notes domain: each tool, its errors, conformance and random call sequences."""

from __future__ import annotations

import json
import subprocess
import sys
import unittest
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from hypothesis import settings
from hypothesis import strategies as st
from pydantic import ValidationError

from notes_plugin import DOMAIN
from sandbox import EpisodeContext, LongContext, ToolCall, Toolbox
from sandbox.testing import check_domain, domain_machine
from sandbox.tools.phrasing import check_phrasings

PLUGIN = Path(__file__).resolve().parent.parent
NOON = datetime(2026, 3, 2, 12, 0)
CONFIG: dict[str, Any] = {
    "notes": {
        "groceries": {"body": "milk\neggs", "tags": ["home"]},
        "standup": {"body": "Demo the search page.", "tags": ["work"], "updated": "2026-02-27T09:30:00"},
    }
}


def toolbox(config: dict[str, Any] | None = None, **ctx: Any) -> Toolbox:
    """A fresh episode holding only the notes domain."""
    return Toolbox({DOMAIN: config if config is not None else CONFIG}, EpisodeContext(clock=NOON, **ctx))


def call(box: Toolbox, name: str, /, **arguments: Any) -> Any:
    """Run a call that must succeed and return its result, decoded from JSON."""
    result = box.execute(ToolCall(name=name, arguments=arguments))
    assert result.status == "ok", result.output
    return json.loads(result.output)


def error(box: Toolbox, name: str, /, **arguments: Any) -> str:
    """Run a call that must fail with a :class:`~sandbox.ToolError` and return its message."""
    result = box.execute(ToolCall(name=name, arguments=arguments))
    assert result.status == "tool_error", result.output
    message = json.loads(result.output)["error"]
    assert isinstance(message, str)
    return message


def test_conformance() -> None:
    check_domain(DOMAIN)
    assert {name for name, spec in DOMAIN.tools.items() if not spec.mutates} == {
        "list_notes", "read_note", "search_notes"
    }


def test_phrasings() -> None:
    assert check_phrasings(DOMAIN) == []


def test_a_drawn_notebook_loads_and_its_notes_can_be_read() -> None:
    config = DOMAIN.generate(seed=4, records=3)
    assert config == DOMAIN.generate(seed=4, records=3) != DOMAIN.generate(seed=5, records=3)
    box = toolbox(config)
    titles = sorted(config["notes"])
    assert len(titles) == 3
    assert call(box, "read_note", title=titles[0])["body"] == config["notes"][titles[0]]["body"]


def test_list_notes_filters_by_tag() -> None:
    box = toolbox()
    assert call(box, "list_notes") == {"titles": ["groceries", "standup"]}
    assert call(box, "list_notes", tag="work") == {"titles": ["standup"]}
    assert call(box, "list_notes", tag="nothing") == {"titles": []}


def test_search_notes_looks_at_titles_and_text() -> None:
    box = toolbox()
    assert call(box, "search_notes", keyword="EGGS") == {"titles": ["groceries"]}
    assert call(box, "search_notes", keyword="stand") == {"titles": ["standup"]}
    assert error(box, "search_notes", keyword="  ") == "The keyword must not be empty."


def test_read_note() -> None:
    box = toolbox()
    assert call(box, "read_note", title="standup") == {
        "title": "standup", "body": "Demo the search page.", "tags": ["work"], "updated": "2026-02-27T09:30:00"
    }
    assert call(box, "read_note", title="groceries")["updated"] is None
    assert error(box, "read_note", title="Groceries") == "No note titled 'Groceries'."


def test_create_note_stamps_the_episode_clock() -> None:
    box = toolbox()
    assert call(box, "create_note", title="books", body="Dune", tags=["home", "home"]) == {"title": "books"}
    assert call(box, "read_note", title="books") == {
        "title": "books", "body": "Dune", "tags": ["home"], "updated": "2026-03-02T12:00:00"
    }
    assert error(box, "create_note", title="books") == "A note titled 'books' already exists."
    assert error(box, "create_note", title=" ") == "A note needs a non-empty title."


def test_append_to_note() -> None:
    box = toolbox()
    assert call(box, "append_to_note", title="groceries", text="bread") == {"body": "milk\neggs\nbread"}
    call(box, "create_note", title="empty")
    assert call(box, "append_to_note", title="empty", text="first line") == {"body": "first line"}
    assert error(box, "append_to_note", title="groceries", text="") == "There is no text to add."
    assert error(box, "append_to_note", title="nope", text="x") == "No note titled 'nope'."
    assert box.projection()["notes"]["notes"]["groceries"]["updated"] == "2026-03-02T12:00:00"


def test_delete_note() -> None:
    box = toolbox()
    assert call(box, "delete_note", title="groceries") == {"deleted": "groceries"}
    assert call(box, "list_notes") == {"titles": ["standup"]}
    assert error(box, "delete_note", title="groceries") == "No note titled 'groceries'."


def test_an_unknown_configuration_field_is_refused() -> None:
    with pytest.raises(ValidationError, match="text"):
        toolbox({"notes": {"x": {"text": "wrong field"}}})


def test_long_context_adds_the_same_distractors_for_the_same_seed() -> None:
    first = toolbox(seed=3, long_context=LongContext(size=5)).projection()
    again = toolbox(seed=3, long_context=LongContext(size=5)).projection()
    other = toolbox(seed=4, long_context=LongContext(size=5)).projection()
    assert first == again != other
    assert len(first["notes"]["notes"]) == 2 + 5


def test_the_scenario_file_is_up_to_date(tmp_path: Path) -> None:
    fresh = tmp_path / "notes.jsonl"
    script = PLUGIN / "scenarios" / "make_notes.py"
    subprocess.run([sys.executable, str(script), str(fresh)], check=True, capture_output=True)
    assert fresh.read_text(encoding="utf-8") == (PLUGIN / "scenarios" / "notes.jsonl").read_text(encoding="utf-8")


VALUES = {
    "title": st.sampled_from(["groceries", "standup", "books", "", "Groceries"]),
    "tag": st.none() | st.sampled_from(["home", "work", "other"]),
    "tags": st.none() | st.lists(st.sampled_from(["home", "work", "other"]), max_size=3),
}
FAST = settings(max_examples=25, stateful_step_count=12, deadline=None)

TestNotesMachine: type[unittest.TestCase] = domain_machine(DOMAIN, CONFIG, values=VALUES).TestCase
TestNotesMachine.settings = FAST  # type: ignore[attr-defined]

TestNotesLongContext: type[unittest.TestCase] = domain_machine(
    DOMAIN, CONFIG, values=VALUES, long_context=LongContext(size=6), seed=5
).TestCase
TestNotesLongContext.settings = FAST  # type: ignore[attr-defined]
