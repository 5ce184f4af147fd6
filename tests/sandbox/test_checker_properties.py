"""The response check counts result strings as multisets: order never matters, duplicates do.

Checked against a reference written the plainest way (take each expected string out of a pool of
the produced ones, or call it missing), and through :func:`judge_turn` as a turn's verdict.
"""

from __future__ import annotations

from collections import Counter

from hypothesis import given
from hypothesis import strategies as st

from sandbox.episode.calls import CallResult, ToolCall
from sandbox.judge.checker import judge_turn, missing_from

# few distinct strings, so lists share items and repeat them
OUTPUTS = st.lists(st.sampled_from(["", "a", "b", "ab", "{\"x\": 1}", "{\"x\": 1.0}", "error: no"]), max_size=8)


def reference(expected: list[str], produced: list[str]) -> list[str]:
    pool, missing = list(produced), []
    for item in expected:
        if item in pool:
            pool.remove(item)
        else:
            missing.append(item)
    return missing


@given(OUTPUTS, OUTPUTS)
def test_missing_from_is_the_reference(expected: list[str], produced: list[str]) -> None:
    assert missing_from(expected, produced) == reference(expected, produced)


@given(st.data(), OUTPUTS, OUTPUTS)
def test_missing_from_does_not_depend_on_order(data: st.DataObject, expected: list[str], produced: list[str]) -> None:
    missing = Counter(missing_from(expected, produced))
    shuffled_expected = data.draw(st.permutations(expected))
    shuffled_produced = data.draw(st.permutations(produced))
    assert Counter(missing_from(shuffled_expected, shuffled_produced)) == missing
    assert missing_from(expected, shuffled_produced) == missing_from(expected, produced)


@given(OUTPUTS, OUTPUTS, OUTPUTS)
def test_missing_is_what_the_produced_multiset_lacks(expected: list[str], produced: list[str], more: list[str]) -> None:
    missing = missing_from(expected, produced)
    assert Counter(missing) == Counter(expected) - Counter(produced)
    assert (missing == []) == (Counter(expected) <= Counter(produced))
    assert Counter(missing_from(expected, produced + more)) <= Counter(missing)  # more output never hurts


@given(OUTPUTS, OUTPUTS, st.booleans())
def test_a_turns_response_check_is_the_multiset_inclusion(expected: list[str], produced: list[str], same_state: bool) -> None:
    results = [CallResult(call=ToolCall(name="f", arguments={}), output=o, status="ok") for o in produced]
    verdict = judge_turn(0, max(len(expected), 1), expected, {"x": 1}, {"x": 1 if same_state else 2}, {"x": 0},
                         results, produced, 0)
    covered = Counter(expected) <= Counter(produced)
    assert verdict.response_ok is covered and verdict.state_ok is same_state
    assert verdict.passed is (bool(results) and covered and same_state)
    assert Counter(verdict.missing_outputs) == Counter(expected) - Counter(produced)
