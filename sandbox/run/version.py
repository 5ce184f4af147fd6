"""The installed toolsim version and a hash of its code (a module of its own so the CLI can ask for them cheaply)."""

from __future__ import annotations

import functools
import hashlib
import importlib.util
from collections.abc import Iterable
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

#: The packages whose source :func:`code_hash` covers: the kernel, the domains, the graph and the scenarios.
CODE_PACKAGES = ("sandbox", "apis", "graph", "scenarios")
#: The files that count as code or shipped data (byte code and caches do not).
CODE_SUFFIXES = frozenset({".py", ".json", ".jsonl"})


def toolsim_version() -> str:
    """The installed distribution's version, or ``0+unknown`` when running from a plain checkout."""
    try:
        return version("toolsim")
    except PackageNotFoundError:
        return "0+unknown"


def tree_hash(packages: Iterable[tuple[str, Path]]) -> str:
    """A short hash of the code and data files under each ``(name, directory)``, by path and content.

    Files are taken in sorted order of their path relative to their package's directory, so the
    hash depends on what the files hold and where they are, not on the file system's listing order
    or on where the tree is installed.
    """
    digest = hashlib.sha256()
    for name, directory in packages:
        files = sorted(p for p in directory.rglob("*")
                       if p.suffix in CODE_SUFFIXES and "__pycache__" not in p.parts and p.is_file())
        for path in files:
            relative = f"{name}/{path.relative_to(directory).as_posix()}".encode()
            content = path.read_bytes()
            digest.update(b"%d:%s%d:" % (len(relative), relative, len(content)))
            digest.update(content)
    return digest.hexdigest()[:16]


def package_directories() -> list[tuple[str, Path]]:
    """Where the installed code packages live (found without importing them; a missing one is left out)."""
    found = []
    for name in CODE_PACKAGES:
        spec = importlib.util.find_spec(name)
        for location in (spec.submodule_search_locations or []) if spec is not None else []:
            found.append((name, Path(location)))
    return found


@functools.cache
def code_hash() -> str:
    """A hash of the code and shipped scenario data of the installed toolsim packages (computed once per process).

    Stored in every ``run.json``; ``run --resume`` and ``compare`` warn when it differs, and the
    Ray executor when a worker's differs from the driver's.
    """
    return tree_hash(package_directories())
