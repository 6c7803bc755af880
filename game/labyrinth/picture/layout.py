"""Where every country sits in the picture: `data/map_layout.yaml`, read once and checked."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from botkit.source import read_shipped_yaml

from .. import facts

LAYOUT_FILE = facts.DATA / "map_layout.yaml"

Point = tuple[float, float]


@dataclass(frozen=True)
class Place:
    """A country's box: top-left corner, size, and the name drawn in it."""

    name: str
    x: float
    y: float
    width: float
    height: float
    label: str

    @property
    def centre(self) -> Point:
        return (self.x + self.width / 2, self.y + self.height / 2)

    def overlaps(self, other: Place) -> bool:
        return (self.x < other.x + other.width and other.x < self.x + self.width
                and self.y < other.y + other.height and other.y < self.y + self.height)


@dataclass(frozen=True)
class WrapLink:
    """A printed link that leaves the map on one side and comes back on the other."""

    between: tuple[str, str]
    points: tuple[Point, ...]
    label_at: Point
    text: str


@dataclass(frozen=True)
class MapLayout:
    width: float
    map_height: float
    places: dict[str, Place]
    schengen_area: tuple[Point, ...]
    schengen_links: dict[str, tuple[Point, ...]]
    wrap_links: tuple[WrapLink, ...]


def _point(value: Any) -> Point:
    x, y = value
    return (float(x), float(y))


def read_layout(raw: dict[str, Any]) -> MapLayout:
    """A layout from its YAML data (raises KeyError/ValueError/TypeError on a malformed file)."""
    places = {}
    for name, spec in raw["places"].items():
        x, y, width, height = (float(v) for v in spec["box"])
        places[name] = Place(name, x, y, width, height, str(spec.get("label") or name))
    return MapLayout(
        width=float(raw["width"]),
        map_height=float(raw["map_height"]),
        places=places,
        schengen_area=tuple(_point(p) for p in raw["schengen_area"]),
        schengen_links={name: tuple(_point(p) for p in route) for name, route in raw["schengen_links"].items()},
        wrap_links=tuple(
            WrapLink(between=tuple(link["between"]), points=tuple(_point(p) for p in link["points"]),
                     label_at=_point(link["label"]), text=str(link["text"]))
            for link in raw.get("wrap_links") or ()
        ),
    )


@cache
def map_layout() -> MapLayout:
    return read_layout(read_shipped_yaml(LAYOUT_FILE))


def problems(layout: MapLayout) -> list[str]:
    """Everything wrong with a layout against the printed map (empty when it is sound)."""
    found: list[str] = []
    countries = facts.countries()
    for name in countries:
        if name not in layout.places:
            found.append(f"{name} has no place on the map")
    for name in layout.places:
        if name not in countries:
            found.append(f"{name} is placed but is no country of countries.yaml")
    boxes = list(layout.places.values())
    for index, place in enumerate(boxes):
        if place.x < 0 or place.y < 0 or place.x + place.width > layout.width or place.y + place.height > layout.map_height:
            found.append(f"{place.name} lies outside the map")
        for other in boxes[index + 1:]:
            if place.overlaps(other):
                found.append(f"{place.name} overlaps {other.name}")
    linked = {name for name, spec in countries.items() if spec.schengen_link}
    for name in sorted(linked - set(layout.schengen_links)):
        found.append(f"{name} has a Schengen link but no line drawn for it")
    for name in sorted(set(layout.schengen_links) - linked):
        found.append(f"{name} has a Schengen line but no Schengen link")
    for link in layout.wrap_links:
        a, b = link.between
        if b not in facts.neighbours().get(a, ()):
            found.append(f"{a} and {b} are drawn as linked across the map edge but are not adjacent")
    return found
