"""Every Python example of ``docs/integrations.md`` runs as written and prints what the page says."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.docs.integrations_page import BLOCKS, EXPECTED, PAGE

EXTRAS = {"gymnasium": "gym", "inspect_ai": "inspect"}


def test_the_page_has_an_example_per_integration() -> None:
    assert len(BLOCKS) == len(EXPECTED)


@pytest.mark.slow
@pytest.mark.parametrize("index", range(len(EXPECTED)))
def test_example_runs(index: int, tmp_path: Path) -> None:
    code = BLOCKS[index]
    for module, extra in EXTRAS.items():
        if re.search(rf"^(import|from) {module}\b", code, re.M):
            pytest.importorskip(module, reason=f"the {extra} extra is not installed (pip install -e '.[{extra}]')")
    (tmp_path / "example.py").write_text(code, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(PAGE.parents[1]), "LITELLM_LOCAL_MODEL_COST_MAP": "True"}
    done = subprocess.run([sys.executable, "example.py"], cwd=tmp_path, capture_output=True, text=True,
                          timeout=600, env=env)
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.strip().splitlines()[-1].endswith(EXPECTED[index]), done.stdout[-2000:]
