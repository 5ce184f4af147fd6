"""Fixtures of the kernel tests: the toy library domain, registered and instantiated per test."""

from __future__ import annotations

import copy
from collections.abc import Iterator

import pytest

from sandbox import DOMAINS, Domain, EpisodeContext, Toolbox
from tests.toydomain import CONFIG, DOMAIN


@pytest.fixture
def toy_domain() -> Iterator[Domain]:
    """The toy domain, registered in the process-wide registry for the duration of one test."""
    DOMAINS.add(DOMAIN)
    yield DOMAIN
    DOMAINS._loaded.pop(DOMAIN.name, None)  # Registry has no public removal; keep tests independent


def make_toolbox(profile: str = "native", seed: int = 0) -> Toolbox:
    """A fresh toolbox of the toy domain with its default configuration."""
    return Toolbox({DOMAIN: copy.deepcopy(CONFIG)}, EpisodeContext(seed=seed, profile=profile))  # type: ignore[arg-type]


@pytest.fixture(params=["native", "bfcl"])
def profile(request: pytest.FixtureRequest) -> str:
    """Each compatibility profile in turn."""
    return str(request.param)


@pytest.fixture
def toolbox(toy_domain: Domain, profile: str) -> Toolbox:
    """A fresh toolbox of the toy domain, in each profile."""
    return make_toolbox(profile)
