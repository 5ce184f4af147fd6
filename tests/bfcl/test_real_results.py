"""``toolsim rescore`` on result files that BFCL's own generation wrote for a real model.

The files (gpt-oss-20b, FC mode) live outside the repository, in ``../shared/reference/bfcl-real-results``;
they hold the mess real output brings: argument text that is not JSON, chat-template debris in
function names, turns of more than 20 steps, inference errors instead of results. Each file must
rescore as it is, and every entry's verdict must equal bfcl-eval's: its steps decoded as
bfcl-eval's FC decoder does (steps it cannot decode skipped, as its evaluation does), then judged
by its ``multi_turn_checker``.
"""

from __future__ import annotations

import copy
import itertools
import json
from pathlib import Path
from typing import Any

import pytest

from sandbox.commands.cli import main
from sandbox.run.rundir import RunDir
from sandbox.episode.trajectory import ParsedEvent, load_trajectory
from scenarios.bfcl.data import available, load_entries

REAL = Path(__file__).resolve().parents[2].parent / "shared" / "reference" / "bfcl-real-results" / "gpt-oss-20b"
CATEGORIES = ("base", "miss_func", "miss_param")
_NAMES = itertools.count()

pytestmark = pytest.mark.bfcl
if not available():
    pytest.skip("bfcl-eval is not installed (pip install --no-deps bfcl-eval==2026.3.23 mpmath)", allow_module_level=True)
if not REAL.is_dir():
    pytest.skip(f"the real BFCL result files are not there ({REAL})", allow_module_level=True)


def fc_calls(step: Any) -> list[str]:
    """One raw FC step as bfcl-eval's FC handlers decode it (their decoder module needs tree_sitter to import).

    Each ``{name: arguments}`` becomes ``name(k=repr(v),...)``; argument text is read with
    ``json.loads``; anything else raises, and the evaluation then skips the step.
    """
    calls = []
    for item in [step] if isinstance(step, dict) else step:
        for name, arguments in item.items():
            values = json.loads(arguments) if isinstance(arguments, str) else arguments
            calls.append(f"{name}({','.join(f'{k}={v!r}' for k, v in values.items())})")
    return calls


def bfcl_decode(result: list[list[Any]]) -> list[list[list[str]]]:
    """Decode each step; skip a step that cannot be decoded or holds no call, as bfcl-eval's evaluation does."""
    from bfcl_eval.eval_checker.multi_turn_eval.multi_turn_utils import is_empty_execute_response

    decoded = []
    for turn in result:
        steps = []
        for step in turn:
            try:
                calls = fc_calls(step)
            except Exception:
                continue
            if not is_empty_execute_response(calls):
                steps.append(calls)
        decoded.append(steps)
    return decoded


def bfcl_verdict(entry: dict[str, Any], result: Any) -> bool:
    """bfcl-eval's verdict on one entry: an inference error or another number of turns fails it, else its checker decides."""
    from bfcl_eval.eval_checker.multi_turn_eval import multi_turn_utils
    from bfcl_eval.eval_checker.multi_turn_eval.multi_turn_checker import multi_turn_checker

    if not isinstance(result, list) or len(result) != len(entry["ground_truth"]):
        return False
    model = f"toolsim_real_{next(_NAMES)}"
    try:
        verdict = multi_turn_checker(bfcl_decode(result), entry["ground_truth"], entry, entry["id"].rsplit("_", 1)[0], model)
    finally:
        namespace = vars(multi_turn_utils)
        for key in [k for k in namespace if k.startswith(model)]:
            del namespace[key]
    return bool(verdict["valid"])


def bfcl_verdicts(category: str, path: Path) -> dict[str, bool]:
    """bfcl-eval's verdict on every entry of a result file."""
    entries = {e["id"]: e for e in load_entries(category)}
    verdicts = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        item = json.loads(line)
        verdicts[item["id"]] = bfcl_verdict(copy.deepcopy(entries[item["id"]]), item["result"])
    return verdicts


@pytest.mark.parametrize("category", CATEGORIES)
def test_real_result_files_rescore_to_bfcl_verdicts(category: str, tmp_path: Path) -> None:
    path = REAL / f"BFCL_v4_multi_turn_{category}_result.json"
    out = tmp_path / "run"
    assert main(["rescore", "--suite", f"bfcl:{category}", "--bfcl-results", str(path), "--out", str(out)]) == 0
    results = RunDir(out).results()
    ours = {r.scenario_id: r.passed for r in results}
    expected = bfcl_verdicts(category, path)
    assert len(ours) == len(expected) == 200
    differ = sorted(k for k in expected if ours[k] != expected[k])
    assert not differ, f"{len(differ)} verdicts differ from bfcl-eval's, e.g. {differ[:5]}"
    assert not any(r.error_class == "truncated" for r in results)  # the step limit belongs to generation
    undecodable = [
        event
        for result in results
        for event in load_trajectory(out / result.trajectory)
        if isinstance(event, ParsedEvent) and event.parse_error_kind == "undecodable"
    ]
    assert undecodable and all(e.parse_error for e in undecodable)
