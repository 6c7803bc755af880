"""Decision charts: YAML -> checked nodes -> networkx graph.

A chart file (``kind: chart``, the default) looks like::

    id: jihadist.evo
    title: Event or Operations
    rule: "12.4.1"
    params: [ops]                # optional: names callers bind, used as $ops below
    start: playable
    nodes:
      playable:
        ask: event_playable      # a predicate (see conditions.py for the forms)
        label: Event playable?   # optional text shown instead of the predicate's name
        rule: "12.4.1"           # optional rule reference shown by the renderer
        yes: play_event          # a node id, or an inline node
        no: {do: {major_jihad: {ops: $ops}}}
      play_event: {do: play_event}
      sub: {call: jihadist.radicalization, with: {ops: $ops}}   # terminal: returns the called chart's outcome
      test: {call: some.yes_no_chart, yes: a, no: b}             # branches on the called chart's `return`
      done: {return: true}       # ends a yes/no sub-chart
      best: {pick: {table: t.column, boxes: t.boxes}, as: place, yes: a, no: b}
      die: {roll: Alert Table, as: die, then: a}

Node kinds: ``ask`` (decision), ``do`` (action: one action or a list run in order),
``call`` (another chart), ``return`` (a yes/no answer for a calling chart), ``pick`` (the
candidate a priority table picks from its pool - after a boxes table, if given - bound as
``$<as>`` on the ``yes`` branch; ``no`` when none is left) and ``roll`` (a die rolled through
the game, bound as ``$<as>``, then on to ``then``). A ``$name`` may be read only where every
path from the start has bound it (or it is a parameter, a context field or ``$tier.x``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .conditions import ActionRef, Compiler, Condition, Ref, unknown_reference
from .drawn import DrawnGraph
from .errors import Problem, did_you_mean
from .lazy import deferred
from .source import LocatedDict, line_of
from .vocabulary import REMEMBER

nx = deferred("networkx")  # executed when the first graph is built: a command that builds none starts sooner

CHART_KEYS = {"kind", "id", "title", "rule", "description", "params", "start", "nodes", "side", "game"}
NODE_KEYS = {
    "ask": {"ask", "yes", "no", "label", "rule", "note"},
    "do": {"do", "label", "rule", "note"},
    "call": {"call", "with", "yes", "no", "label", "rule", "note"},
    "return": {"return", "label", "rule", "note"},
    "pick": {"pick", "as", "yes", "no", "label", "rule", "note"},
    "roll": {"roll", "as", "then", "label", "rule", "note"},
}
NODE_KINDS = {"ask": "decision", "do": "action", "call": "call", "return": "return", "pick": "pick", "roll": "roll"}
PICK_KEYS = {"table", "boxes"}


@dataclass
class Node:
    id: str
    kind: str  # decision | action | call | return
    line: int
    label: str = ""
    rule: str = ""
    note: str = ""
    condition: Condition | None = None
    yes: str | None = None
    no: str | None = None
    actions: tuple[ActionRef, ...] = ()
    call: str | None = None
    call_args: dict[str, Any] = field(default_factory=dict)
    returns: bool | None = None
    table: str | None = None  # pick: the table that ranks (the column)
    boxes: str | None = None  # pick: the table that narrows first
    binds: str | None = None  # pick / roll: the name its value is bound to
    roll: str = ""  # roll: what the die is for (the game's dice purpose)

    def branches(self) -> list[tuple[str, str]]:
        """(label, target) of each way out of the node."""
        if self.kind == "roll":
            return [("then", self.yes)] if self.yes else []
        return [(b, t) for b, t in (("yes", self.yes), ("no", self.no)) if t is not None]

    def text(self) -> str:
        """The words shown for this node in drawings and narration."""
        if self.label:
            return self.label
        if self.kind == "decision" and self.condition is not None:
            return self.condition.describe() + "?"
        if self.kind == "action":
            return "; ".join(a.describe() for a in self.actions)
        if self.kind == "call":
            return f"see {self.call}"
        if self.kind == "return":
            return "yes" if self.returns else "no"
        if self.kind == "pick":
            first = f"{self.boxes}, then " if self.boxes else ""
            return f"pick by {first}{self.table} -> ${self.binds}"
        if self.kind == "roll":
            return f"roll a die ({self.roll}) -> ${self.binds}"
        return self.id


@dataclass
class Chart(DrawnGraph):
    id: str
    title: str
    rule: str
    description: str
    start: str
    nodes: dict[str, Node]
    source: str
    line: int
    params: tuple[str, ...] = ()
    _graph: Any = field(default=None, repr=False, compare=False)  # `DrawnGraph`: drawn from the nodes

    kind = "chart"

    def draw(self) -> nx.DiGraph:
        return chart_graph(self)

    @property
    def returns_answer(self) -> bool:
        """Whether the chart ends in yes/no `return` nodes (usable as a sub-decision)."""
        return any(n.kind == "return" for n in self.nodes.values())


def _node_kind(spec: Mapping[str, Any]) -> str | None:
    kinds = [k for k in NODE_KINDS if k in spec]
    return kinds[0] if len(kinds) == 1 else None


class _ChartBuilder:
    def __init__(self, doc: LocatedDict, compiler: Compiler) -> None:
        self.doc = doc
        self.compiler = compiler
        self.nodes: dict[str, Node] = {}
        self.chart_id = str(doc.get("id", "?"))

    def problem(self, line: int, node: str, message: str) -> None:
        self.compiler.problem(line, node, message)

    def build(self) -> Chart | None:
        doc = self.doc
        for key in doc:
            if key not in CHART_KEYS:
                self.problem(line_of(doc, key), "", f"chart {self.chart_id!r}: unknown key {key!r}{_hint(key, CHART_KEYS)}")
        if "id" not in doc or not isinstance(doc.get("id"), str):
            self.problem(doc.line, "", "chart needs an 'id' (text)")
        nodes = doc.get("nodes")
        if not isinstance(nodes, Mapping) or not nodes:
            self.problem(line_of(doc, "nodes"), "", f"chart {self.chart_id!r} needs 'nodes': a mapping of node ids to nodes")
            return None
        params = doc.get("params") or []
        if not isinstance(params, list) or not all(isinstance(p, str) for p in params):
            self.problem(line_of(doc, "params"), "", "'params' must be a list of names")
            params = []
        for node_id, spec in nodes.items():
            self._add(str(node_id), spec, line_of(nodes, node_id))
        start = doc.get("start")
        if start is None:
            self.problem(doc.line, "", f"chart {self.chart_id!r} has no 'start' node")
        elif not isinstance(start, str) or start not in self.nodes:
            self.problem(line_of(doc, "start"), str(start), f"start node {start!r} is not defined{_hint(str(start), self.nodes)}")
        chart = Chart(
            id=self.chart_id,
            title=str(doc.get("title", self.chart_id)),
            rule=str(doc.get("rule", "") or ""),
            description=str(doc.get("description", "") or ""),
            start=str(start),
            nodes=self.nodes,
            source=self.compiler.source,
            line=doc.line,
            params=tuple(params),
        )
        self._check_targets(chart)
        self._check_refs(chart)
        self._check_shape(chart)
        return chart

    def _add(self, node_id: str, spec: Any, line: int) -> str:
        if node_id in self.nodes:
            self.problem(line, node_id, f"duplicate node id {node_id!r} (first on line {self.nodes[node_id].line})")
            return node_id
        if not isinstance(spec, Mapping):
            self.problem(line, node_id, f"node must be a mapping with one of ask/do/call/return, got {spec!r}")
            self.nodes[node_id] = Node(node_id, "invalid", line)
            return node_id
        kind = _node_kind(spec)
        if kind is None:
            present = [k for k in NODE_KINDS if k in spec]
            if present:
                self.problem(line, node_id, f"node has more than one of {'/'.join(NODE_KINDS)}: {', '.join(present)}")
            else:
                self.problem(line, node_id, "node needs one of 'ask' (decision), 'do' (action), 'call', 'return', "
                             "'pick' or 'roll'" + _hint_keys(spec))
            self.nodes[node_id] = Node(node_id, "invalid", line)
            return node_id
        for key in spec:
            if key not in NODE_KEYS[kind]:
                self.problem(line_of(spec, key), node_id, f"unknown key {key!r} in a '{kind}' node{_hint(key, NODE_KEYS[kind])}")
        node = Node(
            id=node_id,
            kind=NODE_KINDS[kind],
            line=line,
            label=str(spec.get("label", "") or ""),
            rule=str(spec.get("rule", "") or ""),
            note=str(spec.get("note", "") or ""),
        )
        self.nodes[node_id] = node
        c = self.compiler
        if kind == "ask":
            node.condition = c.condition(spec["ask"], line_of(spec, "ask"), node_id)
            for branch in ("yes", "no"):
                if branch not in spec:
                    self.problem(line, node_id, f"decision has no '{branch}' branch")
                else:
                    setattr(node, branch, self._target(node_id, branch, spec[branch], line_of(spec, branch)))
        elif kind == "do":
            forms = spec["do"] if isinstance(spec["do"], list) else [spec["do"]]
            if not forms:
                self.problem(line, node_id, "'do' needs at least one action")
            refs = [c.action(f, line_of(spec, "do"), node_id) for f in forms]
            node.actions = tuple(r for r in refs if r is not None)
        elif kind == "call":
            target = spec["call"]
            if not isinstance(target, str):
                self.problem(line_of(spec, "call"), node_id, f"'call' needs a chart id, got {target!r}")
            node.call = str(target)
            args = spec.get("with") or {}
            if not isinstance(args, Mapping):
                self.problem(line_of(spec, "with"), node_id, "'with' must be a mapping of names to values")
                args = {}
            node.call_args = {k: (Ref(v[1:]) if isinstance(v, str) and v.startswith("$") else v) for k, v in args.items()}
            has = [b for b in ("yes", "no") if b in spec]
            if len(has) == 1:
                self.problem(line, node_id, f"call with a '{has[0]}' branch also needs the other one")
            for branch in has:
                setattr(node, branch, self._target(node_id, branch, spec[branch], line_of(spec, branch)))
        elif kind == "return":
            value = spec["return"]
            value = {"yes": True, "no": False}.get(value, value) if isinstance(value, str) else value
            if not isinstance(value, bool):
                self.problem(line_of(spec, "return"), node_id, f"'return' must be yes/no (true/false), got {value!r}")
            node.returns = bool(value)
        else:
            self._binding(node, kind, spec, line)
        return node_id

    def _binding(self, node: Node, kind: str, spec: Mapping[str, Any], line: int) -> None:
        """A pick or roll node: what it binds, and where it goes next."""
        name = spec.get("as")
        if not isinstance(name, str) or not name.isidentifier() or name == "tier":
            self.problem(line_of(spec, "as") or line, node.id, f"'{kind}' needs 'as': the name its value is bound to")
        else:
            node.binds = name
        if kind == "roll":
            what = spec["roll"]
            if not isinstance(what, str) or not what:
                self.problem(line_of(spec, "roll"), node.id, "'roll' says what the die is for (text)")
            node.roll = str(what)
            if "then" not in spec:
                self.problem(line, node.id, "a roll needs 'then': the node that reads the die")
            else:
                node.yes = self._target(node.id, "then", spec["then"], line_of(spec, "then"))
            return
        pick = spec["pick"]
        if not isinstance(pick, Mapping) or "table" not in pick:
            self.problem(line_of(spec, "pick"), node.id, "'pick' needs {table: TABLE} (and optionally boxes: TABLE)")
        else:
            for key in pick:
                if key not in PICK_KEYS:
                    self.problem(line_of(pick, key), node.id, f"'pick' has no key {key!r}{_hint(key, PICK_KEYS)}")
            for key in ("table", "boxes"):
                if key in pick and not isinstance(pick[key], str):
                    self.problem(line_of(pick, key), node.id, f"'{key}' names a priority table")
            node.table = str(pick.get("table"))
            node.boxes = str(pick["boxes"]) if isinstance(pick.get("boxes"), str) else None
        for branch in ("yes", "no"):
            if branch not in spec:
                self.problem(line, node.id, f"a pick needs '{branch}' (yes: one was picked, no: none was left)")
            else:
                setattr(node, branch, self._target(node.id, branch, spec[branch], line_of(spec, branch)))

    def _target(self, parent: str, branch: str, value: Any, line: int) -> str | None:
        if isinstance(value, str):
            return value
        if isinstance(value, Mapping):
            return self._add(f"{parent}.{branch}", value, line)
        self.problem(line, parent, f"'{branch}' must be a node id or an inline node, got {value!r}")
        return None

    def _check_targets(self, chart: Chart) -> None:
        for node in list(chart.nodes.values()):
            for branch, target in node.branches():
                if target not in chart.nodes:
                    self.problem(node.line, node.id,
                                 f"'{branch}' goes to {target!r}, which is not a node of this chart{_hint(target, chart.nodes)}")

    def _check_refs(self, chart: Chart) -> None:
        declared = set(chart.params)
        bound = _bound_on_every_path(chart)
        vocabulary = self.compiler.vocabulary
        for node in chart.nodes.values():
            needed: set[str] = set()
            if node.condition is not None:
                needed |= node.condition.references()
            for action in node.actions:
                needed |= action.references()
            needed |= {v.name for v in node.call_args.values() if isinstance(v, Ref)}
            known = declared | bound.get(node.id, set())
            for name in sorted(needed):
                why = unknown_reference(name, known, vocabulary)
                if why:
                    self.problem(node.line, node.id, why)

    def _check_shape(self, chart: Chart) -> None:
        graph = chart.graph
        if chart.start in graph:
            reachable = nx.descendants(graph, chart.start) | {chart.start}
            for node_id in chart.nodes:
                if node_id not in reachable:
                    self.problem(chart.nodes[node_id].line, node_id, f"node {node_id!r} can never be reached from start {chart.start!r}")
        for cycle in nx.simple_cycles(graph):
            first = min(cycle, key=lambda n: chart.nodes[n].line)
            path = " -> ".join([*cycle, cycle[0]])
            self.problem(chart.nodes[first].line, first, f"cycle: {path}")
            break


def _bound_on_every_path(chart: Chart) -> dict[str, set[str]]:
    """For each node: the names pick and roll nodes have bound on every path from the start to it."""
    graph = chart.graph
    if chart.start not in graph or not nx.is_directed_acyclic_graph(graph):
        return {}
    reachable = nx.descendants(graph, chart.start) | {chart.start}
    bound: dict[str, set[str]] = {chart.start: set()}
    for node_id in nx.topological_sort(graph.subgraph(reachable)):
        node = chart.nodes[node_id]
        here = bound.get(node_id, set())
        for branch, target in node.branches():
            out = here | {node.binds} if node.binds and branch in ("yes", "then") else here
            bound[target] = bound[target] & out if target in bound else set(out)
    return bound


def chart_graph(chart: Chart) -> nx.DiGraph:
    """The chart as a directed graph: node attributes for drawing, edges labelled yes/no (then)."""
    graph = nx.DiGraph(id=chart.id, title=chart.title, rule=chart.rule, kind="chart")
    for node in chart.nodes.values():
        graph.add_node(node.id, kind=node.kind, label=node.text(), rule=node.rule, line=node.line, call=node.call,
                       details=action_details(node))
    for node in chart.nodes.values():
        for branch, target in node.branches():
            if target in chart.nodes:
                graph.add_edge(node.id, target, label=branch)
    return graph


def action_details(node: Node) -> list[str]:
    """An unlabelled action node in words for a drawing: each action's description from the
    vocabulary, then its parameters one per line (a labelled node shows its label instead, and
    under it what it remembers: a memory write is never hidden)."""
    if node.kind != "action":
        return []
    if node.label:
        remembered = [f"remember {key}: {expr.describe()}" for ref in node.actions if ref.name == REMEMBER
                      for key, expr in ref.expressions.items()]
        return [node.label, *remembered] if remembered else []
    lines: list[str] = []
    for ref in node.actions:
        lines.append(ref.entry.doc.rstrip(".") or ref.name)
        shown = {**ref.fixed, **{key: f"${name}" for key, name in ref.refs},
                 **{key: expr.describe() for key, expr in ref.expressions.items()}}
        lines.extend(f"{key}: {value}" for key, value in shown.items())
    return lines


def build_chart(doc: LocatedDict, compiler: Compiler) -> Chart | None:
    return _ChartBuilder(doc, compiler).build()


def _hint(word: str, options: Any) -> str:
    return did_you_mean(word, options)


def _hint_keys(spec: Mapping[str, Any]) -> str:
    for key in spec:
        hint = _hint(str(key), NODE_KINDS)
        if hint:
            return f" (found {key!r}{hint})"
    return ""


def problems_of(problems: list[Problem], source: str) -> list[Problem]:
    return [p for p in problems if p.source == source]
