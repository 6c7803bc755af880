"""The printed facts of Labyrinth: The Awakening, read once from the YAML data files.

Countries (map boxes and tiles), the card table 121-240, the random-country tables and
the scenarios live in ``data/`` as plain YAML; this module turns them into frozen
objects and the map into neighbour sets (a networkx graph only to draw it). Nothing here changes
during a game.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache, cached_property
from pathlib import Path
from typing import Any

from botkit.lazy import deferred
from botkit.source import read_shipped_yaml

nx = deferred("networkx")  # executed when the map's graph is first built (a command that needs none starts sooner)

DATA = Path(__file__).resolve().parent / "data"

GOVERNANCE_NAMES = {"good": 1, "fair": 2, "poor": 3, "islamist_rule": 4}


@dataclass(frozen=True)
class MuslimFace:
    kind: str
    resources: int
    oil_exporter: bool
    governance: int
    alignment: str


@dataclass(frozen=True)
class CountryFacts:
    name: str
    kind: str  # sunni | shia_mix | non_muslim | iran_special
    region: str
    governance: int = 0  # printed governance of a non-Muslim box (1 good .. 3 poor)
    recruit: int = 0  # printed recruit number overriding governance (0 = none)
    fixed_posture: str | None = None
    schengen: bool = False
    schengen_link: bool = False
    resources: int = 0
    oil_exporter: bool = False
    wmd: int = 0
    tile: bool = False
    muslim_face: MuslimFace | None = None

    @property
    def muslim(self) -> bool:
        return self.kind in ("sunni", "shia_mix")


@dataclass(frozen=True)
class CardFacts:
    number: int
    title: str
    ops: int
    association: str  # us | jihadist | unassociated
    after_play: str  # discard | remove | mark | lapsing
    remove_condition: str = ""
    caliphate_capable: bool = False
    not_in_caliphate: bool = False
    arab_spring_half: str | None = None
    civil_war_or_regime_change: bool = False
    auto_trigger: bool = False
    playable_by: tuple[str, ...] = ()
    summary: dict[str, str] = field(default_factory=dict)
    requires: str = ""

    @cached_property
    def name(self) -> str:
        # worked out once per card: every card choice labels each card in hand with it
        return f"#{self.number} {self.title}"

    def summary_for(self, side: str) -> str:
        return self.summary.get(side) or self.summary.get("any") or next(iter(self.summary.values()), "")


def _read(path: Path) -> Any:
    return read_shipped_yaml(path)


@cache
def countries() -> dict[str, CountryFacts]:
    raw = _read(DATA / "countries.yaml")["countries"]
    result = {}
    for name, spec in raw.items():
        face = spec.get("muslim_face")
        result[name] = CountryFacts(
            name=name,
            kind=spec["kind"],
            region=spec["region"],
            governance=GOVERNANCE_NAMES.get(spec.get("governance", ""), 0),
            recruit=int(spec.get("recruit", 0)),
            fixed_posture=spec.get("fixed_posture"),
            schengen=bool(spec.get("schengen", False)),
            schengen_link=bool(spec.get("schengen_link", False)),
            resources=int(spec.get("resources", 0)),
            oil_exporter=bool(spec.get("oil_exporter", False)),
            wmd=int(spec.get("wmd", 0)),
            tile=bool(spec.get("tile", False)),
            muslim_face=MuslimFace(
                kind=face["kind"],
                resources=int(face["resources"]),
                oil_exporter=bool(face.get("oil_exporter", False)),
                governance=GOVERNANCE_NAMES[face["governance"]],
                alignment=face["alignment"],
            ) if face else None,
        )
    return result


@cache
def links() -> dict[str, frozenset[str]]:
    """Each country's neighbours on the map, Schengen links expanded (plain sets: play never needs
    networkx, whose import alone costs a command or a tournament worker some 0.3 s)."""
    facts = countries()
    raw = _read(DATA / "countries.yaml")["countries"]
    found: dict[str, set[str]] = {name: set() for name in facts}
    for name, spec in raw.items():
        for other in spec.get("adjacent", []):
            found.setdefault(name, set()).add(other)
            found.setdefault(other, set()).add(name)
    schengen = [n for n, f in facts.items() if f.schengen]
    connected = [n for n, f in facts.items() if f.schengen_link]
    for a in schengen:
        for b in schengen + connected:
            if a != b:
                found[a].add(b)
                found[b].add(a)
    return {name: frozenset(others) for name, others in found.items()}


@cache
def adjacency() -> nx.Graph:
    """The map as an undirected graph, Schengen links expanded (for drawing it)."""
    facts = countries()
    raw = _read(DATA / "countries.yaml")["countries"]
    graph = nx.Graph()
    graph.add_nodes_from(facts)
    for name, spec in raw.items():
        for other in spec.get("adjacent", []):
            graph.add_edge(name, other)
    schengen = [n for n, f in facts.items() if f.schengen]
    connected = [n for n, f in facts.items() if f.schengen_link]
    for a in schengen:
        for b in schengen + connected:
            if a != b:
                graph.add_edge(a, b)
    return graph


@cache
def distances() -> dict[str, dict[str, int]]:
    """Shortest path lengths between every two countries (breadth first from each)."""
    graph = links()
    result: dict[str, dict[str, int]] = {}
    for source in graph:
        seen = {source: 0}
        frontier = [source]
        while frontier:
            reached = []
            for name in frontier:
                for other in graph[name]:
                    if other not in seen:
                        seen[other] = seen[name] + 1
                        reached.append(other)
            frontier = reached
        result[source] = seen
    return result


@cache
def neighbours() -> dict[str, tuple[str, ...]]:
    return {name: tuple(sorted(others)) for name, others in links().items()}


@cache
def cards() -> dict[int, CardFacts]:
    raw = _read(DATA / "cards.yaml")["cards"]
    result = {}
    for number, spec in raw.items():
        result[int(number)] = CardFacts(
            number=int(number),
            title=str(spec["title"]),
            ops=int(spec["ops"]),
            association=spec["association"],
            after_play=spec["after_play"],
            remove_condition=str(spec.get("remove_condition", "") or ""),
            caliphate_capable=bool(spec.get("caliphate_capable", False)),
            not_in_caliphate=bool(spec.get("not_in_caliphate", False)),
            arab_spring_half=spec.get("arab_spring_half"),
            civil_war_or_regime_change=bool(spec.get("civil_war_or_regime_change", False)),
            auto_trigger=bool(spec.get("auto_trigger", False)),
            playable_by=tuple(spec.get("playable_by") or ()),
            summary=dict(spec.get("summary") or {}),
            requires=str(spec.get("requires", "") or ""),
        )
    return result


@cache
def tables() -> dict[str, Any]:
    return _read(DATA / "tables.yaml")


@cache
def common_setup() -> dict[str, Any]:
    return _read(DATA / "scenarios" / "common.yaml")


@cache
def scenario_specs() -> dict[str, dict[str, Any]]:
    result = {}
    for path in sorted((DATA / "scenarios").glob("*.yaml")):
        if path.stem == "common":
            continue
        spec = _read(path)
        result[spec["id"]] = spec
    return result
