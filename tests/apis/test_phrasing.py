"""Every domain's request phrasings (the shipped ones and the plugin example's) pass the checks and read well."""

from __future__ import annotations

import importlib
import random
import re
import sys
from collections import Counter
from pathlib import Path
from types import SimpleNamespace
from typing import Any, cast

import pytest

from sandbox.tools.domain import Domain
from sandbox.tools.phrasing import LANGUAGES, STYLES, Phrasing, check_phrasings, lookup_sources, render, stylize

NAMES = ("file_system", "math", "message", "posting", "ticket", "trading", "travel", "vehicle")
PLUGIN = Path(__file__).resolve().parents[2] / "docs" / "examples" / "notes_plugin"


def _notes() -> Domain:
    sys.path.insert(0, str(PLUGIN))
    try:
        return importlib.import_module("notes_plugin").DOMAIN  # type: ignore[no-any-return]
    finally:
        sys.path.remove(str(PLUGIN))


DOMAINS = [importlib.import_module(f"apis.{name}").DOMAIN for name in NAMES] + [_notes()]


@pytest.mark.parametrize("domain", DOMAINS, ids=lambda d: d.name)
def test_phrasings_pass_every_check(domain: Domain) -> None:
    assert check_phrasings(domain) == []


@pytest.mark.parametrize("domain", DOMAINS, ids=lambda d: d.name)
def test_no_phrasing_is_written_twice(domain: Domain) -> None:
    for tool, phrasings in domain.phrasings.items():
        repeated = [text for text, n in Counter(p.text for p in phrasings).items() if n > 1]
        assert not repeated, (tool, repeated)


def _flowing(domain: Domain, tool: str) -> bool:
    """Whether a required parameter of ``tool`` takes a kind another tool produces."""
    return any(p.required and p.kind and any(p.kind in spec.produces.values() for name, spec in domain.tools.items() if name != tool)
               for p in domain.tools[tool].params)


#: Tools whose every argument only the user knows: their own credentials, their card's or passport's details.
OWN_DETAILS = {"authenticate_twitter", "register_credit_card"}


@pytest.mark.parametrize("domain", DOMAINS, ids=lambda d: d.name)
def test_tools_taking_a_looked_up_value_are_asked_for_in_more_than_one_way(domain: Domain) -> None:
    # A tool with several parameters, one of which an earlier result can supply, is asked for in each
    # language by phrasings that state different sets of arguments (the value stated, or left to the model).
    for tool, phrasings in domain.phrasings.items():
        if len(domain.tools[tool].params) < 2 or not _flowing(domain, tool) or tool in OWN_DETAILS:
            continue
        for language in LANGUAGES:
            stated = {p.slots() | {name for name, _ in p.fixed} for p in phrasings if p.language == language}
            assert len(stated) >= 2, (domain.name, tool, language)


def _sample(domain: Domain, tool: str, phrasing: Phrasing) -> dict[str, Any]:
    params = {p.name: p for p in domain.tools[tool].params}
    lookups = lookup_sources(domain, tool, phrasing)
    values: dict[str, Any] = {}
    for index, slot in enumerate(sorted(phrasing.slots())):
        annotation = str(params[slot].annotation) if slot in params else "str"
        values[slot] = [f"item{index}a", f"item{index}b"] if "list" in annotation else 3.5 if "float" in annotation else f"value{index}"
        assert slot in params or slot in lookups
    return values


@pytest.mark.parametrize("domain", DOMAINS, ids=lambda d: d.name)
def test_every_phrasing_renders_and_stylizes_without_a_trace_of_code(domain: Domain) -> None:
    identifiers = [re.escape(t) for t in domain.tools if "_" in t or re.search("[a-z][A-Z]", t)]
    code = re.compile("|".join(identifiers) or "(?!)", re.IGNORECASE)
    rng = random.Random(0)
    for tool, phrasings in domain.phrasings.items():
        for phrasing in phrasings:
            values = _sample(domain, tool, phrasing)
            for style in STYLES:
                text = stylize(phrasing.text, style, phrasing.language, rng)
                rendered = render(Phrasing(phrasing.language, text), values)
                assert "{" not in rendered and "}" not in rendered and "PLACEHOLDER" not in rendered
                assert not code.search(rendered), rendered
                for value in values.values():
                    written = render(Phrasing(phrasing.language, "{v}"), {"v": value})
                    assert written in rendered, (style, rendered)


def test_there_are_more_phrasings_for_common_tools() -> None:
    counts = {(d.name, t): len(ps) for d in DOMAINS for t, ps in d.phrasings.items()}
    assert sum(counts.values()) > 1200
    for common in [("file_system", "cat"), ("file_system", "cd"), ("message", "send_message"), ("trading", "place_order")]:
        assert counts[common] >= 10


def test_no_text_names_a_tool_of_any_domain_as_code() -> None:
    # A scenario mixes domains, so a text must not name another domain's tool either: check every
    # phrasing against the tools of all domains at once (the checks read only name, tools and phrasings).
    everything = SimpleNamespace(name="all", tools={n: s for d in DOMAINS for n, s in d.tools.items()},
                                 phrasings={t: ps for d in DOMAINS for t, ps in d.phrasings.items()})
    found = [p for p in check_phrasings(cast(Domain, everything)) if "names the tool" in p]
    assert found == []
    everything.phrasings["cat"] = [*everything.phrasings["cat"], Phrasing("en", "Do a get_user_id first.")]
    assert len([p for p in check_phrasings(cast(Domain, everything)) if "names the tool" in p]) == 1
