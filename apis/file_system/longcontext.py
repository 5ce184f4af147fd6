"""Long-context distractors for the file system.

bfcl profile: BFCL's own filler, read from the installed bfcl-eval package at run time. Every file
whose name is not on BFCL's keep-list gets the filler text appended, and every directory without
subdirectories gets BFCL's list of empty image files.

native profile: ``size`` seeded distractor entries (files, and now and then a directory) shared
evenly among the configured folders, so that a listing or a search of any folder reads through
them. Their names carry a number and a stem no configured name contains, so they do not collide
with names a scenario uses.
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


def _stems(root: DirNode) -> list[str]:
    """The distractor stems that no name in the tree contains (nor is contained in): no search finds them by mistake."""
    names = [item.name.lower() for directory in walk_dirs(root) for item in [directory, *directory.contents.values()]]
    bases = [name.split(".")[0] for name in names]
    kept = [stem for stem in _STEMS
            if not any(stem in name for name in names) and not any(len(b) >= 3 and b in stem for b in bases)]
    return kept or list(_STEMS)


def inject_native(root: DirNode, rng: random.Random, size: int) -> None:
    """Put ``size`` seeded distractor files and directories into the folders of the tree (the native profile).

    Every configured folder gets an even share (taken in turn), so whichever folder a task lists
    or searches holds about ``size / folders`` of them; the new distractor folders stay empty.
    Their stems are words no configured name contains.
    """
    directories = list(walk_dirs(root))
    stems = _stems(root)
    for index in range(size):
        where = directories[index % len(directories)]
        stem = rng.choice(stems)
        if rng.random() < _DIR_SHARE:
            name = f"{stem}_{index:04d}"
            if name not in where.contents:
                where.add_dir(name)
            continue
        extension = rng.choice(_EXTENSIONS)
        name = f"{stem}_{index:04d}.{extension}"
        if name not in where.contents:
            where.add_file(name, _content(rng, extension))
