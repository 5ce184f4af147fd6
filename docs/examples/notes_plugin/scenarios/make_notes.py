"""Write ``notes.jsonl``: the example scenarios of the notes domain, built with toolsim's own schema.

Building scenarios from :class:`~sandbox.scenario.Scenario` objects instead of typing JSON by hand
means every field is checked (and every ground-truth call parsed) before anything is written.

Usage: ``python scenarios/make_notes.py [OUTPUT.jsonl]`` (default: ``notes.jsonl`` next to this file).
"""

from __future__ import annotations

import sys
from pathlib import Path

from sandbox.scenario import Message, Scenario, Turn, dump_scenarios

WORK_NOTES = {
    "groceries": {"body": "milk\neggs", "tags": ["home"]},
    "standup": {"body": "Demo the search page.", "tags": ["work"]},
    "retro": {"body": "Keep: pairing.\nChange: fewer meetings.", "tags": ["work"]},
}
KITCHEN_NOTES = {
    "pesto": {"body": "Blend basil, garlic, pine nuts and parmesan with olive oil.", "tags": ["recipes"]},
    "pancakes": {"body": "Flour, milk, two eggs, a pinch of salt.", "tags": ["recipes"]},
}
MEETING_FILES = {
    "sam": {
        "type": "directory",
        "contents": {"meeting.txt": {"type": "file", "content": "Budget review moved to Thursday."}},
    }
}


def turn(text: str, *calls: str) -> Turn:
    """One user message and the calls that complete it."""
    return Turn(messages=[Message(content=text)], ground_truth=list(calls))


SCENARIOS = [
    Scenario(
        id="notes_weekly_review_v1",
        domains={"notes": {"notes": WORK_NOTES}},
        turns=[
            turn("Which of my notes are tagged work?", "list_notes(tag='work')"),
            turn("What does the standup one say?", "read_note(title='standup')"),
            turn(
                "Add a line to it: Ask about the release date.",
                "append_to_note(title='standup', text='Ask about the release date.')",
            ),
            turn("And the retro note is dealt with, please delete it.", "delete_note(title='retro')"),
        ],
        seed=1,
        metadata={"graph_path": ["notes.list_notes", "notes.read_note", "notes.append_to_note", "notes.delete_note"]},
    ),
    Scenario(
        id="notes_shopping_from_recipe_v1",
        domains={"notes": {"notes": KITCHEN_NOTES}},
        turns=[
            turn("I wrote down a recipe with basil in it somewhere. Can you find it?", "search_notes(keyword='basil')"),
            turn("Show me that note.", "read_note(title='pesto')"),
            turn(
                "Start a new note called shopping list, tagged home, that says: basil, pine nuts, parmesan.",
                "create_note(title='shopping list', body='basil, pine nuts, parmesan', tags=['home'])",
            ),
        ],
        seed=2,
        metadata={"graph_path": ["notes.search_notes", "notes.read_note", "notes.create_note"]},
    ),
    Scenario(
        id="notes_meeting_file_to_note_v1",
        domains={"file_system": {"root": MEETING_FILES}, "notes": {}},
        turns=[
            turn("What's in meeting.txt?", "cat(file_name='meeting.txt')"),
            turn(
                "Keep that as a note titled meeting, with the tag work.",
                "create_note(title='meeting', body='Budget review moved to Thursday.', tags=['work'])",
            ),
            turn("Now I don't need the file any more; remove meeting.txt.", "rm(file_name='meeting.txt')"),
        ],
        seed=3,
        metadata={"graph_path": ["file_system.cat", "notes.create_note", "file_system.rm"]},
    ),
]


def main(argv: list[str]) -> int:
    """Write the scenarios to the path given, or next to this script."""
    target = Path(argv[1]) if len(argv) > 1 else Path(__file__).with_name("notes.jsonl")
    dump_scenarios(SCENARIOS, target)
    print(f"wrote {len(SCENARIOS)} scenarios to {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
