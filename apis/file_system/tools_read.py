"""Tools that read files in the current directory: ``cat``, ``wc``, ``sort``, ``grep``, ``tail``, ``diff``."""

from __future__ import annotations

import difflib
from types import MappingProxyType
from typing import Any

from sandbox.tools.errors import ToolError
from sandbox.tools.spec import tool

from apis.file_system.base import FileSystemBase, has_forbidden_char
from apis.file_system.longcontext import native_history
from apis.file_system.state import FileNode

_WC_MODES = MappingProxyType({"l": "lines", "w": "words", "c": "characters"})


def line_diff(old: list[str], new: list[str]) -> list[str]:
    """A real line diff: ``- line`` for lines only in ``old``, ``+ line`` for lines only in ``new``."""
    out: list[str] = []
    matcher = difflib.SequenceMatcher(a=old, b=new, autojunk=False)
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        if op == "equal":
            continue
        out.extend(f"- {line}" for line in old[i1:i2])
        out.extend(f"+ {line}" for line in new[j1:j2])
    return out


def paired_diff(old: list[str], new: list[str]) -> list[str]:
    """Compare the way BFCL does: line ``i`` against line ``i``, lines past the shorter file ignored."""
    return [f"- {a}\n+ {b}" for a, b in zip(old, new) if a != b]


class ReadTools(FileSystemBase):
    """Read-only operations on files of the current directory.

    In a native long-context episode each result also carries ``history``: the access log of the
    file read (of both files, merged, for ``diff``), as many lines as the context is long, the same
    on every call (:func:`~apis.file_system.longcontext.native_history`). The bfcl profile adds none.
    """

    def _logged(self, result: dict[str, Any], *file_names: str) -> dict[str, Any]:
        """``result`` with the access log of ``file_names`` (files of the working directory) in native long context."""
        if self.ctx.bfcl or self.ctx.long_context is None:
            return result
        lines: list[str] = []
        for name in dict.fromkeys(file_names):
            rng = self.ctx.keyed("file_system.long_context.history", f"{self.cwd_path()}/{name}")
            lines += native_history(rng, self.ctx.long_context.size, self.ctx.now())
        return {**result, "history": sorted(lines) if len(file_names) > 1 else lines}

    def _readable(self, command: str, file_name: str) -> FileNode:
        found = self.local_file(file_name)
        if found is None:
            raise ToolError.returned(f"{command}: {file_name}: No such file or directory")
        return found

    @tool(mutates=False, consumes={"file_name": "file_name"}, produces={"file_content": "file_content"})
    def cat(self, file_name: str) -> dict[str, Any]:
        """Show the whole text of a file in the current directory.

        Args:
            file_name: The file's name (no path).

        Returns:
            file_content: The file's text.
            history: In a long-context episode, the file's access log, oldest first.
        """
        if has_forbidden_char(file_name):
            raise ToolError.returned(f"cat: '{file_name}': Invalid character")
        item = self.here.contents.get(file_name)
        if item is None:
            raise ToolError.returned(f"cat: '{file_name}': No such file or directory")
        if not isinstance(item, FileNode):
            raise ToolError.returned(f"cat: '{file_name}': Is a directory")
        return self._logged({"file_content": item.content}, file_name)

    @tool(mutates=False, consumes={"file_name": "file_name"}, produces={"count": "number"})
    def wc(self, file_name: str, mode: str = "l") -> dict[str, Any]:
        """Count the lines, words or characters of a file in the current directory.

        Args:
            file_name: The file's name (no path).
            mode: ``l`` to count lines, ``w`` for words (separated by whitespace), ``c`` for characters.

        Returns:
            count: The number counted.
            type: What was counted: ``lines``, ``words`` or ``characters``.
            history: In a long-context episode, the file's access log, oldest first.
        """
        if mode not in _WC_MODES:
            raise ToolError.returned(f"wc: invalid mode '{mode}'")
        text = self._readable("wc", file_name).content
        if mode == "l":
            count = len(text.splitlines())
        elif mode == "w":
            count = len(text.split())
        else:
            count = len(text)
        return self._logged({"count": count, "type": _WC_MODES[mode]}, file_name)

    @tool(mutates=False, consumes={"file_name": "file_name"}, produces={"sorted_content": "text"})
    def sort(self, file_name: str) -> dict[str, Any]:
        """Show the lines of a file in sorted order (the file itself is not changed).

        Args:
            file_name: The file's name (no path).

        Returns:
            sorted_content: The lines in ascending order, joined by newlines.
            history: In a long-context episode, the file's access log, oldest first.
        """
        text = self._readable("sort", file_name).content
        return self._logged({"sorted_content": "\n".join(sorted(text.splitlines()))}, file_name)

    @tool(mutates=False, consumes={"file_name": "file_name", "pattern": "text"}, produces={"matching_lines": "text"})
    def grep(self, file_name: str, pattern: str) -> dict[str, Any]:
        """Find the lines of a file that contain a piece of text.

        Args:
            file_name: The file's name in the current directory (no path).
            pattern: The text to look for (plain text, case-sensitive, not a regular expression).

        Returns:
            matching_lines: The lines containing the text, in file order.
            history: In a long-context episode, the file's access log, oldest first.
        """
        text = self._readable("grep", file_name).content
        return self._logged({"matching_lines": [line for line in text.splitlines() if pattern in line]}, file_name)

    @tool(mutates=False, consumes={"file_name": "file_name"}, produces={"last_lines": "text"})
    def tail(self, file_name: str, lines: int = 10) -> dict[str, Any]:
        """Show the last lines of a file in the current directory.

        Args:
            file_name: The file's name (no path).
            lines: How many lines to show from the end.

        Returns:
            last_lines: Those lines, joined by newlines.
            history: In a long-context episode, the file's access log, oldest first.
        """
        if not self.ctx.bfcl and lines < 0:
            raise ToolError.returned(f"tail: invalid number of lines: '{lines}'")
        all_lines = self._readable("tail", file_name).content.splitlines()
        if self.ctx.bfcl:
            # BFCL slices with [-lines:], so 0 gives the whole file and -n drops the first n lines.
            shown = all_lines[-min(lines, len(all_lines)):]
        else:
            shown = all_lines[len(all_lines) - min(lines, len(all_lines)):]
        return self._logged({"last_lines": "\n".join(shown)}, file_name)

    @tool(
        mutates=False,
        consumes={"file_name1": "file_name", "file_name2": "file_name"},
        produces={"diff_lines": "text"},
    )
    def diff(self, file_name1: str, file_name2: str) -> dict[str, Any]:
        """Compare two files of the current directory line by line.

        Args:
            file_name1: The first file's name (no path).
            file_name2: The second file's name (no path).

        Returns:
            diff_lines: ``- <line>`` for lines of the first file that differ, ``+ <line>`` for lines
                of the second; empty when the files are equal.
            history: In a long-context episode, the access logs of both files, merged, oldest first.
        """
        first = self.local_file(file_name1)
        second = self.local_file(file_name2)
        if first is None or second is None:
            raise ToolError.returned(f"diff: {file_name1} or {file_name2}: No such file or directory")
        old, new = first.content.splitlines(), second.content.splitlines()
        changes = paired_diff(old, new) if self.ctx.bfcl else line_diff(old, new)
        return self._logged({"diff_lines": "\n".join(changes)}, file_name1, file_name2)
