"""Every shipped scenario is sound: the CI gate on toolsim's own suites.

- each of the five suites validates with no error or warning (``toolsim validate --strict``);
- the oracle passes every scenario in both call modes;
- ``scenarios/data/base.jsonl`` is what the authoring sources build;
- the suites have the promised size and breadth.
"""

from __future__ import annotations

import asyncio
import re
from collections import Counter
from functools import cache

import pytest

from sandbox.episode.loop import EpisodeConfig, run_episode
from sandbox.episode.scenario import Scenario
from sandbox.models.oracle import OracleModel
from sandbox.run.lazy import LazySuite
from sandbox.run.suites import load_suite
from sandbox.tools.registry import DOMAINS
from scenarios.authoring import build
from scenarios.catalog import OWN_SUITES
from scenarios.membership import KEY, REASONS, members
from scenarios.validate import validate_suite
from scenarios.variants import LONG_CONTEXT_KINDS

SUITES = list(OWN_SUITES)
MIN_SIZE = 300
DOMAIN_NAMES = ("file_system", "math", "message", "posting", "ticket", "trading", "travel", "vehicle")


@cache
def suite(name: str) -> tuple[Scenario, ...]:
    return tuple(load_suite(name))


@pytest.mark.parametrize("name", SUITES)
def test_suite_validates_without_findings(name: str) -> None:
    report = validate_suite(name, suite(name))
    assert report.scenarios == len(suite(name))
    assert [str(f) for f in report.findings if f.severity != "notice"] == []


#: In prompt mode the oracle writes its calls as text and the episode parses them back: the long-context and
#: composite variants repeat their base's calls (with rebased ids), so prompt mode runs every third of
#: them (each scenario still runs in fc mode, and every base, miss_param and miss_func one in both).
PROMPT_EVERY = {"long_context": 3, "composite": 3}


@pytest.mark.parametrize("mode", ["fc", "prompt"])
@pytest.mark.parametrize("name", SUITES)
def test_oracle_passes_every_scenario(name: str, mode: str) -> None:
    every = PROMPT_EVERY.get(name, 1) if mode == "prompt" else 1

    async def run() -> list[str]:
        failed = []
        for scenario in suite(name)[::every]:
            result, _ = await run_episode(scenario, OracleModel(), suite=name, config=EpisodeConfig(mode=mode))
            if not result.passed:
                failed.append(f"{scenario.id}: turn {result.error_turn} {result.error_class}")
        return failed

    assert asyncio.run(run()) == []


def test_base_jsonl_is_built_from_the_authoring_sources() -> None:
    assert build.main(["--check"]) == 0, "run: python -m scenarios.authoring.build"


def _listed(name: str) -> list[str]:
    """A suite's ids as it lists them, without building it (a lazy suite's built scenarios must match: it checks)."""
    loaded = load_suite(name)
    return list(loaded.ids) if isinstance(loaded, LazySuite) else [s.id for s in loaded]


def test_ids_are_stable_and_versioned() -> None:
    bases = suite("base")
    assert all(re.fullmatch(r"[a-z0-9_]+_v\d+", s.id) for s in bases)
    for name in SUITES[1:]:
        held = members(bases) if name in LONG_CONTEXT_KINDS else bases
        assert _listed(name) == [f"{s.id}__{name}" for s in held]


def test_every_base_scenario_carries_its_annotations() -> None:
    for scenario in suite("base"):
        meta = scenario.metadata
        assert {"persona", "style", "graph_path", "miss_param"} <= set(meta), scenario.id
        assert 2 <= len(scenario.turns) <= 7, scenario.id
        assert scenario.profile == "native" and not scenario.held_out


def test_long_context_membership_is_explicit() -> None:
    bases = suite("base")
    reasons = Counter(s.metadata.get(KEY) for s in bases)
    assert set(reasons) - {None} <= set(REASONS)
    assert all(s.metadata.get(KEY) == "stateless" for s in bases if set(s.domains) == {"math"})
    assert reasons[None] == len(suite("long_context")) == len(suite("composite"))


def test_sizes_and_breadth() -> None:
    bases = suite("base")
    for name in SUITES:
        assert len(suite(name)) >= MIN_SIZE, name
    used = Counter(d for s in bases for d in s.domains)
    assert set(DOMAIN_NAMES) <= set(used)
    pairs = {tuple(sorted(s.domains)) for s in bases if len(s.domains) == 2}
    assert len(pairs) >= 25
    combinations = {frozenset(s.domains) for s in bases if len(s.domains) >= 2}
    assert len(combinations) >= 40
    assert any(len(t.ground_truth) >= 3 for s in bases for t in s.turns)
    assert sum(bool(s.metadata.get("exploratory_turns")) for s in bases) >= 10
    assert len({s.metadata["style"] for s in bases}) >= 5


def test_every_mutating_function_is_exercised() -> None:
    called = {f"{DOMAINS.get(d).name}.{c.name}" for s in suite("base") for d in s.domains for t in s.turns
              for c in t.calls() if c.name in DOMAINS.get(d).tools}
    mutating = {f"{d}.{n}" for d in DOMAIN_NAMES for n, spec in DOMAINS.get(d).tools.items() if spec.mutates}
    assert sorted(mutating - called) == []
