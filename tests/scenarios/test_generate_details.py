"""Story rules on references, a person's details, moves into folders and driving-only steps, each just inside and just outside."""

from __future__ import annotations

from typing import Any

from sandbox.tools.registry import DOMAINS
from tests.scenarios.test_generate_sense import run
from tests.scenarios.test_generate_story import story


def _folder(**contents: Any) -> dict[str, Any]:
    return {"type": "directory", "contents": contents}


def _file(text: str) -> dict[str, Any]:
    return {"type": "file", "content": text}


def test_a_move_into_a_folder_needs_the_folder_in_the_current_one() -> None:
    into = next(p for p in DOMAINS.get("file_system").phrasings["mv"] if p.meaning("destination") == "existing")
    nested = {"root": {"me": _folder(**{"sales.txt": _file("a 1"), "recipes": _folder(drafts=_folder())})}}
    s = story("file_system", nested)
    assert not run(s, "mv", into, source="sales.txt", destination="drafts")  # outside: drafts is only recipes/drafts
    assert "drafts" not in s.box.projection()["file_system"]["root"]["contents"]
    here = {"root": {"me": _folder(**{"sales.txt": _file("a 1"), "drafts": _folder()})}}
    s = story("file_system", here)
    assert run(s, "mv", into, source="sales.txt", destination="drafts")  # inside: a folder of the current one
    assert "sales.txt" in str(s.box.projection()["file_system"]["root"]["contents"]["drafts"])
