"""``toolsim domains``: list the registered domains and their tools."""

from __future__ import annotations

import argparse
import json


def configure(parser: argparse.ArgumentParser) -> None:
    """Add this command's options."""
    parser.add_argument("names", nargs="*", metavar="DOMAIN", help="show only these domains (names or aliases)")
    parser.add_argument("--schema", action="store_true", help="print the JSON tool schemas sent to models")


def main(args: argparse.Namespace) -> int:
    """List domains (and optionally their tool schemas)."""
    from rich.console import Console
    from rich.markup import escape
    from rich.table import Table

    from sandbox.commands.common import fail
    from sandbox.tools.errors import RegistryError
    from sandbox.tools.registry import DOMAINS

    console = Console()
    try:
        domains = [DOMAINS.get(n) for n in args.names] if args.names else DOMAINS.all()
    except RegistryError as err:
        return fail(str(err))
    if args.schema:
        schemas = {d.name: [spec.openai_schema() for spec in d.tools.values()] for d in domains}
        print(json.dumps(schemas, indent=2))
        return 0
    table = Table(title="toolsim domains")
    for column in ("domain", "aliases", "version", "tools", "read-only", "description"):
        table.add_column(column)
    for d in domains:
        readers = sum(not s.mutates for s in d.tools.values())
        cells = [d.name, ", ".join(d.aliases), str(d.version), str(len(d.tools)), str(readers), d.description]
        table.add_row(*(escape(cell) for cell in cells))  # a domain's texts are data, not markup
    console.print(table)
    return 0
