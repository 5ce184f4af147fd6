"""Shared helpers of the vehicle tool mixins: errors in BFCL's shapes and random streams."""

from __future__ import annotations

import random
from typing import NoReturn

from apis.vehicle.state import VehicleState
from sandbox.tools.domain import DomainAPI
from sandbox.tools.errors import ToolError


class VehicleBase(DomainAPI[VehicleState]):
    """Helpers every vehicle tool mixin shares."""

    state_model = VehicleState

    def fail_dict(self, message: str, native_message: str) -> NoReturn:
        """Refuse with BFCL's returned ``{"error": message}``, or ``native_message`` in the native profile.

        Args:
            message: BFCL's error text.
            native_message: A clearer text for the native profile.
        """
        if self.ctx.bfcl:
            raise ToolError.returned(message)
        raise ToolError(native_message)

    def random_stream(self, purpose: str) -> random.Random:
        """The random source for one kind of reading.

        BFCL draws speed and temperature from one shared generator, so an extra speed reading
        shifts the next temperature; the native profile keys a separate stream per purpose.

        Args:
            purpose: What the value is for (``speed``, ``outside_temperature``).
        """
        if self.ctx.bfcl:
            return self.ctx.seeded("vehicle", self.state.random_seed)
        return self.ctx.rng(f"vehicle.{purpose}")
