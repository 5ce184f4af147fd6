"""Shared plumbing of the travel tools: id generation, token checks and error shapes.

The ``bfcl`` profile draws every id from one generator seeded like bfcl-eval's, so ids depend on
the order of all earlier draws. The ``native`` profile gives each id family its own stream, so
authenticating again (or any other call) never shifts the ids handed out later.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, NoReturn, TypeGuard

from sandbox.tools.context import EpisodeContext
from sandbox.tools.domain import DomainAPI
from sandbox.tools.errors import ToolError

from apis.travel.defaults import TOKEN_EXPIRED, TOKEN_INVALID, TOKEN_MISSING
from apis.travel.state import TravelState


def fail(message: str, status_key: str | None = None) -> NoReturn:
    """Raise the error BFCL *returns* (a dict), or plain ``{"error": ...}`` in the native profile.

    Args:
        message: What went wrong.
        status_key: The ``*_status`` flag BFCL puts first in this tool's error dicts, if any.

    Raises:
        ToolError: Always.
    """
    status = {status_key: False} if status_key else {}
    raise ToolError.returned(message, **status)


@contextmanager
def record_errors() -> Iterator[None]:
    """Turn a missing key or a wrongly typed value in a free-form record into BFCL's raised error.

    bfcl-eval indexes configured records directly, so a record without the field raises
    ``KeyError`` and the model reads "Error during execution: 'field'".
    """
    try:
        yield
    except (KeyError, TypeError) as err:
        raise ToolError(str(err)) from None


def is_number(value: Any) -> TypeGuard[int | float]:
    """Whether a record value is a usable amount (``bool`` is not)."""
    return isinstance(value, (int, float)) and not isinstance(value, bool)


class TravelBase(DomainAPI[TravelState]):
    """State access and helpers common to all travel tool groups."""

    state_model = TravelState

    def __init__(self, state: TravelState, ctx: EpisodeContext) -> None:
        super().__init__(state, ctx)
        #: The cards and bookings there were at load time: only these have a past (charges, a support thread).
        self.loaded_cards = frozenset(state.credit_card_list)
        self.loaded_bookings = frozenset(state.booking_record)

    def _rng(self, family: str) -> random.Random:
        """The generator for one id family (one shared generator in the bfcl profile)."""
        if self.ctx.bfcl:
            return self.ctx.seeded("travel", self.state.random_seed)
        return self.ctx.rng(f"travel/{self.state.random_seed}/{family}")

    def _draw_id(self, family: str, low: int, high: int, taken: Any = ()) -> str:
        """A random decimal id in ``[low, high]``; native ids also avoid the keys in ``taken``."""
        rng = self._rng(family)
        while True:
            candidate = str(rng.randint(low, high))
            if self.ctx.bfcl or candidate not in taken:
                return candidate

    def _check_token(self, access_token: str, status_key: str | None = None, *, needs_login: bool = False) -> None:
        """Refuse a call whose token is missing, used up or wrong.

        BFCL only checks for "never logged in" in some tools (``needs_login``); native always does.
        """
        state = self.state
        if state.token_expires_in is None and (needs_login or not self.ctx.bfcl):
            fail(TOKEN_MISSING, status_key)
        if state.token_expires_in == 0:
            fail(TOKEN_EXPIRED, status_key)
        if access_token != state.access_token:
            fail(TOKEN_INVALID, status_key)
