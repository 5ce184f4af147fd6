"""A server subprocess on loopback that never outlives toolsim.

:class:`ServerProcess` starts a command in its own process group with its log in a temporary
file. Every server still running is killed at interpreter exit and on SIGTERM/SIGHUP, and on Linux
the child asks the kernel to SIGKILL it when toolsim dies (even by SIGKILL).
"""

from __future__ import annotations

import atexit
import os
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import urllib.request
from collections.abc import Sequence
from pathlib import Path
from types import FrameType

HOST = "127.0.0.1"

# Runs in the child before the server: asks Linux to SIGKILL it when toolsim dies (even by SIGKILL),
# then becomes the server. Elsewhere prctl is missing and the other safeguards remain.
_LAUNCHER = """\
import ctypes, os, signal, sys
try:
    ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
except (AttributeError, OSError):
    pass
if os.getppid() != int(sys.argv[1]):
    sys.exit(1)
os.execvp(sys.argv[2], sys.argv[2:])
"""


def free_port(host: str = HOST) -> int:
    """A TCP port on ``host`` that is free right now (the OS picks it)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind((host, 0))
        return int(sock.getsockname()[1])


class ServerProcess:
    """One server subprocess in its own process group, with its log in a temporary file.

    Args:
        command: The command line; ``{host}`` and ``{port}`` in it are replaced.
        port: The port to listen on (default: a free one).
    """

    def __init__(self, command: Sequence[str], port: int | None = None) -> None:
        self.port = port or free_port()
        self.url = f"http://{HOST}:{self.port}/v1"
        fd, log = tempfile.mkstemp(prefix="toolsim-llama-", suffix=".log")
        self.log_path = Path(log)
        argv = [part.replace("{host}", HOST).replace("{port}", str(self.port)) for part in command]
        with os.fdopen(fd, "wb") as log_file:
            self.proc = subprocess.Popen(
                [sys.executable, "-c", _LAUNCHER, str(os.getpid()), *argv],
                stdin=subprocess.DEVNULL, stdout=log_file, stderr=subprocess.STDOUT, start_new_session=True,
            )
        self.pid = self.proc.pid
        _LIVE.add(self)
        _install_handlers()

    def alive(self) -> bool:
        """Whether the process is still running."""
        return self.proc.poll() is None

    def answers(self, timeout: float) -> bool:
        """Whether ``GET /v1/models`` succeeds within ``timeout`` seconds (blocking)."""
        opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
        try:
            with opener.open(f"{self.url}/models", timeout=timeout) as reply:
                return int(reply.status) == 200
        except (OSError, ValueError):
            return False

    def log_tail(self, chars: int = 1500) -> str:
        """The end of the server's log, on one line."""
        try:
            with open(self.log_path, "rb") as log:
                log.seek(max(0, log.seek(0, os.SEEK_END) - chars))
                text = log.read().decode("utf-8", "replace")
        except OSError:
            return "(no log)"
        return " | ".join(line.strip() for line in text.splitlines() if line.strip())[-chars:] or "(empty log)"

    def kill(self) -> None:
        """SIGKILL the process group at once, without waiting (safe in signal handlers and at exit)."""
        if self.proc.returncode is None:  # not reaped yet, so the group id cannot have been reused
            try:
                os.killpg(self.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass

    def stop(self, grace: float = 3.0) -> None:
        """Stop the process group (SIGTERM, then SIGKILL after ``grace`` seconds) and delete the log."""
        if self.alive():
            try:
                os.killpg(self.pid, signal.SIGTERM)
            except (ProcessLookupError, PermissionError):
                pass
            try:
                self.proc.wait(grace)
            except subprocess.TimeoutExpired:
                pass
        self.kill()
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:  # pragma: no cover - SIGKILL does not take this long
            pass
        _LIVE.discard(self)
        self.log_path.unlink(missing_ok=True)


_LIVE: set[ServerProcess] = set()
_HANDLERS_INSTALLED = False


def kill_all_servers() -> None:
    """SIGKILL every server this process started and has not stopped (the exit and signal safeguard)."""
    for server in list(_LIVE):
        server.kill()
        server.log_path.unlink(missing_ok=True)
        _LIVE.discard(server)


def _on_signal(signum: int, frame: FrameType | None) -> None:
    kill_all_servers()
    signal.signal(signum, signal.SIG_DFL)
    os.kill(os.getpid(), signum)


def _install_handlers() -> None:
    global _HANDLERS_INSTALLED
    if _HANDLERS_INSTALLED:
        return
    _HANDLERS_INSTALLED = True
    atexit.register(kill_all_servers)
    if threading.current_thread() is not threading.main_thread():
        return
    for signum in (signal.SIGTERM, getattr(signal, "SIGHUP", None)):
        if signum is not None and signal.getsignal(signum) is signal.SIG_DFL:
            signal.signal(signum, _on_signal)
