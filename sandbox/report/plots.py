"""Pictures of a leaderboard (the ``plots`` extra: matplotlib): accuracy per suite, accuracy against context size.

Both show each accuracy with its 95% Wilson interval as an error bar. Figures are drawn with
matplotlib's object API on its Agg canvas (no pyplot, no display, no global state), written as
PNG or SVG by the file's suffix, or embedded in an HTML page as an SVG ``data:`` image (an image
runs no script and loads nothing). Model names and suite names are drawn as paths, not text, and
as plain text: ``$`` starts no math, a control character shows as its escape, a long name is cut
(:func:`sandbox.report.safe.label`). A figure that cannot be drawn is a :class:`DrawError`; the HTML
page then says so in place of the picture.
"""

from __future__ import annotations

import base64
import importlib.util
import io
import warnings
from pathlib import Path
from collections.abc import Callable
from html import escape
from typing import TYPE_CHECKING, TypeVar

from sandbox.report.leaderboard import Leaderboard, context_series
from sandbox.report.safe import label
from sandbox.tools.output import write_atomic

if TYPE_CHECKING:
    from matplotlib.figure import Figure

_T = TypeVar("_T")

#: What ``--plots DIR`` writes, without the suffix.
ACCURACY, CONTEXT = "accuracy_by_suite", "accuracy_by_context_size"
FORMATS = (".png", ".svg")
INSTALL_HINT = "pip install 'toolsim[plots]'"


class DrawError(Exception):
    """A figure could not be drawn or written (the message says why)."""


def available() -> bool:
    """Whether matplotlib (the ``plots`` extra) is installed."""
    return importlib.util.find_spec("matplotlib") is not None


def _figure(width: float, height: float) -> Figure:
    from matplotlib import rcParams
    from matplotlib.figure import Figure

    rcParams["svg.fonttype"] = "path"  # no font needed to view the SVG, no text element to escape
    return Figure(figsize=(width, height), dpi=100, layout="constrained")


def accuracy_figure(board: Leaderboard) -> Figure:
    """Grouped bars: a group per suite, a bar per row, the 95% interval as an error bar."""
    rows, suites = board.rows, board.suites
    figure = _figure(max(6.0, 1.1 * len(suites) * max(1, len(rows)) ** 0.5 + 2.5), 4.5)
    axes = figure.add_subplot()
    width = 0.8 / max(1, len(rows))
    for index, row in enumerate(rows):
        xs: list[float] = []
        ys: list[float] = []
        below: list[float] = []
        above: list[float] = []
        for position, suite in enumerate(suites):
            cell = row.cells.get(suite)
            if cell is None:
                continue
            xs.append(position - 0.4 + width * (index + 0.5))
            ys.append(cell.accuracy * 100)
            below.append(max(0.0, cell.accuracy - cell.low) * 100)  # bounds may stray past the value by a rounding
            above.append(max(0.0, cell.high - cell.accuracy) * 100)
        axes.bar(xs, ys, width * 0.9, yerr=[below, above], capsize=3, label=label(row.label), ecolor="#333333")
    slanted = len(suites) > 4
    axes.set_xticks(range(len(suites)), [label(s) for s in suites], rotation=30 if slanted else 0, ha="right" if slanted else "center",
                    rotation_mode="anchor")
    axes.set_ylim(0, 105)
    axes.set_ylabel("accuracy % (95% interval)")
    axes.set_title("accuracy per suite")
    axes.grid(axis="y", alpha=0.3)
    if rows:
        figure.legend(loc="outside lower center", ncols=min(3, len(rows)), frameon=False)
    return figure


def context_figure(board: Leaderboard) -> Figure | None:
    """Accuracy against distractor items per collection (log scale): a line per row and suite family.

    ``None`` when no row has a suite family at two sizes or more.
    """
    series = context_series(board)
    if not series:
        return None
    figure = _figure(7.0, 4.5)
    axes = figure.add_subplot()
    for (name, family), points in sorted(series.items()):
        sizes = [size for size, _ in points]
        ys = [cell.accuracy * 100 for _, cell in points]
        below = [max(0.0, cell.accuracy - cell.low) * 100 for _, cell in points]
        above = [max(0.0, cell.high - cell.accuracy) * 100 for _, cell in points]
        axes.errorbar(sizes, ys, yerr=[below, above], marker="o", capsize=3, label=label(f"{name} · {family}"))
    axes.set_xscale("log")
    sizes_shown = sorted({size for points in series.values() for size, _ in points})
    axes.set_xticks(sizes_shown, [str(size) for size in sizes_shown])
    axes.minorticks_off()
    axes.set_ylim(0, 105)
    axes.set_xlabel("distractor items per collection")
    axes.set_ylabel("accuracy % (95% interval)")
    axes.set_title("accuracy against long-context size")
    axes.grid(alpha=0.3)
    figure.legend(loc="outside lower center", frameon=False)
    return figure


def _drawn(draw: Callable[[], _T]) -> _T:
    """What ``draw`` returns; any failure of matplotlib's (a label it cannot lay out...) as a :class:`DrawError`."""
    try:
        with warnings.catch_warnings():  # a layout matplotlib cannot fit is drawn anyway; its warning is noise here
            warnings.simplefilter("ignore", UserWarning)
            return draw()
    except (ValueError, RuntimeError, RecursionError, OverflowError, MemoryError) as err:
        raise DrawError(f"the pictures could not be drawn ({type(err).__name__}: {str(err)[:200]})") from None


def figures(board: Leaderboard) -> dict[str, Figure]:
    """The leaderboard's figures by name (the context one only when there are sizes to put on it)."""
    drawn = {ACCURACY: _drawn(lambda: accuracy_figure(board)), CONTEXT: _drawn(lambda: context_figure(board))}
    return {name: figure for name, figure in drawn.items() if figure is not None}


def _rendered(figure: Figure, suffix: str = ".svg") -> bytes:
    buffer = io.BytesIO()
    _drawn(lambda: figure.savefig(buffer, format=suffix.lstrip(".")))
    return buffer.getvalue()


def write(board: Leaderboard, folder: Path) -> list[Path]:
    """Write every figure as PNG and SVG into ``folder`` (created), each file whole or not at all; the paths written.

    Raises:
        DrawError: A figure could not be drawn (nothing is written).
        OSError: A file could not be written (its ``filename`` says which).
    """
    pictures = {folder / f"{name}{suffix}": _rendered(figure, suffix)
                for name, figure in figures(board).items() for suffix in FORMATS}
    folder.mkdir(parents=True, exist_ok=True)
    for path, data in pictures.items():
        write_atomic(path, data)
    return list(pictures)


def data_uri(figure: Figure) -> str:
    """A figure as an SVG ``data:`` URI for an ``<img>``."""
    return "data:image/svg+xml;base64," + base64.b64encode(_rendered(figure)).decode("ascii")


def html_images(board: Leaderboard) -> str:
    """The figures as ``<img>`` elements, or a line saying how to get them when matplotlib is missing."""
    if not available():
        return f"<p class=\"muted\">plots need the plots extra ({INSTALL_HINT})</p>"
    try:
        images = [f"<img alt=\"{name.replace('_', ' ')}\" src=\"{data_uri(figure)}\" style=\"max-width:100%\">"
                  for name, figure in figures(board).items()]
    except DrawError as err:
        return f"<p class=\"muted\">no pictures: {escape(str(err))}</p>"
    return "".join(f"<p>{image}</p>" for image in images)
