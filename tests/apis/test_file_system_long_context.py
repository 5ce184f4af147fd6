"""Native long context of the file system: distractors in every folder, and each file read carries the file's access log."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from apis.file_system.longcontext import inject_native, native_history
from apis.file_system.state import DirNode, FileNode, tree_from_config, walk_dirs
from sandbox.tools.context import DEFAULT_CLOCK, LongContext
from tests.apis.helpers import run
from tests.apis.test_file_system import CONFIG, box, names, out, tree

CONFIGURED = ("alex", "docs", "sub", "archive")
FILES = ("notes.txt", "todo.txt", ".hidden", "readme.md")
#: Every read of a file, with the arguments that read ``notes.txt`` in the root folder.
READS: list[tuple[str, dict[str, Any]]] = [
    ("cat", {"file_name": "notes.txt"}),
    ("wc", {"file_name": "notes.txt", "mode": "w"}),
    ("sort", {"file_name": "notes.txt"}),
    ("grep", {"file_name": "notes.txt", "pattern": "line"}),
    ("tail", {"file_name": "notes.txt", "lines": 2}),
    ("diff", {"file_name1": "notes.txt", "file_name2": "todo.txt"}),
]
_LINE = re.compile(r"^\d{4}-\d{2}-\d{2} \d{2}:\d{2} [a-z ]+$")


def injected(size: int, seed: int = 1) -> DirNode:
    root = tree_from_config(CONFIG)
    inject_native(root, random.Random(seed), size)
    return root


def folders(root: DirNode) -> dict[str, DirNode]:
    return {d.name: d for d in walk_dirs(root)}


def distractors(directory: DirNode) -> list[str]:
    plain = folders(tree_from_config(CONFIG))
    return [name for name in directory.contents if name not in plain[directory.name].contents]


@pytest.mark.parametrize("size", [0, 7, 120])
def test_every_configured_folder_nested_or_empty_gets_size_distractors(size: int) -> None:
    found = folders(injected(size))
    for name in CONFIGURED:
        added = distractors(found[name])
        assert len(added) == size, name
        assert all(re.fullmatch(r"[a-z]+_\d{4}(\.(txt|md|log|csv|json))?", item) for item in added)
        # the distractor folders stay empty: a folder's listing grows, not the number of folders to walk
        assert all(found[name].contents[item].contents == {} for item in added  # type: ignore[union-attr]
                   if isinstance(found[name].contents[item], DirNode))


def test_the_distractors_are_seeded() -> None:
    assert injected(50, seed=3) == injected(50, seed=3)
    assert injected(50, seed=3) != injected(50, seed=4)
    long, plain = box(profile="native", long_context=LongContext(size=40), seed=9), box(profile="native", seed=9)
    assert tree(long) == tree(box(profile="native", long_context=LongContext(size=40), seed=9))
    assert tree(long) != tree(plain)


def test_distractor_names_hold_no_configured_name_and_a_search_finds_what_it_found_before() -> None:
    root = injected(300)
    configured = [*CONFIGURED, *FILES]
    bases = [name.lstrip(".").split(".")[0] for name in configured]
    for directory in walk_dirs(root):
        for name in distractors(directory) if directory.name in CONFIGURED else []:
            assert not any(base in name for base in bases), name
    plain, long = box(profile="native"), box(profile="native", long_context=LongContext(size=300))
    for name in [*configured, *bases]:
        assert out(long, "find", path=".", name=name) == out(plain, "find", path=".", name=name)
    assert len(out(long, "find", path=".")["matches"]) == len(out(plain, "find", path=".")["matches"]) + 4 * 300


def test_distractor_files_hold_text_of_their_kind() -> None:
    root = injected(200)
    kinds: dict[str, list[str]] = {}
    for directory in walk_dirs(root):
        for name, item in directory.contents.items():
            if isinstance(item, FileNode) and re.fullmatch(r"[a-z]+_\d{4}\.\w+", name):
                kinds.setdefault(name.rsplit(".", 1)[1], []).append(item.content)
    assert set(kinds) == {"txt", "md", "log", "csv", "json"}
    assert all(text.startswith("id,label,value\n") for text in kinds["csv"])
    assert all(text.startswith("{") and text.endswith("}") for text in kinds["json"])
    assert all(re.match(r"\d{2}:\d{2}:\d{2} (INFO|DEBUG|WARN) job \d{3} ", line)
               for text in kinds["log"] for line in text.splitlines())
    assert all(2 <= len(text.splitlines()) <= 8 for text in kinds["txt"] + kinds["md"] + kinds["log"])
    assert len(set(kinds["txt"])) > len(kinds["txt"]) // 2  # files differ from each other


@pytest.mark.parametrize(("tool", "arguments"), READS, ids=[r[0] for r in READS])
def test_a_file_read_carries_the_files_access_log_and_the_result_is_otherwise_unchanged(
        tool: str, arguments: dict[str, Any]) -> None:
    plain = out(box(profile="native"), tool, **arguments)
    assert "history" not in plain
    for size in (5, 60):
        long = box(profile="native", long_context=LongContext(size=size))
        first = out(long, tool, **arguments)
        assert {key: value for key, value in first.items() if key != "history"} == plain
        assert len(first["history"]) == size * (2 if tool == "diff" else 1)
        assert first["history"] == sorted(first["history"])  # oldest first
        assert all(_LINE.match(line) and line[:16] < f"{DEFAULT_CLOCK:%Y-%m-%d %H:%M}" for line in first["history"])
        run(long, "ls")
        run(long, "cat", file_name="todo.txt")
        assert out(long, tool, **arguments) == first  # the same on every call, whatever ran before


def test_the_log_belongs_to_the_file_wherever_it_is_read_from() -> None:
    long = box(profile="native", long_context=LongContext(size=30))
    notes, todo = out(long, "cat", file_name="notes.txt")["history"], out(long, "wc", file_name="todo.txt")["history"]
    assert notes != todo
    assert out(long, "tail", file_name="notes.txt")["history"] == notes
    assert sorted(notes + todo) == out(long, "diff", file_name1="todo.txt", file_name2="notes.txt")["history"]
    assert len(out(long, "diff", file_name1="notes.txt", file_name2="notes.txt")["history"]) == 30
    run(long, "cd", folder="docs")
    readme = out(long, "cat", file_name="readme.md")["history"]
    other = box(profile="native", long_context=LongContext(size=30))
    run(other, "cd", folder="docs")
    run(other, "cd", folder="..")
    run(other, "cd", folder="docs")
    assert out(other, "grep", file_name="readme.md", pattern="x")["history"] == readme
    reseeded = box(profile="native", long_context=LongContext(size=30), seed=2)
    assert out(reseeded, "cat", file_name="notes.txt")["history"] != notes


def test_the_log_names_no_file_folder_or_configured_word() -> None:
    lines = native_history(random.Random(5), 500, DEFAULT_CLOCK)
    words = {word for line in lines for word in line.split()[2:]}
    assert not words & {*CONFIGURED, *FILES, "notes", "todo", "readme", "backup", "archive", "file"}
    assert len(set(lines)) > 400


def test_errors_and_the_bfcl_profile_carry_no_log() -> None:
    long = box(profile="native", long_context=LongContext(size=10))
    assert "history" not in run(long, "cat", file_name="missing.txt").output
    assert "history" not in run(long, "cat", file_name="docs").output
    bfcl = box(profile="bfcl", long_context=LongContext(size=10))
    for tool, arguments in READS:
        assert "history" not in out(bfcl, tool, **arguments)
    assert names(bfcl, "docs", "sub")[-1].startswith("image_")  # BFCL's own filler, not the native distractors
