"""The printed facts of Twilight Struggle (Deluxe edition), read once from ``data/``.

The map, the card table, the space race track, the turn structure and the set-ups live in
plain YAML; this module checks them and turns them into frozen dataclasses. It holds facts,
not rules: nothing here scores a region or resolves an event. Every problem in the files is
reported at once, each as ``file:line: message`` (a `FactsError`).

``seed_facts.yaml`` and ``source_disagreements.yaml`` are read here too, so that their
references are checked like the rest; comparing them with the facts is the tests' job.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from botkit.source import LocatedDict, LocatedList, YamlReadError, line_of, read_one_document

DATA = Path(__file__).resolve().parent / "data"

SIDES = ("us", "ussr", "neutral")
PLAYERS = ("us", "ussr")
PERIODS = ("early", "mid", "late")
LASTING = ("this_turn", "next_action_round", "until_escape", "until_scoring", "permanent")
SEED_REF = re.compile(r"^(seed\d{3}):(\d+)(?:-(\d+))?$")
FILES = ("sources", "map", "cards", "space_race", "turns", "setup", "seed_facts", "source_disagreements")


class FactsError(Exception):
    """Bad data in the facts folder; `problems` lists every ``file:line: message``."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("\n".join(problems))
        self.problems = problems


# ------------------------------------------------------------------------------------- map


@dataclass(frozen=True)
class Region:
    id: str
    name: str
    subregions: tuple[str, ...]
    countries: int  # how many boxes the map gives the region (subregions included)
    battlegrounds: int
    sources: tuple[str, ...]


@dataclass(frozen=True)
class Subregion:
    id: str
    name: str
    region: str
    countries: int


@dataclass(frozen=True)
class Superpower:
    id: str
    name: str
    adjacent: tuple[str, ...]


@dataclass(frozen=True)
class Country:
    id: str
    name: str
    region: str
    subregions: tuple[str, ...]
    stability: int
    battleground: bool
    adjacent: tuple[str, ...]  # country ids, and `usa` / `ussr` for a superpower link
    start: Mapping[str, int]  # printed starting influence by side (standard set-up)
    sources: tuple[str, ...]

    def in_area(self, area: str) -> bool:
        """True for the country's region and each of its subregions (rule 2.1.2)."""
        return area == self.region or area in self.subregions


@dataclass(frozen=True)
class FreePlacement:
    count: int
    anywhere_in: str
    sources: tuple[str, ...]


@dataclass(frozen=True)
class MapFacts:
    regions: Mapping[str, Region]
    subregions: Mapping[str, Subregion]
    superpowers: Mapping[str, Superpower]
    countries: Mapping[str, Country]
    free_placement: Mapping[str, FreePlacement]

    def in_area(self, area: str) -> list[Country]:
        return [country for country in self.countries.values() if country.in_area(area)]

    def adjacent(self, a: str, b: str) -> bool:
        if a in self.superpowers:
            return b in self.superpowers[a].adjacent
        return b in self.countries[a].adjacent


# ------------------------------------------------------------------------------------ cards


@dataclass(frozen=True)
class Scoring:
    region: str
    presence: int = 0
    domination: int = 0
    control: int | str = 0  # Europe's control is "auto_win"
    per_country: Mapping[str, int] | None = None  # Southeast Asia only


@dataclass(frozen=True)
class War:
    win_from: int  # the least modified roll that wins
    vp: int
    military_ops: int


@dataclass(frozen=True)
class Card:
    number: int
    name: str
    ops: int
    side: str
    period: str
    remove: bool
    effect: str
    lasting: str | None = None
    scoring: Scoring | None = None
    war: War | None = None
    requires_any: tuple[int, ...] = ()
    cancelled_by: tuple[int, ...] = ()
    in_deck: bool = True
    optional: bool = False
    sources: tuple[str, ...] = ()


@dataclass(frozen=True)
class ExtraCard:
    """A card printed outside the Deluxe set of 110 (never in a deck this project deals)."""

    id: str
    name: str
    printed_name: str
    edition: str
    ops: int | None
    side: str | None
    period: str | None
    remove: bool
    optional: bool
    requires_any: tuple[int, ...]
    effect: str
    sources: tuple[str, ...]


# ------------------------------------------------------------------- space race, turns


@dataclass(frozen=True)
class SpaceBox:
    box: int
    name: str
    ops: int
    roll: int  # highest roll that succeeds
    vp_first: int = 0
    vp_second: int = 0
    ability: str | None = None


@dataclass(frozen=True)
class SpaceRace:
    attempts_per_turn: int
    boxes: tuple[SpaceBox, ...]
    abilities: Mapping[str, str]
    sources: tuple[str, ...]


@dataclass(frozen=True)
class Period:
    id: str
    first_turn: int
    last_turn: int
    hand_size: int
    action_rounds: int
    enters_turn: int


@dataclass(frozen=True)
class Turns:
    turns: int
    periods: Mapping[str, Period]
    sequence: tuple[str, ...]
    defcon_range: tuple[int, int]
    defcon_start: int
    defcon_restrictions: Mapping[int, tuple[str, ...]]
    military_ops_required: str
    military_ops_penalty: int
    military_ops_track: tuple[int, int]
    vp_range: tuple[int, int]
    vp_start: int
    automatic_victory: int
    china_card_ops: int
    china_card_asia_bonus: int
    china_card_final_vp: int

    def period_of(self, turn: int) -> Period:
        return next(p for p in self.periods.values() if p.first_turn <= turn <= p.last_turn)


# ---------------------------------------------------------------------------- set-ups


@dataclass(frozen=True)
class StandardSetup:
    deal: int
    china_card: str
    place_first: str
    influence_total: Mapping[str, int]
    turn: int
    defcon: int
    vp: int
    space_race: Mapping[str, int]
    decks: tuple[str, ...]
    optional_cards: bool


@dataclass(frozen=True)
class LateWarSetup:
    turn: int
    defcon: int
    vp: int
    space_race: Mapping[str, int]
    events_in_effect: tuple[int, ...]
    china_card: str
    us_controls: tuple[str, ...]
    ussr_controls: tuple[str, ...]
    influence_given: Mapping[str, Mapping[str, int]]
    us_dominates: tuple[str, ...]
    ussr_dominates: tuple[str, ...]
    kept_despite_star: tuple[int, ...]
    decks: tuple[str, ...]
    us_needs_vp: int

    def influence(self, board: MapFacts) -> dict[str, dict[str, int]]:
        """Every country's influence at the start: the printed pairs, else the least that
        controls a listed country (its stability, none for the other side)."""
        result: dict[str, dict[str, int]] = {}
        for side, listed in (("us", self.us_controls), ("ussr", self.ussr_controls)):
            other = "ussr" if side == "us" else "us"
            for country in listed:
                result[country] = {side: board.countries[country].stability, other: 0}
        for country, pair in self.influence_given.items():
            result[country] = dict(pair)
        return result


@dataclass(frozen=True)
class ChineseCivilWar:
    china_card: str
    box_name: str
    box_region: str
    box_adjacent: tuple[str, ...]
    influence_to_control: int
    us_may_act: bool
    no_event_until_control: Mapping[str, tuple[int, ...]]
    us_counts_as_holding_china_card_for: tuple[int, ...]
    ussr_korean_war_roll: int
    unclaimed_china_card_final_vp: int


@dataclass(frozen=True)
class Tournament:
    held_scoring_card_loses: bool
    deal_ussr_first: bool
    show_held_card_at_turn_end: bool
    bid_only_where_side_has_influence: bool
    bid_cap_over_control: int
    example_bid: int


@dataclass(frozen=True)
class Setups:
    standard: StandardSetup
    late_war: LateWarSetup
    chinese_civil_war: ChineseCivilWar
    tournament: Tournament


# ------------------------------------------------------------------- seed facts, claims


@dataclass(frozen=True)
class SeedFact:
    """One fact the seeds state (a group of seed_facts.yaml and the entry's fields)."""

    group: str
    values: Mapping[str, Any]
    at: str
    decision: str | None
    where: str  # file:line of the entry, for messages


@dataclass(frozen=True)
class SeedConflict:
    id: str
    question: str
    readings: Mapping[str, str]
    decision: str
    where: str


@dataclass(frozen=True)
class Claim:
    """What one public source says where it differs from our data."""

    source: str
    subject: str  # "card:110", "country:norway", "between:a,b"
    field: str
    value: Any
    decision: str
    where: str


@dataclass(frozen=True)
class Facts:
    sources: Mapping[str, str]
    seeds: Mapping[str, str]  # seed id -> file name
    map: MapFacts
    cards: Mapping[int, Card]
    extra_cards: Mapping[str, ExtraCard]
    space_race: SpaceRace
    turns: Turns
    setups: Setups
    seed_facts: tuple[SeedFact, ...]
    seed_conflicts: tuple[SeedConflict, ...]
    claims: tuple[Claim, ...]

    def deck(self, period: str, optional: bool = False) -> list[Card]:
        """The cards of one period's deck (The China Card is never in one)."""
        return [card for card in self.cards.values()
                if card.period == period and card.in_deck and (optional or not card.optional)]


# -------------------------------------------------------------------------------- reading


class _Reader:
    """Checks values as they are read, noting every problem with its file and line."""

    def __init__(self) -> None:
        self.problems: list[str] = []

    def problem(self, container: Any, key: Any, message: str) -> None:
        source = getattr(container, "source", "<data>")
        self.problems.append(f"{source}:{line_of(container, key)}: {message}")

    def mapping(self, container: Any, key: Any, what: str) -> LocatedDict:
        value = container.get(key) if isinstance(container, dict) else None
        if isinstance(value, LocatedDict):
            return value
        self.problem(container, key, f"{what} must be a mapping")
        empty = LocatedDict()
        empty.source = getattr(container, "source", "<data>")
        empty.line = line_of(container, key)
        return empty

    def keys(self, entry: LocatedDict, what: str, required: Iterable[str], optional: Iterable[str] = ()) -> None:
        required = tuple(required)
        allowed = set(required) | set(optional)
        for key in entry:
            if key not in allowed:
                self.problem(entry, key, f"{what}: unknown field {key!r} (allowed: {', '.join(sorted(allowed))})")
        for key in required:
            if key not in entry:
                self.problem(entry, None, f"{what}: missing field {key!r}")

    def integer(self, entry: LocatedDict, key: str, what: str, low: int, high: int, default: int = 0) -> int:
        value = entry.get(key, default)
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            self.problem(entry, key, f"{what}: {key} must be a whole number from {low} to {high}, not {value!r}")
            return default
        return value

    def flag(self, entry: LocatedDict, key: str, what: str, default: bool = False) -> bool:
        value = entry.get(key, default)
        if not isinstance(value, bool):
            self.problem(entry, key, f"{what}: {key} must be true or false, not {value!r}")
            return default
        return value

    def text(self, entry: LocatedDict, key: str, what: str) -> str:
        value = entry.get(key)
        if not isinstance(value, str) or not value.strip():
            self.problem(entry, key, f"{what}: {key} must be non-empty text")
            return ""
        return value

    def choice(self, entry: LocatedDict, key: str, what: str, allowed: Iterable[str]) -> str:
        allowed = tuple(allowed)
        value = entry.get(key)
        if value not in allowed:
            self.problem(entry, key, f"{what}: {key} must be one of {', '.join(allowed)}, not {value!r}")
            return allowed[0]
        return value

    def id_list(self, entry: LocatedDict, key: str, what: str, known: Callable[[Any], bool],
                kind: str) -> tuple[Any, ...]:
        value = entry.get(key, [])
        if not isinstance(value, list):
            self.problem(entry, key, f"{what}: {key} must be a list")
            return ()
        for item in value:
            if not known(item):
                self.problem(entry, key, f"{what}: {key} names an unknown {kind} {item!r}")
        return tuple(value)


def _read(folder: Path, name: str, reader: _Reader) -> LocatedDict:
    path = folder / f"{name}.yaml"
    try:
        document = read_one_document(path, f"{name} file")
    except YamlReadError as exc:
        reader.problems.append(str(exc))
        document = None
    if not isinstance(document, LocatedDict):
        if document is not None:
            reader.problems.append(f"{path}:1: the file must hold a mapping")
        empty = LocatedDict()
        empty.source = str(path)
        return empty
    if document.get("version") != 1:
        reader.problem(document, "version", "version must be 1")
    return document


def _sources(reader: _Reader, entry: LocatedDict, what: str, known: Mapping[str, str],
             seeds: Mapping[str, str], default: tuple[str, ...] = ()) -> tuple[str, ...]:
    """An entry's `sources` (or the file default), each a known source id or a seed line."""
    if "sources" not in entry:
        if not default:
            reader.problem(entry, None, f"{what}: no sources (and no file default)")
        return default
    value = entry["sources"]
    if not isinstance(value, list) or not value:
        reader.problem(entry, "sources", f"{what}: sources must be a non-empty list")
        return default
    for item in value:
        _check_ref(reader, entry, "sources", what, str(item), known, seeds)
    return tuple(str(item) for item in value)


def _check_ref(reader: _Reader, entry: LocatedDict, key: str, what: str, ref: str,
               known: Mapping[str, str], seeds: Mapping[str, str]) -> None:
    match = SEED_REF.match(ref)
    if match:
        first, last = int(match.group(2)), int(match.group(3) or match.group(2))
        if match.group(1) not in seeds:
            reader.problem(entry, key, f"{what}: {ref!r} names an unknown seed")
        elif last < first:
            reader.problem(entry, key, f"{what}: {ref!r} runs backwards")
    elif ref not in known:
        reader.problem(entry, key, f"{what}: unknown source {ref!r} (see sources.yaml)")


def _read_sources(reader: _Reader, raw: LocatedDict) -> tuple[dict[str, str], dict[str, str]]:
    seeds: dict[str, str] = {}
    for seed_id, entry in reader.mapping(raw, "seeds", "seeds").items():
        if not re.fullmatch(r"seed\d{3}", str(seed_id)) or not isinstance(entry, LocatedDict):
            reader.problem(raw["seeds"], seed_id, f"seed {seed_id!r}: expected seedNNN with file and what")
            continue
        reader.keys(entry, f"seed {seed_id}", ("file", "what"))
        seeds[seed_id] = str(entry.get("file", ""))
    known: dict[str, str] = {}
    for source_id, entry in reader.mapping(raw, "sources", "sources").items():
        if not isinstance(entry, LocatedDict):
            reader.problem(raw["sources"], source_id, f"source {source_id!r} must be a mapping")
            continue
        reader.keys(entry, f"source {source_id}", ("what", "kind"))
        reader.choice(entry, "kind", f"source {source_id}", ("implementation", "page"))
        known[str(source_id)] = reader.text(entry, "what", f"source {source_id}")
    return known, seeds


def _read_map(reader: _Reader, raw: LocatedDict, known: Mapping[str, str], seeds: Mapping[str, str]) -> MapFacts:
    default = _sources(reader, raw, "map.yaml", known, seeds)
    regions: dict[str, Region] = {}
    subregions: dict[str, Subregion] = {}
    region_map = reader.mapping(raw, "regions", "regions")
    sub_map = reader.mapping(raw, "subregions", "subregions")
    for sub_id, entry in sub_map.items():
        what = f"subregion {sub_id}"
        if not isinstance(entry, LocatedDict):
            reader.problem(sub_map, sub_id, f"{what} must be a mapping")
            continue
        reader.keys(entry, what, ("name", "region", "countries"))
        subregions[sub_id] = Subregion(sub_id, reader.text(entry, "name", what),
                                       reader.choice(entry, "region", what, region_map),
                                       reader.integer(entry, "countries", what, 1, 84))
    for region_id, entry in region_map.items():
        what = f"region {region_id}"
        if not isinstance(entry, LocatedDict):
            reader.problem(region_map, region_id, f"{what} must be a mapping")
            continue
        reader.keys(entry, what, ("name", "countries", "battlegrounds"), ("subregions", "sources"))
        regions[region_id] = Region(
            region_id, reader.text(entry, "name", what),
            reader.id_list(entry, "subregions", what, lambda s: s in subregions, "subregion"),
            reader.integer(entry, "countries", what, 1, 84), reader.integer(entry, "battlegrounds", what, 0, 84),
            _sources(reader, entry, what, known, seeds, default))
    area_ids = set(regions) | set(subregions)

    country_map = reader.mapping(raw, "countries", "countries")
    sp_map = reader.mapping(raw, "superpowers", "superpowers")
    space_ids = set(country_map) | set(sp_map)
    superpowers: dict[str, Superpower] = {}
    for sp_id, entry in sp_map.items():
        what = f"superpower {sp_id}"
        if sp_id not in ("usa", "ussr") or not isinstance(entry, LocatedDict):
            reader.problem(sp_map, sp_id, f"{what}: the superpowers are usa and ussr, each a mapping")
            continue
        reader.keys(entry, what, ("name", "adjacent"))
        superpowers[sp_id] = Superpower(sp_id, reader.text(entry, "name", what),
                                        reader.id_list(entry, "adjacent", what, lambda c: c in country_map, "country"))
    countries: dict[str, Country] = {}
    for country_id, entry in country_map.items():
        what = f"country {country_id}"
        if not isinstance(entry, LocatedDict):
            reader.problem(country_map, country_id, f"{what} must be a mapping")
            continue
        reader.keys(entry, what, ("name", "region", "stability", "battleground", "adjacent"),
                    ("subregions", "start", "sources"))
        region = reader.choice(entry, "region", what, regions or ("?",))
        subs = reader.id_list(entry, "subregions", what, lambda s: s in subregions, "subregion")
        for sub in subs:
            if sub in subregions and subregions[sub].region != region:
                reader.problem(entry, "subregions", f"{what}: {sub} is not part of {region}")
        adjacent = reader.id_list(entry, "adjacent", what, lambda c, me=country_id: c in space_ids and c != me, "space")
        if len(set(adjacent)) != len(adjacent):
            reader.problem(entry, "adjacent", f"{what}: a neighbour is listed twice")
        start: dict[str, int] = {}
        start_raw = entry.get("start", LocatedDict())
        if not isinstance(start_raw, LocatedDict):
            reader.problem(entry, "start", f"{what}: start must be a mapping of side to influence")
        else:
            reader.keys(start_raw, f"{what} start", (), PLAYERS)
            start = {side: reader.integer(start_raw, side, f"{what} start", 1, 10) for side in start_raw}
        countries[country_id] = Country(
            country_id, reader.text(entry, "name", what), region, subs,
            reader.integer(entry, "stability", what, 1, 5), reader.flag(entry, "battleground", what),
            adjacent, start, _sources(reader, entry, what, known, seeds, default))

    # every link is listed on both ends: a one-sided link is a typo, not a one-way road
    ends = {key: set(value.adjacent) for key, value in countries.items()}
    ends.update({key: set(value.adjacent) for key, value in superpowers.items()})
    for space, neighbours in ends.items():
        holder = country_map.get(space) if space in countries else sp_map.get(space)
        for other in sorted(neighbours):
            if other in ends and space not in ends[other]:
                reader.problem(holder, "adjacent", f"{space} lists {other} as adjacent but {other} does not list {space}")

    placements: dict[str, FreePlacement] = {}
    free = reader.mapping(raw, "free_placement", "free_placement")
    for side in PLAYERS:
        entry = reader.mapping(free, side, f"free_placement {side}")
        what = f"free_placement {side}"
        reader.keys(entry, what, ("count", "anywhere_in", "sources"))
        placements[side] = FreePlacement(reader.integer(entry, "count", what, 0, 30),
                                         reader.choice(entry, "anywhere_in", what, sorted(area_ids) or ("?",)),
                                         _sources(reader, entry, what, known, seeds))
    for extra in free:
        if extra not in PLAYERS:
            reader.problem(free, extra, f"free_placement: {extra!r} is not a side (us, ussr)")
    return MapFacts(regions, subregions, superpowers, countries, placements)


def _read_scoring(reader: _Reader, entry: LocatedDict, what: str, board: MapFacts) -> Scoring:
    raw = reader.mapping(entry, "scoring", f"{what} scoring")
    region = raw.get("region")
    if region == "southeast_asia":
        reader.keys(raw, f"{what} scoring", ("region", "per_country"))
        per = reader.mapping(raw, "per_country", f"{what} per_country")
        values = {}
        for country in per:
            if country not in board.countries or not board.countries[country].in_area("southeast_asia"):
                reader.problem(per, country, f"{what}: {country!r} is not a Southeast Asian country")
            values[country] = reader.integer(per, country, f"{what} per_country", 1, 5)
        return Scoring("southeast_asia", per_country=values)
    reader.keys(raw, f"{what} scoring", ("region", "presence", "domination", "control"))
    if region not in board.regions:
        reader.problem(raw, "region", f"{what}: scoring region {region!r} is not a region of map.yaml")
    control: int | str = raw.get("control", 0)
    if control != "auto_win":
        control = reader.integer(raw, "control", f"{what} scoring", 1, 20)
    return Scoring(str(region), reader.integer(raw, "presence", f"{what} scoring", 1, 20),
                   reader.integer(raw, "domination", f"{what} scoring", 1, 20), control)


_CARD_FIELDS = ("name", "ops", "side", "period", "remove", "effect")
_CARD_OPTIONAL = ("lasting", "scoring", "war", "requires_any", "cancelled_by", "in_deck", "optional", "sources")


def _read_cards(reader: _Reader, raw: LocatedDict, board: MapFacts, known: Mapping[str, str],
                seeds: Mapping[str, str]) -> tuple[dict[int, Card], dict[str, ExtraCard]]:
    defaults = reader.mapping(raw, "defaults", "defaults")
    reader.keys(defaults, "defaults", ("optional", "in_deck", "sources"))
    default_sources = _sources(reader, defaults, "cards.yaml defaults", known, seeds)
    table = reader.mapping(raw, "cards", "cards")
    numbers = {number for number in table if isinstance(number, int)}
    cards: dict[int, Card] = {}
    for number, entry in table.items():
        what = f"card {number}"
        if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= 110:
            reader.problem(table, number, f"{what}: card numbers run from 1 to 110")
            continue
        if not isinstance(entry, LocatedDict):
            reader.problem(table, number, f"{what} must be a mapping")
            continue
        reader.keys(entry, what, _CARD_FIELDS, _CARD_OPTIONAL)
        lasting = entry.get("lasting")
        if lasting is not None and lasting not in LASTING:
            reader.problem(entry, "lasting", f"{what}: lasting must be one of {', '.join(LASTING)}, not {lasting!r}")
        war = None
        if "war" in entry:
            raw_war = reader.mapping(entry, "war", f"{what} war")
            reader.keys(raw_war, f"{what} war", ("win_from", "vp", "military_ops"))
            war = War(reader.integer(raw_war, "win_from", f"{what} war", 1, 6),
                      reader.integer(raw_war, "vp", f"{what} war", 0, 5),
                      reader.integer(raw_war, "military_ops", f"{what} war", 0, 5))
        scoring = _read_scoring(reader, entry, what, board) if "scoring" in entry else None
        ops = reader.integer(entry, "ops", what, 0, 4)
        if (ops == 0) != (scoring is not None):
            reader.problem(entry, "ops", f"{what}: scoring cards, and only they, have 0 ops")
        cards[number] = Card(
            number, reader.text(entry, "name", what), ops, reader.choice(entry, "side", what, SIDES),
            reader.choice(entry, "period", what, PERIODS), reader.flag(entry, "remove", what),
            reader.text(entry, "effect", what), lasting, scoring, war,
            reader.id_list(entry, "requires_any", what, lambda n: n in numbers, "card"),
            reader.id_list(entry, "cancelled_by", what, lambda n: n in numbers, "card"),
            reader.flag(entry, "in_deck", what, defaults.get("in_deck", True)),
            reader.flag(entry, "optional", what, defaults.get("optional", False)),
            _sources(reader, entry, what, known, seeds, default_sources))
    extras: dict[str, ExtraCard] = {}
    for extra_id, entry in raw.get("extra_cards", LocatedDict()).items():
        what = f"extra card {extra_id}"
        if not isinstance(entry, LocatedDict):
            reader.problem(raw["extra_cards"], extra_id, f"{what} must be a mapping")
            continue
        reader.keys(entry, what, ("name", "printed_name", "edition", "ops", "side", "period", "remove", "optional",
                                  "effect", "sources"), ("requires_any",))
        ops = entry.get("ops")
        if ops is not None:
            ops = reader.integer(entry, "ops", what, 1, 4)
        side = entry.get("side")
        if side is not None:
            side = reader.choice(entry, "side", what, SIDES)
        period = entry.get("period")
        if period is not None:
            period = reader.choice(entry, "period", what, PERIODS)
        extras[str(extra_id)] = ExtraCard(
            str(extra_id), reader.text(entry, "name", what), reader.text(entry, "printed_name", what),
            reader.text(entry, "edition", what), ops, side, period, reader.flag(entry, "remove", what),
            reader.flag(entry, "optional", what),
            reader.id_list(entry, "requires_any", what, lambda n: n in numbers, "card"),
            reader.text(entry, "effect", what), _sources(reader, entry, what, known, seeds))
    return cards, extras


def _read_space_race(reader: _Reader, raw: LocatedDict, known: Mapping[str, str],
                     seeds: Mapping[str, str]) -> SpaceRace:
    sources = _sources(reader, raw, "space_race.yaml", known, seeds)
    abilities = reader.mapping(raw, "abilities", "abilities")
    boxes: list[SpaceBox] = []
    raw_boxes = raw.get("boxes")
    if not isinstance(raw_boxes, LocatedList):
        reader.problem(raw, "boxes", "boxes must be a list")
        raw_boxes = LocatedList()
    for index, entry in enumerate(raw_boxes):
        what = f"space race box #{index + 1}"
        if not isinstance(entry, LocatedDict):
            reader.problem(raw_boxes, index, f"{what} must be a mapping")
            continue
        reader.keys(entry, what, ("box", "name", "ops", "roll"), ("vp", "ability"))
        vp = entry.get("vp", LocatedDict())
        if not isinstance(vp, LocatedDict):
            reader.problem(entry, "vp", f"{what}: vp must be a mapping of first and second")
            vp = LocatedDict()
        elif vp:
            reader.keys(vp, f"{what} vp", ("first", "second"))
        ability = entry.get("ability")
        if ability is not None and ability not in abilities:
            reader.problem(entry, "ability", f"{what}: ability {ability!r} is not described under abilities")
        box = reader.integer(entry, "box", what, 1, 8)
        if box != index + 1:
            reader.problem(entry, "box", f"{what}: boxes must be listed in order 1 to 8")
        boxes.append(SpaceBox(box, reader.text(entry, "name", what), reader.integer(entry, "ops", what, 1, 4),
                              reader.integer(entry, "roll", what, 1, 6),
                              reader.integer(vp, "first", what, 0, 10), reader.integer(vp, "second", what, 0, 10),
                              ability))
    return SpaceRace(reader.integer(raw, "attempts_per_turn", "space race", 1, 2), tuple(boxes),
                     {str(k): str(v) for k, v in abilities.items()}, sources)


def _pair(reader: _Reader, entry: LocatedDict, key: str, what: str) -> tuple[int, int]:
    value = entry.get(key)
    if not (isinstance(value, list) and len(value) == 2 and all(isinstance(v, int) for v in value)
            and value[0] <= value[1]):
        reader.problem(entry, key, f"{what}: {key} must be [low, high]")
        return (0, 0)
    return (value[0], value[1])


def _read_turns(reader: _Reader, raw: LocatedDict, board: MapFacts, known: Mapping[str, str],
                seeds: Mapping[str, str]) -> Turns:
    _sources(reader, raw, "turns.yaml", known, seeds)
    turns = reader.integer(raw, "turns", "turns", 1, 20)
    entry_turns = reader.mapping(raw, "deck_entry", "deck_entry")
    periods: dict[str, Period] = {}
    raw_periods = reader.mapping(raw, "periods", "periods")
    for period in PERIODS:
        entry = reader.mapping(raw_periods, period, f"period {period}")
        what = f"period {period}"
        reader.keys(entry, what, ("turns", "hand_size", "action_rounds"))
        first, last = _pair(reader, entry, "turns", what)
        periods[period] = Period(period, first, last, reader.integer(entry, "hand_size", what, 1, 20),
                                 reader.integer(entry, "action_rounds", what, 1, 20),
                                 reader.integer(entry_turns, period, "deck_entry", 1, turns))
    covered = sorted(t for p in periods.values() for t in range(p.first_turn, p.last_turn + 1))
    if covered != list(range(1, turns + 1)):
        reader.problem(raw, "periods", f"the periods must cover turns 1 to {turns} once each")
    sequence = raw.get("turn_sequence")
    if not isinstance(sequence, list) or not all(isinstance(step, str) for step in sequence):
        reader.problem(raw, "turn_sequence", "turn_sequence must be a list of step ids")
        sequence = []
    defcon = reader.mapping(raw, "defcon", "defcon")
    reader.keys(defcon, "defcon", ("range", "start", "restrictions", "sources"))
    _sources(reader, defcon, "defcon", known, seeds)
    restrictions: dict[int, tuple[str, ...]] = {}
    for level in reader.mapping(defcon, "restrictions", "defcon restrictions"):
        if level not in (2, 3, 4):
            reader.problem(defcon["restrictions"], level, f"defcon restrictions: {level!r} is not a level from 2 to 4")
        restrictions[level] = reader.id_list(defcon["restrictions"], level, f"defcon {level}",
                                             lambda r: r in board.regions, "region")
    milops = reader.mapping(raw, "military_operations", "military_operations")
    reader.keys(milops, "military_operations", ("required", "penalty_vp_per_op_short", "start", "track", "sources"))
    _sources(reader, milops, "military_operations", known, seeds)
    vp = reader.mapping(raw, "vp_track", "vp_track")
    reader.keys(vp, "vp_track", ("range", "start", "automatic_victory", "sources"))
    _sources(reader, vp, "vp_track", known, seeds)
    china = reader.mapping(raw, "china_card", "china_card")
    reader.keys(china, "china_card", ("ops", "asia_bonus", "final_scoring_vp", "sources"))
    _sources(reader, china, "china_card", known, seeds)
    return Turns(
        turns, periods, tuple(sequence), _pair(reader, defcon, "range", "defcon"),
        reader.integer(defcon, "start", "defcon", 1, 5), restrictions,
        reader.choice(milops, "required", "military_operations", ("defcon",)),
        reader.integer(milops, "penalty_vp_per_op_short", "military_operations", 0, 5),
        _pair(reader, milops, "track", "military_operations"),
        _pair(reader, vp, "range", "vp_track"), reader.integer(vp, "start", "vp_track", -20, 20),
        reader.integer(vp, "automatic_victory", "vp_track", 1, 50),
        reader.integer(china, "ops", "china_card", 1, 4), reader.integer(china, "asia_bonus", "china_card", 0, 2),
        reader.integer(china, "final_scoring_vp", "china_card", 0, 5))


def _side_numbers(reader: _Reader, entry: LocatedDict, key: str, what: str, low: int, high: int) -> dict[str, int]:
    raw = reader.mapping(entry, key, f"{what} {key}")
    reader.keys(raw, f"{what} {key}", PLAYERS)
    return {side: reader.integer(raw, side, f"{what} {key}", low, high) for side in PLAYERS}


def _read_setups(reader: _Reader, raw: LocatedDict, board: MapFacts, cards: Mapping[int, Card],
                 known: Mapping[str, str], seeds: Mapping[str, str]) -> Setups:
    def is_country(c: Any) -> bool:
        return c in board.countries

    def is_card(n: Any) -> bool:
        return n in cards

    std = reader.mapping(raw, "standard", "standard")
    reader.keys(std, "standard", ("sources", "deal", "china_card", "place_first", "influence_total", "turn", "defcon",
                                  "vp", "military_operations", "space_race", "decks", "optional_cards"))
    _sources(reader, std, "standard", known, seeds)
    standard = StandardSetup(
        reader.integer(std, "deal", "standard", 1, 20), reader.choice(std, "china_card", "standard", PLAYERS),
        reader.choice(std, "place_first", "standard", PLAYERS),
        _side_numbers(reader, std, "influence_total", "standard", 0, 50), reader.integer(std, "turn", "standard", 1, 10),
        reader.integer(std, "defcon", "standard", 1, 5), reader.integer(std, "vp", "standard", -20, 20),
        _side_numbers(reader, std, "space_race", "standard", 0, 8),
        reader.id_list(std, "decks", "standard", lambda p: p in PERIODS, "period"),
        reader.flag(std, "optional_cards", "standard"))

    late = reader.mapping(raw, "late_war", "late_war")
    reader.keys(late, "late_war", ("sources", "turn", "defcon", "vp", "space_race", "events_in_effect", "china_card",
                                   "us_controls", "ussr_controls", "influence", "claims", "cards", "victory"))
    _sources(reader, late, "late_war", known, seeds)
    given: dict[str, dict[str, int]] = {}
    for country, pair in reader.mapping(late, "influence", "late_war influence").items():
        if not is_country(country) or not isinstance(pair, LocatedDict):
            reader.problem(late["influence"], country, f"late_war influence: {country!r} is not a country with us/ussr")
            continue
        given[country] = _side_numbers(reader, late["influence"], country, "late_war influence", 0, 10)
    claims = reader.mapping(late, "claims", "late_war claims")
    reader.keys(claims, "late_war claims", ("us_dominates", "ussr_dominates"))
    late_cards = reader.mapping(late, "cards", "late_war cards")
    reader.keys(late_cards, "late_war cards", ("removed", "kept_despite_star", "decks"))
    reader.choice(late_cards, "removed", "late_war cards", ("starred_early_and_mid",))
    victory = reader.mapping(late, "victory", "late_war victory")
    reader.keys(victory, "late_war victory", ("us_needs_vp",))
    late_war = LateWarSetup(
        reader.integer(late, "turn", "late_war", 1, 10), reader.integer(late, "defcon", "late_war", 1, 5),
        reader.integer(late, "vp", "late_war", -20, 20), _side_numbers(reader, late, "space_race", "late_war", 0, 8),
        reader.id_list(late, "events_in_effect", "late_war", is_card, "card"),
        reader.choice(late, "china_card", "late_war", PLAYERS),
        reader.id_list(late, "us_controls", "late_war", is_country, "country"),
        reader.id_list(late, "ussr_controls", "late_war", is_country, "country"), given,
        reader.id_list(claims, "us_dominates", "late_war claims", lambda r: r in board.regions, "region"),
        reader.id_list(claims, "ussr_dominates", "late_war claims", lambda r: r in board.regions, "region"),
        reader.id_list(late_cards, "kept_despite_star", "late_war cards", is_card, "card"),
        reader.id_list(late_cards, "decks", "late_war cards", lambda p: p in PERIODS, "period"),
        reader.integer(victory, "us_needs_vp", "late_war victory", 1, 20))

    ccw = reader.mapping(raw, "chinese_civil_war", "chinese_civil_war")
    reader.keys(ccw, "chinese_civil_war", ("sources", "china_card", "box", "until_ussr_controls_box",
                                           "unclaimed_china_card_final_vp"))
    _sources(reader, ccw, "chinese_civil_war", known, seeds)
    box = reader.mapping(ccw, "box", "chinese_civil_war box")
    reader.keys(box, "chinese_civil_war box", ("name", "region", "adjacent", "influence_to_control", "us_may_act"))
    until = reader.mapping(ccw, "until_ussr_controls_box", "chinese_civil_war until_ussr_controls_box")
    reader.keys(until, "until_ussr_controls_box", ("no_event", "us_counts_as_holding_china_card_for",
                                                   "ussr_korean_war_roll"))
    no_event_raw = reader.mapping(until, "no_event", "until_ussr_controls_box no_event")
    reader.keys(no_event_raw, "no_event", (), PLAYERS)
    no_event = {side: reader.id_list(no_event_raw, side, "no_event", is_card, "card") for side in no_event_raw}
    chinese = ChineseCivilWar(
        reader.choice(ccw, "china_card", "chinese_civil_war", ("nobody",)),
        reader.text(box, "name", "chinese_civil_war box"),
        reader.choice(box, "region", "chinese_civil_war box", board.regions or ("?",)),
        reader.id_list(box, "adjacent", "chinese_civil_war box", lambda s: s in board.superpowers, "superpower"),
        reader.integer(box, "influence_to_control", "chinese_civil_war box", 1, 5),
        reader.flag(box, "us_may_act", "chinese_civil_war box"), no_event,
        reader.id_list(until, "us_counts_as_holding_china_card_for", "until_ussr_controls_box", is_card, "card"),
        reader.integer(until, "ussr_korean_war_roll", "until_ussr_controls_box", -3, 0),
        reader.integer(ccw, "unclaimed_china_card_final_vp", "chinese_civil_war", 0, 5))

    tour = reader.mapping(raw, "tournament", "tournament")
    reader.keys(tour, "tournament", ("sources", "held_scoring_card_loses", "deal_ussr_first",
                                     "show_held_card_at_turn_end", "bid"))
    _sources(reader, tour, "tournament", known, seeds)
    bid = reader.mapping(tour, "bid", "tournament bid")
    reader.keys(bid, "tournament bid", ("extra_influence_only_where_side_has_influence",
                                        "extra_influence_cap_over_control", "example"))
    example = reader.mapping(bid, "example", "tournament bid example")
    reader.keys(example, "bid example", ("side", "extra_influence", "sources"))
    _sources(reader, example, "bid example", known, seeds)
    tournament = Tournament(
        reader.flag(tour, "held_scoring_card_loses", "tournament"), reader.flag(tour, "deal_ussr_first", "tournament"),
        reader.flag(tour, "show_held_card_at_turn_end", "tournament"),
        reader.flag(bid, "extra_influence_only_where_side_has_influence", "tournament bid"),
        reader.integer(bid, "extra_influence_cap_over_control", "tournament bid", 0, 10),
        reader.integer(example, "extra_influence", "bid example", 0, 20))
    return Setups(standard, late_war, chinese, tournament)


def _where(entry: Any) -> str:
    return f"{getattr(entry, 'source', '<data>')}:{line_of(entry)}"


def _read_seed_facts(reader: _Reader, raw: LocatedDict, known: Mapping[str, str],
                     seeds: Mapping[str, str]) -> tuple[tuple[SeedFact, ...], tuple[SeedConflict, ...]]:
    facts: list[SeedFact] = []
    for group, value in raw.items():
        if group in ("version", "seed_conflicts"):
            continue
        entries = value if isinstance(value, list) else [value]
        for entry in entries:
            if not isinstance(entry, LocatedDict) or "at" not in entry:
                reader.problem(raw, group, f"seed fact in {group}: every fact is a mapping with `at`")
                continue
            _check_ref(reader, entry, "at", f"seed fact in {group}", str(entry["at"]), {}, seeds)
            decision = entry.get("decision")
            values = {k: v for k, v in entry.items() if k not in ("at", "decision", "note")}
            facts.append(SeedFact(str(group), values, str(entry["at"]), decision, _where(entry)))
    conflicts: list[SeedConflict] = []
    for entry in raw.get("seed_conflicts", []):
        if not isinstance(entry, LocatedDict):
            reader.problem(raw, "seed_conflicts", "each seed conflict is a mapping")
            continue
        reader.keys(entry, "seed conflict", ("id", "question", "readings", "decision"))
        readings = reader.mapping(entry, "readings", "seed conflict readings")
        for ref in readings:
            _check_ref(reader, readings, ref, "seed conflict", str(ref), {}, seeds)
        conflicts.append(SeedConflict(str(entry.get("id")), reader.text(entry, "question", "seed conflict"),
                                      {str(k): str(v) for k, v in readings.items()},
                                      reader.text(entry, "decision", "seed conflict"), _where(entry)))
    return tuple(facts), tuple(conflicts)


def _read_claims(reader: _Reader, raw: LocatedDict, known: Mapping[str, str]) -> tuple[Claim, ...]:
    claims: list[Claim] = []
    entries = raw.get("claims", [])
    for entry in entries if isinstance(entries, list) else []:
        if not isinstance(entry, LocatedDict):
            reader.problem(raw, "claims", "each claim is a mapping")
            continue
        subjects = [key for key in ("card", "country", "between") if key in entry]
        reader.keys(entry, "claim", ("source", "field", "value", "decision"), ("card", "country", "between"))
        if len(subjects) != 1:
            reader.problem(entry, None, "a claim names exactly one of card, country or between")
            continue
        if entry.get("source") not in known:
            reader.problem(entry, "source", f"claim: unknown source {entry.get('source')!r}")
        subject = subjects[0]
        target = entry[subject]
        label = ",".join(target) if isinstance(target, list) else str(target)
        claims.append(Claim(str(entry.get("source")), f"{subject}:{label}", str(entry.get("field")),
                            entry.get("value"), str(entry.get("decision")), _where(entry)))
    return tuple(claims)


def load_facts(folder: Path = DATA) -> Facts:
    """Read and check every facts file in `folder`; `FactsError` lists all problems."""
    reader = _Reader()
    raw = {name: _read(folder, name, reader) for name in FILES}
    known, seeds = _read_sources(reader, raw["sources"])
    board = _read_map(reader, raw["map"], known, seeds)
    cards, extras = _read_cards(reader, raw["cards"], board, known, seeds)
    space = _read_space_race(reader, raw["space_race"], known, seeds)
    turns = _read_turns(reader, raw["turns"], board, known, seeds)
    setups = _read_setups(reader, raw["setup"], board, cards, known, seeds)
    seed_facts, conflicts = _read_seed_facts(reader, raw["seed_facts"], known, seeds)
    claims = _read_claims(reader, raw["source_disagreements"], known)
    if reader.problems:
        raise FactsError(reader.problems)
    return Facts(known, seeds, board, cards, extras, space, turns, setups, seed_facts, conflicts, claims)


@cache
def facts() -> Facts:
    """The shipped facts, read and checked once per process."""
    return load_facts(DATA)
