"""The math API: BFCL's MathAPI as a toolsim domain."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sandbox.tools.context import EpisodeContext
from sandbox.tools.types import JsonDict

from apis.math.state import MathState
from apis.math.tools_arith import ArithmeticTools
from apis.math.tools_precise import PreciseTools
from apis.math.tools_stats import StatisticsTools


class MathAPI(ArithmeticTools, StatisticsTools, PreciseTools):
    """A stateless calculator."""

    @classmethod
    def load(cls, config: Mapping[str, Any], ctx: EpisodeContext) -> MathAPI:
        """Build the calculator; like BFCL it reads nothing from the configuration."""
        return cls(MathState(), ctx)

    def projection(self) -> JsonDict:
        """Nothing is observable: the calculator has no state."""
        return {}
