"""The file system's state: a tree of directories and files, the working directory and a flag.

Every node carries its own name (equal to its key in the parent's ``contents``), so a dump of the
tree has the shape bfcl-eval's state checker compares: directories as ``{name, contents}`` and
files as ``{name, content}``.

Each directory also remembers, privately, the directory it was created in. That link is what
``cd ..`` follows. In the native profile it always agrees with the tree; the bfcl profile keeps
BFCL's quirk that a directory moved or copied by ``mv``/``cp`` is a *new* node while its children
still point at the old one.

>>> tree = tree_from_config({"root": {"home": {"type": "directory", "contents": {
...     "a.txt": {"type": "file", "content": "hi"}}}}})
>>> tree.model_dump()
{'name': 'home', 'contents': {'a.txt': {'name': 'a.txt', 'content': 'hi'}}}
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr

#: The name of the root directory when a configuration names none.
DEFAULT_ROOT = "/"

#: How many directories deep below the root the tree may grow. Deeper trees are refused (a tool
#: error, or an invalid configuration): states that deep cannot be compared or recorded safely.
MAX_DEPTH = 100


class FileNode(BaseModel):
    """A file: its name and its text."""

    model_config = ConfigDict(extra="forbid")

    name: str
    content: str = ""


class DirNode(BaseModel):
    """A directory: its name and its entries by name (in creation order)."""

    model_config = ConfigDict(extra="forbid")

    name: str
    contents: dict[str, FileNode | DirNode]
    _parent: DirNode | None = PrivateAttr(default=None)

    def __eq__(self, other: object) -> bool:
        # By name and entries only: comparing the private parent links would recurse up and down.
        return isinstance(other, DirNode) and self.model_dump() == other.model_dump()

    @property
    def parent(self) -> DirNode | None:
        """The directory this one was created in (``None`` for the root)."""
        return self._parent

    def add_file(self, name: str, content: str = "") -> FileNode:
        """Create a file in this directory (replacing nothing: the caller checks for clashes)."""
        node = FileNode(name=name, content=content)
        self.contents[name] = node
        return node

    def add_dir(self, name: str) -> DirNode:
        """Create an empty subdirectory linked to this directory as its parent."""
        node = DirNode(name=name, contents={})
        node._parent = self
        self.contents[name] = node
        return node

    def subdirs(self) -> Iterator[DirNode]:
        """The directories directly inside this one."""
        return (item for item in self.contents.values() if isinstance(item, DirNode))


Node = FileNode | DirNode


class FileSystemState(BaseModel):
    """The whole state of one file system.

    Args:
        root: The root directory.
        cwd: Names of the directories from the root down to the working directory (root excluded).
        long_context: Whether long-context distractors were injected at load time.
    """

    model_config = ConfigDict(extra="forbid")

    root: DirNode = Field(default_factory=lambda: DirNode(name=DEFAULT_ROOT, contents={}))
    cwd: list[str] = Field(default_factory=list)
    long_context: bool = False


def link_parents(directory: DirNode) -> None:
    """Point every directory below ``directory`` at the directory that holds it."""
    for child in directory.subdirs():
        child._parent = directory
        link_parents(child)


def walk_dirs(directory: DirNode) -> Iterator[DirNode]:
    """``directory`` and every directory below it, parents before children."""
    yield directory
    for child in directory.subdirs():
        yield from walk_dirs(child)


def height(item: FileNode | DirNode) -> int:
    """How many levels of directories ``item`` holds, itself included (0 for a file)."""
    tallest, stack = 0, [(item, 1)]
    while stack:
        node, level = stack.pop()
        if isinstance(node, DirNode):
            tallest = max(tallest, level)
            stack.extend((child, level + 1) for child in node.subdirs())
    return tallest


def _load_entries(target: DirNode, entries: Mapping[str, Any], depth: int = 0) -> None:
    if depth > MAX_DEPTH:
        raise ValueError(f"the file system tree is more than {MAX_DEPTH} directories deep")
    for name, spec in entries.items():
        if not isinstance(spec, Mapping):
            raise ValueError(f"file system entry {name!r} must be an object with a 'type'")
        kind = spec.get("type")
        if kind == "directory":
            _load_entries(target.add_dir(name), spec.get("contents") or {}, depth + 1)
        elif kind == "file":
            target.add_file(name, str(spec.get("content", "")))
        # Like BFCL, entries of any other type are skipped.


def _dump_entries(directory: DirNode) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name, node in directory.contents.items():
        if isinstance(node, DirNode):
            out[name] = {"type": "directory", "contents": _dump_entries(node)}
        else:
            out[name] = {"type": "file", "content": node.content}
    return out


def tree_to_config(root: DirNode) -> dict[str, Any]:
    """The configuration that :func:`tree_from_config` reads back into an equal tree."""
    return {"root": {root.name: {"type": "directory", "contents": _dump_entries(root)}}}


def tree_from_config(config: Mapping[str, Any]) -> DirNode:
    """Build the directory tree from BFCL's configuration shape.

    The configuration is ``{"root": {<root name>: {"type": "directory", "contents": {...}}}}``;
    entries are ``{"type": "directory", "contents": {...}}`` or ``{"type": "file", "content": str}``.
    Without ``root`` the tree is an empty directory named ``/``.

    Raises:
        ValueError: ``root`` is present but not a mapping with one named directory.
    """
    raw = config.get("root")
    if raw is None:
        return DirNode(name=DEFAULT_ROOT, contents={})
    if not isinstance(raw, Mapping) or not raw:
        raise ValueError("file system config 'root' must map the root directory's name to its spec")
    name = next(iter(raw))
    spec = raw[name]
    entries = spec.get("contents") if isinstance(spec, Mapping) else None
    root = DirNode(name=str(name), contents={})
    _load_entries(root, entries or {})
    return root
