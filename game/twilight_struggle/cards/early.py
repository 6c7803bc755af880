"""Events of the Early War cards (1-35 and 103), each in our own words (see cards.yaml's `effect`).

Choices (``N`` is the card number; the side asked is the one carrying the event out unless said):

* ``event.5.*`` - none (the USSR's discard is random: `deck.random_from_hand`; at the table it is named).
* ``event.7.allocation`` - Socialist Governments: US influence removed per Western European country.
* ``event.10.discard`` - Blockade, asked of the US: a card worth 3+ Ops to discard, or ``none``.
* ``event.14.countries`` - COMECON: four Eastern European countries.
* ``event.16.option`` - Warsaw Pact: ``remove`` or ``add``; ``event.16.countries`` (remove) /
  ``event.16.allocation`` (add).
* ``event.19.country`` - Truman Doctrine.
* ``event.20.boycott`` - Olympic Games, asked of the opponent (yes/no); a boycott's Ops follow.
* ``event.22.country`` - Independent Reds.
* ``event.23.countries`` - Marshall Plan: seven Western European countries.
* ``event.24.target`` - Indo-Pakistani War: India or Pakistan.
* ``event.26.*`` / ``event.ops.*`` - CIA Created's Ops.
* ``event.28.allocation`` - Suez Crisis.
* ``event.29.countries`` - East European Unrest.
* ``event.30.countries`` - Decolonization.
* ``event.32.card`` - UN Intervention: the card whose opponent's event is cancelled.
* ``event.33.remove`` / ``event.33.place`` - De-Stalinization: influence taken up, then put down.
* ``event.4.*``, 8, 9, 11-13, 15, 17, 18, 21, 25, 27, 31, 34, 35, 103 - nothing to choose.
"""

from __future__ import annotations

from math import ceil

from .. import cardplay, chinese_civil_war, deck, effects, space_race, table, tracks
from ..board import (
    card_name,
    card_title,
    controller,
    controls,
    event_side,
    in_area,
    is_scoring,
    period,
)
from ..board import influence as inf
from ..events import event
from ..game import Game
from ..hooks import hook
from ..modifiers import card_ops
from ..state import CHINA_CARD, US, USSR, other_side, side_name
from .common import (
    add,
    allocate,
    choose_countries,
    choose_country,
    conduct_ops,
    control_with,
    event_ops,
    remove,
    remove_all,
    score,
    vp,
    war,
    where,
)


@event(1)
def asia_scoring(game: Game, side: str) -> None:
    score(game, "asia")


@event(2)
def europe_scoring(game: Game, side: str) -> None:
    score(game, "europe")


@event(3)
def middle_east_scoring(game: Game, side: str) -> None:
    score(game, "middle_east")


@event(4)
def duck_and_cover(game: Game, side: str) -> None:
    tracks.degrade_defcon(game, 1, card_name(4))
    vp(game, US, 5 - game.state.defcon, 4)


@event(5)
def five_year_plan(game: Game, side: str) -> None:
    number = deck.random_from_hand(game, USSR, card_name(5))
    if number is None:
        game.log("The USSR has no card to discard")
        return
    game.log(f"The USSR discards {card_name(number)} at random")
    if not is_scoring(number) and event_side(number) == US:
        cardplay.play_as_event(game, US, number)
    else:
        cardplay.discard_from_hand(game, USSR, number, card_name(5))


@event(7)
def socialist_governments(game: Game, side: str) -> None:
    room = {c: min(2, inf(game.state, c, US)) for c in where(lambda c: True, "western_europe")}
    for country, amount in allocate(game, side, 7, room, 3, "Remove US influence from Western Europe"):
        remove(game, US, country, amount, 7)


@event(8)
def fidel(game: Game, side: str) -> None:
    remove_all(game, US, "cuba", 8)
    control_with(game, USSR, "cuba", 8)


@event(9)
def vietnam_revolts(game: Game, side: str) -> None:
    add(game, USSR, "vietnam", 2, 9)
    effects.start(game, 9, USSR, card_name(9))


@hook("ops_area_bonus", 9)
def vietnam_revolts_bonus(game: Game, side: str, number: int) -> dict[str, int]:
    return {"southeast_asia": 1} if game.state.effect_side(9) == side == USSR else {}


@event(10)
def blockade(game: Game, side: str) -> None:
    options = deck.hand_choices(game, US, lambda n: n != CHINA_CARD and card_ops(game, US, n) >= 3)
    choice = game.choose(US, "event.10.discard", [*options, "none"],
                         "US: discard a card worth 3 or more Ops, or lose all influence in West Germany?",
                         labels={**{n: card_title(n) for n in options}, "none": "lose West Germany"}, card=10,
                         always_ask=True)
    if choice == "none":
        remove_all(game, US, "west_germany", 10)
    else:
        cardplay.discard_from_hand(game, US, choice, card_name(10))


@event(11)
def korean_war(game: Game, side: str) -> None:
    war(game, USSR, 11, "south_korea", extra_modifier=chinese_civil_war.korean_war_modifier(game.state))


@event(12)
def romanian_abdication(game: Game, side: str) -> None:
    remove_all(game, US, "romania", 12)
    control_with(game, USSR, "romania", 12)


@event(13)
def arab_israeli_war(game: Game, side: str) -> None:
    war(game, USSR, 13, "israel", extra_modifier=-1 if controls(game.state, US, "israel") else 0)


@event(14)
def comecon(game: Game, side: str) -> None:
    options = where(lambda c: not controls(game.state, US, c), "eastern_europe")
    for country in choose_countries(game, side, 14, options, 4, "COMECON: four Eastern European countries"):
        add(game, USSR, country, 1, 14)


@event(15)
def nasser(game: Game, side: str) -> None:
    add(game, USSR, "egypt", 2, 15)
    remove(game, US, "egypt", ceil(inf(game.state, "egypt", US) / 2), 15)


@event(16)
def warsaw_pact_formed(game: Game, side: str) -> None:
    state = game.state
    with_us = where(lambda c: inf(state, c, US) > 0, "eastern_europe")
    options = ["remove", "add"] if with_us else ["add"]
    option = game.choose(side, "event.16.option", options, "Warsaw Pact Formed: remove US influence or add USSR?",
                         labels={"remove": "remove all US influence from 4 Eastern European countries",
                                 "add": "add 5 USSR influence in Eastern Europe (2 per country at most)"}, card=16)
    if option == "remove":
        for country in choose_countries(game, side, 16, with_us, 4, "Remove all US influence from which countries?"):
            remove_all(game, US, country, 16)
    else:
        room = dict.fromkeys(where(lambda c: True, "eastern_europe"), 2)
        for country, amount in allocate(game, side, 16, room, 5, "Add 5 USSR influence in Eastern Europe"):
            add(game, USSR, country, amount, 16)
    effects.start(game, 16, USSR, card_name(16))


@event(17)
def de_gaulle(game: Game, side: str) -> None:
    remove(game, US, "france", 2, 17)
    add(game, USSR, "france", 1, 17)
    effects.start(game, 17, USSR, "NATO no longer protects France")


@event(18)
def captured_nazi_scientist(game: Game, side: str) -> None:
    space_race.advance(game, side, 1, card_name(18))


@event(19)
def truman_doctrine(game: Game, side: str) -> None:
    options = where(lambda c: controller(game.state, c) is None and inf(game.state, c, USSR) > 0, "europe")
    country = choose_country(game, side, 19, options, "Truman Doctrine: remove all USSR influence from which country?")
    if country is None:
        game.log("No uncontrolled European country holds USSR influence")
        return
    remove_all(game, USSR, country, 19)


@event(20)
def olympic_games(game: Game, side: str) -> None:
    opponent = other_side(side)
    if game.confirm(opponent, "event.20.boycott", f"{side_name(opponent)}: boycott the Olympic Games?", card=20):
        game.log(f"The {side_name(opponent)} boycotts the Olympic Games")
        tracks.degrade_defcon(game, 1, "Olympic boycott")
        conduct_ops(game, side, 20, event_ops(game, side, 20, printed=4))
        return
    while True:
        sponsor = game.roll(f"Olympic Games ({side_name(side)}, +2)")
        guest = game.roll(f"Olympic Games ({side_name(opponent)})")
        if sponsor + 2 != guest:
            break
        game.log("The Olympic Games are tied: both roll again")
    winner = side if sponsor + 2 > guest else opponent
    game.log(f"Olympic Games: {side_name(side)} {sponsor}+2, {side_name(opponent)} {guest}")
    vp(game, winner, 2, 20)


@event(21)
def nato(game: Game, side: str) -> None:
    effects.start(game, 21, US, card_name(21))


def nato_protects(game: Game, country: str) -> bool:
    """NATO keeps the USSR off US-controlled European countries, but not France after De Gaulle Leads
    France nor West Germany after Willy Brandt."""
    state = game.state
    if 21 not in state.effects or not in_area(country, "europe") or not controls(state, US, country):
        return False
    if country == "france" and 17 in state.effects:
        return False
    return not (country == "west_germany" and 55 in state.effects)


@hook("coup_ban", 21)
def nato_coups(game: Game, side: str, country: str) -> str | None:
    return "NATO protects it" if side == USSR and nato_protects(game, country) else None


@hook("realign_ban", 21)
def nato_realignments(game: Game, side: str, country: str) -> str | None:
    return "NATO protects it" if side == USSR and nato_protects(game, country) else None


@event(22)
def independent_reds(game: Game, side: str) -> None:
    state = game.state
    pool = ["yugoslavia", "romania", "bulgaria", "hungary", "czechoslovakia"]
    options = [c for c in pool if inf(state, c, USSR) > inf(state, c, US)]
    country = choose_country(game, side, 22, options, "Independent Reds: match the USSR's influence where?")
    if country is not None:
        add(game, US, country, inf(state, country, USSR) - inf(state, country, US), 22)


@event(23)
def marshall_plan(game: Game, side: str) -> None:
    options = where(lambda c: not controls(game.state, USSR, c), "western_europe")
    for country in choose_countries(game, side, 23, options, 7, "Marshall Plan: seven Western European countries"):
        add(game, US, country, 1, 23)
    effects.start(game, 23, US, card_name(23))


@event(24)
def indo_pakistani_war(game: Game, side: str) -> None:
    target = game.choose(side, "event.24.target", ["india", "pakistan"], "Indo-Pakistani War: which is invaded?",
                         labels={"india": "India", "pakistan": "Pakistan"}, card=24)
    war(game, side, 24, target)


@event(25)
def containment(game: Game, side: str) -> None:
    effects.start(game, 25, US, card_name(25))


@hook("ops_change", 25)
def containment_ops(game: Game, side: str, number: int, printed: int) -> int:
    return 1 if game.state.effect_side(25) == side == US and printed < 4 else 0


@event(26)
def cia_created(game: Game, side: str) -> None:
    game.log(f"The USSR shows its hand: {table.hand_words(game, USSR)}")
    conduct_ops(game, US, 26, event_ops(game, US, 26))


@event(27)
def us_japan_pact(game: Game, side: str) -> None:
    control_with(game, US, "japan", 27)
    effects.start(game, 27, US, card_name(27))


@hook("coup_ban", 27)
def japan_coups(game: Game, side: str, country: str) -> str | None:
    return "the US/Japan Mutual Defense Pact protects it" if (
        side == USSR and country == "japan" and 27 in game.state.effects) else None


@hook("realign_ban", 27)
def japan_realignments(game: Game, side: str, country: str) -> str | None:
    return japan_coups(game, side, country)


@event(28)
def suez_crisis(game: Game, side: str) -> None:
    room = {c: min(2, inf(game.state, c, US)) for c in ("france", "united_kingdom", "israel")}
    for country, amount in allocate(game, side, 28, room, 4, "Suez Crisis: remove 4 US influence"):
        remove(game, US, country, amount, 28)


@event(29)
def east_european_unrest(game: Game, side: str) -> None:
    each = 2 if period(game.state.turn) == "late" else 1
    options = where(lambda c: inf(game.state, c, USSR) > 0, "eastern_europe")
    for country in choose_countries(game, side, 29, options, 3, f"Remove {each} USSR influence from three countries"):
        remove(game, USSR, country, each, 29)


@event(30)
def decolonization(game: Game, side: str) -> None:
    options = where(lambda c: in_area(c, "africa") or in_area(c, "southeast_asia"))
    for country in choose_countries(game, side, 30, options, 4, "Decolonization: four countries"):
        add(game, USSR, country, 1, 30)


@event(31)
def red_scare_purge(game: Game, side: str) -> None:
    effects.start(game, 31, side, card_name(31), victim=other_side(side))


@hook("ops_change", 31)
def red_scare_ops(game: Game, side: str, number: int, printed: int) -> int:
    entry = game.state.effects.get(31)
    return -1 if entry is not None and entry.get("victim") == side else 0


def un_partners(game: Game, side: str) -> list[int]:
    """The cards UN Intervention may be played with: the player's cards carrying the opponent's event."""
    return deck.hand_choices(game, side, lambda n: n != CHINA_CARD and event_side(n) == other_side(side))


@event(32, playable=lambda game, side: bool(un_partners(game, side)), headline=False)
def un_intervention(game: Game, side: str) -> None:
    options = un_partners(game, side)
    number = game.choose(side, "event.32.card", options, "UN Intervention: with which card?",
                         labels={n: card_title(n) for n in options}, card=32)
    deck.shown_from_hand(game, side, number)
    game.log(f"UN Intervention cancels the event of {card_name(number)}; its Ops are used")
    cardplay.play_for_ops(game, side, number, sets_off=False)


@event(33)
def de_stalinization(game: Game, side: str) -> None:
    state = game.state
    room = {c: inf(state, c, USSR) for c in where(lambda c: inf(state, c, USSR) > 0)}
    taken = allocate(game, side, 33, room, 4, "De-Stalinization: take up which USSR influence (up to 4)?",
                     minimum=0, what="remove")
    moved = 0
    for country, amount in taken:
        moved += remove(game, USSR, country, amount, 33)
    if not moved:
        return
    room = dict.fromkeys(where(lambda c: not controls(state, US, c)), 2)
    for country, amount in allocate(game, side, 33, room, moved, f"De-Stalinization: put down {moved} influence",
                                    what="place"):
        add(game, USSR, country, amount, 33)


@event(34)
def nuclear_test_ban(game: Game, side: str) -> None:
    vp(game, side, game.state.defcon - 2, 34)
    tracks.improve_defcon(game, 2, card_name(34))


@event(35)
def formosan_resolution(game: Game, side: str) -> None:
    effects.start(game, 35, US, card_name(35))


@hook("scoring_change", 35)
def formosan_taiwan(game: Game, region: str, side: str, final: bool) -> dict:
    if region == "asia" and side == US and 35 in game.state.effects and controls(game.state, US, "taiwan"):
        return {"battleground_bonus": ["taiwan"]}
    return {}


@hook("china_played", 35)
def formosan_ends(game: Game, side: str) -> None:
    if side == US and 35 in game.state.effects:
        effects.end(game, 35, "the US played The China Card")


@event(103)
def defectors(game: Game, side: str) -> None:
    play = game.card_play
    if play is not None and play.card == 103 and play.side == USSR and not play.headline:
        vp(game, US, 1, 103)


@hook("headline_cancel", 103)
def defectors_headline(game: Game, headlines: dict[str, int]) -> list[str]:
    return [USSR] if headlines.get(US) == 103 and USSR in headlines else []
