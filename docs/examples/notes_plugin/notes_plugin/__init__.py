"""A notebook domain for toolsim: titled notes with tags, written as a third-party plugin.

The package registers :data:`DOMAIN` under the ``toolsim.domains`` entry-point group (see
``pyproject.toml``), so every toolsim command finds it once the package is installed.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from datetime import datetime
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from notes_plugin.phrasings import PHRASINGS
from sandbox import Domain, DomainAPI, EpisodeContext, ToolError, tool

#: Words the distractor notes of a long-context episode are made of.
_FILLER_TOPICS = ("budget", "garden", "recipes", "reading list", "meeting", "travel", "gym", "ideas")
_FILLER_LINES = ("Check again on Monday.", "Ask Sam about it.", "Low priority.", "Half done.", "See the photo.")


class Note(BaseModel):
    """One note.

    Attributes:
        body: The text of the note.
        tags: Labels to group notes by, in the order they were given.
        updated: When the note was last written, or ``None`` if the configuration does not say.
    """

    model_config = ConfigDict(extra="forbid")

    body: str = ""
    tags: list[str] = Field(default_factory=list)
    updated: datetime | None = None


class NotesState(BaseModel):
    """Everything the notebook remembers.

    Attributes:
        notes: Every note, keyed by its title (titles are unique).
    """

    model_config = ConfigDict(extra="forbid")

    notes: dict[str, Note] = Field(default_factory=dict)


class NotesAPI(DomainAPI[NotesState]):
    """A personal notebook: create, find, read, extend and delete titled notes."""

    state_model = NotesState

    @classmethod
    def load(cls, config: Mapping[str, Any], ctx: EpisodeContext) -> NotesAPI:
        """Build the notebook from a configuration; a long-context episode adds distractor notes."""
        state = NotesState.model_validate(dict(config))
        if ctx.long_context is not None:
            rng = ctx.rng("notes.long_context")
            for index in range(ctx.long_context.size):
                title = f"{rng.choice(_FILLER_TOPICS)} {index + 1}"
                state.notes.setdefault(title, Note(body=rng.choice(_FILLER_LINES), tags=["archive"]))
        return cls(state, ctx)

    def _note(self, title: str) -> Note:
        note = self.state.notes.get(title)
        if note is None:
            raise ToolError(f"No note titled {title!r}.")
        return note

    @tool(mutates=False, consumes={"tag": "note_tag"}, produces={"titles": "note_title"})
    def list_notes(self, tag: str | None = None) -> dict[str, list[str]]:
        """List the titles of the notes, in alphabetical order.

        Args:
            tag: Only notes carrying this tag; every note when omitted.

        Returns:
            ``titles``: the matching note titles.
        """
        titles = [t for t, note in self.state.notes.items() if tag is None or tag in note.tags]
        return {"titles": sorted(titles)}

    @tool(mutates=False, consumes={"keyword": "text"}, produces={"titles": "note_title"})
    def search_notes(self, keyword: str) -> dict[str, list[str]]:
        """Find the notes whose title or text contains a keyword, ignoring case.

        Args:
            keyword: The word or phrase to look for.

        Returns:
            ``titles``: the matching note titles, in alphabetical order.

        Raises:
            ToolError: The keyword is empty.
        """
        wanted = keyword.strip().lower()
        if not wanted:
            raise ToolError("The keyword must not be empty.")
        found = [t for t, note in self.state.notes.items() if wanted in t.lower() or wanted in note.body.lower()]
        return {"titles": sorted(found)}

    @tool(
        mutates=False,
        consumes={"title": "note_title"},
        produces={"title": "note_title", "body": "text", "tags": "note_tag"},
    )
    def read_note(self, title: str) -> dict[str, Any]:
        """Show one note.

        Args:
            title: The note's exact title.

        Returns:
            ``title``, ``body``, ``tags`` and ``updated`` (ISO date and time, or null).

        Raises:
            ToolError: No note has this title.
        """
        note = self._note(title)
        updated = note.updated.isoformat() if note.updated is not None else None
        return {"title": title, "body": note.body, "tags": list(note.tags), "updated": updated}

    @tool(consumes={"body": "text", "tags": "note_tag"}, produces={"title": "note_title"})
    def create_note(self, title: str, body: str = "", tags: list[str] | None = None) -> dict[str, str]:
        """Create a new note.

        Args:
            title: A title no other note has.
            body: The text of the note (empty by default).
            tags: Labels for the note (none by default); a repeated label is kept once.

        Returns:
            ``title``: the new note's title.

        Raises:
            ToolError: The title is empty or already taken.
        """
        if not title.strip():
            raise ToolError("A note needs a non-empty title.")
        if title in self.state.notes:
            raise ToolError(f"A note titled {title!r} already exists.")
        self.state.notes[title] = Note(body=body, tags=list(dict.fromkeys(tags or [])), updated=self.ctx.now())
        return {"title": title}

    @tool(consumes={"title": "note_title", "text": "text"})
    def append_to_note(self, title: str, text: str) -> dict[str, str]:
        """Add text to the end of a note, on a new line.

        Args:
            title: The note's exact title.
            text: The text to add.

        Returns:
            ``body``: the note's whole text afterwards.

        Raises:
            ToolError: No note has this title, or the text is empty.
        """
        note = self._note(title)
        if not text.strip():
            raise ToolError("There is no text to add.")
        note.body = f"{note.body}\n{text}" if note.body else text
        note.updated = self.ctx.now()
        return {"body": note.body}

    @tool(consumes={"title": "note_title"})
    def delete_note(self, title: str) -> dict[str, str]:
        """Delete a note for good.

        Args:
            title: The note's exact title.

        Returns:
            ``deleted``: the title of the deleted note.

        Raises:
            ToolError: No note has this title.
        """
        self._note(title)
        del self.state.notes[title]
        return {"deleted": title}


def draw_notebook(rng: random.Random, records: int) -> dict[str, Any]:
    """A notebook of ``records`` notes with different titles, a line of text and a tag or two each."""
    notes: dict[str, Any] = {}
    while len(notes) < records:
        topic = rng.choice(_FILLER_TOPICS)
        title = f"{topic.capitalize()} {rng.randrange(1, 100)}"
        tags = sorted({topic.split()[0], rng.choice(("todo", "home", "work", "later"))})
        notes.setdefault(title, {"body": rng.choice(_FILLER_LINES), "tags": tags})
    return {"notes": notes}


DOMAIN = Domain(
    name="notes",
    api=NotesAPI,
    description="A personal notebook: create, find, read, extend and delete titled notes with tags.",
    generator=draw_notebook,
    phrasings=PHRASINGS,
)

__all__ = ["DOMAIN", "Note", "NotesAPI", "NotesState"]
