"""A live progress bar for long runs (rich), silent when not attached to a terminal."""

from __future__ import annotations

from types import TracebackType
from typing import Any

from sandbox.episode.loop import EpisodeResult


class Progress:
    """Counts finished episodes and passes; shows a bar on a terminal."""

    def __init__(self, total: int, enabled: bool = True) -> None:
        self.total = total
        self.enabled = enabled and total > 0
        self.passed = 0
        self.done = 0
        self._bar: Any = None
        self._task: Any = None

    def __enter__(self) -> Progress:
        if self.enabled:
            from rich.progress import BarColumn, MofNCompleteColumn, Progress as Bar, TextColumn, TimeElapsedColumn, TimeRemainingColumn

            self._bar = Bar(TextColumn("episodes"), BarColumn(), MofNCompleteColumn(), TextColumn("{task.description}"),
                            TimeElapsedColumn(), TimeRemainingColumn(), transient=True)
            self._bar.__enter__()
            self._task = self._bar.add_task("", total=self.total)
        return self

    def advance(self, result: EpisodeResult) -> None:
        """Count one finished episode."""
        self.done += 1
        self.passed += result.passed
        if self._bar is not None:
            self._bar.update(self._task, advance=1, description=f"passed {self.passed}/{self.done}")

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None, tb: TracebackType | None) -> None:
        if self._bar is not None:
            self._bar.__exit__(kind, value, tb)
