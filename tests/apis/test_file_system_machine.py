"""Random tool sequences against the file system domain (both profiles, with and without long context)."""

from __future__ import annotations

from hypothesis import strategies as st

from typing import Any

from apis.file_system import DOMAIN
from apis.file_system.state import MAX_DEPTH, DirNode, FileSystemState, height, walk_dirs
from sandbox.testing import check_domain
from sandbox.tools.context import LongContext
from tests.apis.helpers import machine_test
from tests.apis.test_file_system import CONFIG

ENTRIES = st.sampled_from(["notes.txt", "todo.txt", ".hidden", "docs", "archive", "sub", "readme.md", "new", "", ".."])
VALUES = {
    "file_name": ENTRIES,
    "echo.file_name": st.none() | ENTRIES,
    "dir_name": ENTRIES,
    "source": ENTRIES,
    "destination": ENTRIES | st.just("a/b"),
    "file_name1": ENTRIES,
    "file_name2": ENTRIES,
    "folder": st.sampled_from(["docs", "archive", "sub", "new", "..", "/", ".", "docs/sub", "notes.txt"]),
    "path": st.sampled_from([".", "/", "docs", "docs/sub", "..", "missing"]),
    "find.name": st.none() | st.sampled_from(["txt", "s", "zz"]),
    "content": st.sampled_from(["", "one line", "a\nb\nc"]),
    "pattern": st.sampled_from(["line", "a", ""]),
    "mode": st.sampled_from(["l", "w", "c", "x"]),
    "lines": st.integers(-3, 5),
}


def the_tree_is_a_tree(before: FileSystemState | None, after: FileSystemState, call: Any) -> None:
    """Native: every entry is filed under its own name, each directory once, its parent is its holder, no
    name is empty or "." / "..", the working directory is in the tree, and it nests at most MAX_DEPTH deep."""
    seen: set[int] = set()
    for directory in walk_dirs(after.root):
        assert id(directory) not in seen, f"{call} put a directory in two places"
        seen.add(id(directory))
        for name, entry in directory.contents.items():
            assert entry.name == name and name not in ("", ".", ".."), f"{call} filed {entry.name!r} as {name!r}"
            if isinstance(entry, DirNode):
                assert entry.parent is directory, f"{call} left {name!r} pointing at another parent"
    assert height(after.root) - 1 <= MAX_DEPTH
    here = after.root
    for name in after.cwd:
        here = here.contents[name]  # type: ignore[assignment]
        assert isinstance(here, DirNode), f"{call} left the working directory outside the tree: {after.cwd}"


def files_keep_their_content(before: FileSystemState | None, after: FileSystemState, call: Any) -> None:
    """Only echo writes text: a call that neither creates, moves nor removes entries leaves every file as it was."""
    if before is None or call is None or call.name == "echo":
        return

    def by_path(state: FileSystemState) -> dict[str, str]:
        out: dict[str, str] = {}
        stack: list[tuple[str, DirNode]] = [("", state.root)]
        while stack:
            path, d = stack.pop()
            for name, entry in d.contents.items():
                if isinstance(entry, DirNode):
                    stack.append((f"{path}/{name}", entry))
                else:
                    out[f"{path}/{name}"] = entry.content
        return out

    if call.name not in ("mv", "cp", "rm", "touch", "rmdir"):
        assert by_path(before) == by_path(after), f"{call} changed a file's text"


TestFileSystemNative = machine_test(DOMAIN, CONFIG, VALUES, [the_tree_is_a_tree, files_keep_their_content],
                                    profile="native")
TestFileSystemBfcl = machine_test(DOMAIN, CONFIG, VALUES, [files_keep_their_content], profile="bfcl")
TestFileSystemNativeLong = machine_test(
    DOMAIN, CONFIG, VALUES, [the_tree_is_a_tree, files_keep_their_content], profile="native",
    long_context=LongContext(size=40), seed=5,
)


def test_conformance() -> None:
    check_domain(DOMAIN)
