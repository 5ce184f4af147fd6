"""The oracle's scores and the validation errors on BFCL's data are what README and docs/compat.md say."""

from __future__ import annotations

import re
from pathlib import Path

import pytest


ROOT = Path(__file__).resolve().parents[2]
SECTION = "## What the oracle scores on BFCL's data, and what `validate` finds there"
ANCHOR = "docs/compat.md#what-the-oracle-scores-on-bfcls-data-and-what-validate-finds-there"


def _section() -> str:
    text = (ROOT / "docs" / "compat.md").read_text(encoding="utf-8")
    assert SECTION in text
    return text.split(SECTION, 1)[1].split("\n## ", 1)[0]


def test_readme_states_the_exceptions_and_links_them() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "92.0% on `bfcl:composite`" in readme and "`toolsim validate bfcl:base` exits 1 with 4 errors" in readme
    assert f"]({ANCHOR})" in readme
    heading = SECTION.removeprefix("## ").lower()
    slug = re.sub(r"[^a-z0-9 -]", "", heading).replace(" ", "-")  # GitHub's anchor for the heading
    assert ANCHOR.endswith("#" + slug)


@pytest.mark.bfcl
def test_the_oracle_fails_exactly_the_documented_composite_entries() -> None:
    from sandbox.run.api import run_suite

    section = _section()
    listed = re.search(r"\n\n([\d, ]+)\.\n", section)
    assert listed is not None
    documented = {f"multi_turn_composite_{n.strip()}" for n in listed.group(1).split(",")}
    results = run_suite(["bfcl:composite"], "oracle")
    failed = {r.scenario_id for r in results if not r.passed}
    assert failed == documented
    assert all(r.error_class == "no_call" for r in results if not r.passed)
    accuracy = f"{sum(r.passed for r in results) / len(results):.1%}"
    assert accuracy == "92.0%" and f"**{accuracy} on\n`bfcl:composite`**: {len(failed)} of its 200" in section


@pytest.mark.bfcl
def test_validate_finds_the_documented_errors_in_bfcl_base() -> None:
    from sandbox.run.suites import load_suite
    from scenarios.validate import validate_suite

    report = validate_suite("bfcl:base", load_suite("bfcl:base"))
    errors = sorted((f.scenario, f.turn, f.check) for f in report.findings if f.severity == "error")
    assert errors == [
        ("multi_turn_base_188", 4, "gold_error"),
        ("multi_turn_base_2", 2, "no_effect"),
        ("multi_turn_base_36", 2, "no_effect"),
        ("multi_turn_base_38", 1, "no_effect"),
    ]
    section = " ".join(_section().split())
    assert "exits 1 with 4 errors" in section
    for scenario, turn, _ in errors:
        assert f"`{scenario}` turn {turn}" in section
