"""README facts a new user needs before a command fails."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _row(command: str) -> str:
    """The row of README's command table that starts with ``command``."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    rows = [line for line in readme.splitlines() if line.startswith(f"| `{command}")]
    assert len(rows) == 1, rows
    return rows[0]


def test_graph_pictures_need_graphviz() -> None:
    row = _row("toolsim graph")
    assert ".png" in row and ".svg" in row
    assert "Graphviz" in row and "`apt-get install graphviz`" in row
