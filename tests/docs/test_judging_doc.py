"""docs/judging.md matches the code: its sections and commands stand, and its reply-classifier table is measured.

Its labelled-set table is checked beside the cases it sums up (``tests/judge/test_labelled.py``), where each
case is judged once for both.
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DOC = (ROOT / "docs" / "judging.md").read_text(encoding="utf-8")


def documented_table() -> str:
    """The labelled set's table as docs/judging.md gives it (checked against the cases in tests/judge/test_labelled.py)."""
    start, end = "<!-- labelled-set-table -->\n", "\n<!-- /labelled-set-table -->"
    assert start in DOC and end in DOC
    return DOC.split(start, 1)[1].split(end, 1)[0]


def test_the_doc_names_its_sections_and_commands() -> None:
    for heading in ("## The `bfcl` profile", "## The `native` profile", "### Told", "### Asked", "### Guess",
                    "### Claim", "## The reply classifier", "## The labelled trajectory set",
                    "## What the judge still cannot see"):
        assert heading in DOC, heading
    assert "python -m tests.judge.summary" in DOC and "KNOWN_MISJUDGED.txt" in DOC


def test_the_reply_classifier_table_is_measured() -> None:
    from tests.judge.test_replies import table as replies_table

    start, end = "<!-- reply-classifier-table -->\n", "\n<!-- /reply-classifier-table -->"
    assert start in DOC and end in DOC
    assert DOC.split(start, 1)[1].split(end, 1)[0] == replies_table()
