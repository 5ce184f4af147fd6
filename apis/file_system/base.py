"""The common base of the file system's tool mixins: working directory, lookups and errors."""

from __future__ import annotations

from sandbox.tools.context import EpisodeContext
from sandbox.tools.domain import DomainAPI
from sandbox.tools.errors import ToolError

from apis.file_system.state import MAX_DEPTH, DirNode, FileNode, FileSystemState, height, link_parents

#: Characters a file or directory name may not contain (the same set as BFCL's check).
FORBIDDEN_CHARS = frozenset('|/\\?%*:"><')


def has_forbidden_char(name: str) -> bool:
    """Whether ``name`` contains a character that names may not contain."""
    return any(c in FORBIDDEN_CHARS for c in name)


class FileSystemBase(DomainAPI[FileSystemState]):
    """State access shared by all file system tools.

    The working directory is kept twice: as a node (``_cwd``), which is what the tools act on, and
    as the list of names in ``state.cwd``, which is what the native projection shows. In the bfcl
    profile the node can be a directory that is no longer in the tree (see :mod:`.state`).
    """

    state_model = FileSystemState

    def __init__(self, state: FileSystemState, ctx: EpisodeContext) -> None:
        super().__init__(state, ctx)
        link_parents(state.root)
        here = state.root
        for name in state.cwd:
            child = here.contents.get(name)
            if not isinstance(child, DirNode):
                raise ValueError(f"working directory {state.cwd!r} is not in the tree")
            here = child
        self._cwd = here

    # -- working directory ---------------------------------------------------------------------

    @property
    def here(self) -> DirNode:
        """The working directory."""
        return self._cwd

    def enter(self, directory: DirNode) -> None:
        """Make ``directory`` the working directory."""
        self._cwd = directory
        self.state.cwd = self._names_below_top(directory)

    @staticmethod
    def _chain(directory: DirNode) -> list[DirNode]:
        chain = [directory]
        while (parent := chain[-1].parent) is not None:
            chain.append(parent)
        chain.reverse()
        return chain

    def _names_below_top(self, directory: DirNode) -> list[str]:
        return [node.name for node in self._chain(directory)[1:]]

    def cwd_path(self) -> str:
        """The working directory as an absolute path, the root's own name included.

        BFCL always prefixes the root's name, so a root called ``/`` gives ``//``; the native
        profile leaves a root named ``/`` out.
        """
        names = [node.name for node in self._chain(self._cwd)]
        if not self.ctx.bfcl and names[0] == "/":
            names = names[1:]
        return "/" + "/".join(names)

    # -- lookups -------------------------------------------------------------------------------

    def local_file(self, name: str) -> FileNode | None:
        """The file called ``name`` in the working directory, if there is one."""
        item = self._cwd.contents.get(name)
        return item if isinstance(item, FileNode) else None

    def navigate(self, path: str) -> DirNode | None:
        """Resolve a directory path (absolute, or relative to the working directory).

        ``.`` stays in place. In the native profile ``..`` goes up one level (staying at the
        root); BFCL resolves only a child literally named ``..``. Returns ``None`` when a
        component is not a directory.
        """
        if path == ".":
            return self._cwd
        if path == "/":
            return self.state.root
        node = self.state.root if path.startswith("/") else self._cwd
        for part in path.strip("/").split("/"):
            if part == ".":
                continue
            if part == ".." and not self.ctx.bfcl:
                node = node.parent or node
                continue
            child = node.contents.get(part)
            if not isinstance(child, DirNode):
                return None
            node = child
        return node

    def depth(self, directory: DirNode) -> int:
        """How many directories below the root ``directory``'s entries lie, at their deepest.

        In the bfcl profile a directory's entries can be shared by several nodes of the tree (see
        :mod:`.state`), so the tree is searched for every place they appear; a directory that is no
        longer in the tree counts by its chain of parents.
        """
        deepest, stack = -1, [(self.state.root, 0)]
        while stack:
            node, level = stack.pop()
            if node.contents is directory.contents:
                deepest = max(deepest, level)
            stack.extend((child, level + 1) for child in node.subdirs())
        return deepest if deepest >= 0 else len(self._chain(directory)) - 1

    # -- errors --------------------------------------------------------------------------------

    def check_depth(self, command: str, name: str, directory: DirNode, item: FileNode | DirNode | None = None) -> None:
        """Refuse to put ``item`` (a new directory when ``None``) into ``directory`` past :data:`MAX_DEPTH`."""
        levels = 1 if item is None else height(item)
        if levels and self.depth(directory) + levels > MAX_DEPTH:
            raise ToolError.returned(f"{command}: cannot create '{name}': directories may nest at most "
                                     f"{MAX_DEPTH} levels deep")

    def check_new_name(self, command: str, name: str) -> None:
        """In the native profile, refuse names a new file or directory cannot have."""
        if self.ctx.bfcl:
            return
        if name in ("", ".", "..") or has_forbidden_char(name):
            raise ToolError.returned(f"{command}: invalid name '{name}'")
