"""A run directory: ``run.json``, append-only ``results.jsonl`` and one trajectory per episode.

``results.jsonl`` gets one line per finished episode, written and flushed to the operating system
as each finishes; the trajectory file is written first, atomically, so a result line always points
at a complete trajectory. A run killed at any moment loses at most the episodes in flight; a torn
last line is cut off on resume, and ``--resume`` runs only the (suite, scenario, trial) keys not yet
in the file, so every episode ends up there exactly once. The file is also fsynced (against a
machine crash) at most every :data:`SYNC_SECONDS` while episodes finish, and when a run ends: a
run scoring hundreds of episodes a second does not wait for the disk after each of them.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
import sys
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from pathlib import Path
from typing import IO, Any

from sandbox.episode.loop import EpisodeResult
from sandbox.episode.trajectory import Event, write_trajectory
from sandbox.run.version import code_hash, toolsim_version
from sandbox.tools.errors import InputFileError
from sandbox.tools.files import read_json_object
from sandbox.tools.output import write_atomic

RESULTS = "results.jsonl"
#: Longest time between two fsyncs of ``results.jsonl`` while a run records episodes.
SYNC_SECONDS = 0.5
RUN_META = "run.json"
LOCK = ".lock"
#: Where a resume sets aside result lines it cannot read (their episodes run again).
CORRUPT = "results.corrupt.jsonl"
#: The keys of ``run.json`` every command reads.
META_KEYS = ("model", "mode", "suites", "trials")
Key = tuple[str, str, int]


def run_meta(model: str, mode: str, suites: Sequence[str], trials: int, limit: int | None, max_steps: int,
             **extra: Any) -> dict[str, Any]:
    """The ``run.json`` of a new run (``toolsim run --resume`` restores the settings: sandbox/commands/settings.py).

    Args:
        model: The model string (or a client's name).
        mode: ``fc`` or ``prompt``.
        suites: The suite names.
        trials: Episodes per scenario.
        limit: Scenarios per suite, if limited.
        max_steps: The per-turn step limit.
        **extra: Further settings worth keeping (temperature, seed...).
    """
    return {
        "model": model, "mode": mode, "suites": list(suites), "trials": trials, "limit": limit, "max_steps": max_steps,
        **extra, "toolsim_version": toolsim_version(), "code_hash": code_hash(),
        "created": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
    }


def safe_name(text: str) -> str:
    """A file-name-safe version of a name (readable; different names may map to the same one)."""
    cleaned = "".join(c if c.isalnum() or c in "-_." else "_" for c in text)
    return "_" + cleaned if cleaned.startswith(".") else cleaned


#: The most bytes of a file or directory name toolsim makes from a name it was given (file systems allow 255,
#: ``NAME_MAX``; this leaves room for the ``__tN.jsonl`` and ``.tmp`` suffixes).
NAME_BYTES = 150


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:12]


def _cut(text: str, limit: int) -> str:
    """The longest start of ``text`` whose UTF-8 form fits in ``limit`` bytes."""
    return text.encode("utf-8", "surrogatepass")[:limit].decode("utf-8", "ignore")


def bounded_name(text: str) -> str:
    """:func:`safe_name`, cut to :data:`NAME_BYTES` and followed by ``~`` and a hash of ``text`` when longer.

    Suite directories and default run directories are named so: a suite named with a long chain of
    transforms, or a model string holding a long path, still gives a name the file system takes,
    and the same name every time (a resumed run writes where the run started).

    >>> bounded_name("bfcl:base"), len(bounded_name("base" + "+rename" * 40).encode())
    ('bfcl_base', 150)
    """
    cleaned = safe_name(text)
    if len(cleaned.encode("utf-8")) <= NAME_BYTES:
        return cleaned
    return f"{_cut(cleaned, NAME_BYTES - 13)}~{_digest(text)}"


def unique_name(text: str, limit: int = 100) -> str:
    """A file-name-safe version of an id that no other id maps to, at most ``limit`` + 13 bytes long.

    An id made only of letters, digits, ``-``, ``_`` and ``.`` (not starting with a dot, at most
    ``limit`` bytes in UTF-8) is its own name; any other id gets its cleaned text, cut to ``limit``
    bytes, followed by ``~`` and a hash of the id itself. ``~`` never occurs in a name of the first
    kind, so ``a/b`` and ``a_b`` can no longer share a trajectory file.

    >>> unique_name("fs_cleanup_v1"), unique_name("a/b") != unique_name("a_b")
    ('fs_cleanup_v1', True)
    """
    cleaned = safe_name(text)
    if cleaned == text and len(text.encode("utf-8", "surrogatepass")) <= limit:
        return text
    return f"{_cut(cleaned, limit)}~{_digest(text)}"


class RecordError(OSError):
    """An episode could not be recorded (a full disk, say): the run stops, ``--resume`` runs it again."""


def _warn_on_stderr(message: str) -> None:
    print(f"toolsim: warning: {message}", file=sys.stderr)


class RunDirBusy(FileExistsError):
    """Another process is writing the run directory."""


class RunDir:
    """Reads and writes one run directory; a writer holds its lock (:meth:`acquire`) while it runs."""

    def __init__(self, path: Path, warn: Callable[[str], None] | None = None) -> None:
        self.path = path
        self.results_path = path / RESULTS
        self._warn = warn or _warn_on_stderr
        self._warned: set[int] = set()
        self._append_lock = threading.Lock()  # episodes are recorded from worker threads: one line at a time
        self._synced = time.monotonic()  # when results.jsonl was last fsynced (see record)
        self._unsynced = False
        self._lock_file: IO[str] | None = None

    def acquire(self) -> None:
        """Take the directory for this process until :meth:`release` or exit: one writer at a time.

        Raises:
            RunDirBusy: Another process (or another writer here) holds it.
            InputFileError: The directory or its lock file cannot be made or opened (a name too
                long, a file in the way, a lock file that is a directory...).
        """
        if self._lock_file is not None:
            return
        try:
            self.path.mkdir(parents=True, exist_ok=True)
            handle = (self.path / LOCK).open("a", encoding="utf-8")
        except OSError as err:
            where = err.filename if err.filename is not None else self.path / LOCK
            raise InputFileError(f"{where}: cannot take the run directory: {err.strerror or err}") from None
        try:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            handle.close()
            raise RunDirBusy(f"{self.path} is being written by another toolsim process; "
                             "let it finish (or stop it), then try again") from None
        except OSError:  # a file system without locks: go on unlocked
            pass
        self._lock_file = handle

    def __del__(self) -> None:
        self.release()

    def release(self) -> None:
        """Give the directory back (closing the lock file releases the lock)."""
        if self._lock_file is not None:
            self._lock_file.close()
            self._lock_file = None

    def create(self, meta: dict[str, Any]) -> None:
        """Start a new run and take its lock; refuses a directory that already holds results.

        Raises:
            FileExistsError: The directory holds results (or another process is writing it).
            InputFileError: The directory cannot be created or written (``--out`` named it).
        """
        try:
            if self.results_path.exists() and self.results_path.stat().st_size:
                raise FileExistsError(f"{self.path} already holds results; use --resume {self.path} or another --out")
            self.path.mkdir(parents=True, exist_ok=True)
            self.acquire()
            write_atomic(self.path / RUN_META, json.dumps(meta, indent=2, sort_keys=True) + "\n")
            self.results_path.touch()
        except FileExistsError:  # another writer holds it
            raise
        except OSError as err:
            self.release()
            raise InputFileError(f"{self.path}: cannot create the run directory: {err.strerror or err}") from None

    def meta(self) -> dict[str, Any]:
        """The run's metadata.

        Raises:
            InputFileError: The path is not a run directory, or its ``run.json`` cannot be read, is
                not an object or lacks one of :data:`META_KEYS` (the message says which).
        """
        if not self.path.is_dir():
            kind = "a file" if self.path.exists() else "missing"
            raise InputFileError(f"{self.path} is not a toolsim run directory ({kind})")
        if not (self.path / RUN_META).exists():
            raise InputFileError(f"{self.path} is not a toolsim run directory (no {RUN_META})")
        self._check_results_file()
        data = read_json_object(self.path / RUN_META, f"a toolsim {RUN_META}", META_KEYS)
        if not (isinstance(data["suites"], list) and all(isinstance(s, str) for s in data["suites"])):
            raise InputFileError(f"{self.path / RUN_META}: 'suites' must be a list of suite names")
        for key in ("trials", "limit"):
            value = data.get(key)
            if (key == "trials" or value is not None) and (type(value) is not int or value < 1):
                raise InputFileError(f"{self.path / RUN_META}: '{key}' must be a positive whole number")
        if not isinstance(data["model"], str) or data["mode"] not in ("fc", "prompt"):
            raise InputFileError(f"{self.path / RUN_META}: 'model' must be a string and 'mode' fc or prompt")
        return data

    def _check_results_file(self) -> None:
        if self.results_path.exists() and not self.results_path.is_file():
            raise InputFileError(f"{self.results_path}: not a regular file (a run's results are a file of lines)")

    def repair(self) -> int:
        """Cut a torn last line left by a kill; returns the number of bytes removed."""
        if not self.results_path.exists():
            return 0
        data = self.results_path.read_bytes()
        if not data or data.endswith(b"\n"):
            return 0
        keep = data.rfind(b"\n") + 1
        with self.results_path.open("r+b") as handle:
            handle.truncate(keep)
        return len(data) - keep

    def _lines(self) -> Iterator[tuple[int, bytes, EpisodeResult | None]]:
        """Every complete, non-blank result line with its result, or ``None`` (warned) when corrupt.

        Raises:
            InputFileError: ``results.jsonl`` is there but not a regular file.
        """
        self._check_results_file()
        if not self.results_path.exists():
            return
        with self.results_path.open("rb") as handle:
            for lineno, line in enumerate(handle, 1):
                if not (line.endswith(b"\n") and line.strip()):
                    continue
                try:
                    yield lineno, line, EpisodeResult.model_validate_json(line)
                except ValueError as err:  # pydantic's ValidationError, bad UTF-8 included
                    if lineno not in self._warned:
                        self._warned.add(lineno)
                        reason = str(err).splitlines()[0][:200]
                        self._warn(f"{self.results_path}:{lineno}: skipped a corrupt result line ({reason})")
                    yield lineno, line, None

    def results(self) -> list[EpisodeResult]:
        """All complete result lines, each episode once.

        A corrupt line is skipped with a warning naming it; a line repeating an episode already
        read (same suite, scenario and trial: a file edited or concatenated by hand) is skipped
        with a warning naming both lines, so no episode counts twice.
        """
        first: dict[Key, int] = {}
        found = []
        for lineno, _, result in self._lines():
            if result is None:
                continue
            key = (result.suite, result.scenario_id, result.trial)
            if key in first:
                if lineno not in self._warned:
                    self._warned.add(lineno)
                    self._warn(f"{self.results_path}:{lineno}: skipped a repeated result of {key[0]} {key[1]} "
                               f"trial {key[2]} (first on line {first[key]}); each episode counts once")
                continue
            first[key] = lineno
            found.append(result)
        return found

    def done(self) -> set[Key]:
        """The (suite, scenario id, trial) keys already finished."""
        return {(r.suite, r.scenario_id, r.trial) for r in self.results()}

    def forget(self, drop: Callable[[EpisodeResult], bool]) -> int:
        """Remove the result lines ``drop`` selects, so a resume runs those episodes again.

        The file is rewritten to a temporary file, fsynced and renamed over the old one: a kill
        leaves either the old or the new file, never a mix. Returns the number of lines removed.
        """
        return self._rewrite(lambda result: result is not None and drop(result))

    def set_aside_corrupt(self) -> int:
        """Move result lines that cannot be read to :data:`CORRUPT`, so a resume runs their episodes again.

        Returns the number of lines moved (each was named in a warning).
        """
        return self._rewrite(lambda result: result is None, aside=self.path / CORRUPT)

    def _rewrite(self, drop: Callable[[EpisodeResult | None], bool], aside: Path | None = None) -> int:
        kept: list[bytes] = []
        dropped: list[bytes] = []
        for _, line, result in self._lines():
            (dropped if drop(result) else kept).append(line)
        if dropped:
            if aside is not None:
                with aside.open("ab") as handle:
                    handle.writelines(dropped)
                    handle.flush()
                    os.fsync(handle.fileno())
            temporary = self.results_path.with_suffix(".jsonl.tmp")
            with temporary.open("wb") as handle:
                handle.writelines(kept)
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(temporary, self.results_path)
            self._warned.clear()
        return len(dropped)

    def trajectory_path(self, suite: str, scenario_id: str, trial: int) -> Path:
        """Where an episode's trajectory lives."""
        return self.path / "trajectories" / bounded_name(suite) / f"{unique_name(scenario_id)}__t{trial}.jsonl"

    def trajectory_of(self, result: EpisodeResult) -> Path:
        """The trajectory a result line names, if it is a regular file inside this run directory.

        A ``results.jsonl`` edited by hand (or by someone hostile) may name any path, ``/dev/zero``
        or ``../../secret`` among them: readers go through here and read nothing else.

        Raises:
            InputFileError: The name leads outside the run directory (symbolic links followed) or
                to something that is not a regular file.
        """
        root = self.path.resolve()
        path = (root / result.trajectory).resolve()
        if not path.is_relative_to(root):
            raise InputFileError(f"{result.trajectory!r}: names a file outside the run directory {self.path}; not read")
        if not path.is_file():
            raise InputFileError(f"{result.trajectory!r}: not a regular file in the run directory {self.path}")
        return path

    def record(self, result: EpisodeResult, events: Iterable[Event]) -> None:
        """Write the trajectory, then append and flush the result line (safe to call from several threads).

        The line survives the process being killed once this returns; it is fsynced with the
        next line after :data:`SYNC_SECONDS`, or by :meth:`sync` at the end of the run.

        Raises:
            RecordError: A file could not be written (``filename`` names it); a line cut short by
                it is dropped on resume.
        """
        try:
            path = self.trajectory_path(result.suite, result.scenario_id, result.trial)
            write_trajectory(list(events), path)
            result.trajectory = path.relative_to(self.path).as_posix()
            line = result.model_dump_json() + "\n"
            with self._append_lock, self.results_path.open("a", encoding="utf-8") as handle:
                handle.write(line)
                handle.flush()
                now = time.monotonic()
                self._unsynced = now - self._synced < SYNC_SECONDS
                if not self._unsynced:
                    os.fsync(handle.fileno())
                    self._synced = now
        except RecordError:
            raise
        except OSError as err:
            raise RecordError(err.errno, err.strerror or str(err), err.filename or str(self.results_path)) from None

    def sync(self) -> None:
        """Make the appended lines durable: fsync ``results.jsonl`` unless that is done already."""
        with self._append_lock:
            try:
                if self._unsynced and self.results_path.exists():
                    with self.results_path.open("a", encoding="utf-8") as handle:
                        os.fsync(handle.fileno())
            except OSError as err:
                raise RecordError(err.errno, err.strerror or str(err), str(self.results_path)) from None
            finally:
                self._unsynced, self._synced = False, time.monotonic()
