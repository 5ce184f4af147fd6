"""The message domain's tools: users and contacts, logging in, sending, reading and deleting messages."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from apis.message.longcontext import add_distractor_messages, conversations, shown_archive
from apis.message.state import BFCL_SEED, MessageState, bfcl_state, native_state, new_message_id
from sandbox.tools.context import EpisodeContext
from sandbox.tools.domain import DomainAPI
from sandbox.tools.errors import ToolError
from sandbox.tools.spec import tool
from sandbox.tools.types import JsonDict


NOT_LOGGED_IN = "No user is currently logged in."
#: What BFCL raises when it reads the first pair of an empty inbox entry.
EMPTY_ENTRY = "list index out of range"


class MessageAPI(DomainAPI[MessageState]):
    """A workspace messenger: look up users, log in as one, send and manage messages."""

    state_model = MessageState

    @classmethod
    def load(cls, config: Mapping[str, Any], ctx: EpisodeContext) -> MessageAPI:
        """Build the workspace from a BFCL ``MessageAPI`` configuration (native: records, plus distractors)."""
        if ctx.bfcl:
            api = cls(bfcl_state(config), ctx)
            api._ids = ctx.seeded("message.bfcl_ids", config.get("random_seed", BFCL_SEED))
            return api
        state = native_state(config, ctx.rng("message.config_ids"))
        if ctx.long_context is not None:
            add_distractor_messages(state, ctx.long_context.size, ctx.rng("message.long_context"))
        api = cls(state, ctx)
        api._ids = ctx.rng("message.ids")
        return api

    def __init__(self, state: MessageState, ctx: EpisodeContext) -> None:
        super().__init__(state, ctx)
        self._ids: random.Random = ctx.rng("message.ids")
        #: ``(sender, receiver)`` of the messages there were at load time: only these conversations
        #: have an archive to show (a sender of ``None`` stands for whoever is logged in).
        self.loaded_pairs = frozenset((m.get("sender"), m.get("receiver")) for m in state.inbox
                                      if isinstance(m, dict) and "sender" in m)

    def projection(self) -> JsonDict:
        """The compared state.

        ``bfcl``: BFCL's six public attributes, the id set as a sorted list. ``native``: users,
        messages and who is logged in; counters and the id history are bookkeeping.
        """
        state = self.state
        if self.ctx.bfcl:
            dumped = state.model_dump(mode="json")
            dumped["generated_ids"] = sorted(state.generated_ids, key=repr)
            return dumped
        return state.model_dump(mode="json", include={"user_map", "inbox", "current_user"})

    # -- helpers ---------------------------------------------------------------------------

    def _require_login(self) -> str:
        if not self.state.current_user:
            raise ToolError.returned(NOT_LOGGED_IN)
        return self.state.current_user

    def _mine(self) -> list[dict[str, Any]]:
        """Native profile: the messages the logged-in user sent (or whose sender is unknown)."""
        user = self._require_login()
        return [m for m in self.state.inbox if m["sender"] in (user, None)]

    # -- users -----------------------------------------------------------------------------

    @tool(mutates=False, produces={"user_list": "user_name"})
    def list_users(self) -> dict[str, list[str]]:
        """List the names of everyone in the workspace.

        Returns:
            ``user_list``: the user names.
        """
        return {"user_list": list(self.state.user_map)}

    @tool(mutates=False, consumes={"user": "user_name"}, produces={"user_id": "user_id"})
    def get_user_id(self, user: str) -> dict[str, str]:
        """Find the id of a user from their name.

        Args:
            user: The user's name, as listed by ``list_users``.

        Returns:
            ``user_id``: the id, e.g. ``USR002``.
        """
        if user not in self.state.user_map:
            raise ToolError.returned(f"User '{user}' not found in the workspace.")
        return {"user_id": self.state.user_map[user]}

    @tool(consumes={"user_name": "user_name"}, produces={"user_id": "user_id"})
    def add_contact(self, user_name: str) -> JsonDict:
        """Add a person to the workspace; they get the next free ``USRnnn`` id.

        Args:
            user_name: The new contact's name.

        Returns:
            ``added_status``, the new ``user_id`` and a confirmation ``message``.
        """
        state = self.state
        if user_name in state.user_map:
            raise ToolError.returned(f"User name '{user_name}' already exists.")
        taken = set(state.user_map.values())
        number = state.user_count + 1
        if not self.ctx.bfcl:  # BFCL counts up even when the id turns out to be taken
            while _user_id(number) in taken:
                number += 1
        state.user_count = number
        user_id = _user_id(number)
        if user_id in taken:
            raise ToolError.returned(f"User ID '{user_id}' already exists.")
        state.user_map[user_name] = user_id
        return {"added_status": True, "user_id": user_id, "message": f"Contact '{user_name}' added successfully."}

    # -- session ---------------------------------------------------------------------------

    @tool(consumes={"user_id": "user_id"})
    def message_login(self, user_id: str) -> JsonDict:
        """Log in to the messenger as a workspace user.

        Args:
            user_id: The id of the user to log in as.

        Returns:
            ``login_status`` and a ``message`` saying what happened.
        """
        if user_id not in self.state.user_map.values():
            message = f"User ID '{user_id}' not found."
            raise ToolError(message, payload={"login_status": False, "message": message})
        self.state.current_user = user_id
        return {"login_status": True, "message": f"User '{user_id}' logged in successfully."}

    @tool(mutates=False)
    def message_get_login_status(self) -> dict[str, bool]:
        """Tell whether someone is logged in to the messenger.

        Returns:
            ``login_status``: true when a user is logged in.
        """
        return {"login_status": bool(self.state.current_user)}

    # -- messages --------------------------------------------------------------------------

    @tool(consumes={"receiver_id": "user_id", "message": "text"}, produces={"message_id": "message_id"})
    def send_message(self, receiver_id: str, message: str) -> JsonDict:
        """Send a message from the logged-in user to another user.

        Args:
            receiver_id: The id of the recipient.
            message: The text to send.

        Returns:
            ``sent_status``, ``message_id`` (``{"new_id": <five-digit id>}``) and a confirmation
            ``message``.
        """
        sender = self._require_login()
        if receiver_id not in self.state.user_map.values():
            raise ToolError.returned(f"Receiver ID '{receiver_id}' not found.")
        new_id = new_message_id(self.state, self._ids)
        if self.ctx.bfcl:
            self.state.inbox.append({receiver_id: message})
            self.state.message_count += 1
        else:
            self.state.inbox.append({"id": new_id, "sender": sender, "receiver": receiver_id, "message": message})
            self.state.message_count = len(self.state.inbox)
        return {
            "sent_status": True,
            "message_id": {"new_id": new_id},
            "message": f"Message sent to '{receiver_id}' successfully.",
        }

    @tool(consumes={"receiver_id": "user_id"}, produces={"receiver_id": "user_id"})
    def delete_message(self, receiver_id: str) -> JsonDict:
        """Delete the most recent message sent to a user.

        Args:
            receiver_id: The id of the user whose latest message is deleted.

        Returns:
            ``deleted_status``, the ``receiver_id`` and a confirmation ``message``.
        """
        self._require_login()
        inbox = self.state.inbox
        if self.ctx.bfcl:
            found = next((m for m in reversed(inbox) if _first_pair(m)[0] == receiver_id), None)
        else:
            found = next((m for m in reversed(self._mine()) if m["receiver"] == receiver_id), None)
        if found is None:
            raise ToolError.returned(f"Receiver ID {receiver_id} not found.")
        inbox.remove(found)
        if not self.ctx.bfcl:
            self.state.message_count = len(inbox)
        return {
            "deleted_status": True,
            "receiver_id": receiver_id,
            "message": f"Receiver {receiver_id}'s latest message deleted successfully.",
        }

    @tool(mutates=False, produces={"messages": "text"})
    def view_messages_sent(self) -> JsonDict:
        """Show the messages the logged-in user has sent, grouped by recipient.

        Returns:
            ``messages``: recipient id -> list of texts, oldest first. In a native long-context
            episode, when a conversation there was at load time is among them, also ``archive``:
            recipient id -> the archived conversation before those messages, as
            ``"YYYY-MM-DD HH:MM sender: text"`` lines, oldest first (only such a conversation has
            one; see :mod:`apis.message.longcontext`).
        """
        user = self._require_login()
        grouped: dict[str, list[Any]] = {}
        for receiver, text in self._pairs():
            grouped.setdefault(receiver, []).append(text)
        if self.ctx.bfcl or self.ctx.long_context is None:
            return {"messages": grouped}
        size, now = self.ctx.long_context.size, self.ctx.now()
        old = [r for r in grouped if (user, r) in self.loaded_pairs or (None, r) in self.loaded_pairs]
        shown = {r: shown_archive(self.ctx.keyed("message.long_context.archive", f"{user}\x00{r}"), size, now, user, r,
                                  len(old)) for r in old}
        return {"messages": grouped, "archive": shown} if shown else {"messages": grouped}

    @tool(mutates=False, consumes={"keyword": "text"}, produces={"results": "text"})
    def search_messages(self, keyword: str) -> JsonDict:
        """Find sent messages that contain a keyword (ignoring case).

        Args:
            keyword: The text to look for.

        Returns:
            ``results``: a list of ``{"receiver_id", "message"}`` (native adds ``message_id``; in a
            long-context episode also ``conversation``, the latest earlier messages between the user
            and that receiver, oldest first).
        """
        user = self._require_login()
        needle = keyword.lower()
        if self.ctx.bfcl:
            results: list[JsonDict] = []
            for receiver, text in self._pairs():
                if not isinstance(text, str):
                    raise ToolError(f"'{type(text).__name__}' object has no attribute 'lower'")
                if needle in text.lower():
                    results.append({"receiver_id": receiver, "message": text})
            return {"results": results}
        hits = [m for m in self._mine() if needle in m["message"].lower()]
        found = [{"receiver_id": m["receiver"], "message": m["message"], "message_id": m["id"]} for m in hits]
        if self.ctx.long_context is not None:
            threads = conversations(self.state.inbox, hits, user, self.ctx.long_context.size)
            for result, thread in zip(found, threads):
                result["conversation"] = thread
        return {"results": found}

    @tool(mutates=False)
    def get_message_stats(self) -> JsonDict:
        """Count the logged-in user's messages and contacts.

        Returns:
            ``stats``: ``received_count`` and ``total_contacts`` (native adds ``sent_count`` and
            counts only messages addressed to the user as received).
        """
        user = self._require_login()
        if self.ctx.bfcl:
            receivers = [receiver for receiver, _ in self._pairs()]
            return {"stats": {"received_count": len(receivers), "total_contacts": len(set(receivers))}}
        sent = self._mine()
        received = [m for m in self.state.inbox if m["receiver"] == user]
        contacts = {m["receiver"] for m in sent} | {m["sender"] for m in received if m["sender"] is not None}
        return {
            "stats": {"sent_count": len(sent), "received_count": len(received), "total_contacts": len(contacts)}
        }

    def _pairs(self) -> list[tuple[str, Any]]:
        """``(receiver, text)`` of the messages a reader sees, oldest first."""
        if self.ctx.bfcl:
            return [_first_pair(entry) for entry in self.state.inbox]
        return [(m["receiver"], m["message"]) for m in self._mine()]


def _first_pair(entry: Mapping[str, Any]) -> tuple[str, Any]:
    """BFCL reads only the first ``receiver: text`` pair of an inbox entry."""
    for pair in entry.items():
        return pair
    raise ToolError(EMPTY_ENTRY)


def _user_id(number: int) -> str:
    return f"USR{number:03d}"
