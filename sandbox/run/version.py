"""The installed toolsim version (a module of its own so that the CLI can ask for it cheaply)."""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version


def toolsim_version() -> str:
    """The installed distribution's version, or ``0+unknown`` when running from a plain checkout."""
    try:
        return version("toolsim")
    except PackageNotFoundError:
        return "0+unknown"
