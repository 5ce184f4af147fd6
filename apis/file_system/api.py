"""The file system API: BFCL's GorillaFileSystem as a toolsim domain."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sandbox.tools.context import EpisodeContext
from sandbox.tools.types import JsonDict

from apis.file_system.longcontext import inject_bfcl, inject_native
from apis.file_system.state import FileSystemState, tree_from_config, tree_to_config
from apis.file_system.tools_browse import BrowseTools
from apis.file_system.tools_move import MoveTools
from apis.file_system.tools_read import ReadTools
from apis.file_system.tools_write import WriteTools

#: The configuration keys :meth:`FileSystemAPI.load` reads (BFCL's ``_load_scenario`` reads only these).
CONFIG_KEYS = frozenset({"root"})


class FileSystemAPI(BrowseTools, ReadTools, WriteTools, MoveTools):
    """A small in-memory shell file system with one working directory."""

    position_keys = frozenset({"cwd"})

    @classmethod
    def load(cls, config: Mapping[str, Any], ctx: EpisodeContext) -> FileSystemAPI:
        """Build a file system from BFCL's ``{"root": {...}}`` configuration.

        Other keys are ignored. With long context on, distractors are added to the tree: BFCL's
        filler in the bfcl profile, ``ctx.long_context.size`` seeded entries in the native one.
        """
        root = tree_from_config(config)
        long_context = ctx.long_context is not None
        if ctx.long_context is not None:
            if ctx.bfcl:
                inject_bfcl(root)
            else:
                inject_native(root, ctx.rng("file_system.long_context"), ctx.long_context.size)
        return cls(FileSystemState(root=root, long_context=long_context), ctx)

    def dump_config(self) -> JsonDict:
        """The tree as a configuration (the working directory and the long-context flag are not part of one)."""
        return tree_to_config(self.state.root)

    def projection(self) -> JsonDict:
        """The observable state.

        bfcl: what bfcl-eval's checker compares, the tree and the long-context flag. native: the
        tree and the working directory (the flag is configuration, not state).
        """
        tree = self.state.root.model_dump(mode="json")
        if self.ctx.bfcl:
            return {"root": tree, "long_context": self.state.long_context}
        return {"root": tree, "cwd": self.cwd_path()}
