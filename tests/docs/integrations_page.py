"""The Python examples of ``docs/integrations.md`` and what each prints last (no test dependencies:
the wheel check runs them with an installed toolsim too)."""

from __future__ import annotations

import re
from pathlib import Path

PAGE = Path(__file__).resolve().parents[2] / "docs" / "integrations.md"
BLOCKS = re.findall(r"```python\n(.*?)```", PAGE.read_text(encoding="utf-8"), re.S)
#: What each example prints last (in the page's order): step API, Gymnasium, MCP, OpenEnv, verifiers, Inspect AI.
EXPECTED = ["episode passed: True", "0.0 no_call", "passed: True", "passed: True", "harness: toolsim", "['I', 'I']"]
