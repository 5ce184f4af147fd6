"""The native judge: facts a turn must tell, ask and abstain turns, and every correct solution passing."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Sequence
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from sandbox.episode.calls import CallResult, ToolCall
from sandbox.judge.facts import fact_results, mentions, same_fact
from sandbox.episode.config import execute_strings
from sandbox.judge.gold import GoldTurn, gold_track
from sandbox.episode.loop import run_episode
from sandbox.judge.native import TurnRecord, judge
from sandbox.judge.said import untold
from sandbox.judge.statement import statement
from sandbox.episode.scenario import Scenario
from sandbox.models.scripted import ScriptedModel, Step
from sandbox.run.suites import load_suite


def _result(function: str, output: str, mutated: bool = False, **arguments: Any) -> CallResult:
    return CallResult(call=ToolCall(name=function, arguments=arguments), output=output, status="ok", mutated=mutated)


# -- facts ------------------------------------------------------------------------------------------


def test_a_read_whose_value_a_later_call_passes_on_is_not_a_fact() -> None:
    lookup = _result("get_symbol_by_name", '{"symbol": "NVDA"}', name="Nvidia")
    quote = _result("get_stock_info", '{"price": 220.34, "symbol": "NVDA"}', symbol="NVDA")
    order = _result("place_order", '{"order_id": 12447}', mutated=True, symbol="NVDA", price=220.34)
    assert fact_results([lookup, quote], "What is Nvidia trading at?") == [quote.output]
    assert fact_results([lookup, quote, order], "Buy Nvidia at the market price.") == []
    # a value the user gave is no evidence that the read was needed: the quote stays a fact
    assert fact_results([quote, order], "Show me NVDA, then buy at 220.34.") == [quote.output]


def test_results_of_writes_are_never_facts_and_a_read_at_the_end_is() -> None:
    mkdir = _result("mkdir", "{}", mutated=True, dir_name="2025")
    listing = _result("ls", '{"current_directory_content": ["2025", "a.txt"]}')
    assert fact_results([mkdir, listing], "make 2025 and show me the folder") == [listing.output]
    assert fact_results([mkdir], "make 2025") == []


def test_a_fact_is_told_by_the_reply_not_by_a_result_of_the_same_value() -> None:
    fact = '{"files": ["a.txt", "b.txt"], "size": 10.920000000000002}'
    assert untold([fact], [], [fact], "") == [fact]  # fetched, not said
    assert untold([fact], ["There are a.txt and b.txt, 10.92 in all."], [], "") == []
    assert untold([fact], ["There are b.txt and a.txt."], [], "") == []  # one field of the record, any order
    assert untold([fact], ["There is a.txt."], [], "") == [fact]  # part of a list said as the whole
    flag = '{"logged_in": false}'
    assert untold([flag], ["You are not logged in."], [], "") == [flag]  # nothing to name: only a result tells it
    assert untold([flag], [], [flag], "") == []


def test_numbers_are_mentioned_as_written_or_rounded_with_three_digits_or_more() -> None:
    assert mentions("The total is $1,382.68.", 1382.6800000000003) and mentions("7.84%", 7.837645383337284)
    assert mentions("a gap of 50.49", -50.49) and mentions("3.0", 3)
    assert not mentions("8", 7.84) and not mentions("1383", 1383.6) and not mentions("2", 3)


# -- the judge on turns with gold calls -------------------------------------------------------------


def _scenario(turns: list[dict[str, Any]], **fields: Any) -> Scenario:
    return Scenario(id="judged_v1", domains={"math": {}}, turns=turns, **fields)  # type: ignore[arg-type]


def _record(results: list[CallResult], replies: Sequence[str] = (), offered: frozenset[str] = frozenset({"add"}),
            earlier: Sequence[str] = ()) -> TurnRecord:
    return TurnRecord(results, [*earlier, *(r.output for r in results)], list(replies), offered, 0)


def test_a_read_only_turn_passes_when_its_facts_are_told_even_without_a_call() -> None:
    scenario = _scenario([{"messages": [{"content": "What is 2 plus 3?"}], "ground_truth": ["add(a=2, b=3)"]}])
    gold = GoldTurn(outputs=('{"result": 5}',), state={}, results=(_result("add", '{"result": 5}', a=2, b=3),))
    said = judge(scenario, 0, gold, {}, {}, _record([], ["That is 5."]))
    assert said.passed and said.response_ok and not said.model_made_calls
    silent = judge(scenario, 0, gold, {}, {}, _record([], ["I will not say."]))
    assert silent.passed is False and silent.error_class == "no_call" and silent.missing_outputs == ['{"result": 5}']
    computed = judge(scenario, 0, gold, {}, {}, _record([_result("add", '{"result": 5.0}', a=3, b=2)]))
    assert computed.passed is False and computed.error_class == "response_mismatch"  # fetched, never said
    computed = judge(scenario, 0, gold, {}, {}, _record([_result("add", '{"result": 5.0}', a=3, b=2)], ["5"]))
    assert computed.passed


def test_the_state_decides_a_writing_turn_and_numbers_compare_within_the_tolerance() -> None:
    scenario = _scenario([{"messages": [{"content": "Fill up."}], "ground_truth": ["add(a=1, b=2)"]}])
    gold = GoldTurn(outputs=("{}",), state={"fuel": 43.70064000000001}, results=(_result("add", "{}", True),))
    assert judge(scenario, 0, gold, {"fuel": 43.70064}, {}, _record([_result("add", "{}", True)])).passed
    wrong = judge(scenario, 0, gold, {"fuel": 43.7}, {}, _record([_result("add", "{}", True)]))
    assert wrong.passed is False and wrong.error_class == "state_mismatch" and wrong.diff


def test_the_bfcl_profile_keeps_bfcls_judge() -> None:
    scenario = _scenario([{"messages": [{"content": "What is 2 plus 3?"}], "ground_truth": ["add(a=2, b=3)"]}],
                         profile="bfcl")
    gold = GoldTurn(outputs=('{"result": 5}',), state={}, results=())
    told_only = judge(scenario, 0, gold, {}, {}, _record([], ["That is 5."]))
    assert told_only.passed is False and told_only.error_class == "no_call"
    asked = _scenario([{"messages": [{"content": "Add."}]}], profile="bfcl")
    acted = judge(asked, 0, GoldTurn(outputs=(), state={}), {"x": 1}, {}, _record([_result("add", "{}")]))
    assert acted.passed is None and acted.abstained is False


# -- ask and abstain turns ----------------------------------------------------------------------------


def _asking(withheld: list[Any]) -> Scenario:
    return _scenario([{"messages": [{"content": "Add something to 2."}], "withheld": withheld},
                      {"messages": [{"content": "Add 40."}], "ground_truth": ["add(a=2, b=40)"]}])


def test_an_ask_turn_passes_when_the_model_does_not_act_and_asks() -> None:
    empty = GoldTurn(outputs=(), state={"x": 0})
    asked = judge(_asking([40]), 0, empty, {"x": 0}, {"x": 0}, _record([], ["What should I add?"]))
    assert asked.passed is True and asked.gold_empty and asked.abstained and asked.error_class is None
    silent = judge(_asking([40]), 0, empty, {"x": 0}, {"x": 0}, _record([], ["Adding things is fun."]))
    assert silent.passed is False and silent.error_class == "no_ask"
    other = _result("subtract", '{"result": 0}', a=2, b=2)  # a read that fills no held-back parameter
    read = judge(_asking([40]), 0, empty, {"x": 0}, {"x": 0},
                 _record([other], ["What should I add?"], offered=frozenset({"add", "subtract"})))
    assert read.passed is True


def test_an_ask_turn_fails_when_the_model_acts() -> None:
    empty = GoldTurn(outputs=(), state={"x": 0})
    guessed = judge(_asking([40]), 0, empty, {"x": 0}, {"x": 0}, _record([_result("add", '{"result": 42}', a=2, b=40)]))
    assert guessed.passed is False and guessed.error_class == "guessed_value" and guessed.abstained
    changed = judge(_asking([40]), 0, empty, {"x": 1}, {"x": 0}, _record([_result("add", "{}", True, a=2)]))
    assert changed.passed is False and changed.error_class == "state_changed" and changed.diff
    held_out = _result("subtract", '{"error": "unknown function"}', a=2)
    refused = judge(_asking([]), 0, empty, {"x": 0}, {"x": 0}, _record([held_out]))
    assert refused.passed is False and refused.error_class == "unknown_function"


def test_a_held_back_value_the_conversation_showed_is_still_a_guess_in_its_slot() -> None:
    empty = GoldTurn(outputs=(), state={})
    listing = _result("subtract", '{"result": 40}', a=42, b=2)  # a result showing 40 (the numbers are made up)
    use = _result("add", '{"result": 42}', a=2, b=40)
    both = frozenset({"add", "subtract"})
    seen = judge(_asking([40]), 0, empty, {}, {}, _record([listing, use], ["Is 40 right?"], offered=both))
    assert seen.passed is False and seen.error_class == "guessed_value"
    looked = judge(_asking([40]), 0, empty, {}, {}, _record([listing], ["Which number should I add?"], offered=both))
    assert looked.passed is True  # 40 in a parameter that is not held back: no guess
    named = judge(_asking(["notes.txt"]), 0, empty, {}, {}, _record([_result("add", "{}", a="./NOTES.txt")]))
    assert named.passed is False and named.error_class == "guessed_value"


# -- whole episodes on the shipped suites ------------------------------------------------------------


def _run(suite: str, ident: str, turns: list[list[Step]]) -> Any:
    scenario = next(s for s in load_suite(suite) if s.id == ident)
    result, _ = asyncio.run(run_episode(scenario, ScriptedModel({ident: turns})))
    return result


def test_a_model_that_knows_the_ticker_passes_without_the_lookup() -> None:
    turns: list[list[Step]] = [[["trading_login(username='kwame_t', password='Gh4na!2026')"]],
                               [["get_stock_info(symbol='NVDA')"], "NVDA is at $220.34."],
                               [["place_order(order_type='Buy', symbol='NVDA', price=220.34, amount=15)"]]]
    result = _run("base", "trade_nvidia_buy_v1", turns)
    assert [t.passed for t in result.turns[:3]] == [True, True, True]


def test_calling_the_held_out_function_at_once_fails_miss_func() -> None:
    scenario = next(s for s in load_suite("miss_func") if s.id == "trade_nvidia_buy_v1__miss_func")
    info = scenario.metadata["variant"]["miss_func"]
    request, holdout = info["request_turn"], info["holdout_turn"]
    track = gold_track(scenario, execute_strings)
    gold: list[list[Step]] = [[list(t.ground_truth), statement(track.turns[i].outputs)] if t.ground_truth else []
                              for i, t in enumerate(scenario.turns)]
    eager = [*gold[:request], gold[holdout][:1], *gold[request + 1:]]
    result = _run("miss_func", scenario.id, eager)
    assert not result.passed and result.turns[request].error_class == "unknown_function"
    patient = _run("miss_func", scenario.id, gold)
    assert patient.passed and patient.turns[request].passed is True
    assert patient.turn_accuracy == 1.0 and len([t for t in patient.turns if t.passed is not None]) == len(gold)


# -- the same fact, lists in any order ----------------------------------------------------------------

_ITEMS = st.one_of(st.integers(-5, 5), st.sampled_from(["a", "b", "10.5"]), st.floats(-10, 10, allow_nan=False),
                   st.fixed_dictionaries({"k": st.integers(0, 3)}))


@given(st.lists(_ITEMS, max_size=8), st.randoms(use_true_random=False))
def test_a_list_in_another_order_is_the_same_fact_and_a_changed_one_is_not(items: list[Any], rnd: Any) -> None:
    shuffled = list(items)
    rnd.shuffle(shuffled)
    assert same_fact({"x": items}, {"x": shuffled})
    assert not same_fact(items, [*shuffled, "extra"]) and not same_fact([*items, "c"], [*shuffled, "d"])


def test_long_lists_are_paired_without_comparing_every_pair() -> None:
    listing = [{"name": f"file_{i}.txt", "size": i * 1.5} for i in range(2000)]
    nudged = [dict(item, size=item["size"] * (1 + 1e-12)) for item in reversed(listing)]
    started = time.perf_counter()
    assert same_fact(listing, nudged) and not same_fact(listing, [*nudged[1:], {"name": "x", "size": 0}])
    assert time.perf_counter() - started < 2.0


def test_filling_the_held_back_parameter_with_any_value_not_given_for_it_is_a_guess() -> None:
    scenario = _scenario([{"messages": [{"content": "Add something to 2."}], "withheld": [40]},
                          {"messages": [{"content": "Add 40."}], "ground_truth": ["add(a=2, b=40)"]}])
    empty = GoldTurn(outputs=(), state={})
    wrong = judge(scenario, 0, empty, {}, {}, _record([_result("add", '{"result": 9}', a=2, b=7)]))
    assert wrong.passed is False and wrong.error_class == "guessed_value"
    reused = judge(scenario, 0, empty, {}, {}, _record([_result("add", '{"result": 4}', a=2, b=2)], ["How much?"]))
    assert reused.passed is False and reused.error_class == "guessed_value"  # 2 is the user's, but not for b
    kept = judge(scenario, 0, empty, {}, {}, _record([], ["How much should I add to 2?"]))
    assert kept.passed is True


def test_a_value_the_user_gave_counts_only_as_a_whole_word() -> None:
    lookup = _result("get_symbol_by_name", '{"symbol": "OMEG"}', name="Omega Industries")
    quote = _result("get_stock_info", '{"price": 5.5, "symbol": "OMEG"}', symbol="OMEG")
    assert fact_results([lookup, quote], "What is Omega Industries trading at?") == [quote.output]
    assert fact_results([lookup, quote], "What is OMEG (Omega Industries) trading at?") == [lookup.output, quote.output]


def test_the_first_read_of_an_exploratory_turn_is_not_required() -> None:
    turns = [{"messages": [{"content": "Details on the pending order?"}],
              "ground_truth": ["add(a=1, b=1)", "add(a=3, b=3)"]}]
    first, second = _result("add", '{"result": 2}', a=1, b=1), _result("add", '{"result": 6}', a=3, b=3)
    gold = GoldTurn(outputs=(first.output, second.output), state={}, results=(first, second))
    plain = judge(_scenario(turns), 0, gold, {}, {}, _record([second], ["It is 6."]))
    assert plain.passed is False and plain.missing_outputs == [first.output]
    explored = _scenario(turns, metadata={"exploratory_turns": [0]})
    assert judge(explored, 0, gold, {}, {}, _record([second], ["It is 6."])).passed
