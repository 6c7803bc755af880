"""The rules of the pieces, tracks and cards the state must keep: `violations(state)` lists each broken one.

Checked by `Game.verify()` after each card play and when a game ends when the game is built with
``check_invariants`` on (random play runs with it on):

* every card of the game is in exactly one place (draw pile, a hand, discard, removed, in play,
  set aside) and The China Card is in none of them: it is with its holder (9.1);
* influence is never negative; the Chinese Civil War box holds 0-3 USSR influence;
* DEFCON 1-5 (2..5 while the game goes on: 1 ends it, 8.1.1), VP -20..20 while the game goes on
  (10.3.1; final scoring may pass 20, 10.3.2), military operations 0-5, space race 0-8;
* hand sizes never above the period's hand size plus what events can add (the deal fills to
  8/9; a drawn extra card can add one), turn 1-10, action round 0-8;
* the lasting effects name real cards.
"""

from __future__ import annotations

from collections import Counter

from .facts import facts
from .state import CHINA_CARD, SIDES, ZONES, GameState


def cards_of_game(state: GameState) -> set[int]:
    """The card numbers this game is played with (``options["cards"]``, set when the game starts)."""
    return set(state.options.get("cards", []))


def violations(state: GameState) -> list[str]:
    problems: list[str] = []
    f = facts()
    problems += _card_places(state)
    for name, pair in state.influence.items():
        if name not in f.map.countries:
            problems.append(f"influence in an unknown country {name!r}")
        for side in SIDES:
            if pair.get(side, 0) < 0:
                problems.append(f"{name}: negative {side} influence {pair.get(side)}")
    if len(state.influence) != len(f.map.countries):
        problems.append(f"influence is kept for {len(state.influence)} countries, not {len(f.map.countries)}")
    if state.ccw_box is not None and not 0 <= state.ccw_box < f.setups.chinese_civil_war.influence_to_control:
        problems.append(f"the Chinese Civil War box holds {state.ccw_box}")
    low = 1 if state.over else 2
    if not low <= state.defcon <= 5:
        problems.append(f"DEFCON {state.defcon} with the game {'over' if state.over else 'going on'}")
    if not state.over and state.phase != "final_scoring" and not -20 < state.vp < 20:
        problems.append(f"VP {state.vp} while the game goes on")
    low_ops, high_ops = f.turns.military_ops_track
    for side in SIDES:
        if not low_ops <= state.military_ops[side] <= high_ops:
            problems.append(f"{side} military operations {state.military_ops[side]}")
        if not 0 <= state.space[side] <= len(f.space_race.boxes):
            problems.append(f"{side} space race box {state.space[side]}")
    if not 1 <= state.turn <= f.turns.turns:
        problems.append(f"turn {state.turn}")
    if not 0 <= state.action_round <= 8:
        problems.append(f"action round {state.action_round}")
    for card in state.effects:
        if card not in f.cards:
            problems.append(f"an effect of an unknown card {card}")
    if state.china_holder not in (*SIDES, None):
        problems.append(f"The China Card is held by {state.china_holder!r}")
    return problems


def _card_places(state: GameState) -> list[str]:
    problems = []
    places: Counter[int] = Counter()
    for zone in ZONES:
        places.update(getattr(state, zone))
    for side in SIDES:
        places.update(state.hands[side])
        limit = 12  # the deal's 9 plus the most a turn's events can add (a held card, draws)
        if len(state.hands[side]) > limit:
            problems.append(f"the {side} hand holds {len(state.hands[side])} cards")
    if places[CHINA_CARD]:
        problems.append("The China Card is among the cards in zones (it stays with its holder)")
    expected = cards_of_game(state)
    if expected:
        for number in sorted(expected - {CHINA_CARD}):
            if places[number] != 1:
                problems.append(f"card {number} is in {places[number]} places")
        strangers = sorted(set(places) - expected)
        if strangers:
            problems.append(f"cards not in this game: {strangers}")
    else:
        problems += [f"card {n} is in {k} places" for n, k in places.items() if k != 1]
    return problems
