"""Checks of what a transformed scenario shows the model (see :mod:`scenarios.validate`).

- ``original_name``: a suite transform renamed a tool, yet a text the model is shown (a tool's
  description, a parameter's, the user's messages) still names the tool by its real name.
- ``invented_field``: a reworded description (``+descriptions=noisy``) names a field, parameter
  or function the tool's own documentation does not: a code span, an identifier with an
  underscore or a digit, or a word written as a call (``word(``) that the original never wrote.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from sandbox.episode.perturb import Wording
from sandbox.episode.scenario import Scenario
from sandbox.tools.registry import DOMAINS, Registry
from sandbox.tools.spec import ToolSpec

_CODE = re.compile(r"`+([^`]+)`+")
_IDENT = re.compile(r"(?<![\w.])([A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+|[A-Za-z]+\d[\w]*|[A-Za-z_]\w*(?=\())")


def name_pattern(name: str) -> re.Pattern[str]:
    """Where a text names a tool: an underscored name as a word; a plain one before ``(`` or in backquotes.

    A name inside a longer word, path or file name (``get_stock_info.txt``) does not count.
    """
    if "_" in name:
        return re.compile(rf"(?<![\w./-]){re.escape(name)}(?![\w/-]|\.\w)")
    return re.compile(rf"(?<![\w./-]){re.escape(name)}(?=\()|(?<=`){re.escape(name)}(?=`)")


def shown_texts(scenario: Scenario, registry: Registry = DOMAINS) -> Iterator[tuple[str, str]]:
    """``(where, text)`` for every text the model is shown: tool and parameter descriptions, user messages."""
    from sandbox.judge.gold import domains_of

    for domain in domains_of(scenario, registry):
        for name, spec in domain.tools.items():
            yield f"description of {name}", spec.full_description()
            for param in spec.params:
                yield f"description of {name}({param.name})", param.description
    for index, turn in enumerate(scenario.turns):
        for message in turn.messages:
            yield f"turn {index} message", message.content


def original_names(scenario: Scenario, registry: Registry = DOMAINS) -> list[tuple[str, str]]:
    """``(where, real name)`` for every shown text that names a renamed tool by its real name."""
    change = scenario.surface
    if change is None:
        return []
    renamed = [real for real, shown in change.names.items() if shown != real]
    shown = {change.shown(real) for real in change.names} | {d.name for d in change.decoys}
    patterns = {real: name_pattern(real) for real in renamed if real not in shown}
    found = []
    for where, text in shown_texts(scenario, registry):
        found += [(where, real) for real, pattern in patterns.items() if pattern.search(text)]
    return found


def technical_terms(text: str) -> set[str]:
    """The field-like terms of a text: code spans, identifiers with ``_`` or a digit, names before ``(``."""
    terms = {m.group(1).strip() for m in _CODE.finditer(text)}
    terms |= {m.group(1) for m in _IDENT.finditer(_CODE.sub(" ", text))}
    return terms


def _own(spec: ToolSpec) -> Wording:
    return Wording(description=spec.full_description(), params={p.name: p.description for p in spec.params})


def invented_fields(scenario: Scenario, registry: Registry = DOMAINS) -> list[tuple[str, str]]:
    """``(tool, term)`` for every field-like term a reworded description has that the tool's own lacks."""
    change = scenario.surface
    if change is None:
        return []
    found = []
    reworded = [(real, wording, registry.get(spec.domain).tools[real])
                for real, wording in change.wording.items()
                for spec in [_spec(scenario, real, registry)] if spec is not None]
    reworded += [(d.source, d.wording, registry.get(d.domain).tools[d.source]) for d in change.decoys
                 if d.wording is not None]
    for real, wording, spec in reworded:
        own = _own(spec)
        known = technical_terms(own.description) | {real, *change.names.values(), *(p.name for p in spec.params)}
        known |= {term for text in own.params.values() for term in technical_terms(text)}
        known |= {name for params in change.params.values() for name in params.values()}
        known |= {d.name for d in change.decoys}
        for text in [wording.description, *wording.params.values()]:
            found += [(change.shown(real), term) for term in sorted(technical_terms(text) - known)]
    return found


def _spec(scenario: Scenario, real: str, registry: Registry) -> ToolSpec | None:
    for key in scenario.domains:
        spec = registry.get(key).tools.get(real)
        if spec is not None:
            return spec
    return None
