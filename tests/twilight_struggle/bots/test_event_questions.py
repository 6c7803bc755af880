"""Every question an event asks is answered by a chart (ts.events, docs/bots/twilight-struggle-us.md
section 5.3), strictly - a blind fallback would fail - on a board where the event asks it, with both
sides' Bots deciding; and the answers the charts give where a fact decides, with a twin."""

from __future__ import annotations

from typing import Any

import pytest

from botkit.dice import ScriptedDice
from game.twilight_struggle import cardplay, hooks
from game.twilight_struggle.state import US, USSR

from .helpers import ask, bot_game, visited

MANY_DICE = [4] * 40


def asked_while(game, action) -> list[str]:
    """The purposes the Bots were asked while `action` ran."""
    asked: list[str] = []
    game.answer_listeners.append(lambda question, answer: asked.append(question.purpose))
    action()
    return asked


def play(card: int, side: str, dice: tuple[int, ...] = (), **board: Any) -> list[str]:
    game, _ = bot_game(**board)
    game.dice = ScriptedDice([*dice, *MANY_DICE])
    hand = game.state.hands[side]
    if card not in hand:
        hand.append(card)
    return asked_while(game, lambda: cardplay.play_as_event(game, side, card))


WESTERN = {"italy": (2, 0), "france": (2, 0), "west_germany": (2, 0), "united_kingdom": (3, 0), "israel": (1, 0)}
EASTERN_US = {"poland": (1, 2), "hungary": (1, 1), "romania": (1, 1), "yugoslavia": (0, 2), "bulgaria": (0, 2)}

CASES = [
    # (card, the side playing it, the board, the purposes it must ask)
    (7, USSR, {"influence": WESTERN}, ["event.7.allocation"]),
    (10, USSR, {"influence": WESTERN, "us_hand": (5, 4)}, ["event.10.discard"]),
    (14, USSR, {}, ["event.14.countries"]),
    (16, USSR, {"influence": {**EASTERN_US, "czechoslovakia": (1, 0), "bulgaria": (1, 2)}},
     ["event.16.option", "event.16.countries"]),
    (16, USSR, {}, ["event.16.allocation"]),
    (19, US, {"influence": {"italy": (0, 1), "greece": (0, 1)}}, ["event.19.country"]),
    (20, US, {}, ["event.20.boycott"]),
    (22, US, {"influence": EASTERN_US}, ["event.22.country"]),
    (23, US, {}, ["event.23.countries"]),
    (24, USSR, {}, ["event.24.target"]),
    (26, US, {"influence": {"italy": (0, 1)}}, ["event.ops.kind"]),
    (28, USSR, {"influence": WESTERN}, ["event.28.allocation"]),
    (29, US, {"influence": EASTERN_US}, ["event.29.countries"]),
    (30, USSR, {}, ["event.30.countries"]),
    (32, US, {"us_hand": (7, 14)}, ["event.32.card"]),
    (33, USSR, {"influence": {"east_germany": (0, 6), "syria": (0, 4)}}, ["event.33.remove", "event.33.place"]),
    (36, US, {"influence": {"panama": (0, 2), "lebanon": (0, 1)}}, ["event.36.target"]),
    (45, US, {"dice": (5, 2)}, ["event.45.defcon"]),
    (46, USSR, {}, ["event.46.defcon"]),
    (47, USSR, {"influence": {"panama": (1, 0)}}, ["event.47.country", "event.47.ops", "event.ops.kind"]),
    (49, USSR, {"us_hand": (5, 4, 19)}, ["event.49.card"]),
    (53, USSR, {"influence": {"angola": (3, 0), "botswana": (3, 0)}}, ["event.53.option"]),
    (53, USSR, {"influence": {"angola": (0, 1), "botswana": (0, 1)}}, ["event.53.option", "event.53.country"]),
    (56, USSR, {"influence": {"iran": (2, 0), "iraq": (1, 0), "egypt": (1, 0)}}, ["event.56.countries"]),
    (63, US, {}, ["event.63.countries"]),
    (66, US, {}, ["event.66.countries"]),
    (67, US, {"ussr_hand": (14,)}, ["event.67.keep"]),
    (67, US, {"ussr_hand": (4,)}, ["event.67.keep", "event.67.play_as"]),
    (70, US, {}, ["event.70.allocation"]),
    (74, US, {"influence": {"iraq": (0, 2), "cuba": (0, 3), "angola": (0, 1)}}, ["event.74.allocation"]),
    (75, USSR, {}, ["event.75.allocation"]),
    (76, US, {"china": US}, ["event.76.allocation"]),
    (77, US, {"us_hand": (7, 19)}, ["event.77.cards"]),
    (87, USSR, {}, ["event.87.allocation"]),
    (88, USSR, {"influence": {"lebanon": (1, 0), "israel": (3, 0), "iran": (1, 0)}}, ["event.88.allocation"]),
    (89, US, {"influence": {"south_korea": (3, 0)}}, ["event.89.ops"]),
    (91, USSR, {"influence": {"nicaragua": (1, 0), "honduras": (2, 0)}}, ["event.91.ops"]),
    (94, US, {}, ["event.94.region"]),
    (95, USSR, {"us_hand": (5,), "influence": {"brazil": (0, 1), "chile": (0, 2), "peru": (0, 1)}},
     ["event.95.discard"]),
    (95, USSR, {"us_hand": (19,), "influence": {"brazil": (0, 1), "chile": (0, 2), "peru": (0, 1)}},
     ["event.95.discard", "event.95.countries"]),
    (96, US, {"influence": {"poland": (0, 1)}}, ["event.96.ops", "event.ops.kind"]),
    (98, USSR, {"us_hand": (5, 19)}, ["event.98.card"]),
    (99, USSR, {"influence": WESTERN}, ["event.99.countries"]),
    (100, US, {"defcon": 2}, ["event.100.end"]),
    (102, USSR, {}, ["event.102.target"]),
    (104, USSR, {"us_hand": (2,), "options": {"optional_cards": True}}, ["event.104.country"]),
    (105, US, {"influence": {"united_kingdom": (5, 0)}, "options": {"optional_cards": True}}, ["event.105.country"]),
    (107, USSR, {"influence": {"panama": (1, 0), "cameroon": (1, 0)}, "options": {"optional_cards": True}},
     ["event.107.target"]),
]


@pytest.mark.parametrize("card, side, board, purposes", CASES, ids=[f"{c[0]}-{'-'.join(c[3])}" for c in CASES])
def test_every_event_question_is_answered_by_a_chart(card, side, board, purposes):
    asked = play(card, side, **board)
    assert [p for p in asked if p.startswith("event.")] == purposes


def test_star_wars_replays_an_own_event_from_the_discards():
    game, _ = bot_game()
    game.state.space[US] = 2
    game.state.discard.extend([4, 7])
    asked = asked_while(game, lambda: cardplay.play_as_event(game, US, 85))
    assert asked[0] == "event.85.card" and 4 in game.state.discard  # Duck and Cover (the US's) was replayed


def test_salt_takes_back_the_best_card_not_the_opponents():
    game, bots = bot_game()
    game.state.discard.extend([7, 19, 5])
    answer, _ = ask(game, bots[US], "event.43.card", (7, 19, 5, "none"))
    assert answer == 5  # Five Year Plan (US, 3 Ops) over Truman Doctrine (1) and Socialist Governments (USSR's)


def test_the_cuban_missile_crisis_is_ended_only_for_coups_needed_late():
    game, bots = bot_game(defcon=2, influence={"west_germany": (3, 0)})
    game.state.effects[40] = {"side": USSR, "victim": US}
    asked = asked_while(game, lambda: hooks.any_true("round_start", game, US))
    assert asked == ["event.40.cancel"] and 40 in game.state.effects


def test_twin_short_of_military_operations_in_its_last_rounds_it_backs_down():
    game, bots = bot_game(defcon=2, influence={"west_germany": (3, 0), "turkey": (2, 0)})
    game.state.effects[40] = {"side": USSR, "victim": US}
    game.state.rounds_taken[US] = 5
    asked = asked_while(game, lambda: hooks.any_true("round_start", game, US))
    assert asked == ["event.40.cancel", "event.40.country"] and 40 not in game.state.effects


@pytest.mark.parametrize("trap, side", [(42, US), (44, USSR)])
def test_a_trapped_side_discards_the_card_it_can_best_do_without(trap, side):
    game, _ = bot_game(us_hand=(4, 7), ussr_hand=(7, 4))
    game.dice = ScriptedDice([6])
    game.state.effects[trap] = {"side": side}
    asked = asked_while(game, lambda: hooks.any_true("round_start", game, side))
    assert asked == [f"event.{trap}.discard"]
    assert (7 if side == US else 4) in game.state.discard  # the opponent's card went unplayed


def test_the_olympic_boycott_at_defcon_2_makes_the_sponsor_lose():
    # the sponsor is the phasing player: DEFCON 1 is its loss (8.1.3, the rulebook's own example)
    game, bots = bot_game(defcon=2, phasing=US)
    assert ask(game, bots[USSR], "event.20.boycott", (True, False), "yesno")[0] is True


def test_twin_at_defcon_3_the_bot_takes_part():
    game, bots = bot_game(defcon=3, phasing=US)
    assert ask(game, bots[USSR], "event.20.boycott", (True, False), "yesno")[0] is False


def test_the_summit_winner_at_defcon_2_moves_it_down_on_the_opponents_play():
    game, bots = bot_game(defcon=2, phasing=USSR)
    assert ask(game, bots[US], "event.45.defcon", ("up", "down", "same"))[0] == "down"


def test_twin_on_my_own_play_up_away_from_nuclear_war():
    game, bots = bot_game(defcon=2, phasing=US)
    assert ask(game, bots[US], "event.45.defcon", ("up", "down", "same"))[0] == "up"


def test_wargames_only_when_the_game_is_won_after_giving_6_vp():
    game, bots = bot_game(defcon=2)
    game.state.vp = 7
    assert ask(game, bots[US], "event.100.end", (True, False), "yesno")[0] is True
    game.state.vp = 6
    assert ask(game, bots[US], "event.100.end", (True, False), "yesno")[0] is False


def test_how_i_learned_sets_the_tiers_defcon():
    game, bots = bot_game(tiers={US: "novice", USSR: "regular"})
    assert ask(game, bots[US], "event.46.defcon", kind="number", low=1, high=5)[0] == 4
    assert ask(game, bots[USSR], "event.46.defcon", kind="number", low=1, high=5)[0] == 3


def test_the_held_card_discarded_is_an_opponents_card():
    game, bots = bot_game(us_hand=(7,))
    assert ask(game, bots[US], "turn.discard_held", (True, False), "yesno")[0] is True
    game, bots = bot_game(us_hand=(5,))
    assert ask(game, bots[US], "turn.discard_held", (True, False), "yesno")[0] is False


def test_a_question_no_chart_names_fails_loudly():
    game, bots = bot_game()
    with pytest.raises(Exception, match="no_chart_answers_this_question"):
        ask(game, bots[US], "nothing.like.this", ("a", "b"))


def test_brush_war_with_no_opponent_influence_in_reach_still_attacks_the_battleground():
    # a war where the opponent has nothing takes nothing but still gives its VP and military operations
    game, bots = bot_game()
    assert ask(game, bots[US], "event.36.target", ("lebanon", "angola"))[0] == "angola"


def test_twin_brush_war_attacks_where_the_opponent_has_influence():
    game, bots = bot_game(influence={"lebanon": (0, 1)})
    assert ask(game, bots[US], "event.36.target", ("lebanon", "angola"))[0] == "lebanon"


# Ortega Elected in Nicaragua's free coup (6.3.5) next to Nicaragua: Cuba is a battleground, and a free coup still
# lowers DEFCON there; at DEFCON 2 on the US's card the phasing US loses (8.1.3)
CUBA_HELD_BY_THE_US = {"cuba": (2, 0), "honduras": (1, 0)}


def test_a_free_coup_that_wins_the_game_is_taken_ortega_at_defcon_2_on_the_us_card():
    game, bots = bot_game(defcon=2, phasing=US, influence=CUBA_HELD_BY_THE_US)
    answer, trace = ask(game, bots[USSR], "event.91.ops", (True, False), "yesno", info={"card": 91})
    assert answer is True
    assert visited(trace, "ts.free_ops") == ["wins", "wins.yes"]


def test_twin_on_my_own_card_at_defcon_2_the_free_coup_is_declined():
    game, bots = bot_game(defcon=2, phasing=USSR, influence=CUBA_HELD_BY_THE_US)
    answer, trace = ask(game, bots[USSR], "event.91.ops", (True, False), "yesno", info={"card": 91})
    assert answer is False
    assert visited(trace, "ts.free_ops") == ["wins", "defcon", "defcon.no"]
