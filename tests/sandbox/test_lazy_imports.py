"""Commands that reach no model endpoint never import litellm (its import alone costs seconds).

Only a model that litellm serves imports it, when it is built. The commands run in one fresh
interpreter, one after the other, and after each the interpreter is asked whether litellm (or any
module of it) is loaded. A stand-in ``litellm`` package comes first on the path there: importing
it costs nothing, and it refuses every model, so the last command (a litellm model) shows that an
import is seen.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = r"""
import json, sys
from contextlib import redirect_stdout, redirect_stderr
from io import StringIO
from sandbox.commands.cli import main

loaded = {}
for argv in json.loads(sys.argv[1]):
    with redirect_stdout(StringIO()), redirect_stderr(StringIO()) as err:
        try:
            code = main(argv)
        except SystemExit as stop:
            code = stop.code
    loaded[" ".join(argv)] = [code, sorted(m for m in sys.modules if m.split(".")[0] == "litellm"), err.getvalue()[-500:]]
print(json.dumps(loaded))
"""


STAND_IN = """
def get_llm_provider(model, **kwargs):
    raise ValueError("the stand-in serves no model")
"""


def _run_in_one_process(commands: list[list[str]], cwd: Path) -> dict[str, list[object]]:
    (cwd / "stand_in" / "litellm").mkdir(parents=True)
    (cwd / "stand_in" / "litellm" / "__init__.py").write_text(STAND_IN, encoding="utf-8")
    path = [str(cwd / "stand_in"), str(ROOT), *filter(None, os.environ.get("PYTHONPATH", "").split(os.pathsep))]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(path), "COLUMNS": "200"}
    done = subprocess.run([sys.executable, "-c", SCRIPT, json.dumps(commands)], capture_output=True, text=True,
                          cwd=cwd, env=env, timeout=300, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    loaded: dict[str, list[object]] = json.loads(done.stdout.strip().splitlines()[-1])
    return loaded


def test_commands_without_a_litellm_model_never_import_litellm(tmp_path: Path) -> None:
    oracle, again = tmp_path / "oracle", tmp_path / "again"
    script = tmp_path / "script.jsonl"
    from sandbox.run.suites import load_suite

    scenario = load_suite("base")[0]
    script.write_text(json.dumps({"id": scenario.id, "result": [[list(t.ground_truth)] for t in scenario.turns]}) + "\n")
    commands = [
        ["--help"], ["run", "--help"], ["suites"], ["domains"], ["show", scenario.id], ["validate", "base"],
        ["run", "base", "--limit", "2", "--model", "oracle", "--out", str(oracle), "--no-progress"],
        ["run", "base", "--limit", "1", "--model", f"scripted:{script}", "--out", str(tmp_path / "s"), "--no-progress"],
        ["run", "base", "--limit", "2", "--model", f"replay:{oracle}", "--out", str(again), "--no-progress"],
        ["report", str(oracle)], ["compare", str(oracle), str(again)],
    ]
    litellm_model = ["run", "base", "--limit", "1", "--model", "nosuchmodel", "--out", str(tmp_path / "r")]
    loaded = _run_in_one_process([*commands, litellm_model], tmp_path)
    assert list(loaded) == [" ".join(c) for c in [*commands, litellm_model]]
    code, modules, stderr = loaded.pop(" ".join(litellm_model))
    assert code == 2 and modules == ["litellm"], stderr  # a litellm model imports it: the check sees imports
    for command, (code, modules, stderr) in loaded.items():
        assert code == 0, (command, stderr)
        assert modules == [], f"{command!r} imported {modules}"
