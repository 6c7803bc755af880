"""Setting up a game: the standard set-up (3.1-3.4) with its free placements, the tournament bid
(11.1.4), the Chinese Civil War variant (12) and the Late War scenario (002 lines 569-663).

The printed facts are `facts().setups`; this module builds the state from them. Set-up writes the
state directly (nothing is set off) except for the players' placements, which use the influence
primitive in the ``setup`` phase.

Questions (in order):

* ``setup.ussr_influence`` - the USSR's 6 free influence, anywhere in Eastern Europe (3.2);
* ``setup.us_influence`` - the US's 7 free influence, anywhere in Western Europe (3.3);
* ``setup.bid_influence`` - the bid's extra influence for the side that lost the bid
  (11.1.4-11.1.4.1: only where it has influence, at most 2 above what control needs there).

Both sides look at their 8 dealt cards before placing (3.1).
"""

from __future__ import annotations

from . import deck, influence
from .board import countries_in, country_name, stability
from .facts import facts
from .game import Game
from .state import CHINA_CARD, US, USSR, GameState, other_side, side_name


def blank_state(scenario: str, options: dict) -> GameState:
    state = GameState(scenario=scenario, options=dict(options))
    state.influence = {name: {US: 0, USSR: 0} for name in facts().map.countries}
    return state


def game_cards(options: dict) -> list[int]:
    """Every card of the game (The China Card included): 1-103, and 104-110 with the option."""
    return sorted(n for n, c in facts().cards.items() if options.get("optional_cards") or not c.optional)


def standard_state(options: dict) -> GameState:
    """3.1-3.4, before the deal and the placements."""
    f = facts()
    std = f.setups.standard
    state = blank_state("standard", options)
    for name, country in f.map.countries.items():
        for side, amount in country.start.items():
            state.influence[name][side] = amount
    state.turn, state.defcon, state.vp = std.turn, std.defcon, std.vp
    state.space = dict(std.space_race)
    cards = game_cards(options)
    state.options["cards"] = cards
    state.draw_pile = [n for n in cards if n != CHINA_CARD and f.cards[n].period in std.decks]
    state.waiting = [n for n in cards if n != CHINA_CARD and f.cards[n].period not in std.decks]
    state.china_holder, state.china_face_up = std.china_card, True
    if options.get("chinese_civil_war"):
        state.china_holder = None  # 12.3: nobody's until the USSR wins the civil war
        state.ccw_box = 0
    return state


def free_placement(game: Game) -> None:
    """3.2-3.3: the USSR, then the US, place their free influence."""
    f = facts()
    for side, purpose in ((USSR, "setup.ussr_influence"), (US, "setup.us_influence")):
        free = f.map.free_placement[side]
        area = countries_in(free.anywhere_in)
        plan = game.choose_allocation(side, purpose, dict.fromkeys(area, free.count), free.count,
                                      f"{side_name(side)}: place {free.count} influence in "
                                      f"{free.anywhere_in.replace('_', ' ').title()}",
                                      minimum=free.count, labels={c: country_name(c) for c in area})
        for name, amount in plan:
            influence.add(game, side, name, amount, why="set-up")


def bid_room(state: GameState, side: str) -> dict[str, int]:
    """11.1.4.1: where the bid's influence may go and how much each country takes."""
    room = {}
    for name, pair in state.influence.items():
        if pair[side] <= 0:
            continue
        cap = pair[other_side(side)] + stability(name) + facts().setups.tournament.bid_cap_over_control
        if cap > pair[side]:
            room[name] = cap - pair[side]
    return room


def bid_placement(game: Game) -> None:
    bid = game.state.options.get("bid")
    if not bid or not bid["influence"]:
        return
    side = bid["side"]
    room = bid_room(game.state, side)
    amount = bid["influence"]
    plan = game.choose_allocation(side, "setup.bid_influence", room, amount,
                                  f"{side_name(side)}: place the bid's {amount} extra influence",
                                  minimum=min(amount, sum(room.values())), labels={c: country_name(c) for c in room})
    for name, placed in plan:
        influence.add(game, side, name, placed, why="bid (11.1.4)")


def late_war_state(options: dict) -> GameState:
    """The Late War scenario (002 lines 569-663)."""
    f = facts()
    late = f.setups.late_war
    state = blank_state("late_war", options)
    for name, pair in late.influence(f.map).items():
        state.influence[name] = dict(pair)
    state.turn, state.defcon, state.vp = late.turn, late.defcon, late.vp
    state.space = dict(late.space_race)
    sides = {number: f.cards[number].side for number in late.events_in_effect}
    state.effects = {number: {"side": side} for number, side in sides.items()}
    cards = game_cards(options)
    state.options["cards"] = cards
    kept = set(late.kept_despite_star)
    for number in cards:
        card = f.cards[number]
        if number == CHINA_CARD:
            continue
        if card.remove and card.period in ("early", "mid") and number not in kept:
            state.removed.append(number)
        elif card.period in late.decks:
            state.draw_pile.append(number)
    state.china_holder, state.china_face_up = late.china_card, True
    state.options["us_needs_vp"] = late.us_needs_vp
    return state


def deal_opening_hands(game: Game) -> None:
    game.rng.shuffle(game.state.draw_pile)
    deck.deal_hands(game)
