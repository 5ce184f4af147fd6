"""The file system domain: a small in-memory shell (BFCL's ``GorillaFileSystem``)."""

from __future__ import annotations

from apis.file_system.generate import generate_config
from apis.file_system.phrasings import PHRASINGS
from sandbox.tools.domain import Domain

from apis.file_system.api import CONFIG_KEYS, FileSystemAPI

__all__ = ["DOMAIN", "FileSystemAPI"]

DOMAIN = Domain(
    name="file_system",
    api=FileSystemAPI,
    description="An in-memory file system with shell-like tools (pwd, ls, cd, cat, echo, mv, cp, ...).",
    aliases=("GorillaFileSystem",),
    config_keys=CONFIG_KEYS,
    generator=generate_config,
    phrasings=PHRASINGS,
)
