"""Determinism: the episode's random streams, explicit seeds and frozen clock."""

from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
from datetime import datetime
from pathlib import Path

import pytest
from pydantic import ValidationError

from sandbox import DEFAULT_CLOCK, EpisodeContext, LongContext
from sandbox.tools.context import derive_seed

ROOT = Path(__file__).resolve().parents[2]
SNIPPET = """
import json
from sandbox.tools.context import EpisodeContext, derive_seed
ctx = EpisodeContext(seed=42)
print(json.dumps({
    "ids": [ctx.rng("ids").random() for _ in range(3)],
    "other": ctx.rng("other stream").randrange(10**9),
    "explicit": ctx.seeded("bfcl", 1053520).random(),
    "derived": derive_seed(42, "ids"),
}))
"""


def sample() -> dict[str, object]:
    ctx = EpisodeContext(seed=42)
    return {
        "ids": [ctx.rng("ids").random() for _ in range(3)],
        "other": ctx.rng("other stream").randrange(10**9),
        "explicit": ctx.seeded("bfcl", 1053520).random(),
        "derived": derive_seed(42, "ids"),
    }


@pytest.mark.parametrize("hashseed", ["0", "12345"])
def test_streams_are_stable_across_processes(hashseed: str) -> None:
    env = {**os.environ, "PYTHONHASHSEED": hashseed}
    done = subprocess.run([sys.executable, "-c", SNIPPET], capture_output=True, text=True, env=env, cwd=ROOT, check=True)
    assert json.loads(done.stdout) == json.loads(json.dumps(sample()))


def test_same_seed_same_values_different_seed_different_values() -> None:
    a, b, c = EpisodeContext(seed=1), EpisodeContext(seed=1), EpisodeContext(seed=2)
    assert [a.rng("x").random() for _ in range(5)] == [b.rng("x").random() for _ in range(5)]
    assert EpisodeContext(seed=1).rng("x").random() != c.rng("x").random()


def test_streams_are_independent() -> None:
    quiet, busy = EpisodeContext(seed=3), EpisodeContext(seed=3)
    for _ in range(100):
        busy.rng("noise").random()
    busy.seeded("noise", 5).random()
    assert [quiet.rng("ids").random() for _ in range(5)] == [busy.rng("ids").random() for _ in range(5)]
    assert EpisodeContext(seed=3).rng("a").random() != EpisodeContext(seed=3).rng("b").random()


def test_stream_objects_are_cached_per_context_not_shared() -> None:
    ctx = EpisodeContext(seed=0)
    assert ctx.rng("s") is ctx.rng("s")
    assert ctx.seeded("s", 1) is ctx.seeded("s", 1)
    assert ctx.seeded("s", 1) is not ctx.rng("s")
    assert EpisodeContext(seed=0).rng("s") is not ctx.rng("s")


def test_explicit_seed_reproduces_python_random() -> None:
    import random

    assert EpisodeContext(seed=99).seeded("bfcl", 1053520).random() == random.Random(1053520).random()


def test_derive_seed_is_64_bit_and_spreads() -> None:
    seeds = {derive_seed(s, name) for s in range(20) for name in ("a", "b", "ids")}
    assert len(seeds) == 60
    assert all(0 <= s < 2**64 for s in seeds)
    assert derive_seed(1, "a\x001") != derive_seed(1, "a")


def test_clock_is_frozen() -> None:
    ctx = EpisodeContext()
    assert ctx.now() == DEFAULT_CLOCK == datetime(2026, 1, 1, 9, 0, 0)
    assert ctx.now() == ctx.now()
    fixed = datetime(2024, 5, 6, 7, 8, 9)
    assert EpisodeContext(clock=fixed).now() == fixed


def test_profiles() -> None:
    assert EpisodeContext().profile == "native" and not EpisodeContext().bfcl
    assert EpisodeContext(profile="bfcl").bfcl


def test_long_context_bounds() -> None:
    assert LongContext().size == 200
    with pytest.raises(ValidationError):
        LongContext(size=-1)
    with pytest.raises(ValidationError):
        LongContext(size=100_001)
    with pytest.raises(ValidationError):
        LongContext.model_validate({"size": 3, "extra": 1})


def test_a_deep_copy_of_a_context_has_its_own_streams_in_the_same_state() -> None:
    ctx = EpisodeContext(seed=3)
    ctx.rng("ids").random()
    twin = copy.deepcopy(ctx)
    assert twin.rng("ids") is not ctx.rng("ids") and getattr(twin.rng("ids"), "name") == "ids"
    assert twin.rng("ids").random() == ctx.rng("ids").random()
    twin.rng("ids").random()  # the copy moves on alone
    assert twin.rng("ids").getstate() != ctx.rng("ids").getstate()
