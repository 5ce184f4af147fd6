"""Every labelled trajectory of tests/judge is judged as labelled (the known misjudged aside, for now).

Each case is played by the scripted model on its real scenario through the real episode loop and
judge, in-process. ``KNOWN_MISJUDGED.txt`` lists the cases the judge gets wrong today, with the
verdict it gives; a listed case does not fail the test, an unlisted wrong verdict does. The list is
meant to shrink to nothing.
"""

from __future__ import annotations

import pytest

from tests.docs.test_judging_doc import documented_table
from tests.judge.summary import table
from tests.judge.trajectories import SUITES, Case, all_cases, judged, known_misjudged, scenario_of

CASES = all_cases()
KNOWN = known_misjudged()


@pytest.mark.parametrize("case", CASES, ids=[case.id for case in CASES])
def test_judged_as_labelled(case: Case) -> None:
    result = judged(case)
    if result.right or case.id in KNOWN:
        return
    turns = ", ".join(f"{i}:{'pass' if ok else 'FAIL' if ok is False else '-'}{f' ({why})' if why else ''}"
                      for i, (ok, why) in enumerate(result.turns))
    pytest.fail(f"{case.id} labelled {case.label} ({case.reason}), judged {result.verdict}; turns {turns}")


def test_the_set_covers_every_suite_with_both_labels() -> None:
    assert len(CASES) >= 150
    for suite in SUITES:
        labels = {case.label for case in CASES if case.suite == suite}
        assert labels == {"pass", "fail"}, suite


def test_every_case_names_a_real_scenario_turn_and_a_reason() -> None:
    for case in CASES:
        scenario = scenario_of(case)
        assert 0 <= case.turn < len(scenario.turns), case.id
        assert all(0 <= turn < len(scenario.turns) for turn in case.turns), case.id
        assert case.reason.strip() and "\n" not in case.reason, case.id
        assert case.label in ("pass", "fail"), case.id


def test_the_known_list_names_only_cases_of_the_set() -> None:
    ids = {case.id for case in CASES}
    assert not set(KNOWN) - ids, sorted(set(KNOWN) - ids)
    assert all(verdict in ("pass", "fail", "misjudged") for verdict in KNOWN.values())


def test_the_docs_table_is_the_labelled_sets_results() -> None:
    """docs/judging.md's table is what these cases give (judged once per process: the cases above share them)."""
    assert documented_table() == table([judged(case) for case in CASES])
