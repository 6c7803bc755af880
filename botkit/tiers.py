"""Difficulty tiers: named sets of capability values, with inheritance.

A tier file (``kind: tiers``)::

    id: labyrinth.jihadist.ideology
    side: jihadist
    tiers:
      muddled:
        title: Muddled
        description: the printed base level
        capabilities: {extra_recruit_cells: 0}
      coherent:
        extends: muddled
        capabilities: {extra_recruit_cells: 1}

A tier set, or one tier, may name the Bot that plays it: ``answer: <chart id>``, the root chart
that answers its questions (default: the game's own, e.g. ``<side>.answer``). A tier takes its
own ``answer``, else its file's, else the one of the tier it extends. Tier names are unique
across all the tier sets of a side that are not marker sets (the library checks it), so a name
alone finds a tier (`Library.side_tiers`).

Every capability must be declared in a ``kind: capabilities`` file (capabilities.py: name,
type, default, meaning, side); a tier sets only its own side's, and gets the defaults, then its
ancestors' values from the oldest down, then its own. A user tier file may extend the printed tiers by name (load it with
``base=`` the printed set).

A tier set may instead be a set of *markers* (optional difficulty rules such as Labyrinth's
optional rule 3): the Bot holds some of its tiers at once, each giving only its own values::

    markers:
      draw: random_card_ops      # how many it draws at the start: a count the game declares
      at_most: 5                 # optional cap on the markers held
      gain_on: [us_posture_hard] # triggers (declared by the game) that add a random marker
      lose_on: [us_posture_soft] # ... and that take one away at random

The game's runtime carries the markers out; botkit checks the names.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .capabilities import Capability, defaults
from .errors import Problem, did_you_mean
from .lazy import deferred
from .source import LocatedDict, line_of
from .vocabulary import Vocabulary

nx = deferred("networkx")  # executed when the first graph is built: a command that builds none starts sooner

TIERSET_KEYS = {"kind", "id", "title", "side", "game", "description", "tiers", "adds_to", "markers", "answer"}
MARKER_KEYS = {"draw", "at_most", "gain_on", "lose_on"}
TIER_KEYS = {"title", "description", "extends", "capabilities", "rule", "answer"}
# a tier is chosen by typing its name (`--tier my_tier`), so a name is one word
TIER_NAME = re.compile(r"^[a-z][a-z0-9_]*$")


@dataclass(frozen=True)
class Tier:
    name: str
    title: str
    description: str
    extends: str | None
    capabilities: Mapping[str, Any]
    source: str
    line: int
    answer: str = ""  # the root answer chart this tier plays ("": the game's default)
    answer_line: int = 0  # where that answer is named (0: inherited or the default)

    def __getitem__(self, name: str) -> Any:
        return self.capabilities[name]

    def get(self, name: str, default: Any = None) -> Any:
        return self.capabilities.get(name, default)


@dataclass(frozen=True)
class Markers:
    """How a marker set is held: drawn at the start, gained and lost on the game's triggers."""

    draw: str
    at_most: int | None = None
    gain_on: tuple[str, ...] = ()
    lose_on: tuple[str, ...] = ()


@dataclass
class TierSet:
    id: str
    side: str
    tiers: dict[str, Tier] = field(default_factory=dict)
    markers: Markers | None = None
    answer: str = ""  # the file's `answer:` (its tiers' default)
    source: str = ""
    line: int = 0
    # which tier extends which, drawn when first asked for (networkx loads then): see `Chart.graph`
    _graph: Any = field(default=None, repr=False, compare=False)

    @property
    def graph(self) -> nx.DiGraph:
        if self._graph is None:
            graph = nx.DiGraph()
            for key, tier in self.tiers.items():
                graph.add_node(key, line=tier.line)
            for key, tier in self.tiers.items():
                if tier.extends is not None:
                    graph.add_edge(tier.extends, key)
            self._graph = graph
        return self._graph

    @graph.setter
    def graph(self, graph: nx.DiGraph) -> None:
        self._graph = graph

    def __getstate__(self) -> dict[str, Any]:
        return {**self.__dict__, "_graph": None}  # a copy or a pickle draws its own

    def __getitem__(self, name: str) -> Tier:
        key = name.lower()
        if key not in self.tiers:
            hint = did_you_mean(key, self.tiers)
            raise KeyError(f"no tier {name!r} (known: {', '.join(self.tiers)}){hint}")
        return self.tiers[key]

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and name.lower() in self.tiers

    def names(self) -> list[str]:
        return list(self.tiers)


def _markers(spec: Any, vocabulary: Vocabulary, problem: Any, line: int) -> Markers | None:
    if not isinstance(spec, Mapping):
        problem(line, "", "'markers' must be a mapping: draw, at_most, gain_on, lose_on")
        return None
    for key in spec:
        if key not in MARKER_KEYS:
            problem(line_of(spec, key), "", f"markers: unknown key {key!r}{did_you_mean(key, MARKER_KEYS)}")
    draw = spec.get("draw")
    if draw not in vocabulary.marker_counts:
        problem(line_of(spec, "draw") or line, "", f"markers: 'draw' must name a count the game declares "
                f"({', '.join(vocabulary.marker_counts) or 'none'}), not {draw!r}")
    at_most = spec.get("at_most")
    if at_most is not None and (not isinstance(at_most, int) or isinstance(at_most, bool) or at_most < 0):
        problem(line_of(spec, "at_most"), "", "markers: 'at_most' is a whole number")
        at_most = None
    lists = {}
    for key in ("gain_on", "lose_on"):
        names = spec.get(key) or []
        if not isinstance(names, list):
            problem(line_of(spec, key), "", f"markers: {key!r} is a list of triggers")
            names = []
        for name in names:
            if name not in vocabulary.triggers:
                problem(line_of(spec, key), "", f"markers: unknown trigger {name!r}{did_you_mean(name, vocabulary.triggers)}"
                        f" (known: {', '.join(vocabulary.triggers) or 'none'})")
        lists[key] = tuple(str(n) for n in names)
    return Markers(str(draw), at_most, lists["gain_on"], lists["lose_on"])


def _sets(side: str, capability: Capability) -> bool:
    """May a tier of `side` set `capability`? Only its own side's (a set or file without a side: any)."""
    return not side or not capability.sides or side in capability.sides


def _answer(spec: Mapping[str, Any], key: str, set_answer: str | None, set_line: int, parent: Tier | None,
            problem: Any) -> tuple[str, int]:
    """The answer chart a tier plays and the line naming it: its own, its file's, or its parent's."""
    own = spec.get("answer")
    if own is not None and not isinstance(own, str):
        problem(line_of(spec, "answer"), key, "'answer' names the root answer chart the tier plays (a chart id)")
        own = None
    if own:
        return own, line_of(spec, "answer")
    if set_answer:
        return set_answer, set_line
    return (parent.answer, 0) if parent is not None else ("", 0)


def build_tiers(
    doc: LocatedDict,
    vocabulary: Vocabulary,
    capabilities: Mapping[str, Capability],
    source: str,
    problems: list[Problem],
    base: TierSet | None = None,
    others: Mapping[str, Tier] | None = None,
) -> TierSet | None:
    """Read a tier file against the declared capabilities; `base` holds tiers the file may extend and
    adds to; `others` the tiers of the side's other tier sets (a tier may extend one; their names are
    taken)."""
    others = others or {}

    def problem(line: int, node: str, message: str) -> None:
        problems.append(Problem(source, line, node, message))

    set_id = base.id if base else str(doc.get("id", "?"))
    for key in doc:
        if key not in TIERSET_KEYS:
            problem(line_of(doc, key), "", f"tier file: unknown key {key!r}")
    raw = doc.get("tiers")
    if not isinstance(raw, Mapping) or not raw:
        problem(line_of(doc, "tiers"), "", "tier file needs 'tiers': a mapping of tier names to tiers")
        return None
    specs: dict[str, tuple[Mapping[str, Any], int]] = {}
    for name, spec in raw.items():
        line = line_of(raw, name)
        key = str(name).lower()
        if not isinstance(name, str) or not TIER_NAME.match(key):
            problem(line, str(name), f"tier name {name!r} cannot be typed as a --tier: use letters, digits and _ "
                                     "(starting with a letter), e.g. my_tier")
            continue
        if not isinstance(spec, Mapping):
            problem(line, str(name), "a tier must be a mapping (title, extends, capabilities)")
            continue
        if key in specs or (base and key in base.tiers):
            problem(line, str(name), f"duplicate tier name {name!r}")
            continue
        if key in others:
            taken = others[key]
            problem(line, str(name), f"duplicate tier name {name!r}: a tier of the same side is named so in "
                                     f"{taken.source}:{taken.line} (tier names are unique across a side's tier sets)")
            continue
        for k in spec:
            if k not in TIER_KEYS:
                problem(line_of(spec, k), str(name), f"unknown key {k!r} in a tier")
        specs[key] = (spec, line)

    graph = nx.DiGraph()
    for key, (spec, line) in specs.items():
        graph.add_node(key, line=line)
        parent = spec.get("extends")
        if parent is None:
            continue
        parent_key = str(parent).lower()
        if parent_key == key:
            problem(line_of(spec, "extends"), key, f"tier {key!r} extends itself")
        elif parent_key not in specs and not (base and parent_key in base.tiers) and parent_key not in others:
            known = sorted((set(specs) | set(base.tiers if base else ()) | set(others)) - {key})
            hint = did_you_mean(parent_key, known)
            problem(line_of(spec, "extends"), key,
                    f"tier {key!r} extends unknown tier {parent!r} (known: {', '.join(known)}){hint}")
        else:
            graph.add_edge(parent_key, key)
    for cycle in nx.simple_cycles(graph):
        if len(cycle) > 1:
            problem(specs[cycle[0]][1], cycle[0], f"tiers extend each other in a loop: {' -> '.join([*cycle, cycle[0]])}")
            return None

    result = TierSet(id=set_id, side=str(doc.get("side", base.side if base else "")), source=source, line=doc.line)
    set_answer = doc.get("answer")
    if set_answer is not None and not isinstance(set_answer, str):
        problem(line_of(doc, "answer"), "", "'answer' names the root answer chart the tiers play (a chart id)")
        set_answer = None
    result.answer = set_answer or (base.answer if base else "")
    if "markers" in doc:
        result.markers = _markers(doc["markers"], vocabulary, problem, line_of(doc, "markers"))
    elif base is not None:
        result.markers = base.markers
    if base:
        result.tiers.update(base.tiers)
    start = defaults(capabilities)
    position = {k: i for i, k in enumerate(specs)}
    order = (
        [k for k in nx.lexicographical_topological_sort(graph, key=lambda k: position.get(k, -1)) if k in specs]
        if nx.is_directed_acyclic_graph(graph)
        else list(specs)
    )
    for key in order:
        spec, line = specs[key]
        own = spec.get("capabilities") or {}
        if not isinstance(own, Mapping):
            problem(line_of(spec, "capabilities"), key, "'capabilities' must be a mapping of names to values")
            own = {}
        refused: set[str] = set()
        for cap_name, value in own.items():
            cap = capabilities.get(cap_name)
            if cap is None:
                hint = did_you_mean(cap_name, [n for n, c in capabilities.items() if _sets(result.side, c)])
                problem(line_of(own, cap_name), key, f"unknown capability {cap_name!r}{hint}")
                continue
            if not _sets(result.side, cap):
                refused.add(cap_name)
                hint = did_you_mean(cap_name, [n for n, c in capabilities.items() if _sets(result.side, c)])
                problem(line_of(own, cap_name), key, f"capability {cap_name!r} is the {cap.side} Bot's (declared in "
                        f"{cap.source}:{cap.line}): a {result.side} tier cannot set it, it would change nothing{hint}")
                continue
            msg = cap.type.check(value)
            if msg:
                problem(line_of(own, cap_name), key, f"capability {cap_name!r}: {msg}")
        parent = spec.get("extends")
        parent_key = str(parent).lower() if parent is not None else None
        values = dict(start)
        parent_tier = (result.tiers.get(parent_key) or others.get(parent_key)) if parent_key else None
        if parent_tier is not None:
            values.update(parent_tier.capabilities)
        values.update({k: v for k, v in own.items()
                       if k in capabilities and k not in refused and not capabilities[k].type.check(v)})
        answer, answer_line = _answer(spec, key, set_answer, line_of(doc, "answer"),
                                      parent_tier, problem)
        result.tiers[key] = Tier(
            name=key,
            title=str(spec.get("title", key.title())),
            description=str(spec.get("description", "") or ""),
            extends=parent_key,
            capabilities=values,
            source=source,
            line=line,
            answer=answer,
            answer_line=answer_line,
        )
    result.graph = graph
    return result
