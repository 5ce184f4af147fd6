"""Graded models built from the gold, and the table of what they score (run: ``python -m tests.bench.graded``).

Each model is a scripted model (one step of call strings per turn, FC mode, then a reply that
states the values of the gold's results: the native profile's facts are told only in words)
derived from every scenario's own gold, so its quality is known by construction:

- ``oracle``: the gold calls.
- correct alternatives, which must pass: ``floats`` (every decimal written with ten significant
  digits, also inside text: ``10.92`` for ``10.920000000000002``), ``reordered`` (in every turn
  adjacent gold calls swapped, towards the reverse order, wherever the pair is independent:
  either order gives the same read results and the same state, lists in any order), ``no_lookup`` (tickers and unit conversions known without the
  gold's lookup: the lookup is left out and its value said in the reply). ``floats`` says the
  results with ten significant digits too.
- wrong behaviour, which must fail: ``always_call`` (acts at once where it should ask or abstain:
  at a request turn it makes the gold calls the value or the function is held back for, then the
  gold again when the turn that carries them comes).
- damaged: a share *p* of the turns with gold calls is damaged (a turn is damaged at every p
  above its own seeded draw, so a model of lower p damages a subset of the turns a higher one
  does), each by one of ``drop`` (no call), ``perturb`` (one argument changed) or ``wrong`` (one
  call to another function of its domain), and says nothing of the results in that turn.
  ``damaged@p`` mixes the three; ``drop@p``, ``perturb@p`` and ``wrong@p`` use one kind.

``python -m tests.bench.graded [--limit N] [--judge bfcl] [SUITE ...]`` prints the table (all own
suites in full by default); ``--judge bfcl`` judges the same scenarios as BFCL judges (the ``bfcl``
profile: exact result strings, every gold result required, ask turns not judged).
tests/scenarios/test_graded_models.py asserts its bounds on a sample.
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import json
import re
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from sandbox.episode.calls import ToolCall
from sandbox.episode.loop import build_toolbox, run_episode
from sandbox.episode.scenario import Scenario
from sandbox.episode.config import execute_strings
from sandbox.judge.gold import domains_of, gold_track
from sandbox.judge.statement import statement
from sandbox.judge.facts import same_fact
from sandbox.judge.unordered import order_fixed
from sandbox.judge.values import decoded, same_value
from sandbox.models.scripted import ScriptedModel, Step
from sandbox.tools.context import Profile
from sandbox.run.suites import load_suite

SUITES = ("base", "miss_param", "miss_func", "long_context", "composite")
#: Functions whose value a capable model may know without calling them.
LOOKUPS = frozenset({"get_symbol_by_name", "gallon_to_liter", "liter_to_gallon", "si_unit_conversion",
                     "imperial_si_conversion"})
LEVELS = (0.1, 0.3, 0.6)
DAMAGES = ("drop", "perturb", "wrong")
Turns = list[list[Step]]
_LONG_DECIMAL = re.compile(r"-?\d+\.\d{11,}")


def _gold(scenario: Scenario) -> list[list[ToolCall]]:
    return [turn.calls() for turn in scenario.turns]


def _steps(calls: Sequence[ToolCall], reply: str | None = None) -> list[Step]:
    steps: list[Step] = [[str(c) for c in calls]] if calls else []
    return [*steps, reply] if reply else steps


def _outputs(scenario: Scenario) -> list[tuple[str, ...]]:
    """The gold's result strings of each turn."""
    track = gold_track(scenario, execute_strings)
    return [track.turns[i].outputs if i < len(track.turns) else () for i in range(len(scenario.turns))]


def _told(outputs: Sequence[str]) -> str | None:
    """The reply that tells a turn's results (the native profile's facts are told only in words)."""
    return statement(outputs) or None


def oracle(scenario: Scenario) -> Turns:
    """The gold calls, one step per turn, then a reply that states their results."""
    return [_steps(calls, _told(outputs)) for calls, outputs in zip(_gold(scenario), _outputs(scenario))]


def _ten_digits(value: Any) -> Any:
    if isinstance(value, float):
        return float(f"{value:.10g}")
    if isinstance(value, str):
        return _LONG_DECIMAL.sub(lambda m: f"{float(m.group()):.10g}", value)
    if isinstance(value, list):
        return [_ten_digits(v) for v in value]
    if isinstance(value, dict):
        return {k: _ten_digits(v) for k, v in value.items()}
    return value


def floats(scenario: Scenario) -> Turns:
    """The gold with every decimal written with ten significant digits."""
    return [_steps([ToolCall(name=c.name, arguments=_ten_digits(c.arguments), args=_ten_digits(c.args)) for c in calls],
                   _told([json.dumps(_ten_digits(decoded(o))) for o in outputs]))
            for calls, outputs in zip(_gold(scenario), _outputs(scenario))]


def _played(scenario: Scenario, gold: list[list[ToolCall]], index: int, order: Sequence[int]) -> tuple[list[Any], Any]:
    box = build_toolbox(scenario)
    for calls in gold[:index]:
        for call in calls:
            box.execute(call)
    results = {j: box.execute(gold[index][j]) for j in order}  # the results of reads: a write's may differ
    return [None if results[j].mutated else decoded(results[j].output) for j in range(len(order))], \
        box.current_projection()


def reordered(scenario: Scenario) -> Turns:
    """The gold with each turn's calls as near to the reverse order as swapping independent neighbours gets.

    A turn whose user fixed the order ("in that order") keeps the gold's.
    """
    gold, told = _gold(scenario), _outputs(scenario)
    turns = []
    for index, calls in enumerate(gold):
        order = list(range(len(calls)))
        if len(calls) > 1 and not order_fixed(scenario.turns[index].text):
            outputs, state = _played(scenario, gold, index, order)
            moved = True
            while moved:  # bubble towards the reverse order, through independent pairs only
                moved = False
                for i in range(len(calls) - 1):
                    if order[i] > order[i + 1] or str(calls[order[i]]) == str(calls[order[i + 1]]):
                        continue
                    swapped = [*order[:i], order[i + 1], order[i], *order[i + 2:]]
                    other_outputs, other_state = _played(scenario, gold, index, swapped)
                    if same_fact(state, other_state) and all(map(same_fact, outputs, other_outputs)):
                        order, moved = swapped, True
        turns.append(_steps([calls[j] for j in order], _told(told[index])))
    return turns


def no_lookup(scenario: Scenario) -> Turns:
    """The gold without the calls of :data:`LOOKUPS`, whose values the reply states instead."""
    box = build_toolbox(scenario)
    turns: Turns = []
    for calls, outputs in zip(_gold(scenario), _outputs(scenario)):
        kept, said = [], []
        for call in calls:
            output = box.execute(call).output
            if call.name in LOOKUPS:
                said.append(output)
            else:
                kept.append(call)
        known = f"Known without looking it up: {'; '.join(said)}. " if said else ""
        turns.append(_steps(kept, (known + (_told(outputs) or "")) or None))
    return turns


def _ask_turns(scenario: Scenario) -> dict[int, int]:
    """Request turn -> the turn whose gold the held-back value or function is for."""
    variant = scenario.metadata.get("variant", {})
    pairs = [(info["request_turn"], info.get("follow_up_turn", info.get("holdout_turn")))
             for info in (variant.get("miss_param"), variant.get("miss_func")) if isinstance(info, dict)]
    found = {}
    for request, after in pairs:
        target = next((t for t in range(after, len(scenario.turns)) if scenario.turns[t].ground_truth), None)
        if target is not None:
            found[request] = target
    return found


def always_call(scenario: Scenario) -> Turns:
    """Acts where it should ask or abstain: the gold the held-back value or function is for, at once."""
    gold = _gold(scenario)
    turns = oracle(scenario)
    for request, target in _ask_turns(scenario).items():
        turns[request] = _steps(gold[target])
    return turns


def _draw(scenario: Scenario, index: int, salt: str) -> float:
    digest = hashlib.sha256(f"{salt}|{scenario.id}|{index}".encode()).digest()
    return int.from_bytes(digest[:8], "big") / 2**64


def _perturbed(call: ToolCall) -> ToolCall:
    named = dict(call.arguments)
    if not named and call.args:
        args = list(call.args)
        args[0] = _changed(args[0])
        return ToolCall(name=call.name, arguments=named, args=args)
    if not named:
        return ToolCall(name=call.name, arguments={"unexpected": 1})
    key = sorted(named)[0]
    named[key] = _changed(named[key])
    return ToolCall(name=call.name, arguments=named, args=list(call.args))


def _changed(value: Any) -> Any:
    if isinstance(value, bool):
        return not value
    if isinstance(value, (int, float)):
        return value + 7
    if isinstance(value, str):
        return value + "_x"
    if isinstance(value, list):
        return value[:-1] if value else ["x"]
    return {"x": 1}


def _wrong(scenario: Scenario, call: ToolCall) -> ToolCall:
    names = sorted(n for d in domains_of(scenario) if call.name in d.tools for n in d.tools)
    other = names[(names.index(call.name) + 1) % len(names)] if len(names) > 1 else call.name + "_x"
    return ToolCall(name=other, arguments=call.arguments, args=list(call.args))


def damaged(p: float, kinds: Sequence[str] = DAMAGES) -> Callable[[Scenario], Turns]:
    """The model that damages a share ``p`` of the turns with gold calls, each by one of ``kinds``."""
    def build(scenario: Scenario) -> Turns:
        turns: Turns = []
        for index, (calls, outputs) in enumerate(zip(_gold(scenario), _outputs(scenario))):
            if not calls or _draw(scenario, index, "damage") >= p:
                turns.append(_steps(calls, _told(outputs)))
                continue
            kind = kinds[int(_draw(scenario, index, "kind") * len(kinds))]
            at = int(_draw(scenario, index, "call") * len(calls))
            if kind == "drop":
                turns.append([])
            elif kind == "perturb":
                turns.append(_steps([*calls[:at], _perturbed(calls[at]), *calls[at + 1:]]))
            else:
                turns.append(_steps([*calls[:at], _wrong(scenario, calls[at]), *calls[at + 1:]]))
        return turns
    return build


MODELS: dict[str, Callable[[Scenario], Turns]] = {
    "oracle": oracle, "floats": floats, "reordered": reordered, "no_lookup": no_lookup, "always_call": always_call,
    **{f"damaged@{p:g}": damaged(p) for p in LEVELS},
    **{f"{kind}@0.3": damaged(0.3, (kind,)) for kind in DAMAGES},
}


def builder(model: str) -> Callable[[Scenario], Turns] | None:
    """The builder of a model of :data:`MODELS`, or of ``damaged@P`` / ``drop@P``... at any share P from 0 to 1."""
    if model in MODELS:
        return MODELS[model]
    kind, _, share = model.partition("@")
    try:
        p = float(share)
    except ValueError:
        return None
    if not 0 <= p <= 1 or kind not in ("damaged", *DAMAGES):
        return None
    return damaged(p) if kind == "damaged" else damaged(p, (kind,))


def write(model: str, scenarios: Sequence[Scenario], path: Path) -> None:
    """Write the model's script for ``scenarios`` as a ``--model scripted:FILE`` file (a line per scenario)."""
    build = builder(model)
    assert build is not None
    with path.open("w", encoding="utf-8") as out:
        for scenario in scenarios:
            out.write(json.dumps({"id": scenario.id, "result": build(scenario)}, ensure_ascii=False) + "\n")


def score(model: str, scenarios: Sequence[Scenario]) -> float:
    """The share of ``scenarios`` that model ``model`` passes."""
    build = builder(model)
    assert build is not None
    script = {s.id: build(s) for s in scenarios}
    client = ScriptedModel(script, name=model)

    async def run() -> int:
        return sum([(await run_episode(s, client))[0].passed for s in scenarios])

    return asyncio.run(run()) / len(scenarios) if scenarios else 1.0


def sample(suite: str, limit: int | None, judge: Profile = "native") -> list[Scenario]:
    """A suite's scenarios, or every k-th of them so that about ``limit`` remain, judged by ``judge``'s profile."""
    scenarios = [s if s.profile == judge else s.model_copy(update={"profile": judge}) for s in load_suite(suite)]
    if limit is None or limit >= len(scenarios):
        return scenarios
    step = len(scenarios) / limit
    return [scenarios[int(i * step)] for i in range(limit)]


def table(suites: Sequence[str], limit: int | None = None, models: Sequence[str] = tuple(MODELS),
          judge: Profile = "native") -> str:
    """The Markdown table of every model's score on every suite."""
    loaded = {suite: sample(suite, limit, judge) for suite in suites}
    lines = ["| model | " + " | ".join(f"`{s}`" for s in suites) + " |", "|---|" + "---:|" * len(suites)]
    for model in models:
        cells = [f"{100 * score(model, loaded[s]):.1f}%" for s in suites]
        lines.append(f"| `{model}` | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    """Print the table."""
    parser = argparse.ArgumentParser(prog="python -m tests.bench.graded", description=__doc__.split("\n")[0])
    parser.add_argument("suites", nargs="*", default=list(SUITES))
    parser.add_argument("--limit", type=int, default=None, help="about this many scenarios per suite")
    parser.add_argument("--judge", choices=["native", "bfcl"], default="native",
                        help="judge as toolsim does (default) or as BFCL does (the bfcl profile)")
    parser.add_argument("--models", default=",".join(MODELS), metavar="M,M,...",
                        help=f"the models to score, comma-separated (default: all of {', '.join(MODELS)})")
    parser.add_argument("--write", type=Path, metavar="DIR",
                        help="write each model's script to DIR/MODEL.jsonl (for toolsim run --model scripted:FILE "
                             "and toolsim compare) instead of scoring")
    args = parser.parse_args(argv)
    models = args.models.split(",")
    unknown = [m for m in models if builder(m) is None]
    if unknown:
        parser.error(f"unknown model(s) {', '.join(unknown)}; known: {', '.join(MODELS)}, or damaged@P, drop@P, "
                     f"perturb@P, wrong@P for a share P from 0 to 1")
    if args.write is not None:
        args.write.mkdir(parents=True, exist_ok=True)
        scenarios = [s for suite in args.suites for s in sample(suite, args.limit, args.judge)]
        for model in models:
            write(model, scenarios, args.write / f"{model}.jsonl")
            print(f"wrote {args.write / f'{model}.jsonl'} ({len(scenarios)} scenarios)")
        return 0
    print(table(args.suites, args.limit, models, args.judge))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
