"""Long-context distractors for the file system.

bfcl profile: BFCL's own filler, read from the installed bfcl-eval package at run time. Every file
whose name is not on BFCL's keep-list gets the filler text appended, and every directory without
subdirectories gets BFCL's list of empty image files.

native profile: ``size`` seeded distractor entries (files, and now and then a directory) spread over
the tree. Their names carry a number, so they do not collide with names a scenario uses.
"""

from __future__ import annotations

import random

from sandbox.tools.compat import bfcl_long_context

from apis.file_system.state import DirNode, FileNode, walk_dirs

_STEMS = (
    "notes", "draft", "backup", "archive", "minutes", "inventory", "budget", "summary", "readme",
    "changelog", "meeting", "metrics", "export", "sketch", "outline", "roster", "ledger", "survey",
)
_EXTENSIONS = ("txt", "md", "log", "csv", "json")
_WORDS = (
    "quarterly", "review", "pending", "approved", "vendor", "shipment", "follow", "up", "with", "team",
    "estimate", "revised", "figures", "attached", "deadline", "moved", "to", "next", "week", "sync",
    "agenda", "item", "closed", "open", "question", "about", "the", "forecast", "numbers", "final",
)
_LEVELS = ("INFO", "DEBUG", "WARN")
_DIR_SHARE = 0.15


def inject_bfcl(root: DirNode) -> None:
    """Add BFCL's long-context filler to a freshly loaded tree (the bfcl profile)."""
    filler = bfcl_long_context()
    extension: str = filler.FILE_CONTENT_EXTENSION
    kept = frozenset(filler.FILES_TAIL_USED)
    images: tuple[str, ...] = tuple(filler.POPULATE_FILE_EXTENSION)
    for directory in list(walk_dirs(root)):
        leaf = not any(True for _ in directory.subdirs())
        for item in directory.contents.values():
            if isinstance(item, FileNode) and item.name not in kept:
                item.content += extension
        if leaf:
            for name in images:
                if name not in directory.contents:
                    directory.add_file(name)


def _sentence(rng: random.Random) -> str:
    words = [rng.choice(_WORDS) for _ in range(rng.randint(5, 12))]
    return " ".join(words).capitalize() + "."


def _content(rng: random.Random, extension: str) -> str:
    rows = rng.randint(2, 8)
    if extension == "csv":
        lines = ["id,label,value"]
        lines += [f"{i},{rng.choice(_WORDS)},{rng.randint(0, 9999)}" for i in range(1, rows)]
    elif extension == "log":
        lines = [
            f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d} "
            f"{rng.choice(_LEVELS)} job {rng.randint(100, 999)} {rng.choice(_WORDS)}"
            for _ in range(rows)
        ]
    elif extension == "json":
        pairs = ", ".join(f'"{rng.choice(_WORDS)}_{i}": {rng.randint(0, 500)}' for i in range(rows))
        lines = ["{" + pairs + "}"]
    else:
        lines = [_sentence(rng) for _ in range(rows)]
    return "\n".join(lines)


def inject_native(root: DirNode, rng: random.Random, size: int) -> None:
    """Spread ``size`` seeded distractor files and directories over the tree (the native profile)."""
    directories = list(walk_dirs(root))
    for index in range(size):
        where = rng.choice(directories)
        stem = rng.choice(_STEMS)
        if rng.random() < _DIR_SHARE:
            name = f"{stem}_{index:04d}"
            if name not in where.contents:
                directories.append(where.add_dir(name))
            continue
        extension = rng.choice(_EXTENSIONS)
        name = f"{stem}_{index:04d}.{extension}"
        if name not in where.contents:
            where.add_file(name, _content(rng, extension))
