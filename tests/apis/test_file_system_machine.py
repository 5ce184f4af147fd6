"""Random tool sequences against the file system domain (both profiles, with and without long context)."""

from __future__ import annotations

from hypothesis import strategies as st

from apis.file_system import DOMAIN
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

TestFileSystemNative = machine_test(DOMAIN, CONFIG, VALUES, profile="native")
TestFileSystemBfcl = machine_test(DOMAIN, CONFIG, VALUES, profile="bfcl")
TestFileSystemNativeLong = machine_test(
    DOMAIN, CONFIG, VALUES, profile="native", long_context=LongContext(size=40), seed=5
)


def test_conformance() -> None:
    check_domain(DOMAIN)
