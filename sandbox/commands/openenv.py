"""``toolsim openenv SUITE``: serve a suite as an OpenEnv environment on 127.0.0.1 (one episode per session)."""

from __future__ import annotations

import argparse
import importlib.util
import sys

from sandbox.commands import argtypes

INSTALL_HINT = "pip install 'toolsim[openenv]'"


def configure(parser: argparse.ArgumentParser) -> None:
    """Add this command's options."""
    parser.add_argument("suite", help="a suite name (as 'toolsim suites' lists them) or a .jsonl path")
    parser.add_argument("--port", type=argtypes.port, default=8000, help="serve on 127.0.0.1:PORT (default 8000)")
    parser.add_argument("--mode", choices=("fc", "prompt"), default="fc",
                        help="fc: replies carry tool_calls (default); prompt: calls written as text")
    parser.add_argument("--reward", choices=("turn", "episode"), default="turn",
                        help="turn: each turn's verdict when it ends (default); episode: the verdict at the end")
    parser.add_argument("--max-sessions", type=argtypes.positive, default=64, metavar="N",
                        help="WebSocket sessions at once, each with its own episode (default 64)")
    parser.add_argument("--idle-timeout", type=argtypes.Number(0, low_open=True), default=600.0, metavar="SECONDS",
                        help="end a session (and free its slot) after this long without a message (default 600)")


def main(args: argparse.Namespace) -> int:
    """Serve until the process is stopped."""
    from sandbox.commands.common import fail
    from sandbox.tools.errors import RegistryError, ScenarioFileError

    if importlib.util.find_spec("openenv") is None:
        return fail(f"toolsim openenv needs openenv-core: {INSTALL_HINT}")
    import uvicorn

    from sandbox.integrations.openenv_env import create_app

    try:
        app = create_app(args.suite, args.mode, args.reward, args.max_sessions, args.idle_timeout)
    except (RegistryError, ScenarioFileError) as err:
        return fail(str(err))
    print(f"toolsim: serving {args.suite} as an OpenEnv environment on http://127.0.0.1:{args.port} "
          f"({args.mode} mode, at most {args.max_sessions} sessions, each ended after {args.idle_timeout:g} s idle)",
          file=sys.stderr)
    uvicorn.run(app, host="127.0.0.1", port=args.port, log_level="warning")
    return 0
