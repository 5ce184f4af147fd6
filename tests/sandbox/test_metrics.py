"""Call-level metrics: hallucination, function and parameter accuracy, abstention, counted on played episodes."""

from __future__ import annotations

import json
from typing import Any

from sandbox.judge.checker import TurnVerdict
from sandbox.episode.client import ModelResponse
from sandbox.episode.config import EpisodeConfig, EpisodeResult
from sandbox.episode.env import EpisodeEnv
from sandbox.judge.metrics import CallMetrics, abstention, call_metrics
from sandbox.episode.scenario import Scenario


def _call(name: str, **arguments: object) -> dict[str, object]:
    return {"content": None, "tool_calls": [{"id": f"id_{name}", "type": "function",
                                             "function": {"name": name, "arguments": json.dumps(arguments)}}]}


def _play(scenario: Scenario, actions: list[Any], mode: str = "fc") -> EpisodeResult:
    env = EpisodeEnv(scenario, config=EpisodeConfig(mode=mode))  # type: ignore[arg-type]
    env.reset()
    for action in actions:
        env.step(action)
    assert env.result is not None, "the actions did not finish the episode"
    return env.result


def _math(turns: list[dict[str, Any]], profile: str = "native", **extra: Any) -> Scenario:
    return Scenario(id="m", domains={"math": {}}, profile=profile, turns=turns, **extra)  # type: ignore[arg-type]


TURNS: list[dict[str, Any]] = [
    {"messages": [{"content": "Add 2 and 3."}], "ground_truth": ["add(a=2, b=3)"]},
    {"messages": [{"content": "Can you do my taxes?"}]},
    {"messages": [{"content": "Multiply 4 by 5."}], "ground_truth": ["multiply(a=4, b=5)"]},
]


def test_hallucinated_functions_and_arguments_are_counted_per_call() -> None:
    scenario = _math(TURNS, held_out={"multiply": 2})
    result = _play(scenario, [
        _call("add", a=2, b=3, c=1),  # an argument add does not have
        _call("fly", to="moon"),  # no such function
        _call("multiply", a=1, b=1),  # exists, but not offered before turn 2
        _call("add", a=2, b=3), "5.",
        "I cannot do taxes.",
        _call("multiply", a=4, b=6), "24.",  # the right function with a wrong value
    ])
    assert result.metrics == CallMetrics(
        calls=5, hallucinated_calls=3, hallucinated_functions=2, hallucinated_arguments=1,
        gold_turns=2, function_correct_turns=2, gold_calls_called=2, parameter_correct_calls=1,
    )
    assert [v.passed for v in result.turns] == [True, True, False]  # the verdicts are as before (native judges turn 1)
    assert abstention(result.turns) == (1, 1)


def test_a_call_can_hallucinate_its_function_and_an_argument_and_counts_once() -> None:
    scenario = _math(TURNS[:1], profile="bfcl", excluded=["multiply"])
    result = _play(scenario, [_call("multiply", a=1, b=2, scale=3), _call("add", a=2, b=3), "5."])
    assert result.metrics is not None
    assert (result.metrics.calls, result.metrics.hallucinated_calls) == (2, 1)
    assert (result.metrics.hallucinated_functions, result.metrics.hallucinated_arguments) == (1, 1)


def test_bfcl_profile_runs_a_not_offered_call_but_counts_it_as_hallucinated() -> None:
    scenario = _math(TURNS[:1], profile="bfcl", excluded=["multiply"])
    result = _play(scenario, [_call("multiply", a=2, b=3), _call("add", a=2, b=3), "5."])
    assert result.not_offered_calls == 1 and result.passed
    assert result.metrics is not None and result.metrics.hallucinated_functions == 1


def test_a_call_that_hallucinates_as_the_turns_own_gold_does_is_counted_apart() -> None:
    """BFCL's gold sometimes calls a function not offered, or passes an argument no signature has."""
    turns: list[dict[str, Any]] = [{"messages": [{"content": "Add 2 and 3, then multiply 2 by 3."}],
                                    "ground_truth": ["add(a=2, b=3, c=0)", "multiply(a=2, b=3)"]}]
    result = _play(_math(turns, profile="bfcl", excluded=["multiply"]), [
        _call("add", a=2, b=3, c=0),  # as the gold: the same function with an argument add does not have
        _call("multiply", a=2, b=3),  # as the gold: a function not offered
        _call("add", a=2, b=3, d=1),  # the gold's add hallucinates too: counted as the gold's, whatever the extra
        "Done.",
    ])
    assert result.metrics is not None
    assert (result.metrics.calls, result.metrics.as_gold_calls, result.metrics.hallucinated_calls) == (3, 3, 0)


def test_a_call_hallucinating_where_the_gold_call_of_its_function_does_not_is_a_hallucination() -> None:
    turns: list[dict[str, Any]] = [{"messages": [{"content": "Add 2 and 3."}], "ground_truth": ["add(a=2, b=3)"]},
                                   {"messages": [{"content": "And 4 and 5?"}], "ground_truth": ["add(a=4, b=5, c=0)"]}]
    result = _play(_math(turns, profile="bfcl"), [
        _call("add", a=2, b=3, c=0), "5.",  # turn 0's gold add is sound: the extra argument is the model's own
        _call("subtract", a=9, b=4, c=0), "5.",  # the gold's add hallucinates in turn 1, not its subtract
    ])
    assert result.metrics is not None
    assert (result.metrics.as_gold_calls, result.metrics.hallucinated_calls) == (0, 2)


def test_function_accuracy_needs_every_gold_function_as_often_as_the_gold() -> None:
    turns: list[dict[str, Any]] = [
        {"messages": [{"content": "Add 1 and 2, then 3 and 4."}], "ground_truth": ["add(a=1, b=2)", "add(a=3, b=4)"]},
        {"messages": [{"content": "Subtract 1 from 9."}], "ground_truth": ["subtract(a=9, b=1)"]},
        {"messages": [{"content": "Multiply 4 by 5."}], "ground_truth": ["multiply(a=4, b=5)"]},
    ]
    result = _play(_math(turns), [
        _call("add", a=1, b=2), "3.",  # add once where the gold adds twice
        _call("add", a=9, b=-1), "8.",  # the wrong function
        "I would rather not.",  # no call at all
    ])
    assert result.metrics == CallMetrics(calls=2, gold_turns=3, function_correct_turns=0, gold_calls_called=1,
                                         parameter_correct_calls=1)


def test_parameter_accuracy_pairs_gold_calls_one_to_one_and_reads_arguments_as_executed() -> None:
    turns: list[dict[str, Any]] = [
        {"messages": [{"content": "Round 2.5, and add 1 and 2 twice."}],
         "ground_truth": ["round_number(number=2.5)", "add(a=1, b=2)", "add(a=1, b=2)"]},
    ]
    # positional arguments and an optional one at its default are the gold's values; 1 == 1.0
    result = _play(_math(turns), ["[round_number(2.5, decimal_places=0), add(a=1.0, b=2), add(b=2, a=1)]", "done"],
                   mode="prompt")
    assert result.metrics is not None
    assert (result.metrics.gold_calls_called, result.metrics.parameter_correct_calls) == (3, 3)
    result = _play(_math(turns), ["[round_number(2.5, decimal_places=1), add(a=1, b=2), add(a=1, b=5)]", "done"],
                   mode="prompt")
    assert result.metrics is not None
    assert (result.metrics.gold_calls_called, result.metrics.parameter_correct_calls) == (3, 1)


def test_strings_that_do_not_parse_are_not_calls() -> None:
    scenario = _math(TURNS[:1])
    metrics = call_metrics(scenario, [], {})
    assert (metrics.calls, metrics.gold_turns, metrics.function_correct_turns) == (0, 1, 0)
    decoded = ModelResponse(decoded=["add(a=2, b=3)", "add(a=2"])  # BFCL's decoded form, as a rescore reads it
    result = _play(scenario, [decoded, "5."], mode="prompt")
    assert result.metrics is not None and (result.metrics.calls, result.metrics.hallucinated_calls) == (1, 0)


def test_abstention_counts_judged_empty_gold_turns() -> None:
    turns = [
        TurnVerdict(turn=0, gold_empty=True, abstained=True),
        TurnVerdict(turn=1, gold_empty=True, abstained=False, model_made_calls=True),
        TurnVerdict(turn=2, gold_empty=False, passed=True),
        TurnVerdict(turn=3, gold_empty=True, skipped=True, error_class="truncated"),
    ]
    assert abstention(turns) == (1, 2)
    assert abstention([]) == (0, 0)


def test_a_result_line_without_metrics_still_reads() -> None:
    line = {"scenario_id": "s", "suite": "base", "category": "base", "trial": 0, "passed": True,
            "error_class": None, "error_turn": None, "turn_accuracy": 1.0, "turns": [], "steps": 1,
            "input_tokens": 0, "output_tokens": 0, "cost": 0.0, "latency": 0.0, "not_offered_calls": 0,
            "model_error": None, "trajectory": "t.jsonl", "status": "finished"}
    assert EpisodeResult.model_validate_json(json.dumps(line)).metrics is None
