"""Every numeric option of every command is range-checked at parse time, with one line naming it."""

from __future__ import annotations

import argparse
import math
import subprocess
import sys
from pathlib import Path

import pytest

from sandbox.commands.argtypes import Number, WholeNumber
from sandbox.commands.cli import COMMANDS, _available, build_parser, main
from sandbox.models.options import ModelOptions

ROOT = Path(__file__).resolve().parents[2]

#: What each command needs besides the option under test to parse.
REQUIRED = {"report": ["r"], "replay": ["t.jsonl"], "compare": ["a", "b"], "mcp": ["base", "x"],
            "openenv": ["base"], "serve": ["oracle"],
            "generate": ["--out", "x"], "rescore": ["--suite", "base", "--bfcl-results", "f.jsonl"]}

#: Every numeric option, by command: a new one must be added here (and so gets the checks below).
NUMERIC = {
    "run": {"--trials", "--concurrency", "--limit", "--workers", "--max-steps", "--temperature", "--seed",
            "--max-tokens", "--timeout", "--retries"},
    "report": {"--max-episodes"},
    "replay": {"--turn", "--fork-at", "--temperature", "--seed", "--max-tokens", "--timeout", "--retries"},
    "compare": {"--alpha"},
    "mcp": {"--port", "--max-sessions", "--idle-timeout"},
    "openenv": {"--port", "--max-sessions", "--idle-timeout"},
    "serve": {"--port"},
    "graph": {"--sample", "--seed", "--min-length", "--max-length"},
    "generate": {"--sample", "--count", "--seed", "--min-length", "--max-length"},
    "validate": {"--max-findings"},
}


def _actions() -> dict[tuple[str, str], argparse.Action]:
    found = {}
    for name in COMMANDS:
        if not _available(name):
            continue
        sub = next(a for a in build_parser(name)._actions if isinstance(a, argparse._SubParsersAction))
        for action in sub.choices[name]._actions:
            for option in action.option_strings:
                found[name, option] = action
    return found


ACTIONS = _actions()
CASES = sorted(key for key, action in ACTIONS.items() if isinstance(action.type, (WholeNumber, Number)))


def _bad_values(kind: WholeNumber | Number) -> list[str]:
    bad = ["x", "", "nan", "inf", "-inf", "1e999"]
    if isinstance(kind, WholeNumber):
        bad += ["1.5", "1e3", "9" * 5000]
        bad += [str(kind.low - 1)] if kind.low is not None else []
        bad += [str(kind.high + 1)] if kind.high is not None else []
    else:
        bad += ["0x10"]
        if kind.low is not None:
            bad.append(str(kind.low) if kind.low_open else str(kind.low - 1))
        if kind.high is not None:
            bad.append(str(kind.high) if kind.high_open else str(kind.high * 2 + 1))
    return bad


def _good_value(kind: WholeNumber | Number) -> str:
    if isinstance(kind, WholeNumber):
        return str(kind.low if kind.low is not None else 0)
    low = kind.low if kind.low is not None else 0.0
    high = kind.high if kind.high is not None else low + 2
    return str((low + high) / 2)


def test_every_numeric_option_is_checked() -> None:
    raw = [key for key, action in ACTIONS.items() if action.type in (int, float)]
    assert raw == [], f"options parsed by a bare int or float accept nan, inf and any sign: {raw}"
    found: dict[str, set[str]] = {}
    for command, option in CASES:
        found.setdefault(command, set()).add(option)
    expected = {command: options for command, options in NUMERIC.items() if _available(command)}
    assert found == expected


@pytest.mark.parametrize(("command", "option"), CASES, ids=[f"{c}{o}" for c, o in CASES])
def test_out_of_range_values_are_refused_with_one_line(command: str, option: str,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    kind = ACTIONS[command, option].type
    assert isinstance(kind, (WholeNumber, Number))
    for value in _bad_values(kind):
        with pytest.raises(SystemExit) as stop:
            main([command, *REQUIRED.get(command, []), f"{option}={value}"])
        err = capsys.readouterr().err
        assert stop.value.code == 2, (option, value)
        lines = err.strip().splitlines()
        assert len(lines) == 1, err
        assert lines[0].startswith(f"toolsim {command}: error: argument {option}: must be a "), lines[0]
        assert len(lines[0]) < 300  # a huge value is not echoed whole
    good = _good_value(kind)
    extra = ["--sample", "1"] if command == "generate" and option not in ("--sample", "--count") else []
    sub = next(a for a in build_parser(command)._actions if isinstance(a, argparse._SubParsersAction))
    parsed = sub.choices[command].parse_args([*REQUIRED.get(command, []), *extra, option, good])
    value = getattr(parsed, ACTIONS[command, option].dest)
    assert math.isfinite(value) and value == float(good)


@pytest.mark.parametrize(("option", "value", "says"), [
    ("--timeout", "-1", "a finite number, above 0 and at most 86400, not '-1'"),
    ("--timeout", "0", "above 0"),
    ("--temperature", "nan", "a finite number, at least 0, not 'nan'"),
    ("--temperature", "-0.5", "at least 0"),
    ("--retries", "-1", "a whole number from 0 to 100, not '-1'"),
    ("--max-tokens", "0", "a whole number from 1 to 2147483647"),
    ("--seed", "-3", "a whole number from 0 to 9223372036854775807"),
    ("--max-steps", "0", "a whole number of at least 1, not '0'"),
    ("--concurrency", "100000", "a whole number from 1 to 10000"),
])
def test_the_message_says_what_is_allowed(option: str, value: str, says: str,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["run", "base", option, value])
    err = capsys.readouterr().err
    assert f"argument {option}: must be " in err and says in err


def test_a_bad_value_stops_the_command_line_before_anything_runs(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "sandbox", "run", "base", "--temperature", "nan", "--out",
                           str(tmp_path / "run")], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.splitlines() == ["toolsim run: error: argument --temperature: must be a finite number, at "
                                        "least 0, not 'nan' (see 'toolsim run --help')"]
    assert not (tmp_path / "run").exists()


def test_model_options_refuse_what_no_request_can_carry() -> None:
    for bad in ({"temperature": math.nan}, {"temperature": -1.0}, {"timeout": 0.0}, {"timeout": math.inf},
                {"retries": -1}, {"max_tokens": 0}):
        with pytest.raises(ValueError):
            ModelOptions(**bad)  # type: ignore[arg-type]
