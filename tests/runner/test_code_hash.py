"""``code_hash``: a hash of the code that runs, so resume, compare and Ray can tell when it changed."""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

from sandbox.run.version import CODE_PACKAGES, code_hash, package_directories, tree_hash

EMPTY = hashlib.sha256(b"").hexdigest()[:16]


def _copy_tree(target: Path) -> list[tuple[str, Path]]:
    """A copy of the installed packages under ``target`` (byte code left out)."""
    copied = []
    for name, directory in package_directories():
        shutil.copytree(directory, target / name, ignore=shutil.ignore_patterns("__pycache__"))
        copied.append((name, target / name))
    return copied


def test_the_hash_covers_the_installed_packages() -> None:
    assert [name for name, _ in package_directories()] == list(CODE_PACKAGES)
    assert code_hash() != EMPTY
    assert code_hash() == tree_hash(package_directories())
    assert tree_hash([]) == EMPTY


def test_changing_a_source_file_changes_the_hash(tmp_path: Path) -> None:
    tree = _copy_tree(tmp_path)
    before = tree_hash(tree)
    assert before == code_hash()  # where the tree lies does not matter
    source = tmp_path / "apis" / "math" / "api.py"
    original = source.read_bytes()
    source.write_bytes(original + b"\n# a change\n")
    assert tree_hash(tree) not in (before, EMPTY)
    source.write_bytes(original)
    assert tree_hash(tree) == before
    data = next((tmp_path / "scenarios").rglob("*.jsonl"))
    data.write_bytes(data.read_bytes() + b"\n")
    assert tree_hash(tree) != before  # shipped scenario data counts too
    data.write_bytes(data.read_bytes()[:-1])
    (tmp_path / "sandbox" / "__pycache__").mkdir(exist_ok=True)
    (tmp_path / "sandbox" / "__pycache__" / "x.py").write_text("# byte code caches do not count\n")
    assert tree_hash(tree) == before
    source.rename(source.with_name("renamed.py"))
    assert tree_hash(tree) != before  # a file's place counts


def test_resume_warns_when_the_code_changed_since_the_run_started(tmp_path: Path) -> None:
    tree = tmp_path / "tree"
    _copy_tree(tree)
    env = {**os.environ, "PYTHONPATH": str(tree), "LITELLM_LOCAL_MODEL_COST_MAP": "True"}

    def cli(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "sandbox", *args], capture_output=True, text=True, cwd=tree,
                              env=env, timeout=300)

    out = tmp_path / "run"
    assert cli("run", "base", "--limit", "1", "--out", str(out), "--no-progress").returncode == 0
    unchanged = cli("run", "--resume", str(out), "--no-progress")
    assert unchanged.returncode == 0 and "code changed" not in unchanged.stderr
    (tree / "apis" / "math" / "api.py").write_text((tree / "apis" / "math" / "api.py").read_text() + "\n# edit\n")
    changed = cli("run", "--resume", str(out), "--no-progress")
    assert changed.returncode == 0
    assert "the code changed since this run started" in changed.stderr
