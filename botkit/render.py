"""Drawing charts and tables with graphviz, optionally over a recorded trace or a heat map.

Decisions are diamonds, actions boxes, calls double-bordered boxes, returns ovals and
table filters a numbered chain; yes/no label the edges and rule references show under
each node's text. A trace overlay colours the path a decision took (and, for tables, how
many candidates each filter kept); a heat overlay shades nodes by how often games passed
through them. `neighbourhood=True` (with a trace) draws only the path and the branches
leaving it, so one decision in a long chart stays readable.
"""

from __future__ import annotations

import shutil
import textwrap
from collections.abc import Mapping
from pathlib import Path

import graphviz

from .charts import Chart
from .tables import PriorityTable
from .trace import Trace

PATH_COLOUR = "#d62728"
VISITED_FILL = "#fde0dd"
ASIDE_COLOUR = "#999999"  # a branch the path did not take (neighbourhood drawings)
SHAPES = {
    "decision": ("diamond", ""),
    "action": ("box", "rounded"),
    "call": ("box", "rounded,bold"),
    "return": ("ellipse", ""),
    "filter": ("box", ""),
    "tiebreak": ("box", "dashed"),
    "invalid": ("octagon", ""),
}


def dot_available() -> bool:
    return shutil.which("dot") is not None


def _wrap(text: str, width: int = 28) -> str:
    """Lines of about `width` characters; a long name (a table id) stays whole, never cut mid-word."""
    return "\n".join(textwrap.wrap(text, width, break_long_words=False, break_on_hyphens=False)) or text


def path_neighbourhood(item: Chart | PriorityTable, trace: Trace) -> set[str]:
    """The nodes a trace visited in `item` and those one branch away from them."""
    visited = set(trace.path(item.id))
    near = set(visited)
    for node in visited:
        if node in item.graph:
            near.update(item.graph.successors(node))
    return near


def _heat_colour(fraction: float) -> str:
    # white (never) -> orange -> deep red (most visited)
    fraction = max(0.0, min(1.0, fraction))
    r = 255
    g = int(255 - 200 * fraction)
    b = int(255 - 255 * fraction)
    return f"#{r:02x}{g:02x}{b:02x}"


def draw(
    item: Chart | PriorityTable,
    trace: Trace | None = None,
    heat: Mapping[str, int] | None = None,
    neighbourhood: bool = False,
) -> graphviz.Digraph:
    """A graphviz drawing of a chart or table (no files written, no `dot` needed).

    `neighbourhood` (with a trace that visited the item): only the visited path and its
    immediate branches, the branches not taken in grey."""
    graph = item.graph
    shown = path_neighbourhood(item, trace) if neighbourhood and trace is not None else None
    if shown:
        graph = graph.subgraph(shown)
    title = f"{item.title}"
    if item.rule:
        title += f"  [{item.rule}]"
    title += f"\n{item.id}"
    dot = graphviz.Digraph(name=item.id.replace(".", "_"), comment=item.id)
    dot.attr(label=title, labelloc="t", fontsize="16", fontname="Helvetica")
    dot.attr("node", fontname="Helvetica", fontsize="11")
    dot.attr("edge", fontname="Helvetica", fontsize="10")

    visited: list[str] = trace.path(item.id) if trace is not None else []
    visited_set = set(visited)
    filter_counts: dict[str, str] = {}
    if trace is not None and isinstance(item, PriorityTable):
        for step in trace.steps:
            if step.chart == item.id and step.kind in ("filter", "tiebreak") and not step.skipped:
                kept = ", ".join(step.after or [])
                filter_counts[step.node] = f"{len(step.before or [])} -> {len(step.after or [])}: {kept}"
    peak = max(heat.values(), default=0) if heat else 0

    ids = {node_id: f"n{index}" for index, node_id in enumerate(graph.nodes)}
    for node_id, data in graph.nodes(data=True):
        shape, style = SHAPES.get(data["kind"], ("box", ""))
        details = data.get("details") or []
        text = "\n".join(_wrap(line, 34) for line in details) if details else _wrap(data["label"])
        if data.get("rule"):
            text += f"\n[{data['rule']}]"
        if node_id in filter_counts:
            text += "\n" + _wrap(filter_counts[node_id], 40)
        attrs = {"shape": shape}
        styles = [s for s in style.split(",") if s]
        if heat is not None:
            count = heat.get(node_id, 0)
            text += f"\n({count})"
            styles.append("filled")
            attrs["fillcolor"] = _heat_colour(count / peak if peak else 0.0)
        elif node_id in visited_set:
            styles.append("filled")
            attrs.update(fillcolor=VISITED_FILL, color=PATH_COLOUR, penwidth="2.5")
        elif shown:
            attrs.update(color=ASIDE_COLOUR, fontcolor=ASIDE_COLOUR)
        if styles:
            attrs["style"] = ",".join(styles)
        dot.node(ids[node_id], text, **attrs)

    taken = set(zip(visited, visited[1:], strict=False))
    for a, b, data in graph.edges(data=True):
        attrs = {}
        if data.get("label"):
            attrs["label"] = data["label"]
        on_path = (a, b) in taken or (isinstance(item, PriorityTable) and a in visited_set and b in visited_set)
        if on_path:
            attrs.update(color=PATH_COLOUR, penwidth="2.5", fontcolor=PATH_COLOUR)
        dot.edge(ids[a], ids[b], **attrs)
    return dot


def render(
    item: Chart | PriorityTable,
    fmt: str,
    output: Path,
    trace: Trace | None = None,
    heat: Mapping[str, int] | None = None,
    neighbourhood: bool = False,
) -> Path:
    """Write DOT text, or SVG/PNG through Graphviz's `dot` program, to `output`."""
    drawing = draw(item, trace, heat, neighbourhood)
    if fmt == "dot":
        output.write_text(drawing.source, encoding="utf-8")
        return output
    if fmt not in ("svg", "png", "pdf"):
        raise ValueError(f"unknown format {fmt!r} (use dot, svg, png or pdf)")
    if not dot_available():
        raise RuntimeError("Graphviz's 'dot' program is not installed; install it with "
                           "'sudo apt-get install graphviz' (or use --format dot)")
    data = drawing.pipe(format=fmt)
    output.write_bytes(data)
    return output
