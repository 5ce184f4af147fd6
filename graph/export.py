"""Write the dependency graph as DOT, GraphML or a PNG picture, and read DOT/GraphML back.

DOT and GraphML hold the whole graph (every node and edge with its attributes) and round-trip
through :func:`read_dot` / :func:`read_graphml`. The PNG is drawn for a person: a function graph
with ~1,800 edges is unreadable, so the picture routes every link through a node for its *kind*
(tool -> kind -> tool), with each domain's tools in a cluster and kinds shared by several domains
between the clusters. It is rendered by Graphviz's ``dot`` program.
"""

from __future__ import annotations

import io
import json
import re
import shutil
import subprocess
from collections import defaultdict
from pathlib import Path
from typing import Any

import networkx as nx

from graph.kinds import CONVERSIONS
from sandbox.tools.output import write_atomic

FORMATS = ("dot", "graphml", "png", "svg")
_PALETTE = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2", "#17becf")
_JSON_ATTRS = ("parameters", "produces")


class ExportError(Exception):
    """The graph cannot be written in the requested form (unknown format, Graphviz missing)."""


def _quote(value: str) -> str:
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _unquote(value: str) -> str:
    return re.sub(r"\\(.)", r"\1", value)


def _attrs(data: dict[str, Any]) -> str:
    parts = []
    for key, value in data.items():
        text = json.dumps(value, sort_keys=True) if key in _JSON_ATTRS else str(value).lower() if isinstance(
            value, bool) else str(value)
        parts.append(f"{key}={_quote(text)}")
    return ", ".join(parts)


def _domains(graph: nx.MultiDiGraph) -> list[str]:
    return sorted({d["domain"] for _, d in graph.nodes(data=True)})


def to_dot(graph: nx.MultiDiGraph) -> str:
    """The whole graph as DOT text: one cluster per domain, every edge with its attributes."""
    lines = ["digraph toolsim {", '  graph [rankdir=LR, compound=true, fontname="Helvetica"];',
             '  node [shape=box, fontname="Helvetica"];']
    for domain in _domains(graph):
        lines.append(f"  subgraph {_quote('cluster_' + domain)} {{")
        lines.append(f"    label={_quote(domain)};")
        for node, data in sorted(graph.nodes(data=True)):
            if data["domain"] == domain:
                lines.append(f"    {_quote(node)} [{_attrs(dict(data))}];")
        lines.append("  }")
    for u, v, key, data in sorted(graph.edges(keys=True, data=True), key=lambda e: (e[0], e[1], e[2])):
        lines.append(f"  {_quote(u)} -> {_quote(v)} [{_attrs({'key': key, **data})}];")
    lines.append("}")
    return "\n".join(lines) + "\n"


_STR = r'"((?:[^"\\]|\\.)*)"'
_NODE = re.compile(rf"^\s*{_STR}\s*\[(.*)\];\s*$")
_EDGE = re.compile(rf"^\s*{_STR}\s*->\s*{_STR}\s*\[(.*)\];\s*$")
_ATTR = re.compile(rf"(\w+)={_STR}")


def _parse_attrs(text: str) -> dict[str, Any]:
    data: dict[str, Any] = {}
    for key, raw in _ATTR.findall(text):
        value = _unquote(raw)
        data[key] = json.loads(value) if key in _JSON_ATTRS else {"true": True, "false": False}.get(value, value)
    return data


def read_dot(text: str) -> nx.MultiDiGraph:
    """Read back DOT written by :func:`to_dot` (not a general DOT parser)."""
    graph = nx.MultiDiGraph()
    for line in text.splitlines():
        edge = _EDGE.match(line)
        if edge:
            data = _parse_attrs(edge.group(3))
            key = data.pop("key")
            graph.add_edge(_unquote(edge.group(1)), _unquote(edge.group(2)), key=key, **data)
            continue
        node = _NODE.match(line)
        if node and not line.lstrip().startswith(("graph", "node", "edge")):
            graph.add_node(_unquote(node.group(1)), **_parse_attrs(node.group(2)))
    return graph


def write_graphml(graph: nx.MultiDiGraph, path: Path) -> None:
    """Write GraphML; list and dict attributes are stored as JSON text."""
    flat = nx.MultiDiGraph()
    for node, data in sorted(graph.nodes(data=True)):
        flat.add_node(node, **{k: json.dumps(v, sort_keys=True) if k in _JSON_ATTRS else v for k, v in data.items()})
    for u, v, key, data in sorted(graph.edges(keys=True, data=True), key=lambda e: (e[0], e[1], e[2])):
        flat.add_edge(u, v, key=key, **data)
    buffer = io.BytesIO()
    nx.write_graphml(flat, buffer)
    write_atomic(path, buffer.getvalue())


def read_graphml(path: Path) -> nx.MultiDiGraph:
    """Read GraphML written by :func:`write_graphml`, decoding the JSON attributes."""
    raw = nx.read_graphml(path, force_multigraph=True)
    graph = nx.MultiDiGraph()
    for node, data in raw.nodes(data=True):
        graph.add_node(node, **{k: json.loads(v) if k in _JSON_ATTRS else v for k, v in data.items()})
    for u, v, key, data in raw.edges(keys=True, data=True):
        graph.add_edge(u, v, key=key, **data)
    return graph


def picture_dot(graph: nx.MultiDiGraph) -> str:
    """DOT for a readable picture: tools clustered by domain, linked through their kinds."""
    domains = _domains(graph)
    colour = {d: _PALETTE[i % len(_PALETTE)] for i, d in enumerate(domains)}
    users: dict[str, set[str]] = defaultdict(set)
    links: set[tuple[str, str, str]] = set()
    for node, data in graph.nodes(data=True):
        for kind in data["produces"].values():
            users[kind].add(data["domain"])
            links.add((node, "kind:" + kind, colour[data["domain"]]))
        for param in data["parameters"]:
            if param["kind"]:
                users[param["kind"]].add(data["domain"])
                links.add(("kind:" + param["kind"], node, "#999999"))
    lines = ["digraph toolsim {",
             '  graph [rankdir=LR, ranksep=1.2, nodesep=0.12, fontname="Helvetica", fontsize=22, '
             'label="toolsim function-dependency graph: tool -> kind -> tool (boxes: mutating tools bold)", labelloc=t];',
             '  node [fontname="Helvetica", fontsize=11, height=0.25];', "  edge [arrowsize=0.5, penwidth=0.7];"]
    for domain in domains:
        lines += [f"  subgraph {_quote('cluster_' + domain)} {{",
                  f"    label={_quote(domain)}; fontsize=18; color={_quote(colour[domain])}; penwidth=2;"]
        for node, data in sorted(graph.nodes(data=True)):
            if data["domain"] == domain:
                style = "bold" if data["mutates"] else "solid"
                lines.append(f"    {_quote(node)} [label={_quote(data['tool'])}, shape=box, style={style}, "
                             f"color={_quote(colour[domain])}];")
        for kind in sorted(k for k, ds in users.items() if ds == {domain}):
            lines.append(f"    {_quote('kind:' + kind)} [label={_quote(kind)}, shape=ellipse, style=filled, "
                         'fillcolor="#f2f2f2", fontsize=10];')
        lines.append("  }")
    for kind in sorted(k for k, ds in users.items() if len(ds) > 1):
        lines.append(f"  {_quote('kind:' + kind)} [label={_quote(kind)}, shape=ellipse, style=filled, "
                     'fillcolor="#fff2b3", fontsize=13];')
    for source, target, col in sorted(links):
        lines.append(f"  {_quote(source)} -> {_quote(target)} [color={_quote(col)}];")
    for produced, consumed in sorted((p, c) for p, cs in CONVERSIONS.items() for c in cs):
        if produced in users and consumed in users:
            lines.append(f"  {_quote('kind:' + produced)} -> {_quote('kind:' + consumed)} "
                         '[style=dashed, color="#444444", label="feeds"];')
    lines.append("}")
    return "\n".join(lines) + "\n"


def _render(dot_text: str, fmt: str, path: Path) -> None:
    binary = shutil.which("dot")
    if binary is None:
        raise ExportError(f"cannot write {path.name}: Graphviz 'dot' is not installed (apt-get install graphviz); "
                          "--export FILE.dot or FILE.graphml needs nothing")
    done = subprocess.run([binary, f"-T{fmt}"], input=dot_text.encode("utf-8"), capture_output=True, check=False)
    if done.returncode != 0:
        message = done.stderr.decode("utf-8", "replace").strip().splitlines()[-1:]
        raise ExportError(f"Graphviz failed to draw {path.name}: {message}")
    write_atomic(path, done.stdout)


def export(graph: nx.MultiDiGraph, path: Path) -> None:
    """Write the graph to ``path``; the suffix picks the format (see :data:`FORMATS`).

    The file is written whole or not at all (a temporary file renamed over it).

    Raises:
        ExportError: Unknown suffix, or a picture format without Graphviz installed.
        OSError: The file could not be written (``filename`` names it).
    """
    fmt = path.suffix.lower().lstrip(".")
    if fmt == "dot":
        write_atomic(path, to_dot(graph))
    elif fmt == "graphml":
        write_graphml(graph, path)
    elif fmt in ("png", "svg"):
        _render(picture_dot(graph), fmt, path)
    else:
        raise ExportError(f"cannot write {path.name}: unknown format {fmt!r} (use one of {', '.join(FORMATS)})")
