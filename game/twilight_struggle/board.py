"""Derived values of the board: control, regions, adjacency, the space race's abilities.

Nothing here changes the state. Rule numbers are those of the Deluxe rulebook (seed 002).

* Control (2.1.7): a side controls a country when its influence there is at least the stability
  number and beats the opponent's by at least the stability number.
* Regions (10.1.1): presence (one controlled country), domination (more countries and more
  battlegrounds than the opponent, with at least one non-battleground and one battleground),
  control (more countries and every battleground). Europe and Asia include their subregions
  (2.1.2). `Standing` counts a side's controlled countries in a region; scoring reads it.
* Adjacency (2.1.6): the map's links; the superpower spaces count as controlled neighbours
  for realignments and events (2.1.5, 6.2.2).
* Where a side may place influence with Ops (6.1.1, 6.1.4): in or next to a country where it
  had influence when the play began, or next to its own superpower.
* The space race's abilities (6.4.4) belong to the first side in a box until the other arrives.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .facts import Card, Country, SpaceBox, facts
from .state import CHINA_CARD, SIDES, US, USSR, GameState, other_side

SUPERPOWER_OF = {US: "usa", USSR: "ussr"}
CCW_BOX = "chinese_civil_war"  # the variant's box (12.1), a place only for USSR influence
REGIONS = ("europe", "asia", "middle_east", "africa", "central_america", "south_america")


# -- facts -------------------------------------------------------------------------------------
def country(name: str) -> Country:
    return facts().map.countries[name]


def card(number: int) -> Card:
    return facts().cards[number]


def card_name(number: int) -> str:
    return facts().cards[number].name


def card_title(number: int) -> str:
    """'#4 Duck and Cover': a card as a menu of cards labels it (the front ends list such a menu by card number)."""
    return f"#{number} {facts().cards[number].name}"


def country_name(name: str) -> str:
    if name == CCW_BOX:
        return "the Chinese Civil War box"
    return facts().map.countries[name].name


def countries() -> list[str]:
    return list(facts().map.countries)


def countries_in(area: str) -> list[str]:
    """The countries of a region or subregion (a region includes its subregions, 2.1.2)."""
    return [c.id for c in facts().map.in_area(area)]


def in_area(name: str, area: str) -> bool:
    if name == CCW_BOX:
        return area == "asia"  # in Asia but not Southeast Asia (12.1)
    return facts().map.countries[name].in_area(area)


def in_americas(name: str) -> bool:
    """Central or South America (Junta, Latin American Death Squads, Alliance for Progress...)."""
    return in_area(name, "central_america") or in_area(name, "south_america")


def region_of(name: str) -> str:
    return "asia" if name == CCW_BOX else facts().map.countries[name].region


def is_battleground(name: str) -> bool:
    return name != CCW_BOX and facts().map.countries[name].battleground


def stability(name: str) -> int:
    return facts().map.countries[name].stability


def neighbours(name: str) -> tuple[str, ...]:
    """Linked spaces (countries and the ``usa``/``ussr`` superpower spaces, 2.1.6)."""
    if name == CCW_BOX:
        return ("ussr",)  # 12.1
    return facts().map.countries[name].adjacent


def neighbour_countries(name: str) -> list[str]:
    return [n for n in neighbours(name) if n in facts().map.countries]


def next_to_superpower(name: str, side: str) -> bool:
    return SUPERPOWER_OF[side] in neighbours(name)


# -- influence and control --------------------------------------------------------------------
def influence(state: GameState, name: str, side: str) -> int:
    if name == CCW_BOX:
        return (state.ccw_box or 0) if side == USSR else 0
    return state.influence[name][side]


def controller(state: GameState, name: str) -> str | None:
    """Who controls the country now (2.1.7), or None."""
    if name == CCW_BOX:
        return USSR if (state.ccw_box or 0) >= facts().setups.chinese_civil_war.influence_to_control else None
    stab = facts().map.countries[name].stability
    mine = state.influence[name]
    for side in SIDES:
        if mine[side] >= stab and mine[side] - mine[other_side(side)] >= stab:
            return side
    return None


def controls(state: GameState, side: str, name: str) -> bool:
    return controller(state, name) == side


def controlled(state: GameState, side: str, area: str | None = None) -> list[str]:
    names = countries() if area is None else countries_in(area)
    return [n for n in names if controls(state, side, n)]


def controlled_battlegrounds(state: GameState, side: str, area: str | None = None) -> list[str]:
    return [n for n in controlled(state, side, area) if is_battleground(n)]


def with_influence(state: GameState, side: str) -> set[str]:
    """The countries where `side` has influence now (the Chinese Civil War box included)."""
    found = {n for n, v in state.influence.items() if v[side] > 0}
    if side == USSR and state.ccw_box:
        found.add(CCW_BOX)
    return found


def placement_targets(state: GameState, side: str, present: Iterable[str]) -> list[str]:
    """Where `side` may place influence with Ops (6.1.1, 6.1.4): countries in `present` (where it had
    influence when the play began) or next to one of them, and the countries next to its
    superpower. The Chinese Civil War box (next to the USSR only, 12.1) is open to the USSR."""
    present = set(present)
    targets = set()
    for name in countries():
        if name in present or next_to_superpower(name, side) or any(n in present for n in neighbours(name)):
            targets.add(name)
    if side == USSR and state.ccw_box is not None:
        targets.add(CCW_BOX)
    return sorted(targets, key=countries_order)


def countries_order(name: str) -> int:
    """The map order of the data file (Europe first), for stable option lists."""
    order = _ORDER.get(name)
    return len(_ORDER) if order is None else order


_ORDER = {name: index for index, name in enumerate(facts().map.countries)}


def placement_cost(state: GameState, side: str, name: str, extra: int = 0) -> int:
    """What the next influence marker costs `side` in a country (6.1.2): 2 Ops where the opponent
    has control, 1 elsewhere; `extra` markers already added this play count."""
    if name == CCW_BOX:
        return 1
    stab = stability(name)
    mine = state.influence[name][side] + extra
    theirs = state.influence[name][other_side(side)]
    return 2 if theirs >= stab and theirs - mine >= stab else 1


def placement_prices(state: GameState, side: str, name: str, most: int) -> tuple[int, ...]:
    """The cost of each of the next `most` markers in a country, one after another (6.1.2)."""
    return tuple(placement_cost(state, side, name, extra) for extra in range(most))


# -- regions (10.1.1) -----------------------------------------------------------------------------
@dataclass(frozen=True)
class Standing:
    """What a side controls in a region for scoring."""

    countries: int
    battlegrounds: int
    non_battlegrounds: int
    next_to_enemy: int  # controlled countries next to the enemy superpower (10.1.2)

    @property
    def presence(self) -> bool:
        return self.countries > 0


def standing(state: GameState, side: str, region: str, *, battleground_bonus: Iterable[str] = (),
             battlegrounds_lost: int = 0) -> Standing:
    """`side`'s controlled countries in `region`. `battleground_bonus` names countries that count as
    battlegrounds for this scoring (Formosan Resolution's Taiwan); `battlegrounds_lost` takes
    battlegrounds off the count (Shuttle Diplomacy)."""
    mine = controlled(state, side, region)
    extra = set(battleground_bonus)
    bgs = [n for n in mine if is_battleground(n) or n in extra]
    enemy_space = SUPERPOWER_OF[other_side(side)]
    lost = min(battlegrounds_lost, len(bgs))
    return Standing(len(mine) - lost, len(bgs) - lost, len(mine) - len(bgs),
                    sum(1 for n in mine if enemy_space in neighbours(n)))


def level(mine: Standing, theirs: Standing, battlegrounds_in_region: int) -> str | None:
    """``control``, ``domination``, ``presence`` or None for a side against the other (10.1.1)."""
    if (mine.countries > theirs.countries and mine.battlegrounds == battlegrounds_in_region
            and battlegrounds_in_region > 0):
        return "control"
    if (mine.countries > theirs.countries and mine.battlegrounds > theirs.battlegrounds
            and mine.battlegrounds > 0 and mine.non_battlegrounds > 0):
        return "domination"
    if mine.presence:
        return "presence"
    return None


def battlegrounds_in(region: str, extra: Iterable[str] = ()) -> int:
    extra = set(extra)
    return sum(1 for n in countries_in(region) if is_battleground(n) or n in extra)


# -- DEFCON (8.1.5) ---------------------------------------------------------------------------------
def regions_closed(defcon: int) -> tuple[str, ...]:
    """The regions where DEFCON bars coups and realignments (8.1.5): Europe at 4, Asia too at 3, the
    Middle East too at 2."""
    restrictions = facts().turns.defcon_restrictions
    return restrictions.get(max(defcon, min(restrictions)), ()) if defcon <= max(restrictions) else ()


def closed_by_defcon(state: GameState, name: str) -> bool:
    return region_of(name) in regions_closed(state.defcon)


# -- the space race (6.4) -------------------------------------------------------------------------
def space_box(box: int) -> SpaceBox:
    return facts().space_race.boxes[box - 1]


def ability_holder(state: GameState, ability: str) -> str | None:
    """Who holds a space race ability now: the side in or beyond its box while the other is not (6.4.4)."""
    for box in facts().space_race.boxes:
        if box.ability == ability:
            ahead = [s for s in SIDES if state.space[s] >= box.box]
            return ahead[0] if len(ahead) == 1 else None
    return None


def has_ability(state: GameState, side: str, ability: str) -> bool:
    return ability_holder(state, ability) == side


def space_attempts_allowed(state: GameState, side: str) -> int:
    """One card a turn, two with Animal in Space (6.4.2, 6.4.4)."""
    base = facts().space_race.attempts_per_turn
    return base + 1 if has_ability(state, side, "two_attempts_per_turn") else base


# -- the turn --------------------------------------------------------------------------------------
def period(turn: int) -> str:
    return facts().turns.period_of(turn).id


def hand_size(turn: int) -> int:
    return facts().turns.period_of(turn).hand_size


def holds_china_card(state: GameState, side: str) -> bool:
    return state.china_holder == side


def china_playable(state: GameState, side: str) -> bool:
    """The holder may play The China Card while it is face up (9.3)."""
    return state.china_holder == side and state.china_face_up


def is_scoring(number: int) -> bool:
    return number != CHINA_CARD and facts().cards[number].scoring is not None


def scoring_cards_in_hand(state: GameState, side: str) -> list[int]:
    """The scoring cards the program knows are in `side`'s hand (at the table only those named there)."""
    return [n for n in hand_seen(state, side) if is_scoring(n)]


# -- what the program knows of the hands (table mode, `table`) ---------------------------------------------
TABLE = "table"  # the state's option holding table mode's knowledge: {"human": ..., "known": [card, ...]}


def at_table(state: GameState) -> bool:
    """Table mode: the program plays beside a real board and sees no card the players have not named."""
    return TABLE in state.options


def hand_seen(state: GameState, side: str) -> list[int]:
    """The cards of `side`'s hand the program knows, in the hand's order: all of them, but at the table only the
    ones named there (the others are placeholders for cards not yet seen, `table`)."""
    hand = state.hands[side]
    if not at_table(state):
        return list(hand)
    known = set(state.options[TABLE]["known"])
    return [n for n in hand if n in known]


def event_side(number: int) -> str:
    """Whose event a card carries: ``us``, ``ussr`` or ``neutral`` (2.2.2)."""
    return facts().cards[number].side


def printed_ops(number: int) -> int:
    return facts().cards[number].ops
