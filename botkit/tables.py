"""Priority tables: ordered filters that narrow candidates down to one.

A table file (``kind: priority_table``)::

    id: jihadist.priorities.jihad
    title: Priorities Table - Jihad column
    rule: "12.4.2"
    candidates: Muslim countries where Jihad is possible   # what is being ranked (for readers)
    filters:
      - prefer: {named: {country: Pakistan}}     # keep the matching candidates, unless none match
        when: doing_jihad                        # optional guard: skip the filter when false
        label: Pakistan                          # optional text for drawings and narration
      - best: resources                          # keep those with the highest score
      - least: troops                            # keep those with the lowest score

Filters apply top to bottom and stop as soon as one candidate is left; if several remain
after the last filter, one is chosen at random with the RNG the caller supplies (the
game's own, so replays are exact).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

import networkx as nx

from .conditions import Call, Compiler, Condition
from .source import LocatedDict, line_of

TABLE_KEYS = {"kind", "id", "title", "rule", "description", "candidates", "filters", "params", "side", "game"}
FILTER_KINDS = ("prefer", "best", "least")
FILTER_KEYS = {*FILTER_KINDS, "when", "label", "rule", "id", "note"}
TIEBREAK = "tie-break"


@dataclass
class Filter:
    id: str
    kind: str  # prefer | best | least
    line: int
    match: Condition | None = None
    score: Call | None = None
    when: Condition | None = None
    label: str = ""
    rule: str = ""

    def text(self) -> str:
        if self.label:
            core = self.label
        elif self.kind == "prefer" and self.match is not None:
            core = f"prefer {self.match.describe()}"
        elif self.score is not None:
            core = f"{'highest' if self.kind == 'best' else 'lowest'} {self.score.describe()}"
        else:
            core = self.id
        if self.when is not None:
            core += f"  [only if {self.when.describe()}]"
        return core


@dataclass
class PriorityTable:
    id: str
    title: str
    rule: str
    description: str
    candidates: str
    filters: list[Filter]
    source: str
    line: int
    params: tuple[str, ...] = ()
    graph: nx.DiGraph = field(default_factory=nx.DiGraph)

    kind = "priority_table"


def table_graph(table: PriorityTable) -> nx.DiGraph:
    """The filter chain as a graph, so tables validate, draw and trace like charts."""
    graph = nx.DiGraph(id=table.id, title=table.title, rule=table.rule, kind="priority_table")
    previous = None
    for index, flt in enumerate(table.filters, start=1):
        graph.add_node(flt.id, kind="filter", label=f"{index}. {flt.text()}", rule=flt.rule, line=flt.line)
        if previous is not None:
            graph.add_edge(previous, flt.id, label="")
        previous = flt.id
    graph.add_node(TIEBREAK, kind="tiebreak", label="several left: pick one at random", rule="", line=table.line)
    if previous is not None:
        graph.add_edge(previous, TIEBREAK, label="")
    return graph


def build_table(doc: LocatedDict, compiler: Compiler) -> PriorityTable | None:
    table_id = str(doc.get("id", "?"))
    for key in doc:
        if key not in TABLE_KEYS:
            compiler.problem(line_of(doc, key), "", f"table {table_id!r}: unknown key {key!r}")
    if not isinstance(doc.get("id"), str):
        compiler.problem(doc.line, "", "priority table needs an 'id' (text)")
    raw = doc.get("filters")
    if not isinstance(raw, list) or not raw:
        compiler.problem(line_of(doc, "filters"), "", f"table {table_id!r} needs 'filters': a non-empty list")
        return None
    params = doc.get("params") or []
    filters: list[Filter] = []
    seen: dict[str, int] = {}
    for index, spec in enumerate(raw):
        line = line_of(raw, index)
        if not isinstance(spec, Mapping):
            compiler.problem(line, f"filter {index + 1}", f"a filter must be a mapping with one of {', '.join(FILTER_KINDS)}")
            continue
        kinds = [k for k in FILTER_KINDS if k in spec]
        fid = str(spec.get("id") or f"f{index + 1}")
        if fid in seen:
            compiler.problem(line, fid, f"duplicate filter id {fid!r} (first on line {seen[fid]})")
        seen[fid] = line
        if len(kinds) != 1:
            compiler.problem(line, fid, f"a filter needs exactly one of {', '.join(FILTER_KINDS)}"
                             + (f", found {', '.join(kinds)}" if kinds else ""))
            continue
        for key in spec:
            if key not in FILTER_KEYS:
                compiler.problem(line_of(spec, key), fid, f"unknown key {key!r} in a filter")
        kind = kinds[0]
        flt = Filter(id=fid, kind=kind, line=line, label=str(spec.get("label", "") or ""), rule=str(spec.get("rule", "") or ""))
        if kind == "prefer":
            flt.match = compiler.condition(spec["prefer"], line_of(spec, "prefer"), fid, kinds=("filter",))
        else:
            flt.score = compiler.score(spec[kind], line_of(spec, kind), fid)
        if "when" in spec:
            flt.when = compiler.condition(spec["when"], line_of(spec, "when"), fid)
        declared = set(params) if isinstance(params, list) else set()
        needed: set[str] = set()
        for cond in (flt.match, flt.when, flt.score):
            if cond is not None:
                needed |= cond.references()
        for name in sorted(needed - declared):
            compiler.problem(line, fid, f"'${name}' is used but the table declares no such parameter in 'params'")
        filters.append(flt)
    table = PriorityTable(
        id=table_id,
        title=str(doc.get("title", table_id)),
        rule=str(doc.get("rule", "") or ""),
        description=str(doc.get("description", "") or ""),
        candidates=str(doc.get("candidates", "") or ""),
        filters=filters,
        source=compiler.source,
        line=doc.line,
        params=tuple(params) if isinstance(params, list) else (),
    )
    table.graph = table_graph(table)
    return table
