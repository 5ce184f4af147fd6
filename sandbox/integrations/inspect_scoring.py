"""toolsim's verdict as an Inspect AI scorer, its call metrics as an Inspect metric, trials as a reducer.

A sample's score is ``C`` when every turn of the episode passed, else ``I``; its metadata holds the
per-turn verdicts (``turns``), the error class, the turn accuracy and the episode's call-metric
counts (``metrics``, see :func:`~sandbox.judge.metrics.episode_counts`). The
:func:`call_metrics` metric pools those counts over the samples, as ``toolsim report`` pools them
over a suite: hallucination rate, function, parameter and abstention accuracy, and the mean turn
accuracy. With several trials (epochs), the :func:`trials` reducer scores a sample with the share of
its trials that passed and adds their counts up, so the pooled metrics count every trial, and
``pass_at_k`` / ``pass_hat_k`` (some trial / every trial passed) join them.
"""

from __future__ import annotations

from collections.abc import Callable
from statistics import fmean
from typing import Any, TypeVar

from inspect_ai.scorer import (
    CORRECT, INCORRECT, Metric, SampleScore, Score, Scorer, ScoreReducer, Target, accuracy, metric, score_reducer,
    scorer, stderr,
)
from inspect_ai.solver import TaskState

from sandbox.judge.metrics import episode_counts, pooled, rates

#: Inspect's namespace for toolsim's tasks (the ``inspect_ai`` entry point's name).
NAMESPACE = "toolsim"
Registered = TypeVar("Registered", bound=Callable[..., Any])


def in_namespace(function: Registered) -> Registered:
    """Mark a function as belonging to the ``toolsim`` namespace, however toolsim is installed.

    Inspect prefixes a registered name with the top-level import package of the function's module
    when that module lies in site-packages (``sandbox/toolsim/base`` from an installed wheel), and
    finds ``toolsim/base`` by loading the entry point named ``toolsim`` and reading the registry
    under that exact name. A module name that is not imported (the namespace itself) gives no
    prefix, so the name given to the decorator is the registered one in a wheel and an editable
    install alike.
    """
    function.__module__ = NAMESPACE
    return function


def _metadata(score: SampleScore) -> dict[str, Any]:
    return score.score.metadata or {}


@metric(name=f"{NAMESPACE}/call_metrics")
@in_namespace
def call_metrics() -> Metric:
    """The call metrics pooled over the samples, the mean turn accuracy and, with trials, pass@k and pass^k."""

    def compute(scores: list[SampleScore]) -> dict[str, float | None]:
        played = [_metadata(s) for s in scores if "metrics" in _metadata(s)]
        values: dict[str, float | None] = {**rates(pooled(m["metrics"] for m in played))}
        values["turn_accuracy"] = fmean(m["turn_accuracy"] for m in played) if played else None
        tried = [m for m in played if "trials" in m]
        if tried:
            values["pass_at_k"] = fmean(m["passed_trials"] > 0 for m in tried)
            values["pass_hat_k"] = fmean(m["passed_trials"] == m["trials"] for m in tried)
        return values

    return compute


@score_reducer(name=f"{NAMESPACE}/trials")
@in_namespace
def trials() -> ScoreReducer:
    """A sample's trials as one score: the share that passed, their call-metric counts added up."""

    def reduce(scores: list[Score]) -> Score:
        if len(scores) == 1:
            return scores[0]
        metadata = [s.metadata or {} for s in scores]
        played = [m for m in metadata if "metrics" in m]
        passed = sum(s.value == CORRECT for s in scores)
        return Score(
            value=passed / len(scores), answer=f"{passed} of {len(scores)} trials passed",
            explanation="; ".join(s.explanation or "" for s in scores),
            metadata={"trials": len(scores), "passed_trials": passed,
                      "turn_accuracy": fmean(m["turn_accuracy"] for m in played) if played else 0.0,
                      "metrics": pooled(m["metrics"] for m in played),
                      "error_classes": [m.get("error_class") for m in metadata]},
        )

    return reduce


@scorer(metrics=[accuracy(), stderr(), call_metrics()], name=f"{NAMESPACE}/verdict")
@in_namespace
def verdict() -> Scorer:
    """The verdict of the episode: correct when every turn passed; turns and call metrics in metadata."""

    async def score(state: TaskState, target: Target) -> Score:
        result = state.metadata.get("toolsim")
        if result is None:
            return Score(value=INCORRECT, explanation="the episode was not played")
        failed = result["error_class"] or "none"
        return Score(
            value=CORRECT if result["passed"] else INCORRECT, answer=f"turn accuracy {result['turn_accuracy']:.2f}",
            explanation="every turn passed" if result["passed"] else f"turn {result['error_turn']} failed: {failed}",
            metadata={"turns": result["turns"], "error_class": result["error_class"],
                      "turn_accuracy": result["turn_accuracy"], "metrics": result["counts"]},
        )

    return score
