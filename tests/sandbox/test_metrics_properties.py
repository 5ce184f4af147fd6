"""Invariants of the call-level metrics, on any calls a model could make and on the oracle's episodes.

The made-up trajectories hold what :func:`call_metrics` reads: the functions offered per turn and
one result per call. Their calls are the gold calls of a real scenario, changed as models change
them (dropped, repeated, reordered, a value or an argument made up, a function that does not exist).
"""

from __future__ import annotations

import asyncio
from collections import Counter
from collections.abc import Sequence
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from sandbox.episode.calls import CallResult, ToolCall
from sandbox.episode.config import EpisodeConfig, EpisodeResult
from sandbox.judge.gold import domains_of
from sandbox.episode.loop import run_episode
from sandbox.judge.metrics import CallMetrics, call_metrics
from sandbox.episode.scenario import Scenario
from sandbox.episode.trajectory import Event, ResultEvent, ToolsOffered
from sandbox.models.oracle import OracleModel
from sandbox.report.metrics import metric_values
from sandbox.run.suites import load_suite
from sandbox.tools.spec import ToolSpec

SUITES = ("base", "miss_func", "miss_param")
_SCENARIOS: list[Scenario] = []


def scenarios() -> list[Scenario]:
    if not _SCENARIOS:
        _SCENARIOS.extend(s for name in SUITES for s in load_suite(name)[::10])
    return _SCENARIOS


def specs_of(scenario: Scenario) -> dict[str, ToolSpec]:
    return {name: spec for domain in domains_of(scenario) for name, spec in domain.tools.items()}


def gold_of(scenario: Scenario) -> list[list[ToolCall]]:
    return [(t.parsed_calls() or []) if t.ground_truth else [] for t in scenario.turns]


@st.composite
def changed(draw: st.DrawFn, calls: list[ToolCall], hidden: Sequence[str] = ()) -> list[ToolCall]:
    """A turn's gold calls as a model might make them instead (``hidden``: functions not offered at the turn)."""
    made = list(calls)
    for _ in range(draw(st.integers(0, 4))):
        how = draw(st.sampled_from(["drop", "repeat", "shuffle", "value", "argument", "unknown", "positional",
                                    "hidden"]))
        if how == "unknown":
            made.insert(draw(st.integers(0, len(made))), ToolCall(name="fly_to_the_moon", arguments={"how": "fast"}))
            continue
        if how == "hidden" and hidden:
            arguments = {"made_up_argument": 1} if draw(st.booleans()) else {}
            made.insert(draw(st.integers(0, len(made))), ToolCall(name=draw(st.sampled_from(sorted(hidden))),
                                                                  arguments=arguments))
            continue
        if not made:
            continue
        index = draw(st.integers(0, len(made) - 1))
        call = made[index]
        if how == "drop":
            del made[index]
        elif how == "repeat":
            made.insert(index, call)
        elif how == "shuffle":
            made = draw(st.permutations(made))
        elif how == "value" and call.arguments:
            key = draw(st.sampled_from(sorted(call.arguments)))
            made[index] = call.model_copy(update={"arguments": {**call.arguments, key: "made up"}})
        elif how == "argument":
            made[index] = call.model_copy(update={"arguments": {**call.arguments, "made_up_argument": 1}})
        elif how == "positional":
            made[index] = call.model_copy(update={"args": [*call.args, 1, 2, 3, 4, 5, 6, 7, 8, 9]})
    return made


def events_of(scenario: Scenario, made: Sequence[Sequence[ToolCall]]) -> list[Event]:
    names = sorted(specs_of(scenario))
    events: list[Event] = []
    for turn, calls in enumerate(made):
        events.append(ToolsOffered(turn=turn, offered=sorted(scenario.offered(turn, names))))
        events.extend(ResultEvent(turn=turn, step=0, result=CallResult(call=c, output="", status="ok")) for c in calls)
    return events


def hidden_at(scenario: Scenario, turn: int) -> list[str]:
    names = specs_of(scenario)
    return sorted(set(names) - scenario.offered(turn, names))


@st.composite
def episodes(draw: st.DrawFn) -> tuple[Scenario, list[list[ToolCall]]]:
    scenario = draw(st.sampled_from(scenarios()))
    return scenario, [draw(changed(calls, hidden_at(scenario, turn))) for turn, calls in enumerate(gold_of(scenario))]


def counts_hold(metrics: CallMetrics, scenario: Scenario, made: Sequence[Sequence[ToolCall]]) -> None:
    gold, specs = gold_of(scenario), specs_of(scenario)
    functions = [c.name not in scenario.offered(turn, specs) or c.name not in specs
                 for turn, calls in enumerate(made) for c in calls]
    arguments = [c.name in specs and (bool(set(c.arguments) - specs[c.name].param_names)
                                      or len(c.args) > len(specs[c.name].params))
                 for calls in made for c in calls]
    assert (metrics.hallucinated_functions, metrics.hallucinated_arguments) == (sum(functions), sum(arguments))
    assert metrics.hallucinated_calls == sum(f or a for f, a in zip(functions, arguments))
    assert metrics.calls == sum(len(calls) for calls in made)
    assert 0 <= metrics.hallucinated_functions <= metrics.hallucinated_calls <= metrics.calls
    assert 0 <= metrics.hallucinated_arguments <= metrics.hallucinated_calls
    assert metrics.hallucinated_calls <= metrics.hallucinated_functions + metrics.hallucinated_arguments
    assert metrics.gold_turns == sum(1 for calls in gold if calls)
    assert 0 <= metrics.function_correct_turns <= metrics.gold_turns
    assert 0 <= metrics.parameter_correct_calls <= metrics.gold_calls_called <= sum(len(calls) for calls in gold)
    # the function-level counts, counted the plainest way
    wanted = [(Counter(c.name for c in calls), Counter(c.name for c in did)) for calls, did in zip(gold, made) if calls]
    assert metrics.function_correct_turns == sum(1 for w, d in wanted if all(d[n] >= k for n, k in w.items()))
    assert metrics.gold_calls_called == sum(min(k, d[n]) for w, d in wanted for n, k in w.items())


def rates_hold(values: dict[str, Any]) -> None:
    for name, denominator in (("hallucination_rate", "calls"), ("function_accuracy", "gold_turns"),
                              ("parameter_accuracy", "gold_calls_called"), ("abstention_accuracy", "abstention_turns")):
        assert (values[name] is None) == (values[denominator] == 0), name
        assert values[name] is None or 0.0 <= values[name] <= 1.0, name


def _line(scenario: Scenario, metrics: CallMetrics) -> EpisodeResult:
    return EpisodeResult(scenario_id=scenario.id, suite="s", category="s", trial=0, passed=False, turn_accuracy=0.0,
                         turns=[], metrics=metrics)


@given(episodes())
def test_counts_add_up_on_any_calls(episode: tuple[Scenario, list[list[ToolCall]]]) -> None:
    scenario, made = episode
    metrics = call_metrics(scenario, events_of(scenario, made), specs_of(scenario))
    counts_hold(metrics, scenario, made)
    rates_hold(metric_values([_line(scenario, metrics)]))


@given(st.lists(episodes(), min_size=1, max_size=4))
def test_pooled_rates_are_rates_of_the_summed_counts(played: list[tuple[Scenario, list[list[ToolCall]]]]) -> None:
    lines = [_line(s, call_metrics(s, events_of(s, made), specs_of(s))) for s, made in played]
    values = metric_values(lines)
    rates_hold(values)
    total: Counter[str] = Counter()
    for line in lines:
        assert line.metrics is not None
        total.update(line.metrics.model_dump())
    assert values["calls"] == total["calls"] and values["gold_turns"] == total["gold_turns"]
    if total["calls"]:
        assert values["hallucination_rate"] == total["hallucinated_calls"] / total["calls"]
    if total["gold_calls_called"]:
        assert values["parameter_accuracy"] == total["parameter_correct_calls"] / total["gold_calls_called"]


@given(st.data(), episodes())
def test_the_order_of_a_turns_calls_does_not_count(data: st.DataObject, episode: tuple[Scenario, list[list[ToolCall]]]) -> None:
    scenario, made = episode
    shuffled = [data.draw(st.permutations(calls)) for calls in made]
    specs = specs_of(scenario)
    assert call_metrics(scenario, events_of(scenario, made), specs) == \
        call_metrics(scenario, events_of(scenario, shuffled), specs)


@given(st.data(), episodes())
def test_another_call_never_lowers_a_correct_count(data: st.DataObject, episode: tuple[Scenario, list[list[ToolCall]]]) -> None:
    scenario, made = episode
    gold = gold_of(scenario)
    turn = data.draw(st.integers(0, len(made) - 1))
    extra = data.draw(st.sampled_from([c for calls in gold for c in calls] or [ToolCall(name="fly", arguments={})]))
    more = [list(calls) for calls in made]
    more[turn].insert(data.draw(st.integers(0, len(more[turn]))), extra)
    specs = specs_of(scenario)
    before = call_metrics(scenario, events_of(scenario, made), specs)
    after = call_metrics(scenario, events_of(scenario, more), specs)
    assert after.calls == before.calls + 1
    for name in ("function_correct_turns", "gold_calls_called", "parameter_correct_calls", "hallucinated_calls"):
        assert getattr(after, name) >= getattr(before, name), name


@given(st.sampled_from(scenarios()))
def test_the_gold_calls_score_perfectly_however_ordered(scenario: Scenario) -> None:
    gold = gold_of(scenario)
    total = sum(len(calls) for calls in gold)
    perfect = CallMetrics(calls=total, gold_turns=sum(1 for c in gold if c), function_correct_turns=sum(1 for c in gold if c),
                          gold_calls_called=total, parameter_correct_calls=total)
    specs = specs_of(scenario)
    assert call_metrics(scenario, events_of(scenario, gold), specs) == perfect
    assert call_metrics(scenario, events_of(scenario, [calls[::-1] for calls in gold]), specs) == perfect


@given(st.sampled_from(scenarios()), st.sampled_from(["fc", "prompt"]))
def test_the_oracles_episodes_have_perfect_metrics(scenario: Scenario, mode: str) -> None:
    result, _ = asyncio.run(run_episode(scenario, OracleModel(), config=EpisodeConfig(mode=mode)))  # type: ignore[arg-type]
    values = metric_values([result])
    rates_hold(values)
    assert result.passed and values["episodes_counted"] == 1
    assert values["hallucination_rate"] in (0.0, None)
    assert values["function_accuracy"] == 1.0 and values["parameter_accuracy"] == 1.0
    assert values["abstention_accuracy"] in (1.0, None)
    assert result.metrics is not None
    assert result.metrics.gold_calls_called == sum(len(calls) for calls in gold_of(scenario)) == result.metrics.calls
