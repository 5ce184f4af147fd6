"""Every module of toolsim imports where bfcl-eval is not installed, even in the environment that has it.

A process that hides bfcl-eval from the import system (as if it were not installed) imports each
module of the five packages: a module that imports ``bfcl_eval`` at its top level, outside a function
or an ``ImportError`` guard, fails here in every session, not only in ``nox -s tests_nobfcl``.
Modules that need an optional extra which is not installed (gym, inspect, ray...) are passed over:
only an import error about bfcl-eval counts.
"""

from __future__ import annotations

import json
import subprocess
import sys

from tests import structure

PACKAGES = ["sandbox", "apis", "graph", "scenarios", "toolsim"]

_SCRIPT = """
import importlib, importlib.machinery, json, sys

class _WithoutBfcl(importlib.machinery.PathFinder):
    @classmethod
    def find_spec(cls, name, path=None, target=None):
        if name.partition(".")[0] == "bfcl_eval":
            return None
        return super().find_spec(name, path, target)

sys.meta_path = [_WithoutBfcl if f is importlib.machinery.PathFinder else f for f in sys.meta_path]
from scenarios.bfcl.data import available
failures, passed_over, imported = {}, [], 0
for name in json.loads(sys.argv[1]):
    try:
        importlib.import_module(name)
        imported += 1
    except ImportError as err:
        if (err.name or "").partition(".")[0] == "bfcl_eval" or "bfcl_eval" in str(err):
            failures[name] = repr(err)
        else:
            passed_over.append(name)
loaded = sorted(m for m in sys.modules if m.partition(".")[0] == "bfcl_eval")
print(json.dumps({"available": available(), "failures": failures, "passed_over": passed_over,
                  "imported": imported, "loaded": loaded}))
"""


def _module_names() -> list[str]:
    names = []
    for path in structure.modules(PACKAGES):
        parts = list(path.relative_to(structure.ROOT).with_suffix("").parts)
        if parts[-1] == "__main__":
            continue
        if parts[-1] == "__init__":
            parts.pop()
        names.append(".".join(parts))
    return names


def test_every_module_imports_without_bfcl_eval() -> None:
    names = _module_names()
    out = subprocess.run(
        [sys.executable, "-c", _SCRIPT, json.dumps(names)],
        cwd=structure.ROOT, capture_output=True, text=True, check=True, timeout=600,
    )
    result = json.loads(out.stdout.strip().splitlines()[-1])
    assert result["available"] is False  # bfcl-eval is hidden in that process
    assert result["failures"] == {}
    assert result["loaded"] == []
    # most modules import with the base install; only the optional adapters may be passed over
    assert all(".integrations." in name or name.startswith("toolsim") for name in result["passed_over"]), result
    assert result["imported"] + len(result["passed_over"]) == len(names)
    assert result["imported"] > len(names) // 2
