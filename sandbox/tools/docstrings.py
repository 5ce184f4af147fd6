"""A small parser for Google-style docstrings, enough to build tool schemas.

>>> doc = parse_docstring('''Move a file.
...
... Args:
...     source: The file to move.
...     destination (str): Where it goes. Long descriptions may
...         continue on the next line.
...
... Returns:
...     A status message.
... ''')
>>> doc.summary
'Move a file.'
>>> doc.args["destination"]
'Where it goes. Long descriptions may continue on the next line.'
>>> doc.returns
'A status message.'
"""

from __future__ import annotations

import inspect
import re
from dataclasses import dataclass, field

_SECTION = re.compile(r"^(Args|Arguments|Parameters|Returns|Return|Yields|Raises|Examples?|Notes?)\s*:\s*$")
_ARG = re.compile(r"^(\*{0,2}\w+)\s*(?:\(([^)]*)\))?\s*:\s*(.*)$")


@dataclass(frozen=True)
class Docstring:
    """The parts of a docstring that schemas need."""

    summary: str
    description: str
    args: dict[str, str] = field(default_factory=dict)
    returns: str = ""
    raises: dict[str, str] = field(default_factory=dict)


def _join(lines: list[str]) -> str:
    return " ".join(part.strip() for part in lines if part.strip())


def _entries(lines: list[str]) -> dict[str, str]:
    """Split an indented ``name (type): text`` section into ``{name: text}``."""
    entries: dict[str, list[str]] = {}
    current: str | None = None
    base_indent: int | None = None
    for line in lines:
        if not line.strip():
            continue
        indent = len(line) - len(line.lstrip())
        if base_indent is None:
            base_indent = indent
        match = _ARG.match(line.strip())
        if indent <= base_indent and match:
            current = match.group(1).lstrip("*")
            entries[current] = [match.group(3)]
        elif current is not None:
            entries[current].append(line)
    return {name: _join(text) for name, text in entries.items()}


def parse_docstring(text: str | None) -> Docstring:
    """Parse a Google-style docstring.

    Args:
        text: The raw docstring (``func.__doc__``); ``None`` gives an empty result.

    Returns:
        The summary line, the free description, and the Args/Returns/Raises sections.
    """
    lines = inspect.cleandoc(text or "").splitlines()
    sections: dict[str, list[str]] = {"": []}
    current = ""
    for line in lines:
        match = _SECTION.match(line.strip()) if not line.startswith((" ", "\t")) else None
        if match:
            current = match.group(1).lower()
            sections.setdefault(current, [])
        else:
            sections[current].append(line)
    head = sections[""]
    paragraphs = "\n".join(head).strip().split("\n\n")
    summary = _join(paragraphs[0].splitlines()) if paragraphs and paragraphs[0] else ""
    description = "\n\n".join(_join(p.splitlines()) for p in paragraphs[1:] if p.strip())
    args = _entries(sections.get("args", []) + sections.get("arguments", []) + sections.get("parameters", []))
    returns = _join(sections.get("returns", []) + sections.get("return", []))
    raises = _entries(sections.get("raises", []))
    return Docstring(summary=summary, description=description, args=args, returns=returns, raises=raises)
