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

Every capability must be declared by the game's vocabulary (name, type, default); a tier
gets the defaults, then its ancestors' values from the oldest down, then its own. A user
tier file may extend the printed tiers by name (load it with ``base=`` the printed set).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import networkx as nx

from .errors import Problem, did_you_mean
from .source import LocatedDict, line_of
from .vocabulary import Vocabulary

TIERSET_KEYS = {"kind", "id", "title", "side", "game", "description", "tiers", "adds_to"}
TIER_KEYS = {"title", "description", "extends", "capabilities", "rule"}
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

    def __getitem__(self, name: str) -> Any:
        return self.capabilities[name]

    def get(self, name: str, default: Any = None) -> Any:
        return self.capabilities.get(name, default)


@dataclass
class TierSet:
    id: str
    side: str
    tiers: dict[str, Tier] = field(default_factory=dict)
    graph: nx.DiGraph = field(default_factory=nx.DiGraph)

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


def build_tiers(
    doc: LocatedDict,
    vocabulary: Vocabulary,
    source: str,
    problems: list[Problem],
    base: TierSet | None = None,
) -> TierSet | None:
    """Read a tier file; `base` holds tiers the file may extend (the printed ones)."""

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
        elif parent_key not in specs and not (base and parent_key in base.tiers):
            known = sorted((set(specs) | set(base.tiers if base else ())) - {key})
            hint = did_you_mean(parent_key, known)
            problem(line_of(spec, "extends"), key,
                    f"tier {key!r} extends unknown tier {parent!r} (known: {', '.join(known)}){hint}")
        else:
            graph.add_edge(parent_key, key)
    for cycle in nx.simple_cycles(graph):
        if len(cycle) > 1:
            problem(specs[cycle[0]][1], cycle[0], f"tiers extend each other in a loop: {' -> '.join([*cycle, cycle[0]])}")
            return None

    result = TierSet(id=set_id, side=str(doc.get("side", base.side if base else "")))
    if base:
        result.tiers.update(base.tiers)
    defaults = {name: cap.default for name, cap in vocabulary.capabilities.items()}
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
        for cap_name, value in own.items():
            cap = vocabulary.capabilities.get(cap_name)
            if cap is None:
                hint = did_you_mean(cap_name, vocabulary.capabilities)
                problem(line_of(own, cap_name), key, f"unknown capability {cap_name!r}{hint}")
                continue
            msg = cap.type.check(value)
            if msg:
                problem(line_of(own, cap_name), key, f"capability {cap_name!r}: {msg}")
        parent = spec.get("extends")
        parent_key = str(parent).lower() if parent is not None else None
        values = dict(defaults)
        if parent_key and parent_key in result.tiers:
            values.update(result.tiers[parent_key].capabilities)
        values.update({k: v for k, v in own.items() if k in vocabulary.capabilities})
        result.tiers[key] = Tier(
            name=key,
            title=str(spec.get("title", key.title())),
            description=str(spec.get("description", "") or ""),
            extends=parent_key,
            capabilities=values,
            source=source,
            line=line,
        )
    result.graph = graph
    return result
