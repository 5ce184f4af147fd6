"""Long-context distractors for the file system.

bfcl profile: BFCL's own filler, read from the installed bfcl-eval package at run time. Every file
whose name is not on BFCL's keep-list gets the filler text appended, and every directory without
subdirectories gets BFCL's list of empty image files.

native profile: ``size`` seeded distractor entries (files, and now and then a directory) in every
configured folder, so that a listing or a search of any folder reads through them. Their names
carry a number and a stem no configured name contains, so they do not collide with names a
scenario uses. Nothing is appended to a configured file. A read of a file (``cat``, ``wc``, ``sort``, ``grep``, ``tail``,
``diff``) also carries the file's access log, ``size`` seeded lines (:func:`native_history`); the
file itself is unchanged, so every count, match and line a task reads stays what it was.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from datetime import datetime, timedelta
from typing import TypeVar

from sandbox.tools.compat import bfcl_long_context
from sandbox.tools.draws import Draws

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
#: Seeded lines of each kind a tree's distractor files draw from (see :class:`_Lines`).
_POOL = 64
_T = TypeVar("_T")


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


_Draw = Callable[[], float]


def _pick(draw: _Draw, items: Sequence[str]) -> str:
    return items[int(draw() * len(items))]


def _number(draw: _Draw, low: int, high: int) -> int:
    """A whole number from ``low`` to ``high`` (both included)."""
    return low + int(draw() * (high - low + 1))


def _sentence(draw: _Draw) -> str:
    words = [_pick(draw, _WORDS) for _ in range(_number(draw, 5, 12))]
    return " ".join(words).capitalize() + "."


def _log_line(draw: _Draw) -> str:
    return (f"{_number(draw, 0, 23):02d}:{_number(draw, 0, 59):02d}:{_number(draw, 0, 59):02d} "
            f"{_pick(draw, _LEVELS)} job {_number(draw, 100, 999)} {_pick(draw, _WORDS)}")


class _Lines:
    """Seeded lines of each kind of file, written once per tree, that distractor files draw from.

    Writing every line afresh costs most of a large tree's load; drawing from a few dozen lines
    per kind keeps each file different (its own number of lines, in its own order) at a fraction
    of the cost.
    """

    def __init__(self, draw: _Draw) -> None:
        self.draw = draw
        self.prose = [_sentence(draw) for _ in range(_POOL)]
        self.log = [_log_line(draw) for _ in range(_POOL)]
        self.rows = [f"{_pick(draw, _WORDS)},{_number(draw, 0, 9999)}" for _ in range(_POOL)]
        self.pairs = [(_pick(draw, _WORDS), _number(draw, 0, 500)) for _ in range(_POOL)]

    def _some(self, pool: Sequence[_T], rows: int) -> list[_T]:
        return [pool[int(self.draw() * len(pool))] for _ in range(rows)]

    def content(self, extension: str) -> str:
        """Seeded text of the kind a file with ``extension`` holds: a table, a log, a JSON object or prose."""
        rows = _number(self.draw, 2, 8)
        if extension == "csv":
            return "\n".join(["id,label,value", *(f"{i},{row}" for i, row in enumerate(self._some(self.rows, rows - 1), 1))])
        if extension == "log":
            return "\n".join(self._some(self.log, rows))
        if extension == "json":
            return "{" + ", ".join(f'"{word}_{i}": {value}' for i, (word, value) in enumerate(self._some(self.pairs, rows))) + "}"
        return "\n".join(self._some(self.prose, rows))


def _stems(root: DirNode) -> list[str]:
    """The distractor stems that no name in the tree contains (nor is contained in): no search finds them by mistake."""
    names = [item.name.lower() for directory in walk_dirs(root) for item in [directory, *directory.contents.values()]]
    bases = [name.split(".")[0] for name in names]
    kept = [stem for stem in _STEMS
            if not any(stem in name for name in names) and not any(len(b) >= 3 and b in stem for b in bases)]
    return kept or list(_STEMS)


def inject_native(root: DirNode, rng: random.Random, size: int) -> None:
    """Put ``size`` seeded distractor files and directories into every folder of the tree (the native profile).

    Each configured folder is a collection and, like every other collection in long context, gets
    ``size`` entries of its own, so whichever folder a task lists holds ``size`` more, and a search
    below a folder walks through ``size`` per folder it passes; the new distractor folders stay
    empty. Names are ``<stem>_<number>[.<extension>]``, numbered from 0 in each folder, with stems
    no configured name contains (nor is contained in), so a search by a configured name finds what
    it found before.
    """
    directories = list(walk_dirs(root))
    stems = _stems(root)
    draw = Draws(rng, expected=8 * size * len(directories)).unit
    lines = _Lines(draw)
    for where in directories:
        for index in range(size):
            stem = _pick(draw, stems)
            if draw() < _DIR_SHARE:
                name = f"{stem}_{index:04d}"
                if name not in where.contents:
                    where.add_dir(name)
                continue
            extension = _pick(draw, _EXTENSIONS)
            name = f"{stem}_{index:04d}.{extension}"
            if name not in where.contents:
                where.add_file(name, lines.content(extension))


# The access log's words: programs and verbs, never a file or folder name, a person or a word a
# task passes on (a log line must not look like the value a later call takes).
_AGENTS = (
    "desktop search", "sync client", "nightly snapshot", "antivirus", "text editor", "mail client",
    "print spooler", "thumbnail service", "indexer", "disk checker",
)
_ACTIONS = ("opened it", "read it", "scanned it", "synced it", "indexed it", "copied it",
            "checked its permissions", "previewed it", "cached it", "verified its checksum")
#: How far back the access log reaches, in minutes (90 days).
_LOG_SPAN = 60 * 24 * 90


def native_history(rng: random.Random, size: int, now: datetime) -> list[str]:
    """``size`` seeded lines of a file's access log before ``now``, oldest first (``2025-12-01 09:14 indexer read it``)."""
    draw = Draws(rng, expected=3 * size).unit
    minutes = sorted((1 + int(draw() * _LOG_SPAN) for _ in range(size)), reverse=True)
    agents, actions = len(_AGENTS), len(_ACTIONS)
    return [f"{now - timedelta(minutes=m):%Y-%m-%d %H:%M} {_AGENTS[int(draw() * agents)]} "
            f"{_ACTIONS[int(draw() * actions)]}" for m in minutes]
