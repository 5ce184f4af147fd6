"""Fixtures of the kernel tests: the toy library domain, registered and instantiated per test."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from typing import Any

import pytest

from sandbox import DOMAINS, Domain, EpisodeContext, Scenario, Toolbox
from sandbox.episode import env
from sandbox.judge import gold
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


@pytest.fixture
def replays(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The ids of the scenarios whose gold is replayed during the test (which starts with no gold cached).

    Call ``sandbox.judge.gold``'s function under another name (imported before the test) to
    replay without counting.
    """
    gold.clear_cache()
    seen: list[str] = []
    original = gold.replay_gold

    def counting(scenario: Scenario, *args: Any, **kwargs: Any) -> gold.GoldTrack:
        seen.append(scenario.id)
        return original(scenario, *args, **kwargs)

    monkeypatch.setattr(gold, "replay_gold", counting)
    return seen


@pytest.fixture
def toolbox_builds(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The ids of the scenarios for which an episode built its own toolbox during the test."""
    seen: list[str] = []
    original = getattr(env, "build_toolbox")

    def counting(scenario: Scenario, *args: Any) -> Toolbox:
        seen.append(scenario.id)
        return original(scenario, *args)  # type: ignore[no-any-return]

    monkeypatch.setattr(env, "build_toolbox", counting)
    return seen
