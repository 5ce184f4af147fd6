"""Tools that create, write and delete: ``mkdir``, ``touch``, ``echo``, ``rm`` and ``rmdir``."""

from __future__ import annotations

from sandbox.tools.errors import ToolError
from sandbox.tools.spec import tool

from apis.file_system.base import FileSystemBase, has_forbidden_char
from apis.file_system.state import DirNode

#: The exception text BFCL produces when ``echo`` targets a directory (it calls a file-only method).
_ECHO_ON_DIRECTORY = "'Directory' object has no attribute '_write'"


class WriteTools(FileSystemBase):
    """Changes to the entries of the current directory."""

    def _check_new_entry(self, command: str, refusal: str, name: str) -> None:
        """Refuse to create ``name`` here when it is not a valid name or is already taken.

        Both refusals are returned as BFCL words them: ``"<command>: <refusal> '<name>': ..."``.
        """
        if has_forbidden_char(name):
            raise ToolError.returned(f"{command}: {refusal} '{name}': Invalid character")
        self.check_new_name(command, name)
        if name in self.here.contents:
            raise ToolError.returned(f"{command}: {refusal} '{name}': File exists")

    @tool(consumes={"dir_name": "directory"})
    def mkdir(self, dir_name: str) -> dict[str, str] | None:
        r"""Create an empty directory inside the current directory.

        Args:
            dir_name: The new directory's name (no path). It may not contain any of the characters
                ``| / \ ? % * : " > <``.

        Returns:
            Nothing in the BFCL-compatible profile; a confirmation otherwise.
        """
        self._check_new_entry("mkdir", "cannot create directory", dir_name)
        self.check_depth("mkdir", dir_name, self.here)
        self.here.add_dir(dir_name)
        return None if self.ctx.bfcl else {"result": f"directory '{dir_name}' created"}

    @tool(consumes={"file_name": "file_name"})
    def touch(self, file_name: str) -> dict[str, str] | None:
        r"""Create an empty file inside the current directory.

        Args:
            file_name: The new file's name, with any extension (no path). It may not contain any of the
                characters ``| / \ ? % * : " > <``.

        Returns:
            Nothing in the BFCL-compatible profile; a confirmation otherwise.
        """
        self._check_new_entry("touch", "cannot touch", file_name)
        self.here.add_file(file_name)
        return None if self.ctx.bfcl else {"result": f"file '{file_name}' created"}

    @tool(consumes={"content": "file_content", "file_name": "file_name"}, produces={"terminal_output": "text"})
    def echo(self, content: str, file_name: str | None = None) -> dict[str, str] | None:
        """Print a text, or write it into a file of the current directory (replacing its text).

        Args:
            content: The text to print or write.
            file_name: The file to write to (no path). Leave it out to print the text instead. In the
                BFCL-compatible profile the file must already exist; otherwise it is created.

        Returns:
            terminal_output: The text, when no file was given. Writing to a file returns nothing in
                the BFCL-compatible profile and a confirmation otherwise.
        """
        if file_name is None:
            return {"terminal_output": content}
        if has_forbidden_char(file_name):
            raise ToolError.returned(f"echo: cannot write to '{file_name}': Invalid character")
        if not file_name:
            if self.ctx.bfcl:
                return {"terminal_output": content}
            raise ToolError.returned("echo: cannot write to '': invalid name")
        item = self.here.contents.get(file_name)
        if isinstance(item, DirNode):
            if self.ctx.bfcl:
                raise ToolError(_ECHO_ON_DIRECTORY)
            raise ToolError.returned(f"echo: cannot write to '{file_name}': Is a directory")
        if item is None:
            if self.ctx.bfcl:
                raise ToolError.returned(f"echo: cannot write to '{file_name}': No such file")
            self.check_new_name("echo", file_name)
            self.here.add_file(file_name, content)
            return {"result": f"wrote {len(content)} characters to new file '{file_name}'"}
        item.content = content
        return None if self.ctx.bfcl else {"result": f"wrote {len(content)} characters to '{file_name}'"}

    @tool(consumes={"file_name": "file_name"})
    def rm(self, file_name: str) -> dict[str, str]:
        """Delete a file, or a directory with everything in it, from the current directory.

        Args:
            file_name: The name of the file or directory to delete (no path).

        Returns:
            result: A confirmation.
        """
        if file_name not in self.here.contents:
            raise ToolError.returned(f"rm: cannot remove '{file_name}': No such file or directory")
        del self.here.contents[file_name]
        return {"result": f"'{file_name}' removed"}

    @tool(consumes={"dir_name": "directory"})
    def rmdir(self, dir_name: str) -> dict[str, str]:
        """Delete an empty directory from the current directory.

        Args:
            dir_name: The directory's name (no path).

        Returns:
            result: A confirmation.
        """
        item = self.here.contents.get(dir_name)
        if item is None:
            raise ToolError.returned(f"rmdir: cannot remove '{dir_name}': No such file or directory")
        if not isinstance(item, DirNode):
            raise ToolError.returned(f"rmdir: cannot remove '{dir_name}': Not a directory")
        if item.contents:
            raise ToolError.returned(f"rmdir: cannot remove '{dir_name}': Directory not empty")
        del self.here.contents[dir_name]
        return {"result": f"'{dir_name}' removed"}
