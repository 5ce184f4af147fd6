"""A run directory: ``run.json``, append-only ``results.jsonl`` and one trajectory per episode.

``results.jsonl`` gets one line per finished episode, written and flushed (and fsynced) as each
finishes; the trajectory file is written first, atomically, so a result line always points at a
complete trajectory. A run killed at any moment loses at most the episodes in flight; a torn last
line is cut off on resume, and ``--resume`` runs only the (suite, scenario, trial) keys not yet in
the file, so every episode ends up there exactly once.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import IO, Any

from sandbox.episode.loop import EpisodeResult
from sandbox.episode.trajectory import Event, write_trajectory
from sandbox.run.version import toolsim_version

RESULTS = "results.jsonl"
RUN_META = "run.json"
LOCK = ".lock"
Key = tuple[str, str, int]

_CODE_PACKAGES = ("sandbox", "apis", "graph", "scenarios")


def code_hash() -> str:
    """A hash of toolsim's code and shipped scenario data, stored with every run."""
    root = Path(__file__).resolve().parent.parent
    digest = hashlib.sha256()
    for package in _CODE_PACKAGES:
        for path in sorted((root / package).rglob("*")):
            if path.suffix in {".py", ".jsonl", ".json"} and "__pycache__" not in path.parts:
                digest.update(path.relative_to(root).as_posix().encode())
                digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def run_meta(model: str, mode: str, suites: Sequence[str], trials: int, limit: int | None, max_steps: int,
             **extra: Any) -> dict[str, Any]:
    """The ``run.json`` of a new run (``toolsim run --resume`` reads the first six fields back).

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


def unique_name(text: str, limit: int = 100) -> str:
    """A file-name-safe version of an id that no other id maps to.

    An id made only of letters, digits, ``-``, ``_`` and ``.`` (not starting with a dot, at most
    ``limit`` characters) is its own name; any other id gets its cleaned text followed by ``~`` and
    a hash of the id itself. ``~`` never occurs in a name of the first kind, so ``a/b`` and ``a_b``
    can no longer share a trajectory file.

    >>> unique_name("fs_cleanup_v1"), unique_name("a/b") != unique_name("a_b")
    ('fs_cleanup_v1', True)
    """
    cleaned = safe_name(text)
    if cleaned == text and len(text) <= limit:
        return text
    return f"{cleaned[:limit]}~{hashlib.sha256(text.encode('utf-8', 'surrogatepass')).hexdigest()[:12]}"


class RunDirBusy(FileExistsError):
    """Another process is writing the run directory."""


class RunDir:
    """Reads and writes one run directory; a writer holds its lock (:meth:`acquire`) while it runs."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.results_path = path / RESULTS
        self._append_lock = threading.Lock()  # episodes are recorded from worker threads: one line at a time
        self._lock_file: IO[str] | None = None

    def acquire(self) -> None:
        """Take the directory for this process until :meth:`release` or exit: one writer at a time.

        Raises:
            RunDirBusy: Another process (or another writer here) holds it.
        """
        if self._lock_file is not None:
            return
        self.path.mkdir(parents=True, exist_ok=True)
        handle = (self.path / LOCK).open("a", encoding="utf-8")
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
        """
        if self.results_path.exists() and self.results_path.stat().st_size:
            raise FileExistsError(f"{self.path} already holds results; use --resume {self.path} or another --out")
        self.acquire()
        (self.path / RUN_META).write_text(json.dumps(meta, indent=2, sort_keys=True) + "\n", encoding="utf-8")
        self.results_path.touch()

    def meta(self) -> dict[str, Any]:
        """The run's metadata."""
        try:
            data: dict[str, Any] = json.loads((self.path / RUN_META).read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise FileNotFoundError(f"{self.path} is not a toolsim run directory (no {RUN_META})") from None
        return data

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

    def results(self) -> list[EpisodeResult]:
        """All complete result lines."""
        if not self.results_path.exists():
            return []
        out = []
        with self.results_path.open(encoding="utf-8") as handle:
            for line in handle:
                if line.endswith("\n") and line.strip():
                    out.append(EpisodeResult.model_validate_json(line))
        return out

    def done(self) -> set[Key]:
        """The (suite, scenario id, trial) keys already finished."""
        return {(r.suite, r.scenario_id, r.trial) for r in self.results()}

    def forget(self, drop: Callable[[EpisodeResult], bool]) -> int:
        """Remove the result lines ``drop`` selects, so a resume runs those episodes again.

        The file is rewritten to a temporary file, fsynced and renamed over the old one: a kill
        leaves either the old or the new file, never a mix. Returns the number of lines removed.
        """
        kept: list[str] = []
        dropped = 0
        with self.results_path.open(encoding="utf-8") as handle:
            for line in handle:
                if not (line.endswith("\n") and line.strip()):
                    continue
                if drop(EpisodeResult.model_validate_json(line)):
                    dropped += 1
                else:
                    kept.append(line)
        if dropped:
            temporary = self.results_path.with_suffix(".jsonl.tmp")
            with temporary.open("w", encoding="utf-8") as handle:
                handle.writelines(kept)
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(temporary, self.results_path)
        return dropped

    def trajectory_path(self, suite: str, scenario_id: str, trial: int) -> Path:
        """Where an episode's trajectory lives."""
        return self.path / "trajectories" / safe_name(suite) / f"{unique_name(scenario_id)}__t{trial}.jsonl"

    def record(self, result: EpisodeResult, events: Iterable[Event]) -> None:
        """Write the trajectory, then append the result line durably (safe to call from several threads)."""
        path = self.trajectory_path(result.suite, result.scenario_id, result.trial)
        write_trajectory(list(events), path)
        result.trajectory = path.relative_to(self.path).as_posix()
        line = result.model_dump_json() + "\n"
        with self._append_lock, self.results_path.open("a", encoding="utf-8") as handle:
            handle.write(line)
            handle.flush()
            os.fsync(handle.fileno())
