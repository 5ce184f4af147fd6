"""Every Python example of ``docs/integrations.md`` runs as written and prints what the page says.

The step-API and MCP examples also play ``bfcl:base``, whose gold calls sometimes pass arguments by
position (``sort('final_report.pdf')``): the step-API one every scenario, the MCP one (a server each)
scenarios with such calls.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from scenarios.bfcl.data import available

PAGE = Path(__file__).resolve().parents[2] / "docs" / "integrations.md"
BLOCKS = re.findall(r"```python\n(.*?)```", PAGE.read_text(encoding="utf-8"), re.S)
#: What each example prints last (in the page's order): step API, Gymnasium, MCP, OpenEnv, verifiers, Inspect AI.
EXPECTED = ["episode passed: True", "0.0 no_call", "passed: True", "passed: True", "harness: toolsim", "['I', 'I']"]
EXTRAS = {"gymnasium": "gym", "inspect_ai": "inspect", "sandbox.integrations.openenv_env": "openenv",
          "toolsim": "verifiers"}
#: The examples run on bfcl:base (by index) and the scenarios they play there ("all": every one).
ON_BFCL = {0: ["all"], 2: ["multi_turn_base_0", "multi_turn_base_56", "multi_turn_base_144"]}
#: Runs an example as a script once per scenario (``example.py SUITE SCENARIO_ID``), in one process.
DRIVER = '''
import contextlib, io, runpy, sys

import sandbox

suite, *ids = sys.argv[1:]
ids = [s.id for s in sandbox.load_suite(suite)] if ids == ["all"] else ids
for scenario_id in ids:
    printed = io.StringIO()
    sys.argv = ["example.py", suite, scenario_id]
    with contextlib.redirect_stdout(printed):
        runpy.run_path("example.py", run_name="__main__")
    print(scenario_id, " | ".join(printed.getvalue().strip().splitlines()))
'''


def _run(code: str, tmp_path: Path, *args: str) -> str:
    (tmp_path / "example.py").write_text(code, encoding="utf-8")
    (tmp_path / "driver.py").write_text(DRIVER, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(PAGE.parents[1]), "LITELLM_LOCAL_MODEL_COST_MAP": "True"}
    done = subprocess.run([sys.executable, *args], cwd=tmp_path, capture_output=True, text=True, timeout=900,
                          env=env)
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout


def test_the_page_has_an_example_per_integration() -> None:
    assert len(BLOCKS) == len(EXPECTED)


@pytest.mark.slow
@pytest.mark.parametrize("index", range(len(EXPECTED)))
def test_example_runs(index: int, tmp_path: Path) -> None:
    code = BLOCKS[index]
    for module, extra in EXTRAS.items():
        if re.search(rf"^(import|from) {module}\b", code, re.M):
            pytest.importorskip(module, reason=f"the {extra} extra is not installed (pip install -e '.[{extra}]')")
    out = _run(code, tmp_path, "example.py")
    assert out.strip().splitlines()[-1].endswith(EXPECTED[index]), out[-2000:]


@pytest.mark.slow
@pytest.mark.bfcl
@pytest.mark.skipif(not available(), reason="bfcl-eval is not installed (bfcl setup in README)")
@pytest.mark.parametrize("index", sorted(ON_BFCL))
def test_example_passes_on_bfcl_base(index: int, tmp_path: Path) -> None:
    from sandbox.run.api import make_env, suite_scenarios

    scenarios = suite_scenarios("bfcl:base")
    chosen = [s for s in scenarios if ON_BFCL[index] == ["all"] or s.id in ON_BFCL[index]]
    positional = [s.id for s in chosen if any(c.args for turn in s.turns for c in turn.calls())]
    assert len(positional) >= min(len(chosen), 24)  # the scenarios played have positional gold calls
    lines = _run(BLOCKS[index], tmp_path, "driver.py", "bfcl:base", *ON_BFCL[index]).strip().splitlines()
    played = dict(line.split(" ", 1) for line in lines)
    assert list(played) == [s.id for s in chosen]
    for scenario in chosen:  # what it printed is of that scenario: one line per turn, or its number of tools
        printed = played[scenario.id].split(" | ")
        if index == 0:
            assert sum(line.startswith("turn ") for line in printed) == len(scenario.turns), printed
        else:
            env = make_env("bfcl:base", scenario.id)
            offered = len(scenario.offered(len(scenario.turns) - 1, env.names))
            assert printed[0] == f"{offered + 1} tools", printed  # the scenario's functions and end_turn
    failed = [line for line in lines if not line.endswith(EXPECTED[index])]
    assert not failed, failed[:10]


def test_the_wheel_install_line_names_every_extra_the_wheel_check_installs() -> None:
    import tomllib

    root = PAGE.parents[1]
    text = PAGE.read_text(encoding="utf-8")
    [extras] = re.findall(r"pip install 'toolsim-[^']*\.whl\[([^\]]*)\]'", text)
    noxfile = (root / "noxfile.py").read_text(encoding="utf-8")
    checked = re.search(r"WHEEL_EXTRAS = \(([^)]*)\)", noxfile)
    assert checked is not None
    assert extras.split(",") == [e.strip().strip('"') for e in checked.group(1).split(",")]
    declared = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))["project"]["optional-dependencies"]
    assert set(extras.split(",")) <= set(declared)
