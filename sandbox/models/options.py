"""The options a run passes through to real models (a module of its own: every client reads it)."""

from __future__ import annotations

from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field


class ModelOptions(BaseModel):
    """Options passed through to real models."""

    model_config = ConfigDict(extra="forbid")

    api_base: str | None = None
    api_key: str | None = Field(default=None, repr=False)  # else the provider's usual environment variable
    temperature: float | None = Field(default=None, ge=0, allow_inf_nan=False)  # NaN is not JSON
    seed: int | None = None
    max_tokens: int | None = Field(default=None, ge=1)
    timeout: float = Field(default=120.0, gt=0, allow_inf_nan=False)
    retries: int = Field(default=4, ge=0)
    cache_dir: Path | None = None

    def request_budget(self) -> float:
        """How long one model request may take in all: every attempt's timeout, the backoff between, 5 s.

        The clients bound each attempt by ``timeout`` and retry ``retries`` times; the episode's own
        bound on a request must leave room for all of that, or it would cut the retries short.
        """
        backoffs = sum(min(30.0, 2.0 ** attempt) for attempt in range(1, self.retries + 1))
        return self.timeout * (self.retries + 1) + backoffs + 5
