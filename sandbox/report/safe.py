r"""Recorded text (model, suite, scenario names, errors...) made safe for each place it is shown.

A model name is whatever the command line or a run's ``run.json`` said; a suite or scenario id is
whatever a results line said. Each output has its own way of being fooled, and one function here per
output takes care of it:

- :func:`terminal`: a cell of a table on a terminal; C0/C1 controls and Unicode direction marks are
  written as their escapes (``\x1b[2J`` cannot clear the screen), as are newlines and tabs (a cell is one
  line), and Rich markup is escaped (``[red]`` is text);
- :func:`html`: text inside an HTML element or attribute; ``<&>"'`` escaped and controls written as
  their escapes (C0 controls are not allowed in an HTML document);
- :func:`csv_cell`: a CSV cell a spreadsheet shows as text: controls written as escapes, a cell that
  starts like a formula (``= + - @``) prefixed with ``'``, and so is each piece that starts like one after
  a ``;``, ``,`` or tab (a spreadsheet in a ``;`` locale splits the cell there);
- :func:`label`: a label drawn in a picture: plain text (``$`` does not start math), bounded in length;
- :func:`json_text`: a JSON document printed on a terminal: the characters JSON leaves raw in a string
  (DEL, C1 controls, direction marks) written as ``\u`` escapes, so the document means the same.

>>> terminal("\x1b]0;pwned\x07[b]x[/b]")
'\\x1b]0;pwned\\x07\\[b]x\\[/b]'
>>> html("<b>\x00</b>")
'&lt;b&gt;\\x00&lt;/b&gt;'
>>> csv_cell("=1+1"), csv_cell("a;=cmd|' /C calc'!A0"), csv_cell("-")
("'=1+1", "a;'=cmd|' /C calc'!A0", "'-")
>>> label("$\\frac{1}{2}$"), len(label("x" * 1000))
('\\$\\frac{1}{2}\\$', 80)
>>> json_text('{"id": "a\x9b1m\u202e"}')
'{"id": "a\\u009b1m\\u202e"}'
"""

from __future__ import annotations

import re
from html import escape

from sandbox.report.terminal import visible

#: Every control character, newline and tab included, for outputs where a cell is one line.
_CONTROLS = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")
#: What a JSON encoder may leave raw inside a string and a terminal would act on: DEL, C1, direction marks.
_JSON_RAW = re.compile("[\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")
#: A formula start: at the beginning of a cell, or after a separator a spreadsheet may split on.
_FORMULA = re.compile(r"(^|[;,\t])(\s*)(?=[=+\-@])")
#: The longest label drawn in a picture, in characters.
LABEL_LIMIT = 80


def _escaped(match: re.Match[str]) -> str:
    code = ord(match.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def one_line(text: str) -> str:
    """``text`` with every control character (newline and tab too) written as its escape."""
    return _CONTROLS.sub(_escaped, text)


def terminal(text: str) -> str:
    """``text`` for a Rich table or line on a terminal: controls as escapes, markup escaped."""
    from rich.markup import escape as markup_escape  # rich is imported only where a table is printed

    return markup_escape(one_line(text))


def plain(text: str) -> str:
    """``text`` for a terminal printed without Rich: controls as escapes, newlines and tabs kept."""
    return visible(text)


def html(text: str) -> str:
    """``text`` for an HTML page: markup characters and quotes escaped, controls as escapes."""
    return escape(visible(text))


def csv_cell(text: str) -> str:
    """``text`` for a CSV cell that a spreadsheet shows as text and never evaluates."""
    return _FORMULA.sub(r"\1\2'", one_line(text))


def label(text: str) -> str:
    """``text`` for a picture: one line, ``$`` escaped so no math is parsed, at most :data:`LABEL_LIMIT` characters."""
    shown = one_line(text)
    if len(shown) > LABEL_LIMIT:
        shown = shown[:LABEL_LIMIT - 1] + "…"
    return shown.replace("$", r"\$")


def json_text(document: str) -> str:
    r"""A JSON document for a terminal: DEL, C1 controls and direction marks written as ``\u`` escapes.

    JSON requires only C0 controls to be escaped; an encoder that writes other characters as they
    are (pydantic's, or :func:`json.dumps` with ``ensure_ascii=False``) leaves these raw. Outside
    strings a JSON document has none of them, so the escaped document means the same.
    """
    return _JSON_RAW.sub(lambda match: f"\\u{ord(match.group()):04x}", document)


#: Query parameters of a URL that carry a credential.
SECRET_PARAMETERS = frozenset({"key", "api_key", "api-key", "apikey", "token", "access_token", "password", "secret",
                               "sig", "signature"})


def redacted_url(text: str) -> str:
    """``text`` with a user name, password and credential query values replaced by ``***``.

    >>> redacted_url("http://me:pw@host:8000/v1?api_key=s&x=1")
    'http://***@host:8000/v1?api_key=***&x=1'
    """
    from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

    parts = urlsplit(text)
    netloc = parts.netloc.rpartition("@")
    host = f"***@{netloc[2]}" if netloc[1] else parts.netloc
    pairs = parse_qsl(parts.query, keep_blank_values=True)
    query = parts.query
    if any(k.lower() in SECRET_PARAMETERS for k, _ in pairs):  # else the query stays exactly as given
        query = urlencode([(k, "***" if k.lower() in SECRET_PARAMETERS else v) for k, v in pairs], safe="*")
    if host == parts.netloc and query == parts.query:
        return text
    return urlunsplit((parts.scheme, host, parts.path, query, parts.fragment))
