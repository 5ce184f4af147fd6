"""``toolsim serve MODEL``: answer OpenAI-compatible chat requests on 127.0.0.1 as a toolsim model.

Any client that speaks the chat-completions API (Inspect's OpenAI provider, ``vf-eval``, ``toolsim run
--api-base``, a harness of one's own) can so be tried end to end with no key: ``toolsim serve oracle``
answers every scenario of the served suites with its ground truth (see
:mod:`sandbox.integrations.openai_server`).
"""

from __future__ import annotations

import argparse
import socket
import sys

from sandbox.commands import argtypes

#: The models served: they answer from the scenario itself or from files, without a provider.
SERVABLE = ("oracle", "scripted:FILE", "replay:RUN_DIR")
DEFAULT_PORT = 8000


def configure(parser: argparse.ArgumentParser) -> None:
    """Add this command's options."""
    parser.add_argument("model", metavar="MODEL", help="oracle, scripted:FILE (a BFCL-style result file) or "
                                                       "replay:RUN_DIR (the answers recorded in a run)")
    parser.add_argument("--port", type=argtypes.WholeNumber(0, 65535), default=DEFAULT_PORT,
                        help=f"listen on 127.0.0.1:PORT (default {DEFAULT_PORT}; 0: any free port, printed)")
    parser.add_argument("--suite", action="append", default=None, metavar="SUITE",
                        help="a suite whose scenarios clients play (repeatable; default base): a conversation is "
                             "recognised by its first user message among them")


def _listen(port: int) -> socket.socket:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind(("127.0.0.1", port))
    except OSError:
        sock.close()
        raise
    sock.listen(128)
    return sock


def main(args: argparse.Namespace) -> int:
    """Serve until the process is stopped."""
    from sandbox.commands.common import fail
    from sandbox.tools.errors import RegistryError, ScenarioFileError

    if not (args.model == "oracle" or args.model.startswith(("scripted:", "replay:"))):
        return fail(f"toolsim serve answers as a toolsim model ({', '.join(SERVABLE)}), not {args.model[:100]!r}")
    import uvicorn

    from sandbox.integrations.chat_match import Conversations
    from sandbox.integrations.openai_server import ChatService, build_app
    from sandbox.models.resolve import resolve_model

    suites = args.suite or ["base"]
    try:
        client = resolve_model(args.model)
        conversations = Conversations(suites)
    except (RegistryError, ScenarioFileError) as err:
        return fail(str(err))
    try:
        sock = _listen(args.port)
    except OSError as err:
        return fail(f"cannot listen on 127.0.0.1:{args.port}: {err.strerror or err}")
    port = sock.getsockname()[1]
    print(f"toolsim: serving {args.model} at http://127.0.0.1:{port}/v1 (OpenAI chat completions) for the "
          f"scenarios of {', '.join(suites)}", file=sys.stderr, flush=True)
    app = build_app(ChatService(client, conversations, args.model))
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", access_log=False, lifespan="off"))
    server.run(sockets=[sock])
    return 0
