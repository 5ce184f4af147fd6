"""The ticket domain's tools: log in, open tickets, look them up, close, resolve and edit them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NoReturn, Optional, Union

from apis.ticket.longcontext import add_distractor_tickets, shown_activity
from apis.ticket.state import TicketState, bfcl_state, native_state
from sandbox.tools.context import EpisodeContext
from sandbox.tools.domain import DomainAPI
from sandbox.tools.errors import ToolError
from sandbox.tools.spec import tool
from sandbox.tools.types import JsonDict

TicketId = Union[int, str]


EDITABLE_FIELDS = frozenset({"title", "description", "status", "priority"})

# Messages the bfcl profile reproduces byte for byte.
NOT_LOGGED_IN_CREATE = "User not authenticated. Please log in to create a ticket."
NOT_LOGGED_IN_LIST = "User not authenticated. Please log in to view tickets."
BAD_PRIORITY = "Invalid priority. Priority must be between 1 and 5."


def _missing_key(key: str) -> NoReturn:
    """Mirror BFCL raising ``KeyError`` on a ticket that lacks a field."""
    raise ToolError(repr(key))


class TicketAPI(DomainAPI[TicketState]):
    """A company support-ticket queue with a single logged-in user at a time."""

    state_model = TicketState

    def __init__(self, state: TicketState, ctx: EpisodeContext) -> None:
        super().__init__(state, ctx)
        #: The ids of the tickets there were at load time: only these have a past to show.
        self.loaded_ids = frozenset(t["id"] for t in state.ticket_queue if isinstance(t.get("id"), (int, str)))

    @classmethod
    def load(cls, config: Mapping[str, Any], ctx: EpisodeContext) -> TicketAPI:
        """Build the queue from a BFCL ``TicketAPI`` configuration (native: normalized, plus distractors)."""
        if ctx.bfcl:
            return cls(bfcl_state(config), ctx)
        state = native_state(config)
        if ctx.long_context is not None:
            add_distractor_tickets(state, ctx.long_context.size, ctx.rng("ticket.long_context"))
        return cls(state, ctx)

    def projection(self) -> JsonDict:
        """The compared state: BFCL's three attributes; the native password directory is left out."""
        return self.state.model_dump(mode="json", exclude={"accounts"})

    # -- helpers ---------------------------------------------------------------------------

    def _key(self, ticket_id: TicketId) -> TicketId:
        """Native profile: a numeric string names the same ticket as the integer."""
        if not self.ctx.bfcl and isinstance(ticket_id, str) and ticket_id.strip().isdigit():
            return int(ticket_id)
        return ticket_id

    def _find(self, ticket_id: TicketId) -> dict[str, Any]:
        for ticket in self.state.ticket_queue:
            if "id" not in ticket:
                _missing_key("id")
            if ticket["id"] == ticket_id:
                return ticket
        raise ToolError.returned(f"Ticket with ID {ticket_id} not found.")

    def _shown(self, tickets: list[dict[str, Any]]) -> list[JsonDict]:
        """Copies of tickets as a read shows them.

        In a native long-context episode each copy also carries ``activity``, its activity log
        (:func:`~apis.ticket.longcontext.shown_activity`). Only a ticket there was at load time
        has one: a ticket created in the episode has no past, so its log is empty.
        """
        copies = [dict(ticket) for ticket in tickets]
        if not self.ctx.bfcl and self.ctx.long_context is not None:
            size, now = self.ctx.long_context.size, self.ctx.now()
            among = sum(self._loaded(shown) for shown in copies)
            for shown in copies:
                if not self._loaded(shown):
                    shown["activity"] = []
                    continue
                rng = self.ctx.keyed("ticket.long_context.activity", str(shown.get("id")))
                shown["activity"] = shown_activity(rng, size, now, among)
        return copies

    def _loaded(self, ticket: Mapping[str, Any]) -> bool:
        """Whether ``ticket`` was in the queue at load time (rather than created in the episode)."""
        ident = ticket.get("id")
        return isinstance(ident, (int, str)) and ident in self.loaded_ids

    def _lookup(self, ticket_id: TicketId) -> dict[str, Any]:
        """The ticket with this id.

        Like BFCL, no login or ownership is needed: the data treats the caller as help-desk staff
        who act on anyone's tickets (see docs/compat/ticket.md).
        """
        return self._find(self._key(ticket_id))

    # -- session ---------------------------------------------------------------------------

    @tool(consumes={"username": "username", "password": "password"})
    def ticket_login(self, username: str, password: str) -> dict[str, bool]:
        """Log in to the ticket system.

        Args:
            username: The user's name.
            password: The user's password.

        Returns:
            ``success``: whether the login worked.
        """
        accounts = self.state.accounts
        if username and password and (self.ctx.bfcl or not accounts or accounts.get(username) == password):
            self.state.current_user = username
            return {"success": True}
        raise ToolError("Invalid username or password.", payload={"success": False})

    @tool(mutates=False)
    def ticket_get_login_status(self) -> dict[str, bool]:
        """Tell whether someone is logged in to the ticket system.

        Returns:
            ``login_status``: true when a user is logged in.
        """
        return {"login_status": bool(self.state.current_user)}

    @tool()
    def logout(self) -> dict[str, bool]:
        """Log the current user out of the ticket system.

        Returns:
            ``success``: false when nobody was logged in.
        """
        if not self.state.current_user:
            return {"success": False}
        self.state.current_user = None
        return {"success": True}

    # -- tickets ---------------------------------------------------------------------------

    @tool(
        consumes={"title": "text", "description": "text", "priority": "number"},
        produces={"id": "ticket_id"},
    )
    def create_ticket(self, title: str, description: str = "", priority: int = 1) -> JsonDict:
        """Open a new ticket as the logged-in user.

        Args:
            title: A short title.
            description: The details of the request (empty by default).
            priority: How urgent it is, 1 (lowest, the default) to 5 (highest).

        Returns:
            The new ticket: ``id``, ``title``, ``description``, ``status`` (``Open``), ``priority``
            and ``created_by``.
        """
        if not self.state.current_user:
            raise ToolError.returned(NOT_LOGGED_IN_CREATE)
        if not 1 <= priority <= 5:
            raise ToolError.returned(BAD_PRIORITY)
        if not self.ctx.bfcl and not title.strip():
            raise ToolError.returned("A ticket needs a non-empty title.")
        ticket: JsonDict = {
            "id": self.state.ticket_counter,
            "title": title,
            "description": description,
            "status": "Open",
            "priority": priority,
            "created_by": self.state.current_user,
        }
        self.state.ticket_queue.append(ticket)
        self.state.ticket_counter += 1
        return dict(ticket)

    @tool(
        mutates=False,
        consumes={"ticket_id": "ticket_id"},
        produces={"id": "ticket_id", "title": "text", "description": "text"},
    )
    def get_ticket(self, ticket_id: TicketId) -> JsonDict:
        """Show one ticket.

        Args:
            ticket_id: The ticket's id.

        Returns:
            The ticket with all its fields; in a long-context episode also ``activity``, the lines
            of its activity log, oldest first.
        """
        return self._shown([self._lookup(ticket_id)])[0]

    @tool(consumes={"ticket_id": "ticket_id"})
    def close_ticket(self, ticket_id: TicketId) -> dict[str, str]:
        """Close a ticket.

        Args:
            ticket_id: The ticket to close.

        Returns:
            ``status``: a confirmation.
        """
        ticket = self._lookup(ticket_id)
        if _status(ticket) == "Closed":
            raise ToolError.returned(f"Ticket with ID {ticket_id} is already closed.")
        ticket["status"] = "Closed"
        return {"status": f"Ticket {ticket_id} has been closed successfully."}

    @tool(consumes={"ticket_id": "ticket_id", "resolution": "text"})
    def resolve_ticket(self, ticket_id: TicketId, resolution: str) -> dict[str, str]:
        """Mark a ticket resolved and record how.

        Args:
            ticket_id: The ticket to resolve.
            resolution: What was done to resolve it.

        Returns:
            ``status``: a confirmation.
        """
        ticket = self._lookup(ticket_id)
        if _status(ticket) == "Resolved":
            raise ToolError.returned(f"Ticket with ID {ticket_id} is already resolved.")
        ticket["status"] = "Resolved"
        ticket["resolution"] = resolution
        return {"status": f"Ticket {ticket_id} has been resolved successfully."}

    @tool(consumes={"ticket_id": "ticket_id", "updates": "ticket_update"})
    def edit_ticket(self, ticket_id: TicketId, updates: dict[str, Any]) -> dict[str, str]:
        """Change fields of a ticket.

        Args:
            ticket_id: The ticket to change.
            updates: New values keyed by field: any of ``title``, ``description``, ``status``
                and ``priority``. A null value leaves that field unchanged.

        Returns:
            ``status``: a confirmation.
        """
        ticket = self._lookup(ticket_id)
        unknown = set(updates) - EDITABLE_FIELDS
        if unknown:
            names = unknown if self.ctx.bfcl else sorted(unknown)
            raise ToolError.returned(f"Invalid fields for update: {', '.join(names)}")
        if not self.ctx.bfcl:
            _check_updates(updates)
        for key, value in updates.items():
            if value is not None:
                ticket[key] = value
        return {"status": f"Ticket {ticket_id} has been updated successfully."}

    @tool(mutates=False, consumes={"status": "ticket_status"}, produces={"id": "ticket_id"})
    def get_user_tickets(self, status: Optional[str] = None) -> list[JsonDict]:
        """List the tickets the logged-in user created.

        Args:
            status: Only tickets with this status (compared without case); all when omitted.

        Returns:
            The matching tickets (in a long-context episode each with the most recent lines of its
            activity log, ``activity``).
        """
        if not self.state.current_user:
            if self.ctx.bfcl:  # BFCL wraps this one error in a list
                return [{"error": NOT_LOGGED_IN_LIST}]
            raise ToolError.returned(NOT_LOGGED_IN_LIST)
        mine = []
        for ticket in self.state.ticket_queue:
            if "created_by" not in ticket:
                _missing_key("created_by")
            if ticket["created_by"] == self.state.current_user:
                mine.append(ticket)
        if status:
            wanted = status.lower()
            kept = []
            for ticket in mine:
                current = _status(ticket)
                if not isinstance(current, str):
                    raise ToolError(f"'{type(current).__name__}' object has no attribute 'lower'")
                if current.lower() == wanted:
                    kept.append(ticket)
            mine = kept
        return self._shown(mine)


def _status(ticket: Mapping[str, Any]) -> Any:
    """A ticket's status; like BFCL, a ticket without one is an error."""
    if "status" not in ticket:
        _missing_key("status")
    return ticket["status"]


def _check_updates(updates: Mapping[str, Any]) -> None:
    """Native profile: reject values of the wrong type or outside the allowed range."""
    for key in ("title", "description", "status"):
        value = updates.get(key)
        if value is not None and not isinstance(value, str):
            raise ToolError.returned(f"{key} must be a string.")
    if isinstance(updates.get("title"), str) and not updates["title"].strip():
        raise ToolError.returned("A ticket needs a non-empty title.")
    priority = updates.get("priority")
    if priority is not None and (type(priority) is not int or not 1 <= priority <= 5):
        raise ToolError.returned(BAD_PRIORITY)
