"""Events of the Deluxe optional cards (104-110), in play with ``options["optional_cards"]``.

Choices:

* ``event.104.country`` - The Cambridge Five: the country (in a region named by one of the US's
  scoring cards) taking 1 USSR influence. At the table the US names the scoring cards it shows
  first (``table.hand_cards``).
* ``event.105.country`` - Special Relationship: next to the United Kingdom (without NATO), or a
  Western European country (with NATO).
* ``event.106.country`` - NORAD, asked of the US at the end of a round in which DEFCON fell to 2:
  a country that already holds US influence.
* ``event.107.target`` - Che: each free coup's target, or ``none``.
* ``event.108.discard`` - Our Man in Tehran: which of the five cards to discard (at the table, where the
  program never sees the five, among every card not yet seen; each named takes one of their places).
"""

from __future__ import annotations

from .. import coups, deck, effects, table
from ..board import (
    card,
    card_name,
    card_title,
    controls,
    countries,
    in_area,
    is_battleground,
    is_scoring,
    neighbour_countries,
    period,
)
from ..board import influence as inf
from ..events import event
from ..game import Game
from ..hooks import hook
from ..state import US, USSR
from .common import add, choose_country, event_ops, vp, where

SCORING_AREAS = {1: "asia", 2: "europe", 3: "middle_east", 37: "central_america", 38: "southeast_asia",
                 79: "africa", 81: "south_america"}


@event(104, playable=lambda game, side: period(game.state.turn) != "late")
def the_cambridge_five(game: Game, side: str) -> None:
    if table.enabled(game):  # the US shows its scoring cards: at the table the player names them
        shown = table.shown_cards(game, US, is_scoring, "scoring cards", card_name(104))
    else:
        shown = [n for n in game.state.hands[US] if card(n).scoring is not None]
    game.log(f"The US shows its scoring cards: {', '.join(card_name(n) for n in shown) or 'none'}")
    areas = {card(n).scoring.region for n in shown}
    options = where(lambda c: any(in_area(c, area) for area in areas))
    country = choose_country(game, USSR, 104, options, "The Cambridge Five: add 1 USSR influence where?")
    if country is not None:
        add(game, USSR, country, 1, 104)


@event(105, playable=lambda game, side: controls(game.state, US, "united_kingdom"))
def special_relationship(game: Game, side: str) -> None:
    if 21 in game.state.effects:
        country = choose_country(game, US, 105, where(lambda c: True, "western_europe"),
                                 "Special Relationship: add 2 US influence where?")
        add(game, US, country, 2, 105)
        vp(game, US, 2, 105)
    else:
        country = choose_country(game, US, 105, neighbour_countries("united_kingdom"),
                                 "Special Relationship: add 1 US influence where?")
        add(game, US, country, 1, 105)


@event(106)
def norad(game: Game, side: str) -> None:
    effects.start(game, 106, US, card_name(106))


@hook("round_end", 106)
def norad_influence(game: Game, side: str) -> None:
    state = game.state
    if 106 not in state.effects or not game.round_notes.get("defcon_fell_to_2") or not controls(state, US, "canada"):
        return
    game.round_notes["defcon_fell_to_2"] = False
    options = where(lambda c: inf(state, c, US) > 0)
    country = choose_country(game, US, 106, options, "NORAD: add 1 US influence where?")
    if country is not None:
        add(game, US, country, 1, 106)


def che_targets(game: Game, excluded: set[str]) -> list[str]:
    return [c for c in coups.targets(game, USSR, free=True,
                                     where=lambda c: not is_battleground(c) and (
                                         in_area(c, "central_america") or in_area(c, "south_america")
                                         or in_area(c, "africa")))
            if c not in excluded]


@event(107)
def che(game: Game, side: str) -> None:
    done: set[str] = set()
    for attempt in range(2):
        options = che_targets(game, done)
        if not options:
            return
        target = game.choose(USSR, "event.107.target", [*options, "none"], "Che: a free coup where?",
                             labels={"none": "no coup"}, card=107, attempt=attempt + 1)
        if target == "none":
            return
        done.add(target)
        if not coups.coup(game, USSR, target, event_ops(game, USSR, 107), free=True, why="Che"):
            return  # the second coup needs the first to remove US influence


@event(108, playable=lambda game, side: any(controls(game.state, US, c) for c in countries()
                                            if in_area(c, "middle_east")))
def our_man_in_tehran(game: Game, side: str) -> None:
    looked = []
    for _ in range(5):
        number = deck.draw(game, US, card_name(108))
        if number is None:
            break
        looked.append(number)
    if table.enabled(game):  # the US looks at cards the program never sees: only those discarded are named
        game.log(f"Our Man in Tehran: the US looks at the top {len(looked)} cards of the draw pile")
        options = table.unseen(game.state)
        chosen = game.choose_many(US, "event.108.discard", options, len(looked), "Discard which of them (shown)?",
                                  minimum=0, labels=table.labels(options), card=108)
        looked = table.named_among(game, looked, chosen)
    else:
        game.log(f"Our Man in Tehran: the US looks at {', '.join(card_name(n) for n in looked)}")
        chosen = game.choose_many(US, "event.108.discard", looked, len(looked), "Discard which of them (shown)?",
                                  minimum=0, labels={n: card_title(n) for n in looked}, card=108)
    for number in looked:
        if number in chosen:
            deck.discard(game, number, card_name(108))
        else:
            deck.move(game, number, "draw_pile", "returned", quiet=True)
    deck.shuffle_draw_pile(game)


@event(109)
def yuri_and_samantha(game: Game, side: str) -> None:
    effects.start(game, 109, USSR, card_name(109))


@hook("coup_attempt", 109)
def yuri_and_samantha_vp(game: Game, side: str, country: str, free: bool) -> None:
    if side == US and 109 in game.state.effects:
        vp(game, USSR, 1, 109)


@event(110)
def awacs_sale(game: Game, side: str) -> None:
    add(game, US, "saudi_arabia", 2, 110)
    effects.start(game, 110, US, card_name(110))
