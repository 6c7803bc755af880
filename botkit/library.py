"""Loading a folder of chart, table and tier files into one checked library.

Every file under the given paths ending in ``.yaml``/``.yml`` is read (several documents
per file are allowed, separated by ``---``). Each document says what it is with ``kind``:
``chart`` (the default), ``priority_table``, ``capabilities``, ``tiers`` or ``memory``. Problems from
every file are collected and raised together, each naming file, line and node.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from .capabilities import Capability, build_capabilities
from .charts import Chart, build_chart
from .conditions import Compiler, Ref
from .errors import Problem, ValidationError, did_you_mean
from .lazy import deferred
from .memory import MemoryField, MemorySet, build_memory
from .source import LocatedDict, YamlReadError, line_of, read_file_text, read_yaml_documents
from .tables import PriorityTable, build_table
from .tiers import Tier, TierSet, build_tiers
from .vocabulary import CHART_REF, POOL_TABLE_REF, REMEMBER, TABLE_REF, Vocabulary

nx = deferred("networkx")  # executed when the first graph is built: a command that builds none starts sooner

DOC_KINDS = ("chart", "priority_table", "capabilities", "tiers", "memory")


def _namespace(kind: str) -> str:
    """Charts and tables share one id space; tier sets and capability files have their own."""
    return "items" if kind in ("chart", "priority_table") else kind


def read_texts(paths: Iterable[Path] | Path, problems: list[Problem]) -> list[tuple[str, str]]:
    """(file name, text) of every YAML file under `paths`; unreadable ones are problems."""
    if isinstance(paths, Path):
        paths = [paths]
    texts: list[tuple[str, str]] = []
    for path in yaml_files(paths):
        if not path.exists():
            problems.append(Problem(str(path), 0, "", "no such file or folder"))
            continue
        try:
            texts.append((str(path), read_file_text(path)))
        except YamlReadError as exc:
            problems.append(Problem(str(path), exc.line, "", exc.message))
    return texts


def yaml_files(paths: Iterable[Path]) -> list[Path]:
    files: list[Path] = []
    for path in paths:
        if path.is_dir():
            files.extend(sorted(p for p in path.rglob("*") if p.suffix in (".yaml", ".yml") and p.is_file()))
        else:
            files.append(path)
    return files


def _patch_chart(kept: list[tuple[LocatedDict, str, str, bool]], patch: LocatedDict, source: str,
                 problems: list[Problem]) -> tuple[str, str, set[str]] | None:
    """A player's chart with ``adds_to: <chart id>``: its nodes replace the chart's nodes of the same
    name or are added, its other keys (start, title ...) replace the chart's; the chart keeps its id.
    The result is built as a chart of the player's file; returns (chart id, the shipped file, the node
    names the player's file gives), so a message about a node it left alone names the shipped file."""
    target = patch.get("adds_to")
    charts = {doc.get("id"): i for i, (doc, _, kind, _) in enumerate(kept) if kind == "chart"}
    if not isinstance(target, str) or target not in charts:
        hint = did_you_mean(target, [c for c in charts if isinstance(c, str)]) if isinstance(target, str) else ""
        problems.append(Problem(source, line_of(patch, "adds_to"), "", f"adds_to: no chart {target!r}{hint}"))
        return None
    if "id" in patch and patch["id"] != target:
        problems.append(Problem(source, line_of(patch, "id"), "", f"a chart that adds_to {target!r} keeps its id: "
                                "leave 'id' out"))
        return None
    nodes = patch.get("nodes")
    if not isinstance(nodes, Mapping) or not nodes:
        problems.append(Problem(source, line_of(patch, "nodes") or line_of(patch), "",
                                f"adds_to {target!r}: 'nodes' must map the node names it replaces or adds to nodes"))
        return None
    index = charts[target]
    base = kept[index][0]
    merged = _located(base, source)
    for key, value in patch.items():
        if key not in ("adds_to", "nodes"):
            merged[key] = value
            merged.key_lines[key] = line_of(patch, key)
    all_nodes = _located(base.get("nodes") if isinstance(base.get("nodes"), Mapping) else {}, source)
    for name, node in nodes.items():
        all_nodes[name] = node
        all_nodes.key_lines[name] = line_of(nodes, name)
    merged["nodes"] = all_nodes
    shipped_source = kept[index][1]
    kept[index] = (merged, source, "chart", True)
    return target, shipped_source, {str(name) for name in nodes}


def _shipped_node(problem: Problem, shipped: str, given: set[str]) -> Problem:
    """A problem about a node of a changed chart that the player's file did not give names the shipped file."""
    node = problem.node
    if not node or any(node == name or node.startswith(f"{name}.") for name in given):
        return problem
    return replace(problem, source=shipped)


def _located(mapping: Mapping[str, Any], source: str) -> LocatedDict:
    copy = LocatedDict(mapping)
    copy.line = line_of(mapping)
    copy.key_lines = dict(mapping.key_lines) if isinstance(mapping, LocatedDict) else {}
    copy.source = source
    return copy


@dataclass
class Library:
    vocabulary: Vocabulary
    charts: dict[str, Chart] = field(default_factory=dict)
    tables: dict[str, PriorityTable] = field(default_factory=dict)
    tiers: dict[str, TierSet] = field(default_factory=dict)
    capabilities: dict[str, Capability] = field(default_factory=dict)
    memory: dict[str, MemorySet] = field(default_factory=dict)
    files: list[str] = field(default_factory=list)
    # charts a player's file changed with adds_to: id -> (the shipped file, the node names it gave)
    _changed: dict[str, tuple[str, set[str]]] = field(default_factory=dict, init=False, repr=False)

    # -- loading ------------------------------------------------------------------------
    @classmethod
    def load(cls, paths: Iterable[Path] | Path, vocabulary: Vocabulary,
             overlay: Iterable[Path] | Path | None = None) -> Library:
        """Load and check everything (the shipped `paths`, then a player's `overlay` folder over them);
        raise `ValidationError` listing every problem."""
        library, problems = cls.check(paths, vocabulary, overlay)
        if problems:
            raise ValidationError(problems)
        return library

    @classmethod
    def check(cls, paths: Iterable[Path] | Path, vocabulary: Vocabulary,
              overlay: Iterable[Path] | Path | None = None) -> tuple[Library, list[Problem]]:
        """Load what can be loaded and return it with every problem found."""
        library = cls(vocabulary)
        problems: list[Problem] = []
        texts = read_texts(paths, problems)
        layer = read_texts(overlay, problems) if overlay is not None else []
        library._add_texts(texts, problems, layer)
        return library, problems

    @classmethod
    def from_texts(cls, texts: Mapping[str, str], vocabulary: Vocabulary,
                   overlay: Mapping[str, str] | None = None) -> Library:
        """Load from in-memory YAML (name -> text), with an overlay's texts over them (a save keeps a
        player's folder this way); raise `ValidationError` on problems."""
        library = cls(vocabulary)
        problems: list[Problem] = []
        library._add_texts(list(texts.items()), problems, list((overlay or {}).items()))
        if problems:
            raise ValidationError(problems)
        return library

    def _add_texts(self, texts: list[tuple[str, str]], problems: list[Problem],
                   overlay: list[tuple[str, str]] | None = None) -> None:
        """Build every document; an overlay's document replaces the shipped one with the same id (a chart
        or table, a tier set, a capabilities file), a tier file with ``adds_to`` extends a tier set, and
        anything else is added."""
        parsed: list[tuple[LocatedDict, str, str, bool]] = []
        for group, layered in ((texts, False), (overlay or [], True)):
            for source, text in group:
                self.files.append(source)
                try:
                    docs = read_yaml_documents(text, source)
                except YamlReadError as exc:
                    problems.append(Problem(source, exc.line, "", exc.message))
                    continue
                for doc in docs:
                    if not isinstance(doc, LocatedDict):
                        problems.append(Problem(source, getattr(doc, "line", 0), "", "each document must be a mapping"))
                        continue
                    kind = doc.get("kind", "chart")
                    if kind not in DOC_KINDS:
                        problems.append(Problem(source, line_of(doc, "kind"), "",
                                                f"unknown kind {kind!r} (expected one of {', '.join(DOC_KINDS)})"))
                        continue
                    parsed.append((doc, source, kind, layered))
        patches = [p for p in parsed if p[3] and p[2] == "chart" and "adds_to" in p[0]]
        parsed = [p for p in parsed if not (p[3] and p[2] == "chart" and "adds_to" in p[0])]
        replaced = {(_namespace(kind), doc.get("id")) for doc, _, kind, layered in parsed
                    if layered and isinstance(doc.get("id"), str)}
        kept = [p for p in parsed if p[3] or not isinstance(p[0].get("id"), str)
                or (_namespace(p[2]), p[0].get("id")) not in replaced]
        changed: dict[str, tuple[str, set[str]]] = {}  # chart id -> (its shipped file, the nodes the player gave)
        for doc, source, _, _ in patches:
            patched = _patch_chart(kept, doc, source, problems)
            if patched is not None:
                shipped, names = changed.get(patched[0], (patched[1], set()))
                changed[patched[0]] = (shipped, names | patched[2])
        self._changed = changed
        origins: dict[str, tuple[str, int]] = {}
        compilers: dict[str, Compiler] = {}
        for doc, source, kind, _ in kept:
            if kind in ("tiers", "capabilities", "memory"):
                continue
            compiler = compilers.setdefault(source, Compiler(self.vocabulary, source, problems))
            doc_id = doc.get("id")
            if isinstance(doc_id, str) and doc_id in origins:
                first = origins[doc_id]
                problems.append(Problem(source, line_of(doc, "id"), doc_id, f"duplicate id {doc_id!r} (also in {first[0]}:{first[1]})"))
                continue
            first_of_build = len(problems)
            built = build_chart(doc, compiler) if kind == "chart" else build_table(doc, compiler)
            if kind == "chart" and doc_id in changed:
                problems[first_of_build:] = [_shipped_node(p, *changed[doc_id]) for p in problems[first_of_build:]]
            if built is None:
                continue
            origins[built.id] = (source, built.line)
            if isinstance(built, Chart):
                self.charts[built.id] = built
            else:
                self.tables[built.id] = built
        for doc, source, kind, _ in kept:
            if kind != "capabilities":
                continue
            for name, cap in build_capabilities(doc, source, problems).items():
                first = self.capabilities.get(name)
                if first is not None:
                    problems.append(Problem(source, cap.line, name, f"capability {name!r} is declared twice "
                                                                    f"(also in {first.source}:{first.line})"))
                    continue
                self.capabilities[name] = cap
        for doc, source, kind, _ in kept:
            if kind == "memory":
                self._add_memory(build_memory(doc, source, problems), problems)
        extending = []
        for doc, source, kind, layered in kept:
            if kind != "tiers":
                continue
            if layered and "adds_to" in doc:
                extending.append((doc, source))
                continue
            tiers = build_tiers(doc, self.vocabulary, self.capabilities, source, problems)
            if tiers is None:
                continue
            if tiers.id in self.tiers:
                problems.append(Problem(source, line_of(doc, "id"), tiers.id, f"duplicate tier file id {tiers.id!r}"))
                continue
            self.tiers[tiers.id] = tiers
        self._check_tier_names_unique(problems)
        for doc, source in extending:
            named = doc.get("adds_to")
            if not isinstance(named, str) or named not in self.tiers:
                problems.append(Problem(source, line_of(doc, "adds_to"), "", f"adds_to: no tier set {named!r} "
                                        f"(known: {', '.join(self.tiers) or 'none'}){did_you_mean(named, self.tiers)}"))
                continue
            base = self.tiers[named]
            merged = build_tiers(doc, self.vocabulary, self.capabilities, source, problems, base=base,
                                 others=self._other_tiers(base))
            if merged is not None:
                self.tiers[named] = merged
        self._check_links(problems)
        self._check_tier_answers(problems)
        self._check_memory(problems)

    # -- tier sets of a side --------------------------------------------------------------
    def tier_sets_of(self, side: str, first: str | None = None) -> list[TierSet]:
        """The side's tier sets that are not marker sets, `first` (a tier set id) first."""
        sets = [t for t in self.tiers.values() if t.side == side and t.markers is None]
        return sorted(sets, key=lambda t: t.id != first)

    def _other_tiers(self, tier_set: TierSet) -> dict[str, Tier]:
        """The tiers of the other tier sets of `tier_set`'s side (none for a marker set)."""
        if tier_set.markers is not None:
            return {}
        return {name: tier for other in self.tier_sets_of(tier_set.side) if other.id != tier_set.id
                for name, tier in other.tiers.items()}

    def side_tiers(self, side: str, first: str | None = None, replacing: TierSet | None = None) -> TierSet:
        """Every tier of the side's tier sets in one set (named after `first`): a tier name alone
        finds its tier. `replacing` stands in for the set of the same id (a player's tier file merged
        with a printed set)."""
        sets = [replacing if replacing is not None and t.id == replacing.id else t for t in self.tier_sets_of(side, first)]
        if not sets:
            raise KeyError(f"no tier set for the side {side!r} in the charts")
        combined = TierSet(id=sets[0].id, side=side, answer=sets[0].answer, source=sets[0].source, line=sets[0].line)
        for tier_set in sets:
            for name, tier in tier_set.tiers.items():
                combined.tiers.setdefault(name, tier)
        return combined

    def _check_tier_names_unique(self, problems: list[Problem]) -> None:
        seen: dict[tuple[str, str], Tier] = {}
        for tier_set in self.tiers.values():
            if tier_set.markers is not None:
                continue
            for name, tier in tier_set.tiers.items():
                first = seen.setdefault((tier_set.side, name), tier)
                if first is not tier:
                    problems.append(Problem(tier.source, tier.line, name,
                                            f"duplicate tier name {name!r} for the side {tier_set.side!r} (also in "
                                            f"{first.source}:{first.line}; tier names are unique across a side's "
                                            "tier sets)"))

    def _check_tier_answers(self, problems: list[Problem], tier_sets: Iterable[TierSet] | None = None) -> None:
        """A tier's `answer:` must name a chart (of every tier set, or of `tier_sets`)."""
        told: set[tuple[str, int]] = set()  # a file's `answer:` is told once, not once per tier
        for tier_set in self.tiers.values() if tier_sets is None else tier_sets:
            for tier in tier_set.tiers.values():
                if tier.answer_line and tier.answer not in self.charts and (tier.source, tier.answer_line) not in told:
                    told.add((tier.source, tier.answer_line))
                    problems.append(Problem(tier.source, tier.answer_line, tier.name,
                                            f"answer: no chart {tier.answer!r}{did_you_mean(tier.answer, self.charts)}"))

    # -- memory -----------------------------------------------------------------------------
    def _add_memory(self, memory: MemorySet | None, problems: list[Problem]) -> None:
        if memory is None:
            return
        if memory.id in self.memory:
            first = self.memory[memory.id]
            problems.append(Problem(memory.source, memory.line, memory.id, f"duplicate memory file id {memory.id!r} "
                                    f"(also in {first.source}:{first.line})"))
            return
        taken = self.memory_fields(memory.side)
        for name in list(memory.fields):
            if name in taken:
                field_ = memory.fields.pop(name)
                problems.append(Problem(field_.source, field_.line, name,
                                        f"memory field {name!r} is declared twice for the side {memory.side!r} (also "
                                        f"in {taken[name].source}:{taken[name].line})"))
        self.memory[memory.id] = memory

    def memory_fields(self, side: str | None = None) -> dict[str, MemoryField]:
        """The memory fields the Bots of `side` hold (every side's when None), in declared order."""
        return {name: f for m in self.memory.values() if side is None or m.side == side for name, f in m.fields.items()}

    def _check_memory(self, problems: list[Problem]) -> None:
        """Each memory field's tables exist and read only fields declared before it."""
        for memory in self.memory.values():
            order = list(memory.fields)
            for index, declared in enumerate(memory.fields.values()):
                def problem(message: str, declared: MemoryField = declared) -> None:
                    problems.append(Problem(declared.source, declared.line, declared.name, message))

                for table_id in (declared.boxes, declared.table):
                    if table_id is None:
                        continue
                    self._check_table(table_id, problem, f"memory field {declared.name!r}: pick",
                                      pool=table_id == (declared.boxes or declared.table))
                    table = self.tables.get(table_id)
                    if table is None:
                        continue
                    for name in sorted(self._table_references(table)):
                        if name.startswith("memory.") and name[7:] in order[index:]:
                            problem(f"memory field {declared.name!r}: its table {table_id!r} reads '${name}', which "
                                    "is not declared before it (a field's table may read only earlier fields)")

    @staticmethod
    def _table_references(table: PriorityTable) -> set[str]:
        needed: set[str] = set()
        for flt in table.filters:
            for part in (flt.match, flt.when, flt.score, *(o.match for o in flt.options),
                         *(o.score for o in flt.options)):
                if part is not None:
                    needed |= part.references()
        if table.pool is not None:
            needed |= table.pool.references()
        return needed

    def _unknown_memory(self, name: str) -> str:
        fields = self.memory_fields()
        return (f"'${name}': no memory field {name[7:]!r} is declared{did_you_mean(name[7:], fields)}"
                " (memory fields are declared in a 'kind: memory' file)")

    def _check_links(self, problems: list[Problem]) -> None:
        calls = nx.DiGraph()
        plans = {a.fixed.get("plan") for c in self.charts.values() for n in c.nodes.values() for top in n.actions
                 for a in top.all() if a.name == "answer"} - {None}
        for chart in self.charts.values():
            for node in chart.nodes.values():
                def problem(message: str, chart: Chart = chart, node: Any = node) -> None:
                    found = Problem(chart.source, node.line, node.id, message)
                    problems.append(_shipped_node(found, *self._changed[chart.id]) if chart.id in self._changed
                                    else found)

                if node.kind == "call" and node.call:
                    target = self.charts.get(node.call)
                    if target is None:
                        problem(f"calls unknown chart {node.call!r}{did_you_mean(node.call, self.charts)}")
                        continue
                    calls.add_edge(chart.id, target.id, source=chart.source, line=node.line, node=node.id)
                    self._check_call(chart, node, target, problems)
                if node.kind == "pick":
                    for table in (node.boxes, node.table):
                        if table is not None:
                            self._check_table(table, problem, f"pick {node.id!r}", pool=table == (node.boxes or node.table))
                if node.condition is not None:
                    for table in node.condition.tables():
                        self._check_table(table, problem, "has_candidates", pool=True)
                    self._check_plans(node.condition, plans, problem)
                for action in (a for top in node.actions for a in top.all()):
                    for param in action.entry.params:
                        value = action.fixed.get(param.name)
                        if not isinstance(value, str):
                            continue  # a wrong type is reported by the parameter check
                        if param.type in (TABLE_REF, POOL_TABLE_REF):
                            self._check_table(value, problem, f"action {action.name!r}", pool=param.type is POOL_TABLE_REF)
                        if param.type is CHART_REF and value not in self.charts:
                            problem(f"action {action.name!r}: no chart {value!r}{did_you_mean(value, self.charts)}")
                self._check_tier_names(chart, node, problem)
        fields = self.memory_fields()
        for table in self.tables.values():
            for flt in table.filters:
                needed: set[str] = set()
                for part in (flt.match, flt.when, flt.score, *(o.match for o in flt.options)):
                    if part is not None:
                        needed |= part.references()
                for name in sorted(n for n in needed if n.startswith("tier.") and n[5:] not in self.capabilities):
                    problems.append(Problem(table.source, flt.line, flt.id, self._unknown_tier(name)))
                for name in sorted(n for n in needed if n.startswith("memory.") and n[7:] not in fields):
                    problems.append(Problem(table.source, flt.line, flt.id, self._unknown_memory(name)))
        for cycle in nx.simple_cycles(calls):
            edge = calls.edges[cycle[0], cycle[1] if len(cycle) > 1 else cycle[0]]
            problems.append(Problem(edge["source"], edge["line"], edge["node"],
                                    f"charts call each other in a loop: {' -> '.join([*cycle, cycle[0]])}"))
            break

    def _check_table(self, table_id: str, problem: Any, what: str, *, pool: bool) -> None:
        table = self.tables.get(table_id)
        if table is None:
            problem(f"{what}: no priority table {table_id!r}{did_you_mean(table_id, self.tables)}")
        elif pool and table.pool is None:
            problem(f"{what}: table {table_id!r} declares no pool, so it has no candidates of its own here "
                    "(give the table a 'pool')")

    @staticmethod
    def _check_plans(condition: Any, plans: set[Any], problem: Any) -> None:
        """`{equals: [$plan, X]}`: X must be a plan some chart's answer names."""
        stack = [condition]
        while stack:
            cond = stack.pop()
            stack.extend(getattr(cond, "parts", ()))
            if getattr(cond, "part", None) is not None:
                stack.append(cond.part)
            sides = (getattr(cond, "left", None), getattr(cond, "right", None))
            names = {getattr(side, "name", None) for side in sides}
            if "plan" in names:
                for side in sides:
                    value = getattr(side, "constant", None)
                    if isinstance(value, str) and value not in plans:
                        problem(f"no answer names the plan {value!r}{did_you_mean(value, sorted(plans))}")

    def _check_tier_names(self, chart: Chart, node: Any, problem: Any) -> None:
        needed: set[str] = set()
        if node.condition is not None:
            needed |= node.condition.references()
        for action in node.actions:
            needed |= action.references()
        needed |= {v.name for v in node.call_args.values() if isinstance(v, Ref)}
        for name in sorted(n for n in needed if n.startswith("tier.") and n[5:] not in self.capabilities):
            problem(self._unknown_tier(name))
        fields = self.memory_fields()
        for name in sorted(n for n in needed if n.startswith("memory.") and n[7:] not in fields):
            problem(self._unknown_memory(name))
        for action in (a for top in node.actions for a in top.all() if a.name == REMEMBER):
            for name in action.expressions:
                if name not in fields:
                    problem(f"remember: no memory field {name!r} is declared{did_you_mean(name, fields)} "
                            "(memory fields are declared in a 'kind: memory' file)")
                elif fields[name].table is not None:
                    problem(f"remember: the memory field {name!r} is computed by its pick "
                            f"({fields[name].table}); only a field without 'pick' is written by remember")

    def _unknown_tier(self, name: str) -> str:
        return (f"'${name}': no capability {name[5:]!r} is declared"
                f"{did_you_mean(name[5:], self.capabilities)} (capabilities are declared in a 'kind: capabilities' file)")

    def _check_call(self, chart: Chart, node: Any, target: Chart, problems: list[Problem]) -> None:
        vocabulary = self.vocabulary
        branching = node.yes is not None
        if branching and not target.returns_answer:
            problems.append(Problem(chart.source, node.line, node.id,
                                    f"branches on yes/no, but chart {target.id!r} has no 'return' nodes"))
        if not branching and target.returns_answer and not chart.returns_answer:
            problems.append(Problem(chart.source, node.line, node.id,
                                    f"chart {target.id!r} answers yes/no; this call needs 'yes' and 'no' branches"))
        missing = [p for p in target.params if p not in node.call_args and p not in vocabulary.fields]
        if missing:
            problems.append(Problem(chart.source, node.line, node.id,
                                    f"call to {target.id!r} must bind {', '.join(missing)} in 'with'"))
        unknown = [k for k in node.call_args if k not in target.params]
        if unknown:
            problems.append(Problem(chart.source, node.line, node.id,
                                    f"chart {target.id!r} takes no parameter {', '.join(unknown)}"))

    def add_tiers(self, path: Path, base: str | None = None) -> TierSet:
        """A user tier file's tiers merged with the printed tier set `base` (the library is unchanged)."""
        try:
            text = read_file_text(path)
        except YamlReadError as exc:
            raise ValidationError([Problem(str(path), exc.line, "", exc.message)]) from None
        return self.add_tiers_text(text, str(path), base)

    def add_tiers_text(self, text: str, source: str, base: str | None = None) -> TierSet:
        """`add_tiers` for a tier file's text (e.g. one stored inside a save); `source` names it in messages."""
        try:
            docs = read_yaml_documents(text, source)
        except YamlReadError as exc:
            raise ValidationError([Problem(source, exc.line, "", exc.message)]) from None
        if len(docs) != 1 or not isinstance(docs[0], LocatedDict):
            raise ValidationError([Problem(source, 0, "", "a tier file holds exactly one mapping "
                                           "(kind: tiers, adds_to: <tier set>, tiers: {...})")])
        doc = docs[0]
        kind = doc.get("kind", "tiers")
        if kind != "tiers":
            raise ValidationError([Problem(source, line_of(doc, "kind"), "",
                                           f"a tier file has 'kind: tiers', not {kind!r}")])
        known = ", ".join(self.tiers) or "none"
        named = doc.get("adds_to", doc.get("id"))
        if named is not None and (not isinstance(named, str) or named not in self.tiers):
            key = "adds_to" if "adds_to" in doc else "id"
            raise ValidationError([Problem(source, line_of(doc, key), "",
                                           f"{key}: no printed tier set {named!r} (known: {known})")])
        if base is not None and named is not None and named != base:
            key = "adds_to" if "adds_to" in doc else "id"
            raise ValidationError([Problem(source, line_of(doc, key), "",
                                           f"{key}: this file adds to {named!r}, but it was given for {base!r} "
                                           "(the other side's tier file?)")])
        base_id = base or named
        base_set = self.tiers.get(str(base_id)) if base_id else None
        if base_set is None:
            raise ValidationError([Problem(source, line_of(doc), "",
                                           f"say which tier set the file adds to with adds_to: (known: {known})")])
        problems: list[Problem] = []
        merged = build_tiers(doc, self.vocabulary, self.capabilities, source, problems, base=base_set,
                             others=self._other_tiers(base_set))
        if merged is not None:
            # checked here, when the file is read: a tier playing a chart that does not exist would
            # otherwise start a game whose first question fails, and look like a save that no longer replays
            self._check_tier_answers(problems, [merged])
        if problems or merged is None:
            raise ValidationError(problems)
        return merged

    # -- access -------------------------------------------------------------------------
    def chart(self, chart_id: str) -> Chart:
        try:
            return self.charts[chart_id]
        except KeyError:
            raise KeyError(self._unknown(chart_id)) from None

    def table(self, table_id: str) -> PriorityTable:
        try:
            return self.tables[table_id]
        except KeyError:
            raise KeyError(self._unknown(table_id)) from None

    def get(self, item_id: str) -> Chart | PriorityTable:
        if item_id in self.charts:
            return self.charts[item_id]
        if item_id in self.tables:
            return self.tables[item_id]
        raise KeyError(self._unknown(item_id))

    def ids(self) -> list[str]:
        return sorted([*self.charts, *self.tables])

    def _unknown(self, item_id: str) -> str:
        hint = did_you_mean(item_id, self.ids())
        return f"no chart or table {item_id!r}{hint}"
