"""The file system's long context changes no answer: every shipped scenario's gold reads the same values beside it.

For every long-context member with a file system, the gold is replayed on the base and on its
``long_context@N`` variant. Each read of a file returns what it returned in ``base`` plus the
file's access log, each search by name finds the same paths, and each turn's facts (the gold
results the user must be told, :func:`~sandbox.judge.facts.fact_results`) are the same results:
the distractors make the reading longer, never the task different.
"""

from __future__ import annotations

import json
from functools import cache

import pytest

from sandbox.episode.config import execute_strings
from sandbox.judge.facts import fact_results
from sandbox.judge.gold import GoldTrack, replay_gold
from sandbox.episode.scenario import Scenario
from sandbox.run.suites import load_suite

FILE_READS = frozenset({"cat", "wc", "sort", "grep", "tail", "diff"})
SIZES = (20, 200)


@cache
def pairs(size: int) -> tuple[tuple[Scenario, GoldTrack, Scenario, GoldTrack], ...]:
    bases = {base.id: base for base in load_suite("base")}
    return tuple((bases[variant.metadata["variant"]["base"]], replay_gold(bases[variant.metadata["variant"]["base"]],
                                                                          execute_strings),
                  variant, replay_gold(variant, execute_strings))
                 for variant in load_suite(f"long_context@{size}") if "file_system" in variant.domains)


@pytest.mark.parametrize("size", SIZES)
def test_file_reads_and_searches_return_what_they_did_in_base_beside_the_log(size: int) -> None:
    reads = 0
    for base, plain, _, busy in pairs(size):
        for before, after in zip(plain.turns, busy.turns):
            for result, old, new in zip(before.results, before.outputs, after.outputs):
                name = result.call.name
                if name in FILE_READS and result.status == "ok":
                    found = json.loads(new)
                    assert len(found.pop("history")) >= size, (base.id, result.call)
                    assert found == json.loads(old), (base.id, result.call)
                    reads += 1
                elif name in ("find", "pwd", "cd"):
                    assert new == old, (base.id, result.call)
    assert reads >= 60  # most file system scenarios read a file


@pytest.mark.parametrize("size", SIZES)
def test_every_turn_must_tell_the_user_the_same_results(size: int) -> None:
    for base, plain, variant, busy in pairs(size):
        assert [t.text for t in variant.turns] == [t.text for t in base.turns]
        for index, (before, after) in enumerate(zip(plain.turns, busy.turns)):
            user = "\n".join(t.text for t in base.turns[: index + 1])
            told_before = [before.outputs.index(fact) for fact in fact_results(before.results, user)]
            told_after = [after.outputs.index(fact) for fact in fact_results(after.results, user)]
            assert told_after == told_before, (base.id, index)
