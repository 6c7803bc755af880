"""Priority tables: ordered filters that narrow candidates down to one.

A table file (``kind: priority_table``)::

    id: jihadist.priorities.jihad
    title: Priorities Table - Jihad column
    rule: "12.4.2"
    candidates: Muslim countries where Jihad is possible   # what is being ranked (for readers)
    pool: muslim_countries          # optional: where candidates come from when the caller gives none
    filters:
      - require: jihad_possible                # keep only the matching candidates (may leave none)
      - first: [{poor: {}}, {fair: {}}]          # keep those matching the first condition any meets
      - prefer: {named: {country: Pakistan}}     # keep the matching candidates, unless none match
        when: doing_jihad                        # optional guard: skip the filter when false
        label: Pakistan                          # optional text for drawings and narration
      - best: resources                          # keep those with the highest score
      - least: troops                            # keep those with the lowest score
      - require: poor                            # `require` (or `prefer`) and `best`/`least` in
        best: drm                                # one filter: the matching ones, then the best
    else: track                                  # optional: the pick when no candidate is left

A `first` option may carry its own score: ``{where: fair_muslim, best: drm}`` is "the Fair
Muslim country (or countries) with the best DRM". `require` and `first` narrow down to
eligible candidates (an OpP chart's boxes, taken in order, are a `first`); `prefer`, `best`
and `least` are the Priorities Table's rows. `else` is a fixed value a pick answers with when
the filters leave nothing (e.g. the Troops track when no box holds a country).
Filters apply top to bottom and stop as soon as one candidate is left; if several remain
after the last filter, one is chosen at random with the RNG the caller supplies (the
game's own, so replays are exact).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .conditions import Call, Compiler, Condition, unknown_reference
from .drawn import DrawnGraph
from .lazy import deferred
from .source import LocatedDict, line_of

nx = deferred("networkx")  # executed when the first graph is built: a command that builds none starts sooner

TABLE_KEYS = {"kind", "id", "title", "rule", "description", "candidates", "pool", "filters", "params", "side", "game",
              "else"}
FILTER_KINDS = ("require", "first", "prefer", "best", "least")
FILTER_KEYS = {*FILTER_KINDS, "when", "label", "rule", "id", "note"}
OPTION_KEYS = {"where", "best", "least"}
TIEBREAK = "tie-break"


@dataclass(frozen=True)
class Option:
    """One box of a `first` filter: a condition, optionally followed by a best/least score."""

    match: Condition
    score: Call | None = None
    highest: bool = True

    def describe(self) -> str:
        if self.score is None:
            return self.match.describe()
        return f"{self.match.describe()} with the {'highest' if self.highest else 'lowest'} {self.score.describe()}"


@dataclass
class Filter:
    id: str
    kind: str  # require | first | prefer | best | least
    line: int
    match: Condition | None = None
    options: tuple[Option, ...] = ()
    score: Call | None = None
    highest: bool = True  # best (True) or least: the direction of `score`
    when: Condition | None = None
    label: str = ""
    rule: str = ""

    def text(self) -> str:
        if self.label:
            core = self.label
        elif self.kind in ("prefer", "require") and self.match is not None:
            core = f"{'prefer' if self.kind == 'prefer' else 'only'} {self.match.describe()}"
            if self.score is not None:
                core += f", then the {'highest' if self.highest else 'lowest'} {self.score.describe()}"
        elif self.kind == "first":
            core = "first of: " + " | ".join(o.describe() for o in self.options)
        elif self.score is not None:
            core = f"{'highest' if self.highest else 'lowest'} {self.score.describe()}"
        else:
            core = self.id
        if self.when is not None:
            core += f"  [only if {self.when.describe()}]"
        return core


@dataclass
class PriorityTable(DrawnGraph):
    id: str
    title: str
    rule: str
    description: str
    candidates: str
    filters: list[Filter]
    source: str
    line: int
    params: tuple[str, ...] = ()
    pool: Call | None = None
    fallback: Any = None  # `else`: the pick when no candidate is left (None: nothing)
    _graph: Any = field(default=None, repr=False, compare=False)  # `DrawnGraph`: drawn from the filter chain

    kind = "priority_table"

    def draw(self) -> nx.DiGraph:
        return table_graph(self)


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
    if table.fallback is not None:
        graph.add_node("else", kind="tiebreak", label=f"none left: {table.fallback}", rule="", line=table.line)
        if previous is not None:
            graph.add_edge(previous, "else", label="none")
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
    if not isinstance(params, list) or not all(isinstance(p, str) for p in params):
        compiler.problem(line_of(doc, "params"), "", "'params' must be a list of names")
        params = []
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
        combined = len(kinds) == 2 and kinds[0] in ("require", "prefer") and kinds[1] in ("best", "least")
        if len(kinds) != 1 and not combined:
            compiler.problem(line, fid, f"a filter needs exactly one of {', '.join(FILTER_KINDS)} (or require/prefer "
                             "with best/least)" + (f", found {', '.join(kinds)}" if kinds else ""))
            continue
        for key in spec:
            if key not in FILTER_KEYS:
                compiler.problem(line_of(spec, key), fid, f"unknown key {key!r} in a filter")
        if len(kinds) == 2 and kinds[0] in ("require", "prefer") and kinds[1] in ("best", "least"):
            kinds = [kinds[0]]  # a condition, then a score: one filter
        kind = kinds[0]
        flt = Filter(id=fid, kind=kind, line=line, label=str(spec.get("label", "") or ""), rule=str(spec.get("rule", "") or ""))
        if kind in ("prefer", "require"):
            flt.match = compiler.condition(spec[kind], line_of(spec, kind), fid, kinds=("filter",))
            for direction in ("best", "least"):
                if direction in spec:
                    flt.score = compiler.score(spec[direction], line_of(spec, direction), fid)
                    flt.highest = direction == "best"
        elif kind == "first":
            raw_options = spec["first"]
            if not isinstance(raw_options, list) or not raw_options:
                compiler.problem(line_of(spec, "first"), fid, "'first' needs a non-empty list of conditions")
            else:
                compiled = [_option(compiler, o, line_of(raw_options, i) or line, fid) for i, o in enumerate(raw_options)]
                flt.options = tuple(c for c in compiled if c is not None)
        else:
            flt.score = compiler.score(spec[kind], line_of(spec, kind), fid)
            flt.highest = kind == "best"
        if "when" in spec:
            flt.when = compiler.condition(spec["when"], line_of(spec, "when"), fid)
        declared = set(params) if isinstance(params, list) else set()
        needed: set[str] = set()
        for cond in (flt.match, flt.when, flt.score, *(o.match for o in flt.options),
                     *(o.score for o in flt.options)):
            if cond is not None:
                needed |= cond.references()
        for name in sorted(needed):
            why = unknown_reference(name, declared, compiler.vocabulary)
            if why:
                compiler.problem(line, fid, why)
        filters.append(flt)
    pool = compiler.pool(doc["pool"], line_of(doc, "pool"), "") if "pool" in doc else None
    table = PriorityTable(
        pool=pool,
        id=table_id,
        title=str(doc.get("title", table_id)),
        rule=str(doc.get("rule", "") or ""),
        description=str(doc.get("description", "") or ""),
        candidates=str(doc.get("candidates", "") or ""),
        filters=filters,
        source=compiler.source,
        line=doc.line,
        params=tuple(params) if isinstance(params, list) else (),
        fallback=doc.get("else"),
    )
    if isinstance(table.fallback, list | dict):
        compiler.problem(line_of(doc, "else"), "", "'else' is one value (e.g. track), the pick when nothing is left")
        table.fallback = None
    return table


def _option(compiler: Compiler, form: Any, line: int, fid: str) -> Option | None:
    """A `first` box: a condition, or {where: condition, best|least: score}."""
    if isinstance(form, Mapping) and "where" in form:
        unknown = [k for k in form if k not in OPTION_KEYS]
        scores = [k for k in ("best", "least") if k in form]
        if unknown or len(scores) > 1:
            compiler.problem(line, fid, "a box with a score is {where: condition, best: score} (or least)")
            return None
        match = compiler.condition(form["where"], line_of(form, "where") or line, fid, kinds=("filter",))
        score = compiler.score(form[scores[0]], line_of(form, scores[0]) or line, fid) if scores else None
        if match is None or (scores and score is None):
            return None
        return Option(match, score, not scores or scores[0] == "best")
    match = compiler.condition(form, line, fid, kinds=("filter",))
    return Option(match) if match is not None else None
