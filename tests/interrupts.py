"""Child processes that take Ctrl-C, wherever the tests run.

A job started in the background by a shell without job control (``cmd &`` in a script, ``nohup``)
inherits SIGINT as *ignored*, and Python keeps it ignored, so a test that interrupts a child run
would see it finish instead. Passing :func:`default_sigint` as ``preexec_fn`` gives the child the
default disposition, as in a terminal.
"""

from __future__ import annotations

import signal


def default_sigint() -> None:
    """In the child, before it runs: SIGINT back to its default (Python then raises KeyboardInterrupt)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)
