"""Write an output file whole or not at all.

Every file toolsim writes for a person (a run's ``run.json``, a leaderboard's CSV, HTML page and
pictures, a graph export, generated scenarios) goes through :func:`write_atomic`: the content is
written to a temporary file beside the target, flushed to disk, then renamed over it. A full disk,
a kill or a power cut leaves the old file as it was (or no file) and never a torn or empty one; the
temporary file is removed on any error. The error is an :class:`OSError` whose ``filename`` is the
target, so :func:`problem` can say in one line which file could not be written and why.

>>> import tempfile, pathlib
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> write_atomic(folder / "a.txt", "hello")
>>> (folder / "a.txt").read_text(), sorted(p.name for p in folder.iterdir())
('hello', ['a.txt'])
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path


def _temporary(path: Path) -> tuple[int, Path]:
    for attempt in range(100):
        candidate = path.with_name(f".{path.name[:200]}.{os.getpid()}.{attempt}.tmp")
        try:
            return os.open(candidate, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666), candidate
        except FileExistsError:
            continue
    raise FileExistsError(17, "no free temporary name", str(path))


def write_atomic(path: Path, data: str | bytes, *, durable: bool = True) -> None:
    """Write ``data`` (text as UTF-8) to ``path`` through a temporary file renamed over it.

    ``durable``: flush the file to the disk before the rename (against a machine crash); without it
    the file is still whole or absent after a kill, and writing many small files costs no disk wait.

    Raises:
        OSError: The file could not be written (``filename`` is ``path``); ``path`` is unchanged.
    """
    path = Path(path)
    raw = data.encode("utf-8") if isinstance(data, str) else data
    temporary: Path | None = None
    try:
        handle, temporary = _temporary(path)
        with os.fdopen(handle, "wb") as out:
            out.write(raw)
            out.flush()
            if durable:
                os.fsync(out.fileno())
        os.replace(temporary, path)
    except OSError as err:
        if temporary is not None:
            with contextlib.suppress(OSError):
                temporary.unlink()
        raise OSError(err.errno, err.strerror or str(err), str(path)) from None


def problem(err: OSError, path: Path | str | None = None) -> str:
    """One line: which file could not be written and why (``err.filename`` unless ``path`` is given)."""
    where = path if path is not None else (err.filename if err.filename is not None else "an output file")
    return f"cannot write {where}: {err.strerror or err}"
