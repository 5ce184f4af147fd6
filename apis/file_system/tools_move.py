"""Tools that move and copy entries of the current directory: ``mv`` and ``cp``.

The two profiles differ most here (see docs/compat/file_system.md):

- bfcl: a moved or copied directory is a new node. ``mv`` hands it the old node's very
  ``contents`` dict; ``cp`` a shallow copy of it, so both trees share the same file and directory
  nodes afterwards. Copying onto a name that already exists in the target directory raises, because
  BFCL's own clash check looks up the wrong key.
- native: ``mv`` moves the node itself, ``cp`` makes an independent deep copy, and every clash or
  self-move is a clear error.
"""

from __future__ import annotations

from sandbox.tools.errors import ToolError
from sandbox.tools.spec import tool

from apis.file_system.base import FileSystemBase
from apis.file_system.state import DirNode, FileNode, Node


def clone(item: Node, name: str) -> Node:
    """An independent deep copy of ``item`` called ``name`` (directory parents are re-linked)."""
    if isinstance(item, FileNode):
        return FileNode(name=name, content=item.content)
    copy = DirNode(name=name, contents={})
    for child_name, child in item.contents.items():
        child_copy = clone(child, child_name)
        if isinstance(child_copy, DirNode):
            child_copy._parent = copy
        copy.contents[child_name] = child_copy
    return copy


def place(directory: DirNode, item: Node) -> None:
    """Put ``item`` into ``directory`` under its own name, making ``directory`` its parent."""
    if isinstance(item, DirNode):
        item._parent = directory
    directory.contents[item.name] = item


class MoveTools(FileSystemBase):
    """Renaming, moving and copying."""

    def _source(self, command: str, verb: str, source: str, destination: str) -> Node:
        item = self.here.contents.get(source)
        if item is None:
            raise ToolError.returned(f"{command}: cannot {verb} '{source}': No such file or directory")
        if "/" in destination:
            raise ToolError.returned(f"{command}: path not allowed in destination. Provide only a file or directory name.")
        return item

    @tool(consumes={"source": "file_name", "destination": "directory"}, produces={"result": "text"})
    def mv(self, source: str, destination: str) -> dict[str, str]:
        """Rename an entry of the current directory, or move it into a directory next to it.

        Args:
            source: The name of the file or directory to move (no path).
            destination: The name of a directory in the current directory to move the entry into,
                or else the entry's new name. No paths.

        Returns:
            result: Where the entry went.
        """
        item = self._source("mv", "move", source, destination)
        target = self.here.contents.get(destination)
        if target is not None and not isinstance(target, DirNode):
            if not self.ctx.bfcl and target is item:
                raise ToolError.returned(f"mv: '{source}' and '{destination}' are the same file")
            raise ToolError.returned(f"mv: cannot move '{source}' to '{destination}': Not a directory")
        if target is not None:
            if not self.ctx.bfcl and target is item:
                raise ToolError.returned(f"mv: cannot move '{source}' to a subdirectory of itself, '{destination}/{source}'")
            if source in target.contents:
                raise ToolError.returned(f"mv: cannot move '{source}' to '{destination}/{source}': File exists")
            self.check_depth("mv", f"{destination}/{source}", target, item)
            del self.here.contents[source]
            self._arrive(target, item, source)
            return {"result": f"'{source}' moved to '{destination}/{source}'"}
        self.check_new_name("mv", destination)
        self.check_depth("mv", destination, self.here, item)
        del self.here.contents[source]
        self._arrive(self.here, item, destination)
        return {"result": f"'{source}' moved to '{destination}'"}

    def _arrive(self, directory: DirNode, item: Node, name: str) -> None:
        if not self.ctx.bfcl:
            item.name = name
            place(directory, item)
        elif isinstance(item, FileNode):
            directory.add_file(name, item.content)
        else:
            directory.add_dir(name).contents = item.contents

    @tool(consumes={"source": "file_name", "destination": "directory"}, produces={"result": "text"})
    def cp(self, source: str, destination: str) -> dict[str, str]:
        """Copy an entry of the current directory into a directory next to it, or under a new name.

        Args:
            source: The name of the file or directory to copy (no path).
            destination: The name of a directory in the current directory to copy the entry into,
                or else the name of the copy. No paths.

        Returns:
            result: Where the copy was made.
        """
        item = self._source("cp", "copy", source, destination)
        target = self.here.contents.get(destination)
        if target is not None and not isinstance(target, DirNode):
            raise ToolError.returned(f"cp: cannot copy '{source}' to '{destination}': Not a directory")
        if target is None:
            self.check_new_name("cp", destination)
            self.check_depth("cp", destination, self.here, item)
            self._copy_into(self.here, item, destination)
            return {"result": f"'{source}' copied to '{destination}'"}
        clash = f"cp: cannot copy '{source}' to '{destination}/{source}': File exists"
        if self.ctx.bfcl:
            if f"{destination}/{source}" in target.contents:
                raise ToolError.returned(clash)
            if source in target.contents:
                kind = "File" if isinstance(item, FileNode) else "Directory"
                raise ToolError(f"{kind} '{source}' already exists in directory '{target.name}'.")
        else:
            if target is item:
                raise ToolError.returned(f"cp: cannot copy a directory, '{source}', into itself, '{destination}/{source}'")
            if source in target.contents:
                raise ToolError.returned(clash)
        self.check_depth("cp", f"{destination}/{source}", target, item)
        self._copy_into(target, item, source)
        return {"result": f"'{source}' copied to '{destination}/{source}'"}

    def _copy_into(self, directory: DirNode, item: Node, name: str) -> None:
        if not self.ctx.bfcl:
            place(directory, clone(item, name))
        elif isinstance(item, FileNode):
            directory.add_file(name, item.content)
        else:
            entries = dict(item.contents)
            directory.add_dir(name).contents = entries
