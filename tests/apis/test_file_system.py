"""Unit tests for the file system domain, in both compatibility profiles."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from apis.file_system import DOMAIN
from apis.file_system.state import FileSystemState, tree_from_config
from apis.file_system.tools_browse import human_size
from apis.file_system.tools_read import line_diff, paired_diff
from sandbox.episode.execution import Toolbox
from sandbox.testing import check_domain
from sandbox.tools.context import EpisodeContext, Profile
from tests.apis.helpers import error_message as error
from tests.apis.helpers import run, run_checked, toolbox

CONFIG: dict[str, Any] = {
    "root": {
        "alex": {
            "type": "directory",
            "contents": {
                "notes.txt": {"type": "file", "content": "b line\na line\nc line"},
                "todo.txt": {"type": "file", "content": "b line\nx line"},
                ".hidden": {"type": "file", "content": "secret"},
                "docs": {
                    "type": "directory",
                    "contents": {
                        "readme.md": {"type": "file", "content": "hello world"},
                        "sub": {"type": "directory", "contents": {}},
                    },
                },
                "archive": {"type": "directory", "contents": {}},
            },
        }
    }
}
PROFILES: tuple[Profile, ...] = ("bfcl", "native")


def box(config: dict[str, Any] | None = None, profile: Profile = "bfcl", **ctx: Any) -> Toolbox:
    return toolbox(DOMAIN, copy.deepcopy(CONFIG if config is None else config), profile, **ctx)


def out(tb: Toolbox, tool: str, /, **arguments: Any) -> Any:
    return json.loads(run_checked(tb, tool, **arguments).output)


def tree(tb: Toolbox) -> dict[str, Any]:
    return tb.projection()["file_system"]["root"]  # type: ignore[no-any-return]


def names(tb: Toolbox, *path: str) -> list[str]:
    node = tree(tb)
    for part in path:
        node = node["contents"][part]
    return list(node["contents"])


def content(tb: Toolbox, *path: str) -> str:
    node = tree(tb)
    for part in path:
        node = node["contents"][part]
    return node["content"]  # type: ignore[no-any-return]


def test_conformance() -> None:
    check_domain(DOMAIN)
    assert DOMAIN.known_config_keys() == {"root"}


# -- loading and projection ------------------------------------------------------------------------


def test_projection_shapes() -> None:
    bfcl, native = box(profile="bfcl"), box(profile="native")
    assert set(bfcl.projection()["file_system"]) == {"root", "long_context"}
    assert bfcl.projection()["file_system"]["long_context"] is False
    assert native.projection()["file_system"]["cwd"] == "/alex"
    assert "long_context" not in native.projection()["file_system"]
    assert tree(bfcl)["contents"]["docs"]["contents"]["readme.md"] == {"name": "readme.md", "content": "hello world"}
    assert tree(bfcl) == tree(native)


def test_default_root_and_ignored_keys() -> None:
    tb = box({"unknown": 1})
    assert tree(tb) == {"name": "/", "contents": {}}
    assert out(tb, "pwd") == {"current_working_directory": "//"}
    assert out(box({}, "native"), "pwd") == {"current_working_directory": "/"}


def test_loading_skips_unknown_entry_types_and_rejects_bad_roots() -> None:
    root = tree_from_config({"root": {"r": {"contents": {"x": {"type": "link"}, "f": {"type": "file"}}}}})
    assert root.model_dump() == {"name": "r", "contents": {"f": {"name": "f", "content": ""}}}
    with pytest.raises(ValueError):
        tree_from_config({"root": {}})
    with pytest.raises(ValueError):
        tree_from_config({"root": {"r": {"type": "directory", "contents": {"x": "not a spec"}}}})


def test_config_is_copied_not_kept() -> None:
    config = copy.deepcopy(CONFIG)
    tb = Toolbox({DOMAIN: config}, EpisodeContext(profile="native"))
    config["root"]["alex"]["contents"].clear()
    assert "notes.txt" in names(tb)


def test_state_round_trips_through_validation() -> None:
    tb = box(profile="native")
    run(tb, "cd", folder="docs")
    api = tb.apis["file_system"]
    again = FileSystemState.model_validate(api.state.model_dump())
    assert again.model_dump() == api.state.model_dump()
    rebuilt = DOMAIN.api(again, api.ctx)
    assert rebuilt.projection() == api.projection()


def test_state_with_a_bad_cwd_is_refused() -> None:
    state = FileSystemState(root=tree_from_config(CONFIG), cwd=["nowhere"])
    with pytest.raises(ValueError):
        DOMAIN.api(state, EpisodeContext())


def test_two_episodes_do_not_share_state() -> None:
    first, second = box(), box()
    run(first, "touch", file_name="new.txt")
    assert "new.txt" not in names(second)


# -- pwd, ls, cd -----------------------------------------------------------------------------------


def test_pwd_follows_cd() -> None:
    bfcl, native = box(profile="bfcl"), box(profile="native")
    for tb in (bfcl, native):
        run(tb, "cd", folder="docs")
        assert out(tb, "pwd") == {"current_working_directory": "/alex/docs"}


def test_ls_hides_dot_files_unless_asked() -> None:
    tb = box()
    assert out(tb, "ls") == {"current_directory_content": ["notes.txt", "todo.txt", "docs", "archive"]}
    assert ".hidden" in out(tb, "ls", a=True)["current_directory_content"]


def test_cd_results_per_profile() -> None:
    bfcl, native = box(profile="bfcl"), box(profile="native")
    assert out(bfcl, "cd", folder="docs/") == {"current_working_directory": "docs"}
    assert out(native, "cd", folder="docs/") == {"current_working_directory": "/alex/docs"}
    assert out(bfcl, "cd", folder="..") == {}
    assert out(native, "cd", folder="..") == {"current_working_directory": "/alex"}
    assert out(bfcl, "cd", folder=".") == {"current_working_directory": "alex"}
    run(bfcl, "cd", folder="docs")
    assert out(bfcl, "cd", folder="/") == {"current_working_directory": "alex"}
    assert native.projection()["file_system"]["cwd"] == "/alex"


@pytest.mark.parametrize("profile", PROFILES)
def test_cd_errors(profile: Profile) -> None:
    tb = box(profile=profile)
    assert error(tb, "cd", folder="..") == "Current directory is already the root. Cannot go back."
    assert error(tb, "cd", folder="docs/sub") == (
        "cd: docs/sub: Unsupported path. Only one folder level at a time is supported."
    )
    assert error(tb, "cd", folder="nope") == "cd: 'nope': No such file or directory"
    assert error(tb, "cd", folder="notes.txt") == "cd: 'notes.txt': No such file or directory"


# -- find, du --------------------------------------------------------------------------------------


@pytest.mark.parametrize("profile", PROFILES)
def test_find(profile: Profile) -> None:
    tb = box(profile=profile)
    assert out(tb, "find", name="read") == {"matches": ["./docs/readme.md"]}
    assert out(tb, "find", path="/", name="s") == {"matches": ["/notes.txt", "/docs", "/docs/sub"]}
    assert out(tb, "find", path="docs/")["matches"] == ["docs/readme.md", "docs/sub"]
    assert out(tb, "find", path="docs/sub") == {"matches": []}
    assert error(tb, "find", path="missing") == "find: 'missing': No such file or directory"
    assert error(tb, "find", path="notes.txt/x") == "find: 'notes.txt/x': No such file or directory"


def test_find_dot_dot_only_in_native() -> None:
    bfcl, native = box(profile="bfcl"), box(profile="native")
    for tb in (bfcl, native):
        run(tb, "cd", folder="docs")
    assert error(bfcl, "find", path="..") == "find: '..': No such file or directory"
    assert "../todo.txt" in out(native, "find", path="..")["matches"]
    assert out(native, "find", path="/..", name="todo") == {"matches": ["/../todo.txt"]}


@pytest.mark.parametrize("profile", PROFILES)
def test_du(profile: Profile) -> None:
    tb = box(profile=profile)
    # notes 20 + todo 13 + .hidden 6 + readme 11 bytes
    assert out(tb, "du") == {"disk_usage": "50 bytes"}
    assert out(tb, "du", human_readable=True) == {"disk_usage": "50.00 B"}


def test_human_size_units() -> None:
    assert human_size(1536) == "1.50 KB"
    assert human_size(5 * 1024**3) == "5.00 GB"
    assert human_size(3 * 1024**5) == "3.00 PB"


# -- mkdir, touch, echo ----------------------------------------------------------------------------


def test_mkdir_and_touch_results() -> None:
    bfcl, native = box(profile="bfcl"), box(profile="native")
    assert run(bfcl, "mkdir", dir_name="new").output == "None"
    assert run(bfcl, "touch", file_name="a.txt").output == "None"
    assert out(native, "mkdir", dir_name="new") == {"result": "directory 'new' created"}
    assert out(native, "touch", file_name="a.txt") == {"result": "file 'a.txt' created"}
    assert tree(bfcl) == tree(native)
    assert tree(bfcl)["contents"]["new"] == {"name": "new", "contents": {}}


@pytest.mark.parametrize("profile", PROFILES)
def test_mkdir_and_touch_errors(profile: Profile) -> None:
    tb = box(profile=profile)
    assert error(tb, "mkdir", dir_name="a:b") == "mkdir: cannot create directory 'a:b': Invalid character"
    assert error(tb, "mkdir", dir_name="docs") == "mkdir: cannot create directory 'docs': File exists"
    assert error(tb, "touch", file_name="a|b") == "touch: cannot touch 'a|b': Invalid character"
    assert error(tb, "touch", file_name="notes.txt") == "touch: cannot touch 'notes.txt': File exists"


def test_native_refuses_empty_and_dot_names() -> None:
    native, bfcl = box(profile="native"), box(profile="bfcl")
    for bad in ("", ".", ".."):
        assert error(native, "mkdir", dir_name=bad) == f"mkdir: invalid name '{bad}'"
        assert error(native, "touch", file_name=bad) == f"touch: invalid name '{bad}'"
    assert run(bfcl, "mkdir", dir_name="..").output == "None"
    assert run(bfcl, "touch", file_name="").output == "None"


@pytest.mark.parametrize("profile", PROFILES)
def test_echo_prints_and_overwrites(profile: Profile) -> None:
    tb = box(profile=profile)
    assert out(tb, "echo", content="hi") == {"terminal_output": "hi"}
    run(tb, "echo", content="new text", file_name="notes.txt")
    assert content(tb, "notes.txt") == "new text"
    assert error(tb, "echo", content="x", file_name="a?b") == "echo: cannot write to 'a?b': Invalid character"


def test_echo_to_missing_file() -> None:
    bfcl, native = box(profile="bfcl"), box(profile="native")
    assert error(bfcl, "echo", content="x", file_name="new.txt") == "echo: cannot write to 'new.txt': No such file"
    assert out(native, "echo", content="xyz", file_name="new.txt") == {
        "result": "wrote 3 characters to new file 'new.txt'"
    }
    assert content(native, "new.txt") == "xyz"
    assert out(native, "echo", content="ab", file_name="new.txt") == {"result": "wrote 2 characters to 'new.txt'"}
    assert run(bfcl, "echo", content="ab", file_name="notes.txt").output == "None"
    assert error(native, "echo", content="x", file_name="..") == "echo: invalid name '..'"


def test_echo_to_a_directory_or_an_empty_name() -> None:
    bfcl, native = box(profile="bfcl"), box(profile="native")
    raised = run(bfcl, "echo", content="x", file_name="docs")
    assert raised.status == "tool_error"
    assert raised.output == "Error during execution: 'Directory' object has no attribute '_write'"
    assert error(native, "echo", content="x", file_name="docs") == "echo: cannot write to 'docs': Is a directory"
    assert out(bfcl, "echo", content="x", file_name="") == {"terminal_output": "x"}
    assert error(native, "echo", content="x", file_name="") == "echo: cannot write to '': invalid name"


# -- cat, wc, sort, grep, tail, diff ---------------------------------------------------------------


@pytest.mark.parametrize("profile", PROFILES)
def test_cat(profile: Profile) -> None:
    tb = box(profile=profile)
    assert out(tb, "cat", file_name="todo.txt") == {"file_content": "b line\nx line"}
    assert error(tb, "cat", file_name="a*b") == "cat: 'a*b': Invalid character"
    assert error(tb, "cat", file_name="docs") == "cat: 'docs': Is a directory"
    assert error(tb, "cat", file_name="nope") == "cat: 'nope': No such file or directory"


@pytest.mark.parametrize("profile", PROFILES)
def test_wc(profile: Profile) -> None:
    tb = box(profile=profile)
    assert out(tb, "wc", file_name="notes.txt") == {"count": 3, "type": "lines"}
    assert out(tb, "wc", file_name="notes.txt", mode="w") == {"count": 6, "type": "words"}
    assert out(tb, "wc", file_name="notes.txt", mode="c") == {"count": 20, "type": "characters"}
    assert error(tb, "wc", file_name="notes.txt", mode="x") == "wc: invalid mode 'x'"
    assert error(tb, "wc", file_name="docs") == "wc: docs: No such file or directory"


@pytest.mark.parametrize("profile", PROFILES)
def test_sort_and_grep(profile: Profile) -> None:
    tb = box(profile=profile)
    assert out(tb, "sort", file_name="notes.txt") == {"sorted_content": "a line\nb line\nc line"}
    assert content(tb, "notes.txt") == "b line\na line\nc line"
    assert out(tb, "grep", file_name="notes.txt", pattern="a ") == {"matching_lines": ["a line"]}
    assert error(tb, "sort", file_name="nope") == "sort: nope: No such file or directory"
    assert error(tb, "grep", file_name="docs", pattern="x") == "grep: docs: No such file or directory"


@pytest.mark.parametrize("profile", PROFILES)
def test_tail(profile: Profile) -> None:
    tb = box(profile=profile)
    assert out(tb, "tail", file_name="notes.txt") == {"last_lines": "b line\na line\nc line"}
    assert out(tb, "tail", file_name="notes.txt", lines=1) == {"last_lines": "c line"}
    assert error(tb, "tail", file_name="nope") == "tail: nope: No such file or directory"


def test_tail_zero_and_negative_lines() -> None:
    bfcl, native = box(profile="bfcl"), box(profile="native")
    assert out(bfcl, "tail", file_name="notes.txt", lines=0) == {"last_lines": "b line\na line\nc line"}
    assert out(bfcl, "tail", file_name="notes.txt", lines=-1) == {"last_lines": "a line\nc line"}
    assert out(native, "tail", file_name="notes.txt", lines=0) == {"last_lines": ""}
    assert error(native, "tail", file_name="notes.txt", lines=-1) == "tail: invalid number of lines: '-1'"


def test_diff_pairs_lines_in_bfcl_and_really_diffs_in_native() -> None:
    bfcl, native = box(profile="bfcl"), box(profile="native")
    assert out(bfcl, "diff", file_name1="notes.txt", file_name2="todo.txt") == {
        "diff_lines": "- a line\n+ x line"
    }
    assert out(native, "diff", file_name1="notes.txt", file_name2="todo.txt") == {
        "diff_lines": "- a line\n- c line\n+ x line"
    }
    for tb in (bfcl, native):
        assert out(tb, "diff", file_name1="todo.txt", file_name2="todo.txt") == {"diff_lines": ""}
        assert error(tb, "diff", file_name1="todo.txt", file_name2="docs") == (
            "diff: todo.txt or docs: No such file or directory"
        )


def test_diff_helpers() -> None:
    assert paired_diff(["a", "b"], ["a"]) == []
    assert line_diff(["a", "b"], ["a"]) == ["- b"]
    assert line_diff(["a"], ["z", "a"]) == ["+ z"]
    assert line_diff(["a", "b"], ["a", "c"]) == ["- b", "+ c"]


# -- rm, rmdir -------------------------------------------------------------------------------------


@pytest.mark.parametrize("profile", PROFILES)
def test_rm_and_rmdir(profile: Profile) -> None:
    tb = box(profile=profile)
    assert out(tb, "rm", file_name="docs") == {"result": "'docs' removed"}
    assert out(tb, "rmdir", dir_name="archive") == {"result": "'archive' removed"}
    assert names(tb) == ["notes.txt", "todo.txt", ".hidden"]
    assert error(tb, "rm", file_name="docs") == "rm: cannot remove 'docs': No such file or directory"
    assert error(tb, "rmdir", dir_name="notes.txt") == "rmdir: cannot remove 'notes.txt': Not a directory"
    assert error(tb, "rmdir", dir_name="nope") == "rmdir: cannot remove 'nope': No such file or directory"
    run(tb, "mkdir", dir_name="full")
    run(tb, "cd", folder="full")
    run(tb, "touch", file_name="x")
    run(tb, "cd", folder="..")
    assert error(tb, "rmdir", dir_name="full") == "rmdir: cannot remove 'full': Directory not empty"
