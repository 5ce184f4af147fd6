"""The travel API: all travel tools on one class, plus loading and the observable state."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sandbox.tools.context import EpisodeContext
from sandbox.tools.types import JsonDict

from apis.travel.longcontext import inject_bfcl, inject_native
from apis.travel.state import BFCL_FIELDS, NATIVE_FIELDS, state_from_config
from apis.travel.tools_account import AccountTools
from apis.travel.tools_booking import BookingTools
from apis.travel.tools_info import InfoTools


class TravelAPI(AccountTools, BookingTools, InfoTools):
    """Flights, credit cards, budgets, insurance and traveller checks (BFCL's ``TravelAPI``)."""

    @classmethod
    def load(cls, config: Mapping[str, Any], ctx: EpisodeContext) -> TravelAPI:
        """Build an episode's travel API from a BFCL-shaped configuration, with long context if asked.

        Args:
            config: The ``TravelAPI`` configuration (BFCL keys; unknown keys are ignored).
            ctx: The episode context.

        Returns:
            A fresh API instance owning a deep copy of the configuration.
        """
        state = state_from_config(config, bfcl=ctx.bfcl)
        if ctx.long_context is not None:
            if ctx.bfcl:
                inject_bfcl(state)
            else:
                rng = ctx.rng(f"travel/{state.random_seed}/long_context")
                inject_native(state, ctx.long_context.size, rng, ctx.now())
        return cls(state, ctx)

    def projection(self) -> JsonDict:
        """The compared state: bfcl-eval's public attributes, or the native observable fields.

        The native projection leaves out the access token (a credential), the generator seed and the
        long-context flag, and adds the insurance policies.
        """
        fields = BFCL_FIELDS if self.ctx.bfcl else NATIVE_FIELDS
        return self.state.model_dump(mode="json", include=set(fields))
