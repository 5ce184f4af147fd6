"""``toolsim domains``: list the registered domains and their tools."""

from __future__ import annotations

import argparse
import json
import shutil
import textwrap
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sandbox.tools.domain import Domain


def configure(parser: argparse.ArgumentParser) -> None:
    """Add this command's options."""
    parser.add_argument("names", nargs="*", metavar="DOMAIN", help="show only these domains (names or aliases)")
    parser.add_argument("--schema", action="store_true", help="print the JSON tool schemas sent to models")


def _wrapped(label: str, names: list[str], width: int) -> list[str]:
    """``label`` and the comma-separated names, wrapped to ``width`` under a hanging indent."""
    if not names:
        return []
    indent = " " * (len(label) + 2)
    return textwrap.wrap(", ".join(names), width=width, initial_indent=f"  {label}", subsequent_indent=indent,
                         break_on_hyphens=False)


def describe(domain: Domain, width: int = 100) -> list[str]:
    """The lines that present one domain: name, version, aliases, description, and its tools by name."""
    readers = sorted(name for name, spec in domain.tools.items() if not spec.mutates)
    writers = sorted(name for name, spec in domain.tools.items() if spec.mutates)
    aliases = f", aliases: {', '.join(domain.aliases)}" if domain.aliases else ""
    head = f"{domain.name}  (version {domain.version}{aliases}; {len(domain.tools)} tools)"
    lines = [head, *textwrap.wrap(domain.description, width=width, initial_indent="  ", subsequent_indent="  ")]
    lines += _wrapped(f"read-only ({len(readers)}): ", readers, width)
    lines += _wrapped(f"changes state ({len(writers)}): ", writers, width)
    return lines


def main(args: argparse.Namespace) -> int:
    """List domains with their tools by name (or print their tool schemas)."""
    from sandbox.commands.common import fail
    from sandbox.tools.errors import RegistryError
    from sandbox.tools.registry import DOMAINS

    try:
        domains = [DOMAINS.get(n) for n in args.names] if args.names else DOMAINS.all()
    except RegistryError as err:
        return fail(str(err))
    if args.schema:
        schemas = {d.name: [spec.openai_schema() for spec in d.tools.values()] for d in domains}
        print(json.dumps(schemas, indent=2))
        return 0
    width = max(min(shutil.get_terminal_size((100, 24)).columns, 120) - 1, 40)
    print("\n\n".join("\n".join(describe(d, width)) for d in domains))
    return 0
