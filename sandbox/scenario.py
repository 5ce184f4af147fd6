"""The scenario schema under its stable import path for plugins: ``from sandbox.scenario import Scenario``.

The schema lives in :mod:`sandbox.episode.scenario`; this module keeps the path that domain
packages and scenario scripts written against ``docs/extending.md`` use.
"""

from __future__ import annotations

from sandbox.episode.scenario import (
    SCHEMA_VERSION,
    Message,
    Scenario,
    Turn,
    dump_scenarios,
    iter_scenarios,
    load_scenarios,
    parse_scenario_line,
)

__all__ = [
    "SCHEMA_VERSION",
    "Message",
    "Scenario",
    "Turn",
    "dump_scenarios",
    "iter_scenarios",
    "load_scenarios",
    "parse_scenario_line",
]
