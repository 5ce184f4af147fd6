"""Tools that look around: ``pwd``, ``ls``, ``cd``, ``find`` and ``du``."""

from __future__ import annotations

from typing import Any

from sandbox.tools.errors import ToolError
from sandbox.tools.spec import tool

from apis.file_system.base import FileSystemBase
from apis.file_system.state import DirNode, FileNode

_SIZE_UNITS = ("B", "KB", "MB", "GB", "TB")


def tree_size(item: FileNode | DirNode) -> int:
    """Bytes of UTF-8 text held by a file, or by every file below a directory."""
    if isinstance(item, FileNode):
        return len(item.content.encode("utf-8"))
    return sum(tree_size(child) for child in item.contents.values())


def human_size(size: float) -> str:
    """Format a byte count with two decimals and a binary unit (``1.50 KB``)."""
    for unit in _SIZE_UNITS:
        if size < 1024:
            return f"{size:.2f} {unit}"
        size /= 1024
    return f"{size:.2f} PB"


class BrowseTools(FileSystemBase):
    """Navigation and inspection of the directory tree."""

    @tool(mutates=False, produces={"current_working_directory": "path"})
    def pwd(self) -> dict[str, str]:
        """Show the absolute path of the current working directory.

        Returns:
            current_working_directory: The path, starting with ``/`` and the root directory's name.
        """
        return {"current_working_directory": self.cwd_path()}

    @tool(mutates=False, produces={"current_directory_content": "file_name"})
    def ls(self, a: bool = False) -> dict[str, list[str]]:
        """List the names of the files and directories in the current directory.

        Args:
            a: Also list hidden entries (names that start with a dot).

        Returns:
            current_directory_content: The entry names, in creation order.
        """
        names = list(self.here.contents)
        if not a:
            names = [name for name in names if not name.startswith(".")]
        return {"current_directory_content": names}

    @tool(consumes={"folder": "directory"}, produces={"current_working_directory": "path"})
    def cd(self, folder: str) -> dict[str, str]:
        """Change the current working directory by one level.

        Args:
            folder: A directory inside the current one, ``..`` for the parent, ``/`` for the root
                or ``.`` to stay. Only one level per call: paths such as ``a/b`` are refused.

        Returns:
            current_working_directory: Where the call arrived.
        """
        folder = folder.rstrip("/") or "/"
        if folder not in (".", "..", "/") and "/" in folder:
            raise ToolError.returned(f"cd: {folder}: Unsupported path. Only one folder level at a time is supported.")
        if folder == "..":
            parent = self.here.parent
            if parent is None:
                raise ToolError.returned("Current directory is already the root. Cannot go back.")
            self.enter(parent)
            return {} if self.ctx.bfcl else {"current_working_directory": self.cwd_path()}
        target = self.navigate(folder)
        if target is None:
            raise ToolError.returned(f"cd: '{folder}': No such file or directory")
        self.enter(target)
        if self.ctx.bfcl:
            return {"current_working_directory": target.name}
        return {"current_working_directory": self.cwd_path()}

    @tool(mutates=False, consumes={"path": "path", "name": "file_name"}, produces={"matches": "path"})
    def find(self, path: str = ".", name: str | None = None) -> dict[str, list[str]]:
        """Search a directory and everything below it for entries whose name contains a text.

        Args:
            path: The directory to search from, absolute or relative to the current directory;
                it may have several levels.
            name: The text an entry's name must contain; leave it out to list every entry.

        Returns:
            matches: The paths of the matching files and directories, each starting with ``path``.
        """
        start = self.navigate(path)
        if start is None:
            raise ToolError.returned(f"find: '{path}': No such file or directory")
        matches: list[str] = []

        def visit(directory: DirNode, prefix: str) -> None:
            for entry, item in directory.contents.items():
                entry_path = f"{prefix}/{entry}"
                if name is None or name in entry:
                    matches.append(entry_path)
                if isinstance(item, DirNode):
                    visit(item, entry_path)

        visit(start, path.rstrip("/"))
        return {"matches": matches}

    @tool(mutates=False, produces={"disk_usage": "text"})
    def du(self, human_readable: bool = False) -> dict[str, Any]:
        """Measure the space used by the current directory and everything below it.

        Args:
            human_readable: Give the size in B/KB/MB/... with two decimals instead of in bytes.

        Returns:
            disk_usage: The size, such as ``205 bytes`` or ``1.50 KB``.
        """
        size = tree_size(self.here)
        return {"disk_usage": human_size(size) if human_readable else f"{size} bytes"}
