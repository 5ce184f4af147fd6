"""Shared helpers of the trading tool mixins: errors in BFCL's shapes, login checks, the clock."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from apis.trading.defaults import BFCL_CLOCK
from apis.trading.longcontext import native_price_history
from apis.trading.state import TradingState
from sandbox.tools.domain import DomainAPI
from sandbox.tools.errors import ToolError, finite

TIMESTAMP_FORMAT = "%Y-%m-%d %H:%M:%S"
DATE_FORMAT = "%Y-%m-%d"
_DAY_SECONDS = 24 * 60 * 60


class TradingBase(DomainAPI[TradingState]):
    """Helpers every trading tool mixin shares."""

    state_model = TradingState

    def require_login(self, action: str, shape: str = "dict") -> None:
        """Refuse when nobody is logged in.

        Args:
            action: The end of BFCL's message, e.g. ``"place an order"``.
            shape: How BFCL returns this error: ``dict``, ``list_of_dict`` or ``list_of_str``.
        """
        if self.state.authenticated:
            return
        message = f"User not authenticated. Please log in to {action}."
        if shape == "list_of_str":
            raise ToolError(message, payload=[f"Error: {message}"])
        if shape == "list_of_dict":
            raise ToolError(message, payload=[{"error": message}])
        raise ToolError.returned(message)

    def price_history(self, symbol: str) -> list[float] | None:
        """Native long context: the closing prices of a quoted symbol on the days before, oldest first.

        The same series wherever the symbol is shown (its quote, a listing, an order), whenever it
        is asked for; ``None`` in the ``bfcl`` profile, without long context and for a symbol the
        market does not quote.
        """
        quote = self.state.stocks.get(symbol)
        if self.ctx.bfcl or self.ctx.long_context is None or quote is None:
            return None
        rng = self.ctx.keyed("trading.long_context.history", symbol)
        change = quote["percent_change"]
        return native_price_history(rng, float(quote["price"]), self.ctx.long_context.size, float(change))

    def price_histories(self, symbols: list[str]) -> dict[str, list[float]] | None:
        """Native long context: :meth:`price_history` of each quoted symbol of a listing, or ``None``."""
        if self.ctx.bfcl or self.ctx.long_context is None:
            return None
        found = {symbol: self.price_history(symbol) for symbol in symbols if isinstance(symbol, str)}
        return {symbol: closes for symbol, closes in found.items() if closes is not None}

    def clock(self) -> datetime:
        """The trading clock: BFCL's fixed instant, or the episode's clock in the native profile."""
        return BFCL_CLOCK if self.ctx.bfcl else self.ctx.now()

    def transaction_timestamp(self) -> str:
        """The timestamp of a new deposit or withdrawal.

        BFCL draws a second within the day after its fixed clock from the class's single RNG; the
        native profile records the transaction at the episode's current time.
        """
        if not self.ctx.bfcl:
            return self.ctx.now().strftime(TIMESTAMP_FORMAT)
        rng = self.ctx.seeded("trading", self.state.random_seed)
        offset = rng.randint(0, _DAY_SECONDS)
        return (BFCL_CLOCK + timedelta(seconds=offset)).strftime(TIMESTAMP_FORMAT)

    def balance(self) -> Any:
        """The account's cash balance; a configuration without one fails like BFCL (``'balance'``)."""
        try:
            return self.state.account_info["balance"]
        except KeyError as err:
            raise ToolError(str(err) if self.ctx.bfcl else "The account has no cash balance.")

    def money(self, value: Any) -> Any:
        """Round an amount to cents in the native profile; BFCL keeps raw float arithmetic.

        An amount too large to be a finite number is refused, before anything is stored.
        """
        if isinstance(value, float):
            finite(value, "the amount")
        return value if self.ctx.bfcl else round(float(value), 2)
