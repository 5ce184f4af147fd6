"""Two tiny test-only domains with kinds, so the graph can be tested without the real domains.

``notes`` is a flat note store (file names, contents); ``chat`` needs a login with credentials
from its configuration and sends messages to users by id. ``notes.read`` produces file content
that ``chat.send`` takes as text: the one cross-domain link.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from sandbox import Domain, DomainAPI, ToolError, tool


class NotesState(BaseModel):
    """Notes by name."""

    model_config = ConfigDict(extra="forbid")

    notes: dict[str, str] = Field(default_factory=dict)


class NotesAPI(DomainAPI[NotesState]):
    """A flat note store."""

    state_model = NotesState

    @tool(mutates=False, produces={"names": "file_name"})
    def list_notes(self) -> dict[str, list[str]]:
        """List the notes.

        Returns:
            The note names.
        """
        return {"names": sorted(self.state.notes)}

    @tool(mutates=False, consumes={"name": "file_name"}, produces={"content": "file_content"})
    def read(self, name: str) -> dict[str, str]:
        """Read a note.

        Args:
            name: The note's name.

        Returns:
            The note's content.
        """
        if name not in self.state.notes:
            raise ToolError(f"no note named {name!r}")
        return {"content": self.state.notes[name]}

    @tool(consumes={"name": "file_name"}, produces={"name": "file_name"})
    def create(self, name: str) -> dict[str, str]:
        """Create an empty note.

        Args:
            name: The new note's name.

        Returns:
            The name.
        """
        if name in self.state.notes:
            raise ToolError(f"{name!r} exists")
        self.state.notes[name] = ""
        return {"name": name}

    @tool(consumes={"name": "file_name", "content": "file_content"})
    def write(self, name: str, content: str) -> str:
        """Replace a note's content.

        Args:
            name: An existing note.
            content: The new content.

        Returns:
            "ok".
        """
        if name not in self.state.notes:
            raise ToolError(f"no note named {name!r}")
        self.state.notes[name] = content
        return "ok"

    @tool(consumes={"name": "file_name"})
    def delete(self, name: str) -> str:
        """Delete a note.

        Args:
            name: An existing note.

        Returns:
            "ok".
        """
        if self.state.notes.pop(name, None) is None:
            raise ToolError(f"no note named {name!r}")
        return "ok"


class ChatState(BaseModel):
    """Users, credentials, the login and the sent messages."""

    model_config = ConfigDict(extra="forbid")

    users: dict[str, str] = Field(default_factory=lambda: {"alice": "U1", "bob": "U2"})
    username: str = "me"
    password: str = "secret"
    logged_in: bool = False
    sent: dict[str, list[str]] = Field(default_factory=dict)
    counter: int = 0


class ChatAPI(DomainAPI[ChatState]):
    """Messages between users."""

    state_model = ChatState

    @tool(consumes={"username": "username", "password": "password"})
    def login(self, username: str, password: str) -> dict[str, bool]:
        """Log in.

        Args:
            username: The account.
            password: Its password.

        Returns:
            Whether it worked.
        """
        if (username, password) != (self.state.username, self.state.password):
            raise ToolError("wrong credentials")
        self.state.logged_in = True
        return {"logged_in": True}

    @tool(mutates=False, produces={"names": "user_name"})
    def list_users(self) -> dict[str, list[str]]:
        """List the users.

        Returns:
            Their names.
        """
        return {"names": sorted(self.state.users)}

    @tool(mutates=False, consumes={"name": "user_name"}, produces={"user_id": "user_id"})
    def user_id(self, name: str) -> dict[str, str]:
        """Look up a user's id.

        Args:
            name: The user's name.

        Returns:
            The id.
        """
        if name not in self.state.users:
            raise ToolError(f"no user {name!r}")
        return {"user_id": self.state.users[name]}

    @tool(consumes={"receiver_id": "user_id", "text": "text"}, produces={"message_id": "message_id"})
    def send(self, receiver_id: str, text: str, urgency: Literal["low", "high"] = "low") -> dict[str, str]:
        """Send a message.

        Args:
            receiver_id: The receiver's id.
            text: The message.
            urgency: How urgent it is.

        Returns:
            The new message's id.
        """
        if not self.state.logged_in:
            raise ToolError("log in first")
        if receiver_id not in self.state.users.values():
            raise ToolError(f"no user with id {receiver_id!r}")
        self.state.counter += 1
        message_id = f"M{self.state.counter}"
        self.state.sent.setdefault(message_id, []).extend([receiver_id, text, urgency])
        return {"message_id": message_id}

    @tool(consumes={"message_id": "message_id"})
    def unsend(self, message_id: str) -> str:
        """Delete a sent message.

        Args:
            message_id: The message.

        Returns:
            "ok".
        """
        if self.state.sent.pop(message_id, None) is None:
            raise ToolError(f"no message {message_id!r}")
        return "ok"


NOTES = Domain(name="notes", api=NotesAPI, description="test-only note store")
CHAT = Domain(name="chat", api=ChatAPI, description="test-only messages")
FIXTURE_DOMAINS = (CHAT, NOTES)
