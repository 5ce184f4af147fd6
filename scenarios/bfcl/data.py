"""Locate and read BFCL's multi-turn question and ground-truth files inside ``bfcl-eval``."""

from __future__ import annotations

import importlib.util
import json
from functools import cache
from pathlib import Path
from typing import Any

from sandbox.tools.errors import RegistryError

CATEGORIES: tuple[str, ...] = ("base", "miss_func", "miss_param", "long_context", "composite")
SCORED: tuple[str, ...] = ("base", "miss_func", "miss_param", "long_context")
INSTALL_HINT = "pip install --no-deps bfcl-eval==2026.3.23 mpmath"


def package_root() -> Path:
    """The directory of the installed ``bfcl_eval`` package.

    Raises:
        RegistryError: bfcl-eval is not installed; the message says how to install it.
    """
    spec = importlib.util.find_spec("bfcl_eval")
    if spec is None or not spec.submodule_search_locations:
        raise RegistryError(f"BFCL suites need the bfcl-eval package: {INSTALL_HINT}")
    return Path(next(iter(spec.submodule_search_locations)))


def available() -> bool:
    """Whether bfcl-eval is installed."""
    return importlib.util.find_spec("bfcl_eval") is not None


def _files(category: str) -> tuple[Path, Path]:
    if category not in CATEGORIES:
        raise RegistryError(f"unknown BFCL category {category!r}; known: {', '.join(CATEGORIES)}")
    data = package_root() / "data"
    name = f"BFCL_v4_multi_turn_{category}.json"
    if category == "composite":
        return data / "unused_datasets" / "question" / name, data / "unused_datasets" / "possible_answer" / name
    return data / name, data / "possible_answer" / name


def _read_jsonl(path: Path) -> list[dict[str, Any]]:
    with path.open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


@cache
def _entries(category: str) -> tuple[dict[str, Any], ...]:
    questions, answers = _files(category)
    truth = {item["id"]: item["ground_truth"] for item in _read_jsonl(answers)}
    entries = []
    for item in _read_jsonl(questions):
        entries.append({**item, "ground_truth": truth[item["id"]]})
    return tuple(entries)


def load_entries(category: str) -> list[dict[str, Any]]:
    """The entries of one multi-turn category, each with its ``ground_truth`` merged in.

    The returned dicts are fresh deep copies; callers may change them.
    """
    return json.loads(json.dumps(list(_entries(category))))  # type: ignore[no-any-return]


def function_docs() -> dict[str, list[dict[str, Any]]]:
    """Return the function docs that BFCL ships, per class name."""
    docs: dict[str, list[dict[str, Any]]] = {}
    folder = package_root() / "data" / "multi_turn_func_doc"
    for path in sorted(folder.glob("*.json")):
        docs[path.stem] = _read_jsonl(path)
    return docs
