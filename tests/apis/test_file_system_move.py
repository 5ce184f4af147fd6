"""Tests of ``mv`` and ``cp`` (where the profiles differ most) and of long-context injection."""

from __future__ import annotations

import random
from typing import Any

import pytest

from apis.file_system.longcontext import inject_native
from apis.file_system.state import FileNode, tree_from_config, walk_dirs
from sandbox.tools.compat import bfcl_long_context
from sandbox.tools.context import LongContext, Profile
from tests.apis.test_file_system import CONFIG, PROFILES, box, content, error, names, out, run, tree

# -- mv --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("profile", PROFILES)
def test_mv_renames_and_moves(profile: Profile) -> None:
    tb = box(profile=profile)
    assert out(tb, "mv", source="notes.txt", destination="n.txt") == {"result": "'notes.txt' moved to 'n.txt'"}
    assert names(tb)[-1] == "n.txt"
    assert content(tb, "n.txt") == "b line\na line\nc line"
    assert out(tb, "mv", source="n.txt", destination="archive") == {"result": "'n.txt' moved to 'archive/n.txt'"}
    assert names(tb, "archive") == ["n.txt"]
    assert out(tb, "mv", source="docs", destination="archive")["result"] == "'docs' moved to 'archive/docs'"
    assert names(tb, "archive", "docs") == ["readme.md", "sub"]
    run(tb, "cd", folder="archive")
    run(tb, "cd", folder="docs")
    assert out(tb, "cat", file_name="readme.md") == {"file_content": "hello world"}


@pytest.mark.parametrize("profile", PROFILES)
def test_mv_errors(profile: Profile) -> None:
    tb = box(profile=profile)
    assert error(tb, "mv", source="nope", destination="x") == "mv: cannot move 'nope': No such file or directory"
    assert error(tb, "mv", source="todo.txt", destination="docs/x") == (
        "mv: path not allowed in destination. Provide only a file or directory name."
    )
    assert error(tb, "mv", source="docs", destination="todo.txt") == (
        "mv: cannot move 'docs' to 'todo.txt': Not a directory"
    )
    run(tb, "touch", file_name="readme.md")
    assert error(tb, "mv", source="readme.md", destination="docs") == (
        "mv: cannot move 'readme.md' to 'docs/readme.md': File exists"
    )


def test_mv_onto_itself() -> None:
    bfcl, native = box(profile="bfcl"), box(profile="native")
    assert error(bfcl, "mv", source="todo.txt", destination="todo.txt") == (
        "mv: cannot move 'todo.txt' to 'todo.txt': Not a directory"
    )
    assert error(native, "mv", source="todo.txt", destination="todo.txt") == (
        "mv: 'todo.txt' and 'todo.txt' are the same file"
    )
    assert error(native, "mv", source="docs", destination="docs") == (
        "mv: cannot move 'docs' to a subdirectory of itself, 'docs/docs'"
    )
    # BFCL moves the directory into itself and so drops it from the tree.
    assert out(bfcl, "mv", source="docs", destination="docs") == {"result": "'docs' moved to 'docs/docs'"}
    assert "docs" not in names(bfcl)


def test_native_mv_checks_the_new_name() -> None:
    native, bfcl = box(profile="native"), box(profile="bfcl")
    assert error(native, "mv", source="todo.txt", destination="") == "mv: invalid name ''"
    assert out(bfcl, "mv", source="todo.txt", destination="")["result"] == "'todo.txt' moved to ''"


def test_bfcl_cd_up_from_a_moved_directory_follows_the_old_parent() -> None:
    bfcl, native = box(profile="bfcl"), box(profile="native")
    for tb in (bfcl, native):
        run(tb, "mv", source="docs", destination="archive")
        run(tb, "cd", folder="archive")
        run(tb, "cd", folder="docs")
        run(tb, "cd", folder="sub")
        run(tb, "cd", folder="..")
    # BFCL's moved directory is a new node; its children still name the old one as parent.
    assert out(bfcl, "pwd") == {"current_working_directory": "/alex/docs"}
    assert out(native, "pwd") == {"current_working_directory": "/alex/archive/docs"}
    # The old node shares its entries with the new one, so changes still land in the tree.
    run(bfcl, "touch", file_name="late.txt")
    assert "late.txt" in names(bfcl, "archive", "docs")


# -- cp --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("profile", PROFILES)
def test_cp_copies(profile: Profile) -> None:
    tb = box(profile=profile)
    assert out(tb, "cp", source="todo.txt", destination="t2.txt") == {"result": "'todo.txt' copied to 't2.txt'"}
    assert content(tb, "t2.txt") == content(tb, "todo.txt")
    assert out(tb, "cp", source="todo.txt", destination="archive") == {
        "result": "'todo.txt' copied to 'archive/todo.txt'"
    }
    assert out(tb, "cp", source="docs", destination="docs2")["result"] == "'docs' copied to 'docs2'"
    assert names(tb, "docs2") == ["readme.md", "sub"]
    assert out(tb, "cp", source="docs", destination="archive")["result"] == "'docs' copied to 'archive/docs'"
    assert tree(tb)["contents"]["archive"]["contents"]["docs"] == tree(tb)["contents"]["docs"]


@pytest.mark.parametrize("profile", PROFILES)
def test_cp_errors(profile: Profile) -> None:
    tb = box(profile=profile)
    assert error(tb, "cp", source="nope", destination="x") == "cp: cannot copy 'nope': No such file or directory"
    assert error(tb, "cp", source="todo.txt", destination="a/b") == (
        "cp: path not allowed in destination. Provide only a file or directory name."
    )
    assert error(tb, "cp", source="docs", destination="notes.txt") == (
        "cp: cannot copy 'docs' to 'notes.txt': Not a directory"
    )


def test_cp_onto_an_existing_name() -> None:
    bfcl, native = box(profile="bfcl"), box(profile="native")
    for tb in (bfcl, native):
        run(tb, "cp", source="todo.txt", destination="archive")
        run(tb, "mkdir", dir_name="sub")
    raised = run(bfcl, "cp", source="todo.txt", destination="archive")
    assert raised.output == "Error during execution: File 'todo.txt' already exists in directory 'archive'."
    raised = run(bfcl, "cp", source="sub", destination="docs")
    assert raised.output == "Error during execution: Directory 'sub' already exists in directory 'docs'."
    assert error(native, "cp", source="todo.txt", destination="archive") == (
        "cp: cannot copy 'todo.txt' to 'archive/todo.txt': File exists"
    )
    assert error(native, "cp", source="docs", destination="docs") == (
        "cp: cannot copy a directory, 'docs', into itself, 'docs/docs'"
    )
    assert error(native, "cp", source="todo.txt", destination="..") == "cp: invalid name '..'"


def test_bfcl_cp_literal_clash_key() -> None:
    config: dict[str, Any] = {"root": {"r": {"type": "directory", "contents": {
        "a.txt": {"type": "file", "content": ""},
        "d": {"type": "directory", "contents": {"d/a.txt": {"type": "file", "content": ""}}},
    }}}}
    tb = box(config, profile="bfcl")
    assert error(tb, "cp", source="a.txt", destination="d") == "cp: cannot copy 'a.txt' to 'd/a.txt': File exists"


def test_bfcl_cp_into_itself_copies_the_entries_it_had() -> None:
    tb = box(profile="bfcl")
    assert out(tb, "cp", source="docs", destination="docs")["result"] == "'docs' copied to 'docs/docs'"
    assert names(tb, "docs") == ["readme.md", "sub", "docs"]
    assert names(tb, "docs", "docs") == ["readme.md", "sub"]


def test_directory_copies_are_shallow_in_bfcl_and_deep_in_native() -> None:
    bfcl, native = box(profile="bfcl"), box(profile="native")
    for tb in (bfcl, native):
        run(tb, "cp", source="docs", destination="copy")
        run(tb, "cd", folder="copy")
        run(tb, "echo", content="changed", file_name="readme.md")
        run(tb, "cd", folder="sub")
        run(tb, "touch", file_name="x.txt")
    assert content(bfcl, "docs", "readme.md") == "changed"
    assert names(bfcl, "docs", "sub") == ["x.txt"]
    assert content(native, "docs", "readme.md") == "hello world"
    assert names(native, "docs", "sub") == []
    assert names(native, "copy", "sub") == ["x.txt"]


# -- long context ----------------------------------------------------------------------------------


@pytest.mark.bfcl
def test_bfcl_long_context_uses_bfcl_filler() -> None:
    filler = bfcl_long_context()
    config: dict[str, Any] = {"root": {"r": {"type": "directory", "contents": {
        "log.txt": {"type": "file", "content": "kept"},
        "data.txt": {"type": "file", "content": "grown"},
        "leaf": {"type": "directory", "contents": {}},
    }}}}
    tb = box(config, profile="bfcl", long_context=LongContext(size=3))
    state = tb.projection()["file_system"]
    assert state["long_context"] is True
    assert content(tb, "log.txt") == "kept"
    assert content(tb, "data.txt") == "grown" + filler.FILE_CONTENT_EXTENSION
    assert names(tb, "leaf") == list(filler.POPULATE_FILE_EXTENSION)
    assert names(tb) == ["log.txt", "data.txt", "leaf"]


@pytest.mark.bfcl
def test_bfcl_long_context_fills_a_root_without_subdirectories() -> None:
    config: dict[str, Any] = {"root": {"r": {"type": "directory", "contents": {"a": {"type": "file", "content": ""}}}}}
    tb = box(config, profile="bfcl", long_context=LongContext())
    assert len(names(tb)) == 1 + len(bfcl_long_context().POPULATE_FILE_EXTENSION)


def test_native_long_context_is_seeded_and_sized() -> None:
    def build(seed: int) -> dict[str, Any]:
        projection: dict[str, Any] = box(profile="native", long_context=LongContext(size=60), seed=seed).projection()
        return projection["file_system"]  # type: ignore[no-any-return]

    first, again, other = build(1), build(1), build(2)
    assert first == again
    assert first != other

    def count(node: dict[str, Any]) -> int:
        items = node.get("contents", {})
        return len(items) + sum(count(child) for child in items.values())

    def folders(node: dict[str, Any]) -> int:
        return 1 + sum(folders(child) for child in node["contents"].values() if "contents" in child)

    plain = box(profile="native").projection()["file_system"]["root"]
    assert folders(plain) == 4
    assert count(first["root"]) - count(plain) == 60 * folders(plain)  # 60 in every configured folder
    long = box(profile="native", long_context=LongContext(size=60), seed=1)
    assert content(long, "notes.txt") == "b line\na line\nc line"


def test_native_generator_makes_every_kind_of_file() -> None:
    root = tree_from_config(CONFIG)
    inject_native(root, random.Random(3), 300)
    extensions = {
        name.rsplit(".", 1)[-1]
        for directory in walk_dirs(root)
        for name, item in directory.contents.items()
        if isinstance(item, FileNode) and "_" in name
    }
    assert extensions == {"txt", "md", "log", "csv", "json"}
    tb = box(profile="native", long_context=LongContext(size=0))
    assert tree(tb) == tree(box(profile="native"))
