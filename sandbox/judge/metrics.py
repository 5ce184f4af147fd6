"""Call-level metrics of an episode, beyond its pass/fail verdict (formulas in docs/results.md).

They are counted from the episode's trajectory events, so they never change a verdict:

- **hallucination**: a call *hallucinates* when it names a function that is not offered at that
  turn (or does not exist at all), or passes an argument that is not in the function's signature
  (the AST hallucination measure of the Gorilla paper);
- **function accuracy**: a turn with gold calls is function-correct when the model called every
  gold function of the turn at least as often as the gold does;
- **parameter accuracy**: each gold call whose function the model called in that turn (paired one
  to one) is parameter-correct when one of those calls had exactly the gold's argument values
  (positional arguments bound to their names, omitted optional ones taken at their defaults).

Abstention is read from the verdicts (see :func:`abstention`).

>>> from sandbox.episode.scenario import Scenario
>>> scenario = Scenario(id="demo", domains={"math": {}},
...                     turns=[{"messages": [{"content": "Add 2 and 3."}], "ground_truth": ["add(a=2, b=3)"]}])
>>> call_metrics(scenario, [], {}).function_correct_turns
0
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from pydantic import BaseModel, ConfigDict

from sandbox.episode.calls import ToolCall, call_key
from sandbox.judge.checker import TurnVerdict
from sandbox.episode.scenario import Scenario
from sandbox.episode.trajectory import Event
from sandbox.tools.spec import ToolSpec

UNPARSED = "<unparsed>"  # the name of a call string that did not parse: not a call


class CallMetrics(BaseModel):
    """The counts behind an episode's call-level metrics (the ``metrics`` field of a result line).

    Args:
        calls: Calls the model made (call strings that did not parse are not calls).
        hallucinated_calls: Calls with a hallucinated function or argument (each call counted once).
        hallucinated_functions: Calls naming a function not offered at that turn, or none at all.
        hallucinated_arguments: Calls of a known function with an argument not in its signature.
        as_gold_calls: Calls that hallucinate a function or an argument where the turn's gold call of the
            same function does too (a defect of the data, as in some BFCL entries): counted here, not
            as hallucinated.
        gold_turns: Turns with gold calls (gold that does not parse is not counted).
        function_correct_turns: Those of them where the model called every gold function.
        gold_calls_called: Gold calls whose function the model called in the turn (one to one).
        parameter_correct_calls: Those of them matched by a call with the gold's argument values.
    """

    model_config = ConfigDict(extra="forbid")

    calls: int = 0
    hallucinated_calls: int = 0
    hallucinated_functions: int = 0
    hallucinated_arguments: int = 0
    as_gold_calls: int = 0
    gold_turns: int = 0
    function_correct_turns: int = 0
    gold_calls_called: int = 0
    parameter_correct_calls: int = 0


def bound_arguments(call: ToolCall, spec: ToolSpec | None) -> dict[str, Any]:
    """A call's arguments by name: positional ones bound in order, omitted optional ones at their defaults.

    Without a spec (an unknown function) the keyword arguments are taken as they are.
    """
    arguments = dict(call.arguments)
    if spec is None:
        return arguments if not call.args else {**{f"#{i}": v for i, v in enumerate(call.args)}, **arguments}
    for param, value in zip(spec.params, call.args):
        arguments.setdefault(param.name, value)
    for param in spec.params:
        if not param.required and param.name not in arguments:
            arguments[param.name] = param.default
    return arguments


def _key(arguments: dict[str, Any]) -> str:
    """A canonical text of argument values, so equal values compare equal (``2 == 2.0``, key order)."""
    def canon(value: Any) -> Any:
        if isinstance(value, bool) or value is None or isinstance(value, str):
            return value
        if isinstance(value, (int, float)):
            return float(value)
        if isinstance(value, Mapping):
            return {str(k): canon(v) for k, v in value.items()}
        if isinstance(value, (list, tuple)):
            return [canon(v) for v in value]
        return repr(value)

    return json.dumps(canon(arguments), sort_keys=True)


def _hallucinates(call: ToolCall, offered: frozenset[str], specs: Mapping[str, ToolSpec]) -> tuple[bool, bool]:
    """Whether a call hallucinates its function, and whether it hallucinates an argument."""
    spec = specs.get(call.name)
    function = call.name not in offered or spec is None
    argument = spec is not None and (bool(set(call.arguments) - spec.param_names) or len(call.args) > len(spec.params))
    return function, argument


def _score_turn(counts: Counter[str], gold: Sequence[ToolCall], made: Sequence[ToolCall],
                specs: Mapping[str, ToolSpec]) -> None:
    """Add one gold turn's function and parameter counts."""
    counts["gold_turns"] += 1
    if not made:  # no call in the turn: no gold function called, nothing to pair
        return
    if [call_key(c) for c in made] == [call_key(c) for c in gold]:
        counts["function_correct_turns"] += 1  # literally the gold calls (of the same types): every count is full
        counts["gold_calls_called"] += len(gold)
        counts["parameter_correct_calls"] += len(gold)
        return
    wanted = Counter(c.name for c in gold)
    called = Counter(c.name for c in made)
    counts["function_correct_turns"] += all(called[name] >= count for name, count in wanted.items())
    for name, count in wanted.items():
        counts["gold_calls_called"] += min(count, called[name])
        if not called[name]:  # no call of it to pair with: nothing to compare
            continue
        spec = specs.get(name)
        gold_values = Counter(_key(bound_arguments(c, spec)) for c in gold if c.name == name)
        made_values = Counter(_key(bound_arguments(c, spec)) for c in made if c.name == name)
        counts["parameter_correct_calls"] += sum(min(n, made_values[key]) for key, n in gold_values.items())


def call_metrics(scenario: Scenario, events: Iterable[Event], specs: Mapping[str, ToolSpec]) -> CallMetrics:
    """Count an episode's call-level metrics from its trajectory events.

    Args:
        scenario: The scenario played (its gold calls per turn).
        events: The episode's events (the functions offered, and each call's result, by turn).
        specs: The signatures of the scenario's functions, by name.
    """
    counts: Counter[str] = Counter()  # plain counters, one CallMetrics at the end
    calls = functions = arguments = hallucinated = as_gold = 0
    offered: frozenset[str] = frozenset()
    golds = [turn.parsed_calls() if turn.ground_truth else None for turn in scenario.turns]  # unparsable: None
    made: dict[int, list[ToolCall]] = {}
    for event in events:  # told apart by kind: an isinstance check of a pydantic model costs more
        if event.kind == "tools":
            offered = frozenset(event.offered)
        elif event.kind == "result" and event.result.call.name != UNPARSED:
            call = event.result.call
            function, argument = _hallucinates(call, offered, specs)
            if (function or argument) and event.turn < len(golds) and any(
                    c.name == call.name and any(_hallucinates(c, offered, specs)) for c in golds[event.turn] or ()):
                function = argument = False  # the gold's own call hallucinates too: the data's defect
                as_gold += 1
            calls += 1
            hallucinated += function or argument
            functions += function
            arguments += argument
            made.setdefault(event.turn, []).append(call)
    for index, gold in enumerate(golds):  # gold that does not parse is not counted
        if gold:
            _score_turn(counts, gold, made.get(index, []), specs)
    return CallMetrics.model_construct(  # plain counts: nothing to validate
        calls=calls, hallucinated_calls=hallucinated, hallucinated_functions=functions,
        hallucinated_arguments=arguments, as_gold_calls=as_gold, gold_turns=counts["gold_turns"],
        function_correct_turns=counts["function_correct_turns"], gold_calls_called=counts["gold_calls_called"],
        parameter_correct_calls=counts["parameter_correct_calls"],
    )


def abstention(turns: Sequence[TurnVerdict]) -> tuple[int, int]:
    """``(abstained, judged)``: empty-gold turns where the model left the state unchanged, of those judged.

    A turn skipped because the episode stopped earlier is not judged.
    """
    judged = [t for t in turns if t.gold_empty and t.abstained is not None and not t.skipped]
    return sum(bool(t.abstained) for t in judged), len(judged)


#: The counts an episode adds to pooled call metrics: its CallMetrics and its abstention turns.
COUNTS = (*CallMetrics.model_fields, "abstained_turns", "abstention_turns")


def episode_counts(metrics: CallMetrics | None, turns: Sequence[TurnVerdict]) -> dict[str, int]:
    """The counts an episode adds to pooled call metrics (a plain JSON object; see :data:`COUNTS`).

    An episode without call counts (a result line older than them) adds only its abstention turns.
    """
    abstained, judged = abstention(turns)
    counts = dict.fromkeys(CallMetrics.model_fields, 0) if metrics is None else metrics.model_dump()
    return {**counts, "abstained_turns": abstained, "abstention_turns": judged}


def pooled(episodes: Iterable[Mapping[str, int]]) -> dict[str, int]:
    """The sum of episodes' counts (see :func:`episode_counts`), key by key."""
    total = dict.fromkeys(COUNTS, 0)
    for counts in episodes:
        for name in COUNTS:
            total[name] += counts.get(name, 0)
    return total


def _ratio(numerator: int, denominator: int) -> float | None:
    return numerator / denominator if denominator else None


def rates(counts: Mapping[str, int]) -> dict[str, float | None]:
    """The call-level rates of pooled counts; ``None`` where the denominator is zero.

    >>> rates(pooled([{"calls": 4, "hallucinated_calls": 1}]))["hallucination_rate"]
    0.25
    """
    return {
        "hallucination_rate": _ratio(counts["hallucinated_calls"], counts["calls"]),
        "function_accuracy": _ratio(counts["function_correct_turns"], counts["gold_turns"]),
        "parameter_accuracy": _ratio(counts["parameter_correct_calls"], counts["gold_calls_called"]),
        "abstention_accuracy": _ratio(counts["abstained_turns"], counts["abstention_turns"]),
    }


def episode_metrics(metrics: CallMetrics | None, turns: Sequence[TurnVerdict]) -> dict[str, float | int | None]:
    """An episode's call-metric counts and the rates they give (what an environment reports at its end)."""
    counts = episode_counts(metrics, turns)
    return {**counts, **rates(counts)}
