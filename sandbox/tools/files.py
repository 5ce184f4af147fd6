"""Read JSON and JSON Lines files that toolsim is given, with one clear error per problem.

Every reader here turns whatever can go wrong with a file a person handed over (missing, a
directory, unreadable, not UTF-8, not JSON, nested too deeply, not of the expected shape) into an
:class:`~sandbox.tools.errors.InputFileError` whose message names the file (and the line) and what
is wrong, so commands can print it as one line.

>>> loads_json('{"a": 1}', "x.json")
{'a': 1}
>>> loads_json("[" * 100_000, "deep.json")
Traceback (most recent call last):
...
sandbox.tools.errors.InputFileError: deep.json: JSON nested too deeply
"""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from sandbox.tools.errors import InputFileError


#: The largest run file (trajectory, recorded responses) or suite file read from a directory given to toolsim.
MAX_FILE_BYTES = 256 << 20


def _problem(path: Path, err: OSError) -> InputFileError:
    if isinstance(err, IsADirectoryError):
        return InputFileError(f"{path}: is a directory, not a file")
    if isinstance(err, FileNotFoundError):
        return InputFileError(f"{path}: no such file")
    return InputFileError(f"{path}: cannot read: {err.strerror or err}")


def read_bytes(path: Path) -> bytes:
    """The bytes of a file.

    Raises:
        InputFileError: The file is missing, a directory or unreadable.
    """
    try:
        return path.read_bytes()
    except OSError as err:
        raise _problem(path, err) from None


def regular_file(path: Path, root: Path | None = None, limit: int = MAX_FILE_BYTES) -> Path:
    """``path`` resolved, if it is a regular file of at most ``limit`` bytes (inside ``root``, if given).

    A directory handed over may hold anything: a symbolic link to a file outside it, a FIFO that
    blocks a reader for good, a device that never ends (``/dev/zero``), a file of gigabytes.
    Readers of such files check them here first and read nothing that fails.

    Raises:
        InputFileError: Missing, outside ``root`` (links followed), not a regular file, or larger than ``limit``.
    """
    resolved = path.resolve()
    if root is not None and not resolved.is_relative_to(root.resolve()):
        raise InputFileError(f"{path}: leads outside {root}; not read")
    try:
        info = os.stat(resolved)
    except OSError as err:
        raise _problem(path, err) from None
    if not stat.S_ISREG(info.st_mode):
        raise InputFileError(f"{path}: not a regular file; not read")
    if info.st_size > limit:
        raise InputFileError(f"{path}: {info.st_size:,} bytes, more than the {limit:,} read; not read")
    return resolved


def files_under(folder: Path, suffix: str, limit: int = MAX_FILE_BYTES) -> list[Path]:
    """The ``*suffix`` files anywhere under ``folder``, sorted, each checked by :func:`regular_file` against ``folder``.

    Symbolic links to directories are not followed.

    Raises:
        InputFileError: One of them is not a regular file inside ``folder`` of at most ``limit`` bytes.
    """
    found = []
    for parent, _, names in os.walk(folder):
        found += [Path(parent) / name for name in names if name.endswith(suffix)]
    for path in found:
        regular_file(path, folder, limit)
    return sorted(found)


def loads_json(text: str | bytes, where: str) -> Any:
    """Decode one JSON document; ``where`` (file, or file:line) names it in the error.

    Raises:
        InputFileError: Not UTF-8, not JSON, or nested too deeply to decode.
    """
    try:
        return json.loads(text)
    except json.JSONDecodeError as err:
        raise InputFileError(f"{where}: not valid JSON (line {err.lineno}, column {err.colno}: {err.msg})") from None
    except UnicodeDecodeError:
        raise InputFileError(f"{where}: not UTF-8 text") from None
    except RecursionError:
        raise InputFileError(f"{where}: JSON nested too deeply") from None
    except ValueError as err:  # a number too long to convert, say
        raise InputFileError(f"{where}: unreadable JSON: {str(err)[:120]}") from None


def read_json_object(path: Path, what: str, required: tuple[str, ...] = ()) -> dict[str, Any]:
    """A file holding one JSON object with at least the ``required`` keys.

    Args:
        path: The file.
        what: What the file should be, for the message (``"a run.json"``).
        required: Keys the object must have.

    Raises:
        InputFileError: The file cannot be read, is not JSON, is not an object, or lacks a key.
    """
    data = read_bytes(path)
    if not data.strip():
        raise InputFileError(f"{path}: empty, not {what}")
    value = loads_json(data, str(path))
    if not isinstance(value, dict):
        raise InputFileError(f"{path}: holds a JSON {type(value).__name__}, not {what} (an object)")
    missing = [key for key in required if key not in value]
    if missing:
        raise InputFileError(f"{path}: not {what}: missing {', '.join(repr(k) for k in missing)}")
    return value


def open_lines(path: Path) -> Iterator[tuple[int, str]]:
    """The numbered lines of a text file, each with its line end; blank lines included.

    Raises:
        InputFileError: The file is missing, a directory or unreadable, or a line is not UTF-8.
    """
    try:
        handle = path.open("rb")
    except OSError as err:
        raise _problem(path, err) from None
    with handle:
        try:
            for lineno, raw in enumerate(handle, 1):
                try:
                    yield lineno, raw.decode("utf-8")
                except UnicodeDecodeError:
                    raise InputFileError(f"{path}:{lineno}: not UTF-8 text") from None
        except OSError as err:  # a directory opens on some systems and fails on read
            raise _problem(path, err) from None


def json_lines(path: Path) -> Iterator[tuple[int, Any]]:
    """The JSON value of every non-blank line of a JSON Lines file, numbered.

    Raises:
        InputFileError: As :func:`open_lines`, or a line that is not JSON (file and line named).
    """
    for lineno, line in open_lines(path):
        if line.strip():
            yield lineno, loads_json(line, f"{path}:{lineno}")
