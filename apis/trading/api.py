"""The trading domain's API class: the tool mixins, configuration loading and the observable state."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from apis.trading.longcontext import add_native_distractors
from apis.trading.state import ACCOUNT_FIELDS, state_from_config
from apis.trading.tools_account import AccountTools
from apis.trading.tools_market import MarketTools
from apis.trading.tools_orders import OrderTools
from sandbox.tools.context import EpisodeContext
from sandbox.tools.types import JsonDict

#: State fields bfcl-eval's checker compares (its public attributes).
BFCL_FIELDS = (*ACCOUNT_FIELDS, "long_context")

#: What the native checker compares: the account as a user sees it. Long-context flags, the RNG
#: seed and the cash reservations (already reflected in the balance) are left out.
NATIVE_FIELDS = ACCOUNT_FIELDS


class TradingAPI(AccountTools, MarketTools, OrderTools):
    """A stock trading account: quotes, orders, a watch list and cash movements."""

    @classmethod
    def load(cls, config: Mapping[str, Any], ctx: EpisodeContext) -> TradingAPI:
        """Build the account from BFCL's configuration shape and inject long context if asked.

        Args:
            config: BFCL's ``initial_config`` for ``TradingBot`` (unknown keys are ignored).
            ctx: The episode context.

        Returns:
            A fresh API instance.
        """
        state = state_from_config(config, native=not ctx.bfcl, now=ctx.now())
        if ctx.long_context is not None:
            if ctx.bfcl:
                state.long_context = True
            else:
                add_native_distractors(state, ctx.rng("trading.long_context"), ctx.long_context.size, ctx.now())
        return cls(state, ctx)

    def projection(self) -> JsonDict:
        """The compared state: BFCL's public attributes, or the native observable account.

        The native watch list keeps the order in which the symbols were added (adding one twice keeps
        it once): the native judge compares it as a set unless the user fixed the order
        (:mod:`sandbox.judge.unordered`).
        """
        if self.ctx.bfcl:
            return self.state.model_dump(mode="json", include=set(BFCL_FIELDS))
        return self.state.model_dump(mode="json", include=set(NATIVE_FIELDS))
