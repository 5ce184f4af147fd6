"""Each check of the gold validator fires on a crafted bad scenario and stays quiet on a good one."""

from __future__ import annotations

from typing import Any

import pytest

from sandbox.episode.scenario import Scenario
from scenarios.validate import CHECKS, Finding, SuiteReport, do_nothing_passes, validate_scenario, validate_suite

FS = {"root": {"home": {"type": "directory", "contents": {
    "notes.txt": {"type": "file", "content": "buy milk\ncall Rita"},
    "old": {"type": "directory", "contents": {}},
}}}}


def make(turns: list[dict[str, Any]], **extra: Any) -> Scenario:
    """A native file-system scenario with the given turns (``(text, [calls])`` dicts)."""
    data: dict[str, Any] = {"id": "craft_v1", "domains": {"file_system": FS}, "turns": turns}
    data.update(extra)
    return Scenario.model_validate(data, context={"lenient_gold": True})


def t(text: str, *calls: str, **extra: Any) -> dict[str, Any]:
    return {"messages": [{"content": text}] if text else [], "ground_truth": list(calls), **extra}


def checks(scenario: Scenario) -> list[str]:
    return [f.check for f in validate_scenario(scenario, "test")]


GOOD = make([
    t("Show me notes.txt please.", "cat(file_name='notes.txt')"),
    t("Delete the folder called old.", "rmdir(dir_name='old')"),
])


def test_a_good_scenario_has_no_findings() -> None:
    assert validate_scenario(GOOD, "test") == []
    assert do_nothing_passes([GOOD]) == []


def test_gold_error_fires_on_a_failing_call() -> None:
    bad = make([t("Show me todo.txt.", "cat(file_name='todo.txt')")])
    assert checks(bad) == ["gold_error"]


def test_an_expected_error_is_fine_and_a_missing_one_is_reported() -> None:
    fine = make([t("Show me todo.txt, if it exists.", "cat(file_name='todo.txt')", expected_errors=[0])])
    assert checks(fine) == []
    wrong = make([t("Show me notes.txt.", "cat(file_name='notes.txt')", expected_errors=[0])])
    assert checks(wrong) == ["expected_error_missing"]


def test_gold_parse_fires_on_broken_call_text() -> None:
    bad = make([t("Show me notes.txt.", "cat(file_name='notes.txt'")])
    assert checks(bad) == ["gold_parse"]


def test_not_offered_fires_on_a_held_out_or_excluded_function() -> None:
    held = make([t("Show notes.txt.", "cat(file_name='notes.txt')"), t("Then old goes.", "rmdir(dir_name='old')"),
                 t("", "ls()")], held_out={"rmdir": 2})
    assert "not_offered" in checks(held)
    excluded = make([t("Show notes.txt.", "cat(file_name='notes.txt')")], excluded=["cat"])
    assert checks(excluded) == ["not_offered"]


def test_no_effect_fires_on_a_turn_that_changes_nothing_and_says_nothing() -> None:
    bad = make([t("Show me notes.txt.", "cat(file_name='notes.txt')"), t("Go to the current folder.", "cd(folder='.')")])
    assert checks(bad) == []  # cd answers with the working directory: an output
    silent = Scenario.model_validate({**make([t("Make a folder called x.", "mkdir(dir_name='x')")]).model_dump(),
                                      "profile": "bfcl"})
    assert checks(silent) == []  # bfcl mkdir returns None but changes the tree
    empty = make([t("Write nothing to a new file called e.txt.", "touch(file_name='e.txt')"),
                  t("Compare notes.txt with itself.", "diff(file_name1='notes.txt', file_name2='notes.txt')")])
    assert "no_effect" in checks(empty)  # an empty diff: no state change and an empty answer


def test_do_nothing_passes_fires_when_every_turn_has_empty_gold() -> None:
    lazy = make([t("Hello there, just saying hi.")])
    assert do_nothing_passes([lazy]) == ["craft_v1"]
    report = validate_suite("test", [lazy])
    assert [f.check for f in report.findings] == ["do_nothing_passes"]


def test_holdout_not_needed_and_unused() -> None:
    base = [t("Show notes.txt.", "cat(file_name='notes.txt')"), t("Now remove old.")]
    unneeded = make([*base, t("", "ls()")], held_out={"rmdir": 2}, excluded=["rm"])
    assert "holdout_not_needed" in checks(unneeded)
    needed = make([*base, t("", "rmdir(dir_name='old')")], held_out={"rmdir": 2}, excluded=["rm"])
    assert checks(needed) == []
    partly = make([*base, t("", "rmdir(dir_name='old')")], held_out={"rmdir": 2, "touch": 2}, excluded=["rm"])
    assert checks(partly) == ["holdout_unused"]


def test_substitute_fires_when_an_offered_function_does_what_the_held_out_one_does() -> None:
    base = [t("Show notes.txt.", "cat(file_name='notes.txt')"), t("Now remove old.")]
    removable = make([*base, t("", "rmdir(dir_name='old')")], held_out={"rmdir": 2})  # rm removes a folder too
    found = validate_scenario(removable, "test")
    assert [(f.check, f.turn) for f in found] == [("substitute", 2)]
    assert "rm(file_name='old')" in found[0].message


def test_a_remembered_substitute_search_finds_what_a_fresh_one_finds() -> None:
    from scenarios import validate_needed

    base = [t("Show notes.txt.", "cat(file_name='notes.txt')"), t("Now remove old.")]
    removable = make([*base, t("", "rmdir(dir_name='old')")], held_out={"rmdir": 2})
    validate_needed._SEARCHED.clear()
    fresh = validate_needed.substitutes(removable)
    assert len(validate_needed._SEARCHED) == 1 and fresh and "rm(file_name='old')" in fresh[0][2]
    # a sibling that holds the same function out at the same call (the same configuration object) asks again
    sibling = removable.model_copy(update={"id": "craft_sibling_v1", "turns": [*removable.turns, removable.turns[1]]})
    assert validate_needed.substitutes(sibling) == fresh and len(validate_needed._SEARCHED) == 1
    # an equal configuration that is another object is searched afresh, with the same finding
    other = make([*base, t("", "rmdir(dir_name='old')")], held_out={"rmdir": 2})
    assert validate_needed.substitutes(other) == fresh and len(validate_needed._SEARCHED) == 2


def test_a_search_after_a_remembered_one_starts_where_a_fresh_run_would() -> None:
    from scenarios import validate_needed

    def two(name: str) -> Scenario:
        return make([t("Show notes.txt.", "cat(file_name='notes.txt')"), t("Now remove old."),
                     t("", "rmdir(dir_name='old')"), t(f"Make {name}."), t("", f"touch(file_name='{name}')")],
                    held_out={"rmdir": 2, "touch": 4})

    first = two("a.txt")
    validate_needed._SEARCHED.clear()
    validate_needed.substitutes(first)
    sibling = first.model_copy(update={"turns": two("b.txt").turns})  # the same configuration object
    remembered = validate_needed.substitutes(sibling)  # the first search remembered, the second not
    assert len(validate_needed._SEARCHED) == 3
    validate_needed._SEARCHED.clear()
    assert remembered == validate_needed.substitutes(sibling)


def test_substitute_finds_a_chain_of_two_calls_and_ignores_coincidences() -> None:
    def math(calls: list[dict[str, Any]], held: dict[str, int]) -> Scenario:
        data = {"id": "craft_v1", "domains": {"math": {}}, "turns": calls, "held_out": held}
        return Scenario.model_validate(data, context={"lenient_gold": True})

    ask = t("What is the mean of 3.5, 4.25 and 9.0?")
    mean = math([ask, t("", "mean(numbers=[3.5, 4.25, 9.0])")], {"mean": 1})
    found = [f for f in validate_scenario(mean, "test") if f.check == "substitute"]
    assert len(found) == 1 and "sum_values" in found[0].message and "then divide" in found[0].message
    lowest = math([t("Which is smallest: 3.5, 4.25 or 9.0?"), t("", "min_value(numbers=[3.5, 4.25, 9.0])")],
                  {"min_value": 1})
    assert "substitute" not in checks(lowest)  # the answer is one of the inputs: picking it is no substitute


def test_optional_withheld_fires_when_the_follow_up_only_fills_an_optional_value() -> None:
    def ticket(turns: list[dict[str, Any]]) -> Scenario:
        data = {"id": "craft_v1", "category": "miss_param", "turns": turns,
                "domains": {"ticket": {"current_user": "ola", "accounts": {"ola": "pw"}, "ticket_counter": 5}}}
        return Scenario.model_validate(data, context={"lenient_gold": True})

    optional = ticket([t("File a ticket titled 'VPN down'."),
                       t("Priority 4.", "create_ticket(title='VPN down', priority=4)")])
    assert checks(optional) == ["optional_withheld"]
    required = ticket([t("File a ticket with priority 4."),
                       t("Title it 'VPN down'.", "create_ticket(title='VPN down', priority=4)")])
    assert checks(required) == []


def test_untraced_literal_fires_on_a_value_nobody_gave() -> None:
    bad = make([t("Write a greeting into notes.txt.", "echo(content='Hello Rita!', file_name='notes.txt')")])
    found = validate_scenario(bad, "test")
    assert [f.check for f in found] == ["untraced_literal"]
    assert "Hello Rita!" in found[0].message
    good = make([t("Write 'Hello Rita!' into notes.txt.", "echo(content='Hello Rita!', file_name='notes.txt')")])
    assert checks(good) == []


def test_literals_traced_to_config_outputs_and_docs() -> None:
    ok = make([
        t("What is in my home folder?", "ls()"),
        t("Copy the first file you saw there into old.", "cp(source='notes.txt', destination='old')"),
        t("How many lines does notes.txt have?", "wc(file_name='notes.txt', mode='l')"),
    ])
    assert checks(ok) == []


def test_value_not_withheld_fires_when_the_follow_up_adds_nothing() -> None:
    turns = [t("Show me notes.txt."), t("I mean notes.txt, in this folder.", "cat(file_name='notes.txt')")]
    assert checks(make(turns, category="miss_param")) == ["value_not_withheld"]
    turns = [t("Show me my notes file."), t("It is notes.txt.", "cat(file_name='notes.txt')")]
    assert checks(make(turns, category="miss_param")) == []


def test_withheld_shown_fires_when_an_earlier_result_or_text_showed_the_value() -> None:
    listed = make([t("What is in my home folder?", "ls()"), t("Show me the text file."),
                   t("It is notes.txt.", "cat(file_name='notes.txt')")], category="miss_param")
    found = [f for f in validate_scenario(listed, "test") if f.check == "withheld_shown"]
    assert [(f.turn, f.severity) for f in found] == [(1, "error")]
    assert "'notes.txt'" in found[0].message
    read = make([t("Read notes.txt to me.", "cat(file_name='notes.txt')"), t("Make an empty file named after a friend."),
                 t("Rita.", "touch(file_name='Rita')")], category="miss_param")
    assert "withheld_shown" in checks(read)  # shown inside a file's text the gold printed
    unlisted = make([t("Go up a folder and back.", "cd(folder='old')"), t("Show me the text file."),
                     t("It is notes.txt.", "cat(file_name='notes.txt')")], category="miss_param")
    assert "withheld_shown" not in checks(unlisted)


def test_config_checks() -> None:
    bad = make([t("Show me notes.txt.", "cat(file_name='notes.txt')")],
               domains={"file_system": {**FS, "owner": "rita"}, "math": {"precision": 3}},
               metadata={"unused_config": ["TravelAPI"]})
    assert sorted(checks(bad)) == ["uninvolved_config", "unknown_config_key", "unknown_config_key"]


def test_stale_path_and_id_version() -> None:
    bad = make([t("Show me notes.txt.", "cat(file_name='notes.txt')")], id="craft",
               metadata={"graph_path": ["file_system.cat", "file_system.view_file"]})
    assert sorted(checks(bad)) == ["id_version", "stale_path"]


def test_bad_scenario_when_domains_do_not_load() -> None:
    bad = make([t("Show me notes.txt.", "cat(file_name='notes.txt')")], domains={"no_such_domain": {}})
    assert checks(bad) == ["bad_scenario"]


def test_report_counts_and_strictness() -> None:
    report = SuiteReport("s", 2, [Finding("s", "a", "untraced_literal", "x"), Finding("s", "b", "gold_error", "y", 1)])
    assert (report.count("error"), report.count("warning")) == (1, 1)
    assert report.failed() and report.failed(strict=True)
    quiet = SuiteReport("s", 1, [Finding("s", "a", "stale_path", "x")])
    assert not quiet.failed() and quiet.failed(strict=True)
    assert str(report.findings[1]) == "s b turn 1: [gold_error] y"


@pytest.mark.parametrize("check", sorted(CHECKS))
def test_every_check_is_documented_in_the_module(check: str) -> None:
    import scenarios.validate as module

    assert f"``{check}``" in (module.__doc__ or "")


def test_context_unseen_is_an_error_where_membership_promises_distractors_and_a_notice_elsewhere() -> None:
    from sandbox.tools.context import LongContext

    def reads(size: int, **extra: Any) -> Scenario:
        return make([t("Where is notes.txt?", "find(path='.', name='notes.txt')")],
                    long_context=LongContext(size=size), **extra)

    found = validate_scenario(reads(200), "test")
    assert [(f.check, f.severity) for f in found] == [("context_unseen", "error")]
    assert SuiteReport("test", 1, found).failed()
    assert checks(reads(900)) == ["context_unseen"]
    small = validate_scenario(reads(20), "test")  # below the default size nothing is promised
    assert [(f.check, f.severity) for f in small] == [("context_unseen_note", "notice")]
    assert not SuiteReport("test", 1, small).failed(strict=True)
    lists = make([t("What is in this folder?", "ls()")], long_context=LongContext(size=200))
    assert checks(lists) == []
    shown = make([t("What is in notes.txt?", "cat(file_name='notes.txt')")], long_context=LongContext(size=200))
    assert checks(shown) == []  # the file's access log comes with it


@pytest.mark.bfcl  # the bfcl profile's long context is BFCL's own filler, read from the installed bfcl-eval
def test_an_unseen_long_context_in_bfcl_data_is_only_a_notice() -> None:
    from sandbox.tools.context import LongContext

    imported = make([t("Where am I?", "pwd()")], long_context=LongContext(size=200), profile="bfcl", id="bfcl_like")
    noted = [f for f in validate_scenario(imported, "test") if f.check.startswith("context")]
    assert [(f.check, f.severity) for f in noted] == [("context_unseen_note", "notice")]


def test_a_base_scenario_marked_out_of_long_context_is_checked_against_its_gold() -> None:
    def marked(reason: str, *calls: str) -> Scenario:
        return make([t("Do it.", *calls)], metadata={"no_long_context": reason})

    assert checks(marked("unreached", "find(path='.', name='notes.txt')")) == []
    assert checks(marked("unreached", "cat(file_name='notes.txt')")) == ["context_excluded_seen"]
    assert checks(marked("write_only", "mkdir(dir_name='new')")) == []
    assert checks(marked("unreached", "ls()")) == ["context_excluded_seen"]
    assert checks(marked("write_only", "find(path='.', name='notes.txt')")) == ["context_reason"]
    assert checks(marked("stateless", "find(path='.', name='notes.txt')")) == ["context_reason"]
    assert checks(marked("dull", "find(path='.', name='notes.txt')")) == ["context_reason"]
    severities = {f.check: f.severity for f in validate_scenario(marked("unreached", "ls()"), "test")}
    assert severities == {"context_excluded_seen": "warning"}
    math = Scenario.model_validate({"id": "sum_v1", "domains": {"math": {}}, "metadata": {"no_long_context": "stateless"},
                                    "turns": [t("Add 2 and 3.", "add(a=2, b=3)")]})
    assert checks(math) == []


def test_unneeded_read_notes_a_check_first_read_nothing_uses() -> None:
    looked = make([t("Remove the folder old.", "cat(file_name='notes.txt')", "rmdir(dir_name='old')")])
    assert checks(looked) == ["unneeded_read"]
    product = make([t("Remove the folder old and show me what is left.", "rmdir(dir_name='old')", "ls()")])
    assert checks(product) == []


def test_an_int_too_large_for_a_float_is_compared_without_overflowing() -> None:
    from scenarios.substitute import _answers

    huge = 10**400  # a factorial or a power a BFCL math turn computes
    assert _answers([huge], [str(huge)])
    assert not _answers([huge], ["1e+300"])
    assert not _answers([2.5], [str(huge)])
