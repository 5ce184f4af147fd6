"""The settings of a run that ``run.json`` keeps, and how ``toolsim run --resume`` takes them back.

A run's verdicts depend on its model, mode, trials, scenario limit, step limit, function docs,
simulated user and judge model:
those are *fixed* by the run. ``--resume`` restores them, and refuses a command line that gives one
of them another value (that would mix two runs in one directory). How the model is called
(endpoint, sampling, token cap, timeout, retries) is *reused*: ``--resume`` takes the stored value
unless the option is given again (an endpoint may have moved, a flaky one may need more retries).

Options of these settings default to ``None`` on the command line, so that a given value can be
told from a default; :func:`fill_defaults` sets the defaults for a new run.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sandbox.commands import argtypes
from sandbox.tools.errors import InputFileError

#: The longest a model request may take (a day): past that, a timeout is no bound at all.
MAX_TIMEOUT = 86400.0
#: The most retries of one request (each waits up to 30 s first).
MAX_RETRIES = 100
#: The most output tokens asked for per response (what a 32-bit signed integer holds).
MAX_TOKENS = 2**31 - 1

#: The most trials per scenario: pass^k for k up to 100, while a run's results stay a size one process summarizes.
MAX_TRIALS = 100

TRIALS = argtypes.WholeNumber(1, MAX_TRIALS)
TEMPERATURE = argtypes.Number(0)
TOKENS = argtypes.WholeNumber(1, MAX_TOKENS)
TIMEOUT = argtypes.Number(0, MAX_TIMEOUT, low_open=True)
RETRIES = argtypes.WholeNumber(0, MAX_RETRIES)


def _text(value: str) -> str:
    return value


def _choice(*allowed: str) -> Callable[[str], str]:
    def parse(value: str) -> str:
        if value not in allowed:
            raise argparse.ArgumentTypeError(f"must be one of {', '.join(allowed)}")
        return value
    return parse


@dataclass(frozen=True)
class Setting:
    """One setting of a run: its ``run.json`` key (also the argparse ``dest``), option and default.

    ``parse`` checks a stored value as the option's type checks a given one; ``fixed`` says that
    ``--resume`` refuses another value rather than using it.
    """

    key: str
    option: str
    default: Any
    parse: Callable[[str], Any]
    fixed: bool


#: Every setting ``run.json`` keeps and ``--resume`` restores (the suites, positional, are fixed too).
SETTINGS = (
    Setting("model", "--model", "oracle", _text, True),
    Setting("mode", "--mode", "fc", _choice("fc", "prompt"), True),
    Setting("trials", "--trials", 1, TRIALS, True),
    Setting("limit", "--limit", None, argtypes.positive, True),
    Setting("max_steps", "--max-steps", 20, argtypes.positive, True),
    Setting("docs", "--docs", "toolsim", _choice("toolsim", "bfcl"), True),
    Setting("user", "--user", "scripted", _text, True),
    Setting("judge_model", "--judge-model", None, _text, True),
    Setting("api_base", "--api-base", None, _text, False),
    Setting("temperature", "--temperature", None, TEMPERATURE, False),
    Setting("seed", "--seed", None, argtypes.seed, False),
    Setting("max_tokens", "--max-tokens", None, TOKENS, False),
    Setting("timeout", "--timeout", 120.0, TIMEOUT, False),
    Setting("retries", "--retries", 4, RETRIES, False),
)


class SettingConflict(ValueError):
    """``--resume`` was given another value for a setting the run fixed."""


def fill_defaults(args: argparse.Namespace) -> None:
    """Give every setting not on the command line its default (a new run)."""
    for setting in SETTINGS:
        if getattr(args, setting.key) is None:
            setattr(args, setting.key, setting.default)


#: Settings ``run.json`` keeps only when given: a run without them writes the ``run.json`` it always wrote.
OPTIONAL = frozenset({"judge_model"})


def stored(args: argparse.Namespace) -> dict[str, Any]:
    """The settings of a new run, as ``run.json`` keeps them."""
    return {setting.key: getattr(args, setting.key) for setting in SETTINGS
            if setting.key not in OPTIONAL or getattr(args, setting.key) is not None}


def _stored_value(setting: Setting, meta: dict[str, Any], where: Path) -> Any:
    value = meta.get(setting.key, setting.default)  # a run.json written before toolsim kept it: the default then
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (str, int, float)):
        raise InputFileError(f"{where}: '{setting.key}' must be a number or text, not {value!r}")
    try:
        parsed = setting.parse(str(value))
    except argparse.ArgumentTypeError as err:
        raise InputFileError(f"{where}: '{setting.key}' {err}") from None
    return parsed


def restore(args: argparse.Namespace, meta: dict[str, Any], where: Path) -> None:
    """Set ``args`` to the settings a run started with (``--resume``).

    Args:
        args: The parsed command line; options not given are ``None`` (suites: empty).
        meta: The run's ``run.json``.
        where: The path of ``run.json``, named in errors.

    Raises:
        InputFileError: A stored value is not one the option accepts.
        SettingConflict: The command line gives a fixed setting another value than the run's.
    """
    if args.suites and list(args.suites) != list(meta["suites"]):
        raise SettingConflict(f"the run's suites are {' '.join(meta['suites'])}: a resumed run keeps them "
                              "(name no suites with --resume, or start a new run)")
    args.suites = list(meta["suites"])
    for setting in SETTINGS:
        value = _stored_value(setting, meta, where)
        given = getattr(args, setting.key)
        if setting.fixed:
            if given is not None and given != value:
                raise SettingConflict(f"{setting.option} {given} differs from the run's {value}: a resumed run keeps "
                                      f"the settings it started with (start a new run to change it)")
            setattr(args, setting.key, value)
        elif given is None:
            setattr(args, setting.key, setting.default if value is None else value)
