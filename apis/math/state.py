"""The math domain keeps no state: every tool is a pure function of its arguments."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class MathState(BaseModel):
    """An empty state (BFCL's MathAPI is stateless and reads no configuration)."""

    model_config = ConfigDict(extra="forbid")
