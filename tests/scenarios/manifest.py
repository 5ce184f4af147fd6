"""The recorded manifest of toolsim's own suites: every scenario's id and a hash of its content.

``tests/scenarios/test_manifest.py`` compares the suites as they load today with the manifest, so
a change to any scenario (a reworded turn, a new gold call, a variant built differently) or to the
set of scenarios shows up as a failing test naming the scenarios it touched. A change that is
meant is recorded by writing the manifest again::

    python -m tests.scenarios.manifest            # write tests/scenarios/manifest.json
    python -m tests.scenarios.manifest --check    # exit 1 and name the differences when it is stale
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from sandbox.episode.scenario import Scenario
from sandbox.run.suites import load_suite
from scenarios.catalog import OWN_SUITES

PATH = Path(__file__).resolve().parent / "manifest.json"
COMMAND = "python -m tests.scenarios.manifest"


def digest(scenario: Scenario) -> str:
    """A short hash of everything a scenario holds (its JSON form, defaults left out)."""
    text = scenario.model_dump_json(exclude_defaults=True)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def current() -> dict[str, dict[str, str]]:
    """Suite name -> scenario id -> hash, for every own suite as it loads now."""
    return {name: {s.id: digest(s) for s in load_suite(name)} for name in OWN_SUITES}


def recorded() -> dict[str, dict[str, str]]:
    """The manifest as written last."""
    data: dict[str, dict[str, str]] = json.loads(PATH.read_text(encoding="utf-8"))
    return data


def differences(old: dict[str, dict[str, str]], new: dict[str, dict[str, str]]) -> list[str]:
    """One line per suite, scenario added, scenario removed or scenario changed."""
    lines = []
    for name in sorted(set(old) | set(new)):
        if name not in old or name not in new:
            lines.append(f"{name}: suite {'added' if name in new else 'removed'}")
            continue
        before, after = old[name], new[name]
        lines += [f"{name}: added {i}" for i in sorted(set(after) - set(before))]
        lines += [f"{name}: removed {i}" for i in sorted(set(before) - set(after))]
        lines += [f"{name}: changed {i}" for i in sorted(set(before) & set(after)) if before[i] != after[i]]
    return lines


def render(data: dict[str, dict[str, str]]) -> str:
    """The manifest's text: suites and ids sorted, one scenario a line."""
    ordered = {name: dict(sorted(data[name].items())) for name in sorted(data)}
    return json.dumps(ordered, indent=1, ensure_ascii=False) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    """Write the manifest, or check it; returns the exit code."""
    parser = argparse.ArgumentParser(prog=COMMAND, description=__doc__)
    parser.add_argument("--check", action="store_true", help="exit 1 when the manifest is not up to date")
    args = parser.parse_args(argv)
    data = current()
    if args.check:
        found = differences(recorded(), data) if PATH.exists() else ["no manifest yet"]
        for line in found:
            print(line, file=sys.stderr)
        return 1 if found else 0
    PATH.write_text(render(data), encoding="utf-8")
    print(f"wrote {sum(len(v) for v in data.values())} scenarios of {len(data)} suites to {PATH}")
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
