"""The vehicle domain's API class: the tool mixins, configuration loading and the observable state."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from apis.vehicle.longcontext import native_service_log
from apis.vehicle.state import config_from_state, state_from_config
from apis.vehicle.tools_cabin import CabinTools
from apis.vehicle.tools_drive import DriveTools
from apis.vehicle.tools_nav import NavigationTools
from sandbox.tools.context import EpisodeContext
from sandbox.tools.types import JsonDict

#: State fields that are private in BFCL (so its checker never compares them).
_BFCL_PRIVATE = frozenset({"parkingBrakeForce", "slopeAngle", "brakePedalForce", "random_seed", "diagnostic_log"})

#: Left out of the native observable state: the seed, the long-context switch and the generated
#: service log (which never changes). Brake forces and the slope angle are compared.
_NATIVE_HIDDEN = frozenset({"random_seed", "long_context", "diagnostic_log"})


class VehicleAPI(DriveTools, CabinTools, NavigationTools):
    """A car: engine, doors, brakes, climate, lights, navigation and tyres."""

    @classmethod
    def load(cls, config: Mapping[str, Any], ctx: EpisodeContext) -> VehicleAPI:
        """Build the car from BFCL's configuration shape and inject long context if asked.

        Args:
            config: BFCL's ``initial_config`` for ``VehicleControlAPI`` (unknown keys are ignored).
            ctx: The episode context.

        Returns:
            A fresh API instance.
        """
        state = state_from_config(config)
        if ctx.long_context is not None:
            state.long_context = True
            if not ctx.bfcl:
                state.diagnostic_log = native_service_log(ctx.rng("vehicle.long_context"), ctx.long_context.size)
        return cls(state, ctx)

    def dump_config(self) -> JsonDict:
        """The car as a BFCL-shaped configuration (long context is not part of one)."""
        return config_from_state(self.state)

    def projection(self) -> JsonDict:
        """The compared state: BFCL's public attributes, or the native observable car."""
        hidden = _BFCL_PRIVATE if self.ctx.bfcl else _NATIVE_HIDDEN
        return self.state.model_dump(mode="json", exclude=set(hidden))
