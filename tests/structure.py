"""Structural rules of the code base, checked by ``nox -s lint`` and by the test suite.

- the import direction of the architecture (``sandbox`` <- ``apis`` | ``graph`` <- ``scenarios``);
- litellm, deepdiff and ray are each imported by exactly one module;
- no ``eval``/``exec`` anywhere;
- domains take randomness and time from the episode context only;
- modules stay small.

Run as ``python -m tests.structure sandbox apis graph scenarios``.
"""

from __future__ import annotations

import ast
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MAX_LINES = 400
ALLOWED = {
    "sandbox": {"sandbox"},
    "apis": {"sandbox", "apis"},
    "graph": {"sandbox", "graph"},
    "scenarios": {"sandbox", "apis", "graph", "scenarios"},
    "toolsim": {"sandbox", "toolsim"},  # the id verifiers loads toolsim's environment by
}
SINGLE_USER = {"litellm": "sandbox/models/litellm_client.py", "deepdiff": "sandbox/judge/diff.py",
               "ray": "sandbox/run/ray_executor.py"}
FORBIDDEN_IN_APIS = {"uuid", "datetime.now", "datetime.today", "date.today", "time.time", "random.random",
                     "random.randint", "random.choice", "random.seed", "random.uniform"}


@dataclass(frozen=True)
class Violation:
    """One broken rule, with where."""

    path: str
    line: int
    message: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.message}"


def modules(packages: list[str]) -> list[Path]:
    """The Python files of the given top-level packages."""
    return sorted(p for pkg in packages for p in (ROOT / pkg).rglob("*.py"))


def _imports(tree: ast.AST) -> list[tuple[int, str]]:
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.append((node.lineno, node.module))
    return found


def check_file(path: Path) -> list[Violation]:
    """All violations in one file."""
    rel = path.relative_to(ROOT).as_posix()
    package = rel.split("/")[0]
    source = path.read_text(encoding="utf-8")
    tree = ast.parse(source)
    out: list[Violation] = []
    lines = source.count("\n") + 1
    if lines > MAX_LINES:
        out.append(Violation(rel, 1, f"module has {lines} lines (limit {MAX_LINES}); split it"))
    for lineno, name in _imports(tree):
        top = name.split(".")[0]
        if top in ALLOWED and top not in ALLOWED[package]:
            out.append(Violation(rel, lineno, f"{package} may not import {top}"))
        if top == "apis" and package == "apis" and name.split(".")[1:2] != rel.split("/")[1:2]:
            out.append(Violation(rel, lineno, "a domain may not import another domain"))
        if top in SINGLE_USER and rel != SINGLE_USER[top]:
            out.append(Violation(rel, lineno, f"only {SINGLE_USER[top]} may import {top}"))
        if package == "apis" and top in {"uuid", "secrets"}:
            out.append(Violation(rel, lineno, f"domains may not use {top}; use the episode context"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = ast.unparse(node.func)
            if func in {"eval", "exec", "compile", "__import__"}:
                out.append(Violation(rel, node.lineno, f"call to {func} is forbidden"))
            if package == "apis" and func in FORBIDDEN_IN_APIS:
                out.append(Violation(rel, node.lineno, f"{func}() in a domain; use self.ctx"))
    return out


def check(packages: list[str]) -> list[Violation]:
    """All violations in the given packages."""
    return [v for path in modules(packages) for v in check_file(path)]


if __name__ == "__main__":
    problems = check(sys.argv[1:] or list(ALLOWED))
    for problem in problems:
        print(problem)
    print(f"structure: {len(problems)} problem(s) in {len(modules(sys.argv[1:] or list(ALLOWED)))} modules")
    raise SystemExit(1 if problems else 0)
