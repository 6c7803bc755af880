"""Operations (docs/bots/twilight-struggle-us.md, section 4): influence, coup or realignment
(ts.ops_kind), where influence goes (ts.place, priced units), the coup's target, realignments and the
area bonus - each node with a twin board that flips the deciding fact."""

from __future__ import annotations

from game.twilight_struggle import board, coups, placement, realignment
from game.twilight_struggle.state import US, USSR

from ..helpers import in_play
from .helpers import ask, bot_game, ended, placed, visited

KINDS = ("influence", "coup", "realign")
MIDDLE_EAST_SCORING, ASIA_SCORING = 3, 1


def kind(side: str, ops: int = 3, **board_):
    game, bots = bot_game(phasing=side, **board_)
    in_play(game, side, 7)
    answer, trace = ask(game, bots[side], "ops.kind", KINDS, info={"ops": ops, "card": 7})
    return answer, ended(trace, "ts.ops_kind")


IRAN_THIN = {"iran": (2, 0), "iraq": (0, 1), "syria": (0, 2)}


def test_a_battleground_coup_worth_its_swing_at_a_safe_defcon():
    assert kind(USSR, influence=IRAN_THIN, defcon=5) == ("coup", "coup_worth.yes")


# Egypt and Libya (stability 2, one USSR marker each): a battleground and a country each Op takes
IRAN_THIN_AND_EGYPT_LIBYA_CHEAP = {**IRAN_THIN, "egypt": (0, 1), "libya": (0, 1)}


def kind_with_military(side: str, military_ops: int, ops: int = 3, **board_):
    """What an Expert (who weighs a coup against influence, `coup_over_influence`) does with `ops` Ops."""
    game, bots = bot_game(phasing=side, tier="expert", **board_)
    game.state.military_ops[side] = military_ops
    in_play(game, side, 7)
    answer, trace = ask(game, bots[side], "ops.kind", KINDS, info={"ops": ops, "card": 7})
    return answer, ended(trace, "ts.ops_kind")


def test_twin_influence_that_moves_the_scores_more_than_the_coup_is_placed_instead():
    # military operations met (8.2.1): placed, the 3 Ops move the Middle East by 7 VP (influence_swing: Egypt,
    # then Libya, then Iraq), the coup in Iran by 4.3 on average
    assert kind_with_military(USSR, 5, influence=IRAN_THIN_AND_EGYPT_LIBYA_CHEAP, defcon=5) == \
        ("influence", "influence.yes")


def test_twin_the_military_operations_a_coup_records_tip_it():
    # none made yet at DEFCON 5: the coup's 3 military operations are worth 3 VP at the turn's end -> 7.3 > 7
    assert kind_with_military(USSR, 0, influence=IRAN_THIN_AND_EGYPT_LIBYA_CHEAP, defcon=5) == \
        ("coup", "coup_worth.yes")


def test_twin_at_defcon_2_no_battleground_coup():
    assert kind(USSR, influence=IRAN_THIN, defcon=2) == ("influence", "influence.yes")


def test_twin_the_us_wants_a_larger_swing_than_the_ussr():
    # Iraq: USSR 2 (stability 3): a US coup with 2 Ops takes it on a 6 only
    board_ = {"iraq": (0, 2), "iran": (2, 0)}
    assert kind(US, ops=2, influence=board_, defcon=5)[0] == "influence"


def kind_on_card_of(card_side: str, side: str, **board_):
    """What `side` does with 1 Op of a card `card_side` plays (CIA Created: the US acts on a USSR play)."""
    game, bots = bot_game(**board_)
    in_play(game, card_side, 26)
    answer, trace = ask(game, bots[side], "event.ops.kind", KINDS, info={"ops": 1, "card": 26})
    return answer, ended(trace, "ts.ops_kind")


def test_a_battleground_coup_at_defcon_2_on_the_opponents_card_wins_the_game():
    # DEFCON 1 is the phasing player's loss (8.1.3): here the USSR's
    assert kind_on_card_of(USSR, US, influence={"angola": (0, 1)}, defcon=2) == ("coup", "coup_wins.yes")


def test_twin_on_my_own_card_the_same_coup_loses_so_influence():
    assert kind_on_card_of(US, US, influence={"angola": (0, 1)}, defcon=2) == ("influence", "influence.yes")


def coup_target_on_card_of(card_side: str, side: str, **board_):
    game, bots = bot_game(**board_)
    in_play(game, card_side, 26)
    options = tuple(coups.targets(game, side))
    return ask(game, bots[side], "coup.target", options, info={"ops": 1, "card": 26})[0]


ANGOLA_BOTSWANA = {"angola": (0, 1), "botswana": (0, 1)}


def test_the_coup_target_that_wins_the_game_comes_first():
    assert coup_target_on_card_of(USSR, US, influence=ANGOLA_BOTSWANA, defcon=2) == "angola"


def test_twin_on_my_own_card_never_the_battleground_at_defcon_2():
    assert coup_target_on_card_of(US, US, influence=ANGOLA_BOTSWANA, defcon=2) == "botswana"


def test_short_of_military_operations_in_the_last_rounds_a_coup_that_keeps_defcon():
    game, bots = bot_game(phasing=USSR, influence={"finland": (1, 1), "iran": (5, 0)}, defcon=5)
    game.state.rounds_taken[USSR] = 5  # 1 round left of 6
    in_play(game, USSR, 7)
    answer, trace = ask(game, bots[USSR], "ops.kind", KINDS, info={"ops": 1, "card": 7})
    assert (answer, ended(trace, "ts.ops_kind")) == ("coup", "military.yes")


def test_twin_with_rounds_to_spare_influence():
    game, bots = bot_game(phasing=USSR, influence={"finland": (1, 1), "iran": (5, 0)}, defcon=5)
    in_play(game, USSR, 7)
    answer, trace = ask(game, bots[USSR], "ops.kind", KINDS, info={"ops": 1, "card": 7})
    assert (answer, ended(trace, "ts.ops_kind")) == ("influence", "influence.yes")


def test_only_realignment_offered():
    game, bots = bot_game(phasing=US)
    in_play(game, US, 7)
    answer, trace = ask(game, bots[US], "event.ops.kind", ("coup", "realign"), info={"ops": 2, "card": 7})
    assert (answer, visited(trace, "ts.ops_kind")[-1]) == ("realign", "influence.no")


# -- where influence goes ---------------------------------------------------------------------------------


def place(side: str, ops: int, **board_):
    game, bots = bot_game(phasing=side, **board_)
    return placed(game, bots[side], side, ops)



def test_influence_takes_the_battleground_whose_control_moves_the_score_most_per_op():
    # Iraq (2 Ops: domination of the Middle East with Syria) before North Korea (3 Ops)
    assert place(USSR, 3, influence={"iran": (1, 0), "iraq": (0, 1), "syria": (0, 2), "east_germany": (0, 3)}) == \
        [("iraq", 2), ("north_korea", 1)]


def test_twin_holding_the_middle_easts_scoring_card_the_spare_op_stays_there():
    assert place(USSR, 3, influence={"iran": (1, 0), "iraq": (0, 1), "syria": (0, 2), "east_germany": (0, 3)},
                 ussr_hand=(MIDDLE_EAST_SCORING,)) == [("iraq", 2), ("saudi_arabia", 1)]


def test_influence_pays_two_ops_a_marker_in_the_opponents_control():
    # Italy is the USSR's: the US takes France and West Germany (2 markers each) rather than pay 2 a marker
    assert place(US, 4, influence={"italy": (0, 2), "france": (1, 0), "west_germany": (2, 0)}) == \
        [("france", 2), ("west_germany", 2)]


# Iran is the one US battleground a 3-Op coup would likely take (2 against stability 2); the others hold
SHORE_UP = {"iran": (2, 0), "iraq": (0, 3), "pakistan": (5, 0), "saudi_arabia": (6, 0), "israel": (5, 0),
            "egypt": (4, 0), "jordan": (2, 0), "lebanon": (1, 0)}


def test_a_battleground_a_coup_would_take_is_topped_up():
    # the USSR next to Iran: a 3-Op coup against US 2 (stability 2) succeeds on a 2+
    answer = place(US, 1, influence=SHORE_UP)
    assert answer == [("iran", 1)]


def test_twin_a_novice_does_not_shore_up():
    game, bots = bot_game(phasing=US, tier="novice", influence=SHORE_UP)
    in_play(game, US, 7)
    options = placement.targets(game, US)
    prices = {n: board.placement_prices(game.state, US, n, 2) for n in options}
    answer, _ = ask(game, bots[US], "ops.influence", tuple(options), "allocate", budget=2,
                    capacities=dict.fromkeys(options, 2), costs=prices, info={"ops": 2})
    # the Novice leaves an Op unspent (ops_handicap) and does not top up Iran
    assert sum(n for _, n in answer) == 1 and answer[0][0] != "iran"


# -- the coup's target, realignments, the area bonus ---------------------------------------------------------


def coup_target(side: str, ops: int, **board_):
    game, bots = bot_game(phasing=side, **board_)
    in_play(game, side, 7)
    options = tuple(coups.targets(game, side))
    return ask(game, bots[side], "coup.target", options, info={"ops": ops, "card": 7})[0]


def test_the_coup_takes_the_largest_average_swing():
    # Iran (stability 2, US 2): a 4-Op coup takes it on any roll; Israel (4, US 4) only on a 6
    assert coup_target(USSR, 4, influence={"iran": (2, 0), "israel": (4, 0), "syria": (0, 2)}, defcon=5) == "iran"


def test_twin_where_no_battleground_coup_moves_the_score_the_one_that_keeps_defcon():
    # Iran held by 6 against stability 2 moves nothing; Lebanon (stability 1) is taken on any roll
    assert coup_target(USSR, 4, influence={"iran": (6, 0), "israel": (4, 0), "lebanon": (1, 0), "syria": (0, 2)},
                       defcon=5) == "lebanon"


def test_realignment_where_my_modifiers_beat_the_opponents():
    game, bots = bot_game(phasing=USSR, influence={"iran": (1, 0), "iraq": (0, 3), "afghanistan": (0, 2),
                                                   "france": (1, 0)}, defcon=5)
    in_play(game, USSR, 7)
    options = tuple(realignment.targets(game, USSR))
    answer, trace = ask(game, bots[USSR], "realign.target", options, info={"ops": 1, "card": 7})
    assert answer == "iran"  # +1 Iraq, +1 Afghanistan next to it, +0 for the US against France's -0


def test_another_realignment_while_the_opponent_is_left_to_realign():
    game, bots = bot_game(phasing=USSR, influence={"iran": (1, 0)}, defcon=5)
    assert ask(game, bots[USSR], "realign.more", (True, False), "yesno")[0] is True


def test_twin_no_opponent_left_no_more_rolls():
    game, bots = bot_game(phasing=USSR, influence={"iran": (0, 1)}, defcon=5)
    assert ask(game, bots[USSR], "realign.more", (True, False), "yesno")[0] is False


def test_the_china_cards_asian_bonus_with_asia_to_score():
    game, bots = bot_game(phasing=USSR, ussr_hand=(ASIA_SCORING,))
    answer, trace = ask(game, bots[USSR], "ops.area", ("anywhere", "asia"), info={"ops": 4, "card": 6})
    assert (answer, ended(trace, "ts.ops_area")) == ("asia", "scoring_area.yes")


def test_twin_without_asia_to_score_or_a_battleground_in_reach_anywhere():
    game, bots = bot_game(phasing=USSR, influence={"north_korea": (0, 3)})
    answer, trace = ask(game, bots[USSR], "ops.area", ("anywhere", "asia"), info={"ops": 1, "card": 6})
    assert (answer, ended(trace, "ts.ops_area")) == ("anywhere", "worth.no")


def test_a_forced_coup_where_every_target_loses_takes_the_least_bad():
    # the Cuban Missile Crisis binds the US: any coup of its own loses the game (an event's coup must be made)
    game, bots = bot_game(influence=ANGOLA_BOTSWANA, defcon=3, phasing=US)
    game.state.effects[40] = {"side": USSR, "victim": US}
    answer, trace = ask(game, bots[US], "coup.target", ("angola", "botswana"), info={"ops": 1, "card": 26})
    assert (answer, ended(trace, "ts.answer")) == ("botswana", "coup_target.yes")
    assert any(step.chart == "ts.coup_last_resort" for step in trace.steps)
