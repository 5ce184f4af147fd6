"""State of the message domain and how a BFCL-shaped configuration becomes it."""

from __future__ import annotations

import copy
import random
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any, Optional

from pydantic import BaseModel, ConfigDict, Field

#: The configuration keys BFCL's message class reads.
CONFIG_KEYS = frozenset(
    {"random_seed", "generated_ids", "user_count", "user_map", "inbox", "message_count", "current_user"}
)

#: The keys of a native message record.
RECORD_KEYS = frozenset({"id", "sender", "receiver", "message"})

#: BFCL's seed for message ids when a configuration names none.
BFCL_SEED = 200191
ID_LOW, ID_HIGH = 10000, 99999

DEFAULT_USERS: Mapping[str, str] = MappingProxyType(
    {"Alice": "USR001", "Bob": "USR002", "Catherine": "USR003", "Daniel": "USR004"}
)
#: BFCL's default mailbox: one message per entry, ``{receiver id: text}``.
DEFAULT_INBOX: tuple[tuple[str, str], ...] = (
    ("USR002", "My name is Alice. I want to connect."),
    ("USR003", "Could you upload the file?"),
    ("USR004", "Could you upload the file?"),
)


class MessageState(BaseModel):
    """Everything the messaging workspace remembers.

    In the ``bfcl`` profile ``inbox`` entries keep BFCL's shape, ``{receiver id: text}``, exactly
    as configured. In the ``native`` profile each entry is a record
    ``{"id", "sender", "receiver", "message"}``.

    Attributes:
        generated_ids: Message ids handed out so far, in order (BFCL keeps them in a set).
        user_count: The number behind the newest ``USRnnn`` id.
        user_map: User name -> user id.
        inbox: Every message in the workspace, oldest first.
        message_count: How many messages were sent (bfcl) or are stored (native).
        current_user: The logged-in user id, or ``None``.
    """

    model_config = ConfigDict(extra="forbid")

    generated_ids: list[int] = Field(default_factory=list)
    user_count: int = 4
    user_map: dict[str, str] = Field(default_factory=lambda: dict(DEFAULT_USERS))
    inbox: list[dict[str, Any]] = Field(default_factory=list)
    message_count: int = 3
    current_user: Optional[str] = None


def bfcl_state(config: Mapping[str, Any]) -> MessageState:
    """Read a configuration exactly as BFCL does: known keys with their defaults, others ignored."""
    raw = copy.deepcopy(dict(config))
    default_inbox = [{receiver: text} for receiver, text in DEFAULT_INBOX]
    return MessageState(
        generated_ids=list(dict.fromkeys(raw.get("generated_ids", []))),
        user_count=raw.get("user_count", 4),
        user_map=raw.get("user_map", dict(DEFAULT_USERS)),
        inbox=raw.get("inbox", default_inbox),
        message_count=raw.get("message_count", 3),
        current_user=raw.get("current_user"),
    )


def new_message_id(state: MessageState, rng: random.Random) -> int:
    """Draw a five-digit message id not handed out before and remember it."""
    new_id = rng.randint(ID_LOW, ID_HIGH)
    while new_id in state.generated_ids:
        new_id = rng.randint(ID_LOW, ID_HIGH)
    state.generated_ids.append(new_id)
    return new_id


def native_state(config: Mapping[str, Any], rng: random.Random) -> MessageState:
    """Read a configuration for the native profile.

    Configured messages become records: every ``receiver: text`` pair of an entry is a message
    (BFCL reads only the first), a list of texts gives one message per text, each gets an id, and
    the sender is the configured logged-in user (``None`` when nobody is logged in). An entry that
    already is a record (exactly the keys ``id``, ``sender``, ``receiver`` and ``message``, with a
    positive integer id) is kept as it is, which is how :meth:`MessageAPI.dump_config` saves state.
    """
    state = bfcl_state(config)
    records: list[dict[str, Any]] = []
    for entry in state.inbox:
        if _is_record(entry):
            records.append(dict(entry))
            continue
        for receiver, value in entry.items():
            texts = value if isinstance(value, list) else [value]
            for text in texts:
                records.append(
                    {"id": 0, "sender": state.current_user, "receiver": str(receiver), "message": str(text)}
                )
    saved = [record["id"] for record in records if record["id"]]  # kept records keep their ids
    state.generated_ids = list(dict.fromkeys([*state.generated_ids, *saved]))
    for record in records:
        if record["id"] == 0:
            record["id"] = new_message_id(state, rng)
    state.inbox = records
    state.message_count = len(records)
    numbers = [_number(uid) for uid in state.user_map.values()]
    state.user_count = max([state.user_count, *(n for n in numbers if n is not None)])
    return state


def _is_record(entry: Mapping[str, Any]) -> bool:
    """Whether an inbox entry is a native record rather than BFCL's ``{receiver: text}``."""
    ident = entry.get("id")
    return set(entry) == RECORD_KEYS and isinstance(ident, int) and not isinstance(ident, bool) and ident > 0


def _number(user_id: str) -> Optional[int]:
    """The number in a ``USRnnn`` id, or ``None`` for ids of another shape."""
    digits = user_id[3:]
    return int(digits) if user_id.startswith("USR") and digits.isdigit() else None
