"""``toolsim show SCENARIO_ID``: pretty-print one scenario (turns, user text, gold calls, held-out functions).

The id is looked up across suites: a derived id (``..._v1__miss_func``) in its own suite, a BFCL id
(``multi_turn_base_12``) in its BFCL category, anything else in every suite in turn. A suite file
may hold any text: control characters in it are printed as their escapes (sandbox/report/safe.py).
"""

from __future__ import annotations

import argparse
import json
import re
import sys

from sandbox.episode.scenario import Scenario

_BFCL_ID = re.compile(r"^multi_turn_(base|miss_func|miss_param|long_context|composite)_\d+$")


def configure(parser: argparse.ArgumentParser) -> None:
    """Add this command's options."""
    parser.add_argument("scenario_id", metavar="SCENARIO_ID", help="the id of the scenario to show")
    parser.add_argument("--suite", default=None, help="look only in this suite (a name or a .jsonl path)")
    parser.add_argument("--json", action="store_true", help="print the scenario as JSON instead")


def _candidates(ident: str, known: list[str]) -> list[str]:
    """The suites to search, likeliest first."""
    match = _BFCL_ID.match(ident)
    if match:
        return [f"bfcl:{match.group(1)}"]
    kind = ident.rsplit("__", 1)[1] if "__" in ident else "base"
    first = [kind] if kind in known else []
    return first + [n for n in known if n not in first and not n.startswith("bfcl:")]


def find_scenario(ident: str, suite: str | None = None) -> tuple[str, Scenario] | None:
    """Find a scenario by id; returns ``(suite, scenario)`` or ``None``.

    Raises:
        RegistryError: ``suite`` is given and unknown.
    """
    from sandbox.run.lazy import find
    from sandbox.run.suites import load_suite, suite_names

    names = [suite] if suite else _candidates(ident, suite_names())
    for name in names:
        try:
            scenarios = load_suite(name)
        except Exception:  # noqa: BLE001 - an unloadable suite simply does not hold the id
            if suite:
                raise
            continue
        found = find(scenarios, ident)  # of a lazy suite, only that scenario is built
        if found is not None:
            return name, found
    return None


def _config_summary(config: dict[str, object]) -> str:
    if not config:
        return "defaults"
    text = json.dumps(config, ensure_ascii=False)
    return text if len(text) <= 300 else text[:300] + f"... ({len(text)} characters)"


def render(suite: str, scenario: Scenario) -> str:
    """The scenario as readable text."""
    lines = [
        f"{scenario.id}  (suite {suite}, category {scenario.category}, profile {scenario.profile})",
        f"seed {scenario.seed}, clock {scenario.clock.isoformat()}, "
        f"long context {'size ' + str(scenario.long_context.size) if scenario.long_context else 'off'}",
        "domains:",
        *(f"  {name}: {_config_summary(config)}" for name, config in scenario.domains.items()),
    ]
    if scenario.held_out:
        held = ", ".join(f"{name} (from turn {turn})" for name, turn in sorted(scenario.held_out.items()))
        lines.append(f"held out: {held}")
    if scenario.excluded:
        lines.append(f"excluded: {', '.join(scenario.excluded)}")
    if scenario.surface:
        change = scenario.surface
        lines.append(f"tool surface: {', '.join(change.transforms)}")
        if change.names:
            lines.append("  shown as: " + ", ".join(f"{real}={shown}" for real, shown in sorted(change.names.items())))
        if change.decoys:
            lines.append(f"  distractors: {', '.join(d.name for d in change.decoys)}")
    for index, turn in enumerate(scenario.turns):
        lines.append("")
        added = scenario.added_at(index)
        header = f"turn {index}"
        if added:
            header += f"  [functions re-added: {', '.join(added)}]"
        lines.append(header)
        if not turn.messages:
            lines.append("  user: (no message)")
        for message in turn.messages:
            text = message.content.replace("\n", "\n        ")
            lines.append(f"  user: {text}")
        if not turn.ground_truth:
            lines.append("  gold: (none: the model should ask or abstain)")
        for position, call in enumerate(turn.ground_truth):
            note = "  (expected error)" if position in turn.expected_errors else ""
            lines.append(f"  gold {position + 1}. {call}{note}")
    if scenario.metadata:
        lines += ["", "metadata:"]
        lines += [f"  {key}: {json.dumps(value, ensure_ascii=False)}" for key, value in scenario.metadata.items()]
    return "\n".join(lines)


def main(args: argparse.Namespace) -> int:
    """Find and print the scenario; exit 2 when no suite has it (as for an unknown suite)."""
    from sandbox.report.safe import json_text, plain
    from sandbox.tools.errors import RegistryError, ScenarioFileError

    try:
        found = find_scenario(args.scenario_id, args.suite)
    except (RegistryError, ScenarioFileError) as err:
        print(f"toolsim: error: {err}", file=sys.stderr)
        return 2
    if found is None:
        where, listing = (f"suite {args.suite!r}", args.suite) if args.suite else ("any suite", "SUITE")
        print(f"toolsim: error: no scenario {args.scenario_id!r} in {where} "
              f"(list the ids of a suite with 'toolsim suites {listing}')", file=sys.stderr)
        return 2
    suite, scenario = found
    if args.json:  # a suite file is anyone's text: nothing in it acts on the terminal
        print(json_text(scenario.model_dump_json(indent=2, exclude_defaults=True)))
    else:
        print(plain(render(suite, scenario)))
    return 0
