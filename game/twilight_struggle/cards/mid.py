"""Events of the Mid War cards (36-81), each in our own words (see cards.yaml's `effect`).

Choices (``N`` is the card number; the side asked is the one carrying the event out unless said):

* ``event.36.target`` - Brush War: a country of stability 1 or 2 with the opponent's influence.
* ``event.40.cancel`` (yes/no, asked of the side Cuban Missile Crisis binds, at the start of each of
  its action rounds while it can) and ``event.40.country`` (the US: West Germany or Turkey).
* ``event.42.discard`` / ``event.44.discard`` - Quagmire / Bear Trap, asked of the trapped side: the
  card of 2+ Ops discarded for the escape roll; ``event.42.scoring`` / ``event.44.scoring`` - the
  scoring card played when it has none (at the table ``none`` answers either while the hand may
  hold no such card).
* ``event.43.card`` - SALT Negotiations: a non-scoring card of the discard pile, or ``none``.
* ``event.45.defcon`` - Summit, asked of the winner: ``up``, ``down`` or ``same``.
* ``event.46.defcon`` - How I Learned to Stop Worrying: the DEFCON level (a number 1-5).
* ``event.47.country`` - Junta; ``event.47.ops`` (yes/no) the free coup or realignments.
* ``event.49.card`` - Missile Envy, asked of the opponent: which of its highest-Ops cards (at the table
  every card the hand may hold as high as the best named there, and ``none`` while it may hold none).
* ``event.53.option`` - South African Unrest: ``south_africa`` or ``split``; ``event.53.country``.
* ``event.56.countries`` - Muslim Revolution.
* ``event.63.countries`` - Colonial Rear Guards. ``event.66.countries`` - Puppet Governments.
* ``event.67.keep`` (yes/no) and ``event.67.play_as`` - Grain Sales to Soviets.
* ``event.70.allocation`` - OAS Founded. ``event.74.allocation`` - The Voice of America.
* ``event.75.allocation`` - Liberation Theology. ``event.76.allocation`` - Ussuri River Skirmish.
* ``event.77.cards`` - "Ask Not...": the cards discarded (any number); at the table one at a time
  (``event.77.card``, ``none`` to stop), each among every card the hand may hold.
* the Ops events grant ask ``event.ops.kind`` and the usual Ops questions.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .. import (
    cardplay,
    chinese_civil_war,
    coups,
    deck,
    effects,
    events,
    rounds,
    space_race,
    table,
    tracks,
    victory,
)
from ..board import (
    REGIONS,
    battlegrounds_in,
    card,
    card_name,
    card_title,
    controls,
    countries,
    event_side,
    in_americas,
    in_area,
    is_battleground,
    is_scoring,
    level,
    neighbour_countries,
    stability,
    standing,
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
    event_ops,
    remove,
    remove_all,
    score,
    vp,
    war,
    where,
)
from .early import nato_protects


@event(36)
def brush_war(game: Game, side: str) -> None:
    # any country of stability 1 or 2, influence or not (7.6), but not one NATO protects from the USSR
    options = [c for c in countries() if stability(c) <= 2 and not (side == USSR and nato_protects(game, c))]
    target = choose_country(game, side, 36, options, "Brush War: attack which country?", what="target")
    war(game, side, 36, target)


@event(37)
def central_america_scoring(game: Game, side: str) -> None:
    score(game, "central_america")


@event(38)
def southeast_asia_scoring(game: Game, side: str) -> None:
    score(game, "southeast_asia")


@event(39)
def arms_race(game: Game, side: str) -> None:
    mine, theirs = game.state.military_ops[side], game.state.military_ops[other_side(side)]
    if mine > theirs:
        vp(game, side, 3 if mine >= game.state.defcon else 1, 39)


@event(40)
def cuban_missile_crisis(game: Game, side: str) -> None:
    tracks.set_defcon(game, 2, card_name(40))
    effects.start(game, 40, side, card_name(40), victim=other_side(side))


def crisis_victim(game: Game) -> str | None:
    entry = game.state.effects.get(40)
    return None if entry is None else entry.get("victim")


@hook("coup_attempt", 40)
def crisis_coup(game: Game, side: str, country: str, free: bool) -> None:
    if crisis_victim(game) == side:
        victory.nuclear_war(game, side, f"a {side_name(side)} coup during the Cuban Missile Crisis")


def crisis_exits(game: Game, side: str) -> list[str]:
    places = ("cuba",) if side == USSR else ("west_germany", "turkey")
    return [c for c in places if inf(game.state, c, side) >= 2]


@hook("round_start", 40)
def crisis_cancel(game: Game, side: str) -> bool:
    if crisis_victim(game) != side or not crisis_exits(game, side):
        return False
    if game.confirm(side, "event.40.cancel", f"{side_name(side)}: remove 2 influence to end the Cuban Missile Crisis?",
                    card=40):
        country = choose_country(game, side, 40, crisis_exits(game, side), "From which country?")
        remove(game, side, country, 2, 40)
        effects.end(game, 40, f"the {side_name(side)} backed down")
    return False


@event(41)
def nuclear_subs(game: Game, side: str) -> None:
    effects.start(game, 41, US, card_name(41))


@hook("coup_lowers_defcon", 41)
def nuclear_subs_defcon(game: Game, side: str, country: str) -> bool:
    return not (side == US and 41 in game.state.effects)


def trap(game: Game, number: int, victim: str) -> None:
    effects.start(game, number, victim, card_name(number))


def trapped_round(game: Game, number: int, side: str) -> bool:
    """Quagmire / Bear Trap: the trapped side's action round goes on the escape (True: the round is used)."""
    if game.state.effect_side(number) != side:
        return False
    due = rounds.scoring_first(game, side)
    if due:  # a trap cannot make a side hold a scoring card (10.1.5): it plays the card first
        card_played = game.choose(side, f"event.{number}.scoring", due, f"{side_name(side)}: play a scoring card",
                                  labels={n: card_title(n) for n in due}, card=number)
        deck.shown_from_hand(game, side, card_played)
        cardplay.play_as_event(game, side, card_played)
        return True

    def escape(n: int) -> bool:
        return n != CHINA_CARD and card_ops(game, side, n) >= 2

    discard = card_or_none(game, side, f"event.{number}.discard", escape,
                           f"{side_name(side)}: discard a card of 2+ Ops to try to escape {card_name(number)}",
                           card=number)
    if discard is not None:
        cardplay.discard_from_hand(game, side, discard, card_name(number))
        die = game.roll(f"{card_name(number)} escape")
        if die <= 4:
            effects.end(game, number, f"escaped on a {die}")
        else:
            game.log(f"{card_name(number)}: roll {die}, still trapped")
        return True
    card = card_or_none(game, side, f"event.{number}.scoring", is_scoring, f"{side_name(side)}: play a scoring card",
                        card=number)
    if card is not None:
        deck.shown_from_hand(game, side, card)
        cardplay.play_as_event(game, side, card)
    else:
        game.log(f"{side_name(side)} has no card to escape {card_name(number)} with and loses the round")
    return True


def card_or_none(game: Game, side: str, purpose: str, accept: Callable[[int], bool], prompt: str,
                 cards: list[int] | None = None, **info: Any) -> int | None:
    """A card of `side`'s hand passing `accept` (or one of `cards`, a narrower pick of them), asked of `side`;
    None when it holds none. At the table, where the program does not see the hand, "none" is an answer
    while the hand may hold no such card."""
    options: list[int | str] = list(deck.hand_choices(game, side, accept) if cards is None else cards)
    if not options:
        return None
    labels: dict[int | str, str] = {n: card_title(n) for n in options if isinstance(n, int)}
    if deck.may_hold_none(game, side, accept):
        options.append(table.NONE)
        labels[table.NONE] = "none in the hand"
    chosen = game.choose(side, purpose, options, prompt, labels=labels, **info)
    return None if chosen == table.NONE else chosen


@event(42)
def quagmire(game: Game, side: str) -> None:
    trap(game, 42, US)


@hook("round_start", 42)
def quagmire_round(game: Game, side: str) -> bool:
    return trapped_round(game, 42, side)


@event(43)
def salt_negotiations(game: Game, side: str) -> None:
    tracks.improve_defcon(game, 2, card_name(43))
    effects.start(game, 43, side, card_name(43))
    options = [n for n in game.state.discard if not is_scoring(n)]
    if not options:
        return
    choice = game.choose(side, "event.43.card", [*options, "none"], "SALT Negotiations: take a card from the discards?",
                         labels={**{n: card_title(n) for n in options}, "none": "take none"}, card=43, always_ask=True)
    if choice != "none":
        deck.to_hand(game, side, choice, card_name(43))


@hook("coup_change", 43)
def salt_coups(game: Game, side: str, country: str) -> int:
    return -1 if 43 in game.state.effects else 0


@event(44)
def bear_trap(game: Game, side: str) -> None:
    trap(game, 44, USSR)


@hook("round_start", 44)
def bear_trap_round(game: Game, side: str) -> bool:
    return trapped_round(game, 44, side)


def summit_bonus(game: Game, side: str) -> int:
    state = game.state
    count = 0
    for region in REGIONS:
        mine, theirs = standing(state, side, region), standing(state, other_side(side), region)
        if level(mine, theirs, battlegrounds_in(region)) in ("domination", "control"):
            count += 1
    return count


@event(45)
def summit(game: Game, side: str) -> None:
    opponent = other_side(side)
    mine = game.roll(f"Summit ({side_name(side)})") + summit_bonus(game, side)
    theirs = game.roll(f"Summit ({side_name(opponent)})") + summit_bonus(game, opponent)
    game.log(f"Summit: {side_name(side)} {mine}, {side_name(opponent)} {theirs}")
    if mine == theirs:
        return
    winner = side if mine > theirs else opponent
    vp(game, winner, 2, 45)
    move = game.choose(winner, "event.45.defcon", ["same", "up", "down"], f"{side_name(winner)}: move DEFCON?",
                       labels={"same": "leave it", "up": "one step up (towards peace)", "down": "one step down"},
                       card=45)
    if move == "up":
        tracks.improve_defcon(game, 1, card_name(45))
    elif move == "down":
        tracks.degrade_defcon(game, 1, card_name(45))


@event(46)
def how_i_learned(game: Game, side: str) -> None:
    level_chosen = game.choose_number(side, "event.46.defcon", 1, 5, "Set DEFCON to which level?", card=46)
    tracks.set_defcon(game, level_chosen, card_name(46))
    tracks.add_military_ops(game, side, 5, card_name(46))


@event(47)
def junta(game: Game, side: str) -> None:
    country = choose_country(game, side, 47, where(in_americas), "Junta: add 2 influence where?")
    add(game, side, country, 2, 47)
    if game.confirm(side, "event.47.ops", "Junta: a free coup or realignments in the Americas?", card=47):
        conduct_ops(game, side, 47, event_ops(game, side, 47), kinds=("coup", "realign"),
                    where=coups.FREE_COUP_AREAS[47], free=True)


def more_battlegrounds(game: Game, side: str) -> bool:
    state = game.state
    def count(s: str) -> int:
        return sum(1 for c in countries() if is_battleground(c) and controls(state, s, c))
    return count(side) > count(other_side(side))


@event(48, playable=lambda game, side: more_battlegrounds(game, US))
def kitchen_debates(game: Game, side: str) -> None:
    vp(game, US, 2, 48)


def may_give(number: int) -> bool:
    """Missile Envy takes any card but The China Card and the scoring cards (TS-R14)."""
    return number != CHINA_CARD and not is_scoring(number)


def highest_ops_cards(game: Game, side: str) -> list[int]:
    """The cards of the highest printed Ops `side` may give. At the table: every card the hand may hold worth
    at least the best named there (the highest is one of them)."""
    cards = deck.hand_choices(game, side, may_give)
    if not cards:
        return []
    best = max((card(n).ops for n in deck.seen_in_hand(game, side) if may_give(n)), default=0)
    return [n for n in cards if card(n).ops >= best]


@event(49)
def missile_envy(game: Game, side: str) -> None:
    opponent = other_side(side)
    taken = card_or_none(game, opponent, "event.49.card", may_give,
                         f"{side_name(opponent)}: which card goes for Missile Envy?",
                         cards=highest_ops_cards(game, opponent), card=49)
    if taken is None:
        game.log(f"The {side_name(opponent)} has no card to give for Missile Envy")
        return
    deck.shown_from_hand(game, opponent, taken)
    deck.to_hand(game, opponent, 49, "Missile Envy changes hands")
    deck.to_hand(game, side, taken, "taken by Missile Envy")
    effects.start(game, 49, opponent, f"{side_name(opponent)} must play Missile Envy for Ops next")
    game.log(f"Missile Envy takes {card_name(taken)}")
    if event_side(taken) in (side, "neutral") and events.blocked(game, taken, side) is None:
        cardplay.play_as_event(game, side, taken)
    else:
        cardplay.play_for_ops(game, side, taken, sets_off=False)


@hook("forced_card", 49)
def missile_envy_forced(game: Game, side: str) -> tuple[int, str] | None:
    if game.state.effect_side(49) == side and 49 in game.state.hands[side]:
        return (49, "ops")
    return None


@hook("round_end", 49)
def missile_envy_played(game: Game, side: str) -> None:
    if game.state.effect_side(49) == side and 49 not in game.state.hands[side]:
        effects.end(game, 49, "played for its Ops")


@event(50)
def we_will_bury_you(game: Game, side: str) -> None:
    tracks.degrade_defcon(game, 1, card_name(50))
    effects.start(game, 50, USSR, card_name(50))


@hook("card_chosen", 50)
def bury_you_answer(game: Game, side: str, card: int, use: str) -> None:
    if side != US or 50 not in game.state.effects:
        return
    effects.end(game, 50, "the US chose its card")
    if card == 32 and use == "event":
        game.log("UN Intervention denies the USSR its 3 VP")
    else:
        vp(game, USSR, 3, 50)


@hook("round_end", 50)
def bury_you_lapses(game: Game, side: str) -> None:
    if side == US and 50 in game.state.effects:
        effects.end(game, 50, "the US played no UN Intervention")
        vp(game, USSR, 3, 50)


@event(51)
def brezhnev_doctrine(game: Game, side: str) -> None:
    effects.start(game, 51, USSR, card_name(51))


@hook("ops_change", 51)
def brezhnev_ops(game: Game, side: str, number: int, printed: int) -> int:
    return 1 if game.state.effect_side(51) == side == USSR and printed < 4 else 0


@event(52)
def portuguese_empire_crumbles(game: Game, side: str) -> None:
    add(game, USSR, "se_african_states", 2, 52)
    add(game, USSR, "angola", 2, 52)


@event(53)
def south_african_unrest(game: Game, side: str) -> None:
    option = game.choose(side, "event.53.option", ["south_africa", "split"], "South African Unrest: how?",
                         labels={"south_africa": "2 in South Africa",
                                 "split": "1 in South Africa and 2 in a neighbour"}, card=53)
    if option == "south_africa":
        add(game, USSR, "south_africa", 2, 53)
        return
    add(game, USSR, "south_africa", 1, 53)
    country = choose_country(game, side, 53, neighbour_countries("south_africa"), "Which neighbour of South Africa?")
    add(game, USSR, country, 2, 53)


@event(54)
def allende(game: Game, side: str) -> None:
    add(game, USSR, "chile", 2, 54)


@event(55)
def willy_brandt(game: Game, side: str) -> None:
    vp(game, USSR, 1, 55)
    add(game, USSR, "west_germany", 1, 55)
    effects.start(game, 55, USSR, "NATO no longer protects West Germany")


MUSLIM_REVOLUTION = ("sudan", "iran", "iraq", "egypt", "libya", "saudi_arabia", "syria", "jordan")


@event(56)
def muslim_revolution(game: Game, side: str) -> None:
    options = [c for c in MUSLIM_REVOLUTION if inf(game.state, c, US) > 0]
    for country in choose_countries(game, side, 56, options, 2, "Muslim Revolution: which two countries?"):
        remove_all(game, US, country, 56)


@event(57)
def abm_treaty(game: Game, side: str) -> None:
    tracks.improve_defcon(game, 1, card_name(57))
    conduct_ops(game, side, 57, event_ops(game, side, 57, printed=4))


@event(58)
def cultural_revolution(game: Game, side: str) -> None:
    holder = game.state.china_holder
    if holder == US:
        deck.pass_china(game, USSR, face_up=True, why=card_name(58))
    elif holder == USSR:
        vp(game, USSR, 1, 58)


@event(59)
def flower_power(game: Game, side: str) -> None:
    effects.start(game, 59, USSR, card_name(59))


@hook("war_card", 59)
def flower_power_vp(game: Game, side: str, number: int, use: str) -> None:
    if side == US and 59 in game.state.effects and use in ("event", "ops"):
        vp(game, USSR, 2, 59)


@event(60)
def u2_incident(game: Game, side: str) -> None:
    vp(game, USSR, 1, 60)
    effects.start(game, 60, USSR, card_name(60))


@hook("event_done", 60)
def u2_and_the_un(game: Game, side: str, number: int) -> None:
    if number == 32 and 60 in game.state.effects:
        vp(game, USSR, 1, 60)


OPEC = ("egypt", "iran", "libya", "saudi_arabia", "iraq", "gulf_states", "venezuela")


@event(61)
def opec(game: Game, side: str) -> None:
    vp(game, USSR, sum(1 for c in OPEC if controls(game.state, USSR, c)), 61)


@event(62)
def lone_gunman(game: Game, side: str) -> None:
    game.log(f"The US shows its hand: {table.hand_words(game, US)}")
    conduct_ops(game, USSR, 62, event_ops(game, USSR, 62))


@event(63)
def colonial_rear_guards(game: Game, side: str) -> None:
    options = where(lambda c: in_area(c, "africa") or in_area(c, "southeast_asia"))
    for country in choose_countries(game, side, 63, options, 4, "Colonial Rear Guards: four countries"):
        add(game, US, country, 1, 63)


@event(64)
def panama_canal_returned(game: Game, side: str) -> None:
    for country in ("panama", "costa_rica", "venezuela"):
        add(game, US, country, 1, 64)


@event(65)
def camp_david_accords(game: Game, side: str) -> None:
    vp(game, US, 1, 65)
    for country in ("israel", "jordan", "egypt"):
        add(game, US, country, 1, 65)
    effects.start(game, 65, US, card_name(65))


@event(66)
def puppet_governments(game: Game, side: str) -> None:
    state = game.state
    options = where(lambda c: inf(state, c, US) == 0 and inf(state, c, USSR) == 0)
    for country in choose_countries(game, side, 66, options, 3, "Puppet Governments: three empty countries"):
        add(game, US, country, 1, 66)


@event(67)
def grain_sales(game: Game, side: str) -> None:
    number = deck.random_from_hand(game, USSR, card_name(67))
    if number is not None:
        game.log(f"Grain Sales to Soviets draws {card_name(number)} from the USSR hand")
        deck.to_hand(game, US, number, card_name(67))
        uses = cardplay.uses(game, US, number)
        if game.confirm(US, "event.67.keep", f"US: play {card_name(number)}? (no: give it back and use 2 Ops)",
                        card=67, drawn=number):
            use = game.choose(US, "event.67.play_as", uses, f"US: play {card_name(number)} as?", card=number)
            cardplay.play_card(game, US, number, use)
            return
        deck.to_hand(game, USSR, number, "given back")
    conduct_ops(game, US, 67, event_ops(game, US, 67))


@event(68)
def john_paul_ii(game: Game, side: str) -> None:
    remove(game, USSR, "poland", 2, 68)
    add(game, US, "poland", 1, 68)
    effects.start(game, 68, US, card_name(68))


@event(69)
def latin_american_death_squads(game: Game, side: str) -> None:
    effects.start(game, 69, side, card_name(69))


@hook("coup_change", 69)
def death_squads_coups(game: Game, side: str, country: str) -> int:
    owner = game.state.effect_side(69)
    if owner is None or not in_americas(country):
        return 0
    return 1 if side == owner else -1


@event(70)
def oas_founded(game: Game, side: str) -> None:
    room = dict.fromkeys(where(in_americas), 2)
    for country, amount in allocate(game, side, 70, room, 2, "OAS Founded: add 2 US influence"):
        add(game, US, country, amount, 70)


@event(71)
def nixon_plays_the_china_card(game: Game, side: str) -> None:
    state = game.state
    if state.china_holder == USSR:
        deck.pass_china(game, US, face_up=False, why=card_name(71))
    elif state.china_holder == US or chinese_civil_war.us_counts_as_holding(state, 71):
        vp(game, US, 2, 71)


@event(72)
def sadat_expels_soviets(game: Game, side: str) -> None:
    remove_all(game, USSR, "egypt", 72)
    add(game, US, "egypt", 1, 72)


@event(73)
def shuttle_diplomacy(game: Game, side: str) -> None:
    deck.set_aside(game, 73, "until the next Middle East or Asia scoring")
    effects.start(game, 73, US, card_name(73))


@hook("scoring_change", 73)
def shuttle_battleground(game: Game, region: str, side: str, final: bool) -> dict:
    if 73 in game.state.effects and side == USSR and region in ("middle_east", "asia") and not final:
        return {"battlegrounds_lost": 1}
    return {}


@hook("scored", 73)
def shuttle_discarded(game: Game, region: str, final: bool) -> None:
    if 73 in game.state.effects and region in ("middle_east", "asia") and not final:
        effects.end(game, 73, f"used at the {region.replace('_', ' ')} scoring")
        deck.discard(game, 73, "Shuttle Diplomacy was used")


@event(74)
def voice_of_america(game: Game, side: str) -> None:
    room = {c: min(2, inf(game.state, c, USSR)) for c in where(lambda c: not in_area(c, "europe"))}
    for country, amount in allocate(game, side, 74, room, 4, "The Voice of America: remove 4 USSR influence"):
        remove(game, USSR, country, amount, 74)


@event(75)
def liberation_theology(game: Game, side: str) -> None:
    room = dict.fromkeys(where(lambda c: in_area(c, "central_america")), 2)
    for country, amount in allocate(game, side, 75, room, 3, "Liberation Theology: add 3 USSR influence"):
        add(game, USSR, country, amount, 75)


@event(76)
def ussuri_river_skirmish(game: Game, side: str) -> None:
    state = game.state
    if state.china_holder == USSR:
        deck.pass_china(game, US, face_up=True, why=card_name(76))
    elif state.china_holder == US or chinese_civil_war.us_counts_as_holding(state, 76):
        room = dict.fromkeys(where(lambda c: in_area(c, "asia")), 2)
        for country, amount in allocate(game, side, 76, room, 4, "Ussuri River Skirmish: add 4 US influence in Asia"):
            add(game, US, country, amount, 76)


@event(77)
def ask_not(game: Game, side: str) -> None:
    hand = list(game.state.hands[US])
    if not hand:
        return
    if table.enabled(game):
        chosen = ask_not_at_the_table(game)
    else:
        chosen = game.choose_many(US, "event.77.cards", hand, len(hand), "Ask Not: discard which cards?",
                                  minimum=0, labels={n: card_title(n) for n in hand}, card=77)
        for number in chosen:
            cardplay.discard_from_hand(game, US, number, card_name(77))
    for _ in chosen:
        deck.draw(game, US, card_name(77))


def ask_not_at_the_table(game: Game) -> list[int]:
    """"Ask Not" at the table: the US names its discards one at a time (``event.77.card``, ``none`` to stop),
    each among every card its hand may still hold - so no more are named than the hand holds."""
    chosen: list[int] = []
    while game.state.hands[US]:
        options: list[int | str] = [*deck.hand_choices(game, US), table.NONE]
        number = game.choose(US, "event.77.card", options, "Ask Not: discard which card (none: no more)?",
                             labels={**table.labels(options), table.NONE: "no more"}, card=77, always_ask=True)
        if number == table.NONE:
            break
        cardplay.discard_from_hand(game, US, number, card_name(77))
        chosen.append(number)
    return chosen


@event(78)
def alliance_for_progress(game: Game, side: str) -> None:
    vp(game, US, sum(1 for c in where(in_americas) if is_battleground(c) and controls(game.state, US, c)), 78)


@event(79)
def africa_scoring(game: Game, side: str) -> None:
    score(game, "africa")


@event(80, playable=lambda game, side: game.state.space[side] < game.state.space[other_side(side)])
def one_small_step(game: Game, side: str) -> None:
    space_race.advance(game, side, 2, card_name(80))


@event(81)
def south_america_scoring(game: Game, side: str) -> None:
    score(game, "south_america")
