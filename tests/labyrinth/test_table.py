"""Table mode: the player names the cards as they show themselves; every card stays in one place."""

from __future__ import annotations

from game.labyrinth import deck, table
from game.labyrinth.decisions import FirstOptionDecider, ScriptedDecider
from game.labyrinth.invariants import violations
from game.labyrinth.scenarios import start_game
from game.labyrinth.turn import action_phase


def table_game(answers):
    game = start_game("awakening", seed=3, deciders={"us": ScriptedDecider(answers, then=FirstOptionDecider()),
                                                      "jihadist": FirstOptionDecider()})
    table.start(game, "us")
    return game


def test_naming_the_bot_top_card_swaps_it_into_the_slot_asked():
    game = table_game([])
    state = game.state
    wanted = state.draw_pile[5]  # a card the program had "in the draw pile": it is really the Bot's top card
    table.reveal(game, "jihadist", wanted, slot=0)
    assert state.hands["jihadist"][0] == wanted
    assert deck.where_is(game, wanted) == "jihadist"
    assert not violations(state)
    assert wanted not in table.unseen(game)


def test_naming_your_own_card_from_the_unseen_ones():
    game = table_game([])
    state = game.state
    bot_slot_card = state.hands["jihadist"][3]  # not known: could really be in the US hand
    table.reveal(game, "us", bot_slot_card)
    assert bot_slot_card in state.hands["us"] and bot_slot_card not in state.hands["jihadist"]
    assert len(state.hands["us"]) == 8 and len(state.hands["jihadist"]) == 8
    assert not violations(state)


def test_a_played_card_is_asked_of_the_player_for_either_side():
    game = table_game([])
    state = game.state
    second = next(n for n in table.unseen(game) if n != 164)
    game.deciders["us"].push(("table.card", 164), ("table.card", second))
    before = len(state.hands["jihadist"])
    action_phase(game, "jihadist")
    asked = [a.purpose for a in game.deciders["us"].asked]
    assert asked[0] == "table.card" and game.deciders["us"].asked[0].info["player"] == "jihadist"
    assert deck.where_is(game, 164) != "jihadist" and deck.where_is(game, second) != "jihadist"
    assert len(state.hands["jihadist"]) == before - 2
    assert not violations(state)


def test_table_dice_are_read_off_by_the_player():
    game = table_game([("table.die", 6)])
    game.dice = table.TableDice(game)
    assert game.roll("test") == 6
    assert game.deciders["us"].asked[-1].purpose == "table.die"


def test_random_hand_pick_is_named_at_the_table():
    game = table_game([])
    card = game.state.draw_pile[0]
    game.deciders["us"].push(("table.hand_card", card))
    chosen = deck.random_from_hand(game, "jihadist", "test")
    assert chosen == card and card in game.state.hands["jihadist"]
