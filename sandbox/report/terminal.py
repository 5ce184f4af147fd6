r"""Text read from a trajectory or a results file, made safe to print on a terminal.

A recorded model output or tool result may hold terminal escape sequences (``"\x1b]0;..."``
retitles a window, ``"\x1b[2J"`` clears the screen) or Unicode direction overrides that make a
line read differently from what it holds. Printed through :func:`visible` they show as the
escapes they are; newlines and tabs stay as they are.

>>> visible("ok\tfine\n\x1b[31mred\u202e")
'ok\tfine\n\\x1b[31mred\\u202e'
"""

from __future__ import annotations

import re

#: C0 controls but tab and newline, DEL, C1 controls, and the Unicode direction marks and overrides.
_UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def _shown(match: re.Match[str]) -> str:
    code = ord(match.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def visible(text: str) -> str:
    """``text`` with every control character that would act on a terminal written as its escape."""
    return _UNSAFE.sub(_shown, text)
