"""Where every place sits in the picture: `data/map_layout.yaml`, read once, and checked against the map.

A place is a country box, a superpower space (``usa``, ``ussr``) or the Chinese Civil War box (drawn
only in that variant). A link between two adjacent places is a line from one to the other: from a
country's centre (the boxes are drawn over the lines, so a line seems to join the boxes' edges), and
into a superpower's space at its nearest point (the spaces are large). A link may bend through the
layout's points (`routes`) to go round what is in its way (Japan's link to the USA runs across the
top of the map, as the Pacific does on the printed board).

`problems(layout)` says everything wrong with a layout: a country missing or placed twice, boxes
that overlap or leave the map, a link not drawn or drawn through a third box, a region or subregion
whose ground misses one of its countries or takes in another's, a name drawn over a box.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from botkit.svg import text_width

from ..board import CCW_BOX, SUPERPOWER_OF
from ..facts import DATA, facts

LAYOUT_FILE: Path = DATA / "map_layout.yaml"
SUPERPOWERS = tuple(SUPERPOWER_OF.values())  # "usa", "ussr": places, not countries
CLEARANCE = 2.0  # how near a line may pass a box it does not join (SVG units)
REGION_LABEL = 13.0  # the font sizes of a region's name (bold capitals) and a subregion's (bold)
SUBREGION_LABEL = 10.5

Point = tuple[float, float]


@dataclass(frozen=True)
class Place:
    """A box: its top-left corner, its size, and the name drawn in it (when shorter than the printed one)."""

    name: str
    x: float
    y: float
    width: float
    height: float
    label: str = ""

    @property
    def centre(self) -> Point:
        return (self.x + self.width / 2, self.y + self.height / 2)

    def overlaps(self, other: Place) -> bool:
        return (self.x < other.x + other.width and other.x < self.x + self.width
                and self.y < other.y + other.height and other.y < self.y + self.height)

    def nearest(self, point: Point) -> Point:
        """The point of the box nearest to `point` (where a line from there meets a large space)."""
        return (min(max(point[0], self.x), self.x + self.width), min(max(point[1], self.y), self.y + self.height))

    def contains(self, point: Point) -> bool:
        return self.x <= point[0] <= self.x + self.width and self.y <= point[1] <= self.y + self.height


@dataclass(frozen=True)
class Tint:
    """A rectangle of a region's or subregion's ground; `half` "lower" keeps only the triangle below its
    rising diagonal (a box in two subregions - Austria, Finland - is tinted half and half, as printed)."""

    x: float
    y: float
    width: float
    height: float
    half: str = ""

    def covers(self, point: Point) -> bool:
        return self.x <= point[0] <= self.x + self.width and self.y <= point[1] <= self.y + self.height


@dataclass(frozen=True)
class Area:
    """A region or subregion: the rectangles of its ground (together covering its boxes) and its name's place."""

    name: str
    label_at: Point
    tints: tuple[Tint, ...]

    def covers(self, point: Point) -> bool:
        return any(tint.covers(point) for tint in self.tints)


@dataclass(frozen=True)
class MapLayout:
    width: float
    map_height: float
    places: dict[str, Place]
    routes: dict[frozenset[str], tuple[Point, ...]]
    regions: dict[str, Area]
    subregions: dict[str, Area]

    def link_points(self, a: str, b: str) -> list[Point]:
        """The line of the link between places `a` and `b`, from `a` to `b`."""
        bends = list(self.routes.get(frozenset((a, b)), ()))
        if bends and self._route_starts_at(b, a):
            bends.reverse()
        start = self._anchor(a, bends[0] if bends else self.places[b].centre)
        end = self._anchor(b, bends[-1] if bends else start)
        return [start, *bends, end]

    def _anchor(self, name: str, toward: Point) -> Point:
        place = self.places[name]
        return place.nearest(toward) if name in SUPERPOWERS else place.centre

    def _route_starts_at(self, b: str, a: str) -> bool:
        """A route is written from either end: it starts at the end whose centre is nearer its first point."""
        first = self.routes[frozenset((a, b))][0]
        return _distance(self.places[b].centre, first) < _distance(self.places[a].centre, first)


def _distance(p: Point, q: Point) -> float:
    return ((p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2) ** 0.5


def _point(value: Any) -> Point:
    x, y = value
    return (float(x), float(y))


def _area(name: str, spec: dict[str, Any]) -> Area:
    tints = []
    for rect in spec["tints"]:
        x, y, width, height = (float(v) for v in rect[:4])
        tints.append(Tint(x, y, width, height, str(rect[4]) if len(rect) > 4 else ""))
    return Area(name, _point(spec["label"]), tuple(tints))


def read_layout(raw: dict[str, Any]) -> MapLayout:
    """A layout from its YAML data (KeyError / ValueError / TypeError for a malformed file)."""
    places = {}
    for name, spec in raw["places"].items():
        x, y, width, height = (float(v) for v in spec["box"])
        places[name] = Place(name, x, y, width, height, str(spec.get("label") or ""))
    routes = {frozenset(key.split("|")): tuple(_point(p) for p in points) for key, points in
              (raw.get("routes") or {}).items()}
    regions = {name: _area(name, spec) for name, spec in raw["regions"].items()}
    subregions = {name: _area(name, spec) for name, spec in raw["subregions"].items()}
    return MapLayout(float(raw["width"]), float(raw["map_height"]), places, routes, regions, subregions)


@cache
def map_layout() -> MapLayout:
    with LAYOUT_FILE.open(encoding="utf-8") as handle:
        return read_layout(yaml.safe_load(handle))


# -- the checks ------------------------------------------------------------------------------------


def links() -> list[tuple[str, str]]:
    """Every printed link, once each: between two countries, or a country and a superpower space."""
    found = set()
    for name, country in facts().map.countries.items():
        for other in country.adjacent:
            found.add(tuple(sorted((name, other))))
    return sorted(found)


def crossing(segment: tuple[Point, Point], place: Place, margin: float = CLEARANCE) -> bool:
    """Whether the segment passes through the box (grown by `margin`): Liang-Barsky clipping."""
    (x1, y1), (x2, y2) = segment
    dx, dy = x2 - x1, y2 - y1
    low, high = 0.0, 1.0
    left, right = place.x - margin, place.x + place.width + margin
    top, bottom = place.y - margin, place.y + place.height + margin
    for p, q in ((-dx, x1 - left), (dx, right - x1), (-dy, y1 - top), (dy, bottom - y1)):
        if p == 0:
            if q < 0:
                return False
            continue
        t = q / p
        if p < 0:
            low = max(low, t)
        else:
            high = min(high, t)
        if low > high:
            return False
    return True


def _segments(points: Sequence[Point]) -> Iterable[tuple[Point, Point]]:
    return zip(points, points[1:], strict=False)


def _through(layout: MapLayout, ends: set[str], lines: Iterable[Sequence[Point]]) -> list[str]:
    """The boxes other than `ends` that the lines pass through."""
    return sorted({name for line in lines for segment in _segments(line)
                   for name, place in layout.places.items() if name not in ends and crossing(segment, place)})


def problems(layout: MapLayout) -> list[str]:
    """Everything wrong with a layout against the printed map (empty when it is sound)."""
    found: list[str] = []
    board = facts().map
    wanted = set(board.countries) | set(SUPERPOWERS) | {CCW_BOX}
    found += [f"{name} has no place on the map" for name in sorted(wanted - set(layout.places))]
    found += [f"{name} is placed but is no country or space of map.yaml" for name in sorted(set(layout.places) - wanted)]
    boxes = list(layout.places.values())
    for index, place in enumerate(boxes):
        if place.x < 0 or place.y < 0 or place.x + place.width > layout.width or \
                place.y + place.height > layout.map_height:
            found.append(f"{place.name} lies outside the map")
        found += [f"{place.name} overlaps {other.name}" for other in boxes[index + 1:] if place.overlaps(other)]
    found += _link_problems(layout)
    found += _area_problems(layout)
    found += _label_problems(layout)
    return found


def label_box(area: Area, text: str, size: float) -> Place:
    """The room a name takes, drawn from its place (the baseline's left end)."""
    x, y = area.label_at
    return Place(area.name, x, y - size * 0.8, text_width(text, size, bold=True), size)


def region_label(name: str) -> str:
    return facts().map.regions[name].name.upper()


def subregion_label(name: str) -> str:
    return facts().map.subregions[name].name


def _label_problems(layout: MapLayout) -> list[str]:
    """A region's or subregion's name must not be drawn over a box, nor off the map."""
    found = []
    named = [(area, region_label(name), REGION_LABEL) for name, area in layout.regions.items()]
    named += [(area, subregion_label(name), SUBREGION_LABEL) for name, area in layout.subregions.items()]
    for area, text, size in named:
        room = label_box(area, text, size)
        if room.x < 0 or room.x + room.width > layout.width or room.y < 0 or room.y + room.height > layout.map_height:
            found.append(f"the name {text!r} lies outside the map")
        found += [f"the name {text!r} is drawn over {place.name}" for place in layout.places.values()
                  if place.overlaps(room)]
    return found


def _link_problems(layout: MapLayout) -> list[str]:
    found = []
    printed = links()
    pairs = {frozenset(pair) for pair in printed} | {frozenset((CCW_BOX, "ussr"))}
    for key in layout.routes:
        if key not in pairs:
            found.append(f"a route is drawn between {' and '.join(sorted(key))}, which are not adjacent")
    for pair in sorted(tuple(sorted(p)) for p in pairs):
        a, b = pair
        if a not in layout.places or b not in layout.places:
            continue  # told above: a place missing
        found += [f"the link {a}-{b} passes through {name}"
                  for name in _through(layout, {a, b}, [layout.link_points(a, b)])]
    return found


def _area_problems(layout: MapLayout) -> list[str]:
    found = []
    board = facts().map
    for region in board.regions:
        if region not in layout.regions:
            found.append(f"the region {region} has no area on the map")
    for subregion in board.subregions:
        if subregion not in layout.subregions:
            found.append(f"the subregion {subregion} has no ground on the map")
    for name, country in board.countries.items():
        place = layout.places.get(name)
        if place is None:
            continue
        for region, area in layout.regions.items():
            corners_in = all(area.covers(c) for c in _corners(place))
            if region == country.region and not corners_in:
                found.append(f"{name} is not inside the area of {region}")
            elif region != country.region and area.covers(place.centre):
                found.append(f"{name} lies in the area of {region}, not its own region")
        for subregion, area in layout.subregions.items():
            if area.covers(place.centre) != (subregion in country.subregions):
                found.append(f"{name} is {'outside' if subregion in country.subregions else 'inside'} the "
                             f"ground of {subregion}")
    return found


def _corners(place: Place) -> list[Point]:
    return [(place.x, place.y), (place.x + place.width, place.y), (place.x, place.y + place.height),
            (place.x + place.width, place.y + place.height)]
