"""What ``toolsim generate --count N`` shows while it runs.

On a terminal, a live bar (rich, like ``toolsim run``'s) of the scenarios kept, with the candidates
drawn and dropped and the rate. Elsewhere (a log file, a pipe, CI), a plain line on stderr each time
another tenth of the suite is kept, and at least every :data:`EVERY` seconds:

```
toolsim generate: gen:base@seed=1,n=2000: kept 200/2000 (10%), drawn 207, dropped 7; 902 validated (31.4/s) in 28.7 s
```
"""

from __future__ import annotations

import time
from collections.abc import Callable
from types import TracebackType
from typing import Any, TextIO

from scenarios.generate.suite import Generated

#: Most seconds between two plain progress lines.
EVERY = 60.0
#: Plain lines at each of this many equal shares of the suite kept.
SHARES = 10


def progress_line(made: Generated, seconds: float) -> str:
    """One plain progress line: kept of wanted, drawn, dropped (drawn and not kept), validated and the rate."""
    tally, spec = made.tally, made.spec
    validated = sum(len(found) for found in made.by_kind.values())
    dropped = tally.drawn - tally.kept - tally.other_split
    split = f", {tally.other_split} in the other split" if tally.other_split else ""
    rate = validated / seconds if seconds > 0 else 0.0
    return (f"toolsim generate: {spec.name}: kept {tally.kept}/{spec.n} ({100 * tally.kept // spec.n}%), "
            f"drawn {tally.drawn}, dropped {dropped}{split}; {validated} validated ({rate:.1f}/s) in {seconds:.1f} s")


class GenProgress:
    """Reports a generation run's progress: a live bar, or plain lines now and then.

    Args:
        total: Scenarios wanted (``n``).
        stream: Where the plain lines or the bar go (stderr).
        live: Draw a live bar (the stream is a terminal); else write plain lines.
        enabled: Report at all (``--no-progress`` turns it off).
        every: Most seconds between two plain lines.
        clock: Seconds, monotonic (a test passes its own).
    """

    def __init__(self, total: int, stream: TextIO, *, live: bool, enabled: bool = True, every: float = EVERY,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.total, self.stream, self.every, self.clock = total, stream, every, clock
        self.enabled = enabled and total > 0
        self.live = live and self.enabled
        self.start = self.last = clock()
        self.share = 0  # tenths kept when the last plain line was written
        self.lines = 0
        self._bar: Any = None
        self._task: Any = None

    def __enter__(self) -> GenProgress:
        if self.live:
            from rich.console import Console
            from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn, TimeRemainingColumn

            self._bar = Progress(TextColumn("scenarios"), BarColumn(), MofNCompleteColumn(),
                                 TextColumn("{task.description}"), TimeElapsedColumn(), TimeRemainingColumn(),
                                 console=Console(file=self.stream), transient=True)
            self._bar.__enter__()
            self._task = self._bar.add_task("", total=self.total)
        self.start = self.last = self.clock()
        return self

    def update(self, made: Generated) -> None:
        """Take in the run as it is after one more candidate."""
        if not self.enabled:
            return
        now = self.clock()
        if self._bar is not None:
            validated = sum(len(found) for found in made.by_kind.values())
            rate = validated / (now - self.start) if now > self.start else 0.0
            dropped = made.tally.drawn - made.tally.kept - made.tally.other_split
            self._bar.update(self._task, completed=made.tally.kept,
                             description=f"drawn {made.tally.drawn}, dropped {dropped}, {rate:.1f} validated/s")
            return
        share = made.tally.kept * SHARES // self.total
        if share > self.share or now - self.last >= self.every:
            self.share, self.last = share, now
            self.lines += 1
            print(progress_line(made, now - self.start), file=self.stream, flush=True)

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None, tb: TracebackType | None) -> None:
        if self._bar is not None:
            self._bar.__exit__(kind, value, tb)
