"""Options and helpers shared by the commands that run models."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from sandbox.commands import argtypes
from sandbox.commands.settings import MAX_RETRIES, RETRIES, TEMPERATURE, TIMEOUT, TOKENS
from sandbox.episode.loop import EpisodeConfig
from sandbox.models.options import ModelOptions


def fail(message: str, code: int = 2) -> int:
    """Print a one-line error and return the exit code."""
    print(f"toolsim: error: {message}", file=sys.stderr)
    return code


#: An argparse type: a whole number of at least 1 (``--trials``, ``--limit``...).
positive_int = argtypes.positive

def add_user_option(parser: argparse._ActionsContainer) -> None:
    """``--user``: who answers a model reply that would end a turn."""
    parser.add_argument("--user", default=None, metavar="USER",
                        help="who answers a reply that would end a turn: scripted (default: nobody, the next turn "
                             "comes, as BFCL), reactive (answers a question for a withheld value from the "
                             "scenario), replay:RUN_DIR (what a recorded run's users said) or a model string "
                             "(a model plays the user; docs/debugging.md)")


def add_model_options(parser: argparse.ArgumentParser) -> None:
    """Options for how episodes are run and how the model is called."""
    parser.add_argument("--mode", choices=("fc", "prompt"), default=None,
                        help="fc: provider tool calls (default); prompt: calls written as text")
    parser.add_argument("--max-steps", type=argtypes.positive, default=None, help="per-turn step limit (default 20, as BFCL)")
    parser.add_argument("--docs", choices=("toolsim", "bfcl"), default=None,
                        help="function docs for BFCL suites: toolsim's schemas (default) or BFCL's own")
    add_client_options(parser)


def add_client_options(parser: argparse._ActionsContainer) -> None:
    """Options for how the model is called (endpoint, sampling, timeouts, cache)."""
    parser.add_argument("--api-base", type=argtypes.api_base, default=None, help="base URL of an OpenAI-compatible server (vLLM, llama.cpp...)")
    parser.add_argument("--temperature", type=TEMPERATURE, default=None,
                        help="sampling temperature passed to the model (a finite number, at least 0)")
    parser.add_argument("--seed", type=argtypes.seed, default=None, help="sampling seed passed to the model")
    parser.add_argument("--max-tokens", type=TOKENS, default=None,
                        help="max output tokens per response")
    parser.add_argument("--timeout", type=TIMEOUT, default=None,
                        help="seconds per model request (default 120, at most a day)")
    parser.add_argument("--retries", type=RETRIES, default=None,
                        help=f"retries on rate limits, timeouts and 5xx (default 4, at most {MAX_RETRIES})")
    parser.add_argument("--cache", type=Path, default=None, metavar="DIR",
                        help="cache model responses in DIR (reruns with the same requests are free)")


def model_options(args: argparse.Namespace) -> ModelOptions:
    """The model options from parsed arguments."""
    return ModelOptions(
        api_base=args.api_base, temperature=args.temperature, seed=args.seed, max_tokens=args.max_tokens,
        timeout=args.timeout, retries=args.retries, cache_dir=args.cache,
    )


def episode_config(args: argparse.Namespace) -> EpisodeConfig:
    """The episode configuration from parsed arguments."""
    overrides = {}
    if args.docs == "bfcl":
        from sandbox.tools.registry import load_object

        overrides = load_object("scenarios.bfcl.docs:bfcl_tool_schemas")()
    return EpisodeConfig(mode=args.mode, max_steps=args.max_steps, user=getattr(args, "user", None) or "scripted",
                         request_timeout=model_options(args).request_budget(), doc_overrides=overrides)

