"""Events of the Late War cards (82-102), each in our own words (see cards.yaml's `effect`).

Choices (``N`` is the card number; the side asked is the one carrying the event out unless said):

* ``event.85.card`` - Star Wars: a non-scoring card of the discard pile.
* ``event.87.allocation`` - The Reformer. ``event.88.allocation`` - Marine Barracks Bombing.
* ``event.89.ops`` / ``event.90.ops`` (yes/no) - KAL-007 / Glasnost: the Ops they may grant.
* ``event.91.ops`` (yes/no) and ``event.ops.*`` - Ortega's free coup next to Nicaragua.
* ``event.94.region`` - Chernobyl: the region closed to USSR influence from Ops.
* ``event.95.discard`` - Latin American Debt Crisis, asked of the US: a 3+ Ops card or ``none``;
  ``event.95.countries`` - the two South American countries where the USSR doubles its influence.
* ``event.96.ops`` (yes/no) - Tear Down This Wall's free coup or realignments in Europe.
* ``event.98.card`` - Aldrich Ames Remix: the US card the USSR discards (at the table every card the US
  hand may hold; the hand shown is not named to the program, only the discard).
* ``event.99.countries`` - Pershing II Deployed: up to three Western European countries.
* ``event.100.end`` (yes/no) - Wargames: give the opponent 6 VP and end the game.
* ``event.102.target`` - Iran-Iraq War: Iran or Iraq.
"""

from __future__ import annotations

from .. import cardplay, coups, deck, effects, table, tracks, victory
from ..board import (
    REGIONS,
    card_name,
    card_title,
    controls,
    in_area,
    is_scoring,
)
from ..board import influence as inf
from ..events import event
from ..game import Game
from ..hooks import hook
from ..modifiers import card_ops
from ..scoring import REGION_NAMES
from ..state import CHINA_CARD, US, USSR, other_side, side_name
from .common import (
    add,
    allocate,
    choose_countries,
    conduct_ops,
    event_ops,
    remove,
    remove_all,
    vp,
    war,
    where,
)


@event(82)
def iranian_hostage_crisis(game: Game, side: str) -> None:
    remove_all(game, US, "iran", 82)
    add(game, USSR, "iran", 2, 82)
    effects.start(game, 82, USSR, card_name(82))


@event(83)
def the_iron_lady(game: Game, side: str) -> None:
    add(game, USSR, "argentina", 1, 83)
    remove_all(game, USSR, "united_kingdom", 83)
    vp(game, US, 1, 83)
    effects.start(game, 83, US, card_name(83))


@event(84)
def reagan_bombs_libya(game: Game, side: str) -> None:
    vp(game, US, inf(game.state, "libya", USSR) // 2, 84)


@event(85, playable=lambda game, side: game.state.space[US] > game.state.space[USSR])
def star_wars(game: Game, side: str) -> None:
    options = [n for n in game.state.discard if not is_scoring(n)]
    if not options:
        game.log("No non-scoring card lies in the discard pile")
        return
    number = game.choose(US, "event.85.card", options, "Star Wars: which card's event?",
                         labels={n: card_title(n) for n in options}, card=85)
    cardplay.play_as_event(game, US, number)


@event(86)
def north_sea_oil(game: Game, side: str) -> None:
    effects.start(game, 86, US, card_name(86), turn=game.state.turn)


@hook("extra_rounds", 86)
def north_sea_oil_rounds(game: Game, side: str) -> int | None:
    entry = game.state.effects.get(86)
    return 8 if side == US and entry is not None and entry.get("turn") == game.state.turn else None


@event(87)
def the_reformer(game: Game, side: str) -> None:
    amount = 6 if game.state.vp < 0 else 4
    room = dict.fromkeys(where(lambda c: True, "europe"), 2)
    for country, placed in allocate(game, side, 87, room, amount, f"The Reformer: add {amount} USSR influence in Europe"):
        add(game, USSR, country, placed, 87)
    effects.start(game, 87, USSR, card_name(87))


@hook("coup_ban", 87)
def reformer_coups(game: Game, side: str, country: str) -> str | None:
    return "The Reformer bars USSR coups in Europe" if (
        side == USSR and 87 in game.state.effects and in_area(country, "europe")) else None


@event(88)
def marine_barracks_bombing(game: Game, side: str) -> None:
    remove_all(game, US, "lebanon", 88)
    room = {c: inf(game.state, c, US) for c in where(lambda c: True, "middle_east")}
    for country, amount in allocate(game, side, 88, room, 2, "Marine Barracks Bombing: remove 2 more US influence"):
        remove(game, US, country, amount, 88)


@event(89)
def kal_007(game: Game, side: str) -> None:
    tracks.degrade_defcon(game, 1, card_name(89))
    vp(game, US, 2, 89)
    if controls(game.state, US, "south_korea") and game.confirm(
            US, "event.89.ops", "KAL-007: place influence or realign with this card's Ops?", card=89):
        conduct_ops(game, US, 89, event_ops(game, US, 89), kinds=("influence", "realign"))


@event(90)
def glasnost(game: Game, side: str) -> None:
    tracks.improve_defcon(game, 1, card_name(90))
    vp(game, USSR, 2, 90)
    if 87 in game.state.effects and game.confirm(
            USSR, "event.90.ops", "Glasnost: place influence or realign with this card's Ops?", card=90):
        conduct_ops(game, USSR, 90, event_ops(game, USSR, 90), kinds=("influence", "realign"))


@event(91)
def ortega_elected(game: Game, side: str) -> None:
    remove_all(game, US, "nicaragua", 91)
    if game.confirm(USSR, "event.91.ops", "Ortega: a free coup next to Nicaragua?", card=91):
        conduct_ops(game, USSR, 91, event_ops(game, USSR, 91), kinds=("coup",), where=coups.FREE_COUP_AREAS[91],
                    free=True)


@event(92)
def terrorism(game: Game, side: str) -> None:
    victim = other_side(side)
    count = 2 if side == USSR and 82 in game.state.effects else 1
    for _ in range(count):
        number = deck.random_from_hand(game, victim, card_name(92))
        if number is None:
            break
        game.log(f"Terrorism: the {side_name(victim)} discards {card_name(number)} at random")
        cardplay.discard_from_hand(game, victim, number, card_name(92))


@event(93)
def iran_contra(game: Game, side: str) -> None:
    effects.start(game, 93, USSR, card_name(93))


@hook("realign_change", 93)
def iran_contra_rolls(game: Game, side: str, country: str) -> int:
    return -1 if side == US and 93 in game.state.effects else 0


@event(94)
def chernobyl(game: Game, side: str) -> None:
    region = game.choose(US, "event.94.region", list(REGIONS), "Chernobyl: which region?",
                         labels={r: REGION_NAMES[r] for r in REGIONS}, card=94)
    effects.start(game, 94, US, f"no USSR influence from Ops in {REGION_NAMES[region]}", region=region)


@hook("influence_ban", 94)
def chernobyl_ban(game: Game, side: str, country: str) -> str | None:
    entry = game.state.effects.get(94)
    if side == USSR and entry is not None and in_area(country, entry["region"]):
        return f"Chernobyl closes {REGION_NAMES[entry['region']]}"
    return None


@event(95)
def latin_american_debt_crisis(game: Game, side: str) -> None:
    options = deck.hand_choices(game, US, lambda n: n != CHINA_CARD and card_ops(game, US, n) >= 3)
    choice = game.choose(US, "event.95.discard", [*options, "none"],
                         "US: discard a card worth 3 or more Ops, or let the USSR double its influence?",
                         labels={**{n: card_title(n) for n in options}, "none": "discard nothing"}, card=95,
                         always_ask=True)
    if choice != "none":
        cardplay.discard_from_hand(game, US, choice, card_name(95))
        return
    options = where(lambda c: inf(game.state, c, USSR) > 0, "south_america")
    for country in choose_countries(game, USSR, 95, options, 2, "Double the USSR influence in which two countries?"):
        add(game, USSR, country, inf(game.state, country, USSR), 95)


@event(96)
def tear_down_this_wall(game: Game, side: str) -> None:
    add(game, US, "east_germany", 3, 96)
    effects.start(game, 96, US, card_name(96))
    if game.confirm(US, "event.96.ops", "Tear Down This Wall: a free coup or realignments in Europe?", card=96):
        conduct_ops(game, US, 96, event_ops(game, US, 96), kinds=("coup", "realign"),
                    where=coups.FREE_COUP_AREAS[96], free=True)


@event(97)
def an_evil_empire(game: Game, side: str) -> None:
    vp(game, US, 1, 97)
    effects.start(game, 97, US, card_name(97))


@event(98)
def aldrich_ames_remix(game: Game, side: str) -> None:
    hand = deck.hand_choices(game, US)
    game.log(f"The US shows its hand for the rest of the turn: {table.hand_words(game, US)}")
    effects.start(game, 98, USSR, card_name(98))
    if hand:
        number = game.choose(USSR, "event.98.card", hand, "Aldrich Ames: which US card is discarded?",
                             labels={n: card_title(n) for n in hand}, card=98)
        cardplay.discard_from_hand(game, US, number, card_name(98))


@event(99)
def pershing_ii_deployed(game: Game, side: str) -> None:
    vp(game, USSR, 1, 99)
    options = where(lambda c: inf(game.state, c, US) > 0, "western_europe")
    for country in choose_countries(game, USSR, 99, options, 3, "Pershing II: up to three Western European countries",
                                    minimum=0):
        remove(game, US, country, 1, 99)


@event(100, playable=lambda game, side: game.state.defcon == 2)
def wargames(game: Game, side: str) -> None:
    if not game.confirm(side, "event.100.end", f"{side_name(side)}: give 6 VP and end the game now?", card=100):
        return
    vp(game, other_side(side), 6, 100)
    # the game ends on the track (the event's VP hold keeps the 20-VP rule out of it); the Late War
    # scenario's 20 VP for the US apply when the US plays it (002:662)
    needed = game.state.options.get("us_needs_vp") if side == US else None
    victory.final_result(game, f"{side_name(side)} played Wargames", us_needs_vp=needed)


@event(101)
def solidarity(game: Game, side: str) -> None:
    add(game, US, "poland", 3, 101)


@event(102)
def iran_iraq_war(game: Game, side: str) -> None:
    target = game.choose(side, "event.102.target", ["iran", "iraq"], "Iran-Iraq War: which is invaded?",
                         labels={"iran": "Iran", "iraq": "Iraq"}, card=102)
    war(game, side, 102, target)
