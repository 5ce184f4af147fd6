"""Build ``scenarios/data/base.jsonl`` from the authoring sources.

Usage::

    python -m scenarios.authoring.build            # write the file
    python -m scenarios.authoring.build --check    # exit 1 if the file is not up to date
    python -m scenarios.authoring.build --trace ID # print every gold call of one scenario with its result
"""

from __future__ import annotations

import argparse
import importlib
import json
import re
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from sandbox.episode.loop import build_toolbox
from sandbox.episode.parsing import parse_prompt
from sandbox.episode.scenario import Scenario
from scenarios.authoring.dsl import Draft

#: The modules holding drafts (each defines ``SCENARIOS``), in the order of the output file: a
#: domain alone (``travel_1``), a domain with math (``travel_math_1``), then ``cross_*``: a domain
#: with others, named after the first of vehicle, travel, trading, tickets, social, messages it uses.
SOURCES = (
    "scenarios.authoring.files_1",
    "scenarios.authoring.files_2",
    "scenarios.authoring.files_math",
    "scenarios.authoring.math_1",
    "scenarios.authoring.math_2",
    "scenarios.authoring.messages",
    "scenarios.authoring.social_1",
    "scenarios.authoring.social_2",
    "scenarios.authoring.tickets",
    "scenarios.authoring.trading_1",
    "scenarios.authoring.trading_2",
    "scenarios.authoring.trading_math_1",
    "scenarios.authoring.trading_math_2",
    "scenarios.authoring.travel_1",
    "scenarios.authoring.travel_2",
    "scenarios.authoring.travel_math_1",
    "scenarios.authoring.travel_math_2",
    "scenarios.authoring.vehicle",
    "scenarios.authoring.vehicle_math",
    "scenarios.authoring.cross_messages",
    "scenarios.authoring.cross_social_1",
    "scenarios.authoring.cross_social_2",
    "scenarios.authoring.cross_tickets_1",
    "scenarios.authoring.cross_tickets_2",
    "scenarios.authoring.cross_tickets_3",
    "scenarios.authoring.cross_trading_1",
    "scenarios.authoring.cross_trading_2",
    "scenarios.authoring.cross_travel_1",
    "scenarios.authoring.cross_travel_2",
    "scenarios.authoring.cross_vehicle_1",
    "scenarios.authoring.cross_vehicle_2",
    "scenarios.authoring.cross_vehicle_3",
)
OUTPUT = Path(__file__).resolve().parent.parent / "data" / "base.jsonl"
_CAPTURE = re.compile(r"^(?P<call>.*?)\s*->\s*(?P<captures>[A-Za-z_]\w*=[\w.\[\]]+(?:\s*,\s*[A-Za-z_]\w*=[\w.\[\]]+)*)\s*$",
                      re.DOTALL)
_VAR = re.compile(r"\$\{(\w+)\}|'\$(\w+)'|\$(\w+)")


class AuthoringError(ValueError):
    """A draft that does not build (unknown capture, failing call...)."""


def drafts() -> list[Draft]:
    """Every draft of every source module that exists, in order."""
    found: list[Draft] = []
    for name in SOURCES:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as err:
            if err.name == name:
                continue
            raise
        found += module.SCENARIOS
    return found


def _pick(value: Any, path: str) -> Any:
    for part in path.split("."):
        if isinstance(value, list):
            value = value[int(part)]
        elif isinstance(value, dict) and part in value:
            value = value[part]
        else:
            raise KeyError(path)
    return value


def _substitute(text: str, values: dict[str, Any], ident: str) -> str:
    def repl(match: re.Match[str]) -> str:
        name = match.group(1) or match.group(2) or match.group(3)
        if name not in values:
            raise AuthoringError(f"{ident}: ${name} is used before any call captures it")
        return str(values[name]) if match.group(1) else repr(values[name])

    return _VAR.sub(repl, text)


def _skeleton(draft: Draft) -> dict[str, Any]:
    data: dict[str, Any] = {
        "id": draft["id"], "category": "base", "domains": draft["domains"], "seed": draft["seed"],
        "turns": [{"messages": [{"content": t["text"]}], "ground_truth": []} for t in draft["turns"]],
    }
    if draft.get("clock"):
        data["clock"] = draft["clock"]
    return data


def materialize(draft: Draft, trace: bool = False) -> Scenario:
    """Replay a draft's gold, resolve captured values and return the finished scenario.

    Raises:
        AuthoringError: A capture fails or a call that is not marked as an expected error fails.
    """
    ident = draft["id"]
    box = build_toolbox(Scenario.model_validate(_skeleton(draft)))
    values: dict[str, Any] = {}
    path: list[str] = []
    turns = []
    for index, spec in enumerate(draft["turns"]):
        gold = []
        for position, raw in enumerate(spec["calls"]):
            match = _CAPTURE.match(raw)
            text = _substitute(match.group("call") if match else raw, values, ident)
            call = parse_prompt(text)[0]
            result = box.execute(call)
            if trace:
                print(f"[{index}.{position}] {text}\n      -> {result.status}: {result.output[:400]}")
            expected = position in spec.get("expected_errors", [])
            if (result.status != "ok") != expected:
                raise AuthoringError(f"{ident} turn {index}: {text[:90]} -> {result.status}: {result.output[:200]}")
            if match:
                output = json.loads(result.output)
                for item in match.group("captures").split(","):
                    name, _, field = item.strip().partition("=")
                    try:
                        values[name] = _pick(output, field)
                    except (KeyError, IndexError, ValueError):
                        raise AuthoringError(f"{ident} turn {index}: no field {field!r} in {result.output[:200]}") from None
            bound = box.tools[call.name]
            node = f"{bound.spec.domain}.{call.name}"
            if node not in path:
                path.append(node)
            gold.append(text)
        turn: dict[str, Any] = {"messages": [{"content": spec["text"]}], "ground_truth": gold}
        if spec.get("expected_errors"):
            turn["expected_errors"] = spec["expected_errors"]
        turns.append(turn)
    metadata: dict[str, Any] = {
        "persona": draft["persona"], "style": draft["style"], "graph_path": path, "miss_param": draft["miss_param"],
    }
    if draft.get("miss_func"):
        metadata["miss_func"] = draft["miss_func"]
    if draft.get("exploratory"):
        metadata["exploratory_turns"] = draft["exploratory"]
    if draft.get("no_long_context"):
        metadata["no_long_context"] = draft["no_long_context"]
    data = {**_skeleton(draft), "turns": turns, "metadata": metadata}
    return Scenario.model_validate(data)


def render(scenarios: Sequence[Scenario]) -> str:
    """The JSONL text of the suite (one compact line per scenario, defaults omitted)."""
    return "".join(s.model_dump_json(exclude_defaults=True) + "\n" for s in scenarios)


def main(argv: Sequence[str] | None = None) -> int:
    """Build, check or trace; returns the exit code."""
    parser = argparse.ArgumentParser(prog="python -m scenarios.authoring.build", description=__doc__)
    parser.add_argument("--check", action="store_true", help="exit 1 when base.jsonl is not up to date")
    parser.add_argument("--trace", metavar="ID", help="print the gold calls of one scenario with their results")
    args = parser.parse_args(argv)
    items = drafts()
    if args.trace:
        chosen = [d for d in items if d["id"] == args.trace]
        if not chosen:
            print(f"no draft {args.trace!r}", file=sys.stderr)
            return 1
        materialize(chosen[0], trace=True)
        return 0
    ids = [d["id"] for d in items]
    duplicates = sorted({i for i in ids if ids.count(i) > 1})
    if duplicates:
        print(f"duplicate ids: {', '.join(duplicates)}", file=sys.stderr)
        return 1
    try:
        text = render([materialize(d) for d in items])
    except AuthoringError as err:
        print(f"error: {err}", file=sys.stderr)
        return 1
    if args.check:
        current = OUTPUT.read_text(encoding="utf-8") if OUTPUT.exists() else ""
        if current != text:
            print(f"{OUTPUT} is out of date: run python -m scenarios.authoring.build", file=sys.stderr)
            return 1
        return 0
    OUTPUT.write_text(text, encoding="utf-8")
    print(f"wrote {len(items)} scenarios to {OUTPUT}")
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
